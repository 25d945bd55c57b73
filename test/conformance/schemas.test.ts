import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conformanceGames, gameById, readTrajectory, type PerftEntry } from "../../src/conformance/index.js";
import { newRecord, withMove } from "../../src/core/index.js";
import { validate } from "./json-schema.js";

const ROOT = join(__dirname, "..", "..", "conformance");
const json = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Record<string, unknown>;

/** A listed move without the seat a simultaneous decision adds (not part of the move schema). */
const body = (move: unknown): unknown => {
  if (typeof move !== "object" || move === null || !("player" in move)) return move;
  const { player: _seat, ...rest } = move as Record<string, unknown>;
  return rest;
};

describe("shipped JSON Schemas accept what the engine produces and refuse what it refuses", () => {
  for (const id of conformanceGames) {
    it(`${id}: config, state and move schemas`, () => {
      const game = gameById(id);
      const schema = { config: json(`${id}/schemas/config.json`), state: json(`${id}/schemas/state.json`), move: json(`${id}/schemas/move.json`) };
      const perft = json(`${id}/perft.json`).entries as PerftEntry[];
      let states = 0;
      let moves = 0;
      for (const e of perft) {
        expect(validate(schema.config, e.config), e.id).toBeNull();
        if (!game.isChanceNode(e.position)) {
          expect(validate(schema.state, e.position), e.id).toBeNull();
          states++;
        }
        for (const d of e.divide) {
          if ((d.move as { type?: unknown }).type === "chance") continue;
          expect(validate(schema.move, body(d.move)), `${e.id} ${JSON.stringify(d.move)}`).toBeNull();
          moves++;
        }
      }
      const manifest = json("manifest.json") as { games: Record<string, { files: string[] }> };
      for (const file of manifest.games[id]!.files.filter((f) => f.endsWith(".jsonl"))) {
        for (const line of readTrajectory(readFileSync(join(ROOT, file), "utf8"))) {
          expect(validate(json("schemas/trajectory-line.json"), line), file).toBeNull();
          if (line.kind === "state") {
            expect(validate(schema.state, line.state), file).toBeNull();
            states++;
          }
          if (line.kind === "move") expect(validate(schema.move, body(line.move)), file).toBeNull();
        }
      }
      expect(states).toBeGreaterThan(5);
      expect(moves).toBeGreaterThan(5);
      // What the engine refuses, the schema refuses too (shape errors).
      const state = perft.find((e) => e.chance === "sampled")!.position as Record<string, unknown>;
      expect(() => game.loadState({ ...state, unknownField: 1 })).toThrow();
      expect(validate(schema.state, { ...state, unknownField: 1 })).not.toBeNull();
      expect(validate(schema.state, { ...state, game: "another-game" })).not.toBeNull();
      expect(validate(schema.move, { type: "no-such-move" })).not.toBeNull();
      expect(validate(schema.config, { ...(perft[0]!.config as object), noSuchOption: true })).not.toBeNull();
    });
  }

  for (const id of conformanceGames) {
    it(`${id}: the view schema accepts every seat's and the spectator's view of the shipped positions, and refuses a full state`, () => {
      const game = gameById(id);
      const schema = json(`${id}/schemas/view.json`);
      const positions = (json(`${id}/perft.json`).entries as PerftEntry[]).map((e) => e.position).filter((p) => !game.isChanceNode(p));
      const manifest = json("manifest.json") as { games: Record<string, { files: string[] }> };
      expect(manifest.games[id]!.files).toContain(`${id}/schemas/view.json`);
      for (const file of manifest.games[id]!.files.filter((f) => f.endsWith(".jsonl"))) {
        for (const line of readTrajectory(readFileSync(join(ROOT, file), "utf8"))) if (line.kind === "state") positions.push(line.state);
      }
      expect(positions.length).toBeGreaterThan(5);
      for (const position of positions) {
        const state = game.loadState(position);
        const seats = game.score(state).players.map((p) => p.player);
        for (const viewer of [...seats, "spectator" as const]) {
          const view = JSON.parse(JSON.stringify(game.playerView(state, viewer))) as Record<string, unknown>;
          expect(validate(schema, view), `view of ${viewer}`).toBeNull();
          expect(validate(schema, { ...view, unknownField: 1 })).not.toBeNull();
          expect(validate(schema, { ...view, viewer: "nobody" })).not.toBeNull();
        }
        expect(validate(schema, position), "a full state is not a view").not.toBeNull();
      }
    });
  }

  it("the replay record schema accepts a record and refuses a broken one", () => {
    const schema = json("schemas/replay-record.json");
    const game = gameById("azul");
    let record = newRecord(game, { players: 2, seed: 7 });
    const s = game.setup({ players: 2, seed: 7 });
    record = withMove(record, 0, game.legalMoves(s)[0]);
    expect(validate(schema, JSON.parse(JSON.stringify(record)))).toBeNull();
    expect(validate(schema, { ...record, version: 99 })).not.toBeNull();
    expect(validate(schema, { ...record, players: 0 })).not.toBeNull();
  });
});
