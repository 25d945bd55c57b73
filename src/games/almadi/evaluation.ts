/**
 * Almadi position evaluation for bots: the final scoring as if the game ended now (which `score`
 * already computes mid-game), less harsh on objectives still open, plus what cards, rubies and
 * the realm still promise while the game goes on.
 */
import { required } from "../../core/required.js";
import type { PlayerId, ScoreScale, SearchHints } from "../../core/shared.js";
import { OAS, objectiveData } from "./catalog.js";
import { marketGoods, stallGoods, transportCapacity } from "./objectives.js";
import { gridOf, groupSizes, palaceContacts } from "./realm.js";
import { playerTotal } from "./scoring.js";
import type { AlmadiState } from "./state.js";

/** Weights of the parts of {@link evaluateAlmadi} that are promises rather than points. */
export const ALMADI_EVALUATION_WEIGHTS = {
  /** Share of an open objective's penalty forgiven while the game goes on (it may still be completed). */
  openObjective: 0.5,
  /** Points per landscape in the realm: more edges to build on and to score from. */
  landscape: 0.25,
  /** Points per mosaic card no palace takes yet (a palace touching oases or markets will). */
  spareMosaic: 2,
  /** Points per good beyond what the caravans carry (more caravans will; most never do). */
  spareGood: 0.1,
  /** Points per effect the player's landscapes activated and still to resolve (a card, a ruby, an objective). */
  pendingEffect: 1.5,
  /** Points for a genie step still to take (a landscape moved where it scores more). */
  pendingGenie: 1,
  /** Points per unit of caravan capacity no goods fill yet (stall cards and markets will). */
  spareCapacity: 0.2,
  /** Points per oasis not yet in a group of two (scores 3 once it has a neighbour oasis). */
  loneOasis: 2,
  /** Points per ruby beyond what the ruby scoring gives now (the ranking can still change; characters cost rubies). */
  ruby: 0.5,
} as const;

/**
 * Almadi evaluation of `state` for `player`, in points (higher is better): the total of the final
 * scoring as if the game ended now (oases, caravans, palaces, jars, mosaics, objectives, rubies,
 * characters), with each open objective's penalty counted only in part while the game goes on,
 * and, while it goes on, a little for every landscape in the realm, every mosaic card no palace
 * takes yet, every good the caravans cannot carry yet and every unit of capacity no good fills, every
 * lone oasis, every ruby, and the effects and genie step the player's turn has activated and not yet
 * resolved. Once the game is over it is the final total.
 *
 * The weights were set against a one-ply rule of thumb (`bench/strength.ts`, greedy against it over
 * 1,500 games on seeds other than those they were tuned on, docs/bots.md): a bonus for touching
 * landscapes made greedy lose, and a lone oasis is worth nearly its pair's 3 points to come.
 */
export function evaluateAlmadi(state: AlmadiState, player: PlayerId): number {
  const total = playerTotal(state, player);
  if (state.phase === "over") return total;
  const p = required(state.players[player], "the player");
  const w = ALMADI_EVALUATION_WEIGHTS;
  let open = 0;
  for (const o of p.objectives) if (!o.completed) open += objectiveData(o.id)?.value ?? 0;
  const g = gridOf(p.realm);
  let palaces = 0;
  for (const k of palaceContacts(g)) if (k > 0) palaces++;
  const spareMosaics = Math.max(0, p.mosaics.length - palaces);
  const goods = marketGoods(g) + stallGoods(p);
  const capacity = transportCapacity(g, false);
  const spareGoods = Math.max(0, goods - capacity);
  const spareCapacity = Math.max(0, capacity - goods);
  let lone = 0;
  for (const size of groupSizes(g, OAS)) if (size === 1) lone++;
  const turn = state.current === player ? state.turn : null;
  const pending = turn === null ? 0 : w.pendingEffect * turn.pending.length + (turn.genie ? w.pendingGenie : 0);
  return (
    total +
    pending +
    w.openObjective * open +
    w.landscape * g.count +
    w.spareMosaic * spareMosaics +
    w.spareGood * spareGoods +
    w.spareCapacity * spareCapacity +
    w.loneOasis * lone +
    w.ruby * p.rubies
  );
}

/** The evaluation as the game definition exposes it (`almadi.evaluate`). */
export const evaluate = evaluateAlmadi;

/**
 * How points run in Almadi between good players (from bots' games, bench/strength.ts): a typical
 * final score, the spread of final scores and a typical winning margin. MCTS scales its rewards by them.
 */
export const SCORE_SCALE: ScoreScale = { typical: 60, spread: 20, margin: 8 };

/**
 * How MCTS best searches this game at a fixed time (head to head, 2 players, 200 ms a decision,
 * 2026-11-27; docs/bots.md): the leaf valued at once, with no playout: 7.5 of 16 games against
 * greedy playouts of 4 moves (no difference that 16 games can show) at more iterations a decision;
 * random playouts of 4 moves won 4.5 of 8.
 */
export const SEARCH_HINTS: SearchHints = { rollout: "greedy", rolloutDepth: 0 };
