import { required } from "../../core/required.js";
import { groupOf } from "../../core/shared.js";
import { CASTLE, CENTRE_SPACE, COLOUR_LETTERS, ESTATES, type Colour, type EstateId } from "./data.js";

/** An estate board with everything derived from its layout: neighbours and areas. */
export interface Estate {
  readonly id: string;
  /** Colour of each space. */
  readonly colour: readonly Colour[];
  /** Die number (1–6) of each space. */
  readonly number: readonly number[];
  /** Row lengths, top to bottom. */
  readonly rows: readonly number[];
  /** Row and column of each space. */
  readonly rowOf: readonly number[];
  readonly colOf: readonly number[];
  /** Neighbouring spaces of each space. */
  readonly neighbours: readonly (readonly number[])[];
  /** Area index of each space (an area = a connected group of one colour). */
  readonly areaOf: readonly number[];
  /** Spaces of each area. */
  readonly areas: readonly (readonly number[])[];
  /**
   * The same, flat, for loops over every area on every move a bot weighs: the spaces of area `a`
   * are `areaSpaces[areaEnds[a - 1] … areaEnds[a] - 1]` (from 0 for the first area).
   */
  readonly areaSpaces: Int32Array;
  readonly areaEnds: Int32Array;
  /** Space of the start castle when the board prints a castle on its centre space; null when each player chooses a castle space. */
  readonly start: number | null;
  /** Spaces of each colour. */
  readonly spacesOfColour: readonly (readonly number[])[];
}

/**
 * Builds an estate from its rows. Rows form a hexagon of pointy-top hexes: in the upper half a row
 * is one longer than the row above, so space i touches spaces i-1 and i of the row above; in the
 * lower half it is one shorter, so space i touches spaces i and i+1 of the row above.
 */
export function buildEstate(id: string, rowsText: readonly string[], start: number | null): Estate {
  const colour: Colour[] = [];
  const number: number[] = [];
  const rowOf: number[] = [];
  const colOf: number[] = [];
  const rows = rowsText.map((r) => r.trim().split(/\s+/));
  const offsets: number[] = [];
  let n = 0;
  rows.forEach((row, r) => {
    offsets.push(n);
    row.forEach((cell, c) => {
      colour.push(COLOUR_LETTERS.indexOf(cell[0] as never) as Colour);
      number.push(Number(cell.slice(1)));
      rowOf.push(r);
      colOf.push(c);
      n++;
    });
  });
  /** The space at row `r`, column `c`, or -1 off the board. */
  const at = (r: number, c: number): number => {
    const row = rows[r];
    const offset = offsets[r];
    return row !== undefined && offset !== undefined && c >= 0 && c < row.length ? offset + c : -1;
  };
  const neighbours: number[][] = [];
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      const out: number[] = [];
      const push = (x: number): void => {
        if (x >= 0) out.push(x);
      };
      push(at(r, c - 1));
      push(at(r, c + 1));
      for (const dr of [-1, 1]) {
        const rr = r + dr;
        const other = rows[rr];
        if (other === undefined) continue; // above the top row or below the bottom one
        if (other.length > row.length) {
          push(at(rr, c));
          push(at(rr, c + 1));
        } else {
          push(at(rr, c - 1));
          push(at(rr, c));
        }
      }
      neighbours.push(out.sort((a, b) => a - b));
    }
  });
  const areaOf = new Array<number>(n).fill(-1);
  const areas: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (areaOf[s] !== -1) continue;
    const g = groupOf(
      s,
      (x) => required(neighbours[x], "the neighbours of an estate space"),
      (x) => colour[x] === colour[s],
    ).sort((a, b) => a - b);
    for (const x of g) areaOf[x] = areas.length;
    areas.push(g);
  }
  const spacesOfColour: [number[], number[], number[], number[], number[], number[]] = [[], [], [], [], [], []];
  colour.forEach((c, s) => spacesOfColour[c].push(s));
  const areaSpaces = Int32Array.from(areas.flat());
  const areaEnds = new Int32Array(areas.length);
  areas.reduce((end, area, a) => (areaEnds[a] = end + area.length), 0);
  return { id, colour, number, rows: rows.map((r) => r.length), rowOf, colOf, neighbours, areaOf, areas, areaSpaces, areaEnds, start, spacesOfColour };
}

const cache = new Map<string, Estate>();
/** The estate board with this id (see `ESTATES` in data.ts; ids are checked by the config schema). */
export function estateBoard(id: EstateId): Estate {
  let e = cache.get(id);
  if (!e) {
    const def = ESTATES.get(id);
    if (!def) throw new RangeError(`unknown estate board ${id}`);
    e = buildEstate(id, def.rows, def.centreCastle ? CENTRE_SPACE : null);
    if (e.start !== null && e.colour[e.start] !== CASTLE) throw new RangeError(`estate board ${id}: the centre space is no castle space`);
    cache.set(id, e);
  }
  return e;
}
