import { required } from "../../core/required.js";
import type { Rng } from "../../core/shared.js";
import { CELL_COUNT, EMPTY_CELL, ORNAMENT_SLOTS } from "./board.js";
import { EXPANSION_COUNT, KIND_COUNT, ROUNDS, STACK_SIZE, START_JOKERS, START_SCORE, TILES_PER_KIND } from "./data.js";
import { fillTop } from "./round.js";
import type { QueensGardenConfig, QueensGardenPlayer, QueensGardenState, ScoreParts } from "./state.js";
import type { Work } from "./work.js";

/** A fresh score breakdown: only the starting 15 points. */
export function startParts(): ScoreParts {
  return { start: START_SCORE, wheel: 0, pavilions: 0, expansions: 0, firstPass: 0, discards: 0, jokers: 0, storage: 0, colourGroups: 0, patternGroups: 0, groupsOfSix: 0 };
}

/** A player at the start: empty garden, 3 jokers, 15 points. */
export function newPlayer(): QueensGardenPlayer {
  return {
    score: START_SCORE,
    points: startParts(),
    garden: new Array<number>(CELL_COUNT).fill(EMPTY_CELL),
    areas: [null, null, null, null, null, null],
    rewarded: new Array<boolean>(ORNAMENT_SLOTS).fill(false),
    tiles: [],
    jokers: START_JOKERS,
    expansions: [],
    passed: false,
  };
}

/**
 * Setup (spec §4): 108 tiles in the bag, the 36 expansions shuffled into four round stacks of
 * 5/7/8 (by player count) and the supply, stack 1 in the display with 4 tiles on its top.
 */
export function setup(ctx: { players: number; config: QueensGardenConfig; rng: Rng }): QueensGardenState {
  const { players, config, rng } = ctx;
  const order = rng.shuffle(Array.from({ length: EXPANSION_COUNT }, (_, i) => i));
  const size = required(STACK_SIZE[players], "the round stack size for the player count");
  const laterStacks: number[][] = [];
  for (let r = 1; r < ROUNDS; r++) laterStacks.push(order.slice(r * size, (r + 1) * size));
  // Built fresh, so it is its own working state: the first fill is played on it.
  const s: Work = {
    game: "queens-garden",
    config,
    phase: "actions",
    round: 1,
    current: config.firstPlayer,
    starter: config.firstPlayer,
    marker: null,
    discarding: null,
    bag: new Array<number>(KIND_COUNT).fill(TILES_PER_KIND),
    tower: new Array<number>(KIND_COUNT).fill(0),
    stack: order.slice(0, size),
    topTiles: [],
    laterStacks,
    display: [],
    supply: order.slice(ROUNDS * size),
    players: Array.from({ length: players }, newPlayer) as Work["players"],
    rng: null,
  };
  fillTop(s, rng);
  s.rng = rng.state();
  return s;
}
