/**
 * Bots from module files, for the command line and worker threads (node only: it imports files).
 * A spec is either a built-in bot (`random`, `greedy`, `mcts`, `mcts-<n>`, see `botFromSpec`) or
 * the path of a JavaScript module whose export is a bot, sync or async:
 *
 * ```sh
 * tesserae simulate azul --bots ./my-bot.mjs,greedy        # the module's default export
 * tesserae simulate azul --bots ./bots.mjs#cautious,mcts   # its export named `cautious`
 * ```
 */
import { basename, isAbsolute, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { botFromSpec } from "../bots/spec.js";
import type { NamedBot } from "../bots/types.js";
import { describeThrown } from "../core/thrown.js";

const MODULE_PATH = /^(?:\.{1,2}[\\/]|[\\/]|file:|[A-Za-z]:[\\/])|\.(?:[cm]?js|[cm]?ts)(?:#[\w$]+)?$/;

/** Whether `spec` names a bot module (a path, a `file:` URL, or a `.js`/`.mjs`/`.cjs`/`.ts` file) rather than a built-in bot. */
export function isBotModuleSpec(spec: string): boolean {
  return MODULE_PATH.test(spec.trim());
}

/** Splits `path#export` (the `#` only counts after the last path separator). */
function splitSpec(spec: string): { file: string; exportName: string | undefined } {
  const hash = spec.lastIndexOf("#");
  if (hash > Math.max(spec.lastIndexOf("/"), spec.lastIndexOf("\\"))) return { file: spec.slice(0, hash), exportName: spec.slice(hash + 1) };
  return { file: spec, exportName: undefined };
}

/**
 * The spec with a module path made absolute (a `file:` URL), so that worker threads, whose working
 * directory may differ, load the same file. Built-in specs are returned as they are.
 */
export function absoluteBotSpec(spec: string, cwd: string = process.cwd()): string {
  const s = spec.trim();
  if (!isBotModuleSpec(s)) return s;
  const { file, exportName } = splitSpec(s);
  const url = file.startsWith("file:") ? file : pathToFileURL(isAbsolute(file) ? file : resolve(cwd, file)).href;
  return exportName === undefined ? url : `${url}#${exportName}`;
}

/**
 * Loads the bot a spec names: a built-in bot by name, or a module's export. The export (default,
 * else `bot`, else the one named after `#`) is a bot function `(view, moves, rng, ctx) => move`
 * that may return a Promise, or `{ name, play }`. Rejects with a RangeError naming the spec and
 * what is wrong (no such file, no such export, not a bot).
 */
export async function loadBot(spec: string, cwd: string = process.cwd()): Promise<NamedBot> {
  const s = spec.trim();
  if (!isBotModuleSpec(s)) return botFromSpec(s);
  const { file, exportName } = splitSpec(absoluteBotSpec(s, cwd));
  let mod: Record<string, unknown>;
  try {
    mod = (await import(file)) as Record<string, unknown>;
  } catch (e) {
    throw new RangeError(`bot module "${spec}" could not be loaded: ${describeThrown(e)}`.slice(0, 500));
  }
  const chosen = exportName !== undefined ? ownExport(mod, exportName) : (unwrapDefault(mod) ?? ownExport(mod, "bot"));
  const name = exportName ?? basename(splitSpec(s).file).replace(/\.[cm]?[jt]s$/, "");
  if (typeof chosen === "function") return { name, play: chosen as NamedBot["play"] };
  if (chosen !== null && typeof chosen === "object" && typeof (chosen as { play?: unknown }).play === "function") {
    const named = chosen as { name?: unknown; play: NamedBot["play"] };
    return { name: typeof named.name === "string" && named.name !== "" ? named.name : name, play: named.play.bind(chosen) };
  }
  const what = exportName !== undefined ? `its export "${exportName}"` : "its default export (or an export named bot)";
  throw new RangeError(
    `bot module "${spec}": ${what} is ${chosen === undefined ? "missing" : `not a bot (${chosen === null ? "null" : typeof chosen})`}; ` +
      "export a function (view, moves, rng, ctx) => move (or a Promise of one), or { name, play }",
  );
}

/** An own export only: `#__proto__` or `#toString` names no export. */
const ownExport = (mod: Record<string, unknown>, name: string): unknown => (Object.hasOwn(mod, name) ? mod[name] : undefined);

/** The default export; for a CommonJS module whose `module.exports` is an object, its own `default` or the object itself. */
function unwrapDefault(mod: Record<string, unknown>): unknown {
  const d = ownExport(mod, "default");
  if (d !== null && typeof d === "object" && typeof (d as { play?: unknown }).play !== "function") {
    const inner = d as Record<string, unknown>;
    return ownExport(inner, "default") ?? ownExport(inner, "bot") ?? d;
  }
  return d;
}
