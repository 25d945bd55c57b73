import type { SyncBot } from "./types.js";

/** Picks a legal move uniformly at random with the given Rng. */
export const randomBot: SyncBot = (_view, moves, rng) => rng.pick(moves);
