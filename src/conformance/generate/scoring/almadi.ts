/** Almadi's scoring cases: the rubies worked example, the Characters variant's rubies and the shared rank (docs/rules/almadi.md §7). */
import { almadi, type AlmadiState } from "../../../games/almadi/index.js";
import type { ScoringCase } from "./case.js";

/** Gives each seat its rubies from the supply (the supply keeps the rest). */
function withRubies(s: AlmadiState, rubies: readonly number[]): AlmadiState {
  const taken = rubies.reduce((a, b) => a + b, 0) - s.players.reduce((a, p) => a + p.rubies, 0);
  return { ...s, rubies: s.rubies - taken, players: s.players.map((p, i) => ({ ...p, rubies: rubies[i]! })) };
}

/** Positions past the start phase (random starting tiles), where rubies may have been earned. */
const RANDOM_START = { startTiles: "random" } as const;

/** The game played on with its first listed moves until the main phase (the Characters variant keeps two first). */
function toPlay(s: AlmadiState): AlmadiState {
  let state = s;
  while (state.phase !== "play") state = almadi.applyMove(state, almadi.legalMoves(state)[0]!);
  return state;
}

/** Almadi's scoring cases. */
export function almadiCases(): ScoringCase[] {
  const five = withRubies(almadi.setup({ players: 5, seed: 1, config: RANDOM_START }), [6, 3, 3, 1, 0]);
  const two = withRubies(almadi.setup({ players: 2, seed: 1, config: RANDOM_START }), [5, 5]);
  const characters = withRubies(toPlay(almadi.setup({ players: 2, seed: 1, config: { ...RANDOM_START, characters: true } })), [7, 2]);
  return [
    {
      id: "rubies-by-rank",
      rule: "§7 rubies, worked example (5 players): 6, 3, 3, 1, 0 rubies score 12, 8, 8, 2, 0 (ties share a rank, the next count takes the rank after all of them)",
      position: five,
      rulebook: { seats: { 0: { rubies: 12 }, 1: { rubies: 8 }, 2: { rubies: 8 }, 3: { rubies: 2 }, 4: { rubies: 0 } } },
    },
    {
      id: "rubies-tie-two-players",
      rule: "§7 rubies (2 players): equal counts share first place, 10 each",
      position: two,
      rulebook: { seats: { 0: { rubies: 10 }, 1: { rubies: 10 } } },
    },
    {
      id: "rubies-characters",
      rule: "§7 rubies with the Characters variant: 1 point per 2 rubies, no ranking",
      position: characters,
      rulebook: { seats: { 0: { rubies: 3 }, 1: { rubies: 1 } } },
    },
    {
      id: "tie-shared",
      rule: "§7 ranking: equal totals share a place (no tie-break)",
      position: almadi.setup({ players: 3, seed: 1, config: RANDOM_START }),
      rulebook: { ranking: [[0, 1, 2]] },
    },
  ];
}
