/**
 * Scoring vectors: each game's rulebook worked examples and tie-break rules as positions (and the
 * moves that lead to the scored moment), with the score sheet the engine gives. Every case also
 * states what the rulebook says (some parts of the sheet, or the ranking); generation fails when
 * the engine disagrees, so a vector never ships a number the rulebook contradicts.
 */
import type { AnyGame, PlayerId } from "../../core/types.js";
import { canonicalJson } from "../canonical.js";
import type { ScoringVector } from "../vectors.js";
import { vectorFlags } from "./perft-table.js";
import { almadiCases } from "./scoring/almadi.js";
import { azulCases } from "./scoring/azul.js";
import { castlesCases } from "./scoring/castles-of-burgundy.js";
import { karesansuiCases } from "./scoring/karesansui.js";
import { queensGardenCases } from "./scoring/queens-garden.js";
import type { ScoringCase } from "./scoring/case.js";

const CASES: Readonly<Record<string, () => readonly ScoringCase[]>> = {
  azul: azulCases,
  "queens-garden": queensGardenCases,
  almadi: almadiCases,
  karesansui: karesansuiCases,
  "castles-of-burgundy": castlesCases,
};

/** The scoring vectors of a game; throws when the engine disagrees with a case's rulebook values. */
export function scoringVectors(game: AnyGame): ScoringVector[] {
  const flags = vectorFlags(game);
  return (CASES[game.id]?.() ?? []).map((c) => {
    // A vector's position is a sound state: it loads (invariants and all) as a tester's would.
    let state: unknown = game.loadState(JSON.parse(JSON.stringify(c.position)));
    for (const { player, move } of c.moves ?? []) state = game.applyMove(state, move, player);
    const sheet = game.score(state);
    const players = sheet.players.map((p: { total: number; breakdown: Record<string, number> }) => ({ total: p.total, breakdown: p.breakdown }));
    for (const [seat, want] of Object.entries(c.rulebook.seats ?? {})) {
      const got = players[Number(seat)];
      for (const [part, value] of Object.entries(want)) {
        const actual = part === "total" ? got?.total : got?.breakdown[part];
        if (actual !== value) throw new Error(`${game.id} scoring case ${c.id}: seat ${seat} ${part} is ${String(actual)}, the rulebook says ${value}`);
      }
    }
    if (c.rulebook.ranking && canonicalJson(c.rulebook.ranking) !== canonicalJson(sheet.ranking)) {
      throw new Error(`${game.id} scoring case ${c.id}: ranking ${canonicalJson(sheet.ranking)}, the rulebook says ${canonicalJson(c.rulebook.ranking)}`);
    }
    return {
      id: c.id,
      rule: c.rule,
      position: c.position,
      moves: (c.moves ?? []).map((m) => ({ player: m.player, move: m.move })),
      expected: { players, ranking: sheet.ranking as PlayerId[][] },
      ...flags,
    };
  });
}
