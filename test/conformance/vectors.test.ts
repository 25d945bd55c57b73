import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkIllegal, checkPerft, checkScoring, conformanceGames, gameById, type IllegalVector, type PerftEntry, type ScoringVector } from "../../src/conformance/index.js";

const ROOT = join(__dirname, "..", "..", "conformance");
const entries = <T>(path: string): T[] => (JSON.parse(readFileSync(join(ROOT, path), "utf8")) as { entries: T[] }).entries;

describe("vector checks pass on the shipped vectors and catch a wrong one", () => {
  for (const id of conformanceGames) {
    it(`${id}: every scoring and illegal-move vector passes; perft passes to depth 2`, () => {
      const game = gameById(id);
      const scoring = entries<ScoringVector>(`${id}/scoring.json`);
      const illegal = entries<IllegalVector>(`${id}/illegal.json`);
      const perft = entries<PerftEntry>(`${id}/perft.json`);
      expect(scoring.length).toBeGreaterThan(0);
      expect(new Set(illegal.map((v) => v.code)).size).toBeGreaterThan(4);
      for (const v of scoring) expect(checkScoring(game, v), v.id).toEqual([]);
      for (const v of illegal) expect(checkIllegal(game, v), v.id).toEqual([]);
      for (const e of perft) expect(checkPerft(game, e, 2), e.id).toEqual([]);
      for (const v of [...scoring, ...illegal, ...perft]) {
        expect(v.dataVersion).toBe(game.dataStatus.version);
        expect(v.provisional).toBe(!game.dataStatus.complete);
        expect(v.actionSpaceVersion).toBeGreaterThan(0);
      }
    });
  }

  it("a wrong count, divide, breakdown, ranking or error code is reported", () => {
    const game = gameById("azul");
    const perft = entries<PerftEntry>("azul/perft.json").find((e) => e.id === "2p-grey-mid-game")!;
    expect(checkPerft(game, { ...perft, counts: perft.counts.map((n, i) => (i === 1 ? n + 1 : n)) })[0]).toMatchObject({ field: "counts" });
    const divide = perft.divide.map((d, i) => (i === 0 ? { ...d, nodes: d.nodes + 1 } : d));
    expect(checkPerft(game, { ...perft, divide })[0]!.field).toMatch(/^divide /);
    const scoring = entries<ScoringVector>("azul/scoring.json")[0]!;
    const players = scoring.expected.players.map((p, i) => (i === 0 ? { ...p, breakdown: { ...p.breakdown, wall: p.breakdown.wall! + 1 } } : p));
    expect(checkScoring(game, { ...scoring, expected: { ...scoring.expected, players } })[0]).toMatchObject({ field: "players" });
    expect(checkScoring(game, { ...scoring, expected: { ...scoring.expected, ranking: [[1], [0]] } })[0]).toMatchObject({ field: "ranking" });
    const illegal = entries<IllegalVector>("azul/illegal.json")[0]!;
    expect(checkIllegal(game, { ...illegal, code: "SOMETHING_ELSE" })[0]).toMatchObject({ field: "code", actual: illegal.code });
    const legal = game.legalMoves(game.loadState(perft.position))[0];
    expect(checkIllegal(game, { ...illegal, position: perft.position, move: legal, player: undefined })[0]).toMatchObject({ actual: "accepted" });
  });
});
