import { expect, it } from "vitest";
import { IllegalMoveError, Rng, sampleChance, ValidationError, type AnyGame, type ChanceNode } from "../../src/core/index.js";
import { deepFreeze } from "./helpers.js";

/** A state compared across modes: the default mode keeps its PRNG state, explicit mode has none. */
const withoutRng = (s: unknown): string => JSON.stringify({ ...(s as object), rng: null });

/** Checks one chance node's promises: exact outcomes, listed = accepted, sound saving, views of the settled position. */
function checkNode(game: AnyGame, node: ChanceNode, players: number, deep: boolean): void {
  expect(game.isChanceNode(node)).toBe(true);
  expect(game.isTerminal(node)).toBe(false);
  expect(game.activePlayers(node)).toEqual([]);
  const decision = game.decision(node)!;
  expect(decision.kind).toBe("chance");
  expect(decision.players).toEqual([]);
  const outcomes = game.chanceOutcomes(node);
  expect(outcomes.length, "a chance node has an outcome").toBeGreaterThan(0);
  const total = outcomes[0]!.total;
  let sum = 0;
  for (const o of outcomes) {
    expect(o.total).toBe(total);
    expect(Number.isInteger(o.weight) && o.weight > 0).toBe(true);
    expect(o.probability).toBe(o.weight / o.total);
    sum += o.weight;
  }
  expect(sum, "the weights of the listed outcomes sum to their total").toBe(total);
  expect(game.legalMoves(node), "legalMoves of a chance node are its outcomes' moves").toEqual(outcomes.map((o) => o.move));
  expect(game.legalMoves(node, 0), "no seat has a move at a chance node").toEqual([]);
  const listed = new Set(outcomes.map((o) => o.move.outcome));
  const before = JSON.stringify(node);
  for (const bad of [-1, 0.5, Math.max(...listed) + 1, 10 ** 6, ...[...Array(Math.max(...listed)).keys()].filter((i) => !listed.has(i)).slice(0, 2)]) {
    expect(game.validateMove(node, { type: "chance", outcome: bad }).ok, `outcome ${bad} is refused`).toBe(false);
    expect(() => game.applyMove(node, { type: "chance", outcome: bad })).toThrow(IllegalMoveError);
  }
  for (const bad of [null, {}, { type: "chance" }, { type: "chance", outcome: 0, extra: 1 }, { type: "take" }]) {
    expect(() => game.applyMove(node, bad as never)).toThrow(IllegalMoveError);
  }
  expect(() => game.applyMove(node, outcomes[0]!.move, 0), "a seat may not take the chance player's move").toThrow(IllegalMoveError);
  expect(JSON.stringify(node), "refused chance moves change nothing").toBe(before);
  expect(game.describeMove(node, outcomes[0]!.move)).toMatch(/^Chance: /);
  expect(game.render(node)).toMatch(/^Chance: /);
  if (node.chance.state !== undefined) {
    for (let p = 0; p < players; p++) expect(game.playerView(node, p), "a seat sees the settled position at a chance node").toEqual(game.playerView(node.chance.state, p));
    expect(game.score(node)).toEqual(game.score(node.chance.state));
  } else {
    expect(() => game.playerView(node, 0)).toThrow(ValidationError);
  }
  if (!deep) return;
  // Saved and loaded, a node is the same node; corrupt outcomes are refused, naming the field.
  const json = JSON.parse(JSON.stringify(node));
  const loaded = game.loadState(json);
  expect(loaded).toEqual(node);
  expect(game.chanceOutcomes(loaded)).toEqual(outcomes);
  expect(() => game.loadState({ ...json, chance: { ...json.chance, outcomes: [...json.chance.outcomes, 10 ** 6] } })).toThrow(ValidationError);
  if (json.chance.outcomes.length > 0) {
    expect(() => game.loadState({ ...json, chance: { ...json.chance, outcomes: [10 ** 6, ...json.chance.outcomes.slice(1)] } })).toThrow(/chance\.outcomes\.0/);
  }
  expect(() => game.loadState({ ...json, chance: { ...json.chance, outcomes: "1,2" } })).toThrow(ValidationError);
}

/**
 * Explicit chance, for one game, config and player count: every random event becomes a chance
 * node whose outcomes carry exact probabilities, and sampling those outcomes with `int(total)`
 * from the seed's generator plays exactly the game the default mode plays from that seed.
 */
export function chanceProperties(game: AnyGame, players: number, config: Record<string, unknown>, runs: number): void {
  it("explicit chance: sampled outcomes play the default mode's game, at nodes with exact probabilities", () => {
    for (let run = 0; run < runs; run++) {
      const seed = 1000 + run * 7919 + players;
      const policyA = Rng.fromSeed(seed ^ 0xc4a2);
      const policyB = Rng.fromSeed(seed ^ 0xc4a2);
      const sampler = Rng.fromSeed(seed);
      let a = deepFreeze(game.setup({ players, seed, config }));
      let b = deepFreeze(game.setup({ players, config, chance: "explicit" }));
      let nodes = 0;
      const settle = (): void => {
        while (game.isChanceNode(b)) {
          checkNode(game, b, players, nodes % 17 === 0);
          const move = sampleChance(game.chanceOutcomes(b), sampler);
          const next = deepFreeze(game.applyMove(b, move));
          expect(game.applyListed(b, move), "applyListed takes a listed chance move as applyMove does").toEqual(next);
          b = next;
          nodes++;
        }
      };
      settle();
      const limit = game.moveLimit(players);
      for (let step = 0; !game.isTerminal(a); step++) {
        expect(step).toBeLessThan(limit);
        expect(withoutRng(b), `explicit and default games agree at move ${step}`).toBe(withoutRng(a));
        expect((b as { rng: unknown }).rng, "an explicit-mode state has no PRNG").toBeNull();
        expect(game.chanceOutcomes(b)).toEqual([]);
        const movesA = game.legalMoves(a);
        const movesB = game.legalMoves(b);
        expect(movesB).toEqual(movesA);
        const i = policyA.int(movesA.length);
        expect(policyB.int(movesB.length)).toBe(i);
        a = deepFreeze(game.applyMove(a, movesA[i]));
        const next = deepFreeze(game.applyMove(b, movesB[i]));
        expect(game.applyListed(b, movesB[i]), "applyListed plays a listed move as applyMove does").toEqual(next);
        b = next;
        settle();
      }
      expect(game.isTerminal(b)).toBe(true);
      expect(game.score(b)).toEqual(game.score(a));
      expect(nodes, "the game had random events").toBeGreaterThan(0);
    }
  });
}
