/**
 * Test fixture: "sealed Nim", a tiny game with a simultaneous step and secrets, to test the core
 * contract apart from the five games. Each round every player who has not yet chosen picks 1 or
 * 2 stones at the same time (several active players); when all have chosen, the stones come off
 * the pile and a chance stone may roll back. Each player holds a secret card (0–2 points); the
 * game ends when the pile is empty.
 */
import * as z from "zod/mini";
import { dataStatus, defineGame, rankByKeys, Rng, rngStateSchema, seatLabel, type PlayerId, type RngState } from "../../src/core/index.js";

export interface SealedState {
  readonly game: "sealed-nim";
  readonly pile: number;
  readonly picks: readonly (number | null)[];
  readonly hands: readonly number[];
  readonly rng: RngState;
}
export interface SealedView {
  readonly game: "sealed-nim";
  readonly viewer: PlayerId | "spectator";
  readonly pile: number;
  readonly picks: readonly (number | null)[];
  readonly hand: number | null;
  readonly players: number;
}
export type SealedMove = { readonly type: "pick"; readonly n: 1 | 2 };

const moveSchema = z.strictObject({ type: z.literal("pick"), n: z.union([z.literal(1), z.literal(2)]) });
const stateSchema = z.strictObject({
  game: z.literal("sealed-nim"),
  pile: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  picks: z.array(z.union([z.literal(1), z.literal(2), z.null()])).check(z.minLength(2), z.maxLength(4)),
  hands: z.array(z.number().check(z.int(), z.minimum(0), z.maximum(2))).check(z.minLength(2), z.maxLength(4)),
  rng: rngStateSchema,
});
const viewSchema = z.strictObject({
  game: stateSchema.shape.game,
  viewer: z.union([z.number().check(z.int(), z.minimum(0)), z.literal("spectator")]),
  pile: stateSchema.shape.pile,
  picks: stateSchema.shape.picks,
  hand: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(2))),
  players: z.number().check(z.int(), z.minimum(2), z.maximum(4)),
});

const active = (s: SealedState): PlayerId[] => (s.pile === 0 ? [] : s.picks.flatMap((p, i) => (p === null ? [i] : [])));

/** The sealed-Nim game definition (test fixture). */
export const sealedNim = defineGame<SealedState, SealedMove, { pile: number }, SealedView, "pick", "card" | "pile">({
  id: "sealed-nim",
  name: "Sealed Nim",
  players: { min: 2, max: 4 },
  defaultConfig: { pile: 9 },
  configOptions: { pile: "stones at the start" },
  dataStatus: dataStatus("sealed-nim-1"),
  schemas: {
    config: z.strictObject({ pile: z.number().check(z.int(), z.minimum(1), z.maximum(100)) }),
    state: stateSchema as z.ZodMiniType<SealedState>,
    move: moveSchema as z.ZodMiniType<SealedMove>,
    view: viewSchema,
  },
  setup: ({ players, config, rng }) => ({
    game: "sealed-nim",
    pile: config.pile,
    picks: Array.from({ length: players }, () => null),
    hands: Array.from({ length: players }, () => rng.int(3)),
    rng: rng.state(),
  }),
  decision: (s) => (s.pile === 0 ? null : { kind: "pick", players: active(s) }),
  prompt: (s) => `${active(s).map(seatLabel).join(", ")}: pick 1 or 2 stones`,
  generate: (_s, _p, sink) => {
    if (!sink.wants("pick")) return;
    sink.add({ type: "pick", n: 1 });
    sink.add({ type: "pick", n: 2 });
  },
  open: (s) => ({ ...s, picks: [...s.picks], hands: [...s.hands], rng: [...s.rng] as RngState }),
  play: (s, m, p) => {
    const w = s as { -readonly [K in keyof SealedState]: SealedState[K] };
    const picks = w.picks.map((x, i) => (i === p ? m.n : x));
    w.picks = picks;
    if (picks.some((x) => x === null)) return;
    const rng = new Rng(w.rng);
    const taken = picks.reduce<number>((a, b) => a + (b ?? 0), 0);
    const pile = Math.max(0, w.pile - taken);
    w.pile = pile > 0 && rng.int(4) === 0 ? pile + 1 : pile;
    w.picks = picks.map(() => null);
    w.rng = rng.state();
  },
  score: (s) => {
    // A secret card scores when the game ends and the cards are shown, not before.
    const shown = s.pile === 0;
    const players = s.hands.map((h, p) => ({ player: p, total: shown ? h : 0, breakdown: { card: shown ? h : 0, pile: 0 } }));
    return { players, ranking: rankByKeys(players.map((x) => [x.total])) };
  },
  playerView: (s, p) => ({ game: "sealed-nim", viewer: p, pile: s.pile, picks: s.picks, hand: p === "spectator" ? null : s.hands[p]!, players: s.hands.length }),
  fromView: (v, rng) => ({
    game: "sealed-nim",
    pile: v.pile,
    picks: v.picks,
    hands: v.picks.map((_, q) => (q === v.viewer ? v.hand! : rng.int(3))),
    rng: rng.fork().state(),
  }),
  describeMove: (_s, m, p) => `${seatLabel(p)} picks ${m.n}`,
  render: (s) => `pile ${s.pile}; cards ${s.hands.join(" ")}`,
  renderView: (v) => `pile ${v.pile}; your card ${v.hand ?? "-"}`,
  invariants: (s) => (s.picks.length === s.hands.length ? [] : ["one pick per player"]),
  playerCount: (s) => s.hands.length,
  moveLimit: (players) => 100 * players,
});
