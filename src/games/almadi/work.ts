/**
 * Working states: the copies `play` changes in place. `open` copies a whole state (a simulator's
 * private copy); `draft` copies, for one pure `applyMove`, only what `play` writes in place, and
 * shares the rest with the state it came from.
 *
 * What `play` writes in place, and therefore what `draft` copies: the state object, its turn (with
 * `pending` and `used`), the board, and the mover's record with its card and character arrays (its
 * realm too when the move changes the realm). Everything else (supply, decks, objectives, public
 * characters, other players' records) `play` replaces with a new value, never writes into.
 */
import type { PlayerId } from "../../core/shared.js";
import type { AlmadiMove, AlmadiState, PlayerState, TurnState } from "./state.js";

/** A value with every `readonly` taken off, at every depth: a working state as `play` sees it. */
export type Writable<T> = T extends readonly (infer U)[] ? Writable<U>[] : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;

/** A working state. */
export type Work = Writable<AlmadiState>;
/** A player's record in a working state. */
export type WorkPlayer = Writable<PlayerState>;

/** The moves that change the mover's realm (landscapes placed, moved or swapped). */
const REALM_MOVES: ReadonlySet<AlmadiMove["type"]> = new Set(["place", "aliPlace", "aliSwap", "genieMove", "genieSwap"]);

/** A copy of a turn with its own arrays (the effects and powers in it are values, shared). */
function ownTurn(t: TurnState): TurnState {
  return { ...t, pending: t.pending.slice(), used: t.used.slice() };
}

/** A copy of a player's record with its own arrays, and its own realm when `realm` is set. */
function ownPlayer(p: PlayerState, realm: boolean): PlayerState {
  return {
    ...p,
    realm: realm ? { ...p.realm } : p.realm,
    mosaics: p.mosaics.slice(),
    stalls: p.stalls.slice(),
    objectives: p.objectives.slice(),
    dealt: p.dealt.slice(),
    hand: p.hand.slice(),
    hired: p.hired.slice(),
  };
}

/** A private copy of `s` sharing nothing with it (objects that are values, never changed, aside). */
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
    turn: s.turn && ownTurn(s.turn),
    players: s.players.map((p) => ownPlayer(p, true)),
    rng: s.rng && [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
  };
}

/** A copy of `s` for `player` to play `move` on once: what `play` writes in place is copied, the rest shared. */
export function draft(s: AlmadiState, move: AlmadiMove, player: PlayerId): AlmadiState {
  const players = s.players.slice();
  players[player] = ownPlayer(s.players[player]!, REALM_MOVES.has(move.type));
  return { ...s, board: s.board.slice(), turn: s.turn && ownTurn(s.turn), players };
}
