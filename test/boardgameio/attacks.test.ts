/**
 * Hostile clients against a real boardgame.io server (127.0.0.1) running the adapter with its
 * defaults: one replays the match-creation timestamp to rebuild the hidden state, one sends every
 * boardgame.io client event as a raw socket message, one creates matches with bad setup data. After
 * each, the server still runs, the match is exactly what Tesserae's moves made it, and no client
 * learned anything outside its own view.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io, type Socket } from "socket.io-client";
import { InitializeGame } from "boardgame.io/internal";
import { azul, type AzulState } from "../../src/games/azul/index.js";
import { karesansui } from "../../src/games/karesansui/index.js";
import { almadi, type AlmadiState } from "../../src/games/almadi/index.js";
import { toBoardgameGame } from "../../src/boardgameio/index.js";
import { startServer, waitFor, type TestServer } from "./online.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer([azul, karesansui, almadi], { almadi: { characters: true } }, false);
});
afterAll(async () => {
  await server?.stop();
});

/** What a raw socket.io client of one seat has been sent. */
interface RawSeat {
  readonly socket: Socket;
  /** Every sync reply whole, as the wire carried it. */
  readonly syncs: Record<string, unknown>[];
  /** Every state the server sent this seat (sync and updates), in order. */
  readonly states: { G: unknown; ctx: { gameover?: unknown }; _stateID: number }[];
}

/** A hostile client: a bare socket.io connection speaking boardgame.io's wire messages by hand. */
function rawSeat(gameName: string, matchID: string, playerID: string, numPlayers: unknown = 2): RawSeat {
  const socket = io(`${server.url}/${gameName}`, { transports: ["websocket"], forceNew: true });
  const states: RawSeat["states"] = [];
  const syncs: Record<string, unknown>[] = [];
  socket.on("sync", (_id: string, info: { state: RawSeat["states"][number] }) => {
    syncs.push(info as unknown as Record<string, unknown>);
    states.push(info.state);
  });
  socket.on("update", (_id: string, state: RawSeat["states"][number]) => states.push(state));
  socket.on("connect", () => socket.emit("sync", matchID, playerID, undefined, numPlayers));
  return { socket, states, syncs };
}

const last = (seat: RawSeat) => seat.states[seat.states.length - 1];

/** Sends a boardgame.io action exactly as a client's transport would. */
function send(seat: RawSeat, matchID: string, playerID: string, action: { type: string; payload: object }): void {
  seat.socket.emit("update", action, server.stateOf(matchID)._stateID, matchID, playerID);
}

describe("the timestamp attack", () => {
  // boardgame.io seeds a match with the creation time, `Date.now().toString(36).slice(-10)`.
  const bgioSeed = (t: number) => t.toString(36).slice(-10);
  // Before the fix the Tesserae seed was boardgame.io's first random number of the match.
  const firstNumber = (seed: string) => (InitializeGame({ game: { seed, setup: ({ random }: { random: { Number(): number } }) => ({ n: random.Number() }) }, numPlayers: 2 }).G as { n: number }).n;
  const oldDerivation = (t: number): AzulState => azul.setup({ players: 2, seed: Math.floor(firstNumber(bgioSeed(t)) * 0x1_0000_0000) });
  /** The attack: every millisecond in the window, both the old derivation and today's adapter under that boardgame.io seed. */
  const attack = (view: unknown, from: number, to: number): number | null => {
    const target = JSON.stringify(view);
    const adapter = toBoardgameGame(azul);
    for (let t = from; t <= to; t++) {
      if (JSON.stringify(azul.playerView(oldDerivation(t), 0)) === target) return t;
      const G = InitializeGame({ game: { ...adapter, seed: bgioSeed(t) }, numPlayers: 2 }).G as AzulState;
      if (JSON.stringify(azul.playerView(G, 0)) === target) return t;
    }
    return null;
  };
  const WINDOW_MS = 1_000;

  it("finds a state derived from the creation time (the attack works)", () => {
    const t = Date.now();
    expect(attack(azul.playerView(oldDerivation(t), 0), t - WINDOW_MS, t + WINDOW_MS)).toBe(t);
  });

  it("cannot rebuild the server's state from any timestamp around the match's creation", async () => {
    const from = Date.now() - WINDOW_MS;
    const seat = rawSeat("azul", "timestamp-attack", "0");
    try {
      await waitFor(() => seat.states.length > 0, "the first sync");
      const to = Date.now() + WINDOW_MS;
      const view = last(seat)?.G;
      expect(view).toEqual(azul.playerView(server.stateOf("timestamp-attack").G as AzulState, 0));
      expect(attack(view, from, to)).toBeNull();
    } finally {
      seat.socket.close();
    }
  });

  it("starts every match from a different PRNG state", async () => {
    const seats = ["a", "b"].map((m) => rawSeat("azul", `fresh-${m}`, "0"));
    try {
      await waitFor(() => seats.every((s) => s.states.length > 0), "both syncs");
      const [a, b] = ["a", "b"].map((m) => server.stateOf(`fresh-${m}`).G as AzulState);
      expect(a?.rng).not.toEqual(b?.rng);
    } finally {
      for (const s of seats) s.socket.close();
    }
  });
});

describe("client events", () => {
  const EVENTS: readonly [string, unknown[]][] = [
    ["endGame", [{ winners: ["1"] }]],
    ["endGame", []],
    ["setActivePlayers", [["1"]]],
    ["setActivePlayers", [{ all: "stage" }]],
    ["endTurn", []],
    ["endTurn", [{ next: "1" }]],
    ["pass", []],
    ["endPhase", []],
    ["setPhase", ["x"]],
    ["endStage", []],
    ["setStage", ["x"]],
  ];

  it("refuses every event from every seat; the match goes on exactly as Tesserae's moves make it", async () => {
    const matchID = "events";
    const seats = ["0", "1"].map((id) => rawSeat("azul", matchID, id));
    try {
      await waitFor(() => seats.every((s) => s.states.length > 0), "both syncs");
      for (let round = 0; round < 4; round++) {
        const before = server.stateOf(matchID) as { G: AzulState; ctx: unknown; _stateID: number };
        for (const [type, args] of EVENTS) {
          for (const playerID of ["0", "1"]) {
            send(seats[Number(playerID)]!, matchID, playerID, { type: "GAME_EVENT", payload: { type, args, playerID } });
          }
        }
        // A legal move queued behind the events: once it lands, every event before it was handled.
        const seat = azul.activePlayers(before.G)[0]!;
        const move = azul.legalMoves(before.G, seat)[0];
        const expected = azul.applyMove(before.G, move!, seat);
        send(seats[seat]!, matchID, String(seat), { type: "MAKE_MOVE", payload: { type: "play", args: [move], playerID: String(seat) } });
        await waitFor(() => server.stateOf(matchID)._stateID !== before._stateID, `the move of round ${round}`);
        const after = server.stateOf(matchID) as { G: AzulState; ctx: { gameover?: unknown; activePlayers: Record<string, unknown> }; _stateID: number };
        expect(after.G).toEqual(expected);
        expect(after._stateID).toBe(before._stateID + 1);
        expect(after.ctx.gameover).toBeUndefined();
        expect(Object.keys(after.ctx.activePlayers)).toEqual(azul.activePlayers(expected).map(String));
        await waitFor(() => seats.every((s) => last(s)?._stateID === after._stateID), "every seat hears of the move");
        for (const s of seats) expect(last(s)?.ctx.gameover).toBeUndefined();
      }
    } finally {
      for (const s of seats) s.socket.close();
    }
  });
});

describe("bad setup data", () => {
  it("refuses on-demand matches with a player count Tesserae cannot seat, and keeps serving", async () => {
    // (A count of 0 or a non-number is boardgame.io's own default of 2 players, not an attack.)
    const bad: unknown[] = [5, -3, 2.5, 1e9, Number.MAX_SAFE_INTEGER];
    const seats = bad.map((n, i) => rawSeat("azul", `bad-players-${i}`, "0", n));
    try {
      // Each sync is answered (or refused) without a match being made.
      await new Promise((r) => setTimeout(r, 300));
      for (let i = 0; i < bad.length; i++) expect(server.stateOf(`bad-players-${i}`)).toBeUndefined();
      const good = rawSeat("azul", "after-bad-players", "0", 4);
      await waitFor(() => good.states.length > 0, "a good match after the bad ones");
      expect(azul.playerCount(server.stateOf("after-bad-players").G as AzulState)).toBe(4);
      good.socket.close();
    } finally {
      for (const s of seats) s.socket.close();
    }
  });

  it("answers the Lobby API's create with 400 for setup data Tesserae refuses, and still creates good matches", async () => {
    const create = (body: object) => fetch(`${server.url}/games/azul/create`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    for (const body of [
      { numPlayers: 5 },
      { numPlayers: 2, setupData: { config: { wall: "purple" } } },
      { numPlayers: 2, setupData: { seed: { evil: true } } },
      { numPlayers: 2, setupData: { seed: "x".repeat(5_000) } },
      { numPlayers: 2, setupData: "nonsense" },
      { numPlayers: 2, setupData: { config: { firstPlayer: 9 } } },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const ok = await create({ numPlayers: 3, setupData: { config: { wall: "grey" } } });
    expect(ok.status).toBe(200);
    const { matchID } = (await ok.json()) as { matchID: string };
    const listed = await fetch(`${server.url}/games/azul`);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { matches: { matchID: string }[] }).matches.map((m) => m.matchID)).toContain(matchID);
    const G = server.stateOf(matchID).G as AzulState;
    expect(azul.playerCount(G)).toBe(3);
  });
});

describe("the sync reply", () => {
  it("carries nothing but the client's own view: no other seat's dealt characters, no PRNG, not even in initialState", async () => {
    const seats = [rawSeat("almadi", "sync-secrets", "0"), rawSeat("almadi", "sync-secrets", null as unknown as string)];
    try {
      await waitFor(() => seats.every((s) => s.syncs.length > 0), "both syncs");
      const G = server.stateOf("sync-secrets").G as AlmadiState;
      const [seat, spectator] = seats;
      for (const [who, raw, viewer] of [
        ["seat 0", seat!, 0],
        ["a spectator", spectator!, "spectator"],
      ] as const) {
        const wire = JSON.stringify(raw.syncs);
        expect(wire, `${who}: no PRNG state`).not.toContain('"rng"');
        expect((raw.syncs[0]!.state as { G: unknown }).G).toEqual(almadi.playerView(G, viewer));
        expect((raw.syncs[0]!.initialState as { G: unknown }).G, `${who}: initialState is the filtered state`).toEqual(almadi.playerView(G, viewer));
      }
    } finally {
      for (const s of seats) s.socket.close();
    }
  });
});

describe("move names that are not moves", () => {
  it("refuses toString, valueOf, constructor and other Object.prototype names; the server stays up and the match unchanged", async () => {
    const matchID = "prototype-names";
    const seat = rawSeat("azul", matchID, "0");
    try {
      await waitFor(() => seat.states.length > 0, "the sync");
      const before = server.stateOf(matchID) as { G: AzulState; _stateID: number };
      const player = String(azul.activePlayers(before.G)[0]);
      for (const name of ["toString", "valueOf", "constructor", "__proto__", "hasOwnProperty", "isPrototypeOf", "toLocaleString"]) {
        send(seat, matchID, player, { type: "MAKE_MOVE", payload: { type: name, args: [], playerID: player } });
      }
      const move = azul.legalMoves(before.G, Number(player))[0]!;
      send(seat, matchID, player, { type: "MAKE_MOVE", payload: { type: "play", args: [move], playerID: player } });
      await waitFor(() => server.stateOf(matchID)._stateID !== before._stateID, "the legal move after them");
      const after = server.stateOf(matchID) as { G: AzulState; _stateID: number };
      expect(after._stateID).toBe(before._stateID + 1);
      expect(after.G).toEqual(azul.applyMove(before.G, move, Number(player)));
    } finally {
      seat.socket.close();
    }
  });
});
