import { ValidationError } from "../../core/errors.js";
import { required } from "../../core/required.js";
import { categoryField, defineObservation, oneHot, perSeat, scalarField, type FieldSpec, type ObservationSpace } from "../../rl/observation.js";
import { MOSAIC_IDS, OBJECTIVE_IDS, STALL_IDS, START_TILE_IDS, TYPE, landIndex } from "./catalog.js";
import { CHARACTER_IDS } from "./characters.js";
import { DIRECTIONS, LANDSCAPE_TYPES } from "./components.js";
import { BOARD_SLOTS, SETUP_BY_PLAYERS } from "./constants.js";
import { almadi } from "./index.js";
import { ROWS, parseCell } from "./realm.js";
import type { AlmadiConfig, AlmadiView, Phase, PlayerView, TurnStep } from "./state.js";

const PHASES: readonly Phase[] = ["start", "keep", "play", "over"];
const STEPS: readonly TurnStep[] = ["take", "ali", "resolve", "genie", "end"];
const ICONS = ["marteline", "stall", "moon", "ruby"] as const;
const CHARS: readonly string[] = CHARACTER_IDS;
/** Landscape features: type one-hot (OAS CAR MKT PAL), then the landscape's catalogue index + 1. */
const LAND = LANDSCAPE_TYPES.length + 1;
/** Pending effects shown (the action space's bound on a batch). */
const PENDING = 16;

/** Writes a landscape's features at `at` (nothing for null). */
function land(out: Float32Array, id: string | null, at: number): void {
  if (id === null) return;
  const i = landIndex(id);
  if (i < 0) return;
  out[at + required(TYPE[i], "the type of a landscape")] = 1;
  out[at + LANDSCAPE_TYPES.length] = i + 1;
}

/** Multi-hot of `ids` over `all`. */
function multi(out: Float32Array, all: readonly string[], ids: readonly string[] | null, at = 0): void {
  for (const id of ids ?? []) oneHot(out, all.indexOf(id), at, all.length);
}

/**
 * Realm columns observed: a realm is connected and column 0 is the starting tile's, so a landscape
 * in column c needs c landscapes to its left; at most 4 × perType landscapes are in play.
 */
export function realmColumns(players: number): number {
  return 4 * required(SETUP_BY_PLAYERS[players], "the setup for the player count").perType + 1;
}

type Seat = { view: AlmadiView; seat: number };

/** What the view shows of the seat's player. */
const seatPlayer = ({ view, seat }: Seat): PlayerView => required(view.players[seat], "the seat's player");

/**
 * Almadi's observation (version 1). The view hides the supply's mix, the decks below their top
 * cards and the other seats' dealt and kept characters (shown as counts). A landscape is its type
 * one-hot and its catalogue index + 1; seats are relative to the viewer.
 */
export const almadiObservation: ObservationSpace<AlmadiView, AlmadiConfig> = defineObservation(() => almadi, {
  version: 1,
  shape: (v) => ({ players: v.players.length, config: v.config, viewer: v.viewer }),
  fields(players) {
    const cols = realmColumns(players);
    const seatFields: FieldSpec<Seat>[] = [
      {
        name: "realm",
        length: ROWS * cols * LAND,
        meaning: `realm cells, row 0–5 then column 0–${cols - 1}: landscape features (type one-hot, index + 1), all 0 when empty`,
        write(ctx, out) {
          for (const [cell, id] of Object.entries(seatPlayer(ctx).realm)) {
            const p = parseCell(cell);
            const r = p >> 8;
            const c = p & 255;
            if (p < 0 || c >= cols) throw new ValidationError("almadi observation", [{ path: `players[${ctx.seat}].realm`, message: `cell ${cell} lies outside the ${cols} observed columns` }]);
            land(out, id, (r * cols + c) * LAND);
          }
        },
      },
      categoryField<Seat>("startTile", START_TILE_IDS.length, "one-hot: the starting tile", (ctx) => {
        const t = seatPlayer(ctx).startTile;
        return t === null ? null : START_TILE_IDS.indexOf(t);
      }),
      scalarField<Seat>("rubies", "rubies", (ctx) => seatPlayer(ctx).rubies),
      { name: "mosaics", length: MOSAIC_IDS.length, meaning: "mosaic cards held, multi-hot", write: (ctx, out) => multi(out, MOSAIC_IDS, seatPlayer(ctx).mosaics) },
      { name: "stalls", length: STALL_IDS.length, meaning: "stall cards held, multi-hot", write: (ctx, out) => multi(out, STALL_IDS, seatPlayer(ctx).stalls) },
      {
        name: "objectives",
        length: 2 * OBJECTIVE_IDS.length,
        meaning: "objectives held, multi-hot; then those completed, multi-hot",
        write(ctx, out) {
          const held = seatPlayer(ctx).objectives;
          multi(
            out,
            OBJECTIVE_IDS,
            held.map((o) => o.id),
          );
          multi(
            out,
            OBJECTIVE_IDS,
            held.filter((o) => o.completed).map((o) => o.id),
            OBJECTIVE_IDS.length,
          );
        },
      },
      { name: "dealt", length: CHARS.length, meaning: "characters dealt, multi-hot: the viewer's own only", write: (ctx, out) => multi(out, CHARS, seatPlayer(ctx).dealt) },
      scalarField<Seat>("dealtCount", "characters dealt", (ctx) => seatPlayer(ctx).dealtCount),
      { name: "hand", length: CHARS.length, meaning: "characters kept and not hired, multi-hot: the viewer's own only", write: (ctx, out) => multi(out, CHARS, seatPlayer(ctx).hand) },
      scalarField<Seat>("handCount", "characters kept and not hired", (ctx) => seatPlayer(ctx).handCount),
      { name: "hired", length: CHARS.length, meaning: "characters hired, multi-hot", write: (ctx, out) => multi(out, CHARS, seatPlayer(ctx).hired) },
      categoryField<Seat>("copy", CHARS.length, "one-hot: the character copied", (ctx) => {
        const c = seatPlayer(ctx).copy;
        return c === null ? null : CHARS.indexOf(c);
      }),
      scalarField<Seat>("turns", "turns taken", (ctx) => seatPlayer(ctx).turns),
    ];
    return [
      categoryField<AlmadiView>("phase", PHASES.length, `one-hot: ${PHASES.join(", ")}`, (v) => PHASES.indexOf(v.phase)),
      categoryField<AlmadiView>("current", players, "one-hot: whose turn, relative to the viewer", (v, s) => s.rel(v.current)),
      categoryField<AlmadiView>("firstPlayer", players, "one-hot: the first player, relative to the viewer", (v, s) => s.rel(v.firstPlayer)),
      {
        name: "startOrder",
        length: players * players,
        meaning: "order of starting-tile choice: for each place, the seat one-hot relative to the viewer",
        write: (v, out, s) => v.startOrder.forEach((p, i) => oneHot(out, s.rel(p), i * players, players)),
      },
      {
        name: "board",
        length: BOARD_SLOTS * LAND,
        meaning: "central board slots 0–7: landscape features (type one-hot, index + 1), all 0 when empty",
        write: (v, out) => v.board.forEach((id, i) => land(out, id, i * LAND)),
      },
      scalarField<AlmadiView>("supplySize", "face-down landscapes in the supply", (v) => v.supplySize),
      categoryField<AlmadiView>("mosaicTop", MOSAIC_IDS.length, "one-hot: top card of the mosaic deck", (v) => (v.mosaicTop === null ? null : MOSAIC_IDS.indexOf(v.mosaicTop))),
      scalarField<AlmadiView>("mosaicDeckSize", "mosaic deck size", (v) => v.mosaicDeckSize),
      categoryField<AlmadiView>("stallTop", STALL_IDS.length, "one-hot: top card of the stall deck", (v) => (v.stallTop === null ? null : STALL_IDS.indexOf(v.stallTop))),
      scalarField<AlmadiView>("stallDeckSize", "stall deck size", (v) => v.stallDeckSize),
      { name: "objectives", length: OBJECTIVE_IDS.length, meaning: "objectives set out, multi-hot", write: (v, out) => multi(out, OBJECTIVE_IDS, v.objectives) },
      scalarField<AlmadiView>("rubies", "rubies in the supply", (v) => v.rubies),
      { name: "publicCharacters", length: CHARS.length, meaning: "characters face up for all, multi-hot", write: (v, out) => multi(out, CHARS, v.publicCharacters) },
      scalarField<AlmadiView>("normalTurnsOver", "1 once the normal turns are over", (v) => (v.normalTurnsOver ? 1 : 0)),
      { name: "extraTurns", length: players, meaning: "seats still owed an extra turn, relative to the viewer", write: (v, out, s) => v.extraTurns.forEach((p) => (out[s.rel(p)] = 1)) },
      categoryField<AlmadiView>("turn.step", STEPS.length, `one-hot: the turn's step (${STEPS.join(", ")}), all 0 outside a turn`, (v) => (v.turn ? STEPS.indexOf(v.turn.step) : null)),
      scalarField<AlmadiView>("turn.extra", "1 in an extra turn", (v) => (v.turn?.extra ? 1 : 0)),
      { name: "turn.aliTile", length: LAND, meaning: "the landscape drawn with Ali: features", write: (v, out) => land(out, v.turn?.aliTile ?? null, 0) },
      {
        name: "turn.pending",
        length: PENDING * (ICONS.length + DIRECTIONS.length),
        meaning: `pending effects in order (up to ${PENDING}): icon one-hot (${ICONS.join(", ")}), edge one-hot (N E S W)`,
        write: (v, out) =>
          v.turn?.pending.slice(0, PENDING).forEach((e, i) => {
            const at = i * (ICONS.length + DIRECTIONS.length);
            oneHot(out, ICONS.indexOf(e.icon), at, ICONS.length);
            oneHot(out, DIRECTIONS.indexOf(e.edge), at + ICONS.length, DIRECTIONS.length);
          }),
      },
      scalarField<AlmadiView>("turn.genie", "1 while a genie may still be used", (v) => (v.turn?.genie ? 1 : 0)),
      scalarField<AlmadiView>("turn.genieActions", "genie actions taken this turn", (v) => v.turn?.genieActions ?? 0),
      { name: "turn.used", length: CHARS.length, meaning: "once-per-turn powers used this turn, multi-hot", write: (v, out) => multi(out, CHARS, v.turn?.used ?? []) },
      ...perSeat<AlmadiView>(players, seatFields),
    ];
  },
});
