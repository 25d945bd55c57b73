/**
 * Working states: the copies `play` changes in place. `open` copies a whole state (a simulator's
 * private copy); `draft` copies, for one pure `applyMove`, only what `play` writes in place, and
 * shares the rest with the state it came from.
 *
 * What `play` writes in place, and therefore what `draft` copies: the state object, its turn, the
 * board, the players array, the mover's record, and the mover's realm when the move changes the
 * realm. Every other array, and other players' records, `play` replaces with a new value.
 */
import { required } from "../../core/required.js";
import type { PlayerId } from "../../core/shared.js";
import { copyRealm } from "./realm.js";
import type { AlmadiMove, AlmadiState, PlayerState } from "./state.js";

/** A value with every `readonly` taken off, at every depth: a working state as `play` sees it. */
export type Writable<T> = T extends readonly (infer U)[] ? Writable<U>[] : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;

/** A working state. */
export type Work = Writable<AlmadiState>;
/** A player's record in a working state. */
export type WorkPlayer = Writable<PlayerState>;

/** The moves that change the mover's realm (landscapes placed, moved or swapped). */
const REALM_MOVES: ReadonlySet<AlmadiMove["type"]> = new Set(["place", "aliPlace", "aliSwap", "genieMove", "genieSwap"]);

/** A copy of a player's record with its own arrays and realm. */
function openPlayer(p: PlayerState): PlayerState {
  return {
    ...p,
    realm: copyRealm(p.realm),
    mosaics: p.mosaics.slice(),
    stalls: p.stalls.slice(),
    objectives: p.objectives.map((o) => ({ id: o.id, completed: o.completed })),
    dealt: p.dealt.slice(),
    hand: p.hand.slice(),
    hired: p.hired.slice(),
  };
}

/** A private copy of `s` sharing nothing with it (what `determinize` hands a bot, which may write into it). */
export function open(s: AlmadiState): AlmadiState {
  return {
    ...s,
    config: { ...s.config },
    startOrder: s.startOrder.slice(),
    board: s.board.slice(),
    supply: s.supply.slice(),
    mosaicDeck: s.mosaicDeck.slice(),
    stallDeck: s.stallDeck.slice(),
    objectives: s.objectives.slice(),
    publicCharacters: s.publicCharacters.slice(),
    unusedCharacters: s.unusedCharacters.slice(),
    extraTurns: s.extraTurns.slice(),
    turn: s.turn && {
      ...s.turn,
      pending: s.turn.pending.map((e) => ({ icon: e.icon, tile: e.tile, edge: e.edge })),
      used: s.turn.used.slice(),
      lastMove: s.turn.lastMove && { tile: s.turn.lastMove.tile, from: s.turn.lastMove.from },
    },
    players: s.players.map(openPlayer),
    rng: s.rng && [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

/** A copy of `s` for `player` to play `move` on once: what `play` writes in place is copied, the rest shared. */
export function draft(s: AlmadiState, move: AlmadiMove, player: PlayerId): AlmadiState {
  const players = s.players.slice();
  const p = required(s.players[player], "the moving player");
  players[player] = REALM_MOVES.has(move.type) ? { ...p, realm: copyRealm(p.realm) } : { ...p };
  return { ...s, board: s.board.slice(), turn: s.turn && { ...s.turn }, players };
}
