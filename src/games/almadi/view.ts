/** Player views (hidden information removed) and full states rebuilt from a view. */
import { required } from "../../core/required.js";
import { ValidationError, type MoveToPlay, type PlayerId, type Rng } from "../../core/shared.js";
import { isStartLandscape, landIndex, LANDSCAPE_IDS_BY_TYPE, MOSAIC_IDS, STALL_IDS, TYPE } from "./catalog.js";
import { CHARACTER_IDS, type CharacterId } from "./characters.js";
import { SETUP_BY_PLAYERS } from "./constants.js";
import type { AlmadiMove, AlmadiState, AlmadiView, PlayerState, PlayerView } from "./state.js";

/**
 * What `viewer` sees, built field by field: the supply only as a size, the mosaic and stall decks
 * as top card and size, other players' dealt and kept characters only as counts; no PRNG state and
 * no undealt characters.
 */
export function playerView(s: AlmadiState, viewer: PlayerId | "spectator"): AlmadiView {
  return {
    game: s.game,
    viewer,
    dataVersion: s.dataVersion,
    config: s.config,
    phase: s.phase,
    current: s.current,
    firstPlayer: s.firstPlayer,
    startOrder: s.startOrder,
    board: s.board,
    supplySize: s.supply.length,
    mosaicTop: s.mosaicDeck[0] ?? null,
    mosaicDeckSize: s.mosaicDeck.length,
    stallTop: s.stallDeck[0] ?? null,
    stallDeckSize: s.stallDeck.length,
    objectives: s.objectives,
    rubies: s.rubies,
    publicCharacters: s.publicCharacters,
    normalTurnsOver: s.normalTurnsOver,
    extraTurns: s.extraTurns,
    turn: s.turn,
    players: s.players.map((p, i): PlayerView => ({
      realm: p.realm,
      startTile: p.startTile,
      rubies: p.rubies,
      mosaics: p.mosaics,
      stalls: p.stalls,
      objectives: p.objectives,
      dealt: i === viewer ? p.dealt : null,
      dealtCount: p.dealt.length,
      hand: i === viewer ? p.hand : null,
      handCount: p.hand.length,
      hired: p.hired,
      copy: p.copy,
      turns: p.turns,
    })),
  };
}

const unsound = (message: string): ValidationError => new ValidationError("almadi view", [{ path: "", message }]);

/** Deals `n` items of `pool` at random, removing them from `pool` (which is in a public order). */
function deal<T>(pool: T[], n: number, rng: Rng, what: string): T[] {
  if (n < 0 || n > pool.length) throw unsound(`${n} ${what} are hidden but only ${pool.length} are unaccounted for`);
  rng.shuffle(pool);
  return pool.splice(0, n);
}

/** A face-up deck: its public top card, then `size − 1` cards dealt from those nobody can see. */
function dealDeck(top: string | null, size: number, all: readonly string[], owned: ReadonlySet<string>, rng: Rng, what: string): string[] {
  if (size === 0) return [];
  if (top === null) throw unsound(`the ${what} deck has ${size} cards but no top card`);
  const pool = all.filter((id) => id !== top && !owned.has(id));
  return [top, ...deal(pool, size - 1, rng, `${what} cards`)];
}

/**
 * The unseen characters a move of another seat needs among that seat's hidden ones (the only hidden
 * things such a move can hinge on), in the order it needs them: the two a `keepCharacters` keeps
 * (among the dealt, in dealt order), the one a `hire` takes from the hand. None when the move needs
 * none, or when the viewer has seen one of them elsewhere or the seat holds too few hidden cards.
 */
function neededCharacters(m: AlmadiMove, p: PlayerView, pool: readonly CharacterId[]): { dealt: CharacterId[]; hand: CharacterId[] } | null {
  const unseen = (cs: readonly CharacterId[]): boolean => cs.every((c) => pool.includes(c)) && new Set(cs).size === cs.length;
  if (m.type === "keepCharacters" && p.handCount === 0 && p.dealtCount >= m.keep.length && unseen(m.keep)) return { dealt: [...m.keep], hand: [] };
  if (m.type === "hire" && p.dealtCount === 0 && p.handCount > 0 && unseen([m.character])) return { dealt: [], hand: [m.character] };
  return null;
}

/**
 * A full state consistent with `v`: everything its viewer cannot see is dealt at random from `rng`
 * out of the components the view leaves unaccounted for, always in catalogue order first (so the
 * result depends on the view and `rng` alone):
 * - the face-down supply: for each landscape type, the number the view implies (landscapes per type
 *   in play minus those visible on the board, in realms and in Ali's hand), from the unseen ones;
 * - the mosaic and stall decks below their top cards, from the cards no one holds;
 * - the other players' dealt and kept characters (a spectator: everyone's) and the undealt ones,
 *   from the characters not public, not hired and not the viewer's own; a kept pair during the
 *   keep step is two of that player's dealt cards, in dealt order; with `toPlay` (another seat's
 *   move), the unseen characters it keeps or hires are dealt to that seat first;
 * - a fresh PRNG state.
 */
export function fromView(v: AlmadiView, rng: Rng, toPlay?: MoveToPlay<AlmadiMove>): AlmadiState {
  const n = v.players.length;
  const counts = Object.hasOwn(SETUP_BY_PLAYERS, n) ? SETUP_BY_PLAYERS[n] : undefined;
  if (!counts) throw unsound(`${n} players is not a player count of Almadi`);

  // Landscapes: the supply holds, per type, what the view does not show of those in play.
  const seen = new Set<string>();
  /** Catalogue indexes of the supply's landscapes the view shows (on the board, in realms, drawn with Ali). */
  const shown: number[] = [];
  const see = (id: string) => {
    seen.add(id);
    const i = landIndex(id);
    if (i >= 0 && !isStartLandscape(id)) shown.push(i);
  };
  for (const t of v.board) if (t !== null) see(t);
  for (const p of v.players) {
    for (const k in p.realm) {
      const id = p.realm[k];
      if (id !== undefined) see(id);
    }
  }
  if (v.turn?.aliTile) see(v.turn.aliTile);
  const supply: string[] = [];
  LANDSCAPE_IDS_BY_TYPE.forEach((ids, type) => {
    // Those in play of this type the view does not show.
    let hidden = counts.perType;
    for (const i of shown) if (TYPE[i] === type) hidden--;
    supply.push(
      ...deal(
        ids.filter((id) => !seen.has(id)),
        hidden,
        rng,
        "landscapes",
      ),
    );
  });
  if (supply.length !== v.supplySize) throw unsound(`the supply holds ${v.supplySize} landscapes, but ${supply.length} are unaccounted for`);
  rng.shuffle(supply);

  const mosaicDeck = dealDeck(v.mosaicTop, v.mosaicDeckSize, MOSAIC_IDS, new Set(v.players.flatMap((p) => p.mosaics)), rng, "mosaic");
  const stallDeck = dealDeck(v.stallTop, v.stallDeckSize, STALL_IDS, new Set(v.players.flatMap((p) => p.stalls)), rng, "stall");

  // Characters: what the viewer cannot see comes from the ones neither public, hired nor its own.
  const own = v.viewer === "spectator" ? undefined : v.players[v.viewer];
  if (v.viewer !== "spectator" && (!own || own.dealt === null || own.hand === null)) throw unsound(`the view of seat ${v.viewer} lacks that seat's characters`);
  const known = new Set<string>([...v.publicCharacters, ...v.players.flatMap((p) => p.hired), ...(own?.dealt ?? []), ...(own?.hand ?? [])]);
  const pool: CharacterId[] = v.config.characters ? CHARACTER_IDS.filter((c) => !known.has(c)) : [];
  const mover = toPlay !== undefined && toPlay.player !== v.viewer ? toPlay.player : null;
  const moverView = mover === null ? undefined : v.players[mover];
  const needed = toPlay === undefined || moverView === undefined ? null : neededCharacters(toPlay.move, moverView, pool);
  for (const c of [...(needed?.dealt ?? []), ...(needed?.hand ?? [])]) pool.splice(pool.indexOf(c), 1);
  const players = v.players.map((p, i): PlayerState => {
    let dealt: readonly CharacterId[];
    let hand: readonly CharacterId[];
    const first = i === mover ? needed : null;
    if (i === v.viewer && p.dealt !== null && p.hand !== null) {
      dealt = p.dealt;
      hand = p.hand;
    } else {
      dealt = [...(first?.dealt ?? []), ...deal(pool, p.dealtCount - (first?.dealt.length ?? 0), rng, "characters")];
      if (p.dealtCount > 0 && p.handCount > 0) {
        // Keep step: the kept pair is two of the dealt cards, in dealt order.
        const picks = deal([...dealt.keys()], p.handCount, rng, "characters").sort((a, b) => a - b);
        hand = picks.map((k) => required(dealt[k], "a dealt character"));
      } else {
        hand = [...(first?.hand ?? []), ...deal(pool, p.handCount - (first?.hand.length ?? 0), rng, "characters")];
      }
    }
    return {
      realm: p.realm,
      startTile: p.startTile,
      rubies: p.rubies,
      mosaics: p.mosaics,
      stalls: p.stalls,
      objectives: p.objectives,
      dealt,
      hand,
      hired: p.hired,
      copy: p.copy,
      turns: p.turns,
    };
  });

  return {
    game: v.game,
    dataVersion: v.dataVersion,
    config: v.config,
    phase: v.phase,
    current: v.current,
    firstPlayer: v.firstPlayer,
    startOrder: v.startOrder,
    board: v.board,
    supply,
    mosaicDeck,
    stallDeck,
    objectives: v.objectives,
    rubies: v.rubies,
    publicCharacters: v.publicCharacters,
    unusedCharacters: pool,
    normalTurnsOver: v.normalTurnsOver,
    extraTurns: v.extraTurns,
    turn: v.turn,
    players,
    rng: rng.fork().state(),
  };
}
