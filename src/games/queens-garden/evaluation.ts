/**
 * Queen's Garden position evaluation for bots: the score plus the points the garden already holds
 * for the rest of the game (wheel rounds still to score, final groups) and what storage promises.
 */
import { required } from "../../core/required.js";
import type { PlayerId, ScoreScale, SearchHints } from "../../core/shared.js";
import { colourOf, ROUNDS, SIDES, valueOf, WHEEL } from "./data.js";
import { categoryPoints, groupTotal } from "./round.js";
import { score } from "./scoring.js";
import type { QueensGardenPlayer, QueensGardenState } from "./state.js";

/** Weights of the parts of {@link evaluateQueensGarden} that are promises rather than points. */
export const QUEENS_GARDEN_EVALUATION_WEIGHTS = {
  /** Share of a stored tile's or expansion's value counted in round 1; it falls by `storageDecay` a round (the final scoring charges it in full). */
  storage: 0.2,
  storageDecay: 0.3,
  /**
   * Share of its value added for a stored tile in proportion to how much of its payment storage
   * already holds ({@link paymentReadiness}): a tile that can be placed is rarely left to the
   * penalty, and a tile that completes others' payments is worth taking.
   */
  ready: 0.3,
} as const;

/**
 * How much of the payment for placing a hexagon of `kind` the player's storage already holds,
 * from 0 to 1: the best of the others of its colour in distinct patterns and the others of its
 * pattern in distinct colours (stored tiles and face-up expansions), plus jokers, over the
 * value − 1 others a placement needs (a tree, value 1, needs none: 1).
 */
export function paymentReadiness(p: QueensGardenPlayer, kind: number): number {
  return readiness(storedSets(p), p.jokers, kind);
}

/** What storage holds, as bit masks: the patterns held of each colour and the colours held of each pattern. */
interface StoredSets {
  readonly patternsOf: number[];
  readonly coloursOf: number[];
}

// Built once per evaluation, so each stored tile's readiness is a few bit operations.
function storedSets(p: QueensGardenPlayer): StoredSets {
  const patternsOf = new Array<number>(SIDES).fill(0);
  const coloursOf = new Array<number>(SIDES + 1).fill(0);
  const hold = (k: number): void => {
    const colour = colourOf(k);
    const value = valueOf(k);
    patternsOf[colour] = required(patternsOf[colour], "the patterns stored of a colour") | (1 << value);
    coloursOf[value] = required(coloursOf[value], "the colours stored of a pattern") | (1 << colour);
  };
  p.tiles.forEach(hold);
  p.expansions.forEach(hold);
  return { patternsOf, coloursOf };
}

function readiness(sets: StoredSets, jokers: number, kind: number): number {
  const value = valueOf(kind);
  if (value === 1) return 1;
  const colour = colourOf(kind);
  const patterns = bitCount(required(sets.patternsOf[colour], "the patterns stored of a colour") & ~(1 << value)); // of its colour, other patterns
  const colours = bitCount(required(sets.coloursOf[value], "the colours stored of a pattern") & ~(1 << colour)); // of its pattern, other colours
  return Math.min(1, (Math.max(patterns, colours) + jokers) / (value - 1));
}

const bitCount = (mask: number): number => {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
};

/**
 * Queen's Garden evaluation of `state` for `player`, in points (higher is better):
 * - **score so far** (the track);
 * - **wheel rounds in reach**: the garden as it stands scores the wheel categories of this round
 *   and every later round, and one point per pavilion each of those rounds (hexagons stay put);
 * - **final groups**: colour and pattern groups of 3+ already in the garden, with the group-of-six bonus;
 * - **storage**: jokers at 1 point each; tiles and expansions in storage count part of their value
 *   early (they can still be placed) and turn into their final penalty as the rounds run out;
 * - **payments in hand**: each stored tile gains `ready` × its value × its {@link paymentReadiness},
 *   so the bot collects sets it can pay with and does not hoard tiles it can never place.
 * Once the game is over it is the final total from `score`.
 */
export function evaluateQueensGarden(state: QueensGardenState, player: PlayerId): number {
  if (state.phase === "over") return required(score(state).players[player], "the evaluated player's score").total;
  const p = required(state.players[player], "the evaluated player");
  let value = p.score;
  let pavilions = 0;
  for (const a of p.areas) if (a && a.faceUp) pavilions++;
  for (let r = state.round; r <= ROUNDS; r++) value += categoryPoints(p.garden, required(WHEEL[r - 1], "the wheel's categories of a round")) + pavilions;
  value += groupTotal(p.garden);
  const w = QUEENS_GARDEN_EVALUATION_WEIGHTS;
  const share = Math.max(-1, w.storage - w.storageDecay * (state.round - 1));
  let stored = 0;
  if (p.tiles.length > 0) {
    const sets = storedSets(p);
    for (const t of p.tiles) stored += (share + w.ready * readiness(sets, p.jokers, t)) * valueOf(t);
  }
  for (const e of p.expansions) stored += share * valueOf(e);
  return value + p.jokers + stored;
}

/** The evaluation as the game definition exposes it (`queensGarden.evaluate`). */
export const evaluate = evaluateQueensGarden;

/**
 * How points run in Queen's Garden between good players (from bots' games, bench/strength.ts): a typical
 * final score, the spread of final scores and a typical winning margin. MCTS scales its rewards by them.
 */
export const SCORE_SCALE: ScoreScale = { typical: 40, spread: 20, margin: 8 };

/**
 * How MCTS best searches this game at a fixed time (head to head, 2 players, 200 ms a decision,
 * 2026-11-27; docs/bots.md): the leaf valued at once, with no playout: 7.5 of 16 games against
 * greedy playouts of 4 moves (no difference that 16 games can show) at more iterations a decision;
 * random playouts of 4 moves lost all 8 of theirs.
 */
export const SEARCH_HINTS: SearchHints = { rollout: "greedy", rolloutDepth: 0 };
