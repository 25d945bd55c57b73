import { propertySuite, someParts } from "./suite.js";
import { azul, azulPosition, type AzulState } from "../../src/games/azul/index.js";

// 2, 3 and 4 players on the default (coloured) wall, the grey wall, and a seeded random first player.
propertySuite(azul, {
  games: 10,
  applyAllEvery: 10,
  configs: [{ wall: "grey" }, { wall: "coloured", firstPlayer: "random" }],
  position: {
    build: azulPosition,
    // The decision (phase, whose turn, the pending row) and the boards always; the table, the
    // marker, the round, and the bag or the lid sometimes (the builder fills in the rest).
    partsOf: (s: AzulState, rng) => ({
      players: s.boards.length,
      ...someParts(s as never, rng, ["config", "boards", "phase", "current", "startPlayer", "tilingRow"], [["factories", "centre"], ["marker"], ["round"], [["bag"], ["lid"]][rng.int(2)]!]),
    }),
  },
});
