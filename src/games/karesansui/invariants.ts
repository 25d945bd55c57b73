/** Invariants every reachable state satisfies (checked by the property suite and `loadState`). */
import { CELLS, DESIGN_COUNT, designOfFace, FACE_COUNT, FIRST_TILE_CELLS, NEIGHBOURS, TURN_CHANGES_ART } from "./board.js";
import { GARDENERS, GARDENERS_PER_PLAYER, STONE_KINDS, STONE_SUPPLY, TILE_DESIGNS } from "./data.js";
import { allStonesMossOk, isFull } from "./rules.js";
import type { KaresansuiState } from "./state.js";

/** Violations: tile and stone conservation, virtue 0–6, garden shape, stones on tiles, cards, decisions. */
export function invariants(s: KaresansuiState): string[] {
  const out: string[] = [];
  const n = s.players.length as 2 | 3 | 4;
  if (n < 2 || n > 4) return [`player count ${n} is not 2–4`];
  if (s.current >= n) out.push(`current player ${s.current} does not exist`);

  // Tile conservation: bag + discard + gardens + storage + tiles held in decisions = the data's counts.
  const tiles = s.bag.map((x, i) => x + (s.discard[i] ?? 0));
  const count = (t: number | null): void => {
    if (t === null) return;
    if (t < 0 || t >= DESIGN_COUNT) out.push(`tile ${t} is not a design`);
    else tiles[t]!++;
  };
  s.players.forEach((pl, p) => {
    for (const f of pl.tiles) {
      if (f === null) continue;
      if (f < 0 || f >= FACE_COUNT) {
        out.push(`player ${p}: tile face ${f} is not a face`);
        continue;
      }
      if (f >= DESIGN_COUNT && !(s.config.allowRotate180 && TURN_CHANGES_ART[designOfFace(f)]))
        out.push(`player ${p}: turned tile ${f} without allowRotate180 or whose art does not change (A9)`);
      count(designOfFace(f));
    }
    count(pl.storage);
  });
  for (const d of s.stack) {
    if ("tile" in d) count(d.tile);
    if (d.kind === "drawnTiles") d.tiles.forEach(count);
  }
  TILE_DESIGNS.forEach((d, i) => {
    if (tiles[i] !== d.count) out.push(`tile conservation: ${tiles[i]} ${d.id} tiles, expected ${d.count}`);
  });

  // Stone conservation.
  for (const k of STONE_KINDS) {
    let total = s.supply[k];
    for (const pl of s.players) for (const x of pl.stones) if (x === k) total++;
    if (total !== STONE_SUPPLY[n][k]) out.push(`stone conservation: ${total} ${k} stones, expected ${STONE_SUPPLY[n][k]}`);
    if (s.supply[k] < 0) out.push(`negative supply of ${k}`);
  }

  // Gardens.
  const cardsSeen = new Set<string>();
  s.players.forEach((pl, p) => {
    if (pl.virtue < 0 || pl.virtue > 6 || !Number.isInteger(pl.virtue)) out.push(`player ${p} virtue ${pl.virtue} outside 0–6`);
    const placed = pl.tiles.filter((t) => t !== null).length;
    if (placed !== pl.placed) out.push(`player ${p} placed ${pl.placed} but holds ${placed} tiles`);
    if (placed > 0) {
      if (FIRST_TILE_CELLS.every((c) => pl.tiles[c] === null) && placed < 2) out.push(`player ${p}: a lone tile must be in a left corner`);
      // Tiled cells form one orthogonally connected group.
      const start = pl.tiles.findIndex((t) => t !== null);
      const seen = new Set([start]);
      const todo = [start];
      while (todo.length) for (const nb of NEIGHBOURS[todo.pop()!]!) if (pl.tiles[nb] !== null && !seen.has(nb)) (seen.add(nb), todo.push(nb));
      if (seen.size !== placed) out.push(`player ${p}: garden tiles are not connected`);
      if (pl.monk === null || pl.tiles[pl.monk] === null) out.push(`player ${p}: the monk must stand on a tile`);
    } else if (pl.monk !== null) out.push(`player ${p}: monk without tiles`);
    let boats = 0;
    for (let c = 0; c < CELLS; c++) {
      if (pl.stones[c] !== null && pl.tiles[c] === null) out.push(`player ${p}: stone on empty cell ${c}`);
      if (pl.stones[c] === "B") boats++;
    }
    if (boats > 1) out.push(`player ${p} owns ${boats} boat stones`);
    if (!allStonesMossOk(pl.tiles, pl.stones)) out.push(`player ${p}: neighbouring stones not both on moss`);
    for (const c of [...pl.gardeners, ...pl.used]) {
      if (cardsSeen.has(c)) out.push(`gardener card ${c} appears twice`);
      cardsSeen.add(c);
    }
    if (pl.gardeners.length + pl.used.length !== GARDENERS_PER_PLAYER[n]) out.push(`player ${p} has ${pl.gardeners.length + pl.used.length} gardener cards`);
    if ((n === 2) !== (pl.famous === null)) out.push(`player ${p}: famous-garden card must be secret in 3–4 players and shared in 2`);
  });
  if (cardsSeen.size > GARDENERS.length) out.push("too many gardener cards");
  const famous = [...s.sharedFamous, ...s.players.map((pl) => pl.famous).filter((f) => f !== null)];
  if (new Set(famous).size !== famous.length) out.push("a famous-garden card appears twice");
  if (s.endTriggered !== s.players.some(isFull)) out.push("endTriggered must say whether some garden is full");

  // Decisions.
  if (s.over !== (s.stack.length === 0)) out.push("the stack is empty exactly when the game is over");
  for (const d of s.stack) if (d.players.length === 0) out.push(`decision ${d.kind} has nobody to decide`);
  return out;
}
