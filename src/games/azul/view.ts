import type { PlayerId, Rng } from "../../core/shared.js";
import type { AzulState, AzulView } from "./state.js";

/**
 * Azul hides nothing but the future: bag contents are public (100 minus what is visible) and the
 * bag is kept as counts, so only the PRNG state is left out. Built field by field (allow-list).
 */
export function playerView(state: AzulState, viewer: PlayerId | "spectator"): AzulView {
  return {
    game: state.game,
    viewer,
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

/**
 * The full state behind a view: the view shows every tile, so only the PRNG state (the order of
 * future draws) is dealt, fresh from `rng`. Built field by field from the view alone.
 */
export function fromView(view: AzulView, rng: Rng): AzulState {
  return {
    game: view.game,
    config: view.config,
    phase: view.phase,
    round: view.round,
    current: view.current,
    startPlayer: view.startPlayer,
    marker: view.marker,
    tilingRow: view.tilingRow,
    bag: view.bag,
    lid: view.lid,
    factories: view.factories,
    centre: view.centre,
    boards: view.boards,
    rng: rng.fork().state(),
  };
}
