/**
 * Playing a listed move in place on a working state (work.ts): die actions, free actions, tile
 * effects and nested decisions, then the automatic steps up to the next decision.
 */
import { required } from "../../core/required.js";
import { Rng, type PlayerId } from "../../core/shared.js";
import {
  ANIMAL_TILE_BONUS,
  AREA_POINTS,
  BANK,
  BLACK_DEPOT,
  BLACK_DEPOT_PRICE,
  BOARDING_HOUSE,
  BUILDING,
  BUILDING_EFFECTS,
  CARPENTERS_WORKSHOP,
  CASTLE,
  CHURCH,
  CITY_HALL,
  COLOUR_BONUS,
  GOODS_COLOURS,
  KNOWLEDGE_TILES as KT,
  MARKET,
  PASTURE,
  PHASE_BONUS,
  SALE,
  SHIP,
  SHIP_TRACK_STEPS,
  TAKE_WORKERS,
  TILE_STORAGE,
  WAREHOUSE,
  WATCHTOWER,
  animalCountOf,
  animalKindOf,
  buildingOf,
  tileColour,
  type TileCode,
} from "./data.js";
import type { Draft, DraftPlayer } from "./work.js";
import { endTurn, settle, startRound } from "./flow.js";
import { anyPlacement, buildingHasTarget, shipTakesGoods } from "./generate.js";
import { dieActionCost, estateOf, goodsOf, has, isRolledDie, knowledgeMask, tileOn } from "./rules.js";
import type { CobMove, CobState, DecisionKind } from "./state.js";
import type { Estate } from "./board.js";

/** Plays a move listed for `player` on the working state `work` (one from `openState` or `draftOf`). */
export function play(work: CobState, move: CobMove, player: PlayerId): void {
  const d = work as Draft;
  const rng = new Rng(d.rng);
  const e = estateOf(d, player);
  const p = required(d.players[player], "the moving player");
  const mask = knowledgeMask(p, e);
  switch (move.type) {
    case "take": {
      if (isRolledDie(move.die)) spendDie(p, move.die, dieActionCost(p, mask, move));
      else d.decisions.pop();
      removeOne(required(d.depots[move.value], "the depot of the take"), move.tile);
      store(d, player, move.tile);
      break;
    }
    case "buy": {
      p.silver -= move.silver;
      p.workers -= BLACK_DEPOT_PRICE - move.silver;
      p.bought = true;
      removeOne(required(d.depots[move.depot], "the depot of the purchase"), move.tile);
      store(d, player, move.tile);
      break;
    }
    case "discard": {
      const top = required(d.decisions.pop(), "the discard decision");
      removeOne(p.storage, move.tile);
      d.removed++;
      insertSorted(p.storage, top.tile);
      break;
    }
    case "place": {
      if (isRolledDie(move.die)) spendDie(p, move.die, dieActionCost(p, mask, move));
      else d.decisions.pop();
      removeOne(p.storage, move.tile);
      place(d, e, player, move.tile, move.space, mask);
      break;
    }
    case "sell": {
      if (isRolledDie(move.die)) spendDie(p, move.die, dieActionCost(p, mask, move));
      else d.decisions.pop();
      sell(d, p, move.value, mask);
      break;
    }
    case "workers": {
      if (isRolledDie(move.die)) spendDie(p, move.die, 0);
      else d.decisions.pop();
      p.workers += has(mask, KT.fourWorkers) ? TAKE_WORKERS.withFourWorkers : TAKE_WORKERS.workers;
      if (has(mask, KT.silverWithWorkers)) p.silver += TAKE_WORKERS.silverWithWorkers;
      break;
    }
    case "ship": {
      d.decisions.pop();
      for (let c = 0; c < GOODS_COLOURS; c++) {
        if (!(move.keep & (1 << c))) continue;
        for (const depot of [move.depot, move.also]) {
          if (depot === BLACK_DEPOT) continue; // `also` 0: no second depot
          const goods = required(d.depotGoods[depot], "the goods space of the ship's depot");
          p.goods[c] = goodsOf(p, c) + required(goods[c], "the goods of a colour on a depot");
          goods[c] = 0;
        }
      }
      break;
    }
    case "skip":
      d.decisions.pop();
      break;
    case "endTurn":
      endTurn(d, rng);
      break;
    case "placeStartCastle": {
      // Setup, not a placement action: no area or colour scoring, no castle effect.
      const top = required(d.decisions.pop(), "the start castle decision");
      p.estate[move.space] = top.tile;
      if (d.decisions.length === 0) startRound(d, rng);
      break;
    }
  }
  settle(d, rng);
  // `state()` builds a new array: no copy of it needed.
  d.rng = rng.state() as Draft["rng"];
}

function spendDie(p: DraftPlayer, die: number, workers: number): void {
  p.dice[die] = null;
  p.workers -= workers;
}

// Shifts by hand: `splice` builds an array of what it removes, on every take and placement.
function removeOne(arr: number[], x: number): void {
  const i = arr.indexOf(x);
  if (i < 0) return;
  for (let j = i + 1; j < arr.length; j++) arr[j - 1] = required(arr[j], "a tile of the list");
  arr.pop();
}

function insertSorted(arr: number[], x: number): void {
  let i = arr.length;
  arr.push(x);
  for (; i > 0; i--) {
    const before = required(arr[i - 1], "a tile of the list");
    if (before <= x) break;
    arr[i] = before;
  }
  arr[i] = x;
}

function push(d: Draft, kind: DecisionKind, player: PlayerId, tile = -1): void {
  d.decisions.push({ kind, players: [player], tile });
}

/** Puts a tile into storage, or asks which stored tile to discard first when storage is full. */
function store(d: Draft, player: PlayerId, tile: TileCode): void {
  const p = required(d.players[player], "the player taking the tile");
  if (p.storage.length < TILE_STORAGE) insertSorted(p.storage, tile);
  else push(d, "discard", player, tile);
}

/** Sells all goods of one colour: 1 silverling (2 with knowledge 3), a worker with knowledge 4, tiles × players points. */
function sell(d: Draft, p: DraftPlayer, value: number, mask: number): void {
  const n = goodsOf(p, value - 1);
  p.goods[value - 1] = 0;
  p.sold[value - 1] = required(p.sold[value - 1], "the player's sold goods of a colour") + n;
  p.silver += has(mask, KT.twoSilverPerSale) ? SALE.withTwoSilverPerSale : SALE.silver;
  if (has(mask, KT.workerPerSale)) p.workers += SALE.workerPerSale;
  p.points.sales += n * d.players.length;
}

/** Places a tile: area completion, colour bonus, then the tile's own effect. */
function place(d: Draft, e: Estate, player: PlayerId, tile: TileCode, space: number, mask: number): void {
  const p = required(d.players[player], "the placing player");
  p.estate[space] = tile;
  const colour = tileColour(tile);
  // Area completion.
  const area = required(e.areas[required(e.areaOf[space], "the area index of an estate space")], "the area of an estate space");
  if (area.every((sp) => tileOn(p, sp) >= 0)) p.points.areas += required(AREA_POINTS[area.length], "the points of an area's size") + required(PHASE_BONUS[d.phase], "the phase's bonus");
  // Colour completion.
  if (required(e.spacesOfColour[colour], "the estate spaces of the tile's colour").every((sp) => tileOn(p, sp) >= 0)) {
    const bonus = required(COLOUR_BONUS[d.players.length], "the colour bonus tiles for the player count");
    if (d.bonusLarge[colour] === null) {
      d.bonusLarge[colour] = player;
      p.points.colourBonus += bonus[0];
    } else if (d.bonusSmall[colour] === null) {
      d.bonusSmall[colour] = player;
      p.points.colourBonus += bonus[1];
    }
  }
  // Tile effect.
  if (colour === CASTLE) push(d, "castle", player);
  else if (colour === SHIP) {
    p.track += SHIP_TRACK_STEPS;
    p.trackStamp = d.nextStamp++;
    if (shipTakesGoods(d, p as never, mask)) push(d, "ship", player);
  } else if (colour === PASTURE) {
    const kind = animalKindOf(tile);
    const plus = has(mask, KT.pointPerScoringAnimalTile) ? ANIMAL_TILE_BONUS : 0;
    for (const sp of area) {
      const t = tileOn(p, sp);
      if (t >= 0 && animalKindOf(t) === kind) p.points.animals += animalCountOf(t) + plus;
    }
  } else if (colour === BUILDING) {
    const type = buildingOf(tile);
    const newMask = knowledgeMask(p, e);
    switch (type) {
      case WAREHOUSE:
        if (p.goods.some((g) => g > 0)) push(d, "warehouse", player);
        break;
      case WATCHTOWER:
        p.points.watchtowers += BUILDING_EFFECTS.watchtowerPoints;
        break;
      case CARPENTERS_WORKSHOP:
        if (buildingHasTarget(d, "carpentersWorkshop")) push(d, "carpentersWorkshop", player);
        break;
      case CHURCH:
        if (buildingHasTarget(d, "church")) push(d, "church", player);
        break;
      case MARKET:
        if (buildingHasTarget(d, "market")) push(d, "market", player);
        break;
      case BOARDING_HOUSE:
        p.workers += BUILDING_EFFECTS.boardingHouseWorkers;
        break;
      case BANK:
        p.silver += BUILDING_EFFECTS.bankSilver;
        break;
      case CITY_HALL:
        if (anyPlacement(p, e, newMask)) push(d, "cityHall", player);
        break;
    }
  }
}
