/**
 * The node-only simulator (`tesserae/sim`): {@link simulate} plays many games on worker threads
 * (node's own worker_threads), by shard (`k/n`) across machines, and {@link mergeReports} combines shard reports
 * into the one-machine report. The bots and the pure, async-aware match runner stay in the
 * browser-safe `tesserae/bots`.
 * @packageDocumentation
 */
export { simulate, defaultWorkerFile, maxWorkers, type SimulateOptions } from "./simulate.js";
export { mergeReports } from "./merge.js";
export { botIdentity, runFingerprint, type RunIdentity } from "./fingerprint.js";
export { absoluteBotSpec, isBotModuleSpec, loadBot } from "./bot-modules.js";
export { aggregate, parseShard, shardRange, type BotStats, type SeatStats, type ShardInfo, type SimulationReport } from "./report.js";
export { gameSeed, playIndexed, runGames, seatBots, type GameOutcome } from "./run.js";
export { stat, wilson95, type Stat } from "./stats.js";
export { askBot, BotError, playMatch, playMatchSync, type BotFailure, type BotLike, type PlayedMove, type MatchOptions, type MatchResult } from "./match.js";
