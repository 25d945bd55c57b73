import { describe, it } from "vitest";
import { Rng } from "../../src/core/index.js";
import { castlesOfBurgundy } from "../../src/games/castles-of-burgundy/index.js";
import { castlesOfBurgundyActionSpace } from "../../src/games/castles-of-burgundy/action-space.js";
import { castlesOfBurgundyObservation } from "../../src/games/castles-of-burgundy/observation.js";
import { checkLayout, checkObservation, checkPosition, positions } from "./helpers.js";

const CONFIGS: readonly object[] = [{}];

describe("castles-of-burgundy action space", () => {
  for (const config of CONFIGS) {
    for (let players = castlesOfBurgundy.players.min; players <= castlesOfBurgundy.players.max; players++) {
      it(`${players} players, config ${JSON.stringify(config)}: mask = legalMoves, round-trip, applyAction = applyMove`, () => {
        const rng = Rng.fromSeed(players);
        for (const s of positions(castlesOfBurgundy, players, 2, config)) checkPosition(castlesOfBurgundy, castlesOfBurgundyActionSpace, s, rng);
      });
    }
  }
});

describe("castles-of-burgundy observation", () => {
  for (let players = castlesOfBurgundy.players.min; players <= castlesOfBurgundy.players.max; players++) {
    it(`${players} players: fixed length, leak-free under determinize`, () => {
      checkLayout(castlesOfBurgundyObservation, players);
      const rng = Rng.fromSeed(players);
      for (const s of positions(castlesOfBurgundy, players, 1, CONFIGS[CONFIGS.length - 1])) checkObservation(castlesOfBurgundy, castlesOfBurgundyObservation, s, rng);
    });
  }
});
