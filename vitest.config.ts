import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Child processes: each test file in its own process (vitest's default, stated here because it
    // matters). A worker answers vitest's RPC calls on its event loop and fails the run when one waits
    // a minute, so tests never block that loop: child processes start through test/helpers/run.ts.
    pool: "forks",
    // ...nor between tests: a file of synchronous tests would hold it until the file ends (see there).
    setupFiles: ["test/helpers/yield-between-tests.ts"],
    // Vitest leaves a core free by default, which on a 2-core CI machine means one worker: use both.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
