import { required } from "../../core/required.js";
import { Rng, type PlayerId } from "../../core/shared.js";
import { petal } from "./board.js";
import { FACE_DOWN_COST, FIRST_PASS_PENALTY, KIND_COUNT, STORAGE_TILES, valueOf } from "./data.js";
import { insertSorted, removeOne } from "./lists.js";
import { addClamped, endRound, fillTop } from "./round.js";
import { newlySurrounded, slotReward } from "./rules.js";
import type { AcquireMove, Payment, QueensGardenMove, QueensGardenState } from "./state.js";
import type { Work, WorkPlayer } from "./work.js";

/**
 * Plays a listed move in place on a working state (from `open` or `draft`): the one statement of
 * what every move does. Chance (the stack-top fills) comes from the state's own PRNG.
 */
export function play(work: QueensGardenState, move: QueensGardenMove, player: PlayerId): void {
  const s = work as Work;
  const rng = new Rng(s.rng);
  const p = required(s.players[player], "the acting player");
  switch (move.type) {
    case "acquire":
      acquire(s, p, move, rng);
      advance(s, rng);
      break;
    case "placeTile":
      removeOne(p.tiles, move.tile);
      pay(s, p, move);
      p.garden[move.cell] = move.tile;
      surround(p, move.cell);
      advance(s, rng);
      break;
    case "placeExpansion": {
      removeOne(p.expansions, move.expansion);
      pay(s, p, move);
      p.areas[move.area] = { expansion: move.expansion, faceUp: true, rotation: move.rotation };
      const cell = petal(move.area, move.rotation);
      p.garden[cell] = move.expansion;
      surround(p, cell);
      advance(s, rng);
      break;
    }
    case "buyExpansion":
      addClamped(p, "expansions", -FACE_DOWN_COST);
      p.areas[move.area] = { expansion: required(s.supply.shift(), "the supply's top expansion"), faceUp: false, rotation: 0 };
      advance(s, rng);
      break;
    case "pass":
      p.passed = true;
      if (s.marker === null) {
        s.marker = player;
        addClamped(p, "firstPass", -FIRST_PASS_PENALTY);
      }
      discardFrom(s, p, 0, rng);
      break;
    case "discardTile":
      removeOne(p.tiles, move.tile);
      s.tower[move.tile] = required(s.tower[move.tile], "the tower's tiles of a kind") + 1;
      addClamped(p, "discards", -valueOf(move.tile));
      discardFrom(s, p, move.tile, rng);
      break;
    case "discardExpansion":
      removeOne(p.expansions, move.expansion);
      s.supply.push(move.expansion);
      addClamped(p, "discards", -valueOf(move.expansion));
      discardFrom(s, p, KIND_COUNT + move.expansion + 1, rng);
      break;
    case "endPass":
      s.discarding = null;
      advance(s, rng);
      break;
  }
  s.rng = rng.state();
}

/**
 * Discards may go on from item key `floor` (see `discarding`); the pass ends at once when no item
 * is left that could still be discarded.
 */
function discardFrom(s: Work, p: WorkPlayer, floor: number, rng: Rng): void {
  s.discarding = floor;
  // Storage is ascending: the last item of each kind of list is the largest.
  const lastTile = p.tiles[p.tiles.length - 1] ?? -1;
  const lastExpansion = p.expansions[p.expansions.length - 1] ?? -1;
  if (lastTile >= floor || (lastExpansion >= 0 && KIND_COUNT + lastExpansion >= floor)) return;
  s.discarding = null;
  advance(s, rng);
}

/** Turn passes clockwise to the next player still in phase 1; when none is left the round ends. */
function advance(s: Work, rng: Rng): void {
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const q = (s.current + i) % n;
    if (!required(s.players[q], "a player in turn order").passed) {
      s.current = q;
      return;
    }
  }
  endRound(s, rng);
}

/** Spec §6.1: take the picked copies; a tile from the stack's top advances the stack; emptied display expansions turn face up. */
function acquire(s: Work, p: WorkPlayer, m: AcquireMove, rng: Rng): void {
  let fromStack = false;
  // Picks name display expansions by their place before the move: taken ones leave the display after.
  const taken = new Set<number>();
  for (const pick of m.picks) {
    if (pick.from === "stack") {
      removeOne(s.topTiles, pick.kind);
      insertSorted(p.tiles, pick.kind);
      fromStack = true;
      continue;
    }
    const d = required(s.display[pick.from], "the display expansion picked from");
    if (d.faceUp) {
      taken.add(pick.from);
      insertSorted(p.expansions, d.expansion);
    } else {
      removeOne(d.tiles, pick.kind);
      insertSorted(p.tiles, pick.kind);
    }
  }
  if (taken.size > 0) s.display = s.display.filter((_, i) => !taken.has(i));
  if (fromStack) {
    s.display.push({ expansion: required(s.stack.shift(), "the round stack's top expansion"), faceUp: false, tiles: s.topTiles });
    fillTop(s, rng);
  }
  for (const d of s.display) if (!d.faceUp && d.tiles.length === 0) d.faceUp = true;
}

/** Discards a payment: tiles to the tower, expansions to the bottom of the supply, jokers away. */
function pay(s: Work, p: WorkPlayer, payment: Payment): void {
  for (const t of payment.payTiles) {
    removeOne(p.tiles, t);
    s.tower[t] = required(s.tower[t], "the tower's tiles of a kind") + 1;
  }
  for (const e of payment.payExpansions) {
    removeOne(p.expansions, e);
    s.supply.push(e);
  }
  p.jokers -= payment.jokers;
}

/** Spec §6.2 surround check: sum the rewards of newly surrounded ornaments, capped by free tile spaces. */
function surround(p: WorkPlayer, cell: number): void {
  const slots = newlySurrounded(p, cell);
  if (slots.length === 0) return;
  let reward = 0;
  for (const slot of slots) {
    p.rewarded[slot] = true;
    reward += slotReward(slot);
  }
  p.jokers += Math.min(reward, STORAGE_TILES - p.tiles.length - p.jokers);
}
