/** Hidden information (spec §9): what a seat may see, and re-dealing what it cannot. */
import type { PlayerId, Rng } from "../../core/index.js";
import { FAMOUS_GARDENS, GARDENERS, type FamousId, type GardenerId } from "./data.js";
import { bagSize } from "./rules.js";
import type { KaresansuiDecision, KaresansuiState, KaresansuiView } from "./state.js";

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

/**
 * A state `player` cannot tell apart from `s`: other players' unused gardener cards and (3–4
 * players) famous-garden cards are re-dealt from everything `player` has not seen, others'
 * sealed steal declarations are redrawn, and the PRNG (future tile draws) is replaced. The bag's
 * mix follows from public information and stays.
 */
export function determinize(s: KaresansuiState, player: PlayerId, rng: Rng): KaresansuiState {
  const me = s.players[player]!;
  const seenG = new Set<GardenerId>([...me.gardeners]);
  for (const pl of s.players) for (const c of pl.used) seenG.add(c);
  const poolG = rng.shuffle(GARDENERS.map((g) => g.id as GardenerId).filter((id) => !seenG.has(id)));
  const seenF = new Set<FamousId>([...s.sharedFamous]);
  if (me.famous !== null) seenF.add(me.famous);
  const poolF = rng.shuffle(FAMOUS_GARDENS.map((f) => f.id as FamousId).filter((id) => !seenF.has(id)));
  let gi = 0;
  let fi = 0;
  const players = s.players.map((pl, p) => {
    if (p === player) return pl;
    const gardeners = pl.gardeners.map(() => poolG[gi++]!);
    const famous = pl.famous === null ? null : poolF[fi++]!;
    return { ...pl, gardeners, famous };
  });
  const stack = s.stack.map((d): KaresansuiDecision => {
    if (d.kind !== "steal") return d;
    const declared = d.eligible.filter((q) => {
      if (q === player) return d.declared.includes(q);
      if (d.players.includes(q)) return false; // not answered yet
      return rng.int(2) === 1;
    });
    return { ...d, declared };
  });
  return { ...s, players, stack, rng: rng.fork().state() };
}
