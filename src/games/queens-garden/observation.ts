import { required } from "../../core/required.js";
import { categoryField, defineObservation, numbersField, oneHot, perSeat, scalarField, type FieldSpec, type ObservationSpace } from "../../rl/observation.js";
import { CELL_COUNT, ORNAMENT_SLOTS } from "./board.js";
import { KIND_COUNT, SIDES, STACK_SIZE, colourOf, valueOf } from "./data.js";
import { queensGarden } from "./index.js";
import type { QueensGardenConfig, QueensGardenView, QueensGardenViewPlayer } from "./state.js";

const AREAS = 6;
const AREA_WIDTH = 2 + KIND_COUNT + 6;
const PARTS = ["start", "wheel", "pavilions", "expansions", "firstPass", "discards", "jokers", "storage", "colourGroups", "patternGroups", "groupsOfSix"] as const;

/** Counts of kinds 0–35. */
const kindCounts = (kinds: readonly number[]): number[] => {
  const out = new Array<number>(KIND_COUNT).fill(0);
  for (const k of kinds) {
    const n = out[k];
    if (n !== undefined) out[k] = n + 1; // as `oneHot` does, what lies outside the field is dropped
  }
  return out;
};

type Seat = { view: QueensGardenView; seat: number };

/** The player a seat's fields describe. */
const playerOf = ({ view, seat }: Seat): QueensGardenViewPlayer => required(view.players[seat], "the seat's player");

/**
 * Azul: Queen's Garden's observation (version 1). The view hides the PRNG, the order and ids of the
 * face-down piles and of face-down expansions; the observation shows only their sizes. A hexagon
 * kind is colour × 6 + pattern − 1 (kinds 0–35); seats are relative to the viewer.
 */
export const queensGardenObservation: ObservationSpace<QueensGardenView, QueensGardenConfig> = defineObservation(() => queensGarden, {
  version: 1,
  shape: (v) => ({ players: v.players.length, config: v.config, viewer: v.viewer }),
  fields(players) {
    // `!` kept: `encode` does not check a view's player count, and a check here would refuse views it encodes.
    const display = STACK_SIZE[players]!;
    const seatFields: FieldSpec<Seat>[] = [
      scalarField<Seat>("score", "score track", (x) => playerOf(x).score),
      numbersField<Seat>("points", PARTS.length, `points by category (${PARTS.join(", ")})`, (x) => {
        const { points } = playerOf(x);
        return PARTS.map((p) => points[p]);
      }),
      {
        name: "garden",
        length: CELL_COUNT * 2 * SIDES,
        meaning: "garden cells (board numbering): colour one-hot (6) then pattern one-hot (6), all 0 when no hexagon",
        write: (x, out) =>
          playerOf(x).garden.forEach((k, c) => {
            if (k < 0) return;
            out[c * 2 * SIDES + colourOf(k)] = 1;
            out[c * 2 * SIDES + SIDES + valueOf(k) - 1] = 1;
          }),
      },
      {
        name: "areas",
        length: AREAS * AREA_WIDTH,
        meaning: "expansion areas 0–5: [occupied, face up, expansion one-hot (36, face up only), rotation one-hot (6)]",
        write: (x, out) =>
          playerOf(x).areas.forEach((a, i) => {
            if (!a) return;
            const at = i * AREA_WIDTH;
            out[at] = 1;
            out[at + 1] = a.faceUp ? 1 : 0;
            oneHot(out, a.expansion, at + 2, KIND_COUNT);
            oneHot(out, a.rotation, at + 2 + KIND_COUNT, 6);
          }),
      },
      numbersField<Seat>("rewarded", ORNAMENT_SLOTS, "ornament slots that already gave jokers (fountain, O0–O5, pavilions of areas 0–5)", (x) => playerOf(x).rewarded.map(Number)),
      numbersField<Seat>("tiles", KIND_COUNT, "tiles in storage, counts by kind", (x) => kindCounts(playerOf(x).tiles)),
      scalarField<Seat>("jokers", "jokers in storage", (x) => playerOf(x).jokers),
      numbersField<Seat>("expansions", KIND_COUNT, "face-up expansions in storage, counts by id", (x) => kindCounts(playerOf(x).expansions)),
      scalarField<Seat>("passed", "1 once passed this round", (x) => (playerOf(x).passed ? 1 : 0)),
    ];
    return [
      scalarField<QueensGardenView>("over", "1 once the game is over", (v) => (v.phase === "over" ? 1 : 0)),
      categoryField<QueensGardenView>("round", 4, "one-hot: round 1–4", (v) => v.round - 1),
      categoryField<QueensGardenView>("current", players, "one-hot: whose decision, relative to the viewer", (v, s) => s.rel(v.current)),
      categoryField<QueensGardenView>("starter", players, "one-hot: who started this round, relative to the viewer", (v, s) => s.rel(v.starter)),
      categoryField<QueensGardenView>("marker", players, "one-hot: first to pass this round (all 0 when none), relative to the viewer", (v, s) => (v.marker === null ? null : s.rel(v.marker))),
      scalarField<QueensGardenView>("discarding", "after a pass: 1 + the smallest item key still allowed (tile k → k, expansion e → 36 + e); 0 otherwise", (v) =>
        v.discarding === null ? 0 : v.discarding + 1,
      ),
      scalarField<QueensGardenView>("bagSize", "tiles in the bag", (v) => v.bagSize),
      numbersField<QueensGardenView>("tower", KIND_COUNT, "tiles in the tower, counts by kind", (v) => v.tower),
      scalarField<QueensGardenView>("stackSize", "expansions in this round's stack", (v) => v.stackSize),
      numbersField<QueensGardenView>("topTiles", KIND_COUNT, "tiles on the stack's top expansion, counts by kind", (v) => kindCounts(v.topTiles)),
      numbersField<QueensGardenView>("laterStackSizes", 3, "sizes of the later rounds' stacks", (v) => v.laterStackSizes),
      scalarField<QueensGardenView>("supplySize", "face-down expansions in the supply", (v) => v.supplySize),
      {
        name: "display",
        length: display * (2 + 2 * KIND_COUNT),
        meaning: `display expansions 0–${display - 1} (a round stack's size): [present, face up, expansion one-hot (36, face up only), tiles on it by kind (36)]`,
        write: (v, out) =>
          v.display.forEach((d, i) => {
            const at = i * (2 + 2 * KIND_COUNT);
            out[at] = 1;
            out[at + 1] = d.faceUp ? 1 : 0;
            oneHot(out, d.expansion, at + 2, KIND_COUNT);
            for (const k of d.tiles) {
              const i = at + 2 + KIND_COUNT + k;
              const was = out[i];
              // Past the field's end (a display longer than a round stack) it is dropped, as the writes above are.
              if (was !== undefined) out[i] = was + 1;
            }
          }),
      },
      ...perSeat<QueensGardenView>(players, seatFields),
    ];
  },
});
