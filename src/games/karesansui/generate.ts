/**
 * Karesansui's move generator: the one statement of which moves are legal. It enumerates the
 * moves a decision offers and keeps those the rule predicates (rules.ts) allow, in a fixed order,
 * into a sink; a move type the sink does not want is skipped, and a loop stops once the sink has
 * what it wants of that type.
 */
import { required } from "../../core/required.js";
import type { MoveSink, PlayerId } from "../../core/shared.js";
import { plainConstant } from "../../core/snapshot.js";
import { CELLS, NEIGHBOURS } from "./board.js";
import { GARDENERS, STONE_KINDS, STONE_SUPPLY, type GardenerId, type StoneKind } from "./data.js";
import {
  counterProblem,
  discardProblem,
  giveProblem,
  gardenerProblem,
  isFull,
  monkStepProblem,
  moveStoneProblem,
  NORMAL_STONE,
  placeableCells,
  placeableBits,
  playerAt,
  stoneCellProblem,
  stoneKindProblem,
  storedTile,
  swapProblem,
  takeStoredProblem,
  top,
  turnProblem,
  type StoneRules,
} from "./rules.js";
import type { KaresansuiMove, KaresansuiMoveType, KaresansuiPlayer, KaresansuiState } from "./state.js";

/** The sink a Karesansui generator writes into. */
export type KaresansuiSink = MoveSink<KaresansuiMove>;

// Moves are shared, frozen constants where their fields are few (the sink may keep them; nobody changes
// them), registered as plain constants so that `applyMove` need not copy one it is handed back.
const M = <T extends KaresansuiMove>(m: T): T => plainConstant(m) as T;
const PLACE = M({ type: "place" });
const PLACE_STORED = M({ type: "placeStored" });
const DISCARD = M({ type: "discard" });
const KEEP = M({ type: "keep" });
const ACCEPT = M({ type: "acceptGift" });
const DECLINE = M({ type: "declineGift" });
const DECLARE = M({ type: "declareSteal" });
const PASS = M({ type: "passSteal" });
const COUNTER = M({ type: "counterSteal" });
const ALLOW = M({ type: "allowSteal" });
const ZAZEN = M({ type: "zazen" });
const SKIP_BONUS = M({ type: "skipBonus" });
const SKIP_STONE = M({ type: "skipStone" });
const STOP = M({ type: "stopTaking" });
/** The most seats a game has (the player counts the stone supply is given for). */
const MAX_SEATS = Math.max(...Object.keys(STONE_SUPPLY).map(Number));
const cells = <T>(f: (c: number) => T): readonly T[] => Array.from({ length: CELLS }, (_, c) => f(c));
const GIVE = Array.from({ length: MAX_SEATS }, (_, to) => M({ type: "give", to }));
const PLACE_CELL = cells((cell) => M({ type: "placeCell", cell }));
const PLACE_CELL_TURNED = cells((cell) => M({ type: "placeCell", cell, rotated: true }));
const MOVE_MONK = cells((to) => M({ type: "moveMonk", to }));
const TAKE_STONE = cells((cell) => Object.fromEntries(STONE_KINDS.map((kind) => [kind, M({ type: "takeStone", kind, cell })])) as Record<StoneKind, KaresansuiMove>);
const USE_GARDENER = Object.fromEntries(GARDENERS.map((g) => [g.id, M({ type: "useGardener", card: g.id })])) as Record<GardenerId, KaresansuiMove>;
const MOVE_STONE = cells((from) => cells((to) => M({ type: "moveStone", from, to })));
const SWAP_TILES = cells((a) => cells((b) => M({ type: "swapTiles", a, b })));

/** Whether generation should go on listing moves of `type` (the sink still wants them). */
const more = (sink: KaresansuiSink, type: KaresansuiMoveType): boolean => !sink.done && sink.wants(type);

/** Every legal move of `player` (an active seat) in `s`, into `sink`. */
export function generate(s: KaresansuiState, player: PlayerId, sink: KaresansuiSink): void {
  const d = top(s);
  const pl = playerAt(s, player);
  switch (d.kind) {
    case "step1":
      if (sink.wants("place")) sink.add(PLACE);
      // The storage slot holds one tile: a stored tile may be placed, an empty slot may take the drawn one.
      if (pl.storage !== null) {
        if (more(sink, "placeStored")) sink.add(PLACE_STORED);
      } else if (more(sink, "keep")) sink.add(KEEP);
      if (more(sink, "give")) {
        for (let q = 0; q < s.players.length; q++) {
          if (giveProblem(s, d.refused, player, q) !== null) continue;
          sink.add(required(GIVE[q], "the gift to a seat"));
          if (!more(sink, "give")) break;
        }
      }
      if (more(sink, "discard") && discardProblem(s, pl) === null) sink.add(DISCARD);
      return;
    case "extraDrawn":
      // A6 "extra": place the drawn tile too (if the garden still has room) or store it.
      if (!isFull(pl) && sink.wants("place")) sink.add(PLACE);
      if (more(sink, "keep")) sink.add(KEEP);
      return;
    case "gift":
      if (sink.wants("acceptGift")) sink.add(ACCEPT);
      if (more(sink, "declineGift")) sink.add(DECLINE);
      return;
    case "steal":
      if (sink.wants("declareSteal")) sink.add(DECLARE);
      if (more(sink, "passSteal")) sink.add(PASS);
      return;
    case "stealReaction":
      if (sink.wants("counterSteal") && counterProblem(s, pl) === null) sink.add(COUNTER);
      if (more(sink, "allowSteal")) sink.add(ALLOW);
      return;
    case "placeCell":
      if (sink.wants("placeCell")) placeCells(s, pl, d.tile, sink);
      return;
    case "step2":
      if (sink.wants("zazen")) sink.add(ZAZEN);
      if (more(sink, "moveMonk")) monkSteps(pl, sink);
      if (more(sink, "takeStone")) stones(s, pl, NORMAL_STONE, sink);
      if (more(sink, "useGardener")) {
        for (const card of pl.gardeners) {
          if (gardenerProblem(s, player, card) !== null) continue;
          sink.add(USE_GARDENER[card]);
          if (!more(sink, "useGardener")) break;
        }
      }
      return;
    case "bonusMove":
      if (sink.wants("moveMonk")) monkSteps(pl, sink);
      if (more(sink, "skipBonus")) sink.add(SKIP_BONUS);
      return;
    case "stone":
      if (sink.wants("takeStone")) stones(s, pl, d, sink);
      if (d.optional && more(sink, "skipStone")) sink.add(SKIP_STONE);
      return;
    case "monkAnywhere":
      if (!sink.wants("moveMonk")) return;
      for (let c = 0; c < CELLS; c++) {
        if (pl.tiles[c] === null) continue;
        sink.add(required(MOVE_MONK[c], "the monk's move to a cell"));
        if (!more(sink, "moveMonk")) return;
      }
      return;
    case "drawnTiles": {
      const place = sink.wants("placeDrawn");
      const discard = sink.wants("discardDrawn");
      if (!place && !discard) return;
      const free = place && d.placesLeft > 0 ? placeableCells(pl) : [];
      for (let i = 0; i < d.tiles.length; i++) {
        const tile = required(d.tiles[i], "a drawn tile");
        if (d.tiles.indexOf(tile) < i) continue; // two drawn tiles of one design are one choice
        const turn = turnProblem(s, tile) === null;
        for (const cell of free) {
          if (sink.done) return;
          sink.add({ type: "placeDrawn", tile, cell });
          if (turn) sink.add({ type: "placeDrawn", tile, cell, rotated: true });
        }
        if (discard && !sink.done) sink.add({ type: "discardDrawn", tile });
      }
      return;
    }
    case "takeStored": {
      if (sink.wants("takeStored")) {
        const free = placeableCells(pl);
        for (let from = 0; from < s.players.length && free.length > 0; from++) {
          if (takeStoredProblem(s, player, from) !== null) continue;
          const turn = turnProblem(s, storedTile(playerAt(s, from))) === null;
          for (const cell of free) {
            if (!more(sink, "takeStored")) break;
            sink.add({ type: "takeStored", from, cell });
            if (turn) sink.add({ type: "takeStored", from, cell, rotated: true });
          }
        }
      }
      if (more(sink, "stopTaking")) sink.add(STOP);
      return;
    }
    case "moveStone":
      if (!sink.wants("moveStone")) return;
      for (let from = 0; from < CELLS; from++) {
        if (pl.stones[from] === null) continue;
        const fromHere = required(MOVE_STONE[from], "the stone moves from a cell");
        for (let to = 0; to < CELLS; to++) {
          if (moveStoneProblem(pl, from, to) !== null) continue;
          sink.add(required(fromHere[to], "the stone move to a cell"));
          if (!more(sink, "moveStone")) return;
        }
      }
      return;
    case "swapTiles":
      if (!sink.wants("swapTiles")) return;
      for (let a = 0; a < CELLS; a++) {
        if (pl.tiles[a] === null) continue;
        const withA = required(SWAP_TILES[a], "the swaps of a cell's tile");
        for (let b = a + 1; b < CELLS; b++) {
          if (swapProblem(pl, a, b) !== null) continue;
          sink.add(required(withA[b], "the swap of two cells' tiles"));
          if (!more(sink, "swapTiles")) return;
        }
      }
      return;
  }
}

/** The cells for a tile being placed, each also turned when the tile may turn (A9). */
function placeCells(s: KaresansuiState, pl: KaresansuiPlayer, tile: number, sink: KaresansuiSink): void {
  const bits = placeableBits(pl);
  if (bits === 0) return;
  const turn = turnProblem(s, tile) === null;
  for (let cell = 0; cell < CELLS; cell++) {
    if ((bits & (1 << cell)) === 0) continue;
    sink.add(required(PLACE_CELL[cell], "the placement on a cell"));
    if (turn) sink.add(required(PLACE_CELL_TURNED[cell], "the turned placement on a cell"));
    if (!more(sink, "placeCell")) return;
  }
}

/** The monk's steps to neighbouring tiles (up, down, left, right). */
function monkSteps(pl: KaresansuiPlayer, sink: KaresansuiSink): void {
  if (pl.monk === null) return;
  for (const c of required(NEIGHBOURS[pl.monk], "the neighbours of the monk's cell")) {
    if (monkStepProblem(pl, c) !== null) continue;
    sink.add(required(MOVE_MONK[c], "the monk's move to a cell"));
    if (!more(sink, "moveMonk")) return;
  }
}

/** Every (kind, cell) stone the player may take and place under `rules`, cell by cell. */
function stones(s: KaresansuiState, pl: KaresansuiPlayer, rules: StoneRules, sink: KaresansuiSink): void {
  let kinds = 0; // bit k: STONE_KINDS[k] may be taken
  for (let k = 0; k < STONE_KINDS.length; k++) if (stoneKindProblem(s, pl, required(STONE_KINDS[k], "a stone kind"), rules) === null) kinds |= 1 << k;
  if (kinds === 0) return;
  for (let c = 0; c < CELLS; c++) {
    if (stoneCellProblem(pl, c, rules) !== null) continue;
    const moves = required(TAKE_STONE[c], "the stones to take onto a cell");
    for (let k = 0; k < STONE_KINDS.length; k++) if (kinds & (1 << k)) sink.add(moves[required(STONE_KINDS[k], "a stone kind")]);
    if (!more(sink, "takeStone")) return;
  }
}
