import { required } from "../../core/required.js";
import { categoryField, defineObservation, numbersField, oneHot, perSeat, scalarField, type FieldSpec, type ObservationSpace } from "../../rl/observation.js";
import { BLACK_PILE, COLOURS, DIE_FACES, ESTATE_IDS, ESTATE_SPACES, GOODS_COLOURS, LAST_TILE_CODE, NUMBERED_DEPOTS, PHASE_COUNT, ROLLED_DICE, ROUNDS_PER_PHASE, isTileCode } from "./data.js";
import { castlesOfBurgundy } from "./index.js";
import type { CobConfig, CobPlayer, CobView, DecisionKind } from "./state.js";

/** Tile codes in observation order (every valid code ascending); a tile is a one-hot over these. */
const TILES = Array.from({ length: LAST_TILE_CODE + 1 }, (_, t) => t).filter(isTileCode);
const T = TILES.length;
const TILE_INDEX = new Map(TILES.map((t, i) => [t, i]));
const SPACES = ESTATE_SPACES;
const DEPOTS = NUMBERED_DEPOTS + 1;
const PILES = BLACK_PILE + 1;
const KINDS: readonly DecisionKind[] = ["startCastle", "turn", "discard", "castle", "ship", "market", "carpentersWorkshop", "church", "warehouse", "cityHall"];

/** Counts of tile codes (one slot per code in {@link TILES}). */
function tileCounts(tiles: readonly number[], out: Float32Array, at = 0): void {
  for (const t of tiles) {
    const i = TILE_INDEX.get(t);
    if (i !== undefined) out[at + i] = required(out[at + i], "the observation entry of a tile code") + 1;
  }
}

type Seat = { view: CobView; seat: number };

/** The player of a seat in a view. */
const seatPlayer = (view: CobView, seat: number): CobPlayer => required(view.players[seat], "the player of the seat");

/**
 * The Castles of Burgundy's observation (version 2: the estate board one-hot gained the Special
 * Edition's boards 4se and 8se). The view hides only the face-down goods
 * stacks' contents (their sizes are shown). Tiles are one-hot or counts over the valid tile codes
 * in ascending order (castle, mine, ship, buildings 10–17, animals 20–31, knowledge 41–66); seats
 * are relative to the viewer (the viewer first).
 */
export const castlesOfBurgundyObservation: ObservationSpace<CobView, CobConfig> = defineObservation(() => castlesOfBurgundy, {
  version: 2,
  shape: (v) => ({ players: v.players.length, config: v.config, viewer: v.viewer }),
  fields(players) {
    const seatFields: FieldSpec<Seat>[] = [
      categoryField<Seat>("estateBoard", ESTATE_IDS.length, `one-hot: the seat's estate board (${ESTATE_IDS.join(", ")})`, ({ view, seat }) =>
        ESTATE_IDS.indexOf(view.config.estates?.[seat] ?? view.config.estate),
      ),
      {
        name: "estate",
        length: SPACES * T,
        meaning: "estate spaces 0–36: tile one-hot over the tile codes, all 0 when empty",
        write: ({ view, seat }, out) => seatPlayer(view, seat).estate.forEach((t, i) => t >= 0 && oneHot(out, TILE_INDEX.get(t) ?? null, i * T, T)),
      },
      { name: "storage", length: T, meaning: "tiles in storage, counts by tile code", write: ({ view, seat }, out) => tileCounts(seatPlayer(view, seat).storage, out) },
      numbersField<Seat>("goods", GOODS_COLOURS, "unsold goods per goods colour 1–6", ({ view, seat }) => seatPlayer(view, seat).goods),
      numbersField<Seat>("sold", GOODS_COLOURS, "sold goods per goods colour 1–6", ({ view, seat }) => seatPlayer(view, seat).sold),
      scalarField<Seat>("silver", "silverlings", ({ view, seat }) => seatPlayer(view, seat).silver),
      scalarField<Seat>("workers", "worker tiles", ({ view, seat }) => seatPlayer(view, seat).workers),
      numbersField<Seat>("points", 5, "points earned: areas, colour bonus, animals, sales, watchtowers", ({ view, seat }) => {
        const p = seatPlayer(view, seat).points;
        return [p.areas, p.colourBonus, p.animals, p.sales, p.watchtowers];
      }),
      scalarField<Seat>("track", "space on the turn-order track", ({ view, seat }) => seatPlayer(view, seat).track),
      scalarField<Seat>("trackStamp", "arrival stamp on that space (higher lies on top)", ({ view, seat }) => seatPlayer(view, seat).trackStamp),
      {
        name: "dice",
        length: ROLLED_DICE * (DIE_FACES + 1),
        meaning: "this round's two dice: one-hot value 1–6, 7th entry = used",
        write: ({ view, seat }, out) =>
          seatPlayer(view, seat)
            .dice.slice(0, ROLLED_DICE)
            .forEach((d, i) => (out[i * (DIE_FACES + 1) + (d === null ? DIE_FACES : d - 1)] = 1)),
      },
      scalarField<Seat>("bought", "1 when the seat bought a tile this turn", ({ view, seat }) => (seatPlayer(view, seat).bought ? 1 : 0)),
    ];
    return [
      categoryField<CobView>("phase", PHASE_COUNT + 1, "one-hot: phase A–E, 6th = game over", (v) => v.phase),
      categoryField<CobView>("round", ROUNDS_PER_PHASE, "one-hot: round 1–5 of the phase", (v) => v.round),
      {
        name: "turnOrder",
        length: players * players,
        meaning: "this round's turn order: for each place, the seat one-hot relative to the viewer",
        write: (v, out, s) => v.turnOrder.forEach((p, i) => oneHot(out, s.rel(p), i * players, players)),
      },
      categoryField<CobView>("turnIndex", players, "one-hot: place in the turn order now acting", (v) => v.turnIndex),
      {
        name: "depots",
        length: DEPOTS * T,
        meaning: "tiles on each depot (black, then 1–6), counts by tile code",
        write: (v, out) => v.depots.forEach((d, i) => tileCounts(d, out, i * T)),
      },
      numbersField<CobView>("depotGoods", DEPOTS * GOODS_COLOURS, "goods on each depot (black, then 1–6) per goods colour", (v) => v.depotGoods.flat()),
      numbersField<CobView>("roundGoods", GOODS_COLOURS, "this phase's goods still to come, per goods colour", (v) => {
        return Array.from({ length: GOODS_COLOURS }, (_, c) => v.roundGoods.filter((g) => g === c + 1).length);
      }),
      numbersField<CobView>("goodsStackSizes", PHASE_COUNT, "sizes of the face-down goods stacks of the later phases", (v) => v.goodsStackSizes),
      {
        name: "supply",
        length: PILES * T,
        meaning: "supply piles by back colour (0–5, then black): counts by tile code",
        write: (v, out) => v.supply.forEach((p, i) => tileCounts(p, out, i * T)),
      },
      scalarField<CobView>("removed", "six-sided tiles removed from the game", (v) => v.removed),
      categoryField<CobView>("whiteDie", DIE_FACES, "one-hot: the white die, 1–6", (v) => v.whiteDie - 1),
      {
        name: "bonus",
        length: 2 * COLOURS.length * (players + 1), // large and small
        meaning: "large then small colour bonus of each colour: holder one-hot relative to the viewer, last entry = unclaimed",
        write: (v, out, s) => [...v.bonusLarge, ...v.bonusSmall].forEach((h, i) => oneHot(out, h === null ? players : s.rel(h), i * (players + 1), players + 1)),
      },
      scalarField<CobView>("decisionDepth", "pending decisions on the stack", (v) => v.decisions.length),
      categoryField<CobView>("decisionKind", KINDS.length, `one-hot: kind of the top decision (${KINDS.join(", ")})`, (v) => {
        const d = v.decisions[v.decisions.length - 1];
        return d ? KINDS.indexOf(d.kind) : null;
      }),
      categoryField<CobView>("decisionTile", T, "one-hot: the tile the top decision is about, if any", (v) => {
        const d = v.decisions[v.decisions.length - 1];
        return d ? (TILE_INDEX.get(d.tile) ?? null) : null;
      }),
      {
        name: "decisionPlayers",
        length: players,
        meaning: "seats that decide now, relative to the viewer",
        write: (v, out, s) => v.decisions[v.decisions.length - 1]?.players.forEach((p) => (out[s.rel(p)] = 1)),
      },
      ...perSeat<CobView>(players, seatFields),
    ];
  },
});
