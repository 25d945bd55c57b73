/** Who decides now and what kind of choice: the top of the decision stack. */
import { required } from "../../core/required.js";
import { seatLabel, topDecision, type Decision } from "../../core/shared.js";
import { ESTATE_SPACES, GAME_OVER_PHASE, PHASE_COUNT, ROLLED_DICE, ROUNDS_PER_PHASE } from "./data.js";
import { tileText } from "./describe.js";
import type { CobState, DecisionKind } from "./state.js";

/**
 * The kinds of choice of The Castles of Burgundy, one per kind of pending decision on the stack
 * (docs/rules/castles-of-burgundy.md, "Decisions"):
 * - `startCastle`: before round 1, put the start castle on a castle space (boards without a centre castle);
 * - `turn`: use the two dice (take, place, sell, workers), buy, or end the turn;
 * - `discard`: storage is full: discard a stored tile for the incoming one;
 * - `castle`: a placed castle's extra action, as with a die of any value;
 * - `ship`: which depot's goods a placed ship takes;
 * - `market`, `carpentersWorkshop`, `church`: take a tile of the building's kinds from a depot, or skip;
 * - `warehouse`: sell one goods colour, or skip;
 * - `cityHall`: place a stored tile, or skip.
 */
export type CobDecisionKind = DecisionKind;

/** What the top decision asks of its player, after "Player N: ". */
function ask(s: Pick<CobState, "players">, kind: CobDecisionKind, tile: number, seat: number): string {
  switch (kind) {
    case "startCastle":
      return "put the start castle on a castle space of your estate";
    case "turn": {
      const dice = required(s.players[seat], "the deciding player").dice.filter((d): d is number => d !== null);
      if (dice.length === 0) return "both dice are used: buy a tile or end the turn";
      return `use your ${dice.length === 2 ? `dice (${dice[0]} and ${dice[1]})` : `${dice[0]} die`} to take, place or sell, or take workers; you may buy a tile`;
    }
    case "discard":
      return `storage is full: discard a stored tile to make room for the ${tileText(tile)}`;
    case "castle":
      return "take the castle's extra action (take, place, sell or take workers, as with a die of any number)";
    case "ship":
      return "choose the depot whose goods your ship takes";
    case "market":
      return "take a ship or animal tile from a depot (market), or skip";
    case "carpentersWorkshop":
      return "take a building tile from a depot (carpenter's workshop), or skip";
    case "church":
      return "take a castle, mine or knowledge tile from a depot (church), or skip";
    case "warehouse":
      return "sell all goods of one colour (warehouse), or skip";
    case "cityHall":
      return "place a stored tile on any fitting space (city hall), or skip";
  }
}

/** Who decides now and what kind of choice (the top of the decision stack), or null once the game is over. */
export function decision(s: Pick<CobState, "phase" | "decisions">): Decision<CobDecisionKind> | null {
  if (s.phase >= GAME_OVER_PHASE) return null;
  const top = topDecision(s.decisions);
  if (top === undefined) throw new Error("a game in play has a pending decision");
  return top;
}

/** The prompt of a pending decision. */
export function prompt(s: Pick<CobState, "players" | "decisions">, d: Decision<CobDecisionKind>): string {
  const top = topDecision(s.decisions);
  const seat = d.players[0] ?? 0;
  return `${seatLabel(seat)}: ${ask(s, d.kind, top?.tile ?? 0, seat)}.`;
}

/** Turns in a game: 5 phases × 5 rounds × one turn per player. */
const TURNS_PER_PLAYER = PHASE_COUNT * ROUNDS_PER_PHASE;
/** Placements per player at most: the 37 estate spaces less the start castle. */
const PLACEMENTS_PER_PLAYER = ESTATE_SPACES - 1;

/**
 * The most moves a game can take (a proof, docs/rules/castles-of-burgundy.md "Move limit"): per
 * turn at most 2 die actions, 1 purchase and 1 `endTurn`; every placement pushes at most one effect
 * decision (≤ 36 per player), every take or purchase at most one discard (≤ 2 + 1 per turn plus the
 * takes of effects, ≤ 36 per player), and each player places at most one start castle:
 * 4 × 25 + 36 + (3 × 25 + 36) + 1 = 248 moves per player.
 */
export function moveLimit(players: number): number {
  const perTurn = ROLLED_DICE + 1 + 1; // die actions, a purchase, endTurn
  const discards = (ROLLED_DICE + 1) * TURNS_PER_PLAYER + PLACEMENTS_PER_PLAYER; // takes and a purchase per turn, effects' takes
  return players * (perTurn * TURNS_PER_PLAYER + PLACEMENTS_PER_PLAYER + discards + 1);
}
