/**
 * Every option of the built-in bots, each in use: `greedy({ evaluation })` and `mctsBot` with its
 * budget, report, exact endgame, search, rollout, evaluation and reward options. Small budgets keep
 * it quick; the defaults (`mctsBot()`) are the tuned ones. Run: `npx tsx examples/bot-options.ts`.
 */
import { greedy, greedyRollout, marginReward, mctsBot, mctsDefaults, playMatch, randomRollout, rankReward, type Evaluation, type NamedBot, type RolloutPolicy } from "../src/bots/index.js";
import { evaluateKaresansui, karesansui } from "../src/games/karesansui/index.js";

// Your own evaluation: the game's, plus a small bonus for the points already on the score sheet.
const myEvaluation: Evaluation = (state, player) => evaluateKaresansui(state as never, player) + 0.1 * karesansui.score(state as never).players[player]!.total;

// Your own rollout policy: a random move, but never the first listed one when there is a choice.
const notFirst: RolloutPolicy = (_state, moves, _player, rng) => (moves.length > 1 ? moves[1 + rng.int(moves.length - 1)] : moves[0]);

console.log("Karesansui's tuned MCTS defaults:", JSON.stringify(mctsDefaults(karesansui)));

let searched = 0;
const bots: NamedBot[] = [
  { name: "greedy, own evaluation", play: greedy({ evaluation: myEvaluation }) },
  // `onSearch` reports every decision: here, the iterations it ran (none for an endgame solved exactly).
  { name: "mcts, budget", play: mctsBot({ iterations: 60, timeMs: 1000, onSearch: ({ iterations }) => (searched += iterations) }) },
  { name: "mcts, search", play: mctsBot({ iterations: 60, exploration: 0.5, priorVisits: 10 }) },
  { name: "mcts, greedy rollouts", play: mctsBot({ iterations: 60, rollout: greedyRollout({ epsilon: 0.2, sample: 4 }), rolloutDepth: 8 }) },
  { name: "mcts, own rollout", play: mctsBot({ iterations: 60, rollout: notFirst, rolloutDepth: 6 }) },
  // An evaluation that costs more (it reads the score sheet too), with a smaller exact endgame: a
  // solve values up to `exactNodes` states to the end of the game, and at this evaluation's cost the
  // default 50,000 made this one game take 14 s instead of 2.
  { name: "mcts, own evaluation", play: mctsBot({ iterations: 60, evaluation: myEvaluation, exactNodes: 2000 }) },
  { name: "mcts, margin reward", play: mctsBot({ iterations: 60, reward: marginReward({ scale: 5, winWeight: 0.5 }) }) },
  { name: "plain UCT", play: mctsBot({ iterations: 60, priorVisits: 0, rolloutDepth: Infinity, rollout: randomRollout, reward: rankReward, fastPath: false }) },
];

// Each bot plays one 2-player game against the evaluation-greedy bot.
for (const bot of bots) {
  const { score } = await playMatch({ game: karesansui, players: 2, bots: [bot, greedy()], seed: "bot-options" });
  const [mine, theirs] = score.players.map((p) => p.total);
  console.log(`${bot.name.padEnd(24)} ${mine} vs greedy ${theirs}`);
}
console.log(`("mcts, budget" searched ${searched} iterations in its game)`);
