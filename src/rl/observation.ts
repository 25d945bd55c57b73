/**
 * Fixed-length numeric observations for reinforcement learning: one seat's player view as a
 * `Float32Array` whose length depends only on the game, the player count and the config, with a
 * documented layout (name, offset, length, meaning of every field). Built from the view alone, so
 * an observation never shows what `playerView` hides. See docs/rl.md.
 */
import { deepFreeze } from "../core/dev.js";
import { required } from "../core/required.js";
import { ValidationError } from "../core/errors.js";
import type { GameDefinition, PlayerId } from "../core/types.js";

/** One field of an observation: `length` numbers from `offset`. */
export interface ObservationField {
  readonly name: string;
  readonly offset: number;
  readonly length: number;
  /** What the numbers mean (units, order, one-hot or count). */
  readonly meaning: string;
}

/**
 * Seats as an observation orders them: relative to the viewer, so every agent sees itself first.
 * `order[k]` is the seat `k` places after the viewer (a spectator sees seat 0 first);
 * `rel(seat)` is the inverse.
 */
export interface SeatOrder {
  readonly order: readonly PlayerId[];
  rel(seat: PlayerId): number;
}

/** A field of a game's observation: its size and meaning, and how to fill it from a view. */
export interface FieldSpec<View> {
  readonly name: string;
  readonly length: number;
  readonly meaning: string;
  /** Writes the field into `out` (exactly `length` numbers, all 0 beforehand). */
  write(view: View, out: Float32Array, seats: SeatOrder): void;
}

/** A game's observation encoder. */
export interface ObservationSpace<View, Config> {
  readonly game: string;
  /** Bumped whenever the layout or the meaning of a field changes. */
  readonly version: number;
  /** The layout for a player count and config: every field with its offset. */
  layout(players: number, config?: Partial<Config>): readonly ObservationField[];
  /** The observation length for a player count and config. */
  size(players: number, config?: Partial<Config>): number;
  /** The observation of a player view (a spectator's view works too). */
  encode(view: View): Float32Array;
}

/** What {@link defineObservation} needs from a game. */
export interface ObservationSpec<View, Config> {
  readonly version: number;
  /** The fields for a player count and (full) config, in order. */
  fields(players: number, config: Config): readonly FieldSpec<View>[];
  /** The player count and config of a view. */
  shape(view: View): { readonly players: number; readonly config: Config; readonly viewer: PlayerId | "spectator" };
}

/** Seats relative to `viewer` (a spectator counts as seat 0). */
export function seatOrder(players: number, viewer: PlayerId | "spectator"): SeatOrder {
  const first = viewer === "spectator" ? 0 : viewer;
  const order = Array.from({ length: players }, (_, k) => (first + k) % players);
  return { order, rel: (seat) => (seat - first + players) % players };
}

/** Builds a game's {@link ObservationSpace} from its field table. */
export function defineObservation<View, Config>(
  ref: GameDefinition<any, any, Config, View, any, any> | (() => GameDefinition<any, any, Config, View, any, any>),
  spec: ObservationSpec<View, Config>,
): ObservationSpace<View, Config> {
  // A game's own folder passes `() => game`, so its index may re-export this without an import cycle failing.
  const game = {
    get current() {
      return typeof ref === "function" ? ref() : ref;
    },
  };
  const layouts = new Map<string, { fields: readonly FieldSpec<View>[]; layout: ObservationField[]; size: number }>();
  const compiled = (players: number, config: Config) => {
    const key = `${players}:${JSON.stringify(config)}`;
    let c = layouts.get(key);
    if (!c) {
      const fields = spec.fields(players, config);
      let offset = 0;
      const layout = fields.map((f) => {
        const out = { name: f.name, offset, length: f.length, meaning: f.meaning };
        offset += f.length;
        return out;
      });
      // Frozen: the layout is handed out as it is cached, and `encode` writes by it.
      layouts.set(key, (c = { fields, layout: deepFreeze(layout), size: offset }));
    }
    return c;
  };
  const full = (players: number, config: Partial<Config> | undefined) => {
    if (!Number.isInteger(players) || players < game.current.players.min || players > game.current.players.max) {
      throw new ValidationError(`${game.current.id} observation`, [
        { path: "players", message: `${game.current.name} takes ${game.current.players.min} to ${game.current.players.max} players, not ${String(players)}` },
      ]);
    }
    return compiled(players, { ...game.current.defaultConfig, ...(config ?? {}) });
  };
  const space: ObservationSpace<View, Config> = {
    get game() {
      return game.current.id;
    },
    version: spec.version,
    layout: (players, config) => full(players, config).layout,
    size: (players, config) => full(players, config).size,
    encode(view) {
      if (!game.current.isView(view))
        throw new ValidationError(`${game.current.id} observation`, [{ path: "", message: `not a ${game.current.name} player view: observe game.current.playerView(state, seat)` }]);
      const { players, config, viewer } = spec.shape(view);
      const c = compiled(players, config);
      const out = new Float32Array(c.size);
      const seats = seatOrder(players, viewer);
      c.fields.forEach((f, i) => {
        const at = required(c.layout[i], "the field's place in the layout").offset;
        f.write(view, out.subarray(at, at + f.length), seats);
      });
      return out;
    },
  };
  // Frozen like every exported definition: an observation space is shared by the whole process.
  return Object.freeze(space);
}

/** The observation of `seat` in `state`: always through `playerView`, never the state itself. */
export function observe<State, View, Config>(
  game: GameDefinition<State, any, Config, View, any, any>,
  space: ObservationSpace<View, Config>,
  state: State,
  seat: PlayerId | "spectator",
): Float32Array {
  return space.encode(game.playerView(state, seat));
}

/** Sets `out[index] = 1` when `index` is in range (a one-hot entry); `null` leaves `out` all 0. */
export function oneHot(out: Float32Array, index: number | null, at = 0, size = out.length - at): void {
  if (index !== null && index >= 0 && index < size) out[at + index] = 1;
}

/** A field of one number. */
export function scalarField<View>(name: string, meaning: string, get: (view: View, seats: SeatOrder) => number): FieldSpec<View> {
  return { name, length: 1, meaning, write: (v, out, s) => void (out[0] = get(v, s)) };
}

/** A field of `length` numbers copied from an array (missing entries stay 0). */
export function numbersField<View>(name: string, length: number, meaning: string, get: (view: View, seats: SeatOrder) => readonly number[]): FieldSpec<View> {
  return {
    name,
    length,
    meaning,
    write(v, out, s) {
      const xs = get(v, s);
      for (let i = 0; i < Math.min(length, xs.length); i++) out[i] = required(xs[i], "a number of the field");
    },
  };
}

/** A one-hot field over `size` values (all 0 for `null`). */
export function categoryField<View>(name: string, size: number, meaning: string, get: (view: View, seats: SeatOrder) => number | null): FieldSpec<View> {
  return { name, length: size, meaning, write: (v, out, s) => oneHot(out, get(v, s)) };
}

/**
 * One block per seat, in {@link SeatOrder} (the viewer's first): `each` lists the fields of one
 * seat; the layout names them `p<k>.<field>` (k = places after the viewer).
 */
export function perSeat<View>(players: number, each: readonly FieldSpec<{ view: View; seat: PlayerId }>[]): FieldSpec<View>[] {
  const out: FieldSpec<View>[] = [];
  for (let k = 0; k < players; k++) {
    for (const f of each) {
      out.push({
        name: `p${k}.${f.name}`,
        length: f.length,
        meaning: `${f.meaning} (${k === 0 ? "the viewer" : `the seat ${k} after the viewer`})`,
        write: (v, o, s) => f.write({ view: v, seat: required(s.order[k], "the seat k places after the viewer") }, o, s),
      });
    }
  }
  return out;
}
