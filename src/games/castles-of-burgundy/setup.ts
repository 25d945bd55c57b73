/** A new game: supply, goods stacks, estates with start castles, start player, workers, first round. */
import type { Rng } from "../../core/index.js";
import { estateBoard } from "./board.js";
import {
  GOODS_PER_COLOUR, GOODS_PER_PHASE, START_GOODS, START_SILVER, START_WORKERS, TILE_CASTLE, supplyPiles,
} from "./data.js";
import type { Draft, DraftPlayer } from "./draft.js";
import { startPhase, startRound } from "./flow.js";
import type { CobConfig, CobState } from "./state.js";

/** Sets up a game for `players` seats. */
export function setup(ctx: { readonly players: number; readonly config: CobConfig; readonly rng: Rng }): CobState {
  const { players: n, config, rng } = ctx;
  const e = estateBoard(config.estate);
  // Goods: 42 tiles shuffled face down; five stacks of five for phases A–E.
  const goods: number[] = [];
  for (let c = 1; c <= 6; c++) for (let i = 0; i < GOODS_PER_COLOUR; i++) goods.push(c);
  rng.shuffle(goods);
  const stacks: number[][] = [];
  for (let ph = 0; ph < 5; ph++) stacks.push(goods.splice(0, GOODS_PER_PHASE));
  // Start player by a die roll; the first round goes clockwise from it.
  const start = rng.int(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push((start + i) % n);
  const players: DraftPlayer[] = [];
  for (let seat = 0; seat < n; seat++) {
    const estate = new Array<number>(e.colour.length).fill(-1);
    estate[e.start] = TILE_CASTLE;
    const pos = order.indexOf(seat);
    const own = [0, 0, 0, 0, 0, 0];
    players.push({
      estate,
      storage: [],
      goods: own,
      sold: [0, 0, 0, 0, 0, 0],
      silver: START_SILVER,
      workers: START_WORKERS[pos]!,
      points: { areas: 0, colourBonus: 0, animals: 0, sales: 0, watchtowers: 0 },
      track: 0,
      trackStamp: pos, // the start player lies at the bottom, the others on top in turn order
      dice: [null, null],
      bought: false,
    });
  }
  if (config.startGoods) {
    for (const seat of order) for (let i = 0; i < START_GOODS; i++) players[seat]!.goods[goods.shift()! - 1]!++;
  }
  const d: Draft = {
    game: "castles-of-burgundy",
    config,
    players,
    phase: 0,
    round: 0,
    turnOrder: order,
    turnIndex: 0,
    depots: [[], [], [], [], [], [], []],
    depotGoods: Array.from({ length: 7 }, () => [0, 0, 0, 0, 0, 0]),
    roundGoods: [],
    goodsStacks: stacks,
    spareGoods: goods.sort((a, b) => a - b),
    supply: supplyPiles(),
    removed: 0,
    whiteDie: 1,
    bonusLarge: [null, null, null, null, null, null],
    bonusSmall: [null, null, null, null, null, null],
    nextStamp: n,
    decisions: [],
    rng: [0, 0, 0, 0],
  };
  startPhase(d, rng);
  startRound(d, rng);
  d.rng = [...rng.state()];
  return d as unknown as CobState;
}
