/**
 * Moves (and configs) from outside as plain data. A move a caller hands in may be an object with
 * getters or a Proxy: read twice, it may answer one thing to the check and another to the rules.
 * {@link plainSnapshot} reads it exactly once into a frozen copy of plain data, and the engine
 * checks and applies that copy, never the caller's object.
 */
/** A move larger than this many values (objects, arrays and leaves) is refused before it is parsed. */
export const MAX_MOVE_NODES = 256;
/** A move whose strings and keys hold more than this many characters is refused before it is parsed. */
export const MAX_MOVE_CHARS = 1024;

const TOO_LARGE = "far larger than any move (or config) of a game";

/** A move read once into plain data, or why it could not be. */
export type PlainSnapshot = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: string };

/** Thrown inside the walk to stop it with a reason (never escapes {@link plainSnapshot}). */
class Refused {
  constructor(readonly reason: string) {}
}

/**
 * A deep-frozen copy of `value` made of plain objects, arrays and primitives, each property read
 * exactly once (a getter is called once, and its answer is the move: a Proxy is read through its
 * traps once); refused when it holds something that is not plain data (a class instance, a Map, a
 * Date, a function), when reading it throws, or when it is far larger than any move of any game.
 * Only own enumerable string keys are copied, as JSON would.
 *
 * Reading each property once costs a fifth or less of what inspecting property descriptors (to
 * refuse getters outright) does, and makes getters just as harmless: see docs/benchmarks.md.
 */
export function plainSnapshot(value: unknown): PlainSnapshot {
  const budget: Budget = { nodes: 0, chars: 0 };
  try {
    return { ok: true, value: copy(value, budget) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, reason: e.reason };
    // A getter or a Proxy trap that throws, a revoked Proxy: nothing readable.
    return { ok: false, reason: "it cannot be read as plain data" };
  }
}

/** Flat moves the engine built once as frozen plain data ({@link plainConstant}): their own snapshot. */
const CONSTANTS = new WeakSet<object>();

/**
 * Freezes a flat object of primitives that the engine builds once and lists again and again (Azul's
 * table of every take), and lets {@link plainSnapshot} take it as it stands instead of copying it:
 * its data can never change. Checked once here (a plain object, data properties only, primitive
 * values): anything else is frozen but not registered, and is copied like any move.
 */
export function plainConstant<T extends object>(value: T): Readonly<T> {
  Object.freeze(value);
  const proto = Object.getPrototypeOf(value);
  const flat =
    (proto === Object.prototype || proto === null) &&
    Object.values(Object.getOwnPropertyDescriptors(value)).every((d) => "value" in d && (typeof d.value !== "object" || d.value === null) && typeof d.value !== "function");
  if (flat) CONSTANTS.add(value);
  return value;
}

/**
 * Shared move constants ({@link plainConstant}) by a whole-number key below `size`, each built the
 * first time it is asked for: a generator whose moves are too many to tabulate up front (a tile on
 * a space, by die) still hands out one frozen object per move. The engine then takes a listed move
 * back without copying it, and a bot keys it once. Keys pack a move's fields by their ranges
 * ({@link packKey}), so the pool is bounded by the game's move space; an array, not a map: a
 * listing asks for every move it lists.
 */
export class ConstantPool<T extends object> {
  private readonly items: (Readonly<T> | undefined)[];
  constructor(readonly size: number) {
    this.items = Array.from({ length: size }, () => undefined);
  }
  /** The constant of `key`, if built (never for {@link NO_KEY}). */
  get(key: number): Readonly<T> | undefined {
    return key >= 0 ? this.items[key] : undefined;
  }
  /**
   * `value`, frozen, kept as the constant of `key`. A move whose fields are out of their ranges (a
   * corrupt state's) has {@link NO_KEY}: it is frozen but not kept, so it can never stand for another.
   */
  add(key: number, value: T): Readonly<T> {
    const constant = plainConstant(value);
    if (key >= 0 && key < this.size) this.items[key] = constant;
    return constant;
  }
}

/** The key of fields out of their ranges: no constant has it. */
export const NO_KEY = -1;

/** Whether `x` is a whole number from 0 to `size` − 1 (`x >>> 0` is `x` only for a whole number from 0 to 2³² − 1). */
const within = (x: number, size: number): boolean => x >>> 0 === x && x < size;

/**
 * A key for {@link ConstantPool} from up to four fields and their sizes, the first the most
 * significant: each value a whole number below its size (fields left out are 0 of 1); {@link NO_KEY}
 * when any is not.
 */
export function packKey(a: number, na: number, b = 0, nb = 1, c = 0, nc = 1, d = 0, nd = 1): number {
  if (!(within(a, na) && within(b, nb) && within(c, nc) && within(d, nd))) return NO_KEY;
  return ((a * nb + b) * nc + c) * nd + d;
}

/** What a snapshot has read so far, against {@link MAX_MOVE_NODES} and {@link MAX_MOVE_CHARS}. */
interface Budget {
  nodes: number;
  chars: number;
}

/** The frozen plain copy of `v` (module-level, no closures: it runs on every validated move). */
function copy(v: unknown, budget: Budget): unknown {
  if (++budget.nodes > MAX_MOVE_NODES) throw new Refused(TOO_LARGE);
  if (typeof v === "string") {
    budget.chars += v.length;
    if (budget.chars > MAX_MOVE_CHARS) throw new Refused(TOO_LARGE);
    return v;
  }
  if (typeof v === "function") throw new Refused("it holds a function, not data");
  if (typeof v !== "object" || v === null) return v;
  if (CONSTANTS.has(v)) return v;
  const proto = Object.getPrototypeOf(v);
  if (Array.isArray(v)) {
    if (proto !== Array.prototype) throw new Refused("it holds an array that is not a plain one");
    const length = v.length;
    if (!(length <= MAX_MOVE_NODES)) throw new Refused(TOO_LARGE);
    const out = new Array<unknown>(length);
    for (let i = 0; i < length; i++) out[i] = copy(v[i], budget);
    return Object.freeze(out);
  }
  if (proto !== Object.prototype && proto !== null) throw new Refused("it holds an object that is not plain data (a class instance or a built-in)");
  const keys = Object.keys(v);
  if (keys.length > MAX_MOVE_NODES) throw new Refused(TOO_LARGE);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    budget.chars += key.length;
    if (budget.chars > MAX_MOVE_CHARS) throw new Refused(TOO_LARGE);
    const item = copy((v as Record<string, unknown>)[key], budget);
    // Assigning "__proto__" would set the prototype: that key is defined as data instead.
    if (key === "__proto__") Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  return Object.freeze(out);
}

/**
 * An independent deep copy of plain data the engine built (a view, a determinized sample, a
 * decision): arrays and plain objects are copied, everything else is kept. What the library hands
 * out this way shares nothing with the real state, so writing into it changes nothing real. A copy
 * rather than a freeze: freezing would freeze the parts a view shares with the real state too, and
 * engine code then meets frozen and unfrozen objects of one shape, which V8 runs markedly slower
 * (see docs/benchmarks.md).
 */
export function clonePlain<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}
