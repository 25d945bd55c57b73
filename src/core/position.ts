import { DECISION_PATH, INVARIANT_PATH } from "./define.js";
import { isTesseraeError, ValidationError } from "./errors.js";
import type { Seed } from "./prng.js";
import { parseOrThrow } from "./schema.js";
import type { GameDefinition } from "./types.js";
import { describeThrown } from "./thrown.js";

/**
 * A game's position builder: a whole state from the parts a test or tool cares about (boards,
 * displays, whose turn...), with everything else filled in soundly. Throws `ValidationError`
 * naming the part when the description is impossible. See docs/guide.md, "Building positions".
 */
export type PositionBuilder<Parts, State> = (parts?: Parts) => State;

/** The `field` of a builder's refusal by a rule of the whole position, which no single part breaks. */
export const WHOLE_POSITION = "position";

/** The error a filler throws for an impossible part: `path` names it (e.g. `"boards[0].wall"`). */
export function positionError(game: string, path: string, message: string): ValidationError {
  return new ValidationError(`${game} position`, [{ path, message }]);
}

/**
 * Makes a game's {@link PositionBuilder} from its filler. `fill` turns the parts into a whole
 * state (conserving components, deriving what can be derived) and throws {@link positionError}
 * for an impossible part; the result must then pass `loadState` (soundness and a decision that can
 * go on: every listed move applies), whose refusal is reported as the position's: a rule of the
 * whole state (an invariant, or a decision that cannot go on) names no part, so its field is
 * {@link WHOLE_POSITION}; a schema issue keeps the state's path.
 */
export function positionBuilder<State, Parts extends object>(
  game: GameDefinition<State, any, any, any, any, any>,
  fill: (parts: Parts, game: GameDefinition<State, any, any, any, any, any>) => unknown,
): PositionBuilder<Parts, State> {
  return (parts) => {
    if (parts !== undefined && (typeof parts !== "object" || parts === null || Array.isArray(parts))) {
      throw positionError(game.id, "", "must be an object of parts (see the game's position builder)");
    }
    let state: unknown;
    try {
      state = fill((parts ?? {}) as Parts, game);
    } catch (e) {
      if (isTesseraeError(e)) throw e;
      throw positionError(game.id, "", `malformed parts (${describeThrown(e)})`);
    }
    try {
      return game.loadState(state);
    } catch (e) {
      if (e instanceof ValidationError) {
        throw new ValidationError(
          `${game.id} position`,
          e.issues.map((i) => (i.path === INVARIANT_PATH || i.path === DECISION_PATH ? { ...i, path: WHOLE_POSITION } : i)),
        );
      }
      throw e;
    }
  };
}

/** The parts every builder that changes a state or a new game takes. */
export interface PositionBase<State, Config> {
  /** A state to change instead of a new game (parsed like a save; the built position is what must be sound). */
  readonly from?: State;
  /** The player count of a new game (default: the game's minimum). */
  readonly players?: number;
  readonly seed?: Seed;
  readonly config?: Partial<Config>;
}

/** The state a builder starts from: `from` when given (well-typed, not yet checked), else a new game. */
export function startingState<State, Config>(game: GameDefinition<State, any, Config, any, any, any>, parts: PositionBase<State, Config>): State {
  if (parts.from !== undefined) return parseOrThrow(game.schemas.state, parts.from, `${game.id} position from`);
  return game.setup({ players: parts.players ?? game.players.min, seed: parts.seed ?? 1, config: parts.config ?? {} });
}
