/**
 * The messages of the Tesserae JSON-lines protocol (`tesserae serve`), as zod schemas: one schema
 * per operation, checked strictly (an unknown key is an error), so every request is validated
 * before anything runs. The reply shapes are documented in docs/protocol.md.
 */
import * as z from "zod/mini";
import { fieldSchemas } from "../../core/schema.js";

/** The protocol version `hello` reports; bumped whenever a message changes meaning. */
export const PROTOCOL_VERSION = 1;

/** Longest request line the server reads by default (bytes of UTF-8); a longer one is refused. */
export const DEFAULT_MAX_LINE = 16 * 1024 * 1024;

/** Most sessions one server holds at once by default; `close` frees one. */
export const DEFAULT_MAX_SESSIONS = 1024;

/** Longest request id or session id a client may choose. */
const MAX_ID_LENGTH = 64;

/** A request id: echoed in the reply so a client may pipeline requests. */
const idSchema = z.union([z.string().check(z.maxLength(MAX_ID_LENGTH)), z.number().check(z.int())]);

const session = z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH));
/** A seat: any number here; the server refuses one that is no seat of the session's game (INVALID). */
const seat = z.number();
const viewer = z.union([seat, z.literal("spectator")]);
const config = z.record(z.string(), z.unknown());

/** How an action mask is sent: a string of 0/1, a base64 bitset, or the list of legal indices. */
export const MASK_ENCODINGS = ["bits", "base64", "indices"] as const;
/** How an observation is sent: a JSON array of numbers, or base64 of little-endian Float32s. */
export const OBSERVATION_ENCODINGS = ["array", "base64"] as const;

const envelope = { id: z.optional(idSchema), op: z.string() };

/** Every operation and the fields of its request (besides `id` and `op`). */
export const requestSchemas = {
  hello: z.strictObject({ ...envelope }),
  setup: z.strictObject({
    ...envelope,
    game: z.string().check(z.maxLength(100)),
    players: z.number().check(z.int(), z.minimum(1), z.maximum(64)),
    seed: z.optional(fieldSchemas.seed),
    config: z.optional(config),
    chance: z.optional(z.enum(["sampled", "explicit"])),
    session: z.optional(session),
  }),
  load: z.strictObject({ ...envelope, game: z.string().check(z.maxLength(100)), state: z.unknown(), session: z.optional(session) }),
  close: z.strictObject({ ...envelope, session }),
  state: z.strictObject({ ...envelope, session }),
  decision: z.strictObject({ ...envelope, session }),
  legal_moves: z.strictObject({ ...envelope, session, player: z.optional(seat) }),
  apply: z.strictObject({ ...envelope, session, move: z.unknown(), player: z.optional(seat) }),
  chance_outcomes: z.strictObject({ ...envelope, session }),
  apply_chance: z.strictObject({ ...envelope, session, outcome: z.number().check(z.int(), z.minimum(0)) }),
  view: z.strictObject({ ...envelope, session, player: viewer }),
  score: z.strictObject({ ...envelope, session }),
  describe: z.strictObject({ ...envelope, session, move: z.unknown(), player: z.optional(seat) }),
  render: z.strictObject({ ...envelope, session, viewer: z.optional(viewer) }),
  spaces: z.strictObject({ ...envelope, session, labels: z.optional(z.boolean()) }),
  action_mask: z.strictObject({ ...envelope, session, player: z.optional(seat), encoding: z.optional(z.enum(MASK_ENCODINGS)) }),
  observation: z.strictObject({ ...envelope, session, player: z.optional(viewer), encoding: z.optional(z.enum(OBSERVATION_ENCODINGS)) }),
  apply_action: z.strictObject({ ...envelope, session, action: z.number().check(z.int(), z.minimum(0)), player: z.optional(seat) }),
  reset: z.strictObject({ ...envelope, session, seed: z.optional(fieldSchemas.seed) }),
  bot_move: z.strictObject({ ...envelope, session, bot: z.string().check(z.maxLength(100)), player: z.optional(seat) }),
} as const;

/** The request fields that name a seat of the session's game; the server checks them in one place. */
export const SEAT_FIELDS = ["player", "viewer"] as const;

/** An operation name. */
export type Op = keyof typeof requestSchemas;
/** The request of operation `O`, as validated. */
export type Request<O extends Op> = z.infer<(typeof requestSchemas)[O]>;

/** The envelope every request is first checked against, before its operation's own schema. */
export const envelopeSchema = z.looseObject({ id: z.optional(z.unknown()), op: z.optional(z.unknown()) });

/** Whether `value` is a valid request id (to echo it even when the rest of the request is bad). */
export function validId(value: unknown): value is string | number {
  return idSchema.safeParse(value).success;
}

/** The error codes of the protocol itself; a game's own move and validation codes come on top. */
export type ProtocolErrorCode =
  | "BAD_JSON"
  | "LINE_TOO_LONG"
  | "BAD_REQUEST"
  | "UNKNOWN_OP"
  | "UNKNOWN_GAME"
  | "UNKNOWN_SESSION"
  | "SESSION_EXISTS"
  | "TOO_MANY_SESSIONS"
  | "NO_ACTION_SPACE"
  | "ACTION_PENDING"
  | "UNKNOWN_BOT"
  | "INVALID"
  | "INTERNAL";

/** The error of a failed reply. */
export interface ProtocolError {
  /** A {@link ProtocolErrorCode}, or the game's `IllegalMoveError` code (e.g. `"NOT_YOUR_TURN"`). */
  readonly code: string;
  readonly message: string;
  /** The offending field of the request (or of the state or config it carried), when one is to blame. */
  readonly field?: string;
}

/** A reply: `ok` with the operation's fields, or an error. */
export type Reply =
  ({ readonly id: string | number | null; readonly ok: true } & Readonly<Record<string, unknown>>) | { readonly id: string | number | null; readonly ok: false; readonly error: ProtocolError };
