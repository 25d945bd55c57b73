/** Karesansui's scoring cases: the worked examples of docs/rules/karesansui.md §7 and the shared rank (§8, A28). */
import { CELLS, designOf, karesansui, karesansuiPosition, STONE_KINDS, type KaresansuiState, type StoneKind } from "../../../games/karesansui/index.js";
import { required } from "../../../core/required.js";
import type { ScoringCase } from "./case.js";

/**
 * Seat `seat`'s garden from a picture: three rows of five cells, each a design id ("S1", "MC") or a
 * design with a stone ("MC:T"). Tiles come out of the bag and stones out of the supply (the seat's
 * old garden goes back first), so the components are conserved.
 */
function withGarden(s: KaresansuiState, seat: number, rows: readonly string[], virtue: number): KaresansuiState {
  const old = required(s.players[seat], "the seat's player");
  const bag = s.bag.slice();
  const supply = { ...s.supply };
  for (const t of old.tiles) if (t !== null) bag[t] = required(bag[t], "the design's count in the bag") + 1;
  for (const k of old.stones) if (k) supply[k]++;
  const tiles: (number | null)[] = [];
  const stones: (StoneKind | null)[] = [];
  for (const cell of rows.flatMap((r) => r.trim().split(/\s+/))) {
    const [id, stone] = cell.split(":");
    const tile = designOf(required(id, "the cell's design"));
    // None left when the bag has no count for the design.
    const left = bag[tile] ?? 0;
    if (!(left > 0)) throw new Error(`Karesansui scoring case: no tile ${id} left in the bag`);
    bag[tile] = left - 1;
    tiles.push(tile);
    const kind = (STONE_KINDS as readonly string[]).includes(stone ?? "") ? (stone as StoneKind) : null;
    if (kind) {
      if (!(supply[kind] > 0)) throw new Error(`Karesansui scoring case: no ${kind} stone left`);
      supply[kind]--;
    }
    stones.push(kind);
  }
  if (tiles.length !== CELLS) throw new Error(`Karesansui scoring case: a garden has ${CELLS} cells`);
  const players = s.players.map((p, i) => (i === seat ? { ...p, tiles, stones, placed: CELLS, monk: 0, virtue } : p));
  return { ...s, bag, supply, players, endTriggered: true };
}

/** The plain sand designs, whose sides always connect: a spec's "S" cell may be any of them. */
const PLAIN_SAND = ["S1", "S2", "S3", "S4", "S5", "S6"] as const;

/**
 * A 2-player game whose seat 0 holds the garden pictured (three rows of five cells, as in the
 * builder); a bare "S" (or "S:Y") is a plain sand tile, dealt in turn from the designs so the bag
 * holds enough copies.
 */
function gardenOf(rows: readonly string[]): KaresansuiState {
  let next = 0;
  const garden = rows.map((row) => row.replace(/\bS(?=:|\s|$)/g, () => required(PLAIN_SAND[next++ % PLAIN_SAND.length], "a plain sand design")));
  return karesansuiPosition({ players: 2, seed: 1, gardens: [{ garden }] });
}

/** Karesansui's scoring cases. */
export function karesansuiCases(): ScoringCase[] {
  const base = karesansui.setup({ players: 3, seed: 1 });
  let worked = withGarden(base, 1, ["S1 MC:T MC:T S1 S2", "S2 S3 S4 S5:Y S6", "S3 S4 S5 S6 S2:B"], 1);
  worked = { ...worked, players: worked.players.map((p, i) => ({ ...p, famous: i === 0 ? "ryoanji" : i === 1 ? "saihoji" : "tofukuji" })) };
  const broken = karesansui.invariants(worked);
  if (broken.length > 0) throw new Error(`unsound Karesansui scoring position: ${broken.join("; ")}`);
  return [
    {
      id: "spec-7.1-sand-example",
      rule: "§7.1 sand, example: moss at (0,1) and (2,3), everything else sand: the largest all-sand rectangle has 6 cells → 6",
      position: gardenOf(["S MF S S S", "S S S S S", "S S S MF S"]),
      rulebook: { seats: { 0: { sand: 6 } } },
    },
    {
      id: "spec-7.2-moss-example",
      rule: "§7.2 moss, example: 2 points per moss tile, 4 moss tiles → 8",
      position: gardenOf(["MF MC MT MB S1", ". . . . .", ". . . . ."]),
      rulebook: { seats: { 0: { moss: 8 } } },
    },
    {
      id: "spec-7.3-stone-kinds-example",
      rule: "§7.3 stone kinds, example: two T and one Y are 2 kinds → 4",
      position: gardenOf(["MF:T MF:T S1 S1:Y .", ". . . . .", ". . . . ."]),
      rulebook: { seats: { 0: { stoneKinds: 4 } } },
    },
    {
      id: "spec-7.5-disturbance-example",
      rule: "§7.5 disturbance, example: a full garden whose only fault is an upper tile with a small arc crossing its bottom edge above a plain tile: −2, no all-connected +7",
      position: gardenOf(["S1 S1 QsSE S2 S2", "S5 S3 S1 S3 S3", "S6 S4 S4 S4 S4"]),
      rulebook: { seats: { 0: { disturbance: -2, allConnected: 0 } } },
    },
    {
      id: "spec-7.7-swirl-example",
      rule: "§7.7 swirl, example: a 2×2 block of small fans around vertex (2,3) is a full circle (8) and two large fans side by side at the top border a half circle (2) → 10",
      position: gardenOf(["QlNE QlNW S S S", "S S QsSE QsSW S", "S S QsNE QsNW S"]),
      rulebook: { seats: { 0: { swirl: 10 } } },
    },
    {
      id: "spec-7.8-keima-example",
      rule: "§7.8 keima, example: stones at (2,0), (1,2), (0,4) make two valid knight pairs sharing (1,2), so one pair counts → 5",
      position: gardenOf(["S S S S S:Y", "S S S:Y S S", "S:Y S S S S"]),
      rulebook: { seats: { 0: { keima: 5 } } },
    },
    {
      id: "worked-example",
      rule: "§7.15 worked example: a full garden scores sand 10, moss 4, stone kinds 6, virtue 1, all connected 7, diagonal 7, horai 10 and the boat bonus 5 (PROVISIONAL): 50",
      position: worked,
      rulebook: {
        seats: {
          1: { sand: 10, moss: 4, stoneKinds: 6, virtue: 1, disturbance: 0, allConnected: 7, swirl: 0, symmetry: 0, keima: 0, diagonal: 7, sanzon: 0, horai: 10, boat: 5, famousGarden: 0, total: 50 },
        },
      },
    },
    {
      id: "tie-shared",
      rule: "§8 ranking: equal totals share a rank (no tie-break is known, A28)",
      position: base,
      rulebook: { ranking: [[0, 1, 2]] },
    },
  ];
}
