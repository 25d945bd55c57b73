import { propertySuite, someParts } from "./suite.js";
import { petal, queensGarden, queensGardenPosition, type QueensGardenState } from "../../src/games/queens-garden/index.js";

/** A reached state's gardens in the builder's terms: hexagons placed as tiles, areas, storage, score. */
const gardensOf = (s: QueensGardenState) =>
  s.players.map((p) => {
    const printed = new Set(p.areas.flatMap((a, i) => (a?.faceUp ? [petal(i, a.rotation)] : [])));
    const hexagons = Object.fromEntries(p.garden.flatMap((k, c) => (k >= 0 && !printed.has(c) ? [[String(c), k]] : [])));
    const areas = Object.fromEntries(p.areas.flatMap((a, i) => (a === null ? [] : [[i, a.faceUp ? { expansion: a.expansion, rotation: a.rotation } : "faceDown"]])));
    return { hexagons, areas, tiles: p.tiles, jokers: p.jokers, expansions: p.expansions, score: p.score, passed: p.passed };
  });

propertySuite(queensGarden, {
  games: 15,
  applyAllEvery: 20,
  position: {
    build: queensGardenPosition,
    // A new game of the same table given the reached gardens and decision; the stack top and
    // display sometimes (the builder deals the rest from the new game's piles).
    partsOf: (s: QueensGardenState, rng) => ({
      players: s.players.length,
      config: s.config,
      seed: rng.int(1000),
      gardens: gardensOf(s),
      ...someParts(s as never, rng, ["round", "current", "starter", "marker", "phase", "discarding"], []),
      ...(rng.int(2) === 0 ? { display: s.display.map((d) => (d.faceUp ? { faceUp: d.expansion } : { tiles: d.tiles })) } : {}),
      ...(rng.int(2) === 0 ? { stackTop: s.topTiles } : {}),
    }),
  },
});
