/** The Castles of Burgundy's scoring cases: its tie-break (docs/rules/castles-of-burgundy.md, §7 and CB-16). */
import { castlesOfBurgundy as game, type CobPlayer, type CobState } from "../../../games/castles-of-burgundy/index.js";
import type { ScoringCase } from "./case.js";

const withPlayer = (s: CobState, seat: number, patch: Partial<CobPlayer>): CobState => ({ ...s, players: s.players.map((p, i) => (i === seat ? { ...p, ...patch } : p)) });

/**
 * `s` with one tile moved from a depot onto an empty space of seat `seat`'s estate: the first
 * (depot, tile, space) that leaves a sound state, so the components stay conserved.
 */
function withOneMoreTile(s: CobState, seat: number): CobState {
  const own = s.players[seat]!.estate;
  for (const [d, depot] of s.depots.entries()) {
    for (const tile of depot) {
      for (let space = 0; space < own.length; space++) {
        if (own[space] !== EMPTY) continue;
        const estate = own.slice();
        estate[space] = tile;
        const depots = s.depots.map((x, i) => (i === d ? x.filter((_, k) => k !== x.indexOf(tile)) : x));
        const next = withPlayer({ ...s, depots }, seat, { estate });
        if (game.invariants(next).length === 0) return next;
      }
    }
  }
  throw new Error("Castles of Burgundy scoring case: no depot tile fits the estate");
}

/** An empty estate space. */
const EMPTY = -1;

/** The Castles of Burgundy's scoring cases. */
export function castlesCases(): ScoringCase[] {
  // Equal scores: every seat holds its 3 starting goods tiles and no silverlings or workers.
  let tied = game.setup({ players: 3, seed: 2 });
  for (let seat = 0; seat < 3; seat++) tied = withPlayer(tied, seat, { silver: 0, workers: 0 });
  tied = { ...tied, turnOrder: [0, 1, 2] };
  const fuller = withOneMoreTile(tied, 2);
  return [
    {
      id: "tie-break-turn-order",
      rule: "§7 ranking: equal points and equal empty estate spaces, the player later in the last round's turn order ranks higher (CB-16)",
      position: tied,
      rulebook: { ranking: [[2], [1], [0]] },
    },
    {
      id: "tie-break-empty-spaces",
      rule: "§7 ranking: equal points, more empty estate spaces rank higher, before turn order",
      position: fuller,
      rulebook: { ranking: [[1], [0], [2]] },
    },
  ];
}
