/**
 * Lock-step conformance: drives another engine that speaks the protocol through the same game as
 * this one, step by step in explicit-chance mode, and stops at the first position where the two
 * disagree: whether the game is over or waiting for chance, who decides and what kind of decision,
 * the legal moves, the chance outcomes and their weights, the scores, or a trajectory's state
 * checkpoint. The games come from
 * golden trajectories or are random (every move uniform, every chance outcome drawn as the
 * default mode draws it).
 */
import { Rng, sampleChance, type AnyGame, type ChanceOutcome, type PlayerId, type Seed } from "../../core/shared.js";
import { required } from "../../core/required.js";
import { canonicalJson, compareCodeUnits } from "../canonical.js";
import { trajectorySetup, type TrajectoryLine } from "../trajectory.js";
import { EngineReplyError, type EngineClient } from "./client.js";

/** One step of a game: a chance outcome or a seat's move. */
export type Step = { readonly kind: "chance"; readonly outcome: number } | { readonly kind: "move"; readonly move: unknown; readonly player: PlayerId };

/** Where two engines first disagree. */
export interface Divergence {
  /** Steps applied when they disagree (0: right after setup). */
  readonly step: number;
  /** The step that led there (null at setup). */
  readonly move: Step | null;
  /** The trajectory line of that step (1-based), for a trajectory. */
  readonly line?: number;
  /** One line: what differs. */
  readonly reason: string;
  /** This engine's position (state or chance node). */
  readonly ours: unknown;
  /** The other engine's position, as its `state` reply gives it (or why it gave none). */
  readonly theirs: unknown;
}

/** The outcome of one game driven in lock-step. */
export interface LockstepResult {
  /** What was played, e.g. `"trajectory azul-2p-1.jsonl"` or `"random game 3 (seed 1:3)"`. */
  readonly label: string;
  readonly steps: number;
  readonly divergence: Divergence | null;
}

/** A game to drive: its setup and how each step is chosen. */
interface Plan {
  readonly label: string;
  readonly players: number;
  readonly config: Readonly<Record<string, unknown>>;
  /** The next step from this engine's position (null: stop), with the trajectory line it came from. */
  next(position: unknown): { step: Step; line?: number } | null;
  /** A state checkpoint that follows the step just taken, if any. */
  checkpoint?(): unknown;
}

/** The most steps a random game runs before it is cut off (no game of the five comes near it). */
export const MAX_RANDOM_STEPS = 20_000;

const seatOf = (game: AnyGame, position: unknown, move: unknown): PlayerId => {
  const own = (move as { player?: unknown }).player;
  return typeof own === "number" ? own : ((game.activePlayers(position) as readonly PlayerId[])[0] ?? 0);
};

const isSetupNode = (position: unknown): boolean => (position as { chance?: { setup?: unknown } }).chance?.setup !== undefined;

const shown = (value: unknown): string => {
  const text = canonicalJson(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** The first item of a sorted canonical list that the other lacks. */
function firstMissing(a: readonly string[], b: readonly string[]): string | undefined {
  const other = new Set(b);
  return a.find((x) => !other.has(x));
}

/** Why two legal-move lists differ, or null when they hold the same moves. */
function legalDifference(ours: readonly unknown[], theirs: unknown): string | null {
  if (!Array.isArray(theirs)) return "their legal_moves reply has no list of moves";
  const a = ours.map(canonicalJson).sort(compareCodeUnits);
  const b = theirs.map((m) => canonicalJson(m)).sort(compareCodeUnits);
  if (a.length === b.length && a.every((x, i) => x === b[i])) return null;
  const onlyOurs = firstMissing(a, b);
  const onlyTheirs = firstMissing(b, a);
  return `legal moves differ (ours ${a.length}, theirs ${b.length})${onlyOurs ? `; only ours: ${onlyOurs.slice(0, 120)}` : ""}${onlyTheirs ? `; only theirs: ${onlyTheirs.slice(0, 120)}` : ""}`;
}

/** Why two chance-outcome lists differ (outcome, weight and total; labels are for people), or null. */
function outcomeDifference(ours: readonly ChanceOutcome[], theirs: unknown): string | null {
  if (!Array.isArray(theirs)) return "their chance_outcomes reply has no list of outcomes";
  const key = (o: { move?: { outcome?: unknown }; weight?: unknown; total?: unknown }) => canonicalJson([o.move?.outcome ?? null, o.weight ?? null, o.total ?? null]);
  const a = ours.map(key);
  const b = (theirs as { move?: { outcome?: unknown }; weight?: unknown; total?: unknown }[]).map(key);
  if (a.length === b.length && a.every((x, i) => x === b[i])) return null;
  const i = a.findIndex((x, k) => x !== b[k]);
  return `chance outcomes differ at entry ${i < 0 ? a.length : i}: ours [outcome, weight, total] ${a[i] ?? "none"}, theirs ${b[i] ?? "none"}`;
}

/** Why two score sheets differ (totals and breakdowns, seat by seat), or null. */
function scoreDifference(ours: { players: readonly { player: number; total: number; breakdown: Record<string, number> }[] }, theirs: unknown): string | null {
  const players = (theirs as { players?: unknown } | null)?.players;
  if (!Array.isArray(players)) return "their score reply has no players";
  for (const o of ours.players) {
    const t = (players as { player?: unknown; total?: unknown; breakdown?: Record<string, unknown> }[]).find((p) => p.player === o.player);
    if (!t) return `score differs: seat ${o.player} is missing from theirs`;
    if (t.total !== o.total) return `score differs: seat ${o.player} total ${o.total} (ours) vs ${shown(t.total)} (theirs)${breakdownNote(o.breakdown, t.breakdown)}`;
    const note = breakdownNote(o.breakdown, t.breakdown);
    if (note) return `score differs: seat ${o.player} breakdown${note}`;
  }
  if (players.length !== ours.players.length) return `score differs: ours lists ${ours.players.length} seats, theirs ${players.length}`;
  return null;
}

function breakdownNote(ours: Record<string, number>, theirs: Record<string, unknown> | undefined): string {
  const keys = [...new Set([...Object.keys(ours), ...Object.keys(theirs ?? {})])].sort(compareCodeUnits);
  const k = keys.find((key) => ours[key] !== theirs?.[key]);
  return k === undefined ? "" : ` (${k} ${String(ours[k])} vs ${shown(theirs?.[k] ?? null)})`;
}

/**
 * Drives `engine` through one game alongside `game` and returns where they first disagree (or
 * null). The engine gets a fresh session, closed afterwards.
 */
async function drive(game: AnyGame, engine: EngineClient, plan: Plan): Promise<LockstepResult> {
  const config = { ...game.defaultConfig, ...plan.config };
  let position: unknown = game.setup({ players: plan.players, config, chance: "explicit" });
  let session: string | null = null;
  let steps = 0;
  let last: { step: Step; line?: number } | null = null;

  const theirState = async (): Promise<unknown> => {
    if (session === null) return "(no session)";
    try {
      return (await engine.call("state", { session })).state;
    } catch (e) {
      return `(no state: ${(e as Error).message})`;
    }
  };
  const diverged = async (reason: string): Promise<LockstepResult> => ({
    label: plan.label,
    steps,
    divergence: { step: steps, move: last?.step ?? null, ...(last?.line === undefined ? {} : { line: last.line }), reason, ours: position, theirs: await theirState() },
  });
  /** Compares every observable of the position now; the reason of the first difference, or null. */
  const compare = async (status: Record<string, any>): Promise<string | null> => {
    const chance = game.isChanceNode(position);
    const terminal = !chance && game.isTerminal(position);
    if (Boolean(status.chance) !== chance) return chance ? "ours waits for a chance outcome, theirs does not" : "theirs waits for a chance outcome, ours does not";
    if (Boolean(status.terminal) !== terminal) return terminal ? "the game is over in ours, not in theirs" : "the game is over in theirs, not in ours";
    const ours = game.decision(position) as { kind: string; players: readonly number[] } | null;
    const theirs = (status.decision ?? null) as { kind?: unknown; players?: unknown } | null;
    if (canonicalJson(ours?.players ?? null) !== canonicalJson(theirs?.players ?? null))
      return `the seats to act differ: ours ${shown(ours?.players ?? null)}, theirs ${shown(theirs?.players ?? null)}`;
    if ((ours?.kind ?? null) !== (theirs?.kind ?? null)) return `the decision differs: ours ${shown(ours?.kind ?? null)}, theirs ${shown(theirs?.kind ?? null)}`;
    const legal = await engine.call("legal_moves", { session });
    const why = legalDifference(game.legalMoves(position) as readonly unknown[], legal.moves);
    if (why) return why;
    if (chance) {
      const outcomes = await engine.call("chance_outcomes", { session });
      const o = outcomeDifference(game.chanceOutcomes(position), outcomes.outcomes);
      if (o) return o;
    }
    if (!(chance && isSetupNode(position))) {
      const score = await engine.call("score", { session });
      const s = scoreDifference(game.score(position), score.score);
      if (s) return s;
    }
    const checkpoint = plan.checkpoint?.();
    if (checkpoint !== undefined) {
      const theirs = await theirState();
      if (canonicalJson(theirs) !== canonicalJson(checkpoint)) return "the state differs from the trajectory's checkpoint";
    }
    return null;
  };

  try {
    let status: Record<string, any>;
    try {
      status = await engine.call("setup", { game: game.id, players: plan.players, config, chance: "explicit" });
      session = String(status.session);
    } catch (e) {
      if (e instanceof EngineReplyError) return await diverged(`setup refused: ${e.message}`);
      throw e;
    }
    for (;;) {
      const why = await compare(status);
      if (why) return await diverged(why);
      last = plan.next(position);
      if (last === null) return { label: plan.label, steps, divergence: null };
      const { step } = last;
      position = step.kind === "chance" ? game.applyMove(position, { type: "chance", outcome: step.outcome }) : game.applyMove(position, step.move, step.player);
      steps++;
      try {
        status = step.kind === "chance" ? await engine.call("apply_chance", { session, outcome: step.outcome }) : await engine.call("apply", { session, move: step.move, player: step.player });
      } catch (e) {
        if (e instanceof EngineReplyError) return await diverged(`theirs refused the ${step.kind === "chance" ? "chance outcome" : "move"}: ${e.error.code}: ${e.error.message}`);
        throw e;
      }
    }
  } finally {
    if (session !== null) await engine.call("close", { session }).catch(() => undefined);
  }
}

/** Drives `engine` through a golden trajectory of `game`. */
export function lockstepTrajectory(game: AnyGame, engine: EngineClient, lines: readonly TrajectoryLine[], label: string): Promise<LockstepResult> {
  const setup = trajectorySetup(lines);
  let i = 1;
  let pendingCheckpoint: unknown;
  const takeCheckpoints = (): void => {
    pendingCheckpoint = undefined;
    while (i < lines.length && lines[i]?.kind === "state") pendingCheckpoint = (lines[i++] as { state: unknown }).state;
  };
  takeCheckpoints();
  return drive(game, engine, {
    label,
    players: setup.players,
    config: (setup.config ?? {}) as Record<string, unknown>,
    next() {
      while (i < lines.length) {
        const line = required(lines[i], "the trajectory line");
        const number = ++i;
        if (line.kind === "chance") {
          takeCheckpoints();
          return { step: { kind: "chance", outcome: line.outcome }, line: number };
        }
        if (line.kind === "move") {
          takeCheckpoints();
          return { step: { kind: "move", move: line.move, player: line.player }, line: number };
        }
      }
      return null;
    },
    checkpoint() {
      const c = pendingCheckpoint;
      pendingCheckpoint = undefined;
      return c;
    },
  });
}

/**
 * The random step chooser of a seed: a chance outcome drawn with {@link sampleChance}, a move
 * uniform among the legal moves, all from `Rng.fromSeed(seed)`, so the game is the one the default
 * mode plays with that seed.
 */
function randomChooser(game: AnyGame, seed: Seed): (position: unknown) => Step {
  const rng = Rng.fromSeed(seed);
  return (position) => {
    if (game.isChanceNode(position)) return { kind: "chance", outcome: sampleChance(game.chanceOutcomes(position), rng).outcome };
    const move = rng.pick(game.legalMoves(position) as readonly unknown[]);
    return { kind: "move", move, player: seatOf(game, position, move) };
  };
}

const over = (game: AnyGame, position: unknown): boolean => !game.isChanceNode(position) && game.isTerminal(position);

/** Drives `engine` through a random game of `game` in explicit-chance mode (see {@link randomSteps}). */
export function lockstepRandom(
  game: AnyGame,
  engine: EngineClient,
  options: { players: number; seed: Seed; config?: Record<string, unknown>; label: string; maxSteps?: number },
): Promise<LockstepResult> {
  const choose = randomChooser(game, options.seed);
  let taken = 0;
  const maxSteps = options.maxSteps ?? MAX_RANDOM_STEPS;
  return drive(game, engine, {
    label: options.label,
    players: options.players,
    config: options.config ?? {},
    next(position) {
      if (taken >= maxSteps || over(game, position)) return null;
      taken++;
      return { step: choose(position) };
    },
  });
}

/**
 * The steps of the random game of a seed that {@link lockstepRandom} drives, played on `game`
 * alone: a chance outcome drawn with {@link sampleChance}, a move uniform among the legal moves,
 * all from `Rng.fromSeed(seed)`.
 */
export function randomSteps(game: AnyGame, options: { players: number; seed: Seed; config?: Record<string, unknown>; maxSteps?: number }): Step[] {
  const choose = randomChooser(game, options.seed);
  let position: unknown = game.setup({ players: options.players, config: { ...game.defaultConfig, ...options.config }, chance: "explicit" });
  const out: Step[] = [];
  const maxSteps = options.maxSteps ?? MAX_RANDOM_STEPS;
  while (out.length < maxSteps && !over(game, position)) {
    const step = choose(position);
    position = step.kind === "chance" ? game.applyMove(position, { type: "chance", outcome: step.outcome }) : game.applyMove(position, step.move, step.player);
    out.push(step);
  }
  return out;
}
