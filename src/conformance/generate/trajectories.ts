/** The golden trajectories of a game, from the plan: seeded random play in explicit-chance mode. */
import { Rng } from "../../core/prng.js";
import type { AnyGame } from "../../core/types.js";
import { recordTrajectory, writeTrajectory } from "../trajectory.js";
import { CORPUS_SEED, PLAN, setupId } from "./plan.js";
import { randomChooser } from "./play.js";

/** Each trajectory of `game` as JSON Lines text, by file name (`2p.jsonl`). */
export function trajectoryFiles(game: AnyGame): Map<string, string> {
  const out = new Map<string, string>();
  for (const setup of PLAN[game.id]?.trajectories ?? []) {
    const lines = recordTrajectory(game, setup.players, setup.config, randomChooser(game, Rng.fromSeed(CORPUS_SEED + setup.players)));
    out.set(`${setupId(setup)}.jsonl`, writeTrajectory(lines));
  }
  return out;
}
