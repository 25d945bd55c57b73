import fc from "fast-check";
import { expect, it } from "vitest";
import type { AnyGame, PlayerId } from "../../src/core/index.js";
import { readmeLoop } from "./contract.js";

/** Where the first issue of a failed parse is, for the failure message. */
function firstIssue(r: { readonly success: boolean; readonly error?: { readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[] } }): string {
  const issue = r.error?.issues[0];
  return issue ? `${issue.path.map(String).join(".")}: ${issue.message}` : "";
}

/**
 * `schemas.view` describes exactly what `playerView` returns: at every position of random games,
 * the view of each seat and the spectator's parses with it (as JSON too) and comes out unchanged,
 * while the full state does not (a view has `viewer` and no PRNG state).
 */
export function viewSchemaProperties(game: AnyGame, players: number, config: Record<string, unknown>, runs: number): void {
  it("every playerView of a seat or a spectator parses with schemas.view; a state does not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff }), (seed) => {
        const viewers: (PlayerId | "spectator")[] = [...Array.from({ length: players }, (_, p) => p), "spectator"];
        for (const state of readmeLoop(game, players, seed, config)) {
          expect(game.schemas.view.safeParse(state).success, "a full state is not a view").toBe(false);
          for (const viewer of viewers) {
            const view = game.playerView(state, viewer);
            const parsed = game.schemas.view.safeParse(JSON.parse(JSON.stringify(view)));
            expect(parsed.success, `the view of ${viewer} parses with schemas.view ${firstIssue(parsed)}`).toBe(true);
            expect(parsed.success && parsed.data, "parsing keeps the view as it is").toEqual(view);
          }
        }
      }),
      { numRuns: runs, seed: 0x5c4e + players },
    );
  });
}
