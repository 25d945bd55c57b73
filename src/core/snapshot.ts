/**
 * Moves (and configs) from outside as plain data. A move a caller hands in may be an object with
 * getters, a Proxy or a class instance: read twice, it may answer one thing to the check and
 * another to the rules. {@link plainSnapshot} reads it exactly once into a frozen copy of plain
 * data, and the engine checks and applies that copy, never the caller's object.
 */
import { deepFreeze } from "./dev.js";

/** A move larger than this many values (objects, arrays and leaves) is refused before it is parsed. */
export const MAX_MOVE_NODES = 256;
/** A move whose strings and keys hold more than this many characters is refused before it is parsed. */
export const MAX_MOVE_CHARS = 1024;

/** A move read once into plain data, or why it could not be. */
export type PlainSnapshot = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: string };

/** Thrown inside the walk to stop it with a reason (never escapes {@link plainSnapshot}). */
class Refused {
  constructor(readonly reason: string) {}
}

/**
 * A deep-frozen copy of `value` made of plain objects, arrays and primitives, read exactly once;
 * refused when the value holds an accessor property, an object that is not a plain object or array
 * (class instances, Maps, Dates, functions), or is far larger than any move of any game. Only own
 * enumerable string keys are copied, as JSON would. A Proxy is read through its traps once, so
 * whatever it answers later no longer matters.
 */
export function plainSnapshot(value: unknown): PlainSnapshot {
  let nodes = 0;
  let chars = 0;
  const count = (): void => {
    if (++nodes > MAX_MOVE_NODES) throw new Refused("far larger than any move (or config) of a game");
  };
  const text = (s: string): void => {
    chars += s.length;
    if (chars > MAX_MOVE_CHARS) throw new Refused("far larger than any move (or config) of a game");
  };
  /** The plain value of one own property, read from its descriptor (a getter is never called). */
  const field = (holder: object, key: string, path: string): unknown => {
    const d = Object.getOwnPropertyDescriptor(holder, key);
    if (d === undefined) return undefined;
    if (!("value" in d)) throw new Refused(`"${path}" is a getter or setter, not a value`);
    return copy(d.value, path);
  };
  const copy = (v: unknown, path: string): unknown => {
    count();
    if (typeof v === "string") {
      text(v);
      return v;
    }
    if (typeof v === "function") throw new Refused(`${path === "" ? "the move" : `"${path}"`} is a function, not data`);
    if (typeof v !== "object" || v === null) return v;
    const proto = Object.getPrototypeOf(v);
    if (Array.isArray(v)) {
      if (proto !== Array.prototype) throw new Refused(`${path === "" ? "the move" : `"${path}"`} is not a plain array`);
      const length = Object.getOwnPropertyDescriptor(v, "length")?.value;
      if (typeof length !== "number" || length > MAX_MOVE_NODES) throw new Refused("far larger than any move (or config) of a game");
      const out = new Array<unknown>(length);
      for (let i = 0; i < length; i++) out[i] = field(v, String(i), `${path}[${i}]`);
      return out;
    }
    if (proto !== Object.prototype && proto !== null) throw new Refused(`${path === "" ? "the move" : `"${path}"`} is not a plain object (a class instance or a built-in)`);
    const keys = Object.keys(v);
    if (keys.length > MAX_MOVE_NODES) throw new Refused("far larger than any move (or config) of a game");
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      text(key);
      const item = field(v, key, path === "" ? key : `${path}.${key}`);
      // A plain assignment of "__proto__" would set the prototype: define the key as data instead.
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  try {
    return { ok: true, value: deepFreeze(copy(value, "")) };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, reason: e.reason };
    // A Proxy trap that throws, a revoked Proxy: nothing readable.
    return { ok: false, reason: "it cannot be read as plain data" };
  }
}
