import { IllegalMoveError, Rng, randomSeed, type AnyGame, type PlayerId } from "../core/shared.js";
import type { Bot, BotContext } from "./types.js";

/** A listed move of a game. */
type MoveOfGame<G extends AnyGame> = ReturnType<G["legalMoves"]>[number];

/** What a bot is shown for one decision: its seat's view, its legal moves and its context, none of which reaches the real state. */
export interface BotTurn<G extends AnyGame> {
  readonly view: ReturnType<G["playerView"]>;
  readonly moves: readonly MoveOfGame<G>[];
  readonly ctx: BotContext<G>;
}

/**
 * A frozen definition to hand a bot: the game itself when it is frozen (every definition of
 * `defineGame` is), else a frozen copy, so a bot can never patch the definition its caller plays with.
 */
function frozenGame<G extends AnyGame>(game: G): G {
  return Object.isFrozen(game) ? game : (Object.freeze({ ...game }) as G);
}

/**
 * Builds what a bot is shown when `seat` decides in `state`: the one place it is built (the match
 * runner and {@link botMove} both use it). The view and the moves are the bot's own copies (they
 * share nothing with the real state); the context is frozen, `ctx.game` a frozen definition, and
 * `ctx.determinize` the definition's own `determinize`, taken now (a definition patched later
 * changes nothing), on the real state, which nothing in the context exposes. Each sample it returns
 * is a fresh copy built from the seat's view and the bot's `rng` alone: it cannot reach the real
 * state, its hidden parts or its PRNG. Throws `IllegalMoveError` (`GAME_OVER`, `NOT_YOUR_TURN`)
 * when `seat` has no decision to make in `state`.
 */
export function botTurn<G extends AnyGame>(game: G, state: ReturnType<G["setup"]>, seat: PlayerId): BotTurn<G> {
  const g = frozenGame(game);
  if (g.isTerminal(state)) throw new IllegalMoveError("GAME_OVER", `${g.name}: the game is over; no bot has a move to make.`);
  const active = g.activePlayers(state);
  if (!active.includes(seat)) {
    throw new IllegalMoveError("NOT_YOUR_TURN", `${g.name}: seat ${String(seat)} may not act now (active seats: ${active.join(", ") || "none"}).`);
  }
  const moves = g.legalMoves(state, seat) as readonly MoveOfGame<G>[];
  const determinize = g.determinize;
  const ctx: BotContext<G> = Object.freeze({
    game: g,
    player: seat,
    determinize: (rng: Rng) => determinize.call(g, state, seat, rng) as ReturnType<G["setup"]>,
  });
  return { view: g.playerView(state, seat) as ReturnType<G["playerView"]>, moves, ctx };
}

/**
 * Checks the move a bot answered in `state` and returns it as plain data (the snapshot the engine
 * reads once), or throws `IllegalMoveError` naming the bot and seat.
 */
export function acceptBotMove<G extends AnyGame>(game: G, state: ReturnType<G["setup"]>, seat: PlayerId, move: unknown, botName: string): MoveOfGame<G> {
  const check = game.validateMove(state, move, seat);
  if (!check.ok) throw new IllegalMoveError(check.error.code, `bot "${botName}" (seat ${seat}) returned an illegal move: ${check.error.message}`, move);
  return check.move as MoveOfGame<G>;
}

/**
 * One bot move, for an interactive app that plays a bot against people one decision at a time:
 * builds the bot's view, legal moves and context for `seat` in `state` (as `playMatch` does),
 * awaits the bot's answer and returns it checked, as plain data ready for `game.applyMove(state,
 * move, seat)`. The bot sees only what the seat may see, in copies of its own (view, moves), with a
 * frozen definition and a `determinize` that cannot reach the real state or its PRNG.
 *
 * `rng` is the bot's random stream (default: a fresh seed, so answers vary); pass a seeded
 * `Rng.fromSeed(n)` for reproducible answers. Throws `IllegalMoveError`: `GAME_OVER` or
 * `NOT_YOUR_TURN` when the seat has no decision to make, and the illegal move's code when the bot
 * answers with a move that is not legal.
 *
 * ```ts
 * const move = await botMove(azul, mctsBot(), state, 1, Rng.fromSeed(7));
 * state = azul.applyMove(state, move, 1);
 * ```
 */
export async function botMove<G extends AnyGame>(game: G, bot: Bot<G>, state: ReturnType<G["setup"]>, seat: PlayerId, rng: Rng = Rng.fromSeed(randomSeed())): Promise<MoveOfGame<G>> {
  const { view, moves, ctx } = botTurn(game, state, seat);
  const move = await bot(view, moves, rng, ctx);
  return acceptBotMove(game, state, seat, move, bot.name || "bot");
}
