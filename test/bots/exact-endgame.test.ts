/**
 * The exact endgame of mctsBot: when the tree to the end of the game is small, every move is
 * solved exactly instead of searched. Checked here on Azul's last round (at most 10 tiles left in
 * the factories and the centre) against a plain max^n solve written independently: the bot picks
 * one of the best moves, whatever its seed, so asking again gives the same answer.
 */
import { describe, expect, it } from "vitest";
import { Rng } from "../../src/core/index.js";
import { azul, evaluateAzul, type AzulMove, type AzulState } from "../../src/games/azul/index.js";
import { evaluateAll, greedyBot, marginReward, mctsBot, mctsDefaults, type BotContext, type MctsSearchInfo } from "../../src/bots/index.js";

const reward = marginReward(mctsDefaults(azul).reward);
const evaluation = (s: unknown, p: number) => evaluateAzul(s as AzulState, p);

/** Each player's reward at the end of the game when everyone plays for their own reward from `s` (null past `cap` states). */
function solve(s: AzulState, budget: { left: number }): number[] | null {
  if (--budget.left < 0) return null;
  if (azul.isTerminal(s)) return reward(evaluateAll(evaluation, s, 2));
  const p = azul.activePlayers(s)[0]!;
  let best: number[] | null = null;
  for (const m of azul.legalMoves(s, p)) {
    const v = solve(azul.applyMove(s, m, p), budget);
    if (v === null) return null;
    if (best === null || v[p]! > best[p]!) best = v;
  }
  return best;
}

/** Last-round positions (the game ends with this round) with 5–10 tiles left and a small tree, from greedy games. */
function lastRounds(): AzulState[] {
  const out: AzulState[] = [];
  for (let g = 0; g < 6 && out.length < 4; g++) {
    let s = azul.setup({ players: 2, seed: 300 + g });
    const rng = Rng.fromSeed(g);
    while (!azul.isTerminal(s)) {
      const p = azul.activePlayers(s)[0]!;
      const legal = azul.legalMoves(s, p);
      const tiles = s.factories.flat().reduce((a, b) => a + b, 0) + s.centre.reduce((a, b) => a + b, 0);
      if (tiles >= 5 && tiles <= 10 && legal.length >= 4 && solve(s, { left: 8000 }) !== null) {
        out.push(s);
        break;
      }
      s = azul.applyMove(s, greedyBot(azul.playerView(s, p), legal, rng, { game: azul, player: p, determinize: (r) => azul.determinize(s, p, r) }), p);
    }
  }
  return out;
}

const ctxOf = (s: AzulState, p: number): BotContext<typeof azul> => ({ game: azul, player: p, determinize: (r) => azul.determinize(s, p, r) });

describe("mctsBot solves small endgames exactly", () => {
  const positions = lastRounds();

  it("finds a few last-round positions to check", () => {
    expect(positions.length).toBeGreaterThanOrEqual(3);
  });

  it("picks a move an independent exact solve rates best, with every seed", () => {
    for (const s of positions) {
      const p = azul.activePlayers(s)[0]!;
      const legal = azul.legalMoves(s, p);
      const values = legal.map((m) => solve(azul.applyMove(s, m, p), { left: Infinity })![p]!);
      const top = Math.max(...values);
      const best = legal.filter((_, i) => values[i]! >= top - 1e-12);
      const infos: MctsSearchInfo[] = [];
      const bot = mctsBot({ iterations: 100, onSearch: (i) => infos.push(i) });
      const answers = [1, 2, 3].map((seed) => bot(azul.playerView(s, p), legal, Rng.fromSeed(seed), ctxOf(s, p)) as AzulMove);
      expect(infos.every((i) => i.solved)).toBe(true);
      for (const a of answers) expect(best).toContainEqual(a);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
  });

  it("searches instead when exactNodes is 0 or the tree is bigger than it", () => {
    const s = positions[0]!;
    const p = azul.activePlayers(s)[0]!;
    for (const exactNodes of [0, 3]) {
      const infos: MctsSearchInfo[] = [];
      mctsBot({ iterations: 20, exactNodes, onSearch: (i) => infos.push(i) })(azul.playerView(s, p), azul.legalMoves(s, p), Rng.fromSeed(1), ctxOf(s, p));
      expect(infos).toEqual([expect.objectContaining({ solved: false, iterations: 20 })]);
    }
  });
});
