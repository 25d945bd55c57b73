/**
 * Bots for any Tesserae game: {@link randomBot}, {@link greedyBot} / {@link greedy}, {@link mctsBot},
 * their building blocks (evaluations, rollout policies, rewards), and the match runner that plays
 * them ({@link playMatch}, async-aware, and {@link playMatchSync}). Browser-safe: the node-only
 * simulator (worker threads, shards) is `tesserae/sim`.
 *
 * A bot is a plain function `(view, legalMoves, rng, ctx) => move` (or a Promise of one); see docs/bots.md.
 * @packageDocumentation
 */
export type { Bot, BotContext, NamedBot, SyncBot } from "./types.js";
export { botMove, botTurn, type BotTurn } from "./context.js";
export { randomBot } from "./random.js";
export { greedy, greedyBot, type GreedyOptions } from "./greedy.js";
export { mctsBot, mctsDefaults, type MctsDefaults, type MctsOptions, type MctsSearchInfo } from "./mcts.js";
export { evaluateAll, gameEvaluation, marginOf, scoreEvaluation, type Evaluation } from "./evaluation.js";
export { greedyRollout, randomRollout, type GreedyRolloutOptions, type RolloutContext, type RolloutPolicy } from "./rollout.js";
export { marginReward, rankReward, rankRewards, scoreMargin, type MarginRewardOptions, type Reward } from "./reward.js";
export { BOT_NAMES, botFromSpec } from "./spec.js";
export { BotError, playMatch, playMatchSync, type BotFailure, type PlayedMove, type MatchOptions, type MatchResult, type BotLike } from "../sim/match.js";
