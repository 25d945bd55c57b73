/**
 * Bots for any Tesserae game: {@link randomBot}, {@link greedyBot}, {@link mctsBot}, and the match
 * runner and simulator that play them ({@link playMatch}, {@link simulate}).
 *
 * A bot is a plain function `(view, legalMoves, rng, ctx) => move`; see docs/bots.md.
 * @packageDocumentation
 */
export type { Bot, BotContext, NamedBot } from "./types.js";
export { randomBot } from "./random.js";
export { greedyBot } from "./greedy.js";
export { mctsBot, type MctsOptions } from "./mcts.js";
export { rankRewards, scoreMargin } from "./reward.js";
export { BOT_NAMES, botFromSpec } from "./spec.js";
export { playMatch, type MatchOptions, type MatchResult, type BotLike } from "../sim/match.js";
export { simulate, type SimulateOptions, type SimulationReport, type BotStats, type Stat } from "../sim/simulate.js";
