/** Who decides now and what kind of choice it is (the uniform `decision` of every game). */
import { seatLabel, type DecisionPoint, type PlayerId } from "../../core/shared.js";
import { activePlayers, STEP_WORDS } from "./legal.js";
import type { AlmadiState, TurnStep } from "./state.js";

/**
 * The kinds of choice Almadi asks for, one per phase of setup and per step of a turn
 * (`state.turn.step`); documented in docs/rules/almadi.md ("Decisions").
 *
 * - `startTile`: choose a starting tile (setup, one player at a time).
 * - `keepCharacters`: keep two of the characters dealt (Characters variant; everyone still
 *   choosing decides at once).
 * - `take`: take a landscape from the central board and place it (or draw one with Ali).
 * - `ali`: place the landscape drawn with Ali, or swap it into a board slot.
 * - `resolve`: resolve or decline one of the activated effects.
 * - `genie`: use the activated genie (move, or swap with Hussain) or decline it.
 * - `end`: end the turn (Characters variant; hires and other free actions still possible).
 */
export type AlmadiDecisionKind = "startTile" | "keepCharacters" | TurnStep;

/** Seats named in text: "Player 1", "Player 1 and Player 3", "Player 1, Player 2 and Player 3". */
export function seatList(players: readonly PlayerId[]): string {
  const names = players.map(seatLabel);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The pending decision of a state that is not over. */
export function decision(s: AlmadiState): DecisionPoint<AlmadiDecisionKind> {
  const players = activePlayers(s);
  const who = seatList(players);
  if (s.phase === "start") return { kind: "startTile", players, prompt: `${who}: choose a starting tile.` };
  if (s.phase === "keep") {
    const each = players.length > 1 ? "each keep" : "keep";
    return { kind: "keepCharacters", players, prompt: `${who}: ${each} two of the characters dealt to you.` };
  }
  const t = s.turn!;
  const extra = t.extra ? " (Dunyazad's extra turn)" : "";
  return { kind: t.step, players, prompt: `${who}: ${STEP_WORDS[t.step]}${extra}.` };
}
