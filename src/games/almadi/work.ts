/**
 * Working states: the copies `play` changes in place. `open` copies a whole state (a simulator's
 * private copy); `draft` copies, for one pure `applyMove`, only what `play` writes in place, and
 * shares the rest with the state it came from.
 *
 * What `play` writes in place, and therefore what `draft` copies: the state object, its turn, the
 * board, the players array, the mover's record, and the mover's realm when the move changes the
 * realm. Every other array, and other players' records, `play` replaces with a new value. `open`
 * shares no object at all with its state.
 */
import { required } from "../../core/required.js";
import type { PlayerId } from "../../core/shared.js";
import type { Writable } from "../../core/working.js";
import { copyRealm } from "./realm.js";
import type { AlmadiMove, AlmadiState, PlayerState, TurnState } from "./state.js";

/** A working state. */
export type Work = Writable<AlmadiState>;
/** A player's record in a working state. */
export type WorkPlayer = Writable<PlayerState>;

/** The moves that change the mover's realm (landscapes placed, moved or swapped). */
const REALM_MOVES: ReadonlySet<AlmadiMove["type"]> = new Set(["place", "aliPlace", "aliSwap", "genieMove", "genieSwap"]);

/**
 * A player's record with the given parts (fields in the state's JSON order). Literals, not
 * spreads, here and below: a spread with overrides builds a slower object, and drafts are built for
 * every move a bot weighs.
 */
function playerWith(p: PlayerState, realm: PlayerState["realm"], own: boolean): PlayerState {
  return {
    realm,
    startTile: p.startTile,
    rubies: p.rubies,
    mosaics: own ? p.mosaics.slice() : p.mosaics,
    stalls: own ? p.stalls.slice() : p.stalls,
    objectives: own ? p.objectives.map((o) => ({ id: o.id, completed: o.completed })) : p.objectives,
    dealt: own ? p.dealt.slice() : p.dealt,
    hand: own ? p.hand.slice() : p.hand,
    hired: own ? p.hired.slice() : p.hired,
    copy: p.copy,
    turns: p.turns,
  };
}

/** A turn's record, its lists its own when `own` (else shared: `play` replaces them, never writes into them). */
function turnWith(t: TurnState, own: boolean): TurnState {
  return {
    step: t.step,
    extra: t.extra,
    aliTile: t.aliTile,
    pending: own ? t.pending.map((e) => ({ icon: e.icon, tile: e.tile, edge: e.edge })) : t.pending,
    genie: t.genie,
    genieActions: t.genieActions,
    lastMove: own && t.lastMove !== null ? { tile: t.lastMove.tile, from: t.lastMove.from } : t.lastMove,
    used: own ? t.used.slice() : t.used,
  };
}

/**
 * The state's fields in its JSON order, with the given players, board and turn; with `own`, every
 * other list and the config its own too (else shared: `play` replaces them, never writes into them).
 */
function stateWith(s: AlmadiState, players: PlayerState[], board: (string | null)[], turn: TurnState | null, own: boolean): AlmadiState {
  return {
    game: s.game,
    dataVersion: s.dataVersion,
    config: own ? { ...s.config } : s.config,
    phase: s.phase,
    current: s.current,
    firstPlayer: s.firstPlayer,
    startOrder: own ? s.startOrder.slice() : s.startOrder,
    board,
    supply: own ? s.supply.slice() : s.supply,
    mosaicDeck: own ? s.mosaicDeck.slice() : s.mosaicDeck,
    stallDeck: own ? s.stallDeck.slice() : s.stallDeck,
    objectives: own ? s.objectives.slice() : s.objectives,
    rubies: s.rubies,
    publicCharacters: own ? s.publicCharacters.slice() : s.publicCharacters,
    unusedCharacters: own ? s.unusedCharacters.slice() : s.unusedCharacters,
    normalTurnsOver: s.normalTurnsOver,
    extraTurns: own ? s.extraTurns.slice() : s.extraTurns,
    turn,
    players,
    rng: own && s.rng !== null ? [s.rng[0], s.rng[1], s.rng[2], s.rng[3]] : s.rng,
  };
}

/** A private copy of `s` sharing nothing with it (what `determinize` hands a bot, which may write into it). */
export function open(s: AlmadiState): AlmadiState {
  const players = s.players.map((p) => playerWith(p, copyRealm(p.realm), true));
  return stateWith(s, players, s.board.slice(), s.turn && turnWith(s.turn, true), true);
}

/** A copy of `s` for `player` to play `move` on once: what `play` writes in place is copied, the rest shared. */
export function draft(s: AlmadiState, move: AlmadiMove, player: PlayerId): AlmadiState {
  const players = s.players.slice();
  const p = required(s.players[player], "the moving player");
  players[player] = playerWith(p, REALM_MOVES.has(move.type) ? copyRealm(p.realm) : p.realm, false);
  return stateWith(s, players, s.board.slice(), s.turn && turnWith(s.turn, false), false);
}
