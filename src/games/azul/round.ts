import { required } from "../../core/required.js";
import { drawFromCounts, pourCounts, Rng, bagTotal } from "../../core/shared.js";
import { COLOURS, TILES_PER_FACTORY } from "./data.js";
import type { AzulState } from "./state.js";
import type { WorkState } from "./work.js";

/** Names a drawn tile by its colour (a chance outcome in explicit-chance mode). */
const colourLabel = (k: number): string => required(COLOURS[k], "a tile colour");

/**
 * FILL (spec §4.1): each factory in order gets 4 tiles drawn one at a time. When the bag is empty
 * at the moment a draw is needed, the whole lid is poured in and drawing goes on (R8); when lid
 * and bag are both empty, the remaining factories stay short or empty.
 */
export function fillFactories(d: Pick<WorkState, "bag" | "lid" | "factories" | "rng">): void {
  const rng = new Rng(d.rng);
  let total = bagTotal(d.bag);
  for (let f = 0; f < d.factories.length; f++) {
    const tiles = required(d.factories[f], "a factory display");
    tiles.fill(0);
    for (let i = 0; i < TILES_PER_FACTORY; i++) {
      if (total === 0) {
        total = bagTotal(d.lid);
        if (total === 0) break;
        pourCounts(d.bag, d.lid);
        d.lid.fill(0);
      }
      const drawn = drawFromCounts(d.bag, rng, total, colourLabel);
      tiles[drawn] = required(tiles[drawn], "the factory's tiles of the drawn colour") + 1;
      total--;
    }
  }
  d.rng = rng.state();
}

/**
 * Starts a round: the marker goes to the centre, the starting player acts first, factories are
 * filled (in place). A fill that puts out no tile at all ends the game (R5).
 */
export function startRound(d: WorkState): void {
  d.marker = null;
  d.current = d.startPlayer;
  d.tilingRow = null;
  d.phase = "offer";
  fillFactories(d);
  if (d.factories.every((f) => bagTotal(f) === 0)) d.phase = "over";
}

/** Whether the factory offer is over: no tile in any factory nor in the centre (R4: the marker does not count). */
export function offerIsOver(factories: readonly (readonly number[])[], centre: readonly number[]): boolean {
  if (bagTotal(centre) > 0) return false;
  for (const f of factories) if (bagTotal(f) > 0) return false;
  return true;
}

/** Tiles of colour index `colour` still on offer this round: in the factories and the centre. */
export function tilesOnOffer(state: Pick<AzulState, "factories" | "centre">, colour: number): number {
  let n = required(state.centre[colour], "the centre's tiles of a colour");
  for (const f of state.factories) n += required(f[colour], "a factory's tiles of a colour");
  return n;
}
