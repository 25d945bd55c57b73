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

/** The positions of one table setup: round starts and a mid-game position, sampled and explicit. */
function positions(game: AnyGame, setup: TableSetup): { id: string; chance: "sampled" | "explicit"; steps: number; position: unknown }[] {
  const config = { ...game.defaultConfig, ...setup.config };
  const id = setupId(setup);
  const sampled = game.setup({ players: setup.players, seed: CORPUS_SEED, config });
  const explicit = game.setup({ players: setup.players, config, chance: "explicit" });
  const out: { id: string; chance: "sampled" | "explicit"; steps: number; position: unknown }[] = [
    { id: `${id}-round-start`, chance: "sampled", steps: 0, position: sampled },
    { id: `${id}-mid-game`, chance: "sampled", steps: MID_GAME_MOVES, position: playFrom(game, sampled, MID_GAME_MOVES, Rng.fromSeed(CORPUS_SEED + 1)) },
  ];
  if (game.isChanceNode(explicit)) out.push({ id: `${id}-setup-chance`, chance: "explicit", steps: 0, position: explicit });
  // The first settled explicit position (the round start), then a chance node after mid-game play.
  const rng = Rng.fromSeed(CORPUS_SEED + 2);
  let p: unknown = explicit;
  let steps = 0;
  while (game.isChanceNode(p)) {
    p = playFrom(game, p, 1, rng);
    steps++;
  }
  out.push({ id: `${id}-round-start-explicit`, chance: "explicit", steps, position: p });
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
  out.push({ id: `${id}-mid-game-explicit`, chance: "explicit", steps, position: p });
  return out;
}

/** The perft entry of one position: to {@link PERFT_DEPTH}, one deeper when cheap, divided at its depth. */
function entry(game: AnyGame, setup: TableSetup, p: ReturnType<typeof positions>[number]): PerftEntry {
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
  const plan = PLAN[game.id];
  const entries = (plan?.perft ?? []).flatMap((setup) => positions(game, setup).map((p) => entry(game, setup, p)));
  return { format: "tesserae-perft", version: 1, game: game.id, entries };
}
