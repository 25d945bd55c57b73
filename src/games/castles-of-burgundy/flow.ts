/** The automatic steps between decisions: turns, rounds, phases, dice, goods and tile layout. */
import { required } from "../../core/required.js";
import { dieFaceLabel, Rng } from "../../core/shared.js";
import { BLACK_DEPOT, BLACK_DEPOT_SIZE, BLACK_PILE, DIE_FACES, GAME_OVER_PHASE, KNOWLEDGE_TILES as KT, LAST_ROUND, MINE, MINE_INCOME, NUMBERED_DEPOTS, ROUNDS_PER_PHASE, tileName } from "./data.js";
import { ownRound, type Draft } from "./work.js";
import { canBuy } from "./generate.js";
import { depotColours, estateOf, knowledgeMask, has, tileOn, trackOrder } from "./rules.js";

/** Lays out the six-sided tiles of the current phase: numbered depots by the board, then the black depot. */
export function layOutPhase(d: Draft, rng: Rng): void {
  const n = d.players.length;
  const supply = d.supply.map((p) => p.slice());
  const draw = (pile: number): number | null => {
    const arr = required(supply[pile], "the supply pile");
    if (arr.length === 0) return null;
    const i = rng.int(arr.length, (k) => tileName(required(arr[k], "a tile of the supply pile")));
    const t = required(arr[i], "the drawn tile");
    arr.splice(i, 1);
    return t;
  };
  for (let depot = 1; depot <= NUMBERED_DEPOTS; depot++) {
    const tiles: number[] = [];
    for (const colour of depotColours(n, d.phase, depot)) {
      const t = draw(colour);
      if (t !== null) tiles.push(t);
    }
    d.depots[depot] = tiles.sort((a, b) => a - b);
  }
  const black: number[] = [];
  const blackSize = required(BLACK_DEPOT_SIZE[n], "the black depot's size for the player count");
  for (let i = 0; i < blackSize; i++) {
    const t = draw(BLACK_PILE);
    if (t !== null) black.push(t);
  }
  d.depots[BLACK_DEPOT] = black.sort((a, b) => a - b);
  d.supply = supply;
}

/** Starts a round: turn order from the track (after the first round), dice, white die, goods tile. */
export function startRound(d: Draft, rng: Rng): void {
  if (!(d.phase === 0 && d.round === 0)) d.turnOrder = trackOrder(d.players);
  d.turnIndex = 0;
  for (const p of d.players) {
    p.dice = [rng.int(DIE_FACES, dieFaceLabel) + 1, rng.int(DIE_FACES, dieFaceLabel) + 1];
    p.bought = false;
  }
  d.whiteDie = rng.int(DIE_FACES, dieFaceLabel) + 1;
  const goods = d.roundGoods.shift();
  if (goods !== undefined) {
    const space = required(d.depotGoods[d.whiteDie], "the goods space of the white die's depot");
    space[goods - 1] = required(space[goods - 1], "the goods of a colour on a depot") + 1;
  }
  d.decisions = [{ kind: "turn", players: [required(d.turnOrder[0], "the first player in turn order")], tile: -1 }];
}

/** Starts the current phase: reveal its goods tiles and lay out the tiles. */
export function startPhase(d: Draft, rng: Rng): void {
  d.roundGoods = (d.goodsStacks[0] ?? []).slice();
  d.goodsStacks = d.goodsStacks.slice(1);
  layOutPhase(d, rng);
}

/** Ends a phase: mine income (knowledge 2 adds a worker per mine), clears the depots' tiles. */
function endPhase(d: Draft): void {
  for (const [seat, p] of d.players.entries()) {
    const e = estateOf(d, seat);
    let mines = 0;
    for (const sp of required(e.spacesOfColour[MINE], "the mine spaces of the estate")) if (tileOn(p, sp) >= 0) mines++;
    p.silver += MINE_INCOME.silver * mines;
    if (has(knowledgeMask(p, e), KT.workerPerMine)) p.workers += MINE_INCOME.workerPerMine * mines;
  }
  for (let depot = BLACK_DEPOT; depot <= NUMBERED_DEPOTS; depot++) {
    d.removed += required(d.depots[depot], "a depot").length;
    d.depots[depot] = [];
  }
}

/** Ends the current player's turn and runs every automatic step up to the next decision. */
export function endTurn(d: Draft, rng: Rng): void {
  const me = required(d.players[required(d.turnOrder[d.turnIndex], "the seat whose turn it is")], "the current player");
  me.bought = false;
  d.turnIndex++;
  if (d.turnIndex < d.players.length) {
    d.decisions = [{ kind: "turn", players: [required(d.turnOrder[d.turnIndex], "the next player in turn order")], tile: -1 }];
    return;
  }
  // The round ends: a draft owns what the round's end writes into only from here (work.ts).
  ownRound(d);
  d.turnIndex = d.players.length - 1;
  d.round++;
  if (d.round === ROUNDS_PER_PHASE) {
    endPhase(d);
    d.round = 0;
    d.phase++;
    if (d.phase === GAME_OVER_PHASE) {
      d.round = LAST_ROUND;
      d.decisions = [];
      return;
    }
    startPhase(d, rng);
  }
  startRound(d, rng);
}

/** After a move: ends the turn by itself once both dice are used and nothing else can be done. */
export function settle(d: Draft, rng: Rng): void {
  for (;;) {
    const top = d.decisions[d.decisions.length - 1];
    if (!top || top.kind !== "turn") return;
    const seat = required(top.players[0], "the seat of the turn");
    const p = required(d.players[seat], "the player of the turn");
    if (p.dice[0] !== null || p.dice[1] !== null) return;
    if (canBuy(d, p as never, knowledgeMask(p, estateOf(d, seat)))) return;
    endTurn(d, rng);
  }
}
