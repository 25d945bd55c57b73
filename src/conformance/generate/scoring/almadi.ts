/** Almadi's scoring cases: the worked examples of docs/rules/almadi.md §7, the Characters variant's rubies and the shared rank (§8). */
import { almadi, almadiPosition, LANDSCAPES, type AlmadiMove, type AlmadiState } from "../../../games/almadi/index.js";
import { required } from "../../../core/required.js";
import type { ScoringCase } from "./case.js";

/** Gives each seat its rubies from the supply (the supply keeps the rest). */
function withRubies(s: AlmadiState, rubies: readonly number[]): AlmadiState {
  const taken = rubies.reduce((a, b) => a + b, 0) - s.players.reduce((a, p) => a + p.rubies, 0);
  return { ...s, rubies: s.rubies - taken, players: s.players.map((p, i) => ({ ...p, rubies: required(rubies[i], "the seat's rubies") })) };
}

/** Positions past the start phase (random starting tiles), where rubies may have been earned. */
const RANDOM_START = { startTiles: "random" } as const;

/** The game played on with its first listed moves until the main phase (the Characters variant keeps two first). */
function toPlay(s: AlmadiState): AlmadiState {
  let state = s;
  while (state.phase !== "play") state = almadi.applyMove(state, required(almadi.legalMoves(state)[0], "the first legal move"));
  return state;
}

/**
 * A 2-player game after its start phase, seat 0 on starting tile ST1 (its oasis at row 2, column 0)
 * and seat 1 on ST2, with seat 0's realm given oasis tiles from the supply at the cells named.
 */
function oasesAt(cells: readonly string[]): AlmadiState {
  let s = almadi.setup({ players: 2, seed: 1, config: { firstPlayer: 0 } });
  const starts = ["ST1", "ST2"];
  while (s.phase === "start") s = almadi.applyMove(s, { type: "chooseStartTile", tile: required(starts[s.current], "the seat's starting tile") } as AlmadiMove);
  const oases = s.supply.filter((t) => LANDSCAPES.find((l) => l.id === t)?.type === "OAS").slice(0, cells.length);
  if (oases.length < cells.length) throw new Error("Almadi scoring case: too few oasis tiles in the supply");
  const realm = { ...required(s.players[0], "seat 0").realm };
  cells.forEach((c, i) => (realm[c] = required(oases[i], "the cell's oasis tile")));
  return { ...s, supply: s.supply.filter((t) => !oases.includes(t)), players: s.players.map((p, i) => (i === 0 ? { ...p, realm } : p)) };
}

/** The landscape tile at index `k` among those of a type (any edges): the example's tiles, told apart by type only. */
function landscape(type: "OAS" | "CAR" | "MKT" | "PAL", k: number): string {
  const id = LANDSCAPES.filter((l) => l.type === type)[k]?.id;
  if (id === undefined) throw new Error(`Almadi scoring case: too few ${type} tiles`);
  return id;
}

/**
 * A 2-player game whose seat 0 (starting tile ST1: palace, oasis, market and caravan in rows 1–4 of
 * column 0) also holds the landscapes named and the top cards of the mosaic and stall decks asked for.
 */
function realmOf(cells: Readonly<Record<string, string>>, cards: { mosaics?: number; stalls?: number } = {}): AlmadiState {
  const s = almadiPosition({ players: 2, seed: 1, realms: [{ landscapes: cells }] });
  return almadiPosition({ from: s, realms: [{ mosaics: s.mosaicDeck.slice(0, cards.mosaics ?? 0), stalls: s.stallDeck.slice(0, cards.stalls ?? 0) }] });
}

/** Almadi's scoring cases. */
export function almadiCases(): ScoringCase[] {
  const five = withRubies(almadi.setup({ players: 5, seed: 1, config: RANDOM_START }), [6, 3, 3, 1, 0]);
  const two = withRubies(almadi.setup({ players: 2, seed: 1, config: RANDOM_START }), [5, 5]);
  const [car0, car1, mkt0, mkt1, pal0] = [landscape("CAR", 0), landscape("CAR", 1), landscape("MKT", 0), landscape("MKT", 1), landscape("PAL", 0)];
  const characters = withRubies(toPlay(almadi.setup({ players: 2, seed: 1, config: { ...RANDOM_START, characters: true } })), [7, 2]);
  return [
    {
      id: "oases-worked-example",
      rule: "§7 oases, worked example: 3 per oasis in each group of at least 2, so groups of 4 and 1 score 12, plus 6 for the table's largest group (seat 1's lone oasis scores nothing)",
      position: oasesAt(["2,1", "2,2", "1,2", "4,3"]),
      rulebook: { seats: { 0: { oases: 18 }, 1: { oases: 0 } } },
    },
    {
      id: "spec-7.2-caravans-example",
      rule: "§7.2 caravans, worked example: caravan groups of 2 and 1 carry 5 + 2 = 7; 2 markets and 1 stall card hold 4 + 4 + 2 = 10 goods → 7",
      position: realmOf({ "4,1": car0, "2,3": car1, "1,3": mkt0 }, { stalls: 1 }),
      rulebook: { seats: { 0: { caravans: 7 } } },
    },
    {
      id: "spec-7.3-palaces-example",
      rule: "§7.3 palaces, worked example: a palace touching one oasis and one market scores 1 + 2 = 3",
      position: realmOf({ "1,1": mkt0 }),
      rulebook: { seats: { 0: { palaces: 3 } } },
    },
    {
      id: "spec-7.5-mosaics-example",
      rule: "§7.5 mosaics, worked example: palaces worth 4 (an oasis and two markets) and 2 (one market) with three mosaics → +4 +2, the third mosaic has no palace → 6",
      position: realmOf({ "0,0": mkt0, "1,1": mkt1, "1,2": pal0 }, { mosaics: 3 }),
      rulebook: { seats: { 0: { palaces: 6, mosaics: 6 } } },
    },
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
