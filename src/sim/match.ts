import { Rng, newRecord, type AnyGame, type ConfigOf, type PlayerId, type ReplayRecord, type ScoreSheet, type Seed } from "../core/index.js";
import type { Bot, BotContext, NamedBot } from "../bots/types.js";

/** A bot function or a named bot. */
export type BotLike = Bot | NamedBot;

/** Options of {@link playMatch}. */
export interface MatchOptions<G extends AnyGame> {
  readonly game: G;
  /** Number of seats. */
  readonly players: number;
  /** One bot per seat (seat order), or one bot for every seat. */
  readonly bots: readonly BotLike[];
  readonly seed: Seed;
  readonly config?: Partial<ConfigOf<G>>;
  /** Safety stop: throw after this many moves (default 100 000). */
  readonly maxMoves?: number;
}

/** What {@link playMatch} returns. */
export interface MatchResult<G extends AnyGame> {
  /** The replay record: reproduces the game exactly with `replay(game, record)`. */
  readonly record: ReplayRecord<ReturnType<G["legalMoves"]>[number], ConfigOf<G>>;
  readonly score: ScoreSheet;
  readonly finalState: ReturnType<G["setup"]>;
  /** Number of moves played. */
  readonly length: number;
}

/** The play function of a bot-like value. */
export const playOf = (b: BotLike): Bot => (typeof b === "function" ? b : b.play);
/** The display name of a bot-like value. */
export const nameOf = (b: BotLike): string => (typeof b === "function" ? b.name || "bot" : b.name);

/**
 * Plays one game between bots. Each seat gets its own Rng stream derived from the seed, so a seat's
 * choices do not depend on how much randomness other seats use. When several players are active at
 * once, each active player's bot is asked in seat order and its move is applied with an explicit
 * player; `activePlayers` is re-read after every move. Bots see only `playerView`; search bots reach
 * hidden state only through `ctx.determinize`. Throws if a bot returns an illegal move.
 */
export function playMatch<G extends AnyGame>(options: MatchOptions<G>): MatchResult<G> {
  const { game, players, seed } = options;
  if (options.bots.length !== 1 && options.bots.length !== players) {
    throw new RangeError(`playMatch: give one bot per seat (${players}) or one for all, not ${options.bots.length}`);
  }
  const bots = Array.from({ length: players }, (_, p) => playOf(options.bots[options.bots.length === 1 ? 0 : p]!));
  const master = Rng.fromSeed(seed);
  // Skip the stream used by setup: the game seeds itself from `seed` directly.
  const rngs = bots.map(() => master.fork());
  const maxMoves = options.maxMoves ?? 100_000;
  let record = newRecord(game, { players, seed, config: options.config }) as MatchResult<G>["record"];
  const moves: { player: PlayerId; move: unknown }[] = [];
  let state = game.setup({ players, seed, config: options.config });
  while (!game.isTerminal(state)) {
    const active = [...game.activePlayers(state)].sort((a, b) => a - b);
    const p = active[0]!;
    const legal = game.legalMoves(state, p);
    if (legal.length === 0) throw new Error(`${game.id}: player ${p} is active but has no legal move`);
    const real = state;
    const ctx: BotContext<G> = { game, player: p, determinize: (rng: Rng) => game.determinize(real, p, rng) };
    const move = bots[p]!(game.playerView(state, p), legal, rngs[p]!, ctx);
    const check = game.validateMove(state, move, p);
    if (!check.ok) throw new Error(`bot "${nameOf(options.bots[options.bots.length === 1 ? 0 : p]!)}" (seat ${p}) returned an illegal move: ${check.error.message}`);
    state = game.applyMove(state, check.move, p);
    moves.push({ player: p, move: check.move });
    if (moves.length > maxMoves) throw new Error(`${game.id}: no end after ${maxMoves} moves`);
  }
  record = { ...record, moves } as MatchResult<G>["record"];
  return { record, score: game.score(state), finalState: state, length: moves.length };
}
