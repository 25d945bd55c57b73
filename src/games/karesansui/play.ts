/** Playing a listed move in place on a working state (a copy from `open` or `draft`, work.ts). */
import { required } from "../../core/required.js";
import type { PlayerId } from "../../core/shared.js";
import { DESIGN_COUNT } from "./board.js";
import { VIRTUE, type GardenerId } from "./data.js";
import { addVirtue, beginPlacement, beginPlacementOver, discardTiles, drawTile, placeCell, putTile, replaceTop, settle, workPlayer } from "./flow.js";
import type { Work } from "./work.js";
import { anyStoneOption, anyStoredTile, counterCard, counterStillPossible, EFFECT_OF, isFull, monkCanStep, NORMAL_STONE, stealExecutor, storedTile, top } from "./rules.js";
import type { KaresansuiMove, KaresansuiState } from "./state.js";

/** The face a placement puts down: the tile's design, or the design turned by 180° (A9). */
const face = (tile: number, rotated: true | undefined): number => (rotated ? tile + DESIGN_COUNT : tile);

/** Plays a move `generate` listed for `p` on the working state `state`, in place; then ends turns while nothing is pending. */
export function play(state: KaresansuiState, m: KaresansuiMove, p: PlayerId): void {
  const w = state as Work;
  const d = top(w);
  const pl = workPlayer(w, p);
  switch (m.type) {
    // ---- Step 1 -------------------------------------------------------------------------
    case "place":
      if (d.kind === "step1" || d.kind === "extraDrawn") beginPlacement(w, d.tile);
      break;
    case "placeStored": {
      if (d.kind !== "step1") break;
      const stored = storedTile(pl);
      if (w.config.storedPlacement === "extra") {
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
      pl.storage = d.tile;
      replaceTop(w, { kind: "step2", players: [p] });
      break;

    // ---- Gifts and steals ---------------------------------------------------------------
    case "acceptGift":
      if (d.kind !== "gift") break;
      addVirtue(w, d.from, VIRTUE.gift);
      replaceTop(w, { kind: "step2", players: [d.from] });
      w.stack.push(placeCell(p, d.tile, "gift"));
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
      w.stack.pop();
      if (declared.length === 0) w.stack.push(placeCell(w.current, d.tile, "place"));
      else if (counterStillPossible(w)) w.stack.push({ kind: "stealReaction", players: [w.current], tile: d.tile, declared });
      else executeSteal(w, d.tile, declared);
      break;
    }
    case "counterSteal": {
      if (d.kind !== "stealReaction") break;
      const card = counterCard(pl);
      if (card === null) throw new Error("the counter card is missing");
      useCard(w, p, card);
      replaceTop(w, placeCell(p, d.tile, "place"));
      break;
    }
    case "allowSteal":
      if (d.kind !== "stealReaction") break;
      w.stack.pop();
      executeSteal(w, d.tile, d.declared);
      break;
    case "placeCell":
      if (d.kind !== "placeCell") break;
      putTile(w, p, face(d.tile, m.rotated), m.cell);
      w.stack.pop();
      break;

    // ---- Step 2 -------------------------------------------------------------------------
    case "zazen":
      addVirtue(w, p, VIRTUE.zazen);
      w.stack.pop();
      break;
    case "moveMonk":
      pl.monk = m.to;
      w.stack.pop();
      if (d.kind === "monkAnywhere" && d.thenStone && anyStoneOption(w, p, NORMAL_STONE)) {
        w.stack.push({ kind: "stone", players: [p], card: d.card, ...NORMAL_STONE, optional: true });
      }
      break;
    case "takeStone": {
      if (d.kind !== "stone" || d.spendVirtue) pl.virtue = 0; // the stone action spends all virtue [SEED]
      pl.stones[m.cell] = m.kind;
      w.supply[m.kind]--;
      w.stack.pop();
      if (pl.monk === m.cell && monkCanStep(pl)) w.stack.push({ kind: "bonusMove", players: [p] });
      break;
    }
    case "skipBonus":
    case "skipStone":
    case "stopTaking":
      w.stack.pop();
      break;
    case "useGardener":
      useCard(w, p, m.card);
      w.stack.pop();
      startGardener(w, p, m.card);
      break;

    // ---- Gardener sub-decisions ---------------------------------------------------------
    case "placeDrawn":
    case "discardDrawn": {
      if (d.kind !== "drawnTiles") break;
      const i = d.tiles.indexOf(m.tile);
      const rest = d.tiles.slice(0, i).concat(d.tiles.slice(i + 1));
      let placesLeft = d.placesLeft;
      if (m.type === "placeDrawn") {
        putTile(w, p, face(m.tile, m.rotated), m.cell);
        placesLeft--;
      } else discardTiles(w, [m.tile]);
      if (rest.length > 0 && (placesLeft <= 0 || isFull(pl))) {
        discardTiles(w, rest); // nothing more can be placed: the rest is discarded free
        w.stack.pop();
      } else if (rest.length === 0) w.stack.pop();
      else replaceTop(w, { ...d, tiles: rest, placesLeft });
      break;
    }
    case "takeStored": {
      const from = workPlayer(w, m.from);
      const tile = storedTile(from);
      from.storage = null;
      putTile(w, p, face(tile, m.rotated), m.cell);
      if (isFull(pl) || !anyStoredTile(w, p)) w.stack.pop();
      break;
    }
    case "moveStone":
      pl.stones[m.to] = required(pl.stones[m.from], "the stone to move");
      pl.stones[m.from] = null;
      w.stack.pop();
      break;
    case "swapTiles": {
      const { tiles, stones } = pl;
      const tileA = required(tiles[m.a], "the first tile to swap");
      tiles[m.a] = required(tiles[m.b], "the second tile to swap");
      tiles[m.b] = tileA;
      const stoneA = required(stones[m.a], "the first tile's stone");
      stones[m.a] = required(stones[m.b], "the second tile's stone");
      stones[m.b] = stoneA;
      if (pl.monk === m.a) pl.monk = m.b;
      else if (pl.monk === m.b) pl.monk = m.a;
      w.stack.pop();
      break;
    }
  }
  settle(w);
}

/** Reveals a gardener card: out of the hand, into the used pile; one per turn. */
function useCard(w: Work, p: PlayerId, card: GardenerId): void {
  const pl = workPlayer(w, p);
  pl.gardeners.splice(pl.gardeners.indexOf(card), 1);
  pl.used.push(card);
  w.gardenerUsed = true;
}

/** The steal is executed by the declarer with fewest tiles, who pays 2 virtue and places the tile at once. */
function executeSteal(w: Work, tile: number, declared: readonly PlayerId[]): void {
  const thief = stealExecutor(w, w.current, declared);
  addVirtue(w, thief, VIRTUE.steal);
  w.stack.push(placeCell(thief, tile, "steal"));
}

/** Pushes the first decision of a gardener card's effect. */
function startGardener(w: Work, p: PlayerId, card: GardenerId): void {
  const e = EFFECT_OF[card];
  switch (e.kind) {
    case "stone":
      w.stack.push({ kind: "stone", players: [p], card, anyKind: e.anyKind, anyCell: e.anyCell, spendVirtue: e.spendVirtue, optional: false });
      return;
    case "drawTiles": {
      const tiles: number[] = [];
      for (let i = 0; i < e.draw; i++) {
        const t = drawTile(w);
        if (t < 0) break;
        tiles.push(t);
      }
      if (e.place <= 0 || isFull(workPlayer(w, p))) discardTiles(w, tiles);
      else w.stack.push({ kind: "drawnTiles", players: [p], card, tiles, placesLeft: e.place });
      return;
    }
    case "monkAnywhere":
      w.stack.push({ kind: "monkAnywhere", players: [p], card, thenStone: e.thenStone });
      return;
    case "takeStored":
      w.stack.push({ kind: "takeStored", players: [p], card });
      return;
    case "moveStone":
      w.stack.push({ kind: "moveStone", players: [p], card });
      return;
    case "swapTiles":
      w.stack.push({ kind: "swapTiles", players: [p], card });
      return;
    case "counterSteal":
      return;
  }
}
