import { describe, it } from "vitest";
import { Rng } from "../../src/core/index.js";
import { almadi } from "../../src/games/almadi/index.js";
import { almadiActionSpace } from "../../src/games/almadi/action-space.js";

import { almadiObservation } from "../../src/games/almadi/observation.js";
import { checkLayout, checkObservation, checkPosition, positions } from "./helpers.js";

const CONFIGS: readonly object[] = [{}, { characters: true }];

describe("almadi action space", () => {
  for (const config of CONFIGS) {
    for (let players = almadi.players.min; players <= almadi.players.max; players++) {
      it(`${players} players, config ${JSON.stringify(config)}: mask = legalMoves, round-trip, applyAction = applyMove`, () => {
        const rng = Rng.fromSeed(players);
        for (const s of positions(almadi, players, 1, config)) checkPosition(almadi, almadiActionSpace, s, rng);
      });
    }
  }
});


describe("almadi observation", () => {
  for (let players = almadi.players.min; players <= almadi.players.max; players++) {
    it(`${players} players: fixed length, leak-free under determinize`, () => {
      checkLayout(almadiObservation, players);
      const rng = Rng.fromSeed(players);
      // Every third position: determinizing a 5-player Almadi state for each seat is the slow part.
      let i = 0;
      for (const s of positions(almadi, players, 1, { characters: true })) if (i++ % 3 === 0) checkObservation(almadi, almadiObservation, s, rng);
    });
  }
});
