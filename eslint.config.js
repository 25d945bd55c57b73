/**
 * ESLint: the recommended JavaScript and typescript-eslint rules, less the few this code breaks on
 * purpose (each switched off below with the reason), plus rules that guard the architecture and the
 * test suite. Promise rules run type-aware; everything else reads syntax only, to keep the run short.
 */
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const GAMES = ["azul", "queens-garden", "almadi", "karesansui", "castles-of-burgundy"];

/** A `no-restricted-imports` rule refusing every import whose path matches `regex`. */
const refuseImports = (regex, message) => ["error", { patterns: [{ regex, message }] }];

export default defineConfig(
  { ignores: ["dist/", "coverage/", "docs/api/", "playground/dist/", "conformance/", "python/", ".snippets/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // The game-agnostic layers (core, registry, protocol, tests over every game) erase each game's own
      // state and move types with `any` on purpose; `unknown` there would need a cast at every call.
      "@typescript-eslint/no-explicit-any": "off",
      // Validators and terminal output match control characters on purpose (refusing or stripping them).
      "no-control-regex": "off",
      // A leading underscore marks a binding kept for its position or to drop it from a rest copy.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // `let { state, rest } = ...` where only `state` changes later stays one statement.
      "prefer-const": ["error", { destructuring: "all" }],
      eqeqeq: "error",
    },
  },
  {
    // Type-aware promise rules: a promise nobody awaits is an error lost, and in a test a check that cannot fail.
    files: ["**/*.ts"],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ["scripts/*.ts"] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    // The library reports through return values and typed errors; only the CLI writes to the terminal, via its streams.
    files: ["src/**"],
    rules: { "no-console": "error" },
  },
  // Architecture: shared mechanics live in core, a game folder knows only core, bots know no game.
  {
    files: ["src/core/**"],
    rules: { "no-restricted-imports": refuseImports("^(\\.\\./|tesserae(/|$))", "src/core imports nothing outside src/core: every game, bot and tool builds on it.") },
  },
  {
    files: ["src/bots/**"],
    rules: { "no-restricted-imports": refuseImports(`^(\\.\\./games/|tesserae/(${GAMES.join("|")})$)`, "Bots know no game: they reach a game only through the GameDefinition interface.") },
  },
  {
    files: ["src/games/**"],
    rules: {
      "no-restricted-imports": refuseImports(
        "^(\\.\\./(?!\\.\\./core/|\\.\\./rl/(actions|observation|simulator|module|mechanics)\\.js$)|tesserae(/|$))",
        "A game folder imports only its own files, src/core and the RL layer's game-independent mechanics.",
      ),
    },
  },
  {
    // A synchronous spawn blocks the vitest worker's event loop (see test/helpers/run.ts); a committed `.only` skips the rest.
    files: ["test/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["node:child_process", "child_process"].map((name) => ({
            name,
            importNames: ["execFileSync", "execSync", "spawnSync"],
            message: "Spawn child processes asynchronously (test/helpers/run.ts).",
          })),
        },
      ],
      "no-restricted-properties": ["error", ...["describe", "it", "test"].map((object) => ({ object, property: "only", message: "Commit no focused test." }))],
    },
  },
);
