import type { Bot } from "./types.js";

/** Picks a legal move uniformly at random with the given Rng. */
export const randomBot: Bot = (_view, moves, rng) => rng.pick(moves);
