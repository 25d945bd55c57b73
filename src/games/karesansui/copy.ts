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
import type { KaresansuiMove, KaresansuiMoveType, KaresansuiPlayer, KaresansuiState } from "./state.js";

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

/** Which of the bag, the discard pile and the stone supply a copy gets of its own (the others it shares). */
interface Owned {
  readonly bag: boolean;
  readonly discard: boolean;
  readonly supply: boolean;
}

const ALL: Owned = { bag: true, discard: true, supply: true };

/** A copy of the state's own fields with the given players (field order as in setup, so JSON is byte-identical). */
function copyWith(s: KaresansuiState, players: WorkPlayer[], owned: Owned): Work {
  return {
    game: s.game,
    dataVersion: s.dataVersion,
    config: s.config,
    rng: s.rng,
    bag: owned.bag ? s.bag.slice() : (s.bag as number[]),
    discard: owned.discard ? s.discard.slice() : (s.discard as number[]),
    supply: owned.supply ? { ...s.supply } : (s.supply as Work["supply"]),
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
  return copyWith(s, s.players.map(copyPlayer), ALL);
}

/** Writes nothing but the players and the stack: a Step-1 answer, a gift, a steal, a placement (the turn goes on). */
const NONE: Owned = { bag: false, discard: false, supply: false };
/** May end the turn, so the next one draws from the bag. */
const TURN_END: Owned = { bag: true, discard: false, supply: false };
/** May end the turn and discards tiles. */
const TURN_END_DISCARD: Owned = { bag: true, discard: true, supply: false };

/** What each move type may write besides the players and the stack. */
const WRITES: Readonly<Record<KaresansuiMoveType, Owned>> = {
  place: NONE,
  placeStored: NONE,
  give: NONE,
  discard: { bag: false, discard: true, supply: false },
  keep: NONE,
  acceptGift: NONE,
  declineGift: NONE,
  declareSteal: NONE,
  passSteal: NONE,
  counterSteal: NONE,
  allowSteal: NONE,
  placeCell: NONE,
  zazen: TURN_END,
  moveMonk: TURN_END,
  takeStone: { bag: true, discard: false, supply: true },
  useGardener: TURN_END_DISCARD,
  skipBonus: TURN_END,
  skipStone: TURN_END,
  placeDrawn: TURN_END_DISCARD,
  discardDrawn: TURN_END_DISCARD,
  takeStored: TURN_END,
  stopTaking: TURN_END,
  moveStone: TURN_END,
  swapTiles: TURN_END,
};

/**
 * A copy for playing `m` by `p` once: the players it may write are copied (the mover, unless the
 * move changes no garden, virtue, storage or hand; the giver of an accepted gift; every player in
 * a steal, whose thief is known only at its end; the seat a stored tile is taken from), and of the
 * bag, discard pile and supply what {@link WRITES} says; the rest is shared.
 */
export function draft(s: KaresansuiState, m: KaresansuiMove, p: PlayerId): KaresansuiState {
  const players = s.players as WorkPlayer[] | KaresansuiPlayer[];
  const out = players.slice() as WorkPlayer[];
  const own = (q: PlayerId): void => {
    out[q] = copyPlayer(players[q]!);
  };
  switch (m.type) {
    case "place":
    case "give":
    case "declineGift":
    case "skipBonus":
    case "skipStone":
    case "stopTaking":
    case "discardDrawn":
      break;
    case "acceptGift": {
      const d = top(s);
      if (d.kind === "gift") own(d.from);
      break;
    }
    case "declareSteal":
    case "passSteal":
    case "allowSteal":
      for (let q = 0; q < out.length; q++) own(q);
      break;
    case "takeStored":
      own(p);
      if (m.from !== p) own(m.from);
      break;
    default:
      own(p);
  }
  return copyWith(s, out, WRITES[m.type]);
}
