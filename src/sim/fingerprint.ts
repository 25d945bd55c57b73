/**
 * The fingerprint of a simulation run, recorded in every shard report so that `merge` combines
 * only shards of one run: the game, players, seed, config, the whole run's games and first index,
 * and each bot's identity (a built-in bot by its spec, a module bot by the hash of its file's
 * contents and the export used, so the same file merges from any path but a different file
 * under a built-in's name does not).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Seed } from "../core/shared.js";
import { absoluteBotSpec, isBotModuleSpec } from "./bot-modules.js";
import { playOf, type BotLike } from "./match.js";
import { describeThrown } from "../core/thrown.js";

const sha256 = (text: string | Buffer): string => createHash("sha256").update(text).digest("hex");

/**
 * What identifies a bot in a fingerprint: `builtin:<spec>`, `module:<sha-256 of the file>#<export>`
 * (the module file's own contents: a file it imports is not hashed), or for a bot function
 * `function:<sha-256 of its source>`.
 */
export function botIdentity(bot: string | BotLike, cwd: string = process.cwd()): string {
  if (typeof bot !== "string") return `function:${sha256(String(playOf(bot)))}`;
  const spec = bot.trim();
  if (!isBotModuleSpec(spec)) return `builtin:${spec}`;
  const url = absoluteBotSpec(spec, cwd);
  const hash = url.lastIndexOf("#");
  const [file, exportName] = hash > url.lastIndexOf("/") ? [url.slice(0, hash), url.slice(hash + 1)] : [url, "default"];
  let contents: Buffer;
  try {
    contents = readFileSync(fileURLToPath(file));
  } catch (e) {
    throw new RangeError(`bot module "${spec}" could not be read: ${describeThrown(e)}`);
  }
  return `module:${sha256(contents)}#${exportName}`;
}

/** The parts of a run its fingerprint covers. */
export interface RunIdentity {
  readonly game: string;
  readonly players: number;
  readonly seed: Seed;
  /** The config the games are set up with (defaults filled in). */
  readonly config: Record<string, unknown>;
  /** {@link botIdentity} of each bot, in bot order. */
  readonly bots: readonly string[];
  /** Games of the whole run and the index of its first. */
  readonly games: number;
  readonly first: number;
}

/** Key-sorted JSON, so equal configs give equal text whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The fingerprint (hex sha-256) of a run: equal for every shard of one run, different for any other run. */
export function runFingerprint(run: RunIdentity): string {
  return sha256(canonical({ game: run.game, players: run.players, seed: run.seed, config: run.config, bots: run.bots, games: run.games, first: run.first }));
}
