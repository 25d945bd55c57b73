/** Azul: Queen's Garden's scoring cases: round scoring by the wheel and the shared victory (docs/rules/queens-garden.md §7). */
import { CELL_NAMES, kindOf, queensGarden, type ColourId, type QueensGardenMove, type QueensGardenState } from "../../../games/queens-garden/index.js";
import type { PlayerId } from "../../../core/types.js";
import type { ScoringCase } from "./case.js";

/** Seat `seat`'s garden holds the given tiles (cell name → colour and value), taken out of the bag. */
function withGarden(s: QueensGardenState, seat: number, tiles: Readonly<Record<string, readonly [ColourId, number]>>): QueensGardenState {
  const bag = s.bag.slice();
  const garden = s.players[seat]!.garden.slice();
  for (const [name, [colour, value]] of Object.entries(tiles)) {
    const kind = kindOf(colour, value);
    const cell = CELL_NAMES.indexOf(name);
    if (cell < 0 || !(bag[kind]! > 0)) throw new Error(`Queen's Garden scoring case: cannot put ${colour} ${value} on ${name}`);
    bag[kind]!--;
    garden[cell] = kind;
  }
  return { ...s, bag, players: s.players.map((p, i) => (i === seat ? { ...p, garden } : p)) };
}

/** Every seat passes (and ends its pass) until the round is over: the moves and the seat of each. */
function passRound(s: QueensGardenState): { player: PlayerId; move: QueensGardenMove }[] {
  const out: { player: PlayerId; move: QueensGardenMove }[] = [];
  let state = s;
  const round = s.round;
  while (state.round === round && !queensGarden.isTerminal(state)) {
    const player = queensGarden.activePlayers(state)[0]!;
    const move = queensGarden.legalMoves(state).find((m) => m.type === "pass" || m.type === "endPass");
    if (!move) throw new Error("Queen's Garden scoring case: no pass in the round");
    out.push({ player, move });
    state = queensGarden.applyMove(state, move, player);
  }
  return out;
}

/** Queen's Garden's scoring cases. */
export function queensGardenCases(): ScoringCase[] {
  const wheel = withGarden(queensGarden.setup({ players: 2, seed: 1 }), 0, { F0: ["blue", 3], F1: ["darkGreen", 3] });
  return [
    {
      id: "round-scoring-wheel",
      rule: "§7 round scoring: at the end of round 1 the wheel's categories (blue, dark green, pattern 1; PROVISIONAL) score a blue 3 and a dark green 3 for 6; seat 0 passed first (−1): 15 − 1 + 6",
      position: wheel,
      moves: passRound(wheel),
      rulebook: { seats: { 0: { wheel: 6, total: 20 } } },
    },
    {
      id: "tie-shared",
      rule: "§7 ranking: the highest score wins; ties share the victory (every seat starts on 15)",
      position: queensGarden.setup({ players: 3, seed: 1 }),
      rulebook: { seats: { 0: { total: 15 }, 1: { total: 15 }, 2: { total: 15 } }, ranking: [[0, 1, 2]] },
    },
  ];
}
