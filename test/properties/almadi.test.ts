import { propertySuite } from "./suite.js";
import type { Rng } from "../../src/core/index.js";
import { almadi, almadiPosition, type AlmadiState } from "../../src/games/almadi/index.js";

/**
 * A reached normal turn described on a new game of the same table: the realms (placed
 * landscapes), belongings and the board always, the turn in progress and whose it is; on other
 * states (setup steps, extra turns, Ali's draw, the end) the state itself with its turn's seat.
 */
function partsOf(s: AlmadiState, rng: Rng): object {
  if (s.phase !== "play" || s.normalTurnsOver || s.turn?.aliTile) return { from: s, current: s.current };
  const start = (id: string) => id.startsWith("ST");
  return {
    players: s.players.length,
    config: { ...s.config, startTiles: "choose" },
    seed: rng.int(1000),
    startTiles: s.players.map((p) => p.startTile),
    realms: s.players.map((p) => ({
      landscapes: Object.fromEntries(Object.entries(p.realm).filter(([, id]) => !start(id))),
      rubies: p.rubies,
      mosaics: p.mosaics,
      stalls: p.stalls,
      objectives: p.objectives,
      ...(s.config.characters && { hired: p.hired, hand: p.hand }),
      copy: p.copy,
      turns: p.turns,
    })),
    board: Object.fromEntries(s.board.map((id, slot) => [slot, id])),
    current: s.current,
    turn: s.turn,
  };
}

propertySuite(almadi, {
  games: 5,
  applyAllEvery: 25,
  configs: [{ characters: true }, { characters: true, startTiles: "random" }, { startTiles: "random", greyObjectives: 0 }],
  position: { build: almadiPosition, partsOf },
});
