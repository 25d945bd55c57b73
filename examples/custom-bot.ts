/**
 * Writing your own bot: a bot is a plain function of (view, legal moves, rng, ctx) returning one of
 * the moves. This one prefers Azul moves that send no tile to the floor line, and otherwise plays
 * at random. Run: `npx tsx examples/custom-bot.ts`.
 */
import { greedyBot, type Bot } from "../src/bots/index.js";
import { simulate } from "../src/sim/index.js";
import { azul, type AzulMove } from "../src/games/azul/index.js";

/** Avoids the floor line when it can: an Azul "take" move names its target line, "floor" for the floor. */
export const tidyBot: Bot<typeof azul> = (_view, moves, rng) => {
  const clean = moves.filter((m: AzulMove) => !(m.type === "take" && m.line === "floor"));
  return rng.pick(clean.length > 0 ? clean : moves);
};

const report = await simulate({
  game: azul,
  players: 2,
  bots: [
    { name: "tidy", play: tidyBot as Bot },
    { name: "greedy", play: greedyBot },
  ],
  games: 20,
  seed: "example",
});
for (const b of report.bots) console.log(`${b.name}: ${(100 * b.winRate).toFixed(0)}% wins, mean score ${b.score.mean.toFixed(1)}`);
