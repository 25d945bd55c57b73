/** Karesansui's scoring cases: the full worked example (docs/rules/karesansui.md §7.15) and the shared rank (§8, A28). */
import { CELLS, designOf, karesansui, STONE_KINDS, type KaresansuiState, type StoneKind } from "../../../games/karesansui/index.js";
import type { ScoringCase } from "./case.js";

/**
 * Seat `seat`'s garden from a picture: three rows of five cells, each a design id ("S1", "MC") or a
 * design with a stone ("MC:T"). Tiles come out of the bag and stones out of the supply (the seat's
 * old garden goes back first), so the components are conserved.
 */
function withGarden(s: KaresansuiState, seat: number, rows: readonly string[], virtue: number): KaresansuiState {
  const old = s.players[seat]!;
  const bag = s.bag.slice();
  const supply = { ...s.supply };
  for (const t of old.tiles) if (t !== null) bag[t]!++;
  for (const k of old.stones) if (k) supply[k]++;
  const tiles: (number | null)[] = [];
  const stones: (StoneKind | null)[] = [];
  for (const cell of rows.flatMap((r) => r.trim().split(/\s+/))) {
    const [id, stone] = cell.split(":");
    const tile = designOf(id!);
    if (!(bag[tile]! > 0)) throw new Error(`Karesansui scoring case: no tile ${id} left in the bag`);
    bag[tile]!--;
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

/** Karesansui's scoring cases. */
export function karesansuiCases(): ScoringCase[] {
  const base = karesansui.setup({ players: 3, seed: 1 });
  let worked = withGarden(base, 1, ["S1 MC:T MC:T S1 S2", "S2 S3 S4 S5:Y S6", "S3 S4 S5 S6 S2:B"], 1);
  worked = { ...worked, players: worked.players.map((p, i) => ({ ...p, famous: i === 0 ? "ryoanji" : i === 1 ? "saihoji" : "tofukuji" })) };
  const broken = karesansui.invariants(worked);
  if (broken.length > 0) throw new Error(`unsound Karesansui scoring position: ${broken.join("; ")}`);
  return [
    {
      id: "worked-example",
      rule: "§7.15 worked example: a full garden scores sand 10, moss 4, stone kinds 6, virtue 1, all connected 7, diagonal 7, horai 10 and the boat bonus 5 (PROVISIONAL): 50",
      position: worked,
      rulebook: {
        seats: { 1: { sand: 10, moss: 4, stoneKinds: 6, virtue: 1, disturbance: 0, allConnected: 7, swirl: 0, symmetry: 0, keima: 0, diagonal: 7, sanzon: 0, horai: 10, boat: 5, famousGarden: 0, total: 50 } },
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
