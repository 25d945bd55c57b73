/**
 * Test fixture: "chance Nim", a tiny game with chance and hidden information, to test the bots and
 * the match runner on something that is not Azul. Players take 1–3 stones in turn; whoever takes
 * the last stone wins 10 points. After a take that leaves stones, a stone rolls back onto the pile
 * one time in four (chance). Each player holds a secret card (0–2 points) no one else sees.
 */
import * as z from "zod/mini";
import { dataStatus, defineGame, rankByKeys, Rng, rngStateSchema, seatLabel, type RngState } from "../../src/core/index.js";

/** A state with its top-level fields writable: what `play` changes in place. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface NimState {
  readonly game: "nim";
  readonly pile: number;
  readonly current: number;
  readonly hands: readonly number[];
  readonly winner: number | null;
  readonly rng: RngState;
}
export interface NimView {
  readonly game: "nim";
  readonly viewer: number | "spectator";
  readonly players: number;
  readonly pile: number;
  readonly current: number;
  readonly hand: number | null;
  readonly winner: number | null;
}
export type NimMove = { readonly type: "take"; readonly n: number };
export interface NimConfig {
  readonly pile: number;
}

const moveSchema = z.strictObject({ type: z.literal("take"), n: z.number().check(z.int(), z.minimum(1), z.maximum(3)) });
const stateSchema = z.strictObject({
  game: z.literal("nim"),
  pile: z.number().check(z.int(), z.minimum(0)),
  current: z.number().check(z.int(), z.minimum(0)),
  hands: z.array(z.number().check(z.int(), z.minimum(0), z.maximum(2))),
  winner: z.nullable(z.number().check(z.int(), z.minimum(0))),
  rng: rngStateSchema,
});
const viewSchema = z.strictObject({
  game: stateSchema.shape.game,
  viewer: z.union([z.number().check(z.int(), z.minimum(0)), z.literal("spectator")]),
  players: z.number().check(z.int(), z.minimum(2), z.maximum(4)),
  pile: stateSchema.shape.pile,
  current: stateSchema.shape.current,
  hand: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(2))),
  winner: stateSchema.shape.winner,
});
const configSchema = z.strictObject({ pile: z.number().check(z.int(), z.minimum(1), z.maximum(100)) });

/** The chance-Nim game definition (test fixture). */
export const nim = defineGame<NimState, NimMove, NimConfig, NimView>({
  id: "nim",
  name: "Chance Nim",
  players: { min: 2, max: 4 },
  defaultConfig: { pile: 10 },
  configOptions: { pile: "stones on the pile at the start (default 10)" },
  dataStatus: dataStatus("nim-1"),
  schemas: { config: configSchema, state: stateSchema as z.ZodMiniType<NimState>, move: moveSchema, view: viewSchema },
  setup: ({ players, config, rng }) => ({
    game: "nim",
    pile: config.pile,
    current: 0,
    hands: Array.from({ length: players }, () => rng.int(3)),
    winner: null,
    rng: rng.state(),
  }),
  decision: (s) => (s.winner !== null ? null : { kind: "take", players: [s.current] }),
  prompt: (s) => `${seatLabel(s.current)}: take 1 to 3 stones`,
  generate: (s, _p, sink) => {
    if (sink.wants("take")) for (const n of [1, 2, 3]) if (n <= s.pile) sink.add({ type: "take", n });
  },
  open: (s) => ({ ...s, hands: [...s.hands], rng: [...s.rng] as RngState }),
  play: (s, m, p) => {
    const w = s as Mutable<NimState>;
    const pile = w.pile - m.n;
    if (pile === 0) {
      w.pile = pile;
      w.winner = p;
      return;
    }
    const rng = new Rng(w.rng);
    const back = rng.int(4) === 0 ? 1 : 0;
    w.pile = pile + back;
    w.current = (p + 1) % w.hands.length;
    w.rng = rng.state();
  },
  score: (s) => {
    const players = s.hands.map((h, p) => ({ player: p, total: (s.winner === p ? 10 : 0) + h, breakdown: { last: s.winner === p ? 10 : 0, card: h } }));
    return { players, ranking: rankByKeys(players.map((x) => [x.total])) };
  },
  playerView: (s, p) => ({ game: "nim", viewer: p, players: s.hands.length, pile: s.pile, current: s.current, hand: p === "spectator" ? null : s.hands[p]!, winner: s.winner }),
  fromView: (v, rng) => ({
    game: "nim",
    pile: v.pile,
    current: v.current,
    hands: Array.from({ length: v.players }, (_, q) => (q === v.viewer ? v.hand! : rng.int(3))),
    winner: v.winner,
    rng: rng.fork().state(),
  }),
  describeMove: (_s, m, p) => `${seatLabel(p)} takes ${m.n}`,
  render: (s) => `pile ${s.pile}, player ${s.current} to move${s.winner === null ? "" : `, player ${s.winner} won`}`,
  renderView: (v) => `pile ${v.pile}, ${seatLabel(v.current)} to move; your card ${v.hand ?? "-"}`,
  moveLimit: () => 1000,
  invariants: (s) => (s.hands.every((h) => h >= 0 && h <= 2) ? [] : ["card out of range"]),
  playerCount: (s) => s.hands.length,
});
