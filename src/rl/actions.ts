/**
 * Fixed action spaces for reinforcement learning: every move of a game is a short sequence of
 * integer choices ("actions") in one fixed range `0 … actionCount − 1`, with a legality mask for
 * the next choice. Games whose moves are few enough use one action per move (flat); the others
 * factor a move into its type and then each of its fields, one small choice each, as OpenSpiel
 * does for large moves. Masks, decoding and `applyAction` are derived from `legalMoves`, so they
 * agree with the rules by construction; see docs/rl.md.
 */
import { deepFreeze } from "../core/dev.js";
import { required } from "../core/required.js";
import { IllegalMoveError, ValidationError } from "../core/errors.js";
import type { GameDefinition, PlayerId, SeatedMove } from "../core/types.js";
import { grammarTypes, type MoveFieldSpec, type MoveGrammar } from "../core/grammar.js";

/** A value a {@link choiceField} field may take: compared with `===`. */
export type ChoiceValue = string | number | boolean | null;

/**
 * How one field of a move becomes choices. Each field owns its own range of action indices
 * (a segment), so every index means one thing: "field F of move type T takes value V".
 */
export type FieldCoding =
  /** One choice among `values` (a `null` value stands for the field being absent). */
  | { readonly kind: "choice"; readonly values: readonly ChoiceValue[]; readonly label?: (value: ChoiceValue) => string }
  /** An optional `true` flag: one choice, "absent" (index 0) or "true" (index 1). */
  | { readonly kind: "flag" }
  /** An object with named sub-fields, one after another in the order given. */
  | { readonly kind: "record"; readonly fields: readonly (readonly [string, FieldCoding])[] }
  /** A value split into parts (e.g. a cell `"r,c"` into row and column), one choice per part. */
  | { readonly kind: "split"; readonly parts: readonly (readonly [string, FieldCoding])[]; readonly split: (value: unknown) => readonly unknown[] | null }
  /**
   * An array: its items one after another, then an "end" choice. With `set`, the items are a
   * multiset whose order does not matter: they are encoded in ascending order of their choices.
   */
  | { readonly kind: "list"; readonly item: FieldCoding; readonly set?: boolean; readonly max: number };

/** Longest list a {@link listField} field allows when its table gives no `max`, so `maxChoices` stays finite. */
export const MAX_LIST = 12;

/** One choice among `values` (compared with `===`). */
export function choiceField(values: readonly ChoiceValue[], label?: (value: ChoiceValue) => string): FieldCoding {
  return label ? { kind: "choice", values, label } : { kind: "choice", values };
}

/** One choice among the integers `min … max`. */
export function rangeField(min: number, max: number): FieldCoding {
  const values: number[] = [];
  for (let v = min; v <= max; v++) values.push(v);
  return { kind: "choice", values };
}

/** An optional `true` flag (absent or `true`). */
export const flagField: FieldCoding = Object.freeze({ kind: "flag" });

/** An object with named sub-fields. */
export function recordField(fields: readonly (readonly [string, FieldCoding])[]): FieldCoding {
  return { kind: "record", fields };
}

/** A value split into parts by `split` (null when the value is not of that shape). */
export function splitField(parts: readonly (readonly [string, FieldCoding])[], fn: (value: unknown) => readonly unknown[] | null): FieldCoding {
  return { kind: "split", parts, split: fn };
}

/**
 * An array of at most `max` `item`s (default {@link MAX_LIST}) followed by an end choice; `set`
 * when the order does not matter.
 */
export function listField(item: FieldCoding, options: { readonly set?: boolean; readonly max?: number } = {}): FieldCoding {
  const max = options.max ?? MAX_LIST;
  return options.set ? { kind: "list", item, set: true, max } : { kind: "list", item, max };
}

/**
 * A game's move table for one player count and config: for every move type, its fields in the
 * order they are chosen. Every key of a move but `type` and `player` must be listed.
 */
export type MoveTable = Readonly<Record<string, readonly (readonly [string, FieldCoding])[]>>;

/** A named range of action indices: `offset … offset + size − 1`. */
export interface ActionSegment {
  /** `"type"`, or `"<move type>.<field>"` (sub-fields and list ends add `.<part>` / `.end`). */
  readonly name: string;
  readonly offset: number;
  readonly size: number;
  /** What each index of the segment means, e.g. `"3"`, `"centre"`, `"absent"`. */
  readonly values: readonly string[];
}

/**
 * The state of a move being chosen one action at a time: the game state, the seat choosing and
 * the actions chosen so far. Immutable; {@link ActionSpace.step} returns the next one.
 */
export interface ActionState<State> {
  readonly state: State;
  /** The seat choosing the pending move; null while no choice is pending (`prefix` empty). */
  readonly player: PlayerId | null;
  /** Actions chosen so far for the pending move (empty between moves). */
  readonly prefix: readonly number[];
}

/**
 * A game's fixed action space. One shape for every game: flat spaces (one action per move) and
 * factored spaces (a move is a sequence of choices) differ only in how long `encode`'s answer is.
 *
 * `player` is needed only while several seats may act at once (moves are then per seat); it may be
 * left out whenever one seat is active.
 */
export interface ActionSpace<State, Move, Config> {
  /** The game's registry id. */
  readonly game: string;
  /**
   * The encoding version: bumped whenever the action space or a rules change alters what an action
   * means, so agents trained on one version know they do not fit another.
   */
  readonly version: number;
  /** True when a move may take more than one action (see {@link ActionSpace.maxChoices}). */
  readonly factored: boolean;
  /** Size of the action space for a player count and config (defaults for what is left out). */
  actionCount(players: number, config?: Partial<Config>): number;
  /** Every segment of the space, in index order: what each action index means. */
  segments(players: number, config?: Partial<Config>): readonly ActionSegment[];
  /** Size of the action space of a state's game (its player count and config). */
  actionCountOf(state: State): number;
  /** The segments of the action space of a state's game (its player count and config). */
  segmentsOf(state: State): readonly ActionSegment[];
  /**
   * The encoder of a state's game (its player count and config: every state of that game): the
   * actions of a move, for a simulator encoding the moves it just listed. It trusts its input (a
   * listed move) and checks nothing: use {@link ActionSpace.encode} for a move from outside.
   */
  encoderOf(state: State): (move: Move) => readonly number[];
  /**
   * The same unchecked encoder, appending a move's actions to `out` instead of returning a new
   * array: a simulator lists hundreds of moves a step into one buffer.
   */
  writerOf(state: State): (move: Move, out: number[]) => void;
  /** One label per action index, e.g. `"placeTile.cell=12"`. */
  actionLabels(players: number, config?: Partial<Config>): readonly string[];
  /**
   * The actions that choose `move` in `state` (length 1 for flat spaces; a move's `player` field is
   * not part of them). Throws `ValidationError` if the move cannot be encoded.
   */
  encode(state: State, move: SeatedMove<Move>): readonly number[];
  /** The legal move that `actions` choose in full, as `legalMoves` lists it. Throws `IllegalMoveError` if none. */
  decode(state: State, actions: readonly number[], player?: PlayerId): SeatedMove<Move>;
  /** A 0/1 mask of the next legal action after `prefix` (all 0 once the game is over). */
  mask(state: State, prefix?: readonly number[], player?: PlayerId): Uint8Array;
  /**
   * The state after the move that `action` (one action, or a move's full sequence) chooses:
   * `game.applyMove(state, decode(state, actions))`. A single action that does not complete a move
   * of a factored space throws `IllegalMoveError` (`INCOMPLETE_ACTION`): use {@link ActionSpace.step}.
   */
  applyAction(state: State, action: number | readonly number[], player?: PlayerId): State;
  /** An action state with nothing chosen yet. */
  start(state: State): ActionState<State>;
  /**
   * Adds one action to the pending move; when that completes a legal move, applies it and returns
   * the next state with an empty prefix. Throws `IllegalMoveError` (`ILLEGAL_ACTION`) for an
   * action the mask forbids.
   */
  step(current: ActionState<State>, action: number, player?: PlayerId): ActionState<State>;
  /** The seat whose choice is pending in `current` (the sole active seat, or `player` when several may act). */
  chooser(current: ActionState<State>, player?: PlayerId): PlayerId | null;
  /** The most actions one move takes for a player count and config (1 when flat). */
  maxChoices(players: number, config?: Partial<Config>): number;
}

/** A per-game encoder: the layout of the space and the actions of one move. */
interface Coding<State, Move, Config> {
  count(players: number, config: Config): number;
  segments(players: number, config: Config): readonly ActionSegment[];
  maxChoices(players: number, config: Config): number;
  tokens(state: State, move: Move): readonly number[];
  /** The unchecked encoder of listed moves for every state of `state`'s game, appending to `out`. */
  writer(state: State): (move: Move, out: number[]) => void;
}

interface Listed<Move> {
  readonly move: SeatedMove<Move>;
  readonly tokens: readonly number[];
}

const spaceError = (game: string, path: string, message: string): ValidationError => new ValidationError(`${game} action`, [{ path, message }]);

const sameTokens = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

const startsWith = (a: readonly number[], prefix: readonly number[]): boolean => a.length > prefix.length && prefix.every((x, i) => x === a[i]);

/**
 * A game definition, or a function returning it: a game's own folder builds its space with
 * `() => game`, so its index module may re-export the space without an import cycle failing.
 */
export type GameRef<State, Move, Config> = GameDefinition<State, Move, Config, any, any, any> | (() => GameDefinition<State, Move, Config, any, any, any>);

const resolve = <State, Move, Config>(ref: GameRef<State, Move, Config>): GameDefinition<State, Move, Config, any, any, any> => (typeof ref === "function" ? ref() : ref);

/** Builds an {@link ActionSpace} from a coding; masks and decoding come from `legalMoves`. */
function buildSpace<State, Move, Config>(
  ref: GameRef<State, Move, Config>,
  version: number,
  factored: boolean,
  coding: Coding<State, Move, Config>,
  configOf: (state: State) => Config,
): ActionSpace<State, Move, Config> {
  const game = {
    get current() {
      return resolve(ref);
    },
  };
  const full = (config: Partial<Config> | undefined): Config => {
    if (config !== undefined && (typeof config !== "object" || config === null)) throw spaceError(game.current.id, "config", "config must be an object");
    return { ...game.current.defaultConfig, ...(config ?? {}) };
  };
  const checkPlayers = (players: number): number => {
    if (!Number.isInteger(players) || players < game.current.players.min || players > game.current.players.max) {
      throw spaceError(game.current.id, "players", `${game.current.name} takes ${game.current.players.min} to ${game.current.players.max} players, not ${String(players)}`);
    }
    return players;
  };
  // Legal moves with their actions, per state and seat: states are immutable, so this never goes stale.
  const cache = new WeakMap<object, Map<number, readonly Listed<Move>[]>>();
  const seatOf = (state: State, player: PlayerId | undefined): PlayerId | null => {
    if (player !== undefined) {
      if (!Number.isInteger(player) || player < 0 || player >= game.current.playerCount(state)) throw spaceError(game.current.id, "player", `no seat ${String(player)} in this game`);
      return player;
    }
    const active = game.current.activePlayers(state);
    if (active.length === 0) return null;
    if (active.length > 1) throw spaceError(game.current.id, "player", `seats ${active.join(", ")} may act now: name the seat whose actions you mean`);
    return required(active[0], "the active seat");
  };
  const listed = (state: State, seat: PlayerId): readonly Listed<Move>[] => {
    let bySeat = cache.get(state as object);
    if (!bySeat) cache.set(state as object, (bySeat = new Map()));
    let out = bySeat.get(seat);
    if (!out) {
      // Moves deep-frozen: `decode` hands these very objects out, and the cache must not be written through them.
      out =
        game.current.isTerminal(state) || !game.current.activePlayers(state).includes(seat)
          ? []
          : game.current.legalMoves(state, seat).map((move) => ({ move: deepFreeze(move), tokens: coding.tokens(state, move) }));
      bySeat.set(seat, out);
    }
    return out;
  };
  const countOf = (state: State): number => coding.count(game.current.playerCount(state), configOf(state));
  const checkPrefix = (state: State, prefix: readonly number[]): void => {
    if (!Array.isArray(prefix)) throw spaceError(game.current.id, "prefix", "prefix must be an array of action indices");
    const n = countOf(state);
    prefix.forEach((a, i) => {
      if (!Number.isInteger(a) || a < 0 || a >= n) throw spaceError(game.current.id, `prefix[${i}]`, `an action is an integer from 0 to ${n - 1}, not ${String(a)}`);
    });
  };
  const mask = (state: State, prefix: readonly number[] = [], player?: PlayerId): Uint8Array => {
    checkPrefix(state, prefix);
    const out = new Uint8Array(countOf(state));
    const seat = seatOf(state, player);
    if (seat === null) return out;
    for (const l of listed(state, seat)) if (startsWith(l.tokens, prefix)) out[required(l.tokens[prefix.length], "the move's next action")] = 1;
    return out;
  };
  const decode = (state: State, actions: readonly number[], player?: PlayerId): SeatedMove<Move> => {
    checkPrefix(state, actions);
    const seat = seatOf(state, player);
    const hit = seat === null ? undefined : listed(state, seat).find((l) => sameTokens(l.tokens, actions));
    if (!hit) throw new IllegalMoveError("ILLEGAL_ACTION", `actions [${actions.join(", ")}] choose no legal ${game.current.name} move now`);
    return hit.move;
  };
  const chooser = (current: ActionState<State>, player?: PlayerId): PlayerId | null => {
    if (current.prefix.length > 0 && current.player !== null) {
      if (player !== undefined && player !== current.player) throw new IllegalMoveError("PLAYER_MISMATCH", `seat ${current.player} is choosing a move, not seat ${player}`);
      return current.player;
    }
    return seatOf(current.state, player);
  };
  // Frozen: an action space is shared by every caller of the process.
  const space: ActionSpace<State, Move, Config> = {
    get game() {
      return game.current.id;
    },
    version,
    factored,
    actionCount: (players, config) => coding.count(checkPlayers(players), full(config)),
    segments: (players, config) => coding.segments(checkPlayers(players), full(config)),
    actionCountOf: (state) => countOf(state),
    segmentsOf: (state) => coding.segments(game.current.playerCount(state), configOf(state)),
    encoderOf(state) {
      const write = coding.writer(state);
      return (move) => {
        const out: number[] = [];
        write(move, out);
        return out;
      };
    },
    writerOf: (state) => coding.writer(state),
    actionLabels: (players, config) => coding.segments(checkPlayers(players), full(config)).flatMap((s) => s.values.map((v) => `${s.name}=${v}`)),
    maxChoices: (players, config) => coding.maxChoices(checkPlayers(players), full(config)),
    encode: (state, move) => coding.tokens(state, move),
    decode,
    mask,
    applyAction(state, action, player) {
      const actions = typeof action === "number" ? [action] : action;
      const seat = seatOf(state, player);
      if (typeof action === "number" && seat !== null && !listed(state, seat).some((l) => sameTokens(l.tokens, actions))) {
        checkPrefix(state, actions);
        if (listed(state, seat).some((l) => startsWith(l.tokens, actions))) {
          throw new IllegalMoveError("INCOMPLETE_ACTION", `action ${action} starts a ${game.current.name} move but does not complete it: choose the rest with step()`);
        }
      }
      const move = decode(state, actions, player);
      return game.current.applyMove(state, move, seat ?? undefined);
    },
    start: (state) => ({ state, player: null, prefix: [] }),
    chooser,
    step(current, action, player) {
      const seat = chooser(current, player);
      if (seat === null) throw new IllegalMoveError("GAME_OVER", `the ${game.current.name} game is over`);
      const prefix = [...current.prefix, action];
      checkPrefix(current.state, prefix);
      const moves = listed(current.state, seat);
      const done = moves.find((l) => sameTokens(l.tokens, prefix));
      if (done) return { state: game.current.applyMove(current.state, done.move, seat), player: null, prefix: [] };
      if (!moves.some((l) => startsWith(l.tokens, prefix))) {
        throw new IllegalMoveError(
          "ILLEGAL_ACTION",
          `action ${action} (${labelOf(coding.segments(game.current.playerCount(current.state), configOf(current.state)), action)}) is not legal after [${current.prefix.join(", ")}]`,
        );
      }
      return { state: current.state, player: seat, prefix };
    },
  };
  return Object.freeze(space);
}

/** The label of one action index, for messages. */
function labelOf(segments: readonly ActionSegment[], action: number): string {
  for (const s of segments) if (action >= s.offset && action < s.offset + s.size) return `${s.name}=${s.values[action - s.offset]}`;
  return String(action);
}

/** Options of {@link flatActionSpace}: a game's own one-action-per-move encoding. */
export interface FlatCoding<State, Move, Config> {
  readonly version: number;
  /** Action count for a player count and (full) config. */
  readonly actionCount: (players: number, config: Config) => number;
  /** What each index means, for a player count and config (one label per index). */
  readonly labels: (players: number, config: Config) => readonly string[];
  /** The action of a move in a state. */
  readonly encode: (state: State, move: Move) => number;
  /** Config and player count of a state. */
  readonly configOf: (state: State) => Config;
}

/** An action space with one action per move, from a game's own flat encoding. */
export function flatActionSpace<State, Move, Config>(game: GameRef<State, Move, Config>, flat: FlatCoding<State, Move, Config>): ActionSpace<State, Move, Config> {
  return buildSpace(
    game,
    flat.version,
    false,
    {
      count: flat.actionCount,
      segments: (players, config) => {
        const values = flat.labels(players, config);
        return [{ name: "move", offset: 0, size: values.length, values }];
      },
      maxChoices: () => 1,
      tokens: (state, move) => [flat.encode(state, stripSeat(move))],
      writer: (state) => (move, out) => void out.push(flat.encode(state, move)),
    },
    flat.configOf,
  );
}

/** A move without its `player` field (the seat is not part of an action). */
function stripSeat<Move>(move: Move): Move {
  if (typeof move !== "object" || move === null || !Object.hasOwn(move, "player")) return move;
  const { player: _seat, ...rest } = move as Record<string, unknown>;
  return rest as Move;
}

/** A compiled field: its segments' offsets, and how to write a value's choices. */
interface Compiled {
  readonly segments: ActionSegment[];
  /** Appends the actions of `value`, or returns an error message. */
  write(value: unknown, out: number[]): string | null;
  /** Appends the actions of a value known to fit (a listed move's): checks nothing. */
  put(value: unknown, out: number[]): void;
  /** Most actions one value takes. */
  readonly longest: number;
}

function compile(coding: FieldCoding, name: string, offset: number): Compiled {
  switch (coding.kind) {
    case "choice": {
      const index = new Map<ChoiceValue, number>();
      coding.values.forEach((v, i) => index.set(v, i));
      const label = coding.label ?? ((v: ChoiceValue) => (v === null ? "absent" : String(v)));
      return {
        segments: [{ name, offset, size: coding.values.length, values: coding.values.map(label) }],
        write(value, out) {
          const v = value === undefined ? null : value;
          const i = index.get(v as ChoiceValue);
          if (i === undefined) return `${name}: ${JSON.stringify(value) ?? "undefined"} is not one of its ${coding.values.length} values`;
          out.push(offset + i);
          return null;
        },
        put: consecutive(coding.values)
          ? (
              (first) => (value, out) =>
                void out.push(offset + (value as number) - first)
            )(coding.values[0] as number)
          : (denseTable(coding.values, offset) ?? ((value, out) => void out.push(offset + (index.get(value === undefined ? null : (value as ChoiceValue)) ?? 0)))),
        longest: 1,
      };
    }
    case "flag":
      return {
        segments: [{ name, offset, size: 2, values: ["absent", "true"] }],
        write(value, out) {
          if (value !== undefined && value !== true) return `${name}: must be absent or true`;
          out.push(offset + (value === true ? 1 : 0));
          return null;
        },
        put(value, out) {
          out.push(offset + (value === true ? 1 : 0));
        },
        longest: 1,
      };
    case "record":
    case "split": {
      const parts: { key: string; c: Compiled }[] = [];
      let at = offset;
      const fields = coding.kind === "record" ? coding.fields : coding.parts;
      for (const [key, sub] of fields) {
        const c = compile(sub, `${name}.${key}`, at);
        parts.push({ key, c });
        at += c.segments.reduce((n, s) => n + s.size, 0);
      }
      return {
        segments: parts.flatMap((p) => p.c.segments),
        write(value, out) {
          let values: readonly unknown[];
          if (coding.kind === "split") {
            const got = coding.split(value);
            if (!got || got.length !== parts.length) return `${name}: ${JSON.stringify(value) ?? "undefined"} is not of its shape`;
            values = got;
          } else {
            if (typeof value !== "object" || value === null || Array.isArray(value)) return `${name}: must be an object`;
            const o = value as Record<string, unknown>;
            for (const k of Object.keys(o)) if (!parts.some((p) => p.key === k)) return `${name}: unexpected key ${JSON.stringify(k)}`;
            values = parts.map((p) => (Object.hasOwn(o, p.key) ? o[p.key] : undefined));
          }
          for (let i = 0; i < parts.length; i++) {
            const err = required(parts[i], "a part of the coding").c.write(values[i], out);
            if (err) return err;
          }
          return null;
        },
        put(value, out) {
          if (coding.kind === "split") {
            const got = coding.split(value) ?? [];
            for (let i = 0; i < parts.length; i++) required(parts[i], "a part of the coding").c.put(got[i], out);
          } else {
            const o = value as Record<string, unknown>;
            for (let i = 0; i < parts.length; i++) {
              const part = required(parts[i], "a part of the coding");
              part.c.put(o[part.key], out);
            }
          }
        },
        longest: parts.reduce((n, p) => n + p.c.longest, 0),
      };
    }
    case "list": {
      const item = compile(coding.item, name, offset);
      const itemSize = item.segments.reduce((n, s) => n + s.size, 0);
      const end = offset + itemSize;
      return {
        segments: [...item.segments, { name: `${name}.end`, offset: end, size: 1, values: ["end"] }],
        write(value, out) {
          if (!Array.isArray(value)) return `${name}: must be an array`;
          if (value.length > coding.max) return `${name}: at most ${coding.max} items`;
          const items: number[][] = [];
          for (const v of value) {
            const one: number[] = [];
            const err = item.write(v, one);
            if (err) return err;
            items.push(one);
          }
          if (coding.set) items.sort(compareTokens);
          for (const one of items) out.push(...one);
          out.push(end);
          return null;
        },
        put(value, out) {
          const values = value as readonly unknown[];
          if (coding.set && values.length > 1) {
            // A set's items go in ascending order of their choices: encoded apart, then sorted.
            const items = values.map((v) => {
              const one: number[] = [];
              item.put(v, one);
              return one;
            });
            items.sort(compareTokens);
            for (const one of items) out.push(...one);
          } else {
            for (let i = 0; i < values.length; i++) item.put(values[i], out);
          }
          out.push(end);
        },
        longest: coding.max * item.longest + 1,
      };
    }
  }
}

/** Whether choice values are the integers `v₀, v₀ + 1, …` (a value's index is then arithmetic). */
/** Largest value a dense table of small whole numbers covers (tile codes, card numbers). */
const DENSE_LIMIT = 1024;

/**
 * For choices that are all small whole numbers (not consecutive), the unchecked writer of a listed
 * value as one read of a table by value, instead of a map lookup: null for other choices.
 */
function denseTable(values: readonly ChoiceValue[], offset: number): ((value: unknown, out: number[]) => void) | null {
  if (!values.every((v) => typeof v === "number" && Number.isInteger(v) && v >= 0 && v < DENSE_LIMIT)) return null;
  const table = new Int32Array(Math.max(...(values as number[])) + 1).fill(offset);
  values.forEach((v, i) => (table[v as number] = offset + i));
  return (value, out) => void out.push(table[value as number] ?? offset);
}

function consecutive(values: readonly ChoiceValue[]): boolean {
  return values.length > 0 && values.every((v, i) => typeof v === "number" && v === (values[0] as number) + i);
}

function compareTokens(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = required(a[i], "an action of the item");
    const y = required(b[i], "an action of the item");
    if (x !== y) return x - y;
  }
  return a.length - b.length;
}

/** A compiled move table: the type segment, then every field's segments. */
interface CompiledTable {
  readonly segments: readonly ActionSegment[];
  readonly count: number;
  readonly types: ReadonlyMap<string, { index: number; fields: readonly { key: string; c: Compiled }[] }>;
  readonly longest: number;
}

function compileTable(table: MoveTable): CompiledTable {
  const typeEntries = Object.entries(table);
  const typeNames = typeEntries.map(([type]) => type);
  const segments: ActionSegment[] = [{ name: "type", offset: 0, size: typeNames.length, values: typeNames }];
  let at = typeNames.length;
  let longest = 1;
  const types = new Map<string, { index: number; fields: { key: string; c: Compiled }[] }>();
  typeEntries.forEach(([type, codings], index) => {
    const fields: { key: string; c: Compiled }[] = [];
    let length = 1;
    for (const [key, coding] of codings) {
      const c = compile(coding, `${type}.${key}`, at);
      fields.push({ key, c });
      segments.push(...c.segments);
      at += c.segments.reduce((n, s) => n + s.size, 0);
      length += c.longest;
    }
    longest = Math.max(longest, length);
    types.set(type, { index, fields });
  });
  return { segments, count: at, types, longest };
}

/** Options of {@link factoredActionSpace}. */
export interface FactoredCoding<State, Config> {
  /** The encoding version (see {@link ActionSpace.version}). */
  readonly version: number;
  /** The move table for a player count and (full) config. */
  readonly table: (players: number, config: Config) => MoveTable;
  /** The config of a state. */
  readonly configOf: (state: State) => Config;
}

/**
 * A factored action space from a game's table of move types and field domains: a move is chosen
 * as its type, then each field in table order (an array item by item, then "end"). Each field has
 * its own range of indices. Tables are compiled once per player count and config.
 */
export function factoredActionSpace<State, Move, Config>(ref: GameRef<State, Move, Config>, coding: FactoredCoding<State, Config>): ActionSpace<State, Move, Config> {
  const game = {
    get current() {
      return resolve(ref);
    },
  };
  const compiled = new Map<string, CompiledTable>();
  // Every move of a game is encoded with its state's config object: remembering the table per
  // object spares a JSON key per move (most of the cost of listing a state's actions).
  const byConfig = new WeakMap<object, CompiledTable[]>();
  const tableFor = (players: number, config: Config): CompiledTable => {
    const known = typeof config === "object" && config !== null ? byConfig.get(config) : undefined;
    let t = known?.[players];
    if (t) return t;
    const key = `${players}:${JSON.stringify(config)}`;
    t = compiled.get(key);
    if (!t) compiled.set(key, (t = compileTable(coding.table(players, config))));
    if (typeof config === "object" && config !== null) {
      const tables = known ?? [];
      tables[players] = t;
      if (!known) byConfig.set(config, tables);
    }
    return t;
  };
  return buildSpace(
    ref,
    coding.version,
    true,
    {
      count: (players, config) => tableFor(players, config).count,
      segments: (players, config) => tableFor(players, config).segments,
      maxChoices: (players, config) => tableFor(players, config).longest,
      writer(state) {
        const t = tableFor(game.current.playerCount(state), coding.configOf(state));
        return (move, out) => {
          const o = move as Record<string, unknown>;
          const type = t.types.get(o.type as string);
          if (!type) throw spaceError(game.current.id, "type", `no ${game.current.name} move type ${JSON.stringify(o.type) ?? "undefined"}`);
          out.push(type.index);
          const fields = type.fields;
          for (let i = 0; i < fields.length; i++) {
            const field = required(fields[i], "a field of the move type");
            field.c.put(o[field.key], out);
          }
        };
      },
      tokens(state, move) {
        const t = tableFor(game.current.playerCount(state), coding.configOf(state));
        if (typeof move !== "object" || move === null) throw spaceError(game.current.id, "", "a move is an object with a type");
        const o = move as Record<string, unknown>;
        const type = typeof o.type === "string" ? t.types.get(o.type) : undefined;
        if (!type) throw spaceError(game.current.id, "type", `no ${game.current.name} move type ${JSON.stringify(o.type) ?? "undefined"}`);
        const out = [type.index];
        for (const k of Object.keys(o)) {
          if (k !== "type" && k !== "player" && !type.fields.some((f) => f.key === k)) throw spaceError(game.current.id, k, `a ${String(o.type)} move has no field ${JSON.stringify(k)}`);
        }
        for (const f of type.fields) {
          const err = f.c.write(Object.hasOwn(o, f.key) ? o[f.key] : undefined, out);
          if (err) throw spaceError(game.current.id, f.key, err);
        }
        return out;
      },
    },
    coding.configOf,
  );
}

/** An action space with its type parameters erased, for generic tools. */
export type AnyActionSpace = ActionSpace<any, any, any>;

/** The action coding of one field of a move grammar, for a player count and config. */
function fieldCoding(spec: MoveFieldSpec, players: number, config: unknown): FieldCoding {
  switch (spec.kind) {
    case "int": {
      if (spec.encoded) return choiceField(spec.encoded, spec.label);
      const [min, max] = spec.actions ? spec.actions(players, config) : [spec.min, spec.max];
      return rangeField(min, max);
    }
    case "oneOf":
      return choiceField(spec.actions ? spec.actions(players, config) : spec.values, spec.label);
    case "flag":
      return flagField;
    case "either":
      return choiceField([...choicesOf(spec.first, players, config), ...choicesOf(spec.second, players, config)]);
    case "record":
      return recordField(spec.fields.map(([k, f]) => [k, fieldCoding(f, players, config)] as const));
    case "list":
      return listField(fieldCoding(spec.item, players, config), { set: spec.set, max: spec.max });
    case "text": {
      if (spec.encoded) return choiceField(spec.encoded);
      const { parts, split } = spec;
      if (!parts || !split) throw new Error("a text field of a move grammar needs parts or encoded values to be encoded");
      return splitField(
        parts.map(([k, f]) => [k, fieldCoding(f, players, config)] as const),
        (value) => (typeof value === "string" ? split(value) : null),
      );
    }
  }
}

/** The values of a `oneOf` or `int` field, in order (the choices of an `either` field). */
function choicesOf(spec: MoveFieldSpec, players: number, config: unknown): readonly ChoiceValue[] {
  if (spec.kind === "oneOf") return spec.actions ? spec.actions(players, config) : spec.values;
  if (spec.kind === "int") {
    if (spec.encoded) return spec.encoded;
    const [min, max] = spec.actions ? spec.actions(players, config) : [spec.min, spec.max];
    return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  }
  throw new Error(`an either field of a move grammar joins oneOf and int fields, not ${spec.kind}`);
}

/**
 * The move table of a game's move grammar for a player count and config: each move type in
 * declaration order, each field in declaration order, encoded from its `actions` domain.
 */
export function grammarTable(grammar: MoveGrammar, players: number, config: unknown): MoveTable {
  return Object.fromEntries(grammarTypes(grammar).map(([type, fields]) => [type, fields.map(([k, f]) => [k, fieldCoding(f, players, config)] as const)]));
}

/** Options of {@link grammarActionSpace}. */
export interface GrammarCoding<State, Config> {
  /** The encoding version (see {@link ActionSpace.version}). */
  readonly version: number;
  /** The game's move grammar (declared once: see `defineMoves`). */
  readonly moves: { readonly grammar: MoveGrammar };
  /** The config of a state. */
  readonly configOf: (state: State) => Config;
}

/** A factored action space derived from a game's move grammar ({@link grammarTable}). */
export function grammarActionSpace<State, Move, Config>(ref: GameRef<State, Move, Config>, coding: GrammarCoding<State, Config>): ActionSpace<State, Move, Config> {
  return factoredActionSpace(ref, { version: coding.version, table: (players, config) => grammarTable(coding.moves.grammar, players, config), configOf: coding.configOf });
}
