import { CELL_NAMES, COLOURS, kindOf, queensGarden, type ColourId, type QueensGardenPlayer, type QueensGardenState } from "../../../src/games/queens-garden/index.js";

/** Kind of a label like "Y3", "B6", "g2", "G4", "p1", "P5" (letters as in render). */
export function k(label: string): number {
  const letter: Record<string, ColourId> = { B: "blue", Y: "yellow", g: "lightGreen", G: "darkGreen", p: "lightPurple", P: "darkPurple" };
  const c = letter[label[0]!];
  if (!c) throw new Error(`bad label ${label}`);
  return kindOf(COLOURS.indexOf(c), Number(label.slice(1)));
}

/** Cell number of a name like "F0", "O3", "A2.p4", "A1.c". */
export function cell(name: string): number {
  const i = CELL_NAMES.indexOf(name);
  if (i < 0) throw new Error(`bad cell ${name}`);
  return i;
}

/** A fresh game. */
export function fresh(players = 2, seed: number | string = 1): QueensGardenState {
  return queensGarden.setup({ players, seed });
}

/** Takes one tile of `kind` out of the bag (keeping tile conservation). */
function fromBag(bag: number[], kind: number): void {
  if (bag[kind]! <= 0) throw new Error(`no ${kind} left in the bag`);
  bag[kind] = bag[kind]! - 1;
}

/** Hidden expansion piles, copied so helpers can pull a given expansion out of them. */
interface Piles {
  stack: number[];
  laterStacks: number[][];
  supply: number[];
}

function piles(s: QueensGardenState): Piles {
  return { stack: s.stack.slice(), laterStacks: s.laterStacks.map((x) => x.slice()), supply: s.supply.slice() };
}

/** Removes expansion `e` from the face-down piles; a stack keeps its size by taking the supply's last one. */
function pull(pl: Piles, e: number): number {
  const i = pl.supply.indexOf(e);
  if (i >= 0) {
    pl.supply.splice(i, 1);
    return e;
  }
  for (const st of [pl.stack, ...pl.laterStacks]) {
    const j = st.indexOf(e);
    if (j >= 0) {
      st[j] = pl.supply.pop()!;
      return e;
    }
  }
  throw new Error(`expansion ${e} is not face down in a pile`);
}

/** Options of {@link withPlayer}. */
export interface PlayerSetup {
  /** Cell name → tile label, placed as tiles (drawn from the bag). */
  garden?: Record<string, string>;
  /** Storage tiles (labels), drawn from the bag. */
  tiles?: string[];
  jokers?: number;
  /** Storage expansions (labels of their printed kinds), taken from the supply. */
  expansions?: string[];
  /** Face-up expansions placed: area → [printed label, rotation]; face-down: area → "down". */
  areas?: Record<number, [string, number] | "down">;
  score?: number;
}

/** A state with player `i` rebuilt as described; tiles and expansions come from bag and supply. */
export function withPlayer(s: QueensGardenState, i: number, o: PlayerSetup): QueensGardenState {
  const bag = s.bag.slice();
  const pl = piles(s);
  const p: { -readonly [K in keyof QueensGardenPlayer]: any } = { ...s.players[i]!, garden: s.players[i]!.garden.slice(), areas: s.players[i]!.areas.slice() };
  const takeExpansion = (e: number): number => pull(pl, e);
  if (o.areas) {
    for (const [a, v] of Object.entries(o.areas)) {
      const area = Number(a);
      if (v === "down") {
        p.areas[area] = { expansion: pl.supply.shift()!, faceUp: false, rotation: 0 };
      } else {
        const e = takeExpansion(k(v[0]));
        p.areas[area] = { expansion: e, faceUp: true, rotation: v[1] };
        p.garden[cell(`A${area}.p${v[1]}`)] = e;
      }
    }
  }
  for (const [name, label] of Object.entries(o.garden ?? {})) {
    fromBag(bag, k(label));
    p.garden[cell(name)] = k(label);
  }
  if (o.tiles) {
    p.tiles = o.tiles.map(k).sort((a, b) => a - b);
    for (const t of p.tiles) fromBag(bag, t);
  }
  if (o.expansions) p.expansions = o.expansions.map((l) => takeExpansion(k(l))).sort((a, b) => a - b);
  if (o.jokers !== undefined) p.jokers = o.jokers;
  // Face-down expansions cost 6 points each; the helper books them as if earned back at the wheel,
  // so the score stays as it was and the breakdown stays sound.
  const faceDown = p.areas.filter((a: { faceUp: boolean } | null) => a && !a.faceUp).length;
  const points = { ...p.points, expansions: -6 * faceDown, wheel: p.points.wheel + p.points.expansions + 6 * faceDown };
  if (o.score !== undefined) {
    const diff = o.score - p.score;
    if (diff >= 0) points.wheel += diff;
    else points.discards += diff;
    p.score = o.score;
  }
  p.points = points;
  const players = s.players.slice();
  players[i] = p as QueensGardenPlayer;
  return { ...s, bag, ...pl, players };
}

/** A state whose display/stack top is replaced: tiles come from the bag, expansions from the supply. */
export function withDisplay(
  s: QueensGardenState,
  top: string[],
  display: { tiles?: string[]; faceUp?: string }[],
): QueensGardenState {
  const bag = s.bag.slice();
  for (const t of s.topTiles) bag[t] = bag[t]! + 1;
  const topTiles = top.map(k).sort((a, b) => a - b);
  topTiles.forEach((t) => fromBag(bag, t));
  const pl = piles(s);
  for (const d of s.display) pl.supply.push(d.expansion);
  const out = display.map((d) => {
    if (d.faceUp) return { expansion: pull(pl, k(d.faceUp)), faceUp: true, tiles: [] as number[] };
    const e = pl.supply.shift()!;
    const tiles = (d.tiles ?? []).map(k).sort((a, b) => a - b);
    tiles.forEach((t) => fromBag(bag, t));
    return { expansion: e, faceUp: false, tiles };
  });
  for (const d of s.display) for (const t of d.tiles) bag[t] = bag[t]! + 1;
  // Display expansions came out of this round's stack: the stack gives up as many (to the supply).
  const size = s.stack.length + s.display.length;
  while (pl.stack.length + out.length > size) pl.supply.push(pl.stack.pop()!);
  return { ...s, bag, ...pl, topTiles, display: out };
}

/** Applies moves in order with the public API. */
export function play(s: QueensGardenState, ...moves: unknown[]): QueensGardenState {
  for (const m of moves) s = queensGarden.applyMove(s, m as never);
  return s;
}

/** The error code `validateMove` gives, or "OK". */
export function code(s: QueensGardenState, m: unknown, player?: number): string {
  const r = queensGarden.validateMove(s, m, player);
  return r.ok ? "OK" : r.error.code;
}

/** A placeTile move. */
export function placeTile(tile: string, at: string, pay: string[] = [], jokers = 0, payExpansions: string[] = []) {
  return { type: "placeTile", tile: k(tile), cell: cell(at), payTiles: pay.map(k).sort((a, b) => a - b), payExpansions: payExpansions.map(k).sort((a, b) => a - b), jokers };
}
