import type { PlayerId, Rng } from "../../core/index.js";
import type { AzulState, AzulView } from "./state.js";

/**
 * Azul hides nothing but the future: bag contents are public (100 minus what is visible) and the
 * bag is kept as counts, so only the PRNG state is left out. Built field by field (allow-list).
 */
export function playerView(state: AzulState, _player: PlayerId | "spectator"): AzulView {
  return {
    game: state.game,
    config: state.config,
    phase: state.phase,
    round: state.round,
    current: state.current,
    startPlayer: state.startPlayer,
    marker: state.marker,
    tilingRow: state.tilingRow,
    bag: state.bag,
    lid: state.lid,
    factories: state.factories,
    centre: state.centre,
    boards: state.boards,
  };
}

/** The only unseen thing is the order of future draws: a new PRNG state re-deals it. */
export function determinize(state: AzulState, _player: PlayerId, rng: Rng): AzulState {
  return { ...state, rng: rng.fork().state() };
}
