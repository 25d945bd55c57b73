import type { AnyGame, PlayerId, Rng } from "../core/shared.js";

/**
 * What a bot gets besides its view and legal moves (built by `botTurn`, for `playMatch`, `botMove`
 * and the simulator alike; the context is frozen). `determinize(rng)` returns a full state that
 * the player cannot tell apart from the real one (same `playerView`), with everything hidden from
 * them re-dealt at random: search bots simulate from it instead of reading the real state.
 */
export interface BotContext<G extends AnyGame = AnyGame> {
  /** The game being played: a frozen definition (patching it throws). */
  readonly game: G;
  /** The seat the bot decides for. */
  readonly player: PlayerId;
  /**
   * A sampled state consistent with what `player` sees, a fresh copy. It is the definition's own
   * `game.determinize(realState, player, rng)`, taken when the context was built, whose contract
   * is to keep only what that player sees and re-deal the rest (including the PRNG state): calling
   * it never leaks hidden information, and nothing done to a sample reaches the real game.
   */
  determinize(rng: Rng): ReturnType<G["setup"]>;
}

/**
 * A bot: a plain function of the player's view, that player's legal moves (never empty) and a
 * seeded {@link Rng}, returning one of the moves, or a Promise of one (an async bot, e.g. one that
 * asks a server or a worker): `playMatch`, `simulate` and the CLI await it.
 */
export type Bot<G extends AnyGame = AnyGame> = (
  view: ReturnType<G["playerView"]>,
  moves: readonly ReturnType<G["legalMoves"]>[number][],
  rng: Rng,
  ctx: BotContext<G>,
) => ReturnType<G["legalMoves"]>[number] | Promise<ReturnType<G["legalMoves"]>[number]>;

/** A bot that answers at once (never a Promise), as the built-in bots do; works with `playMatchSync` too. */
export type SyncBot<G extends AnyGame = AnyGame> = (
  view: ReturnType<G["playerView"]>,
  moves: readonly ReturnType<G["legalMoves"]>[number][],
  rng: Rng,
  ctx: BotContext<G>,
) => ReturnType<G["legalMoves"]>[number];

/**
 * A bot with a name, as the match runner and the simulator report it. Plain {@link Bot}
 * functions are accepted wherever a named bot is, and named by their function name.
 */
export interface NamedBot {
  readonly name: string;
  readonly play: Bot;
}
