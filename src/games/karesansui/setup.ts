import { required } from "../../core/required.js";
import { firstPlayerLabel, type Rng } from "../../core/shared.js";
import { CELLS } from "./board.js";
import { DATA_VERSION, FAMOUS_GARDENS, GARDENERS, GARDENERS_PER_PLAYER, SHARED_FAMOUS_2P, STONE_SUPPLY, TILE_DESIGNS, type FamousId, type GardenerId } from "./data.js";
import { startTurn } from "./flow.js";
import type { Work } from "./work.js";
import type { KaresansuiConfig, KaresansuiPlayer, KaresansuiState } from "./state.js";

/**
 * A new game (spec §4): all 80 tiles in the bag, the stone supply for the player count, gardener
 * and famous-garden cards dealt (2 players: 3 gardeners each and 3 shared face-up famous gardens),
 * virtue 0; the first player draws the first tile.
 */
export function setup({ players, config, rng }: { players: number; config: KaresansuiConfig; rng: Rng }): KaresansuiState {
  const n = players as 2 | 3 | 4;
  const gardeners = rng.shuffle(GARDENERS.map((g) => g.id as GardenerId));
  const famous = rng.shuffle(FAMOUS_GARDENS.map((f) => f.id as FamousId));
  const per = GARDENERS_PER_PLAYER[n];
  const seats: KaresansuiPlayer[] = [];
  for (let p = 0; p < n; p++) {
    seats.push({
      tiles: new Array<number | null>(CELLS).fill(null),
      stones: new Array(CELLS).fill(null),
      placed: 0,
      monk: null,
      virtue: 0,
      storage: null,
      gardeners: gardeners.slice(p * per, (p + 1) * per),
      used: [],
      famous: n === 2 ? null : required(famous[p], "a famous-garden card to deal"),
    });
  }
  const first = config.firstPlayer === "random" ? rng.int(n, firstPlayerLabel) : config.firstPlayer;
  const state: KaresansuiState = {
    game: "karesansui",
    dataVersion: DATA_VERSION,
    config,
    rng: rng.state(),
    bag: TILE_DESIGNS.map((d) => d.count),
    discard: TILE_DESIGNS.map(() => 0),
    supply: { ...STONE_SUPPLY[n] },
    sharedFamous: n === 2 ? famous.slice(0, SHARED_FAMOUS_2P) : [],
    players: seats,
    current: first,
    turn: 1,
    endTriggered: false,
    lastTurn: false,
    gardenerUsed: false,
    stack: [],
    over: false,
  };
  startTurn(state as Work); // built here: nothing else holds it yet
  return state;
}
