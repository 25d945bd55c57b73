import { required } from "../../core/required.js";
import { categoryField, defineObservation, numbersField, perSeat, scalarField, type ObservationSpace } from "../../rl/observation.js";
import { FACTORIES, WALL_SIZE, colourIndex } from "./data.js";
import { azul } from "./index.js";
import type { AzulConfig, AzulView } from "./state.js";

const PHASES = ["offer", "tiling", "over"] as const;
const FLOOR_SLOTS = 7;

/**
 * Azul's observation (version 1): the whole view (Azul hides nothing but the PRNG). Counts are raw
 * (tiles, points); colours follow B Y R K W; seats are relative to the viewer (the viewer first).
 */
export const azulObservation: ObservationSpace<AzulView, AzulConfig> = defineObservation(() => azul, {
  version: 1,
  shape: (v) => ({ players: v.boards.length, config: v.config, viewer: v.viewer }),
  fields: (players) => [
    categoryField<AzulView>("phase", 3, "one-hot: offer, tiling (grey wall column choice), over", (v) => PHASES.indexOf(v.phase)),
    scalarField<AzulView>("round", "round number, from 1", (v) => v.round),
    categoryField<AzulView>("current", players, "one-hot: who decides now, relative to the viewer", (v, s) => s.rel(v.current)),
    categoryField<AzulView>("startPlayer", players, "one-hot: this round's starting player, relative to the viewer", (v, s) => s.rel(v.startPlayer)),
    categoryField<AzulView>("marker", players + 1, "one-hot: holder of the starting-player marker relative to the viewer; last entry: still in the centre", (v, s) =>
      v.marker === null ? players : s.rel(v.marker),
    ),
    categoryField<AzulView>("tilingRow", WALL_SIZE, "one-hot: grey wall, the row whose tile awaits a column (all 0 otherwise)", (v) => v.tilingRow),
    numbersField<AzulView>("bag", 5, "tiles in the bag by colour", (v) => v.bag),
    numbersField<AzulView>("lid", 5, "tiles in the box lid by colour", (v) => v.lid),
    numbersField<AzulView>("factories", required(FACTORIES[players], "the factory count for that many players") * 5, "tiles on each factory (factory 1 first) by colour", (v) => v.factories.flat()),
    numbersField<AzulView>("centre", 5, "tiles in the centre by colour", (v) => v.centre),
    ...perSeat<AzulView>(players, [
      scalarField("score", "score track", ({ view, seat }) => required(view.boards[seat], "the seat's board").score),
      {
        name: "lines",
        length: WALL_SIZE * 6,
        meaning: "pattern lines 1–5: colour one-hot (5) then tile count",
        write({ view, seat }, out) {
          required(view.boards[seat], "the seat's board").lines.forEach((l, i) => {
            if (l.colour !== null) out[i * 6 + colourIndex(l.colour)] = 1;
            out[i * 6 + 5] = l.count;
          });
        },
      },
      {
        name: "wall",
        length: WALL_SIZE * WALL_SIZE * 5,
        meaning: "wall cells row by row: colour one-hot (5), all 0 when empty",
        write({ view, seat }, out) {
          required(view.boards[seat], "the seat's board").wall.forEach((row, r) => row.forEach((c, col) => c !== null && (out[(r * WALL_SIZE + col) * 5 + colourIndex(c)] = 1)));
        },
      },
      {
        name: "floor",
        length: FLOOR_SLOTS * 6,
        meaning: "floor slots from the left: colour one-hot (5) or the starting-player marker (6th)",
        write({ view, seat }, out) {
          required(view.boards[seat], "the seat's board").floor.forEach((f, i) => (out[i * 6 + (f === "first" ? 5 : colourIndex(f))] = 1));
        },
      },
    ]),
  ],
});
