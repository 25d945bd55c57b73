/**
 * `tesserae/boardgameio`: any Tesserae game as a boardgame.io `Game`, for online play with
 * boardgame.io's server and clients. boardgame.io is an optional peer dependency: only this
 * subpath imports it.
 *
 * ```ts
 * import { Server } from "boardgame.io/server";
 * import { azul } from "tesserae/azul";
 * import { toBoardgameGame } from "tesserae/boardgameio";
 * Server({ games: [toBoardgameGame(azul)] }).run(8000);
 * ```
 * See docs/boardgameio.md.
 * @packageDocumentation
 */
import type { Ctx, Game } from "boardgame.io";
import type { AnyGame, ConfigOf, PlayerId, ScoreSheet, Seed } from "../core/shared.js";

/**
 * boardgame.io's `INVALID_MOVE` sentinel (the value `boardgame.io/core` exports). Spelled out here so
 * that this module needs boardgame.io for its types only: boardgame.io's subpaths are directories
 * that Node's ES module loader cannot import.
 */
export const INVALID_MOVE = "INVALID_MOVE" as const;

/** The name of the one boardgame.io move every adapted game has: it applies one Tesserae move. */
export const PLAY = "play";

/** What a match's `setupData` may hold (all optional). */
export interface TesseraeSetupData<Config = unknown> {
  /** Seed of the Tesserae game; drawn from boardgame.io's seeded random source when left out. */
  readonly seed?: Seed;
  /** Config options for this match, over the adapter's `config`. */
  readonly config?: Partial<Config>;
}

/** `ctx.gameover` of a finished match. */
export interface TesseraeGameover {
  /** The final score sheet (totals, breakdowns and ranking after tie-breaks). */
  readonly scores: ScoreSheet;
  /** The seats of the best ranking group, as boardgame.io player ids. */
  readonly winners: readonly string[];
}

/** Options of {@link toBoardgameGame}. */
export interface AdapterOptions<G extends AnyGame> {
  /** The game's name on the server (default: the Tesserae id, e.g. `"azul"`). */
  readonly name?: string;
  /** Config for every match, under what a match's `setupData.config` sets. */
  readonly config?: Partial<ConfigOf<G>>;
}

/** A boardgame.io player id ("0", "1", …) as a Tesserae seat, or null when it is not one. */
function seatOf(playerID: string | null | undefined, players: number): PlayerId | null {
  if (playerID === null || playerID === undefined || !/^(0|[1-9]\d*)$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < players ? seat : null;
}

/**
 * Turns a Tesserae game into a boardgame.io `Game`.
 *
 * - `G` on the server is the full Tesserae state; every client receives only
 *   `game.playerView(G, seat)` (spectators the spectator view): no PRNG state, no other seat's secrets.
 * - One move, {@link PLAY}, takes a Tesserae move as its argument. It runs on the server only
 *   (`client: false`): clients hold views, which cannot be advanced. An illegal move is answered with
 *   `INVALID_MOVE` and changes nothing. Its arguments are redacted from other seats' logs, since a
 *   move made in a simultaneous decision (a sealed declaration) is itself a secret.
 * - The players who may move are Tesserae's active players, set as boardgame.io's
 *   `activePlayers` (several at once when the game asks several seats); `currentPlayer` is the
 *   lowest of them.
 * - `endIf` ends the match once the Tesserae game is terminal, with {@link TesseraeGameover}.
 * - `ai.enumerate` lists the seat's legal moves (from the state or its view).
 * - Undo is disabled: taking back a move could reveal what it drew.
 */
export function toBoardgameGame<G extends AnyGame>(game: G, options: AdapterOptions<G> = {}): Game<ReturnType<G["setup"]>> {
  type S = ReturnType<G["setup"]>;
  const firstActive = (state: S): PlayerId | null => {
    const active = game.activePlayers(state);
    return active.length === 0 ? null : Math.min(...active);
  };
  const activeIds = (state: S): string[] => [...game.activePlayers(state)].sort((a, b) => a - b).map(String);
  // Sets boardgame.io's active players to Tesserae's after every change of state.
  const syncActive = ({ G, events }: { G: S; events: { setActivePlayers(arg: string[]): void } }): void => {
    if (!game.isTerminal(G)) events.setActivePlayers(activeIds(G));
  };
  const playOrderIndex = (G: S, ctx: Ctx): number => {
    const first = firstActive(G);
    const at = first === null ? -1 : ctx.playOrder.indexOf(String(first));
    return at < 0 ? ctx.playOrderPos : at;
  };

  return {
    name: options.name ?? game.id,
    minPlayers: game.players.min,
    maxPlayers: game.players.max,
    disableUndo: true,
    setup: ({ ctx, random }, setupData?: TesseraeSetupData<ConfigOf<G>>) => {
      // A 32-bit seed from boardgame.io's own seeded source: reproducible from the match's seed,
      // never sent to clients (boardgame.io strips its random state from every client's copy).
      const seed = setupData?.seed ?? Math.floor(random.Number() * 0x1_0000_0000);
      const config = { ...(options.config ?? {}), ...(setupData?.config ?? {}) };
      return game.setup({ players: ctx.numPlayers, seed, config }) as S;
    },
    moves: {
      [PLAY]: {
        move: ({ G, ctx, playerID }, move: unknown) => {
          const seat = seatOf(playerID, ctx.numPlayers);
          if (seat === null) return INVALID_MOVE;
          const check = game.validateMove(G, move, seat);
          if (!check.ok) return INVALID_MOVE;
          return game.applyMove(G, check.move, seat) as S;
        },
        client: false,
        redact: true,
      },
    },
    turn: {
      order: {
        first: ({ G, ctx }) => playOrderIndex(G, ctx),
        next: ({ G, ctx }) => playOrderIndex(G, ctx),
      },
      onBegin: syncActive,
      onMove: syncActive,
      // A new boardgame.io turn whenever the lowest active seat changes.
      endIf: ({ G, ctx }) => {
        const first = firstActive(G);
        return first !== null && String(first) !== ctx.currentPlayer;
      },
    },
    endIf: ({ G }): TesseraeGameover | undefined => {
      if (!game.isTerminal(G)) return undefined;
      const scores = game.score(G);
      return { scores, winners: (scores.ranking[0] ?? []).map(String) };
    },
    playerView: ({ G, ctx, playerID }) => {
      const seat = seatOf(playerID, ctx.numPlayers);
      return game.playerView(G, seat ?? "spectator");
    },
    ai: {
      enumerate: (G: S, ctx: Ctx, playerID: string) => {
        const seat = seatOf(playerID, ctx.numPlayers);
        if (seat === null || game.isTerminal(G) || !game.activePlayers(G).includes(seat)) return [];
        return game.legalMoves(G, seat).map((move: unknown) => ({ move: PLAY, args: [move] }));
      },
    },
  };
}
