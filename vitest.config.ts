import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest leaves a core free by default, which on a 2-core CI machine means one worker: use both.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
