import { describe, expect, it } from "vitest";
import { AecEnv } from "../../src/rl/aec.js";
import { IllegalMoveError, Rng, ValidationError, type AnyGame } from "../../src/core/index.js";
import type { AnyActionSpace } from "../../src/rl/actions.js";
import type { ObservationSpace } from "../../src/rl/observation.js";
import { rankRewards } from "../../src/bots/index.js";
import { azul } from "../../src/games/azul/index.js";
import { azulActionSpace } from "../../src/games/azul/action-space.js";
import { azulObservation } from "../../src/games/azul/observation.js";
import { almadi } from "../../src/games/almadi/index.js";
import { almadiActionSpace } from "../../src/games/almadi/action-space.js";
import { almadiObservation } from "../../src/games/almadi/observation.js";
import { karesansui } from "../../src/games/karesansui/index.js";
import { karesansuiActionSpace } from "../../src/games/karesansui/action-space.js";
import { karesansuiObservation } from "../../src/games/karesansui/observation.js";
import { castlesOfBurgundy } from "../../src/games/castles-of-burgundy/index.js";
import { castlesOfBurgundyActionSpace } from "../../src/games/castles-of-burgundy/action-space.js";
import { castlesOfBurgundyObservation } from "../../src/games/castles-of-burgundy/observation.js";
import { queensGarden } from "../../src/games/queens-garden/index.js";
import { queensGardenActionSpace } from "../../src/games/queens-garden/action-space.js";
import { queensGardenObservation } from "../../src/games/queens-garden/observation.js";

const GAMES: readonly [AnyGame, AnyActionSpace, ObservationSpace<any, any>][] = [
  [azul, azulActionSpace, azulObservation],
  [queensGarden, queensGardenActionSpace, queensGardenObservation],
  [almadi, almadiActionSpace, almadiObservation],
  [karesansui, karesansuiActionSpace, karesansuiObservation],
  [castlesOfBurgundy, castlesOfBurgundyActionSpace, castlesOfBurgundyObservation],
];

describe("AEC environment", () => {
  for (const [game, space, obs] of GAMES) {
    it(`${game.id}: a random agent over masks plays a 3-player game to its end`, () => {
      const env = new AecEnv(game, space, obs, { players: 3, seed: 5, reward: rankRewards });
      const rng = Rng.fromSeed(2);
      let steps = 0;
      for (const agent of env.agentIter()) {
        const last = env.last();
        expect(last.agent).toBe(agent);
        expect(last.observation.length).toBe(obs.size(3));
        expect(last.mask.length).toBe(space.actionCount(3));
        expect(last.info.decision?.players).toContain(agent);
        const legal = [...last.mask.keys()].filter((a) => last.mask[a] === 1);
        expect(legal.length).toBeGreaterThan(0);
        if (steps === 0) {
          // An action the mask forbids is refused and changes nothing.
          const bad = [...last.mask.keys()].find((a) => last.mask[a] === 0);
          if (bad !== undefined) {
            const before = env.state;
            expect(() => env.step(bad)).toThrow(IllegalMoveError);
            expect(env.state).toBe(before);
          }
        }
        env.step(legal[rng.int(legal.length)]!);
        steps++;
      }
      expect(env.done).toBe(true);
      expect(env.agentSelection).toBeNull();
      if (env.terminations[0]) {
        expect(game.isTerminal(env.state)).toBe(true);
        expect(env.rewards).toEqual(rankRewards(game.score(env.state), 3));
      } else {
        expect(env.truncations[0]).toBe(true);
      }
      expect(() => env.step(0)).toThrow(IllegalMoveError);
      env.reset(9);
      expect(env.done).toBe(false);
      expect(env.agentSelection).not.toBeNull();
    });
  }

  it("refuses a space or observation of another game", () => {
    expect(() => new AecEnv(azul, queensGardenActionSpace as never, azulObservation, { players: 2, seed: 1 })).toThrow(ValidationError);
  });
});
