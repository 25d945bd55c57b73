/**
 * Copies of a state to play moves on (`play` changes a working state in place): `open` copies all
 * of it, for a simulator; `draft` copies what one move may change, for the pure `applyMove`, and
 * shares the rest with the state it came from. Decisions are immutable values (a move replaces
 * them, never changes them), and so are the config, the PRNG state and the shared famous gardens:
 * drafts share those; `open` copies them too.
 */
import type { PlayerId } from "../../core/shared.js";
import { clonePlain } from "../../core/snapshot.js";
import type { Writable } from "../../core/working.js";
import { playerAt, top } from "./rules.js";
import type { KaresansuiDecision, KaresansuiMove, KaresansuiMoveType, KaresansuiPlayer, KaresansuiState } from "./state.js";

/** A player of a working state: every field and array writable. */
export type WorkPlayer = Writable<KaresansuiPlayer>;

/**
 * A working state: every part may be written but the config, the decisions on the stack and the
 * shared famous gardens, which stay immutable values (replaced, never changed).
 */
export type Work = Omit<Writable<KaresansuiState>, "config" | "stack" | "sharedFamous"> & {
  config: KaresansuiState["config"];
  stack: KaresansuiDecision[];
  sharedFamous: KaresansuiState["sharedFamous"];
};

/** A writable copy of one player (fields in the order of the state's JSON). */
function copyPlayer(o: KaresansuiPlayer): WorkPlayer {
  return {
    tiles: o.tiles.slice(),
    stones: o.stones.slice(),
    placed: o.placed,
    monk: o.monk,
    virtue: o.virtue,
    storage: o.storage,
    gardeners: o.gardeners.slice(),
    used: o.used.slice(),
    famous: o.famous,
  };
}

/**
 * A copy of the state's own fields with the given players (field order as in setup, so JSON is
 * byte-identical): the bag, discard pile and supply its own where `owned` says so, and with
 * `values` the values a draft shares (config, PRNG state, shared famous gardens, decisions) too.
 */
function copyWith(s: KaresansuiState, players: WorkPlayer[], owned: { bag: boolean; discard: boolean; supply: boolean; values?: boolean }): Work {
  const values = owned.values === true;
  return {
    game: s.game,
    dataVersion: s.dataVersion,
    config: values ? { ...s.config } : s.config,
    rng: values && s.rng !== null ? [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] : s.rng,
    bag: owned.bag ? s.bag.slice() : (s.bag as number[]),
    discard: owned.discard ? s.discard.slice() : (s.discard as number[]),
    supply: owned.supply ? { ...s.supply } : (s.supply as Work["supply"]),
    sharedFamous: values ? s.sharedFamous.slice() : s.sharedFamous,
    players,
    current: s.current,
    turn: s.turn,
    endTriggered: s.endTriggered,
    lastTurn: s.lastTurn,
    gardenerUsed: s.gardenerUsed,
    stack: values ? s.stack.map((d) => clonePlain(d)) : s.stack.slice(),
    over: s.over,
  };
}

/**
 * A private working copy of the whole state, sharing nothing with it (what `determinize` hands a
 * bot, which may write into it): the values a draft shares are copied too.
 */
export function open(s: KaresansuiState): KaresansuiState {
  return copyWith(s, s.players.map(copyPlayer), { bag: true, discard: true, supply: true, values: true });
}

/** Moves that may end the turn, after which the next one draws from the bag. */
const TURN_ENDING: ReadonlySet<KaresansuiMoveType> = new Set([
  "zazen",
  "moveMonk",
  "takeStone",
  "useGardener",
  "skipBonus",
  "skipStone",
  "placeDrawn",
  "discardDrawn",
  "takeStored",
  "stopTaking",
  "moveStone",
  "swapTiles",
]);
/** Moves that may discard tiles. */
const DISCARDING: ReadonlySet<KaresansuiMoveType> = new Set(["discard", "useGardener", "placeDrawn", "discardDrawn"]);
/** Moves that change no player (no garden, virtue, storage or hand). */
const PLAYER_FREE: ReadonlySet<KaresansuiMoveType> = new Set(["place", "give", "declineGift", "skipBonus", "skipStone", "stopTaking", "discardDrawn"]);

/**
 * A copy for playing `m` by `p` once: the players it may write are copied (the mover, unless the
 * move changes no garden, virtue, storage or hand; the giver of an accepted gift; every player at
 * the end of a steal window, whose thief is known only then; the seat a stored tile is taken from), and the bag
 * when the turn may end, the discard pile and the supply when the move uses them; the rest is shared.
 */
export function draft(s: KaresansuiState, m: KaresansuiMove, p: PlayerId): KaresansuiState {
  const out = s.players.slice() as WorkPlayer[];
  if (m.type === "acceptGift") {
    const d = top(s);
    if (d.kind === "gift") out[d.from] = copyPlayer(playerAt(s, d.from));
  } else if (m.type === "declareSteal" || m.type === "passSteal" || m.type === "allowSteal") {
    // The last answer of the window (or the placer's) may execute the steal: its thief pays virtue.
    if (m.type === "allowSteal" || top(s).players.length === 1) for (let q = 0; q < out.length; q++) out[q] = copyPlayer(playerAt(s, q));
  } else if (!PLAYER_FREE.has(m.type)) {
    out[p] = copyPlayer(playerAt(s, p));
    if (m.type === "takeStored" && m.from !== p) out[m.from] = copyPlayer(playerAt(s, m.from));
  }
  return copyWith(s, out, { bag: TURN_ENDING.has(m.type), discard: DISCARDING.has(m.type), supply: m.type === "takeStone" });
}
