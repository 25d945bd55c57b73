import { describe, expect, expectTypeOf, it } from "vitest";
import { IllegalMoveError, Rng, sampleChance, ValidationError, type ChanceMove, type ExplicitPosition, type SeatedMove } from "../../src/core/index.js";
import { azul, type AzulConfig, type AzulMove, type AzulState } from "../../src/games/azul/index.js";
import { castlesOfBurgundy } from "../../src/games/castles-of-burgundy/index.js";

/** The first chance node of an explicit 2-player Azul game: the first tile drawn for factory 1. */
const firstNode = () => azul.setup({ players: 2, chance: "explicit" });

describe("explicit chance (core)", () => {
  it("setup refuses an unknown chance mode, naming the option", () => {
    expect(() => azul.setup({ players: 2, seed: 1, chance: "dice" as never })).toThrow(ValidationError);
    expect(() => azul.setup({ players: 2, seed: 1, chance: "dice" as never })).toThrow(/chance/);
    expect(azul.setup({ players: 2, seed: 1, chance: "sampled" })).toEqual(azul.setup({ players: 2, seed: 1 }));
  });

  it("drawing a tile from the bag is a chance node with the bag's exact odds", () => {
    const node = firstNode();
    expect(azul.isChanceNode(node)).toBe(true);
    const outcomes = azul.chanceOutcomes(node);
    expect(outcomes.map((o) => [o.label, o.weight, o.total])).toEqual([
      ["B", 20, 100],
      ["Y", 20, 100],
      ["R", 20, 100],
      ["K", 20, 100],
      ["W", 20, 100],
    ]);
    // After a blue tile is drawn, 19 of 99 tiles are blue.
    const next = azul.applyMove(node, { type: "chance", outcome: 0 });
    expect(azul.chanceOutcomes(next).map((o) => o.weight)).toEqual([19, 20, 20, 20, 20]);
    expect(azul.chanceOutcomes(next)[0]!.probability).toBe(19 / 99);
  });

  it("a colour no longer in the bag is not an outcome", () => {
    // Four players fill nine factories: 36 draws, so all 20 blue tiles can come out first.
    let node: ExplicitPosition<AzulState, AzulMove, AzulConfig> = azul.setup({ players: 4, chance: "explicit" });
    for (let i = 0; i < 20; i++) node = azul.applyMove(node, { type: "chance", outcome: 0 });
    expect(azul.chanceOutcomes(node).map((o) => o.label)).toEqual(["Y", "R", "K", "W"]);
    const check = azul.validateMove(node, { type: "chance", outcome: 0 });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.error.code).toBe("ILLEGAL_OUTCOME");
  });

  it("a chance node refuses players' moves and seats, with typed errors", () => {
    const node = firstNode();
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return null;
    };
    const a = err(() => azul.applyMove(node, { type: "take", source: 1, colour: "B", line: 1 } as never));
    expect(a).toBeInstanceOf(IllegalMoveError);
    expect((a as IllegalMoveError).code).toBe("CHANCE_PENDING");
    const b = err(() => azul.applyMove(node, { type: "chance", outcome: 1 }, 0));
    expect((b as IllegalMoveError).code).toBe("NOT_YOUR_TURN");
    const c = err(() => azul.applyMove(node, JSON.parse('{"type":"chance","outcome":1,"__proto__":{"x":1}}')));
    expect((c as IllegalMoveError).code).toBe("CHANCE_PENDING");
  });

  it("the settled states of explicit mode have no PRNG and load as saved", () => {
    let p: ExplicitPosition<AzulState, AzulMove, AzulConfig> = firstNode();
    const rng = Rng.fromSeed(3);
    while (azul.isChanceNode(p)) p = azul.applyMove(p, sampleChance(azul.chanceOutcomes(p), rng));
    expect(p.rng).toBeNull();
    expect(azul.loadState(JSON.parse(JSON.stringify(p)))).toEqual(p);
    expect(azul.render(p)).toContain("explicit chance");
  });

  it("a corrupt saved chance node is refused, naming the field", () => {
    const node = JSON.parse(JSON.stringify(azul.applyMove(firstNode(), { type: "chance", outcome: 2 })));
    expect(azul.loadState(node)).toEqual(node);
    expect(() => azul.loadState({ ...node, extra: 1 })).toThrow(/extra/);
    expect(() => azul.loadState({ ...node, chance: { ...node.chance, setup: { players: 9, config: node.chance.setup.config } } })).toThrow(/chance\.setup\.players/);
    expect(() => azul.loadState({ ...node, chance: { ...node.chance, setup: { players: 2, config: { wall: "pink" } } } })).toThrow(ValidationError);
    expect(() => azul.loadState({ ...node, chance: { ...node.chance, outcomes: [7] } })).toThrow(/chance\.outcomes\.0/);
  });

  it("hand-built or corrupt chance nodes get typed errors from every function, never a TypeError", () => {
    const bads = [
      { game: "azul", chance: {} },
      { game: "azul", chance: { outcomes: [] } },
      { game: "azul", chance: { state: 5, move: {}, outcomes: [] } },
      { game: "azul", chance: { setup: { players: 2 }, outcomes: [1] } },
      { game: "azul", chance: { setup: { players: 2, config: { wall: "coloured", firstPlayer: 0 } }, outcomes: "0" } },
    ] as never[];
    const chanceMove = { type: "chance", outcome: 0 } as const;
    for (const b of bads) {
      const calls = [
        () => azul.applyMove(b, chanceMove),
        () => azul.applyListed(b, chanceMove),
        () => azul.validateMove(b, chanceMove),
        () => azul.chanceOutcomes(b),
        () => azul.legalMoves(b),
        () => azul.render(b),
        () => azul.playerView(b, 0),
        () => azul.score(b),
        () => azul.decision(b),
        () => azul.describeMove(b, chanceMove),
        () => azul.playerCount(b),
        () => azul.invariants(b),
        () => azul.loadState(b),
      ];
      for (const call of calls) {
        try {
          call();
        } catch (e) {
          expect(e instanceof ValidationError || e instanceof IllegalMoveError, String(e)).toBe(true);
        }
      }
    }
  });

  it("a die roll of Castles of Burgundy has six equally likely faces", () => {
    let p = castlesOfBurgundy.setup({ players: 2, chance: "explicit" });
    const rng = Rng.fromSeed(5);
    let dice: string[] = [];
    while (castlesOfBurgundy.isChanceNode(p)) {
      const outcomes = castlesOfBurgundy.chanceOutcomes(p);
      if (outcomes[0]!.label.startsWith("die shows")) dice = outcomes.map((o) => `${o.label} ${o.weight}/${o.total}`);
      p = castlesOfBurgundy.applyMove(p, sampleChance(outcomes, rng));
    }
    expect(dice).toEqual([1, 2, 3, 4, 5, 6].map((f) => `die shows ${f} 1/6`));
  });

  it("types: explicit setup gives a position, chance nodes list chance moves, settled states the game's moves", () => {
    const node = firstNode();
    expectTypeOf(node).toEqualTypeOf<ExplicitPosition<AzulState, AzulMove, AzulConfig>>();
    if (azul.isChanceNode(node)) expectTypeOf(azul.legalMoves(node)).toEqualTypeOf<readonly ChanceMove[]>();
    else expectTypeOf(azul.legalMoves(node)).toEqualTypeOf<readonly SeatedMove<AzulMove>[]>();
    expectTypeOf(azul.setup({ players: 2, seed: 1 })).toEqualTypeOf<AzulState>();
  });
});
