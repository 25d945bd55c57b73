/**
 * The protocol server: a message handler over sessions. `handle(request) → reply` never throws and
 * never touches a file: a bad request, an illegal move or a corrupt state is an error reply with a
 * typed code, and the server keeps its sessions as they were. Every message is documented in
 * docs/protocol.md; `serveLines` (stdio.ts) runs it over JSON lines.
 */
import { isIllegalMoveError, isValidationError, IllegalMoveError, Rng, toIssues, type AnyGame, type DecisionPoint, type PlayerId, type Seed } from "../../core/shared.js";
import { botFromSpec, type NamedBot } from "../../bots/index.js";
import { version } from "../../../package.json";
import { floatsBase64, maskBase64, maskBits, maskIndices } from "./encoding.js";
import {
  DEFAULT_MAX_LINE,
  DEFAULT_MAX_SESSIONS,
  envelopeSchema,
  PROTOCOL_VERSION,
  requestSchemas,
  SEAT_FIELDS,
  validId,
  type Op,
  type ProtocolError,
  type ProtocolErrorCode,
  type Reply,
  type Request,
} from "./messages.js";
import { defaultServedGames, type ServedGame, type ServedGames } from "./registry.js";

/** Options of {@link createServer}. */
export interface ServerOptions {
  /** The games served, by id (default: every registered game with its RL spaces). */
  readonly games?: ServedGames;
  /** Most sessions held at once (default {@link DEFAULT_MAX_SESSIONS}). */
  readonly maxSessions?: number;
  /** Longest request line, reported by `hello` (the line reader enforces it). */
  readonly maxLine?: number;
}

/** A protocol server: the handler and the number of sessions it holds. */
export interface ProtocolServer {
  /** The reply to one request (a parsed JSON value). Never throws. */
  handle(request: unknown): Reply;
  /** The reply line to one request line (no trailing newline). Never throws. */
  handleLine(line: string): string;
  /** Sessions currently held. */
  readonly sessions: number;
  /** The longest request line this server accepts. */
  readonly maxLine: number;
}

/** A game in progress, held by the server under its id. */
interface Session {
  readonly id: string;
  readonly served: ServedGame;
  readonly players: number;
  readonly config: Record<string, unknown> | undefined;
  readonly chance: "sampled" | "explicit";
  seed: Seed | undefined;
  /** A state, or a chance node in explicit-chance mode. */
  position: unknown;
  /** Actions chosen so far toward the pending move (RL operations). */
  prefix: number[];
  /** The seat choosing the pending move while `prefix` is not empty. */
  prefixPlayer: PlayerId | null;
  /** Moves applied since setup or load. */
  moves: number;
  /** Where server-side bots draw their choices from (seeded from the game's seed). */
  botRng: Rng;
}

/** An error the handler replies with. */
class Refusal extends Error {
  constructor(
    readonly code: ProtocolErrorCode | string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const BOT_SEED_SUFFIX = ":bots";

const botRngOf = (seed: Seed | undefined): Rng => Rng.fromSeed(`${String(seed ?? "explicit")}${BOT_SEED_SUFFIX}`);

/** The config a state (or a chance node) was set up with. */
function configOf(position: unknown): Record<string, unknown> | undefined {
  const p = position as { config?: unknown; chance?: { setup?: { config?: unknown }; state?: { config?: unknown } } };
  const c = p.config ?? p.chance?.setup?.config ?? p.chance?.state?.config;
  return typeof c === "object" && c !== null ? (c as Record<string, unknown>) : undefined;
}

/** The error of a thrown value: typed codes for Tesserae's errors, `INTERNAL` for anything else. */
function errorOf(e: unknown): ProtocolError {
  if (e instanceof Refusal) return e.field === undefined ? { code: e.code, message: e.message } : { code: e.code, message: e.message, field: e.field };
  if (isIllegalMoveError(e)) return { code: e.code, message: e.message };
  if (isValidationError(e)) return { code: "INVALID", message: e.message, field: e.field };
  const message = e instanceof Error ? e.message : String(e);
  return { code: "INTERNAL", message: `internal error: ${message.slice(0, 500)}` };
}

/**
 * Runs a setup, naming a config error's field inside the request's `config` (`config.foo`), as the
 * request carries it; the setup's other errors (players, seed) name the request's own fields.
 */
function inConfig<T>(setup: () => T): T {
  try {
    return setup();
  } catch (e) {
    if (!isValidationError(e) || !e.what.endsWith(" config")) throw e;
    throw new Refusal("INVALID", e.message, e.field === "(root)" ? "config" : `config.${e.field}`);
  }
}

/** A protocol server over the given games. */
export function createServer(options: ServerOptions = {}): ProtocolServer {
  const served = options.games ?? defaultServedGames();
  const maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
  const maxLine = options.maxLine ?? DEFAULT_MAX_LINE;
  const sessions = new Map<string, Session>();
  const bots = new Map<string, NamedBot>();
  let nextSession = 1;

  const gameOf = (id: string): ServedGame => {
    const game = Object.hasOwn(served, id) ? served[id] : undefined;
    if (game === undefined) throw new Refusal("UNKNOWN_GAME", `unknown game "${id.slice(0, 40)}" (known: ${Object.keys(served).join(", ")})`, "game");
    return game;
  };
  const sessionOf = (id: string): Session => {
    const s = sessions.get(id);
    if (!s) throw new Refusal("UNKNOWN_SESSION", `no session "${id}" (setup or load one first)`, "session");
    return s;
  };
  const newSessionId = (wanted: string | undefined): string => {
    if (wanted !== undefined && sessions.has(wanted)) throw new Refusal("SESSION_EXISTS", `session "${wanted}" exists already: close it or choose another id`, "session");
    if (sessions.size >= maxSessions) throw new Refusal("TOO_MANY_SESSIONS", `this server holds at most ${maxSessions} sessions: close one first`);
    if (wanted !== undefined) return wanted;
    while (sessions.has(`s${nextSession}`)) nextSession++;
    return `s${nextSession++}`;
  };
  const spacesOf = (s: Session) => {
    const { space, observation } = s.served;
    if (!space || !observation) throw new Refusal("NO_ACTION_SPACE", `${s.served.game.name} has no action space or observation on this server`);
    return { space, observation };
  };
  const isChance = (s: Session): boolean => s.served.game.isChanceNode(s.position);
  const settled = (s: Session, what: string): void => {
    if (isChance(s)) throw new IllegalMoveError("CHANCE_PENDING", `a random event is pending: ${what} needs a settled state (apply a chance outcome first)`);
  };
  const noPrefix = (s: Session): void => {
    if (s.prefix.length > 0) throw new Refusal("ACTION_PENDING", `actions [${s.prefix.join(", ")}] of a move are pending: finish it with apply_action first`);
  };
  /** The seat choosing now: the pending move's, else the lowest active seat (null when none). */
  const chooserOf = (s: Session): PlayerId | null => {
    if (s.prefix.length > 0) return s.prefixPlayer;
    return s.served.game.activePlayers(s.position)[0] ?? null;
  };

  /** What every reply that changes or starts a game reports about the position. */
  const status = (s: Session) => {
    const g = s.served.game;
    const chance = isChance(s);
    const decision = g.decision(s.position) as DecisionPoint | null;
    return {
      session: s.id,
      terminal: !chance && g.isTerminal(s.position),
      chance,
      decision,
      chooser: chance ? null : chooserOf(s),
      prefix: s.prefix,
      moves: s.moves,
    };
  };

  const open = (id: string, entry: ServedGame, position: unknown, seed: Seed | undefined): Session => {
    const g = entry.game;
    const s: Session = {
      id,
      served: entry,
      players: g.playerCount(position),
      config: configOf(position),
      chance: g.isChanceNode(position) || (position as { rng?: unknown }).rng === null ? "explicit" : "sampled",
      seed,
      position,
      prefix: [],
      prefixPlayer: null,
      moves: 0,
      botRng: botRngOf(seed),
    };
    sessions.set(id, s);
    return s;
  };

  const setupPosition = (g: AnyGame, players: number, seed: Seed | undefined, config: Record<string, unknown> | undefined, chance: "sampled" | "explicit"): unknown => {
    if (chance === "explicit") return inConfig(() => g.setup({ players, chance: "explicit", ...(config ? { config } : {}) }));
    if (seed === undefined) throw new Refusal("BAD_REQUEST", 'a seed is required unless chance is "explicit"', "seed");
    return inConfig(() => g.setup({ players, seed, ...(config ? { config } : {}) }));
  };

  const botOf = (spec: string): NamedBot => {
    let bot = bots.get(spec);
    if (!bot) {
      try {
        bot = botFromSpec(spec);
      } catch (e) {
        throw new Refusal("UNKNOWN_BOT", e instanceof Error ? e.message : String(e), "bot");
      }
      bots.set(spec, bot);
    }
    return bot;
  };

  /** Refuses a seat field that is no seat of the session's game (the op itself answers an unknown session). */
  const checkSeats = (r: Readonly<Record<string, unknown>>): void => {
    const s = typeof r.session === "string" ? sessions.get(r.session) : undefined;
    if (!s) return;
    for (const field of SEAT_FIELDS) {
      const v = r[field];
      if (typeof v === "number" && !(Number.isInteger(v) && v >= 0 && v < s.players)) {
        throw new Refusal("INVALID", `${field}: no seat ${v} in this ${s.players}-player game (seats 0 to ${s.players - 1})`, field);
      }
    }
  };

  const ops: { [O in Op]: (r: Request<O>) => Record<string, unknown> } = {
    hello: () => ({
      protocol: PROTOCOL_VERSION,
      engine: "tesserae",
      version,
      games: Object.entries(served).map(([id, e]) => ({ id, name: e.game.name, players: e.game.players, rl: Boolean(e.space && e.observation) })),
      limits: { maxLine, maxSessions },
    }),
    setup: (r) => {
      const entry = gameOf(r.game);
      const chance = r.chance ?? "sampled";
      const position = setupPosition(entry.game, r.players, r.seed, r.config, chance);
      const s = open(newSessionId(r.session), entry, position, r.seed);
      return { ...status(s), moveLimit: entry.game.moveLimit(s.players) };
    },
    load: (r) => {
      const entry = gameOf(r.game);
      const position = entry.game.loadState(r.state);
      const s = open(newSessionId(r.session), entry, position, undefined);
      return { ...status(s), moveLimit: entry.game.moveLimit(s.players) };
    },
    close: (r) => {
      sessionOf(r.session);
      sessions.delete(r.session);
      return {};
    },
    state: (r) => ({ state: sessionOf(r.session).position }),
    decision: (r) => {
      const s = sessionOf(r.session);
      return { ...status(s), activePlayers: s.served.game.activePlayers(s.position) };
    },
    legal_moves: (r) => {
      const s = sessionOf(r.session);
      return { moves: s.served.game.legalMoves(s.position, r.player) };
    },
    apply: (r) => {
      const s = sessionOf(r.session);
      noPrefix(s);
      s.position = s.served.game.applyMove(s.position, r.move, r.player);
      s.moves++;
      return status(s);
    },
    chance_outcomes: (r) => {
      const s = sessionOf(r.session);
      return { outcomes: s.served.game.chanceOutcomes(s.position) };
    },
    apply_chance: (r) => {
      const s = sessionOf(r.session);
      if (!isChance(s)) throw new IllegalMoveError("NO_CHANCE_PENDING", "no random event is pending: apply_chance needs a chance node (explicit-chance mode)");
      s.position = s.served.game.applyMove(s.position, { type: "chance", outcome: r.outcome });
      return status(s);
    },
    view: (r) => {
      const s = sessionOf(r.session);
      return { view: s.served.game.playerView(s.position, r.player) };
    },
    score: (r) => {
      const s = sessionOf(r.session);
      return { score: s.served.game.score(s.position) };
    },
    describe: (r) => {
      const s = sessionOf(r.session);
      return { text: s.served.game.describeMove(s.position, r.move as never, r.player) };
    },
    render: (r) => {
      const s = sessionOf(r.session);
      return { text: s.served.game.render(s.position, r.viewer) };
    },
    spaces: (r) => {
      const s = sessionOf(r.session);
      const { space, observation } = spacesOf(s);
      const cfg = s.config;
      return {
        actionCount: space.actionCount(s.players, cfg),
        maxChoices: space.maxChoices(s.players, cfg),
        factored: space.factored,
        actionVersion: space.version,
        observationSize: observation.size(s.players, cfg),
        observationVersion: observation.version,
        ...(r.labels ? { actionLabels: space.actionLabels(s.players, cfg), observationLayout: observation.layout(s.players, cfg) } : {}),
      };
    },
    action_mask: (r) => {
      const s = sessionOf(r.session);
      const { space } = spacesOf(s);
      settled(s, "an action mask");
      const player = r.player ?? chooserOf(s) ?? undefined;
      const mask = space.mask(s.position, s.prefix, player);
      const encoding = r.encoding ?? "bits";
      const body = encoding === "bits" ? maskBits(mask) : encoding === "base64" ? maskBase64(mask) : maskIndices(mask);
      return { mask: body, encoding, size: mask.length, player: player ?? null };
    },
    observation: (r) => {
      const s = sessionOf(r.session);
      const { observation } = spacesOf(s);
      const player = r.player ?? chooserOf(s) ?? "spectator";
      const obs = observation.encode(s.served.game.playerView(s.position, player));
      const encoding = r.encoding ?? "array";
      return { observation: encoding === "array" ? Array.from(obs) : floatsBase64(obs), encoding, size: obs.length, player };
    },
    apply_action: (r) => {
      const s = sessionOf(r.session);
      const { space } = spacesOf(s);
      settled(s, "an action");
      const count = space.actionCount(s.players, s.config);
      if (r.action >= count) throw new Refusal("INVALID", `action: an action is an integer from 0 to ${count - 1}, not ${r.action}`, "action");
      const next = space.step({ state: s.position, player: s.prefixPlayer, prefix: s.prefix }, r.action, r.player);
      const complete = next.prefix.length === 0;
      s.position = next.state;
      s.prefix = [...next.prefix];
      s.prefixPlayer = next.player;
      if (complete) s.moves++;
      return { ...status(s), complete };
    },
    reset: (r) => {
      const s = sessionOf(r.session);
      const seed = r.seed ?? s.seed;
      const position = setupPosition(s.served.game, s.players, seed, s.config, s.chance);
      Object.assign(s, { position, seed, prefix: [], prefixPlayer: null, moves: 0, botRng: botRngOf(seed) });
      return { ...status(s), moveLimit: s.served.game.moveLimit(s.players) };
    },
    bot_move: (r) => {
      const s = sessionOf(r.session);
      noPrefix(s);
      settled(s, "a bot");
      const g = s.served.game;
      const bot = botOf(r.bot);
      const player = r.player ?? chooserOf(s);
      if (player === null) throw new IllegalMoveError("GAME_OVER", `the ${g.name} game is over`);
      const legal = g.legalMoves(s.position, player);
      if (legal.length === 0) throw new IllegalMoveError("NOT_YOUR_TURN", `seat ${player} has no move now`);
      const real = s.position;
      const move = bot.play(g.playerView(real, player), legal, s.botRng, { game: g, player, determinize: (rng: Rng) => g.determinize(real, player, rng) });
      if (move instanceof Promise) throw new Refusal("UNKNOWN_BOT", `bot "${r.bot}" answers asynchronously: the server plays only the built-in bots`, "bot");
      s.position = g.applyMove(real, move, player);
      s.moves++;
      return { ...status(s), move, player };
    },
  };

  const handle = (request: unknown): Reply => {
    const env = envelopeSchema.safeParse(request);
    if (!env.success) return { id: null, ok: false, error: { code: "BAD_REQUEST", message: "a request is a JSON object { id, op, ... }" } };
    const id = validId(env.data.id) ? env.data.id : null;
    const op = env.data.op;
    if (env.data.id !== undefined && id === null) return { id, ok: false, error: { code: "BAD_REQUEST", message: "id must be a string (at most 64 characters) or an integer", field: "id" } };
    if (typeof op !== "string") {
      return { id, ok: false, error: { code: "BAD_REQUEST", message: `op ${op === undefined ? "is missing" : "must be a string"}: the name of an operation`, field: "op" } };
    }
    if (!Object.hasOwn(ops, op)) {
      return { id, ok: false, error: { code: "UNKNOWN_OP", message: `unknown op "${op.slice(0, 40)}" (known: ${Object.keys(ops).join(", ")})`, field: "op" } };
    }
    const schema = requestSchemas[op as Op];
    const parsed = schema.safeParse(request);
    if (!parsed.success) {
      const issue = toIssues(parsed.error)[0];
      const field = issue?.path ?? "";
      return { id, ok: false, error: { code: "BAD_REQUEST", message: `${op}: ${field === "" ? "(root)" : field}: ${issue?.message ?? "invalid request"}`, field } };
    }
    try {
      checkSeats(parsed.data);
      const body = (ops[op as Op] as (r: unknown) => Record<string, unknown>)(parsed.data);
      return { id, ok: true, ...body };
    } catch (e) {
      return { id, ok: false, error: errorOf(e) };
    }
  };

  const handleLine = (line: string): string => {
    let reply: Reply;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      reply = { id: null, ok: false, error: { code: "BAD_JSON", message: `not JSON: ${(e as Error).message.slice(0, 200)}` } };
      return JSON.stringify(reply);
    }
    reply = handle(value);
    try {
      return JSON.stringify(reply);
    } catch (e) {
      return JSON.stringify({ id: reply.id, ok: false, error: errorOf(e) });
    }
  };

  return {
    handle,
    handleLine,
    get sessions() {
      return sessions.size;
    },
    maxLine,
  };
}
