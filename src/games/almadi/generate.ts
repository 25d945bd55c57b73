/**
 * The legal moves (spec §6), written once into a sink: what `legalMoves` lists, what `applyMove`
 * accepts and what the simulator's masks ask for. A section of a move type runs only when the sink
 * wants that type, and long loops stop once the sink is done (or no longer wants the type).
 */
import { required } from "../../core/required.js";
import type { MoveSink, PlayerId } from "../../core/shared.js";
import { isStartLandscape, START_TILE_IDS } from "./catalog.js";
import { character, type CharacterId } from "./characters.js";
import { slotRow } from "./constants.js";
import { canUseOnce, has } from "./powers.js";
import { gridOf, moveTargets, parseCell, placeTargets, type Grid } from "./realm.js";
import type { AlmadiMove, AlmadiState, PendingEffect, PlayerState, TurnState } from "./state.js";

type Sink = MoveSink<AlmadiMove>;

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

/** Each board row's own realm row (index = row 1–4), shared by every placement without Morgiana. */
const OWN_ROW: readonly (readonly number[])[] = [[], [1], [2], [3], [4]];

/** Realm rows a landscape taken from board row `row` may go to (Morgiana: one more above and below). */
export function rowsFor(p: PlayerState, row: number): readonly number[] {
  if (!has(p, "morgiana")) return required(OWN_ROW[row], "the realm row of a board row");
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
export function hiredByOthers(s: AlmadiState, player: PlayerId): CharacterId[] {
  const out: CharacterId[] = [];
  s.players.forEach((q, i) => {
    if (i !== player) out.push(...q.hired);
  });
  return out;
}

/** Whether resolving a marteline, stall or ruby icon would give anything (A29). */
export function effectHasResult(s: AlmadiState, icon: Exclude<PendingEffect["icon"], "moon">): boolean {
  if (icon === "marteline") return s.mosaicDeck.length > 0;
  if (icon === "stall") return s.stallDeck.length > 0;
  return s.rubies > 0;
}

/** Every legal move of `player` (who is active), into `sink`. */
export function generate(s: AlmadiState, player: PlayerId, sink: Sink): void {
  if (s.phase === "start") {
    if (!sink.wants("chooseStartTile")) return;
    for (const tile of START_TILE_IDS) if (!s.players.some((p) => p.startTile === tile)) sink.add({ type: "chooseStartTile", tile });
    return;
  }
  if (s.phase === "keep") {
    if (!sink.wants("keepCharacters")) return;
    const d = required(s.players[player], "the player").dealt;
    for (let i = 0; i < d.length; i++) {
      const a = required(d[i], "a dealt character");
      for (let j = i + 1; j < d.length; j++) sink.add({ type: "keepCharacters", keep: [a, required(d[j], "a dealt character")] });
    }
    return;
  }
  const t = required(s.turn ?? undefined, "the turn in progress");
  const p = required(s.players[player], "the player");
  switch (t.step) {
    case "take":
      if (sink.wants("place")) placements(s, p, "place", sink);
      if (sink.wants("aliDraw") && canUseOnce(s, "ali") && s.supply.length > 0) sink.add({ type: "aliDraw" });
      break;
    case "ali":
      if (sink.wants("aliPlace")) {
        const g = gridOf(p.realm);
        for (let r = 1; r <= 4 && !sink.done; r++) for (const cell of placeTargets(g, r)) sink.add({ type: "aliPlace", cell });
      }
      if (sink.wants("aliSwap")) placements(s, p, "aliSwap", sink);
      break;
    case "resolve":
      effects(s, t, sink);
      break;
    case "genie":
      if (sink.wants("genieMove")) genieMoves(p, t, sink);
      if (sink.wants("genieSwap") && canUseOnce(s, "hussain")) genieSwaps(p, sink);
      if (sink.wants("declineGenie")) sink.add({ type: "declineGenie" });
      break;
    case "end":
      if (sink.wants("endTurn")) sink.add({ type: "endTurn" });
      break;
  }
  if (s.config.characters) freeActions(s, player, sink);
}

/** Taking a board landscape into the realm (`place`), or swapping Ali's for it (`aliSwap`). */
function placements(s: AlmadiState, p: PlayerState, type: "place" | "aliSwap", sink: Sink): void {
  const g: Grid = gridOf(p.realm);
  for (let slot = 0; slot < s.board.length; slot++) {
    if (s.board[slot] === null) continue;
    // Checked per slot: a sink that has seen enough of this type (a type probe) stops it here.
    if (sink.done || !sink.wants(type)) return;
    for (const r of rowsFor(p, slotRow(slot))) for (const cell of placeTargets(g, r)) sink.add({ type, slot, cell });
  }
}

/** Each pending effect: taken (a moon: one objective each) or resolved when it gives anything, or declined. */
function effects(s: AlmadiState, t: TurnState, sink: Sink): void {
  const take = sink.wants("takeObjective");
  const resolve = sink.wants("resolveEffect");
  const decline = sink.wants("declineEffect");
  if (!take && !resolve && !decline) return;
  let moons: string[] | null = null;
  for (let effect = 0; effect < t.pending.length && !sink.done; effect++) {
    const e = required(t.pending[effect], "a pending effect");
    if (e.icon === "moon") {
      if (take) for (const objective of (moons ??= moonTargets(s))) sink.add({ type: "takeObjective", effect, objective });
    } else if (resolve && effectHasResult(s, e.icon)) {
      sink.add({ type: "resolveEffect", effect });
    }
    if (decline) sink.add({ type: "declineEffect", effect });
  }
}

/** One landscape moved by the genie to an open cell, never straight back to where it just came from (A11). */
function genieMoves(p: PlayerState, t: TurnState, sink: Sink): void {
  const g = gridOf(p.realm);
  const abriza = has(p, "abriza");
  for (const from in p.realm) {
    if (sink.done || !sink.wants("genieMove")) return;
    const tile = required(p.realm[from], "the landscape of a realm cell");
    if (isStartLandscape(tile)) continue;
    const f = parseCell(from);
    for (const to of moveTargets(g, f >> 8, f & 255, abriza)) {
      if (t.lastMove !== null && t.lastMove.tile === tile && t.lastMove.from === to) continue;
      sink.add({ type: "genieMove", from, to });
    }
  }
}

/** Hussain: two landscapes (not the starting tile's) swapped, named in reading order. */
function genieSwaps(p: PlayerState, sink: Sink): void {
  const cells = Object.keys(p.realm)
    .filter((c) => !isStartLandscape(required(p.realm[c], "the landscape of a realm cell")))
    .sort((a, b) => parseCell(a) - parseCell(b));
  for (let i = 0; i < cells.length && !sink.done; i++) {
    const a = required(cells[i], "a realm cell");
    for (let j = i + 1; j < cells.length; j++) sink.add({ type: "genieSwap", a, b: required(cells[j], "a realm cell") });
  }
}

/** The Characters variant's free actions, at any step of the player's own turn. */
function freeActions(s: AlmadiState, player: PlayerId, sink: Sink): void {
  const p = required(s.players[player], "the player");
  if (sink.wants("hire")) {
    for (const c of p.hand) if (required(character(c), "a character in hand").cost <= p.rubies) sink.add({ type: "hire", character: c });
    for (const c of s.publicCharacters) if (required(character(c), "a public character").cost <= p.rubies) sink.add({ type: "hire", character: c });
  }
  if (sink.wants("chooseCopy") && p.hired.includes("zumurrud") && p.copy === null) {
    for (const c of hiredByOthers(s, player)) sink.add({ type: "chooseCopy", character: c });
  }
  if (sink.wants("zeinabTrade") && canUseOnce(s, "zeinab")) {
    if (s.stallDeck.length > 0) for (const m of p.mosaics) sink.add({ type: "zeinabTrade", give: m });
    if (s.mosaicDeck.length > 0) for (const m of p.stalls) sink.add({ type: "zeinabTrade", give: m });
  }
}
