/** The Castles of Burgundy's scoring cases: the worked examples (docs/rules/castles-of-burgundy.md §11) and the tie-breaks (§7 and CB-16). */
import type { PlayerId } from "../../../core/types.js";
import {
  ANIMALS,
  animalTile,
  BANK,
  buildingTile,
  castlesOfBurgundy as game,
  castlesOfBurgundyPosition,
  knowledgeTile,
  TILE_MINE,
  type CobEstateParts,
  type CobMove,
  type CobPlayer,
  type CobState,
} from "../../../games/castles-of-burgundy/index.js";
import { required } from "../../../core/required.js";
import type { ScoringCase } from "./case.js";

const withPlayer = (s: CobState, seat: number, patch: Partial<CobPlayer>): CobState => ({ ...s, players: s.players.map((p, i) => (i === seat ? { ...p, ...patch } : p)) });

/**
 * `s` with one tile moved from a depot onto an empty space of seat `seat`'s estate: the first
 * (depot, tile, space) that leaves a sound state, so the components stay conserved.
 */
function withOneMoreTile(s: CobState, seat: number): CobState {
  const own = required(s.players[seat], "the seat's player").estate;
  for (const [d, depot] of s.depots.entries()) {
    for (const tile of depot) {
      for (let space = 0; space < own.length; space++) {
        if (own[space] !== EMPTY) continue;
        const estate = own.slice();
        estate[space] = tile;
        const depots = s.depots.map((x, i) => (i === d ? x.filter((_, k) => k !== x.indexOf(tile)) : x));
        const next = withPlayer({ ...s, depots }, seat, { estate });
        if (game.invariants(next).length === 0) return next;
      }
    }
  }
  throw new Error("Castles of Burgundy scoring case: no depot tile fits the estate");
}

/** An empty estate space. */
const EMPTY = -1;

const [COW, PIG, SHEEP] = [ANIMALS.indexOf("cow"), ANIMALS.indexOf("pig"), ANIMALS.indexOf("sheep")];

/** Spaces of estate board 1 the examples use. */
const SPACE = {
  /** In the 3-space knowledge area {3, 7, 12}. */
  knowledge3: 3,
  /** Die 6, in the 5-space pasture {0, 4, 5, 9, 10}. */
  pasture0: 0,
  pasture5: 5,
  /** Die 4, same pasture, next to the city space. */
  pasture10: 10,
  /** Die 3, a one-space city next to the starting castle. */
  city1: 11,
  /** Die 4, in the 3-space mine area {24, 29, 33}. */
  mine24: 24,
  mine29: 29,
  mine33: 33,
} as const;

/** Phase C: the third of the five phases (index 2), whose area bonus is 6. */
const PHASE_C = 2;

/**
 * A 2-player game (seed 5) at its first turn, the seat on turn holding the estate parts given, no
 * workers, silverlings or goods (so no die can be changed), and that seat.
 */
function firstTurn(estate: CobEstateParts, phase?: number): { position: CobState; seat: PlayerId } {
  const start = game.setup({ players: 2, seed: 5 });
  const seat = required(required(start.decisions[0], "the first decision").players[0], "the seat on turn");
  const from = phase === undefined ? start : { ...start, phase };
  const position = castlesOfBurgundyPosition({ from, estates: { [seat]: { workers: 0, silver: 0, goods: [0, 0, 0, 0, 0, 0], ...estate } } });
  return { position, seat };
}

/** A place move of die `die` (showing `value`). */
const place = (die: number, value: number, tile: number, space: number): CobMove => ({ type: "place", die, value, tile, space });

/** The Castles of Burgundy's scoring cases. */
export function castlesCases(): ScoringCase[] {
  // Equal scores: every seat holds its 3 starting goods tiles and no silverlings or workers.
  let tied = game.setup({ players: 3, seed: 2 });
  for (let seat = 0; seat < 3; seat++) tied = withPlayer(tied, seat, { silver: 0, workers: 0 });
  tied = { ...tied, turnOrder: [0, 1, 2] };
  const fuller = withOneMoreTile(tied, 2);
  const cows = firstTurn({ tiles: { [SPACE.pasture5]: animalTile(COW, 3), [SPACE.city1]: buildingTile(BANK) }, storage: [animalTile(COW, 4), animalTile(COW, 4)], dice: [4, 6] });
  const sheep = firstTurn({
    tiles: { [SPACE.knowledge3]: knowledgeTile(7), [SPACE.pasture5]: animalTile(SHEEP, 4), [SPACE.city1]: buildingTile(BANK) },
    storage: [animalTile(SHEEP, 3), animalTile(PIG, 2)],
    dice: [4, 6],
  });
  const city = firstTurn({ storage: [buildingTile(BANK)], dice: [3, 1] });
  const mines = firstTurn({ tiles: { [SPACE.mine29]: TILE_MINE, [SPACE.mine33]: TILE_MINE }, storage: [TILE_MINE], dice: [4, 1] }, PHASE_C);
  return [
    {
      id: "rulebook-pasture-example",
      rule: "§11 worked example (rulebook): a 4-cow tile placed next to a 3-cow tile in the same pasture scores 4 + 3 = 7",
      position: cows.position,
      moves: [{ player: cows.seat, move: place(0, 4, animalTile(COW, 4), SPACE.pasture10) }],
      rulebook: { seats: { [cows.seat]: { animals: 7 } } },
    },
    {
      id: "rulebook-pasture-example-second-cow",
      rule: "§11 worked example (rulebook), continued: a second 4-cow tile in that pasture then scores 4 + 4 + 3 = 11, so the pasture has given 7 + 11",
      position: cows.position,
      moves: [
        { player: cows.seat, move: place(0, 4, animalTile(COW, 4), SPACE.pasture10) },
        { player: cows.seat, move: place(1, 6, animalTile(COW, 4), SPACE.pasture0) },
      ],
      rulebook: { seats: { [cows.seat]: { animals: 7 + 11 } } },
    },
    {
      id: "rulebook-knowledge-7-example",
      rule: "§11 worked example (rulebook), knowledge tile 7: a 3-sheep tile next to a 4-sheep tile scores (3 + 1) + (4 + 1) = 9, then a 2-pig tile 2 + 1 = 3",
      position: sheep.position,
      moves: [
        { player: sheep.seat, move: place(0, 4, animalTile(SHEEP, 3), SPACE.pasture10) },
        { player: sheep.seat, move: place(1, 6, animalTile(PIG, 2), SPACE.pasture0) },
      ],
      rulebook: { seats: { [sheep.seat]: { animals: 9 + 3 } } },
    },
    {
      id: "spec-11-city-phase-a",
      rule: "§11 worked example: a 1-space city completed in phase A scores 1 for its size + 10 for the phase",
      position: city.position,
      moves: [{ player: city.seat, move: place(0, 3, buildingTile(BANK), SPACE.city1) }],
      rulebook: { seats: { [city.seat]: { areas: 1 + 10 } } },
    },
    {
      id: "spec-11-mines-phase-c",
      rule: "§11 worked example: a 3-space area completed in phase C scores 6 for its size + 6 for the phase",
      position: mines.position,
      moves: [{ player: mines.seat, move: place(0, 4, TILE_MINE, SPACE.mine24) }],
      rulebook: { seats: { [mines.seat]: { areas: 6 + 6 } } },
    },
    {
      id: "tie-break-turn-order",
      rule: "§7 ranking: equal points and equal empty estate spaces, the player later in the last round's turn order ranks higher (CB-16)",
      position: tied,
      rulebook: { ranking: [[2], [1], [0]] },
    },
    {
      id: "tie-break-empty-spaces",
      rule: "§7 ranking: equal points, more empty estate spaces rank higher, before turn order",
      position: fuller,
      rulebook: { ranking: [[1], [0], [2]] },
    },
  ];
}
