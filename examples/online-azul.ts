/**
 * Two-player online Azul: boardgame.io's server runs the Tesserae engine, and two boardgame.io
 * clients (one per seat) play a whole game over socket.io, each choosing from its own view only.
 * Run: `npx tsx examples/online-azul.ts` (add `--serve` to keep the server up for your own clients).
 * See docs/boardgameio.md.
 */
import { Server } from "boardgame.io/server";
import { Client } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import type { AddressInfo } from "node:net";
import { azul, type AzulView } from "../src/games/azul/index.js";
import { secureServer, toBoardgameGame } from "../src/boardgameio/index.js";

const game = toBoardgameGame(azul); // the same Game object serves the server and the clients
const server = Server({ games: [game], origins: ["http://localhost:3000"] });
// boardgame.io's own sync reply carries the unfiltered initial state: keep it to each seat's view.
secureServer(server);
// Listen on this machine only (boardgame.io's `run(port)` listens on every interface).
const app = server.app as unknown as { server: import("node:http").Server; listen: (port: number, cb: () => void) => unknown };
app.listen = (port, cb) => app.server.listen(port, "127.0.0.1", cb);
const running = await server.run({ port: process.argv.includes("--serve") ? 8000 : 0 });
const url = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`;
console.log(`boardgame.io server for ${game.name} on ${url}`);

if (!process.argv.includes("--serve")) {
  // One client per seat; the match "demo" is created when the first client connects.
  const seats = ["0", "1"].map((playerID) => Client({ game, numPlayers: 2, matchID: "demo", playerID, multiplayer: SocketIO({ server: url }), debug: false }));
  for (const client of seats) {
    let last = -1; // subscribers hear every update; move once per new state
    client.subscribe((s) => {
      // Each client sees only its seat's view (no PRNG, no bag); it moves when Tesserae says it may.
      if (!s || s._stateID === last || s.ctx.gameover || !s.ctx.activePlayers || !(client.playerID! in s.ctx.activePlayers)) return;
      last = s._stateID;
      const moves = azul.legalMoves(s.G as unknown as AzulView, Number(client.playerID));
      client.moves.play!(moves[0]);
    });
    client.start();
  }
  let printed = false;
  await new Promise<void>((done) =>
    seats[0]!.subscribe((s) => {
      if (!s?.ctx.gameover || printed) return;
      printed = true;
      const { scores } = s.ctx.gameover as { scores: ReturnType<typeof azul.score> };
      console.log(scores.players.map((p) => `player ${p.player}: ${p.total}`).join(", "), "winner:", scores.ranking[0]);
      done();
    }),
  );
  for (const client of seats) client.stop();
  server.kill(running);
  process.exit(0);
}
