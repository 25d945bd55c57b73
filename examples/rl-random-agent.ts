/**
 * A random agent over action masks, through the AEC environment (docs/rl.md). It works the same
 * for every game; Queen's Garden shows a factored action space (a move takes several actions).
 * Run: `npx tsx examples/rl-random-agent.ts`.
 */
import { Rng } from "../src/core/index.js";
import { rankRewards } from "../src/bots/index.js";
import { queensGarden } from "../src/games/queens-garden/index.js";
import { AecEnv, queensGardenActionSpace, queensGardenObservation } from "../src/rl/index.js";

const env = new AecEnv(queensGarden, queensGardenActionSpace, queensGardenObservation, { players: 2, seed: 7, reward: rankRewards });
const rng = Rng.fromSeed(1);
console.log(`actions: ${queensGardenActionSpace.actionCount(2)}, observation: ${queensGardenObservation.size(2)} numbers, version ${queensGardenActionSpace.version}`);

let steps = 0;
for (const agent of env.agentIter()) {
  const { observation, mask } = env.last(); // this agent's view as numbers, and its legal actions
  const legal: number[] = [];
  mask.forEach((ok, a) => ok && legal.push(a));
  const action = legal[rng.int(legal.length)]!; // a trained policy would read `observation` here
  if (steps < 3) console.log(`seat ${agent} sees ${observation.length} numbers, picks ${queensGardenActionSpace.actionLabels(2)[action]}`);
  env.step(action);
  steps++;
}
console.log(`${steps} actions; terminated: ${env.terminations[0]}, truncated: ${env.truncations[0]}; rewards: ${env.rewards.join(", ")}`);
