/**
 * One-line descriptions of legal moves. Seats read "Player 1" for seat 0; dice are named by the
 * number they show ("the 4 die"); depots by their printed numbers 1–6 (0 = the black depot);
 * estate spaces by their id 0–36 (the `space` of a move, shown in render's legend) with the
 * space's colour and printed number.
 */
import { required } from "../../core/required.js";
import { seatLabel, topDecision, type PlayerId } from "../../core/shared.js";
import { BLACK_DEPOT_PRICE, BUILDING, COLOURS, GOODS_COLOURS, PASTURE, animalCountOf, animalKindOf, buildingOf, tileColour, tileName, type TileCode } from "./data.js";
import { dieActionCost, estateOf, goodsOf, isRolledDie, knowledgeMask } from "./rules.js";
import type { CobMove, CobState, DecisionKind } from "./state.js";

/** What carries out a free-die action or is declined, by the pending decision. */
const EFFECT: Readonly<Record<DecisionKind, string>> = {
  startCastle: "the start castle",
  turn: "the turn",
  discard: "the discard",
  castle: "the castle's extra action",
  ship: "the ship",
  market: "the market",
  carpentersWorkshop: "the carpenter's workshop",
  church: "the church",
  warehouse: "the warehouse",
  cityHall: "the city hall",
};

/** Building names as printed, in the order of `BUILDINGS`. */
const BUILDING_NAMES = ["warehouse", "watchtower", "carpenter's workshop", "church", "market", "boarding house", "bank", "city hall"] as const;

/** Plurals of the animal kinds, in the order of `ANIMALS`. */
const ANIMAL_PLURALS = ["cows", "pigs", "sheep", "goats"] as const;

/** A tile as text reads it: "castle", "carpenter's workshop", "3 cows", "knowledge tile 12". */
export function tileText(t: TileCode): string {
  switch (tileColour(t)) {
    case BUILDING:
      return required(BUILDING_NAMES[buildingOf(t)], "the building type of the tile");
    case PASTURE:
      return `${animalCountOf(t)} ${ANIMAL_PLURALS[animalKindOf(t)]}`;
    default:
      return tileName(t).replace("knowledge", "knowledge tile");
  }
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * A human-readable description of a legal move of `player`. No move carries anything hidden from
 * the other seats (only the goods stacks are hidden), so every viewer reads the same.
 */
export function describeMove(s: CobState, m: CobMove, player: PlayerId): string {
  const who = seatLabel(player);
  const p = required(s.players[player], "the moving player");
  const e = estateOf(s, player);
  const top = required(topDecision(s.decisions), "the pending decision");
  const spaceText = (sp: number): string => `space ${sp} (${COLOURS[required(e.colour[sp], "the colour of an estate space")]} ${e.number[sp]})`;
  /** "uses the 4 die as a 5 for 1 worker to" or "with the castle's extra action" pieces. */
  const using = (mv: Extract<CobMove, { die: number }>): { lead: string; tail: string } => {
    if (!isRolledDie(mv.die)) return { lead: "", tail: ` with ${EFFECT[top.kind]}` };
    // null for a used die: another seat's move described from a view is checked only for its form and turn.
    const face = p.dice[mv.die];
    if (mv.type === "workers" || face === mv.value) return { lead: `uses the ${face} die to `, tail: "" };
    const cost = dieActionCost(p, knowledgeMask(p, e), mv);
    return { lead: `uses the ${face} die as a ${mv.value} (${plural(cost, "worker")}) to `, tail: "" };
  };
  switch (m.type) {
    case "take": {
      const u = using(m);
      return `${who} ${u.lead}take${u.lead ? "" : "s"} the ${tileText(m.tile)} from depot ${m.value}${u.tail}`;
    }
    case "place": {
      const u = using(m);
      return `${who} ${u.lead}place${u.lead ? "" : "s"} the ${tileText(m.tile)} on ${spaceText(m.space)}${u.tail}`;
    }
    case "sell": {
      const u = using(m);
      const n = goodsOf(p, m.value - 1);
      return `${who} ${u.lead}sell${u.lead ? "" : "s"} ${n === 1 ? "the 1 goods tile" : `all ${n} goods tiles`} of colour ${m.value}${u.tail}`;
    }
    case "workers": {
      const u = using(m);
      return `${who} ${u.lead}take${u.lead ? "" : "s"} workers${u.tail}`;
    }
    case "buy": {
      const pay = [m.silver > 0 ? plural(m.silver, "silverling") : "", m.silver < BLACK_DEPOT_PRICE ? plural(BLACK_DEPOT_PRICE - m.silver, "worker") : ""].filter(Boolean).join(" and ");
      return `${who} buys the ${tileText(m.tile)} from ${m.depot === 0 ? "the black depot" : `depot ${m.depot}`} for ${pay}`;
    }
    case "discard":
      return `${who} discards the ${tileText(m.tile)} from storage to make room for the ${tileText(top.tile)}`;
    case "ship": {
      const depots = m.also ? [m.depot, m.also] : [m.depot];
      const taken: string[] = [];
      for (let c = 0; c < GOODS_COLOURS; c++) {
        if (!(m.keep & (1 << c))) continue;
        let n = 0;
        for (const d of depots) n += required(required(s.depotGoods[d], "the goods space of the ship's depot")[c], "the goods of a colour on a depot");
        taken.push(`${n} of colour ${c + 1}`);
      }
      const from = depots.length === 2 ? `depots ${depots[0]} and ${depots[1]}` : `depot ${depots[0]}`;
      return taken.length === 0 ? `${who}'s ship takes no goods from ${from}` : `${who}'s ship takes goods tiles from ${from}: ${taken.join(", ")}`;
    }
    case "skip":
      return `${who} declines ${EFFECT[top.kind]}'s effect`;
    case "endTurn":
      return `${who} ends the turn`;
    case "placeStartCastle":
      return `${who} puts the start castle on ${spaceText(m.space)}`;
  }
}
