/** Helpers for the boardgame.io tests: a loopback server, one client per seat, and a random driver. */
import { Server } from "boardgame.io/server";
import { Client } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import type { AddressInfo } from "node:net";
import { Rng, type AnyGame } from "../../src/core/index.js";
import { secureServer, toBoardgameGame } from "../../src/boardgameio/index.js";

/** A running test server: its address, the server's own copy of a match's state, and a stop. */
export interface TestServer {
  readonly url: string;
  /** The full state the server holds for a match (G is the Tesserae state). */
  stateOf(matchID: string): { G: unknown; _stateID: number };
  stop(): Promise<void>;
}

/**
 * A boardgame.io server on 127.0.0.1 (random port) serving the given games. `seeded`: every match
 * of a game starts from one fixed seed, so the test games are the same on every run; otherwise the
 * adapter's default, a cryptographic PRNG state per match.
 */
export async function startServer(games: readonly AnyGame[], configs: Readonly<Record<string, object>> = {}, seeded = true): Promise<TestServer> {
  const server = Server({
    games: games.map((g) => toBoardgameGame(g, { config: Object.hasOwn(configs, g.id) ? configs[g.id] : {}, ...(seeded ? { seed: () => `test ${g.id}` } : {}) })),
    origins: ["http://127.0.0.1"],
  });
  // boardgame.io's sync reply would otherwise carry the unfiltered initial state (see secureServer).
  secureServer(server);
  // `run` listens on every interface; the tests stay on the loopback address.
  const app = server.app as unknown as { listen: (port: number, cb: () => void) => unknown; server: import("node:http").Server };
  app.listen = (port: number, cb: () => void) => app.server.listen(port, "127.0.0.1", cb);
  const running = await server.run({ port: 0 });
  const { port } = running.appServer.address() as AddressInfo;
  const db = server.db as unknown as { fetch(id: string, opts: { state: true }): { state: { G: unknown; _stateID: number } } };
  return {
    url: `http://127.0.0.1:${port}`,
    stateOf: (matchID) => db.fetch(matchID, { state: true }).state,
    stop: () =>
      new Promise<void>((resolve) => {
        (server.transport as unknown as { io?: { close(): void } }).io?.close?.();
        running.appServer.close(() => resolve());
        running.appServer.closeAllConnections?.();
      }),
  };
}

/** The client-side state boardgame.io keeps (the parts these tests read). */
export interface ClientState {
  G: unknown;
  ctx: { activePlayers: Record<string, unknown> | null; currentPlayer: string; gameover?: unknown; numPlayers: number };
  _stateID: number;
  plugins: Record<string, unknown>;
  log: readonly { action: { type: string; payload: { type: string; args?: unknown; playerID: string } } }[];
}

/** One connected seat. */
export interface Seat {
  readonly seat: number;
  readonly client: ReturnType<typeof Client>;
  /** Every state this client was sent, in order. */
  readonly received: ClientState[];
}

/**
 * Connects one client per seat to match `matchID`, which the server creates on the first
 * connection (boardgame.io's on-demand matches).
 */
export function joinMatch(url: string, game: AnyGame, players: number, matchID: string): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < players; seat++) {
    const client = Client({
      game: toBoardgameGame(game),
      numPlayers: players,
      multiplayer: SocketIO({ server: url }),
      matchID,
      playerID: String(seat),
      debug: false,
    });
    const received: ClientState[] = [];
    client.subscribe((s) => {
      if (s) received.push(s as unknown as ClientState);
    });
    client.start();
    seats.push({ seat, client, received });
  }
  return seats;
}

/** Resolves once `test()` holds, polling; rejects after `ms`. */
export async function waitFor(test: () => boolean, what: string, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** Seeded random choice for the driver. */
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)]!;
