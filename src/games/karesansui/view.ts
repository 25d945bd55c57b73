/** Hidden information (spec §9): what a seat may see, and a full state rebuilt from that alone. */
import { seatLabel, ValidationError, type MoveToPlay, type PlayerId, type Rng } from "../../core/shared.js";
import { designOfFace } from "./board.js";
import { FAMOUS_GARDENS, GARDENERS, TILE_DESIGNS, type FamousId, type GardenerId } from "./data.js";
import { bagSize, EFFECT_OF } from "./rules.js";
import type { KaresansuiDecision, KaresansuiMove, KaresansuiPlayer, KaresansuiPlayerView, KaresansuiState, KaresansuiView } from "./state.js";

/** A decision as `viewer` sees it: sealed steal declarations show only the viewer's own. */
function viewDecision(d: KaresansuiDecision, viewer: PlayerId | "spectator"): KaresansuiDecision {
  if (d.kind !== "steal") return d;
  return { kind: "steal", players: d.players, tile: d.tile, eligible: d.eligible, declared: d.declared.filter((q) => q === viewer) };
}

/**
 * What `viewer` may see, built field by field: the bag only as a size, no PRNG state, other
 * players' unused gardener cards only as a count, their famous-garden card (3–4 players) not at
 * all, and sealed steal declarations of others hidden. Gardens, stones, virtue, storage slots,
 * used cards, the discard pile, supply and the drawn tile are public.
 */
export function playerView(s: KaresansuiState, viewer: PlayerId | "spectator"): KaresansuiView {
  return {
    game: s.game,
    dataVersion: s.dataVersion,
    config: s.config,
    viewer,
    bagSize: bagSize(s),
    discard: s.discard,
    supply: s.supply,
    sharedFamous: s.sharedFamous,
    players: s.players.map((pl, p) => ({
      tiles: pl.tiles,
      stones: pl.stones,
      placed: pl.placed,
      monk: pl.monk,
      virtue: pl.virtue,
      storage: pl.storage,
      used: pl.used,
      gardenerCount: pl.gardeners.length,
      gardeners: p === viewer ? pl.gardeners : null,
      famous: p === viewer ? pl.famous : null,
    })),
    current: s.current,
    turn: s.turn,
    endTriggered: s.endTriggered,
    lastTurn: s.lastTurn,
    gardenerUsed: s.gardenerUsed,
    stack: s.stack.map((d) => viewDecision(d, viewer)),
    over: s.over,
  };
}

const badView = (message: string): ValidationError => new ValidationError("karesansui view", [{ path: "", message }]);

/**
 * The bag's mix: every tile the view shows (gardens, storage slots, discards, drawn tiles) taken
 * from the box. Everything but the bag is public, so the mix follows from the view alone.
 */
function bagOf(v: KaresansuiView): number[] {
  const bag = TILE_DESIGNS.map((d, i) => d.count - (v.discard[i] ?? 0));
  const out = (t: number | null): void => {
    if (t !== null) bag[t]!--;
  };
  for (const pl of v.players) {
    for (const f of pl.tiles) out(f === null ? null : designOfFace(f));
    out(pl.storage);
  }
  for (const d of v.stack) {
    if ("tile" in d) out(d.tile);
    if (d.kind === "drawnTiles") d.tiles.forEach(out);
  }
  if (bag.some((x) => x < 0)) throw badView("the view shows more tiles of a design than the game has");
  if (bag.reduce((a, b) => a + b, 0) !== v.bagSize) throw badView(`bagSize ${v.bagSize} does not match the tiles the view shows`);
  return bag;
}

/** The viewer's own unused gardener cards, which the view shows. */
function ownGardeners(pl: KaresansuiPlayerView): readonly GardenerId[] {
  if (pl.gardeners === null) throw badView(`the viewer's own gardener cards are missing`);
  return pl.gardeners;
}

/**
 * The unseen gardener card a move needs in its player's hand (the only hidden thing a move of
 * another seat can hinge on): the card `useGardener` plays, or a counter card for `counterSteal`;
 * null when the move needs none or the viewer has seen the card elsewhere.
 */
function neededCard(m: KaresansuiMove, unseen: readonly GardenerId[]): GardenerId | null {
  if (m.type === "useGardener") return unseen.includes(m.card) ? m.card : null;
  if (m.type === "counterSteal") return unseen.find((c) => EFFECT_OF[c].kind === "counterSteal") ?? null;
  return null;
}

/**
 * A full state consistent with view `v`: the bag's mix follows from the public tiles; other players'
 * unused gardener cards and (3–4 players) famous-garden cards are dealt at random from the cards the
 * viewer has not seen (taken in the data's order, then shuffled with `rng`); others' sealed steal
 * declarations are drawn at random; the PRNG (future draws) comes fresh from `rng`. With `toPlay`
 * (another seat's move), the unseen card it needs is dealt to that seat first when it holds any
 * hidden card. The result depends only on `v`, `rng` and `toPlay`, so it can never reveal hidden data.
 */
export function fromView(v: KaresansuiView, rng: Rng, toPlay?: MoveToPlay<KaresansuiMove>): KaresansuiState {
  const bag = bagOf(v);
  const twoPlayers = v.players.length === 2;
  const seenG = new Set<GardenerId>();
  const seenF = new Set<FamousId>(v.sharedFamous);
  for (const pl of v.players) {
    for (const c of pl.used) seenG.add(c);
    for (const c of pl.gardeners ?? []) seenG.add(c);
    if (pl.famous !== null) seenF.add(pl.famous);
  }
  const poolG = rng.shuffle(GARDENERS.map((g): GardenerId => g.id).filter((id) => !seenG.has(id)));
  const poolF = rng.shuffle(FAMOUS_GARDENS.map((f): FamousId => f.id).filter((id) => !seenF.has(id)));
  // Another seat's move to play, when that seat holds hidden cards: the one it needs is dealt first.
  const mover = toPlay !== undefined && toPlay.player !== v.viewer && (v.players[toPlay.player]?.gardenerCount ?? 0) > 0 ? toPlay : null;
  const needed = mover === null ? null : neededCard(mover.move, poolG);
  if (needed !== null) poolG.splice(poolG.indexOf(needed), 1);
  const players = v.players.map((pl, p): KaresansuiPlayer => {
    const known = p === v.viewer;
    const first = p === mover?.player && needed !== null ? [needed] : [];
    const gardeners = known ? ownGardeners(pl) : [...first, ...poolG.splice(0, pl.gardenerCount - first.length)];
    if (gardeners.length !== pl.gardenerCount) throw badView(`too few unseen gardener cards to deal ${seatLabel(p)} ${pl.gardenerCount}`);
    let famous: FamousId | null = null;
    if (!twoPlayers) famous = known ? pl.famous : (poolF.shift() ?? null);
    return {
      tiles: pl.tiles,
      stones: pl.stones,
      placed: pl.placed,
      monk: pl.monk,
      virtue: pl.virtue,
      storage: pl.storage,
      gardeners,
      used: pl.used,
      famous,
    };
  });
  const stack = v.stack.map((d): KaresansuiDecision => {
    if (d.kind !== "steal") return d;
    const declared = d.eligible.filter((q) => {
      if (q === v.viewer) return d.declared.includes(q);
      if (d.players.includes(q)) return false; // has not answered yet
      return rng.int(2) === 1;
    });
    return { ...d, declared };
  });
  return {
    game: v.game,
    dataVersion: v.dataVersion,
    config: v.config,
    rng: rng.fork().state(),
    bag,
    discard: v.discard,
    supply: v.supply,
    sharedFamous: v.sharedFamous,
    players,
    current: v.current,
    turn: v.turn,
    endTriggered: v.endTriggered,
    lastTurn: v.lastTurn,
    gardenerUsed: v.gardenerUsed,
    stack,
    over: v.over,
  };
}
