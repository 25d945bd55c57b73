import { describe, it } from "vitest";
import { Rng } from "../../src/core/index.js";
import { queensGarden } from "../../src/games/queens-garden/index.js";
import { queensGardenActionSpace } from "../../src/games/queens-garden/action-space.js";

import { queensGardenObservation } from "../../src/games/queens-garden/observation.js";
import { checkLayout, checkObservation, checkPosition, positions } from "./helpers.js";

const CONFIGS: readonly object[] = [{}];

describe("queens-garden action space", () => {
  for (const config of CONFIGS) {
    for (let players = queensGarden.players.min; players <= queensGarden.players.max; players++) {
      it(`${players} players, config ${JSON.stringify(config)}: mask = legalMoves, round-trip, applyAction = applyMove`, () => {
        const rng = Rng.fromSeed(players);
        for (const s of positions(queensGarden, players, 1, config)) checkPosition(queensGarden, queensGardenActionSpace, s, rng);
      });
    }
  }
});


describe("queens-garden observation", () => {
  for (let players = queensGarden.players.min; players <= queensGarden.players.max; players++) {
    it(`${players} players: fixed length, leak-free under determinize`, () => {
      checkLayout(queensGardenObservation, players);
      const rng = Rng.fromSeed(players);
      for (const s of positions(queensGarden, players, 1)) checkObservation(queensGarden, queensGardenObservation, s, rng);
    });
  }
});
