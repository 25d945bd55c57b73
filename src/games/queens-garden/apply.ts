import { Rng, type PlayerId } from "../../core/shared.js";
import { petal } from "./board.js";
import { FACE_DOWN_COST, FIRST_PASS_PENALTY, KIND_COUNT, STORAGE_TILES, valueOf } from "./data.js";
import { without } from "./legal.js";
import { addClamped, copyPlayer, draft, endRound, fillTop, type Draft, type Mutable } from "./round.js";
import { newlySurrounded, slotReward } from "./rules.js";
import type { AcquireMove, DisplayExpansion, Payment, QueensGardenMove, QueensGardenPlayer, QueensGardenState } from "./state.js";

/** Inserts `x` into an ascending list in place. */
function insertSorted(list: number[], x: number): void {
  let i = list.length;
  while (i > 0 && list[i - 1]! > x) i--;
  list.splice(i, 0, x);
}

/** Applies a legal move (checked by `checkMove`); never mutates `state`. */
export function applyMove(state: QueensGardenState, move: QueensGardenMove, player: PlayerId): QueensGardenState {
  const s = draft(state);
  const rng = new Rng(state.rng);
  const p = copyPlayer(state.players[player]!);
  s.players[player] = p as QueensGardenPlayer;
  switch (move.type) {
    case "acquire":
      acquire(s, p, move, rng);
      advance(s, rng);
      break;
    case "placeTile": {
      p.tiles = without(p.tiles, move.tile)!;
      pay(s, p, move);
      p.garden[move.cell] = move.tile;
      surround(p, move.cell);
      advance(s, rng);
      break;
    }
    case "placeExpansion": {
      p.expansions = without(p.expansions, move.expansion)!;
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
      p.areas[move.area] = { expansion: s.supply.shift()!, faceUp: false, rotation: 0 };
      advance(s, rng);
      break;
    case "pass":
      p.passed = true;
      if (s.marker === null) {
        s.marker = player;
        addClamped(p, "firstPass", -FIRST_PASS_PENALTY);
      }
      s.discarding = 0;
      finishPassIfDone(s, p, rng);
      break;
    case "discardTile":
      p.tiles = without(p.tiles, move.tile)!;
      s.tower[move.tile] = s.tower[move.tile]! + 1;
      addClamped(p, "discards", -valueOf(move.tile));
      s.discarding = move.tile;
      finishPassIfDone(s, p, rng);
      break;
    case "discardExpansion":
      p.expansions = without(p.expansions, move.expansion)!;
      s.supply.push(move.expansion);
      addClamped(p, "discards", -valueOf(move.expansion));
      s.discarding = KIND_COUNT + move.expansion + 1;
      finishPassIfDone(s, p, rng);
      break;
    case "endPass":
      s.discarding = null;
      advance(s, rng);
      break;
  }
  s.rng = rng.state() as unknown as Draft["rng"];
  return s as unknown as QueensGardenState;
}

/** Ends the pass at once when no item is left that could still be discarded. */
function finishPassIfDone(s: Draft, p: Mutable<QueensGardenPlayer>, rng: Rng): void {
  const floor = s.discarding!;
  const more = p.tiles.some((t) => t >= floor) || p.expansions.some((e) => KIND_COUNT + e >= floor);
  if (more) return;
  s.discarding = null;
  advance(s, rng);
}

/** Turn passes clockwise to the next player still in phase 1; when none is left the round ends. */
function advance(s: Draft, rng: Rng): void {
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const q = (s.current + i) % n;
    if (!s.players[q]!.passed) {
      s.current = q;
      return;
    }
  }
  endRound(s, rng);
}

/** Spec §6.1: take the picked copies; a tile from the stack's top advances the stack; emptied display expansions turn face up. */
function acquire(s: Draft, p: Mutable<QueensGardenPlayer>, m: AcquireMove, rng: Rng): void {
  let fromStack = false;
  const takenExpansion = new Set<number>();
  for (const pick of m.picks) {
    if (pick.from === "stack") {
      s.topTiles = without(s.topTiles, pick.kind)!;
      insertSorted(p.tiles, pick.kind);
      fromStack = true;
      continue;
    }
    const d = s.display[pick.from] as DisplayExpansion;
    if (d.faceUp) {
      takenExpansion.add(pick.from);
      insertSorted(p.expansions, d.expansion);
    } else {
      s.display[pick.from] = { expansion: d.expansion, faceUp: false, tiles: without(d.tiles, pick.kind)! };
      insertSorted(p.tiles, pick.kind);
    }
  }
  if (takenExpansion.size > 0) s.display = s.display.filter((_, i) => !takenExpansion.has(i));
  if (fromStack) {
    s.display.push({ expansion: s.stack.shift()!, faceUp: false, tiles: s.topTiles });
    fillTop(s, rng);
  }
  for (let i = 0; i < s.display.length; i++) {
    const d = s.display[i] as DisplayExpansion;
    if (!d.faceUp && d.tiles.length === 0) s.display[i] = { expansion: d.expansion, faceUp: true, tiles: [] };
  }
}

/** Discards a payment: tiles to the tower, expansions to the bottom of the supply, jokers away. */
function pay(s: Draft, p: Mutable<QueensGardenPlayer>, payment: Payment): void {
  for (const t of payment.payTiles) {
    p.tiles = without(p.tiles, t)!;
    s.tower[t] = s.tower[t]! + 1;
  }
  for (const e of payment.payExpansions) {
    p.expansions = without(p.expansions, e)!;
    s.supply.push(e);
  }
  p.jokers -= payment.jokers;
}

/** Spec §6.2 surround check: sum the rewards of newly surrounded ornaments, capped by free tile spaces. */
function surround(p: Mutable<QueensGardenPlayer>, cell: number): void {
  const slots = newlySurrounded(p as QueensGardenPlayer, cell);
  if (slots.length === 0) return;
  let reward = 0;
  for (const slot of slots) {
    p.rewarded[slot] = true;
    reward += slotReward(slot);
  }
  p.jokers += Math.min(reward, STORAGE_TILES - p.tiles.length - p.jokers);
}
