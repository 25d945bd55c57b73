/**
 * Every game played to the end through boardgame.io's own server (loopback, socket.io) with one
 * client per seat; after every move each client's G must be exactly Tesserae's view for its seat.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng, type AnyGame } from "../../src/core/index.js";
import { games } from "../../src/index.js";
import { joinMatch, pick, startServer, waitFor, type ClientState, type Seat } from "./online.js";

const all = Object.values(games) as AnyGame[];
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  // Almadi with its Characters variant: secret hands for the views to keep apart.
  server = await startServer(all, { almadi: { characters: true } });
});
afterAll(async () => {
  await server?.stop();
});

const stateOf = (s: Seat): ClientState => s.client.getState() as unknown as ClientState;
const activeIds = (ids: readonly number[]): string[] => [...ids].sort((a, b) => a - b).map(String);

describe.each(all.map((g) => [g.id, g] as const))("%s through boardgame.io's server", (_id, game) => {
  it("plays a complete game with one client per seat, each seeing only its own view", async () => {
    // Three in Karesansui, so that its steal window asks two seats at once.
    const players = game.id === "karesansui" ? 3 : 2;
    const matchID = `${game.id}-match`;
    const seats = joinMatch(server.url, game, players, matchID);
    try {
      const rng = Rng.fromSeed(`${game.id} driver`);
      let id = 0;
      await waitFor(() => seats.every((s) => stateOf(s)?._stateID === id), "the first sync");
      let moves = 0;
      let mostActive = 0;
      let state = server.stateOf(matchID).G as ReturnType<typeof game.setup>;
      for (;;) {
        for (const s of seats) {
          const got = stateOf(s);
          expect(got.G).toEqual(game.playerView(state, s.seat));
          if (!game.isTerminal(state)) expect(Object.keys(got.ctx.activePlayers ?? {}).sort()).toEqual(activeIds(game.activePlayers(state)));
        }
        if (game.isTerminal(state)) break;
        mostActive = Math.max(mostActive, game.activePlayers(state).length);
        // Any active seat may move (several at once in simultaneous decisions); it picks from its own view.
        const seat = seats[pick(rng, game.activePlayers(state))]!;
        const move = pick(rng, game.legalMoves(stateOf(seat).G, seat.seat));
        seat.client.moves.play!(move);
        const expected = game.applyMove(state, move, seat.seat);
        id += 1;
        moves += 1;
        await waitFor(() => seats.every((s) => stateOf(s)._stateID === id), `move ${moves} to reach every client`);
        // The server applied exactly the Tesserae move.
        state = server.stateOf(matchID).G as ReturnType<typeof game.setup>;
        expect(state).toEqual(expected);
      }
      // Karesansui's steal window asks several seats at once: boardgame.io's activePlayers holds them all.
      if (game.id === "karesansui") expect(mostActive).toBeGreaterThan(1);
      const score = game.score(state);
      for (const s of seats) {
        expect(stateOf(s).ctx.gameover).toEqual({ scores: score, winners: score.ranking[0]!.map(String) });
        for (const received of s.received) {
          // No PRNG state, and a view of this seat only, in anything the client was ever sent.
          expect(JSON.stringify(received.G)).not.toContain('"rng"');
          expect((received.G as { viewer: unknown }).viewer).toBe(s.seat);
          expect(JSON.stringify(received.plugins)).not.toMatch(/seed|prngstate/);
          // Other seats' move arguments are redacted from the log.
          for (const { action } of received.log) {
            if (action.type === "MAKE_MOVE" && action.payload.playerID !== String(s.seat)) expect(action.payload.args).toBeNull();
          }
        }
      }
    } finally {
      for (const s of seats) s.client.stop();
    }
  });
});
