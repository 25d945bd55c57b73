/** Azul: Queen's Garden's scoring cases: round scoring by the wheel, the final scoring's worked examples and the shared victory (docs/rules/queens-garden.md §7–§8). */
import { CELL_NAMES, kindOf, queensGarden, queensGardenPosition, type ColourId, type QueensGardenMove, type QueensGardenState } from "../../../games/queens-garden/index.js";
import type { PlayerId } from "../../../core/types.js";
import { required } from "../../../core/required.js";
import type { ScoringCase } from "./case.js";

/** Seat `seat`'s garden holds the given tiles (cell name → colour and value), taken out of the bag. */
function withGarden(s: QueensGardenState, seat: number, tiles: Readonly<Record<string, readonly [ColourId, number]>>): QueensGardenState {
  const bag = s.bag.slice();
  const garden = required(s.players[seat], "the seat's player").garden.slice();
  for (const [name, [colour, value]] of Object.entries(tiles)) {
    const kind = kindOf(colour, value);
    const cell = CELL_NAMES.indexOf(name);
    // None left when the bag has no count for the kind.
    const left = bag[kind] ?? 0;
    if (cell < 0 || !(left > 0)) throw new Error(`Queen's Garden scoring case: cannot put ${colour} ${value} on ${name}`);
    bag[kind] = left - 1;
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
    const player = required(queensGarden.activePlayers(state)[0], "the active seat");
    const move = queensGarden.legalMoves(state).find((m) => m.type === "pass" || m.type === "endPass");
    if (!move) throw new Error("Queen's Garden scoring case: no pass in the round");
    out.push({ player, move });
    state = queensGarden.applyMove(state, move, player);
  }
  return out;
}

/** The spec's short hexagon labels: colour initial (B, Y, g light green, G dark green, p light purple, P dark purple) and value. */
const COLOUR_OF: Readonly<Record<string, ColourId>> = { B: "blue", Y: "yellow", g: "lightGreen", G: "darkGreen", p: "lightPurple", P: "darkPurple" };
function kind(label: string): number {
  const colour = COLOUR_OF[label.charAt(0)];
  if (colour === undefined) throw new Error(`Queen's Garden scoring case: no colour initial in ${label}`);
  return kindOf(colour, Number(label.slice(1)));
}

/** A 2-player game in round 4 whose seat 0 holds the hexagons and storage given (the areas listed hold face-down expansions). */
function lastRound(faceDown: readonly number[], hexagons: Readonly<Record<string, string>>, storage: { tiles?: string[]; expansions?: string[]; jokers?: number } = {}): QueensGardenState {
  return queensGardenPosition({
    players: 2,
    seed: 1,
    round: 4,
    gardens: [
      {
        areas: Object.fromEntries(faceDown.map((a) => [a, "faceDown" as const])),
        hexagons: Object.fromEntries(Object.entries(hexagons).map(([cell, label]) => [cell, kind(label)])),
        tiles: (storage.tiles ?? []).map(kind),
        // An expansion's id is the kind of its printed hexagon.
        expansions: (storage.expansions ?? []).map(kind),
        jokers: storage.jokers ?? 0,
      },
    ],
  });
}

/** Queen's Garden's scoring cases. */
export function queensGardenCases(): ScoringCase[] {
  const wheel = withGarden(queensGarden.setup({ players: 2, seed: 1 }), 0, { F0: ["blue", 3], F1: ["darkGreen", 3] });
  const finalExample = lastRound(
    [0, 3, 5],
    {
      F0: "p1",
      F1: "p2",
      F2: "p6",
      "A0.p0": "B2",
      "A0.p1": "Y2",
      "A0.c": "g2",
      "A0.p5": "G2",
      "A3.c": "B3",
      "A3.p0": "Y3",
      "A3.p1": "g3",
      "A3.p2": "G3",
      "A3.p3": "p3",
      "A3.p4": "P3",
      "A5.p5": "B1",
      "A5.c": "Y1",
    },
    { tiles: ["B6"], expansions: ["Y2"], jokers: 2 },
  );
  const fullColour = lastRound([0], { "A0.c": "Y1", "A0.p0": "Y2", "A0.p1": "Y3", "A0.p2": "Y4", "A0.p3": "Y5", "A0.p4": "Y6" });
  return [
    {
      id: "spec-8-final-example",
      rule: "§8 final scoring, worked example: storage of 2 jokers, a blue-6 tile and a stored yellow-2 expansion → +2 − 6 − 2; light purple {1, 2, 6} → 9, a bird group of four colours → 8, a butterfly group of all six colours → 18 + 6, a pair of trees → 0: −6 + 9 + 8 + 24 = +35",
      position: finalExample,
      moves: passRound(finalExample),
      rulebook: { seats: { 0: { jokers: 2, storage: -8, colourGroups: 9, patternGroups: 8 + 18, groupsOfSix: 6 } } },
    },
    {
      id: "spec-8-full-colour-group",
      rule: "§8 group arithmetic: a full colour group (values 1 to 6) scores 1 + 2 + … + 6 = 21, +6 for a group of six = 27",
      position: fullColour,
      moves: passRound(fullColour),
      rulebook: { seats: { 0: { colourGroups: 21, groupsOfSix: 6 } } },
    },
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
