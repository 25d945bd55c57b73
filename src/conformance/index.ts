/**
 * The conformance kit: what another engine of these games is checked against. Perft (move counts
 * to a depth, divided by first move), golden trajectories in explicit-chance mode (the record
 * format of explicit-chance games too), scoring and illegal-move vectors, JSON Schemas generated
 * from the engine's zod schemas and the PRNG's test vectors. The corpus itself ships in the
 * package's `conformance/` folder; see docs/conformance.md. Node-free: runs in browsers too.
 * @packageDocumentation
 */
export { canonicalJson, compareCodeUnits } from "./canonical.js";
export { sha256Hex } from "./sha256.js";
export { perft, MAX_PERFT_DEPTH, type PerftDivision, type PerftOptions, type PerftResult } from "./perft.js";
export {
  canonicalMoveList,
  dataFlags,
  DEFAULT_MAX_STEPS,
  legalHash,
  readTrajectory,
  recordTrajectory,
  replayTrajectory,
  summarize,
  trajectoryLineSchema,
  trajectorySetup,
  TRAJECTORY_FORMAT,
  TRAJECTORY_VERSION,
  verifyTrajectory,
  writeTrajectory,
  type ChanceLine,
  type DataFlags,
  type EndLine,
  type MoveLine,
  type PositionSummary,
  type RecordOptions,
  type SeatScore,
  type SetupLine,
  type StateLine,
  type StepLine,
  type TrajectoryCheck,
  type TrajectoryChooser,
  type TrajectoryLine,
  type TrajectoryMismatch,
  type VerifyOptions,
} from "./trajectory.js";
export { checkIllegal, checkPerft, checkScoring, type IllegalVector, type PerftEntry, type ScoringVector, type VectorFile, type VectorFlags, type VectorMismatch } from "./vectors.js";
export { checkPrngVectors, prngVectors, type PrngVectors } from "./prng-vectors.js";
export { gameJsonSchemas, recordJsonSchemas, toJsonSchema, type JsonSchema } from "./schemas.js";
export { actionSpaceVersion, conformanceGames, gameById } from "./registry.js";
