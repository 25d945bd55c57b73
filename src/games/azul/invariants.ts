import { colourIndex, COLOURS, FACTORIES, TILES_PER_COLOUR, TILES_PER_FACTORY, WALL_SIZE, colouredColumn } from "./data.js";
import { floorColours } from "./tiling.js";
import type { AzulState } from "./state.js";

/** Spec §10.1: tile conservation, one marker, line and wall constraints, score bounds. */
export function invariants(state: AzulState): string[] {
  const bad: string[] = [];
  const n = state.boards.length;
  if (FACTORIES[n] !== state.factories.length) bad.push(`${n} players need ${FACTORIES[n]} factories, found ${state.factories.length}`);
  for (const p of [state.current, state.startPlayer, state.marker]) if (p !== null && (p < 0 || p >= n)) bad.push(`seat ${p} out of range`);
  const totals = new Array<number>(COLOURS.length).fill(0);
  const addAll = (counts: readonly number[]) => counts.forEach((k, c) => (totals[c]! += k));
  addAll(state.bag);
  addAll(state.lid);
  addAll(state.centre);
  state.factories.forEach((f, i) => {
    addAll(f);
    if (f.reduce((a, b) => a + b, 0) > TILES_PER_FACTORY) bad.push(`factory ${i + 1} holds more than 4 tiles`);
  });
  let markersOnFloors = 0;
  state.boards.forEach((b, p) => {
    addAll(floorColours(b.floor));
    const firsts = b.floor.filter((f) => f === "first").length;
    markersOnFloors += firsts;
    if (firsts > 0 && state.marker !== p) bad.push(`P${p + 1}'s floor shows the marker, but P${p + 1} does not hold it`);
    if (b.score < 0) bad.push(`P${p + 1}'s score is negative`);
    if (b.score !== b.wallPoints + b.floorPoints) bad.push(`P${p + 1}'s score ≠ wall points + floor points`);
    b.lines.forEach((l, r) => {
      if (l.count > r + 1) bad.push(`P${p + 1} line ${r + 1} holds ${l.count} tiles`);
      if ((l.count === 0) !== (l.colour === null)) bad.push(`P${p + 1} line ${r + 1}: colour and count disagree`);
      if (l.colour !== null) {
        totals[colourIndex(l.colour)]! += l.count;
        if (b.wall[r]!.includes(l.colour)) bad.push(`P${p + 1} line ${r + 1} holds ${l.colour}, already on its wall row`);
      }
    });
    for (let r = 0; r < WALL_SIZE; r++) {
      for (let c = 0; c < WALL_SIZE; c++) {
        const cell = b.wall[r]![c];
        if (cell === null) continue;
        totals[colourIndex(cell)]!++;
        if (state.config.wall === "coloured" && colouredColumn(r, colourIndex(cell)) !== c) bad.push(`P${p + 1} wall (${r + 1},${c + 1}) holds ${cell}, not its printed colour`);
        for (let k = 0; k < WALL_SIZE; k++) {
          if (k > c && b.wall[r]![k] === cell) bad.push(`P${p + 1} wall row ${r + 1} has ${cell} twice`);
          if (k > r && b.wall[k]![c] === cell) bad.push(`P${p + 1} wall column ${c + 1} has ${cell} twice`);
        }
      }
    }
  });
  if (state.marker === null && markersOnFloors > 0) bad.push("the marker is both in the centre and on a floor");
  totals.forEach((t, c) => {
    if (t !== TILES_PER_COLOUR) bad.push(`${t} ${COLOURS[c]} tiles accounted for, expected ${TILES_PER_COLOUR}`);
  });
  if (state.phase === "tiling" && state.tilingRow === null) bad.push("tiling phase without a pending row");
  if (state.phase !== "tiling" && state.tilingRow !== null) bad.push("a pending tiling row outside the tiling phase");
  return bad;
}
