import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import {
  countSchema,
  exactSchema,
  fieldSchemas,
  type AnyGame,
  type GameSchemas,
  lazy,
  lazySchemas,
  parseReplayRecord,
  playerIdSchema,
  replayRecordSchema,
  rngStateSchema,
  seedSchema,
  stateRngSchema,
  ValidationError,
} from "../../src/core/index.js";
import { games } from "../../src/index.js";
import { toIssues } from "../../src/core/shared.js";

describe("schemas built on first use", () => {
  it("lazy runs its builder once, on the first call", () => {
    let runs = 0;
    const get = lazy(() => ({ n: ++runs }));
    expect(runs).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(runs).toBe(1);
  });

  it("lazySchemas builds each schema on its first use only, and the state schema may use the config schema", () => {
    const built: string[] = [];
    const schemas: GameSchemas<{ n: number }, { config: { n: number } }, { take: number }, { viewer: number }> = lazySchemas({
      config: () => (built.push("config"), z.strictObject({ n: z.number() })),
      state: () => (built.push("state"), z.strictObject({ config: schemas.config })),
      move: () => (built.push("move"), z.strictObject({ take: z.number() })),
      view: () => (built.push("view"), z.strictObject({ viewer: z.number() })),
    });
    expect(built).toEqual([]);
    expect(schemas.config.safeParse({ n: 1 }).success).toBe(true);
    expect(built).toEqual(["config"]);
    expect(schemas.state.safeParse({ config: { n: 1 } }).success).toBe(true);
    expect(schemas.state.safeParse({ config: { n: "1" } }).success).toBe(false);
    expect(built).toEqual(["config", "state"]);
    expect(schemas.move).toBe(schemas.move);
    expect(built).toEqual(["config", "state", "move"]);
    expect(schemas.view.safeParse({ viewer: 0 }).success).toBe(true);
    expect(built).toEqual(["config", "state", "move", "view"]);
    expect(Object.isFrozen(schemas)).toBe(true);
  });

  it("exactSchema passes a schema through only when its output is exactly the type, readonly aside", () => {
    const schema = z.strictObject({ a: z.array(z.number()), b: z.nullable(z.string()) });
    expect(exactSchema<{ readonly a: readonly number[]; readonly b: string | null }>()(schema)).toBe(schema);
    // @ts-expect-error the type has a field the schema lacks
    exactSchema<{ readonly a: readonly number[]; readonly b: string | null; readonly c: number }>()(schema);
    // @ts-expect-error the schema has a field the type lacks
    exactSchema<{ readonly a: readonly number[] }>()(schema);
    // @ts-expect-error a field of another type (optional where the schema requires it)
    exactSchema<{ readonly a: readonly number[]; readonly b?: string | null }>()(schema);
  });

  it("the exported field schemas are the lazily built ones", () => {
    expect(fieldSchemas.playerId).toBe(playerIdSchema);
    expect(fieldSchemas.seed).toBe(seedSchema);
    expect(fieldSchemas.rngState).toBe(rngStateSchema);
    expect(fieldSchemas.stateRng).toBe(stateRngSchema);
    expect(fieldSchemas.count).toBe(countSchema);
    expect(stateRngSchema.safeParse(null).success).toBe(true);
    expect(rngStateSchema.safeParse([1, 2, 3, 2 ** 32]).success).toBe(false);
  });

  it("the replay record schema checks records as before", () => {
    const record = { game: "azul", version: 1, config: {}, players: 2, seed: 5, moves: [{ player: 0, move: {} }] };
    expect(replayRecordSchema.safeParse(record).success).toBe(true);
    expect(parseReplayRecord(record)).toEqual(record);
    expect(() => parseReplayRecord({ ...record, moves: [{ player: 16, move: {} }] })).toThrow(ValidationError);
  });

  for (const [id, game] of Object.entries(games) as [string, AnyGame][]) {
    it(`${id}: schemas are built on first use and accept the game's own data`, () => {
      for (const key of ["config", "state", "move", "view"] as const) {
        expect(typeof Object.getOwnPropertyDescriptor(game.schemas, key)?.get, key).toBe("function");
      }
      const s = game.setup({ players: 2, seed: 3 });
      expect(game.schemas.config.safeParse(game.defaultConfig).success).toBe(true);
      expect(game.schemas.state.safeParse(s).success).toBe(true);
      expect(game.schemas.state.safeParse({ ...s, game: "other" }).success).toBe(false);
      const move = game.legalMoves(s)[0] as Record<string, unknown>;
      const { player: _seat, ...body } = move;
      expect(game.schemas.move.safeParse(body).success).toBe(true);
      expect(game.schemas.move.safeParse({ type: "no such move" }).success).toBe(false);
      expect(game.schemas.view.safeParse(game.playerView(s, 0)).success).toBe(true);
      expect(game.schemas.view.safeParse(game.playerView(s, "spectator")).success).toBe(true);
      expect(game.schemas.view.safeParse({ ...game.playerView(s, 0), viewer: 16 }).success).toBe(false);
    });
  }
});

describe("validation issues", () => {
  it("blame an unknown key on the key itself, inside the object that holds it", () => {
    const schema = z.strictObject({ inner: z.strictObject({ a: z.number() }) });
    const r = schema.safeParse({ inner: { a: 1, zzz: 2, yyy: 3 } });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(toIssues(r.error)).toEqual([{ path: "inner.zzz", message: 'unknown keys "zzz", "yyy"' }]);
  });
});
