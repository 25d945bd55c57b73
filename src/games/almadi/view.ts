/** Player views (hidden information removed) and determinization for search bots. */
import type { PlayerId, Rng } from "../../core/index.js";
import { LANDSCAPE_IDS_BY_TYPE, MOSAIC_IDS, STALL_IDS, TYPE, landIndex } from "./catalog.js";
import type { CharacterId } from "./characters.js";
import type { AlmadiState, AlmadiView, PlayerState, PlayerView } from "./state.js";

/**
 * What `viewer` sees, built field by field: the supply only as a size, the mosaic and stall decks
 * as top card and size, other players' dealt and kept characters only as counts; no PRNG state and
 * no undealt characters.
 */
export function playerView(s: AlmadiState, viewer: PlayerId | "spectator"): AlmadiView {
  return {
    game: s.game,
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

/** Picks `n` items of `pool` at random (removing them from `pool`). */
function take<T>(pool: T[], n: number, rng: Rng): T[] {
  rng.shuffle(pool);
  return pool.splice(0, n);
}

/** Re-deals a face-up deck below its public top card from the cards nobody has seen. */
function redealDeck(deck: readonly string[], all: readonly string[], owned: Set<string>, rng: Rng): string[] {
  if (deck.length <= 1) return deck.slice();
  const inDeck = new Set(deck);
  const pool = all.filter((id) => id === deck[0] ? false : inDeck.has(id) || !owned.has(id));
  return [deck[0]!, ...take(pool, deck.length - 1, rng)];
}

/**
 * A state `player` cannot tell from `s`: the face-down supply re-drawn from the unseen landscapes
 * (same number of each type, which is public), the decks below their top cards re-drawn from the
 * unseen cards, the other players' secret characters re-dealt from the unseen characters, and a
 * new PRNG.
 */
export function determinize(s: AlmadiState, player: PlayerId, rng: Rng): AlmadiState {
  // Landscapes: unseen = in the supply or never used.
  const seen = new Set<string>();
  for (const t of s.board) if (t !== null) seen.add(t);
  for (const p of s.players) for (const k in p.realm) seen.add(p.realm[k]!);
  if (s.turn?.aliTile) seen.add(s.turn.aliTile);
  const supplyByType = [0, 0, 0, 0];
  for (const t of s.supply) supplyByType[TYPE[landIndex(t)]!]!++;
  const supply: string[] = [];
  LANDSCAPE_IDS_BY_TYPE.forEach((ids, type) => supply.push(...take(ids.filter((id) => !seen.has(id)), supplyByType[type]!, rng)));
  rng.shuffle(supply);

  const ownedMosaics = new Set(s.players.flatMap((p) => p.mosaics));
  const ownedStalls = new Set(s.players.flatMap((p) => p.stalls));
  const mosaicDeck = redealDeck(s.mosaicDeck, MOSAIC_IDS, ownedMosaics, rng);
  const stallDeck = redealDeck(s.stallDeck, STALL_IDS, ownedStalls, rng);

  // Characters: the others' dealt and kept cards and the undealt ones are unseen by `player`.
  let players: readonly PlayerState[] = s.players;
  let unusedCharacters = s.unusedCharacters.slice();
  if (s.config.characters) {
    const pool: CharacterId[] = [...s.unusedCharacters];
    s.players.forEach((p, i) => {
      if (i !== player) pool.push(...p.dealt, ...p.hand.filter((c) => !p.dealt.includes(c)));
    });
    rng.shuffle(pool);
    players = s.players.map((p, i) => {
      if (i === player) return p;
      const dealt = pool.splice(0, p.dealt.length);
      let hand: CharacterId[];
      if (p.dealt.length > 0 && p.hand.length > 0) {
        // Keep step: the kept pair is two of the new dealt cards, in dealt order.
        const picks = take([...dealt.keys()], p.hand.length, rng).sort((a, b) => a - b);
        hand = picks.map((k) => dealt[k]!);
      } else {
        hand = pool.splice(0, p.hand.length);
      }
      return { ...p, dealt, hand };
    });
    unusedCharacters = pool;
  }
  return { ...s, supply, mosaicDeck, stallDeck, players, unusedCharacters, rng: rng.fork().state() };
}
