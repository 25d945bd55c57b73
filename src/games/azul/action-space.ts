import { flatActionSpace, type ActionSpace } from "../../rl/actions.js";
import { actionCount, decodeMove, encodeMove } from "./actions.js";
import { FACTORIES } from "./data.js";
import { azul } from "./index.js";
import type { AzulConfig, AzulMove, AzulState } from "./state.js";

/**
 * Azul's action space: flat, one action per move, Azul's own encoding (`actions.ts`, spec §10.2):
 * index `(source × 5 + colour) × 6 + destination` takes tiles (source 0…F−1 = factories 1…F, F =
 * centre; colour B Y R K W; destination 0…4 = pattern lines 1…5, 5 = floor), 180 / 240 / 300
 * actions for 2 / 3 / 4 players; on the grey wall five `place` actions follow (columns 1…5).
 * Version 1.
 */
export const azulActionSpace: ActionSpace<AzulState, AzulMove, AzulConfig> = flatActionSpace(() => azul, {
  version: 1,
  actionCount: (players, config) => actionCount(players, config.wall),
  labels(players, config) {
    // Labels come from Azul's own decoder on a minimal state: only the factory count and wall side matter to it.
    const frame = { factories: new Array(FACTORIES[players]).fill([]), config } as unknown as AzulState;
    const out: string[] = [];
    for (let a = 0; a < actionCount(players, config.wall); a++) {
      const m = decodeMove(frame, a);
      out.push(m.type === "take" ? `take ${m.source === "centre" ? "centre" : `factory ${m.source}`} ${m.colour} → ${m.line === "floor" ? "floor" : `line ${m.line}`}` : `place column ${m.column}`);
    }
    return out;
  },
  encode: encodeMove,
  configOf: (state) => state.config,
});
