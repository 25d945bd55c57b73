/**
 * What the shipped corpus holds for each game: the table setups (player counts and notable
 * configs), the seeds, and how deep perft goes. The generator and the drift test read this one
 * plan; nothing else says which positions the corpus has.
 */

/** One table setup: a player count and a config (defaults filled in for the rest). */
export interface TableSetup {
  readonly players: number;
  readonly config: Readonly<Record<string, unknown>>;
  /** Short tag for ids, e.g. `"grey"`; empty for the default config. */
  readonly tag: string;
}

/** The corpus plan of one game. */
export interface GamePlan {
  /** Perft setups: every player count, plus notable configs. */
  readonly perft: readonly TableSetup[];
  /** Trajectory setups (each one file). */
  readonly trajectories: readonly TableSetup[];
}

const counts = (min: number, max: number): TableSetup[] => Array.from({ length: max - min + 1 }, (_, i) => ({ players: min + i, config: {}, tag: "" }));

/** The corpus plan of every game, by id. */
export const PLAN: Readonly<Record<string, GamePlan>> = {
  azul: {
    perft: [...counts(2, 4), { players: 2, config: { wall: "grey" }, tag: "grey" }],
    trajectories: [
      { players: 2, config: {}, tag: "" },
      { players: 4, config: {}, tag: "" },
      { players: 2, config: { wall: "grey" }, tag: "grey" },
    ],
  },
  "queens-garden": {
    perft: counts(2, 4),
    trajectories: [
      { players: 2, config: {}, tag: "" },
      { players: 3, config: {}, tag: "" },
    ],
  },
  almadi: {
    perft: [...counts(2, 5), { players: 2, config: { characters: true }, tag: "characters" }, { players: 3, config: { startTiles: "random" }, tag: "random-start" }],
    trajectories: [
      { players: 2, config: {}, tag: "" },
      { players: 3, config: { characters: true }, tag: "characters" },
    ],
  },
  karesansui: {
    perft: [...counts(2, 4), { players: 2, config: { storedPlacement: "extra", allowRotate180: true }, tag: "extra-rotate" }],
    trajectories: [
      { players: 2, config: {}, tag: "" },
      { players: 3, config: { storedPlacement: "extra", allowRotate180: true, diagonalReuse: true }, tag: "variants" },
    ],
  },
  "castles-of-burgundy": {
    perft: [...counts(2, 4), { players: 2, config: { startGoods: false }, tag: "no-start-goods" }],
    trajectories: [
      { players: 2, config: {}, tag: "" },
      { players: 3, config: {}, tag: "" },
    ],
  },
};

/** The seed every table setup starts from (sampled positions) and its choices are drawn with. */
export const CORPUS_SEED = 2024;
/** Steps of random play (player moves, plus chance outcomes in explicit mode) before a mid-game position. */
export const MID_GAME_MOVES = 24;
/** Perft goes to this depth everywhere… */
export const PERFT_DEPTH = 3;
/** …and one ply deeper where the estimated leaf count (depth-3 count × branching) stays under this. */
export const CHEAP_LEAVES = 150_000;

/** The id of a table setup, e.g. `"2p"` or `"2p-grey"`. */
export function setupId(setup: TableSetup): string {
  return `${setup.players}p${setup.tag === "" ? "" : `-${setup.tag}`}`;
}
