import { required } from "../../core/required.js";
import { firstPlayerLabel, type Rng } from "../../core/shared.js";
import { COLOURS, FACTORIES, TILES_PER_COLOUR, WALL_SIZE } from "./data.js";
import type { WorkBoard, WorkState } from "./work.js";
import { startRound } from "./round.js";
import type { AzulConfig, AzulState } from "./state.js";

function emptyBoard(): WorkBoard {
  return {
    score: 0,
    wallPoints: 0,
    floorPoints: 0,
    lines: Array.from({ length: WALL_SIZE }, () => ({ colour: null, count: 0 })),
    wall: Array.from({ length: WALL_SIZE }, () => new Array(WALL_SIZE).fill(null)),
    floor: [],
  };
}

/** Spec §3: all boards on the chosen side, 100 tiles in the bag, factories filled, marker in the centre. */
export function setup({ players, config, rng }: { players: number; config: AzulConfig; rng: Rng }): AzulState {
  const first = config.firstPlayer === "random" ? rng.int(players, firstPlayerLabel) : config.firstPlayer;
  const d: WorkState = {
    game: "azul",
    config,
    phase: "offer",
    round: 1,
    current: first,
    startPlayer: first,
    marker: null,
    tilingRow: null,
    bag: new Array<number>(COLOURS.length).fill(TILES_PER_COLOUR),
    lid: new Array<number>(COLOURS.length).fill(0),
    factories: Array.from({ length: required(FACTORIES[players], "the factory count for that many players") }, () => [0, 0, 0, 0, 0]),
    centre: [0, 0, 0, 0, 0],
    boards: Array.from({ length: players }, emptyBoard),
    rng: rng.state(),
  };
  startRound(d);
  return d;
}
