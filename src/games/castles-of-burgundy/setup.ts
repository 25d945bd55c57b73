/** A new game: supply, goods stacks, estates with start castles, start player, workers, first round. */
import { required } from "../../core/required.js";
import { firstPlayerLabel, ValidationError, type Rng } from "../../core/shared.js";
import { COLOURS, GOODS_COLOURS, GOODS_PER_COLOUR, NUMBERED_DEPOTS, ROLLED_DICE, GOODS_PER_PHASE, PHASE_COUNT, START_GOODS, START_SILVER, START_WORKERS, TILE_CASTLE, supplyPiles } from "./data.js";
import type { Draft, DraftPlayer } from "./work.js";
import { startPhase, startRound } from "./flow.js";
import { estateOf } from "./rules.js";
import type { CobConfig, CobDecision, CobState } from "./state.js";

/** An array of `n` values made by `make`, built by pushing so that V8 keeps it packed (the hot paths read these arrays). */
function filledBy<T>(n: number, make: () => T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(make());
  return out;
}
const filled = <T>(n: number, value: T): T[] => filledBy(n, () => value);

/**
 * Sets up a game for `players` seats. A start castle goes on the centre space of every board that
 * prints a castle there; a player whose board has none chooses its castle space before round 1
 * (a `startCastle` decision each, in first-round order), and round 1's dice are rolled after that.
 */
export function setup(ctx: { readonly players: number; readonly config: CobConfig; readonly rng: Rng }): CobState {
  const { players: n, config, rng } = ctx;
  if (config.estates !== undefined && config.estates.length !== n) {
    throw new ValidationError("castles-of-burgundy config", [{ path: "estates", message: `names ${config.estates.length} estate boards for ${n} players; give one per seat` }]);
  }
  // Goods: 42 tiles shuffled face down; five stacks of five for phases A–E.
  const goods: number[] = [];
  for (let c = 1; c <= GOODS_COLOURS; c++) for (let i = 0; i < GOODS_PER_COLOUR; i++) goods.push(c);
  rng.shuffle(goods);
  const stacks: number[][] = [];
  for (let ph = 0; ph < PHASE_COUNT; ph++) stacks.push(goods.splice(0, GOODS_PER_PHASE));
  // Start player by a die roll; the first round goes clockwise from it.
  const start = rng.int(n, firstPlayerLabel);
  const order: number[] = [];
  for (let i = 0; i < n; i++) order.push((start + i) % n);
  const players: DraftPlayer[] = [];
  for (let seat = 0; seat < n; seat++) {
    const e = estateOf({ config }, seat);
    const estate = new Array<number>(e.colour.length).fill(-1);
    if (e.start !== null) estate[e.start] = TILE_CASTLE;
    const pos = order.indexOf(seat);
    const own = filled(GOODS_COLOURS, 0);
    players.push({
      estate,
      storage: [],
      goods: own,
      sold: filled(GOODS_COLOURS, 0),
      silver: START_SILVER,
      workers: required(START_WORKERS[pos], "the start workers of a place in turn order"),
      points: { areas: 0, colourBonus: 0, animals: 0, sales: 0, watchtowers: 0 },
      track: 0,
      // All pieces start on the first space, stacked so that the topmost (the start player's) goes
      // first: without ships round 2 keeps round 1's order (TTS turn track; docs CB-15).
      trackStamp: n - 1 - pos,
      dice: filled(ROLLED_DICE, null),
      bought: false,
    });
  }
  if (config.startGoods) {
    for (const seat of order) {
      const own = required(players[seat], "the player of a seat").goods;
      for (let i = 0; i < START_GOODS; i++) {
        const g = required(goods.shift(), "a goods tile to deal");
        own[g - 1] = required(own[g - 1], "the player's goods of a colour") + 1;
      }
    }
  }
  const d: Draft = {
    game: "castles-of-burgundy",
    config,
    players,
    phase: 0,
    round: 0,
    turnOrder: order,
    turnIndex: 0,
    depots: filledBy(NUMBERED_DEPOTS + 1, () => []),
    depotGoods: filledBy(NUMBERED_DEPOTS + 1, () => filled(GOODS_COLOURS, 0)),
    roundGoods: [],
    goodsStacks: stacks,
    spareGoods: goods.sort((a, b) => a - b),
    supply: supplyPiles(),
    removed: 0,
    whiteDie: 1,
    bonusLarge: filled(COLOURS.length, null),
    bonusSmall: filled(COLOURS.length, null),
    nextStamp: n,
    decisions: [],
    rng: [0, 0, 0, 0],
  };
  startPhase(d, rng);
  // Start castles still to be placed: the first player's decision on top.
  const choosing: CobDecision[] = [];
  for (const seat of order) if (estateOf({ config }, seat).start === null) choosing.push({ kind: "startCastle", players: [seat], tile: TILE_CASTLE });
  if (choosing.length > 0) d.decisions = choosing.reverse();
  else startRound(d, rng);
  d.rng = rng.state() as Draft["rng"];
  return d;
}
