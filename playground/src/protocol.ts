/** Messages between the page and the engine worker. The page never receives a full state. */

/** Who plays a seat. */
export type SeatKind = { readonly kind: "human" } | { readonly kind: "bot"; readonly bot: "random" | "greedy" | "mcts"; readonly iterations: number };

/** A new game. */
export interface NewGame {
  readonly game: string;
  readonly players: number;
  readonly seed: string | number;
  readonly config: Record<string, unknown>;
  readonly seats: readonly SeatKind[];
  /** Pause between bot moves, in milliseconds (so people can follow them). */
  readonly botDelay: number;
}

/** Page → worker. */
export type Request =
  | { readonly t: "new"; readonly setup: NewGame }
  | { readonly t: "move"; readonly seat: number; readonly move: unknown }
  | { readonly t: "view"; readonly seat: number | "spectator" }
  | { readonly t: "undo" }
  | { readonly t: "export" }
  | { readonly t: "import"; readonly record: unknown }
  | { readonly t: "step"; readonly index: number };

/** One line of the game log, as the page may show it. */
export interface LogLine {
  readonly player: number;
  readonly text: string;
}

/** A legal move with its description. */
export interface MoveChoice {
  readonly move: Record<string, unknown>;
  readonly text: string;
}

/** A score sheet line (mirrors the library's). */
export interface ScoreLine {
  readonly player: number;
  readonly total: number;
  readonly breakdown: Readonly<Record<string, number>>;
}

/** Worker → page. */
export type Reply =
  | {
      readonly t: "status";
      readonly game: string;
      readonly players: number;
      readonly seats: readonly SeatKind[];
      readonly active: readonly number[];
      readonly prompt: string;
      readonly over: boolean;
      readonly canUndo: boolean;
      /** Replay mode: the position shown and the number of moves in the record. */
      readonly replay: { readonly index: number; readonly length: number } | null;
      readonly score: { readonly players: readonly ScoreLine[]; readonly ranking: readonly (readonly number[])[] } | null;
      readonly thinking: number | null;
    }
  | {
      readonly t: "view";
      readonly seat: number | "spectator";
      readonly view: Record<string, unknown>;
      readonly text: string;
      readonly legal: readonly MoveChoice[];
      /** The game so far, each move described as this view's seat may know it. */
      readonly log: readonly LogLine[];
    }
  | { readonly t: "record"; readonly record: unknown }
  | { readonly t: "error"; readonly message: string };
