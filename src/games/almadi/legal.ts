/** Legal moves (spec §6) and the rule check naming what an illegal move breaks. */
import type { CoreMoveErrorCode, PlayerId, RuleViolation } from "../../core/shared.js";
import { isStartLandscape, START_TILE_IDS } from "./catalog.js";
import { character, type CharacterId } from "./characters.js";
import { slotRow } from "./constants.js";
import { canUseOnce, has } from "./powers.js";
import { at, gridOf, isLandscapeCell, moveTargets, occupiedNeighbours, parseCell, placeTargets } from "./realm.js";
import type { AlmadiMove, AlmadiState, Cell, PlayerState, TurnStep } from "./state.js";

/** Who may act: the chooser or the player on turn; in the keep step everyone still choosing. */
export function activePlayers(s: AlmadiState): PlayerId[] {
  if (s.phase === "over") return [];
  if (s.phase === "keep") {
    const out: PlayerId[] = [];
    s.players.forEach((p, i) => {
      if (p.hand.length === 0 && p.dealt.length > 0) out.push(i);
    });
    return out;
  }
  return [s.current];
}

/** Realm rows a landscape taken from board row `row` may go to (Morgiana: one more above and below). */
function rowsFor(p: PlayerState, row: number): number[] {
  if (!has(p, "morgiana")) return [row];
  const out: number[] = [];
  for (let r = Math.max(1, row - 1); r <= Math.min(4, row + 1); r++) out.push(r);
  return out;
}

/** Objectives the current player may take with a moon (A28). */
export function moonTargets(s: AlmadiState): string[] {
  const out = s.objectives.slice();
  s.players.forEach((q, i) => {
    if (i === s.current || has(q, "jafar")) return;
    for (const o of q.objectives) if (!o.completed) out.push(o.id);
  });
  return out;
}

/** Characters another player has hired (Zumurrud's copy targets, A16). */
function hiredByOthers(s: AlmadiState, player: PlayerId): CharacterId[] {
  const out: CharacterId[] = [];
  s.players.forEach((q, i) => {
    if (i !== player) out.push(...q.hired);
  });
  return out;
}

function freeActions(s: AlmadiState, player: PlayerId, out: AlmadiMove[]): void {
  if (!s.config.characters) return;
  const p = s.players[player]!;
  for (const c of p.hand) if (character(c)!.cost <= p.rubies) out.push({ type: "hire", character: c });
  for (const c of s.publicCharacters) if (character(c)!.cost <= p.rubies) out.push({ type: "hire", character: c });
  if (p.hired.includes("zumurrud") && p.copy === null) for (const c of hiredByOthers(s, player)) out.push({ type: "chooseCopy", character: c });
  if (canUseOnce(s, "zeinab")) {
    if (s.stallDeck.length > 0) for (const m of p.mosaics) out.push({ type: "zeinabTrade", give: m });
    if (s.mosaicDeck.length > 0) for (const m of p.stalls) out.push({ type: "zeinabTrade", give: m });
  }
}

/** Every legal move of `player` (who is active). */
export function legalMoves(s: AlmadiState, player: PlayerId): AlmadiMove[] {
  const out: AlmadiMove[] = [];
  if (s.phase === "start") {
    const taken = new Set(s.players.map((p) => p.startTile));
    for (const t of START_TILE_IDS) if (!taken.has(t)) out.push({ type: "chooseStartTile", tile: t });
    return out;
  }
  if (s.phase === "keep") {
    const d = s.players[player]!.dealt;
    for (let i = 0; i < d.length; i++) for (let j = i + 1; j < d.length; j++) out.push({ type: "keepCharacters", keep: [d[i]!, d[j]!] });
    return out;
  }
  const t = s.turn!;
  const p = s.players[player]!;
  const g = gridOf(p.realm);
  switch (t.step) {
    case "take":
      for (let slot = 0; slot < s.board.length; slot++) {
        if (s.board[slot] === null) continue;
        for (const r of rowsFor(p, slotRow(slot))) for (const cell of placeTargets(g, r)) out.push({ type: "place", slot, cell });
      }
      if (canUseOnce(s, "ali") && s.supply.length > 0) out.push({ type: "aliDraw" });
      break;
    case "ali":
      for (let r = 1; r <= 4; r++) for (const cell of placeTargets(g, r)) out.push({ type: "aliPlace", cell });
      for (let slot = 0; slot < s.board.length; slot++) {
        if (s.board[slot] === null) continue;
        for (const r of rowsFor(p, slotRow(slot))) for (const cell of placeTargets(g, r)) out.push({ type: "aliSwap", slot, cell });
      }
      break;
    case "resolve": {
      let moons: string[] | null = null;
      t.pending.forEach((e, effect) => {
        if (e.icon === "moon") {
          moons ??= moonTargets(s);
          for (const objective of moons) out.push({ type: "takeObjective", effect, objective });
        } else if (effectHasResult(s, e.icon)) {
          out.push({ type: "resolveEffect", effect });
        }
        out.push({ type: "declineEffect", effect });
      });
      break;
    }
    case "genie": {
      const abriza = has(p, "abriza");
      for (const from in p.realm) {
        const tile = p.realm[from]!;
        if (isStartLandscape(tile)) continue;
        const f = parseCell(from);
        for (const to of moveTargets(g, f >> 8, f & 255, abriza)) {
          if (t.lastMove !== null && t.lastMove.tile === tile && t.lastMove.from === to) continue;
          out.push({ type: "genieMove", from, to });
        }
      }
      if (canUseOnce(s, "hussain")) {
        const cells = Object.keys(p.realm)
          .filter((c) => !isStartLandscape(p.realm[c]!))
          .sort((a, b) => parseCell(a) - parseCell(b));
        for (let i = 0; i < cells.length; i++) for (let j = i + 1; j < cells.length; j++) out.push({ type: "genieSwap", a: cells[i]!, b: cells[j]! });
      }
      out.push({ type: "declineGenie" });
      break;
    }
    case "end":
      out.push({ type: "endTurn" });
      break;
  }
  freeActions(s, player, out);
  return out;
}

/** Whether resolving a marteline, stall or ruby icon would give anything (A29). */
function effectHasResult(s: AlmadiState, icon: "marteline" | "stall" | "ruby"): boolean {
  if (icon === "marteline") return s.mosaicDeck.length > 0;
  if (icon === "stall") return s.stallDeck.length > 0;
  return s.rubies > 0;
}

/** The turn step a move belongs to; undefined for free actions (and setup moves). */
function stepOf(type: AlmadiMove["type"]): TurnStep | undefined {
  switch (type) {
    case "place":
    case "aliDraw":
      return "take";
    case "aliPlace":
    case "aliSwap":
      return "ali";
    case "resolveEffect":
    case "takeObjective":
    case "declineEffect":
      return "resolve";
    case "genieMove":
    case "genieSwap":
    case "declineGenie":
      return "genie";
    case "endTurn":
      return "end";
    default:
      return undefined;
  }
}

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

/** Checks the cell of a placement: a landscape cell of rows 1–4, empty, in an allowed row, touching a landscape. */
function checkPlacement(p: PlayerState, cell: Cell, rows: readonly number[] | null): RuleViolation | null {
  const pc = parseCell(cell);
  if (pc < 0) return v("NOT_A_CELL", `"${cell}" is not a realm cell ("row,column").`);
  const r = pc >> 8;
  const c = pc & 255;
  if (!isLandscapeCell(r, c, false)) return v("OFF_REALM", "landscapes are placed in rows 1–4, right of the starting tile (column ≥ 1).");
  const g = gridOf(p.realm);
  if (at(g, r, c) >= 0) return v("CELL_OCCUPIED", `cell ${cell} already holds a landscape.`);
  if (rows && !rows.includes(r)) {
    return v("WRONG_ROW", `a landscape taken from a row of the central board goes to the same row of your realm (allowed: ${rows.join(", ")}).`);
  }
  if (occupiedNeighbours(g, r, c) === 0) return v("NOT_ADJACENT", "a landscape must be placed orthogonally adjacent to a landscape of your realm.");
  return null;
}

function checkSlot(s: AlmadiState, slot: number): RuleViolation | null {
  if (s.board[slot] === null || s.board[slot] === undefined) return v("EMPTY_SLOT", `slot ${slot} of the central board is empty.`);
  return null;
}

/** Why a well-formed move is illegal now, or null. */
export function checkMove(s: AlmadiState, move: AlmadiMove, player: PlayerId): RuleViolation | null {
  if (s.phase === "start") {
    if (move.type !== "chooseStartTile") return v("WRONG_STEP", "first every player chooses a starting tile.");
    if (!START_TILE_IDS.includes(move.tile)) return v("NO_SUCH_TILE", `"${move.tile}" is not a starting tile.`);
    if (s.players.some((p) => p.startTile === move.tile)) return v("TILE_TAKEN", `starting tile ${move.tile} was already chosen.`);
    return null;
  }
  if (s.phase === "keep") {
    if (move.type !== "keepCharacters") return v("WRONG_STEP", "first every player keeps two of the characters dealt to them.");
    const d = s.players[player]!.dealt;
    const [a, b] = move.keep;
    const ia = d.indexOf(a);
    const ib = d.indexOf(b);
    if (ia < 0 || ib < 0) return v("NOT_DEALT", "you may only keep characters dealt to you.");
    if (ia >= ib) return v("KEEP_ORDER", "name two different characters, in the order they were dealt to you.");
    return null;
  }
  if (move.type === "chooseStartTile" || move.type === "keepCharacters") return v("WRONG_STEP", "the setup is over.");
  const t = s.turn!;
  const p = s.players[player]!;
  const step = stepOf(move.type);
  if (step !== undefined && step !== t.step) return v("WRONG_STEP", `now you must ${STEP_WORDS[t.step]} (or use a free action).`);

  switch (move.type) {
    case "place":
      return checkSlot(s, move.slot) ?? checkPlacement(p, move.cell, rowsFor(p, slotRow(move.slot)));
    case "aliDraw":
      if (!has(p, "ali")) return v("NO_ALI", "only a player with Ali may draw from the face-down supply.");
      if (!canUseOnce(s, "ali")) return v("ONCE_PER_TURN", "Ali's power works once per turn.");
      if (s.supply.length === 0) return v("SUPPLY_EMPTY", "the face-down supply is empty.");
      return null;
    case "aliPlace":
      return checkPlacement(p, move.cell, null);
    case "aliSwap":
      return checkSlot(s, move.slot) ?? checkPlacement(p, move.cell, rowsFor(p, slotRow(move.slot)));
    case "resolveEffect":
    case "takeObjective":
    case "declineEffect": {
      const e = t.pending[move.effect];
      if (!e) return v("NO_SUCH_EFFECT", `there is no pending effect number ${move.effect}.`);
      if (move.type === "declineEffect") return null;
      if (move.type === "resolveEffect") {
        if (e.icon === "moon") return v("MOON_NEEDS_OBJECTIVE", "a moon is resolved by taking an objective (takeObjective).");
        if (!effectHasResult(s, e.icon)) {
          return e.icon === "ruby" ? v("NO_RUBIES", "the ruby supply is empty; decline the effect.") : v("DECK_EMPTY", "that deck is empty; decline the effect.");
        }
        return null;
      }
      if (e.icon !== "moon") return v("NOT_A_MOON", "only a moon lets you take an objective.");
      if (s.objectives.includes(move.objective)) return null;
      const owner = s.players.findIndex((q) => q.objectives.some((o) => o.id === move.objective));
      if (owner < 0) return v("NO_SUCH_OBJECTIVE", `objective ${move.objective} is neither in the middle nor held by a player.`);
      if (owner === player) return v("OWN_OBJECTIVE", "you already hold that objective.");
      const q = s.players[owner]!;
      if (q.objectives.find((o) => o.id === move.objective)!.completed) return v("OBJECTIVE_COMPLETED", "a completed objective can no longer be taken.");
      if (has(q, "jafar")) return v("PROTECTED_BY_JAFAR", "Jafar protects that player's objectives.");
      return null;
    }
    case "genieMove": {
      const f = parseCell(move.from);
      const tile = p.realm[move.from];
      if (f < 0 || tile === undefined) return v("NO_LANDSCAPE", `there is no landscape on ${move.from} to move.`);
      if (isStartLandscape(tile)) return v("START_TILE_FIXED", "the starting tile never moves.");
      const pt = parseCell(move.to);
      if (pt < 0) return v("NOT_A_CELL", `"${move.to}" is not a realm cell ("row,column").`);
      const abriza = has(p, "abriza");
      const r = pt >> 8;
      const c = pt & 255;
      if (!isLandscapeCell(r, c, abriza)) {
        return v("OFF_REALM", abriza ? "with Abriza a genie may use rows 0–5, column ≥ 0." : "a genie moves landscapes within rows 1–4, right of the starting tile.");
      }
      const g = gridOf(p.realm);
      if (at(g, r, c) >= 0) return v("CELL_OCCUPIED", `cell ${move.to} already holds a landscape.`);
      if (occupiedNeighbours(g, r, c, f >> 8, f & 255) === 0) return v("NOT_ADJACENT", "the moved landscape must end orthogonally adjacent to another landscape.");
      if (t.lastMove !== null && t.lastMove.tile === tile && t.lastMove.from === move.to) {
        return v("STRAIGHT_BACK", "a genie cannot move a landscape straight back to where it just came from.");
      }
      return null;
    }
    case "genieSwap": {
      if (!has(p, "hussain")) return v("NO_HUSSAIN", "only a player with Hussain may swap two landscapes.");
      if (!canUseOnce(s, "hussain")) return v("ONCE_PER_TURN", "Hussain's swap works once per turn.");
      for (const cell of [move.a, move.b]) {
        const tile = p.realm[cell];
        if (parseCell(cell) < 0 || tile === undefined) return v("NO_LANDSCAPE", `there is no landscape on ${cell}.`);
        if (isStartLandscape(tile)) return v("START_TILE_FIXED", "the starting tile never moves.");
      }
      if (parseCell(move.a) >= parseCell(move.b)) return v("SWAP_ORDER", "name two different cells, the first one earlier in reading order (row, then column).");
      return null;
    }
    case "declineGenie":
    case "endTurn":
      return null;
    case "hire": {
      if (!s.config.characters) return v("NO_CHARACTERS", "characters are only used in the Characters variant.");
      if (!p.hand.includes(move.character) && !s.publicCharacters.includes(move.character)) {
        return v("NOT_AVAILABLE", "you may hire a character from your hand or from the public row only.");
      }
      const cost = character(move.character)!.cost;
      if (p.rubies < cost) return v("CANNOT_AFFORD", `${move.character} costs ${cost} rubies; you have ${p.rubies}.`);
      return null;
    }
    case "chooseCopy":
      if (!p.hired.includes("zumurrud")) return v("NO_ZUMURRUD", "only a player who hired Zumurrud may copy a character.");
      if (p.copy !== null) return v("COPY_FIXED", "Zumurrud's copy, once chosen, cannot change.");
      if (!hiredByOthers(s, player).includes(move.character)) return v("NOT_HIRED_BY_OTHER", "Zumurrud copies a character another player has hired.");
      return null;
    case "zeinabTrade": {
      if (!has(p, "zeinab")) return v("NO_ZEINAB", "only a player with Zeinab may trade cards.");
      if (!canUseOnce(s, "zeinab")) return v("ONCE_PER_TURN", "Zeinab's trade works once per turn.");
      if (p.mosaics.includes(move.give)) return s.stallDeck.length > 0 ? null : v("DECK_EMPTY", "the stall deck is empty.");
      if (p.stalls.includes(move.give)) return s.mosaicDeck.length > 0 ? null : v("DECK_EMPTY", "the mosaic deck is empty.");
      return v("NOT_YOUR_CARD", `you hold no mosaic or stall card ${move.give}.`);
    }
  }
}
