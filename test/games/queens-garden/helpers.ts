import { CELL_NAMES, COLOURS, kindOf, queensGarden, queensGardenPosition, type ColourId, type QueensGardenGardenParts, type QueensGardenState } from "../../../src/games/queens-garden/index.js";

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

/** A state with player `i` rebuilt as described, by the public builder `queensGardenPosition`. */
export function withPlayer(s: QueensGardenState, i: number, o: PlayerSetup): QueensGardenState {
  const areas = o.areas && Object.fromEntries(Object.entries(o.areas).map(([a, v]) => [a, v === "down" ? ("faceDown" as const) : { expansion: k(v[0]), rotation: v[1] }]));
  const hexagons = o.garden && Object.fromEntries(Object.entries(o.garden).map(([name, label]) => [name, k(label)]));
  const garden: QueensGardenGardenParts = {
    ...(areas && { areas }),
    ...(hexagons && { hexagons }),
    ...(o.tiles && { tiles: o.tiles.map(k) }),
    ...(o.expansions && { expansions: o.expansions.map(k) }),
    ...(o.jokers !== undefined && { jokers: o.jokers }),
    // Face-down expansions are booked as if their cost came back from the wheel: the score stays.
    score: o.score ?? s.players[i]!.score,
  };
  return queensGardenPosition({ from: s, gardens: { [i]: garden } });
}

/** A state whose display/stack top is replaced (by `queensGardenPosition`): tiles come from the bag, expansions from the supply. */
export function withDisplay(s: QueensGardenState, top: string[], display: { tiles?: string[]; faceUp?: string }[]): QueensGardenState {
  return queensGardenPosition({
    from: s,
    stackTop: top.map(k),
    display: display.map((d) => (d.faceUp ? { faceUp: k(d.faceUp) } : { tiles: (d.tiles ?? []).map(k) })),
  });
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
