/**
 * A broken engine: `tesserae serve` with one game's rules changed (rules.ts). Run as
 * `node --import tsx test/protocol/broken-engines/engine.ts <game>`.
 */
import { createServer, defaultServedGames, serveLines } from "../../../src/conformance/protocol/index.js";
import { brokenGames } from "./rules.js";

const id = process.argv[2] ?? "";
const broken = brokenGames[id];
if (!broken) {
  process.stderr.write(`usage: engine.ts <game> (one of ${Object.keys(brokenGames).join(", ")})\n`);
  process.exit(2);
}
const served = defaultServedGames();
await serveLines(createServer({ games: { ...served, [id]: { game: broken.game } } }), process.stdin, process.stdout);
