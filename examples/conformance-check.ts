/**
 * The conformance kit as a tester uses it (docs/conformance.md): check an engine against a shipped
 * perft entry (with its divide), walk a golden trajectory step by step comparing legal-move counts
 * and hashes, and save an explicit-chance game as a trajectory record and replay it. The "engine
 * under test" here is Tesserae itself; another engine would answer the same questions.
 * Run: `npx tsx examples/conformance-check.ts`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { canonicalJson, legalHash, perft, readTrajectory, recordTrajectory, replayTrajectory, verifyTrajectory, writeTrajectory, type PerftEntry } from "../src/conformance/index.js";
import { Rng, sampleChance, type ExplicitPosition } from "../src/core/index.js";
import { azul, type AzulConfig, type AzulMove, type AzulState } from "../src/games/azul/index.js";

type Position = ExplicitPosition<AzulState, AzulMove, AzulConfig>;

// In an installed package the folder is next to package.json: node_modules/tesserae/conformance.
const corpus = join(import.meta.dirname, "..", "conformance");

// 1. Perft: count the move sequences of a shipped position and compare, first move by first move.
const table = JSON.parse(readFileSync(join(corpus, "azul", "perft.json"), "utf8")) as { entries: PerftEntry[] };
const entry = table.entries.find((e) => e.id === "2p-grey-mid-game")!;
const mine = perft(azul, azul.loadState(entry.position), entry.depth, { divide: true });
const expected = new Map(entry.divide.map((d) => [canonicalJson(d.move), d.nodes]));
const wrong = (mine.divide ?? []).filter((d) => expected.get(d.key) !== d.nodes);
console.log(`perft ${entry.id} to depth ${entry.depth}: ${mine.counts.join(", ")} (expected ${entry.counts.join(", ")}); ${wrong.length} first moves disagree`);

// 2. A golden trajectory, step by step: apply each chance outcome or move, then compare the
//    legal-move count and the hash of the canonical legal-move list.
const lines = readTrajectory(readFileSync(join(corpus, "azul", "trajectories", "2p.jsonl"), "utf8"));
let position: Position = azul.setup({ players: 2, chance: "explicit" });
let steps = 0;
for (const line of lines) {
  if (line.kind !== "chance" && line.kind !== "move") continue;
  position = line.kind === "chance" ? azul.applyMove(position, { type: "chance", outcome: line.outcome }) : azul.applyMove(position, line.move as AzulMove, line.player);
  const moves = azul.legalMoves(position);
  if (moves.length !== line.legalCount || legalHash(moves) !== line.legalHash) throw new Error(`step ${steps + 1} disagrees`);
  steps++;
}
console.log(`trajectory azul/2p: ${steps} steps agree; the kit's own check says ${verifyTrajectory(azul, lines).ok ? "ok" : "mismatch"}`);

// 3. The record format of explicit-chance games: play one, save it as JSON Lines, replay it.
const rng = Rng.fromSeed(11);
const record = recordTrajectory(azul, 2, { wall: "grey" }, (p, moves, isChance) => (isChance ? sampleChance(azul.chanceOutcomes(p as Position), rng) : moves[rng.int(moves.length)]), { maxSteps: 80 });
const text = writeTrajectory(record);
const replayed = replayTrajectory(azul, readTrajectory(text));
const last = replayed[replayed.length - 1] as Position;
console.log(`recorded ${record.length} lines (${text.length} bytes); replayed ${replayed.length - 1} steps, ending ${azul.isChanceNode(last) ? "at a chance node" : `in round ${last.round}`}`);
