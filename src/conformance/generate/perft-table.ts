/** Builds a game's perft table from the plan. */
import { Rng } from "../../core/prng.js";
import type { AnyGame } from "../../core/types.js";
import { dataFlags } from "../trajectory.js";
import { perft } from "../perft.js";
import type { PerftEntry, VectorFile, VectorFlags } from "../vectors.js";
import { CHEAP_LEAVES, CORPUS_SEED, MID_GAME_MOVES, PERFT_DEPTH, PLAN, setupId, type TableSetup } from "./plan.js";
import { playFrom } from "./play.js";

/** The flags every vector of `game` carries. */
export function vectorFlags(game: AnyGame): VectorFlags {
  const { dataVersion, actionSpaceVersion, provisional } = dataFlags(game);
  return { dataVersion, actionSpaceVersion, provisional };
}

/** A position of a perft table, before it is counted. */
export interface TablePosition {
  readonly setup: TableSetup;
  readonly id: string;
  readonly chance: "sampled" | "explicit";
  readonly steps: number;
  readonly position: unknown;
}

/** The positions of one table setup: round starts and a mid-game position, sampled and explicit. */
function positions(game: AnyGame, setup: TableSetup): TablePosition[] {
  const config = { ...game.defaultConfig, ...setup.config };
  const id = setupId(setup);
  const sampled = game.setup({ players: setup.players, seed: CORPUS_SEED, config });
  const explicit = game.setup({ players: setup.players, config, chance: "explicit" });
  const out: TablePosition[] = [
    { setup, id: `${id}-round-start`, chance: "sampled", steps: 0, position: sampled },
    { setup, id: `${id}-mid-game`, chance: "sampled", steps: MID_GAME_MOVES, position: playFrom(game, sampled, MID_GAME_MOVES, Rng.fromSeed(CORPUS_SEED + 1)) },
  ];
  if (game.isChanceNode(explicit)) out.push({ setup, id: `${id}-setup-chance`, chance: "explicit", steps: 0, position: explicit });
  // The first settled explicit position (the round start), then a chance node after mid-game play.
  const rng = Rng.fromSeed(CORPUS_SEED + 2);
  let p: unknown = explicit;
  let steps = 0;
  while (game.isChanceNode(p)) {
    p = playFrom(game, p, 1, rng);
    steps++;
  }
  out.push({ setup, id: `${id}-round-start-explicit`, chance: "explicit", steps, position: p });
  // Mid-game: MID_GAME_MOVES steps on, then on to the next chance node if one comes within as many
  // steps again (some games draw nothing after their setup).
  p = playFrom(game, p, MID_GAME_MOVES, rng);
  steps += MID_GAME_MOVES;
  const rngAhead = Rng.fromSeed(CORPUS_SEED + 3);
  let ahead = p;
  for (let i = 1; i <= MID_GAME_MOVES && !game.isTerminal(ahead); i++) {
    ahead = playFrom(game, ahead, 1, rngAhead);
    if (game.isChanceNode(ahead)) {
      p = ahead;
      steps += i;
      break;
    }
  }
  out.push({ setup, id: `${id}-mid-game-explicit`, chance: "explicit", steps, position: p });
  return out;
}

/** Every position of a game's perft table, in table order (cheap: no counting). */
export function tablePositions(game: AnyGame): TablePosition[] {
  return (PLAN[game.id]?.perft ?? []).flatMap((setup) => positions(game, setup));
}

/** The perft entry of one position: to {@link PERFT_DEPTH}, one deeper when cheap, divided at its depth. */
export function perftEntry(game: AnyGame, p: TablePosition): PerftEntry {
  const { setup } = p;
  const shallow = perft(game, p.position, PERFT_DEPTH, { divide: true });
  const [, d2 = 0, d3 = 0] = shallow.counts;
  const cheap = d2 > 0 && (d3 * d3) / d2 < CHEAP_LEAVES;
  const r = cheap ? perft(game, p.position, PERFT_DEPTH + 1, { divide: true }) : shallow;
  const depth = r.depth;
  return {
    id: p.id,
    players: setup.players,
    config: { ...game.defaultConfig, ...setup.config },
    chance: p.chance,
    provenance: { seed: CORPUS_SEED, steps: p.steps },
    position: p.position,
    depth,
    counts: r.counts,
    divide: (r.divide ?? []).map((d) => ({ move: d.move, nodes: d.nodes })),
    ...vectorFlags(game),
  };
}

/** The perft table of a game (`<game>/perft.json`). */
export function perftTable(game: AnyGame): VectorFile<"perft", PerftEntry> {
  const entries = tablePositions(game).map((p) => perftEntry(game, p));
  return { format: "tesserae-perft", version: 1, game: game.id, entries };
}
