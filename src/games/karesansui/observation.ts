import { required } from "../../core/required.js";
import { categoryField, defineObservation, numbersField, oneHot, perSeat, scalarField, type FieldSpec, type ObservationSpace } from "../../rl/observation.js";
import { CELLS, DESIGN_COUNT, FACE_COUNT } from "./board.js";
import { FAMOUS_GARDENS, GARDENERS, STONE_KINDS } from "./data.js";
import { karesansui } from "./index.js";
import type { KaresansuiConfig, KaresansuiDecision, KaresansuiPlayerView, KaresansuiView } from "./state.js";

const GARDENER_IDS: readonly string[] = GARDENERS.map((g) => g.id);
const FAMOUS_IDS: readonly string[] = FAMOUS_GARDENS.map((f) => f.id);
const STONES: readonly string[] = STONE_KINDS;
const KINDS: readonly KaresansuiDecision["kind"][] = [
  "step1",
  "gift",
  "steal",
  "stealReaction",
  "extraDrawn",
  "placeCell",
  "step2",
  "bonusMove",
  "stone",
  "monkAnywhere",
  "drawnTiles",
  "takeStored",
  "moveStone",
  "swapTiles",
];
const ORIGINS = ["place", "steal", "gift"] as const;

type Seat = { view: KaresansuiView; seat: number };
/** The part of the view that shows the seat's player (the seat is one of the view's). */
const playerOf = ({ view, seat }: Seat): KaresansuiPlayerView => required(view.players[seat], "the seat's player in the view");
const top = (v: KaresansuiView): KaresansuiDecision | undefined => v.stack[v.stack.length - 1];
/** A field of the top decision, when that kind has it. */
const field = <T>(d: KaresansuiDecision | undefined, key: string): T | undefined => (d && Object.hasOwn(d, key) ? (d as unknown as Record<string, T>)[key] : undefined);

/**
 * Karesansui's observation (version 1). The view hides the bag's mix and order, the other seats'
 * gardener cards and famous gardens, and (in the steal window) the others' declarations; the
 * observation shows the viewer's own cards only. Tiles are faces (design, or design + designs when
 * turned by 180°); cells are numbered 5·row + column; seats are relative to the viewer.
 */
export const karesansuiObservation: ObservationSpace<KaresansuiView, KaresansuiConfig> = defineObservation(() => karesansui, {
  version: 1,
  shape: (v) => ({ players: v.players.length, config: v.config, viewer: v.viewer }),
  fields(players) {
    const seats = (name: string, meaning: string, key: string): FieldSpec<KaresansuiView> => ({
      name,
      length: players,
      meaning: `${meaning}, relative to the viewer`,
      write: (v, out, s) => (field<readonly number[]>(top(v), key) ?? []).forEach((p) => (out[s.rel(p)] = 1)),
    });
    const flag = (key: string): FieldSpec<KaresansuiView> => scalarField(`decision.${key}`, `1 when the top decision's ${key} is set`, (v) => (field<boolean>(top(v), key) ? 1 : 0));
    const seatFields: FieldSpec<Seat>[] = [
      {
        name: "tiles",
        length: CELLS * FACE_COUNT,
        meaning: "garden cells: tile face one-hot, all 0 when empty",
        write: (vs, out) => playerOf(vs).tiles.forEach((t, c) => oneHot(out, t, c * FACE_COUNT, FACE_COUNT)),
      },
      {
        name: "stones",
        length: CELLS * STONES.length,
        meaning: `garden cells: stone kind one-hot (${STONES.join(" ")}), all 0 when none`,
        write: (vs, out) => playerOf(vs).stones.forEach((k, c) => k !== null && oneHot(out, STONES.indexOf(k), c * STONES.length, STONES.length)),
      },
      scalarField<Seat>("placed", "tiles in the garden", (vs) => playerOf(vs).placed),
      categoryField<Seat>("monk", CELLS, "one-hot: the monk's cell, all 0 when not in the garden", (vs) => playerOf(vs).monk),
      scalarField<Seat>("virtue", "virtue track, 0–6", (vs) => playerOf(vs).virtue),
      categoryField<Seat>("storage", FACE_COUNT, "one-hot: the stored tile, all 0 when none", (vs) => playerOf(vs).storage),
      {
        name: "used",
        length: GARDENER_IDS.length,
        meaning: "gardener cards used (public), multi-hot",
        write: (vs, out) => playerOf(vs).used.forEach((g) => oneHot(out, GARDENER_IDS.indexOf(g))),
      },
      scalarField<Seat>("gardenerCount", "unused gardener cards held", (vs) => playerOf(vs).gardenerCount),
      {
        name: "gardeners",
        length: GARDENER_IDS.length,
        meaning: "unused gardener cards, multi-hot: the viewer's own only (others all 0)",
        write: (vs, out) => playerOf(vs).gardeners?.forEach((g) => oneHot(out, GARDENER_IDS.indexOf(g))),
      },
      categoryField<Seat>("famous", FAMOUS_IDS.length, "one-hot: secret famous garden, the viewer's own only", (vs) => {
        const f = playerOf(vs).famous;
        return f === null ? null : FAMOUS_IDS.indexOf(f);
      }),
    ];
    return [
      scalarField<KaresansuiView>("bagSize", "tiles left in the bag", (v) => v.bagSize),
      numbersField<KaresansuiView>("discard", DESIGN_COUNT, "discarded tiles per design", (v) => v.discard),
      numbersField<KaresansuiView>("supply", STONES.length, `stones in the supply per kind (${STONES.join(" ")})`, (v) => STONE_KINDS.map((k) => v.supply[k])),
      {
        name: "sharedFamous",
        length: FAMOUS_IDS.length,
        meaning: "famous gardens shared face up (2 players), multi-hot",
        write: (v, out) => v.sharedFamous.forEach((f) => oneHot(out, FAMOUS_IDS.indexOf(f))),
      },
      categoryField<KaresansuiView>("current", players, "one-hot: whose turn, relative to the viewer", (v, s) => s.rel(v.current)),
      scalarField<KaresansuiView>("turn", "turn number", (v) => v.turn),
      scalarField<KaresansuiView>("endTriggered", "1 once a garden is full", (v) => (v.endTriggered ? 1 : 0)),
      scalarField<KaresansuiView>("lastTurn", "1 during the final turn", (v) => (v.lastTurn ? 1 : 0)),
      scalarField<KaresansuiView>("gardenerUsed", "1 when a gardener card was used this turn", (v) => (v.gardenerUsed ? 1 : 0)),
      scalarField<KaresansuiView>("over", "1 once the game is over", (v) => (v.over ? 1 : 0)),
      scalarField<KaresansuiView>("decisionDepth", "pending decisions on the stack", (v) => v.stack.length),
      categoryField<KaresansuiView>("decision.kind", KINDS.length, `one-hot: the top decision's kind (${KINDS.join(", ")})`, (v) => {
        const d = top(v);
        return d ? KINDS.indexOf(d.kind) : null;
      }),
      seats("decision.players", "seats that may act now", "players"),
      categoryField<KaresansuiView>("decision.tile", FACE_COUNT, "one-hot: the tile the top decision is about", (v) => field<number>(top(v), "tile") ?? null),
      categoryField<KaresansuiView>("decision.from", players, "one-hot: the giver of a gift, relative to the viewer", (v, s) => {
        const f = field<number>(top(v), "from");
        return f === undefined ? null : s.rel(f);
      }),
      seats("decision.refused", "seats that refused this tile", "refused"),
      seats("decision.eligible", "seats that may steal", "eligible"),
      seats("decision.declared", "declared steals the viewer may see", "declared"),
      categoryField<KaresansuiView>("decision.origin", ORIGINS.length, "one-hot: where the tile being placed comes from (place, steal, gift)", (v) => {
        const o = field<string>(top(v), "origin");
        return o === undefined ? null : ORIGINS.indexOf(o as (typeof ORIGINS)[number]);
      }),
      categoryField<KaresansuiView>("decision.card", GARDENER_IDS.length, "one-hot: the gardener card the top decision carries out", (v) => {
        const c = field<string>(top(v), "card");
        return c === undefined ? null : GARDENER_IDS.indexOf(c);
      }),
      numbersField<KaresansuiView>("decision.drawn", DESIGN_COUNT, "tiles drawn by a gardener card and not yet placed, per design", (v) => {
        const out = new Array<number>(DESIGN_COUNT).fill(0);
        for (const t of field<readonly number[]>(top(v), "tiles") ?? []) {
          const i = t % DESIGN_COUNT;
          const count = out[i];
          if (count !== undefined) out[i] = count + 1; // a tile number that is no design counts nowhere
        }
        return out;
      }),
      scalarField<KaresansuiView>("decision.placesLeft", "places left for drawn tiles", (v) => field<number>(top(v), "placesLeft") ?? 0),
      flag("anyKind"),
      flag("anyCell"),
      flag("spendVirtue"),
      flag("optional"),
      flag("thenStone"),
      ...perSeat<KaresansuiView>(players, seatFields),
    ];
  },
});
