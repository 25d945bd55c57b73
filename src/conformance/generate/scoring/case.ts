/** One scoring case: a position, the moves to the scored moment, and what the rulebook says of the result. */
import type { PlayerId } from "../../../core/types.js";

export interface ScoringCase {
  readonly id: string;
  /** The rule or worked example, with its section in docs/rules/<game>.md. */
  readonly rule: string;
  readonly position: unknown;
  readonly moves?: readonly { readonly player: PlayerId; readonly move: unknown }[];
  /** The rulebook's numbers: some parts (or `total`) of some seats' sheets, and/or the ranking. */
  readonly rulebook: {
    readonly seats?: Readonly<Record<number, Readonly<Record<string, number>>>>;
    readonly ranking?: readonly (readonly PlayerId[])[];
  };
}
