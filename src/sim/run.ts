import type { AnyGame, PlayerId, Seed } from "../core/shared.js";
import { required } from "../core/required.js";
import { nameOf, playMatch, playOf, type BotLike, type MatchResult } from "./match.js";

/** The outcome of one simulated game, compact enough to send between threads and store in shard reports. */
export interface GameOutcome {
  readonly index: number;
  /** Bot index (into the simulation's bot list) of each seat. */
  readonly seats: readonly number[];
  readonly totals: readonly number[];
  readonly breakdowns: readonly Readonly<Record<string, number>>[];
  readonly ranking: readonly (readonly PlayerId[])[];
  readonly length: number;
  /** False when the game was stopped at the game's move limit before it ended. */
  readonly finished: boolean;
}

/** The seed of game `index` of a simulation: depends on the master seed and the index only. */
export const gameSeed = (seed: Seed, index: number): string => `${seed}#${index}`;

/** Seat rotation: in game `index`, seat `s` is played by bot `(s + index) % bots`. */
export const seatBots = (players: number, bots: number, index: number): number[] => Array.from({ length: players }, (_, s) => (bots === 1 ? 0 : (s + index) % bots));

/** Plays game `index` of a simulation (its seed and seat rotation), returning the seats' bot indices and the match. */
export async function playIndexed(
  game: AnyGame,
  players: number,
  bots: readonly BotLike[],
  seed: Seed,
  config: Record<string, unknown> | undefined,
  index: number,
  moveTimeout?: number,
): Promise<{ seats: number[]; match: MatchResult<AnyGame> }> {
  const seats = seatBots(players, bots.length, index);
  const match = await playMatch({
    game,
    players,
    bots: seats.map((b) => {
      const bot = required(bots[b], "the seat's bot");
      return { name: nameOf(bot), play: playOf(bot) };
    }),
    seed: gameSeed(seed, index),
    config,
    ...(moveTimeout === undefined ? {} : { moveTimeout }),
  });
  return { seats, match };
}

/**
 * Plays games `from` (inclusive) to `to` (exclusive) of a simulation on this thread, awaiting async
 * bots (each move within `moveTimeout` ms, when given), and calls `onGame` after each game.
 */
export async function runGames(
  game: AnyGame,
  players: number,
  bots: readonly BotLike[],
  seed: Seed,
  config: Record<string, unknown> | undefined,
  from: number,
  to: number,
  onGame?: (outcome: GameOutcome) => void,
  moveTimeout?: number,
): Promise<GameOutcome[]> {
  const out: GameOutcome[] = [];
  for (let i = from; i < to; i++) {
    const { seats, match: r } = await playIndexed(game, players, bots, seed, config, i, moveTimeout);
    const byPlayer = [...r.score.players].sort((a, b) => a.player - b.player);
    const outcome: GameOutcome = {
      index: i,
      seats,
      totals: byPlayer.map((s) => s.total),
      breakdowns: byPlayer.map((s) => ({ ...s.breakdown })),
      ranking: r.score.ranking.map((g) => [...g]),
      length: r.length,
      finished: r.finished,
    };
    out.push(outcome);
    onGame?.(outcome);
  }
  return out;
}
