/**
 * Why a well-formed move is refused: the rule codes (docs §9) and the wording of each refusal.
 * Legality itself is `generate` alone; this only names the rule an unlisted move breaks, checking
 * the reasons of its type in order (the last one of a type is what remains once the others hold).
 */
import { required } from "../../core/required.js";
import type { CoreMoveErrorCode, PlayerId, RuleViolation } from "../../core/shared.js";
import { isStartLandscape, START_TILE_IDS } from "./catalog.js";
import { character } from "./characters.js";
import { slotRow } from "./constants.js";
import { rowsFor } from "./generate.js";
import { canUseOnce, has } from "./powers.js";
import { at, gridOf, isLandscapeCell, occupiedNeighbours, parseCell } from "./realm.js";
import type { AlmadiMove, AlmadiState, Cell, PlayerState, TurnStep } from "./state.js";

/** What each step of a turn asks of the player on turn, as the end of a sentence. */
export const STEP_WORDS: Readonly<Record<TurnStep, string>> = {
  take: "take a landscape from the central board and place it in your realm",
  ali: "place or swap the landscape drawn with Ali",
  resolve: "resolve or decline the activated effects",
  genie: "use the activated genie or decline it",
  end: "end the turn",
};

/** The codes of Almadi's rule checks, each naming the rule a move breaks (docs §9). */
export const ALMADI_RULE_CODES = [
  "WRONG_STEP",
  "WRONG_ROW",
  "NOT_ADJACENT",
  "CELL_OCCUPIED",
  "OFF_REALM",
  "NOT_A_CELL",
  "EMPTY_SLOT",
  "TILE_TAKEN",
  "NO_SUCH_TILE",
  "NOT_DEALT",
  "KEEP_ORDER",
  "NO_SUCH_EFFECT",
  "MOON_NEEDS_OBJECTIVE",
  "NOT_A_MOON",
  "DECK_EMPTY",
  "NO_RUBIES",
  "NO_SUCH_OBJECTIVE",
  "OWN_OBJECTIVE",
  "OBJECTIVE_COMPLETED",
  "PROTECTED_BY_JAFAR",
  "NO_LANDSCAPE",
  "START_TILE_FIXED",
  "STRAIGHT_BACK",
  "NO_HUSSAIN",
  "SWAP_ORDER",
  "ONCE_PER_TURN",
  "NO_ALI",
  "SUPPLY_EMPTY",
  "NO_CHARACTERS",
  "NOT_AVAILABLE",
  "CANNOT_AFFORD",
  "NO_ZUMURRUD",
  "COPY_FIXED",
  "NOT_HIRED_BY_OTHER",
  "NO_ZEINAB",
  "NOT_YOUR_CARD",
] as const;

/** A code of an Almadi rule check ({@link ALMADI_RULE_CODES}). */
export type AlmadiRuleCode = (typeof ALMADI_RULE_CODES)[number];

/** Every code an Almadi `IllegalMoveError` may carry: the core's codes and the game's rule codes. */
export type AlmadiMoveErrorCode = CoreMoveErrorCode | AlmadiRuleCode;

const v = (code: AlmadiRuleCode, message: string): RuleViolation => ({ code, message: `Almadi: ${message}` });

/** The turn step a move belongs to; undefined for free actions (and setup moves). */
const STEP_OF: Partial<Record<AlmadiMove["type"], TurnStep>> = {
  place: "take",
  aliDraw: "take",
  aliPlace: "ali",
  aliSwap: "ali",
  resolveEffect: "resolve",
  takeObjective: "resolve",
  declineEffect: "resolve",
  genieMove: "genie",
  genieSwap: "genie",
  declineGenie: "genie",
  endTurn: "end",
};

/** Why a placement on `cell` is refused (`rows`: the realm rows its board row allows; null: any). */
function placementRefusal(p: PlayerState, cell: Cell, rows: readonly number[] | null): RuleViolation {
  const pc = parseCell(cell);
  if (pc < 0) return v("NOT_A_CELL", `"${cell}" is not a realm cell ("row,column").`);
  const r = pc >> 8;
  if (!isLandscapeCell(r, pc & 255, false)) return v("OFF_REALM", "landscapes are placed in rows 1–4, right of the starting tile (column ≥ 1).");
  if (p.realm[cell] !== undefined) return v("CELL_OCCUPIED", `cell ${cell} already holds a landscape.`);
  if (rows && !rows.includes(r)) {
    return v("WRONG_ROW", `a landscape taken from a row of the central board goes to the same row of your realm (allowed: ${rows.join(", ")}).`);
  }
  return v("NOT_ADJACENT", "a landscape must be placed orthogonally adjacent to a landscape of your realm.");
}

/** Why a move that `generate` does not list for `player` is refused. */
export function explain(s: AlmadiState, move: AlmadiMove, player: PlayerId): RuleViolation {
  if (s.phase === "start") {
    if (move.type !== "chooseStartTile") return v("WRONG_STEP", "first every player chooses a starting tile.");
    if (!START_TILE_IDS.includes(move.tile)) return v("NO_SUCH_TILE", `"${move.tile}" is not a starting tile.`);
    return v("TILE_TAKEN", `starting tile ${move.tile} was already chosen.`);
  }
  if (s.phase === "keep") {
    if (move.type !== "keepCharacters") return v("WRONG_STEP", "first every player keeps two of the characters dealt to them.");
    const d = required(s.players[player], "the player").dealt;
    if (!d.includes(move.keep[0]) || !d.includes(move.keep[1])) return v("NOT_DEALT", "you may only keep characters dealt to you.");
    return v("KEEP_ORDER", "name two different characters, in the order they were dealt to you.");
  }
  if (move.type === "chooseStartTile" || move.type === "keepCharacters") return v("WRONG_STEP", "the setup is over.");
  const t = required(s.turn ?? undefined, "the turn in progress");
  const p = required(s.players[player], "the player");
  const step = STEP_OF[move.type];
  if (step !== undefined && step !== t.step) return v("WRONG_STEP", `now you must ${STEP_WORDS[t.step]} (or use a free action).`);
  switch (move.type) {
    case "place":
    case "aliSwap":
      if (!s.board[move.slot]) return v("EMPTY_SLOT", `slot ${move.slot} of the central board is empty.`);
      return placementRefusal(p, move.cell, rowsFor(p, slotRow(move.slot)));
    case "aliPlace":
      return placementRefusal(p, move.cell, null);
    case "aliDraw":
      if (!has(p, "ali")) return v("NO_ALI", "only a player with Ali may draw from the face-down supply.");
      if (!canUseOnce(s, "ali")) return v("ONCE_PER_TURN", "Ali's power works once per turn.");
      return v("SUPPLY_EMPTY", "the face-down supply is empty.");
    case "resolveEffect":
    case "takeObjective":
    case "declineEffect": {
      const e = t.pending[move.effect];
      if (!e) return v("NO_SUCH_EFFECT", `there is no pending effect number ${move.effect}.`);
      if (move.type === "resolveEffect") {
        if (e.icon === "moon") return v("MOON_NEEDS_OBJECTIVE", "a moon is resolved by taking an objective (takeObjective).");
        return e.icon === "ruby" ? v("NO_RUBIES", "the ruby supply is empty; decline the effect.") : v("DECK_EMPTY", "that deck is empty; decline the effect.");
      }
      if (move.type === "takeObjective") return objectiveRefusal(s, e.icon, move.objective, player);
      break;
    }
    case "genieMove":
      return genieMoveRefusal(p, move.from, move.to);
    case "genieSwap": {
      if (!has(p, "hussain")) return v("NO_HUSSAIN", "only a player with Hussain may swap two landscapes.");
      if (!canUseOnce(s, "hussain")) return v("ONCE_PER_TURN", "Hussain's swap works once per turn.");
      for (const cell of [move.a, move.b]) {
        const tile = p.realm[cell];
        if (parseCell(cell) < 0 || tile === undefined) return v("NO_LANDSCAPE", `there is no landscape on ${cell}.`);
        if (isStartLandscape(tile)) return v("START_TILE_FIXED", "the starting tile never moves.");
      }
      return v("SWAP_ORDER", "name two different cells, the first one earlier in reading order (row, then column).");
    }
    case "hire": {
      if (!s.config.characters) return v("NO_CHARACTERS", "characters are only used in the Characters variant.");
      if (!p.hand.includes(move.character) && !s.publicCharacters.includes(move.character)) {
        return v("NOT_AVAILABLE", "you may hire a character from your hand or from the public row only.");
      }
      const cost = required(character(move.character), "the character").cost;
      return v("CANNOT_AFFORD", `${move.character} costs ${cost} rubies; you have ${p.rubies}.`);
    }
    case "chooseCopy":
      if (!p.hired.includes("zumurrud")) return v("NO_ZUMURRUD", "only a player who hired Zumurrud may copy a character.");
      if (p.copy !== null) return v("COPY_FIXED", "Zumurrud's copy, once chosen, cannot change.");
      return v("NOT_HIRED_BY_OTHER", "Zumurrud copies a character another player has hired.");
    case "zeinabTrade":
      if (!has(p, "zeinab")) return v("NO_ZEINAB", "only a player with Zeinab may trade cards.");
      if (!canUseOnce(s, "zeinab")) return v("ONCE_PER_TURN", "Zeinab's trade works once per turn.");
      if (p.mosaics.includes(move.give)) return v("DECK_EMPTY", "the stall deck is empty.");
      if (p.stalls.includes(move.give)) return v("DECK_EMPTY", "the mosaic deck is empty.");
      return v("NOT_YOUR_CARD", `you hold no mosaic or stall card ${move.give}.`);
  }
  // Declining, ending the turn: always listed at their own step, so only a step refuses them.
  return { code: "ILLEGAL_MOVE", message: "Almadi: that move is not legal now." };
}

/** Why a moon may not take `objective` (A28): it is not a moon, or the card is not up for taking. */
function objectiveRefusal(s: AlmadiState, icon: string, objective: string, player: PlayerId): RuleViolation {
  if (icon !== "moon") return v("NOT_A_MOON", "only a moon lets you take an objective.");
  const owner = s.players.findIndex((q) => q.objectives.some((o) => o.id === objective));
  if (owner < 0) return v("NO_SUCH_OBJECTIVE", `objective ${objective} is neither in the middle nor held by a player.`);
  if (owner === player) return v("OWN_OBJECTIVE", "you already hold that objective.");
  const q = required(s.players[owner], "the holder of the objective");
  if (q.objectives.some((o) => o.id === objective && o.completed)) return v("OBJECTIVE_COMPLETED", "a completed objective can no longer be taken.");
  return v("PROTECTED_BY_JAFAR", "Jafar protects that player's objectives.");
}

/** Why the genie may not move the landscape on `from` to `to` (A10, A11). */
function genieMoveRefusal(p: PlayerState, from: Cell, to: Cell): RuleViolation {
  const f = parseCell(from);
  const tile = p.realm[from];
  if (f < 0 || tile === undefined) return v("NO_LANDSCAPE", `there is no landscape on ${from} to move.`);
  if (isStartLandscape(tile)) return v("START_TILE_FIXED", "the starting tile never moves.");
  const pt = parseCell(to);
  if (pt < 0) return v("NOT_A_CELL", `"${to}" is not a realm cell ("row,column").`);
  const abriza = has(p, "abriza");
  const r = pt >> 8;
  const c = pt & 255;
  if (!isLandscapeCell(r, c, abriza)) {
    return v("OFF_REALM", abriza ? "with Abriza a genie may use rows 0–5, column ≥ 0." : "a genie moves landscapes within rows 1–4, right of the starting tile.");
  }
  const g = gridOf(p.realm);
  if (at(g, r, c) >= 0) return v("CELL_OCCUPIED", `cell ${to} already holds a landscape.`);
  if (occupiedNeighbours(g, r, c, f >> 8, f & 255) === 0) return v("NOT_ADJACENT", "the moved landscape must end orthogonally adjacent to another landscape.");
  return v("STRAIGHT_BACK", "a genie cannot move a landscape straight back to where it just came from.");
}
