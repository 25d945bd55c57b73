/** Applying a legal move (already checked by `checkMove`). */
import type { PlayerId } from "../../core/shared.js";
import { DESIGN_COUNT } from "./board.js";
import { VIRTUE } from "./data.js";
import {
  addVirtue,
  begin,
  beginPlacement,
  beginPlacementOver,
  discardTiles,
  drawTile,
  placeCell,
  player,
  pop,
  push,
  putTile,
  replaceTop,
  settle,
  type Work,
} from "./flow.js";
import { top } from "./legal.js";
import { anyStoneOption, counterCard, counterStillPossible, EFFECT_OF, isFull, monkSteps, NORMAL_STONE, stealExecutor, storedTilesOf, swapped } from "./rules.js";
import type { KaresansuiMove, KaresansuiState } from "./state.js";

/** The state after a legal move of `p`. */
export function applyMove(state: KaresansuiState, m: KaresansuiMove, p: PlayerId): KaresansuiState {
  const w = begin(state);
  const d = top(state);
  switch (m.type) {
    // ---- Step 1 -------------------------------------------------------------------------
    case "place":
      if (d.kind === "step1" || d.kind === "extraDrawn") beginPlacement(w, d.tile);
      break;
    case "placeStored": {
      if (d.kind !== "step1") break;
      const pl = player(w, p);
      const stored = pl.storage!;
      if (w.s.config.storedPlacement === "extra") {
        // A6 variant: the drawn tile waits underneath; the stored tile is placed first (stealable).
        pl.storage = null;
        replaceTop(w, { kind: "extraDrawn", players: [p], tile: d.tile });
        beginPlacementOver(w, stored);
        break;
      }
      pl.storage = d.tile; // the drawn tile takes the storage slot (A6)
      beginPlacement(w, stored);
      break;
    }
    case "give":
      if (d.kind === "step1") replaceTop(w, { kind: "gift", players: [m.to], from: p, tile: d.tile, refused: d.refused });
      break;
    case "discard":
      if (d.kind !== "step1") break;
      addVirtue(w, p, VIRTUE.discard);
      discardTiles(w, [d.tile]);
      replaceTop(w, { kind: "step2", players: [p] });
      break;
    case "keep":
      if (d.kind !== "step1" && d.kind !== "extraDrawn") break;
      player(w, p).storage = d.tile;
      replaceTop(w, { kind: "step2", players: [p] });
      break;

    // ---- Gifts and steals ---------------------------------------------------------------
    case "acceptGift":
      if (d.kind !== "gift") break;
      addVirtue(w, d.from, VIRTUE.gift);
      replaceTop(w, { kind: "step2", players: [d.from] });
      push(w, placeCell(p, d.tile, "gift"));
      break;
    case "declineGift":
      if (d.kind === "gift") replaceTop(w, { kind: "step1", players: [d.from], tile: d.tile, refused: [...d.refused, p] });
      break;
    case "declareSteal":
    case "passSteal": {
      if (d.kind !== "steal") break;
      const waiting = d.players.filter((q) => q !== p);
      const declared = m.type === "declareSteal" ? [...d.declared, p] : d.declared;
      if (waiting.length > 0) {
        replaceTop(w, { ...d, players: waiting, declared });
        break;
      }
      pop(w);
      if (declared.length === 0) push(w, placeCell(w.s.current, d.tile, "place"));
      else if (counterStillPossible(state)) push(w, { kind: "stealReaction", players: [w.s.current], tile: d.tile, declared });
      else executeSteal(w, d.tile, declared);
      break;
    }
    case "counterSteal": {
      if (d.kind !== "stealReaction") break;
      const pl = player(w, p);
      const card = counterCard(pl)!;
      pl.gardeners = pl.gardeners.filter((c) => c !== card);
      pl.used.push(card);
      w.s.gardenerUsed = true;
      replaceTop(w, placeCell(p, d.tile, "place"));
      break;
    }
    case "allowSteal":
      if (d.kind !== "stealReaction") break;
      pop(w);
      executeSteal(w, d.tile, d.declared);
      break;
    case "placeCell":
      if (d.kind !== "placeCell") break;
      putTile(w, p, m.rotated ? d.tile + DESIGN_COUNT : d.tile, m.cell);
      pop(w);
      break;

    // ---- Step 2 -------------------------------------------------------------------------
    case "zazen":
      addVirtue(w, p, VIRTUE.zazen);
      pop(w);
      break;
    case "moveMonk": {
      player(w, p).monk = m.to;
      pop(w);
      if (d.kind === "monkAnywhere" && d.thenStone && anyStoneOption(w.s as KaresansuiState, p, NORMAL_STONE)) {
        push(w, { kind: "stone", players: [p], card: d.card, ...NORMAL_STONE, optional: true });
      }
      break;
    }
    case "takeStone": {
      const spend = d.kind === "stone" ? d.spendVirtue : true;
      const pl = player(w, p);
      if (spend) pl.virtue = 0; // the stone action spends all virtue [SEED]
      pl.stones[m.cell] = m.kind;
      w.s.supply = { ...w.s.supply, [m.kind]: w.s.supply[m.kind] - 1 };
      pop(w);
      if (pl.monk === m.cell && monkSteps(pl).length > 0) push(w, { kind: "bonusMove", players: [p] });
      break;
    }
    case "skipBonus":
    case "skipStone":
    case "stopTaking":
      pop(w);
      break;
    case "useGardener": {
      const pl = player(w, p);
      pl.gardeners = pl.gardeners.filter((c) => c !== m.card);
      pl.used.push(m.card);
      w.s.gardenerUsed = true;
      pop(w);
      startGardener(w, p, m.card);
      break;
    }

    // ---- Gardener sub-decisions ---------------------------------------------------------
    case "placeDrawn":
    case "discardDrawn": {
      if (d.kind !== "drawnTiles") break;
      const i = d.tiles.indexOf(m.tile);
      const rest = d.tiles.slice(0, i).concat(d.tiles.slice(i + 1));
      let placesLeft = d.placesLeft;
      if (m.type === "placeDrawn") {
        putTile(w, p, m.rotated ? m.tile + DESIGN_COUNT : m.tile, m.cell);
        placesLeft--;
      } else discardTiles(w, [m.tile]);
      if (rest.length > 0 && (placesLeft <= 0 || isFull(w.s.players[p]!))) {
        discardTiles(w, rest); // nothing more can be placed: the rest is discarded free
        pop(w);
      } else if (rest.length === 0) pop(w);
      else replaceTop(w, { ...d, tiles: rest, placesLeft });
      break;
    }
    case "takeStored": {
      const from = player(w, m.from);
      const tile = from.storage!;
      from.storage = null;
      putTile(w, p, m.rotated ? tile + DESIGN_COUNT : tile, m.cell);
      if (isFull(w.s.players[p]!) || storedTilesOf(w.s as KaresansuiState, p).length === 0) pop(w);
      break;
    }
    case "moveStone": {
      const pl = player(w, p);
      pl.stones[m.to] = pl.stones[m.from]!;
      pl.stones[m.from] = null;
      pop(w);
      break;
    }
    case "swapTiles": {
      const pl = player(w, p);
      const after = swapped(pl, m.a, m.b);
      pl.tiles = after.tiles;
      pl.stones = after.stones;
      pl.monk = after.monk;
      pop(w);
      break;
    }
  }
  return settle(w);
}

/** The steal is executed by the declarer with fewest tiles, who pays 2 virtue and places the tile at once. */
function executeSteal(w: Work, tile: number, declared: readonly PlayerId[]): void {
  const thief = stealExecutor(w.s as KaresansuiState, w.s.current, declared);
  addVirtue(w, thief, VIRTUE.steal);
  push(w, placeCell(thief, tile, "steal"));
}

/** Pushes the first decision of a gardener card's effect. */
function startGardener(w: Work, p: PlayerId, card: keyof typeof EFFECT_OF): void {
  const e = EFFECT_OF[card];
  switch (e.kind) {
    case "stone":
      push(w, { kind: "stone", players: [p], card, anyKind: e.anyKind, anyCell: e.anyCell, spendVirtue: e.spendVirtue, optional: false });
      return;
    case "drawTiles": {
      const tiles: number[] = [];
      for (let i = 0; i < e.draw; i++) {
        const t = drawTile(w);
        if (t < 0) break;
        tiles.push(t);
      }
      if (e.place <= 0 || isFull(w.s.players[p]!)) discardTiles(w, tiles);
      else push(w, { kind: "drawnTiles", players: [p], card, tiles, placesLeft: e.place });
      return;
    }
    case "monkAnywhere":
      push(w, { kind: "monkAnywhere", players: [p], card, thenStone: e.thenStone });
      return;
    case "takeStored":
      push(w, { kind: "takeStored", players: [p], card });
      return;
    case "moveStone":
      push(w, { kind: "moveStone", players: [p], card });
      return;
    case "swapTiles":
      push(w, { kind: "swapTiles", players: [p], card });
      return;
    case "counterSteal":
      return;
  }
}
