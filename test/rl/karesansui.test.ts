import { describe, it } from "vitest";
import { Rng } from "../../src/core/index.js";
import { karesansui } from "../../src/games/karesansui/index.js";
import { karesansuiActionSpace } from "../../src/games/karesansui/action-space.js";
import { karesansuiObservation } from "../../src/games/karesansui/observation.js";
import { checkLayout, checkObservation, checkPosition, positions } from "./helpers.js";

const CONFIGS: readonly object[] = [{}, { allowRotate180: true, storedPlacement: "extra" }];

describe("karesansui action space", () => {
  for (const config of CONFIGS) {
    for (let players = karesansui.players.min; players <= karesansui.players.max; players++) {
      it(`${players} players, config ${JSON.stringify(config)}: mask = legalMoves, round-trip, applyAction = applyMove`, () => {
        const rng = Rng.fromSeed(players);
        for (const s of positions(karesansui, players, 2, config)) checkPosition(karesansui, karesansuiActionSpace, s, rng);
      });
    }
  }
});

describe("karesansui observation", () => {
  for (let players = karesansui.players.min; players <= karesansui.players.max; players++) {
    it(`${players} players: fixed length, leak-free under determinize`, () => {
      checkLayout(karesansuiObservation, players);
      const rng = Rng.fromSeed(players);
      for (const s of positions(karesansui, players, 1, CONFIGS[CONFIGS.length - 1])) checkObservation(karesansui, karesansuiObservation, s, rng);
    });
  }
});
