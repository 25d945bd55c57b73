/** The adapter's pieces, one rule each: setup from a seed, INVALID_MOVE, views, endIf, ai.enumerate. */
import { describe, expect, it } from "vitest";
import { Client } from "boardgame.io/client";
import { Local } from "boardgame.io/multiplayer";
import { INVALID_MOVE as BGIO_INVALID_MOVE } from "boardgame.io/core";
import { azul } from "../../src/games/azul/index.js";
import { karesansui } from "../../src/games/karesansui/index.js";
import { INVALID_MOVE, PLAY, toBoardgameGame } from "../../src/boardgameio/index.js";

type AzulView = ReturnType<typeof azul.playerView>;
const bg = toBoardgameGame(azul);
const ctx = (numPlayers: number, currentPlayer = "0") => ({ numPlayers, currentPlayer, playOrder: ["0", "1"], playOrderPos: 0 }) as never;
const play = bg.moves![PLAY] as { move: (c: never, move: unknown) => unknown; client: boolean; redact: boolean };

describe("INVALID_MOVE", () => {
  it("is boardgame.io's own sentinel", () => {
    expect(INVALID_MOVE).toBe(BGIO_INVALID_MOVE);
  });
  it("answers an illegal, a malformed and an out-of-turn move, leaving G untouched", () => {
    const G = azul.setup({ players: 2, seed: 3, config: { firstPlayer: 0 } });
    const before = JSON.stringify(G);
    const legal = azul.legalMoves(G, 0)[0]!;
    expect(play.move({ G, ctx: ctx(2), playerID: "0" } as never, { type: "take", source: 99, colour: "B", line: 1 })).toBe(INVALID_MOVE);
    expect(play.move({ G, ctx: ctx(2), playerID: "0" } as never, { nonsense: true })).toBe(INVALID_MOVE);
    expect(play.move({ G, ctx: ctx(2), playerID: "1" } as never, legal)).toBe(INVALID_MOVE);
    expect(play.move({ G, ctx: ctx(2), playerID: "7" } as never, legal)).toBe(INVALID_MOVE);
    expect(play.move({ G, ctx: ctx(2), playerID: "constructor" } as never, legal)).toBe(INVALID_MOVE);
    expect(JSON.stringify(G)).toBe(before);
  });
  it("applies a legal move exactly as Tesserae does", () => {
    const G = azul.setup({ players: 2, seed: 3, config: { firstPlayer: 0 } });
    const move = azul.legalMoves(G, 0)[4]!;
    expect(play.move({ G, ctx: ctx(2), playerID: "0" } as never, move)).toEqual(azul.applyMove(G, move, 0));
  });
  it("runs on the server only, with its arguments redacted from other seats' logs", () => {
    expect(play.client).toBe(false);
    expect(play.redact).toBe(true);
  });
});

describe("setup", () => {
  it("sets up the Tesserae game from setupData's seed and config", () => {
    const G = bg.setup!({ ctx: ctx(3), random: { Number: () => 0.5 } } as never, { seed: 42, config: { wall: "grey" } });
    expect(G).toEqual(azul.setup({ players: 3, seed: 42, config: { wall: "grey" } }));
  });
  it("starts the PRNG from a fresh cryptographic state when setupData has no seed, never from boardgame.io's seed", () => {
    const random = { Number: () => 0.25 };
    const a = bg.setup!({ ctx: ctx(2), random } as never) as ReturnType<typeof azul.setup>;
    const b = bg.setup!({ ctx: ctx(2), random } as never) as ReturnType<typeof azul.setup>;
    // The same boardgame.io random source, two different games: nothing a client knows decides them.
    expect(a.rng).not.toEqual(b.rng);
    expect(a).not.toEqual(azul.setup({ players: 2, seed: 0x4000_0000 }));
    expect(azul.invariants(a)).toEqual([]);
  });
  it("takes its seed from the adapter's seed option when setupData has none", () => {
    const seeded = toBoardgameGame(azul, { seed: () => "server secret" });
    expect(seeded.setup!({ ctx: ctx(2) } as never)).toEqual(azul.setup({ players: 2, seed: "server secret" }));
  });
});

describe("validateSetupData", () => {
  const validate = bg.validateSetupData!;
  it("accepts what setup accepts", () => {
    expect(validate(undefined, 2)).toBeUndefined();
    expect(validate({ seed: 7, config: { wall: "grey" } }, 4)).toBeUndefined();
  });
  it("refuses, with the reason, a player count, config or seed that Tesserae would refuse", () => {
    for (const players of [0, 1, 5, 1.5, Number.NaN, 1e9]) expect(validate(undefined, players)).toMatch(/players/);
    expect(validate({ config: { wall: "purple" } }, 2)).toMatch(/wall/);
    expect(validate({ seed: { evil: true } } as never, 2)).toMatch(/seed/);
    expect(validate({ seed: "x".repeat(5000) }, 2)).toMatch(/seed/);
    expect(validate({ rng: [1, 2, 3, 4] } as never, 2)).toMatch(/no field "rng"/);
    expect(validate("nonsense" as never, 2)).toMatch(/object/);
    expect(validate(null as never, 2)).toMatch(/object/);
  });
});

describe("playerView", () => {
  it("sends each seat its Tesserae view and anyone else the spectator view", () => {
    const G = karesansui.setup({ players: 3, seed: 5 });
    const kg = toBoardgameGame(karesansui);
    for (const seat of [0, 1, 2]) expect(kg.playerView!({ G, ctx: ctx(3), playerID: String(seat) })).toEqual(karesansui.playerView(G, seat));
    expect(kg.playerView!({ G, ctx: ctx(3), playerID: null })).toEqual(karesansui.playerView(G, "spectator"));
    expect(kg.playerView!({ G, ctx: ctx(3), playerID: "3" })).toEqual(karesansui.playerView(G, "spectator"));
  });
});

describe("ai.enumerate", () => {
  it("lists the active seat's legal moves as play moves, and nothing for a waiting seat", () => {
    const G = azul.setup({ players: 2, seed: 3, config: { firstPlayer: 0 } });
    expect(bg.ai!.enumerate(G, ctx(2), "0")).toEqual(azul.legalMoves(G, 0).map((m) => ({ move: PLAY, args: [m] })));
    expect(bg.ai!.enumerate(G, ctx(2), "1")).toEqual([]);
  });
});

describe("turns and the end, through boardgame.io's local master", () => {
  it("follows Tesserae's active player and ends with the score sheet", async () => {
    // One game object and one Local() for both clients: boardgame.io keeps one local master per game.
    const game = { ...toBoardgameGame(azul), seed: "fixed" };
    const multiplayer = Local();
    const clients = [0, 1].map((seat) => Client({ game, numPlayers: 2, playerID: String(seat), multiplayer, matchID: "m" }));
    clients.forEach((c) => c.start());
    const tick = () => new Promise((r) => setTimeout(r, 0));
    let moves = 0;
    for (; moves < 500; moves++) {
      await tick();
      const { ctx, G } = clients[0]!.getState()!;
      if (ctx.gameover) break;
      const seat = Number(ctx.currentPlayer);
      // currentPlayer and activePlayers are Tesserae's active seat (Azul: one at a time).
      expect(Object.keys(ctx.activePlayers ?? {})).toEqual([String(seat)]);
      expect(azul.activePlayers(G as unknown as AzulView)).toEqual([seat]);
      // The seat's own client hears of the change a moment later.
      while (!(String(seat) in (clients[seat]!.getState()!.ctx.activePlayers ?? {}))) await tick();
      const mine = clients[seat]!.getState()!;
      const options = bg.ai!.enumerate(mine.G, mine.ctx, String(seat)) as { move: string; args: [unknown] }[];
      expect(options.length, `move ${moves}, seat ${seat}, ${JSON.stringify(mine.ctx.activePlayers)}`).toBeGreaterThan(0);
      clients[seat]!.moves.play!(options[0]!.args[0]);
    }
    await tick();
    const end = clients[1]!.getState()!;
    const gameover = end.ctx.gameover as { scores: { ranking: number[][] }; winners: string[] };
    expect(gameover).toBeDefined();
    expect(gameover.winners).toEqual(gameover.scores.ranking[0]!.map(String));
    expect(moves).toBeGreaterThan(20);
    clients.forEach((c) => c.stop());
  });
});
