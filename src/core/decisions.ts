import type { PlayerId } from "./types.js";

/**
 * Pending decisions. A {@link Decision} is also what a game's rules answer to "who acts now, and
 * what kind of choice": `activePlayers` and `isTerminal` are derived from it. A game state carries a stack of decisions; the top one says who decides
 * and what kind of choice it is. Nested choices (a castle's extra action, a ship's depot, a
 * chained genie move) push onto the stack; resolving one pops it. Several players may share one
 * decision (an out-of-turn steal, simultaneous choices) through `players`.
 */
export interface Decision<Kind extends string = string> {
  readonly kind: Kind;
  /** Who may decide; usually one seat. */
  readonly players: readonly PlayerId[];
}

/** The decision on top of a stack, or undefined when none is pending. */
export function topDecision<D extends Decision>(stack: readonly D[]): D | undefined {
  return stack[stack.length - 1];
}

/** A new stack with `decision` on top. */
export function pushDecision<D extends Decision>(stack: readonly D[], decision: D): D[] {
  return [...stack, decision];
}

/** A new stack without its top decision. */
export function popDecision<D extends Decision>(stack: readonly D[]): D[] {
  return stack.slice(0, -1);
}

/** Who decides now: the players of the top decision. */
export function decidingPlayers(stack: readonly Decision[]): readonly PlayerId[] {
  return topDecision(stack)?.players ?? [];
}
