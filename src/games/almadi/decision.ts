/** Who decides now and what kind of choice it is (the uniform `decision` of every game). */
import { seatLabel, type Decision, type PlayerId } from "../../core/shared.js";
import { STEP_WORDS } from "./explain.js";
import { activePlayers } from "./generate.js";
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

/** Who decides now and what kind of choice, or null once the game is over. */
export function decision(s: AlmadiState): Decision<AlmadiDecisionKind> | null {
  if (s.phase === "over") return null;
  const players = activePlayers(s);
  if (s.phase === "start") return { kind: "startTile", players };
  if (s.phase === "keep") return { kind: "keepCharacters", players };
  const turn = s.turn;
  if (turn === null) throw new Error("a game in play has a turn");
  return { kind: turn.step, players };
}

/** The prompt of a pending decision. */
export function prompt(s: AlmadiState, d: Decision<AlmadiDecisionKind>): string {
  const who = seatList(d.players);
  if (d.kind === "startTile") return `${who}: choose a starting tile.`;
  if (d.kind === "keepCharacters") return `${who}: ${d.players.length > 1 ? "each keep" : "keep"} two of the characters dealt to you.`;
  const extra = s.turn?.extra ? " (Dunyazad's extra turn)" : "";
  return `${who}: ${STEP_WORDS[d.kind]}${extra}.`;
}
