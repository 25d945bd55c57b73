import { Rng, ValidationError, newRecord, type AnyGame, type ConfigOf, type PlayerId, type ReplayRecord, type ScoreSheet, type Seed } from "../core/shared.js";
import { botTurn } from "../bots/context.js";
import { describeThrown } from "../core/thrown.js";
import { required } from "../core/required.js";
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
  /**
   * Milliseconds an async bot may take to settle its move; then the match rejects with a
   * {@link BotError} (`reason: "timeout"`). Default: no limit. (A bot that answers synchronously
   * cannot be interrupted on its own thread.)
   */
  readonly moveTimeout?: number;
  /**
   * Called after every move is applied, as the game is played (to show a game while it runs):
   * the seat, its move, the state it was played in and the state it led to, and its number (1-based).
   */
  readonly onMove?: (played: PlayedMove<G>) => void;
}

/** One move of a match as {@link MatchOptions.onMove} reports it. */
export interface PlayedMove<G extends AnyGame> {
  readonly player: PlayerId;
  readonly move: ReturnType<G["legalMoves"]>[number];
  /** The state the move was played in (describe the move with it). */
  readonly before: ReturnType<G["setup"]>;
  readonly after: ReturnType<G["setup"]>;
  /** The move's number in the game, from 1. */
  readonly number: number;
}

/** Why a bot failed a match. */
export type BotFailure = "threw" | "illegal" | "timeout";

/** The most characters of a bot's own error message a {@link BotError} repeats. */
const MAX_DETAIL = 300;

/**
 * A bot failed a match: it threw (or its Promise rejected), returned an illegal move, or did not
 * settle within `moveTimeout`. The message is one line naming the bot, the seat, the move number
 * (1-based: the move the bot was asked for) and what went wrong; the bot's own stack is not kept.
 */
export class BotError extends Error {
  override readonly name = "BotError";
  constructor(
    readonly bot: string,
    readonly seat: PlayerId,
    readonly move: number,
    readonly reason: BotFailure,
    readonly detail: string,
  ) {
    const what = reason === "threw" ? "failed" : reason === "illegal" ? "returned an illegal move" : "did not answer in time";
    super(`bot "${bot}" (seat ${seat}) ${what} at move ${move}: ${detail}`);
  }
}

/** The first line of an error's message, capped: what a {@link BotError} repeats of it (never throws, whatever was thrown). */
export function errorDetail(e: unknown): string {
  const text = describeThrown(e);
  const line = text.split(/\r?\n/, 1)[0] ?? "";
  return line.length > MAX_DETAIL ? `${line.slice(0, MAX_DETAIL)}…` : line;
}

/** Calls a bot; a throw becomes a {@link BotError}. The answer (a move or a Promise) is returned as it is. */
function callBot(call: () => unknown, bot: string, seat: PlayerId, move: number): unknown {
  try {
    return call();
  } catch (e) {
    throw new BotError(bot, seat, move, "threw", errorDetail(e));
  }
}

/**
 * Asks a bot for a move: a synchronous answer is returned as it is, a Promise is awaited within
 * `timeout` ms (none: no limit). A throw, a rejection or a timeout becomes a {@link BotError} naming
 * `bot`, `seat` and `move`. Shared by the match runners and `tesserae play`.
 */
export function askBot(call: () => unknown, bot: string, seat: PlayerId, move: number, timeout?: number): unknown {
  const answer = callBot(call, bot, seat, move);
  if (!isThenable(answer)) return answer;
  return new Promise((resolve, reject) => {
    const timer = timeout === undefined ? undefined : setTimeout(() => reject(new BotError(bot, seat, move, "timeout", `no move within ${timeout} ms`)), timeout);
    Promise.resolve(answer).then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(new BotError(bot, seat, move, "threw", errorDetail(e)));
      },
    );
  });
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
  readonly bot: string;
  /** The number of the move asked for (1-based). */
  readonly move: number;
  readonly call: () => unknown;
}

/** Whether a bot's answer is a Promise to await; an answer whose `then` cannot be read (a Proxy whose traps throw) is a move, and is refused as malformed. */
export function isThenable(x: unknown): x is PromiseLike<unknown> {
  if (typeof x !== "object" || x === null) return false;
  try {
    return typeof (x as { then?: unknown }).then === "function";
  } catch {
    return false;
  }
}

/**
 * The match loop, shared by the async and sync runners: yields each bot call and receives the
 * bot's move (already awaited by the async runner). Returns the result when the game ends.
 */
function* matchLoop<G extends AnyGame>(options: MatchOptions<G>): Generator<Ask, MatchResult<G>, unknown> {
  const { game, players, seed } = options;
  if (!Array.isArray(options.bots) || (options.bots.length !== 1 && options.bots.length !== players)) {
    throw new RangeError(`playMatch: give one bot per seat (${players}) or one for all, not ${Array.isArray(options.bots) ? options.bots.length : typeof options.bots}`);
  }
  options.bots.forEach((b: unknown, i) => {
    if (typeof b !== "function" && !(typeof b === "object" && b !== null && typeof (b as { play?: unknown }).play === "function")) {
      throw new ValidationError("playMatch options", [{ path: `bots[${i}]`, message: `must be a bot: a function, or { name, play }, not ${b === null ? "null" : typeof b}` }]);
    }
  });
  const seatBot = (p: number): BotLike => required(options.bots[options.bots.length === 1 ? 0 : p], "the seat's bot");
  const bots = Array.from({ length: players }, (_, p) => playOf(seatBot(p)));
  const master = Rng.fromSeed(seed);
  // Each seat gets its own stream; the game seeds itself from `seed` directly.
  const rngs = bots.map(() => master.fork());
  const maxMoves = options.maxMoves ?? game.moveLimit(players);
  const moves: { player: PlayerId; move: unknown }[] = [];
  let state = game.setup({ players, seed, config: options.config });
  while (!game.isTerminal(state) && moves.length < maxMoves) {
    const active = [...game.activePlayers(state)].sort((a, b) => a - b);
    const p = required(active[0], "the active seat");
    // The bot's own view and moves, a frozen context (a frozen definition, a determinize that cannot reach `state`).
    const { view, moves: legal, ctx } = botTurn(game, state, p);
    if (legal.length === 0) throw new Error(`${game.id}: player ${p} is active but has no legal move`);
    const real = state;
    const bot = nameOf(seatBot(p));
    const move = yield { seat: p, bot, move: moves.length + 1, call: () => required(bots[p], "the seat's bot")(view, legal, required(rngs[p], "the seat's random stream"), ctx) };
    const check = game.validateMove(state, move, p);
    if (!check.ok) throw new BotError(bot, p, moves.length + 1, "illegal", errorDetail(check.error));
    state = game.applyMove(state, check.move, p);
    moves.push({ player: p, move: check.move });
    options.onMove?.({ player: p, move: check.move, before: real, after: state, number: moves.length } as PlayedMove<G>);
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
 * state only through `ctx.determinize`. Rejects with a {@link BotError} if a bot throws, returns an
 * illegal move or (with `moveTimeout`) does not settle in time.
 *
 * ```ts
 * const { score, record } = await playMatch({ game: azul, players: 2, bots: [mctsBot(), greedyBot], seed: 1 });
 * ```
 */
export async function playMatch<G extends AnyGame>(options: MatchOptions<G>): Promise<MatchResult<G>> {
  const loop = matchLoop(options);
  let step = loop.next();
  while (!step.done) {
    const ask = step.value;
    let move = askBot(ask.call, ask.bot, ask.seat, ask.move, options.moveTimeout);
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
    const ask = step.value;
    const move = callBot(ask.call, ask.bot, ask.seat, ask.move);
    if (isThenable(move)) {
      throw new Error(`bot "${ask.bot}" (seat ${ask.seat}) is async (returned a Promise): use playMatch, which awaits it`);
    }
    step = loop.next(move);
  }
  return step.value;
}
