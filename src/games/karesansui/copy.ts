/**
 * Copies of a state to play moves on (`play` changes a working state in place): `open` copies all
 * of it, for a simulator; `draft` copies what one move may change, for the pure `applyMove`, and
 * shares the rest with the state it came from. Decisions are immutable values (a move replaces
 * them, never changes them), and so are the config, the PRNG state and the shared famous gardens:
 * copies share those.
 */
import type { PlayerId } from "../../core/shared.js";
import type { Work, WorkPlayer } from "./flow.js";
import { top } from "./rules.js";
import type { KaresansuiMove, KaresansuiPlayer, KaresansuiState } from "./state.js";

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

/** A copy of the state's own fields with the given players (field order as in setup, so JSON is byte-identical). */
function copyWith(s: KaresansuiState, players: WorkPlayer[]): Work {
  return {
    game: s.game,
    dataVersion: s.dataVersion,
    config: s.config,
    rng: s.rng,
    bag: s.bag.slice(),
    discard: s.discard.slice(),
    supply: { ...s.supply },
    sharedFamous: s.sharedFamous,
    players,
    current: s.current,
    turn: s.turn,
    endTriggered: s.endTriggered,
    lastTurn: s.lastTurn,
    gardenerUsed: s.gardenerUsed,
    stack: s.stack.slice(),
    over: s.over,
  };
}

/** A private working copy of the whole state. */
export function open(s: KaresansuiState): KaresansuiState {
  return copyWith(s, s.players.map(copyPlayer));
}

/**
 * A copy for playing `m` by `p` once: the players it may write are copied (the mover; the giver of
 * an accepted gift; whoever of the declarers executes a steal; the seat a stored tile is taken
 * from), the others are shared.
 */
export function draft(s: KaresansuiState, m: KaresansuiMove, p: PlayerId): KaresansuiState {
  const players = s.players as WorkPlayer[] | KaresansuiPlayer[];
  const out = players.slice() as WorkPlayer[];
  const own = (q: PlayerId): void => {
    out[q] = copyPlayer(players[q]!);
  };
  own(p);
  switch (m.type) {
    case "acceptGift": {
      const d = top(s);
      if (d.kind === "gift") own(d.from);
      break;
    }
    case "declareSteal":
    case "passSteal":
    case "allowSteal":
      for (let q = 0; q < out.length; q++) if (q !== p) own(q);
      break;
    case "takeStored":
      if (m.from !== p) own(m.from);
      break;
  }
  return copyWith(s, out);
}
