import { Rng, newRecord, type AnyGame, type ConfigOf, type PlayerId, type ReplayRecord, type ScoreSheet, type Seed } from "../core/shared.js";
import { acceptBotMove, botTurn } from "../bots/context.js";
import type { Bot, NamedBot } from "../bots/types.js";

/** A bot function or a named bot. */
export type BotLike = Bot | NamedBot;

/** Options of {@link playMatch} and {@link playMatchSync}. */
export interface MatchOptions<G extends AnyGame> {
  readonly game: G;
  /** Number of seats. */
  readonly players: number;
  /** One bot per seat (seat order), or one bot for every seat. */
  readonly bots: readonly BotLike[];
  readonly seed: Seed;
  readonly config?: Partial<ConfigOf<G>>;
  /**
   * Where a game that has not ended is stopped (default: the game's `moveLimit(players)`). A
   * stopped game is reported with `finished: false` and its scores so far; it never throws.
   */
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
  /** False when the game was stopped at `maxMoves` before it ended (bots that never finish it). */
  readonly finished: boolean;
}

/** The play function of a bot-like value. */
export const playOf = (b: BotLike): Bot => (typeof b === "function" ? b : b.play);
/** The display name of a bot-like value. */
export const nameOf = (b: BotLike): string => (typeof b === "function" ? b.name || "bot" : b.name);

/** One question to a bot, as the match loop yields it; the answer (the move, or a Promise of it) is sent back. */
interface Ask {
  readonly seat: PlayerId;
  readonly call: () => unknown;
}

const isThenable = (x: unknown): x is PromiseLike<unknown> => typeof x === "object" && x !== null && typeof (x as { then?: unknown }).then === "function";

/**
 * The match loop, shared by the async and sync runners: yields each bot call and receives the
 * bot's move (already awaited by the async runner). Returns the result when the game ends.
 */
function* matchLoop<G extends AnyGame>(options: MatchOptions<G>): Generator<Ask, MatchResult<G>, unknown> {
  const { game, players, seed } = options;
  if (options.bots.length !== 1 && options.bots.length !== players) {
    throw new RangeError(`playMatch: give one bot per seat (${players}) or one for all, not ${options.bots.length}`);
  }
  const seatBot = (p: number): BotLike => options.bots[options.bots.length === 1 ? 0 : p]!;
  const bots = Array.from({ length: players }, (_, p) => playOf(seatBot(p)));
  const master = Rng.fromSeed(seed);
  // Each seat gets its own stream; the game seeds itself from `seed` directly.
  const rngs = bots.map(() => master.fork());
  const maxMoves = options.maxMoves ?? game.moveLimit(players);
  const moves: { player: PlayerId; move: unknown }[] = [];
  let state = game.setup({ players, seed, config: options.config });
  while (!game.isTerminal(state) && moves.length < maxMoves) {
    const active = [...game.activePlayers(state)].sort((a, b) => a - b);
    const p = active[0]!;
    // The bot's own view and moves, a frozen context (a frozen definition, a determinize that cannot reach `state`).
    const { view, moves: legal, ctx } = botTurn(game, state, p);
    if (legal.length === 0) throw new Error(`${game.id}: player ${p} is active but has no legal move`);
    const answer = yield { seat: p, call: () => bots[p]!(view, legal, rngs[p]!, ctx) };
    const move = acceptBotMove(game, state, p, answer, nameOf(seatBot(p)));
    state = game.applyMove(state, move, p);
    moves.push({ player: p, move });
  }
  const record = { ...newRecord(game, { players, seed, config: options.config }), moves } as MatchResult<G>["record"];
  return { record, score: game.score(state), finalState: state, length: moves.length, finished: game.isTerminal(state) };
}

/**
 * Plays one game between bots; bots may be async (return a Promise of their move), so this always
 * returns a Promise. Each seat gets its own Rng stream derived from the seed, so a seat's choices
 * do not depend on how much randomness other seats use. When several players are active at once,
 * the lowest active seat is asked first and its move applied with an explicit player;
 * `activePlayers` is re-read after every move. Bots see only `playerView`; search bots reach hidden
 * state only through `ctx.determinize`. Rejects if a bot returns an illegal move.
 *
 * ```ts
 * const { score, record } = await playMatch({ game: azul, players: 2, bots: [mctsBot(), greedyBot], seed: 1 });
 * ```
 */
export async function playMatch<G extends AnyGame>(options: MatchOptions<G>): Promise<MatchResult<G>> {
  const loop = matchLoop(options);
  let step = loop.next();
  while (!step.done) {
    let move = step.value.call();
    if (isThenable(move)) move = await move;
    step = loop.next(move);
  }
  return step.value;
}

/**
 * {@link playMatch} for synchronous bots, returning the result directly (for scripts, tests and
 * tight loops). Throws, naming the bot, if a bot returns a Promise: use `playMatch` for those.
 */
export function playMatchSync<G extends AnyGame>(options: MatchOptions<G>): MatchResult<G> {
  const loop = matchLoop(options);
  let step = loop.next();
  while (!step.done) {
    const move = step.value.call();
    if (isThenable(move)) {
      const seat = step.value.seat;
      throw new Error(`bot "${nameOf(options.bots[options.bots.length === 1 ? 0 : seat]!)}" (seat ${seat}) is async (returned a Promise): use playMatch, which awaits it`);
    }
    step = loop.next(move);
  }
  return step.value;
}
