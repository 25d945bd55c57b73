/** Invariants: tile and goods conservation, bounds. */
import { estateBoard } from "./board.js";
import { GOODS_STORAGE, TILE_STORAGE, TOTAL_GOODS, TOTAL_TILES, START_CASTLES } from "./data.js";
import type { CobState } from "./state.js";

/** Broken invariants of a state (empty when sound). */
export function invariants(s: CobState): string[] {
  const out: string[] = [];
  const n = s.players.length;
  const e = estateBoard(s.config.estate);
  // Tiles: supply + depots + storages + estates (minus the start castles outside the supply) + removed.
  let tiles = s.removed;
  for (const p of s.supply) tiles += p.length;
  for (const d of s.depots) tiles += d.length;
  for (const p of s.players) {
    tiles += p.storage.length;
    for (const t of p.estate) if (t >= 0) tiles++;
  }
  for (const dec of s.decisions) if (dec.kind === "discard") tiles++;
  const expected = TOTAL_TILES - (START_CASTLES - n);
  if (tiles !== expected) out.push(`six-sided tiles: ${tiles} counted, ${expected} expected`);
  // Goods.
  let goods = s.spareGoods.length + s.roundGoods.length;
  for (const st of s.goodsStacks) goods += st.length;
  for (const d of s.depotGoods) for (const c of d) goods += c;
  for (const p of s.players) for (let c = 0; c < 6; c++) goods += p.goods[c]! + p.sold[c]!;
  if (goods !== TOTAL_GOODS) out.push(`goods tiles: ${goods} counted, ${TOTAL_GOODS} expected`);
  s.players.forEach((p, i) => {
    if (p.silver < 0) out.push(`player ${i} has negative silverlings`);
    if (p.workers < 0) out.push(`player ${i} has negative workers`);
    if (p.storage.length > TILE_STORAGE) out.push(`player ${i} stores more than ${TILE_STORAGE} tiles`);
    if (p.goods.filter((g) => g > 0).length > GOODS_STORAGE) out.push(`player ${i} holds more than ${GOODS_STORAGE} goods colours`);
    if (p.estate[e.start]! < 0) out.push(`player ${i} lost the start castle`);
    if (p.estate.length !== e.colour.length) out.push(`player ${i} estate has the wrong size`);
  });
  if (s.depotGoods[0]!.some((c) => c !== 0)) out.push("the black depot holds goods");
  if (s.phase < 5 && s.decisions.length === 0) out.push("no pending decision before the end");
  if (new Set(s.turnOrder).size !== n || s.turnOrder.length !== n) out.push("turn order is not a permutation of the seats");
  return out;
}
