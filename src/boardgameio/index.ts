/**
 * `tesserae/boardgameio`: any Tesserae game as a boardgame.io `Game`, for online play with
 * boardgame.io's server and clients. boardgame.io is an optional peer dependency: only this
 * subpath imports it.
 *
 * ```ts
 * import { Server } from "boardgame.io/server";
 * import { azul } from "tesserae/azul";
 * import { secureServer, toBoardgameGame } from "tesserae/boardgameio";
 * const server = Server({ games: [toBoardgameGame(azul)] });
 * secureServer(server); // boardgame.io's own sync reply would carry the unfiltered initial state
 * server.run(8000);
 * ```
 * See docs/boardgameio.md.
 * @packageDocumentation
 */
import type { Ctx, Game } from "boardgame.io";
import { isTesseraeError, secureRngState, ValidationError, type AnyGame, type ConfigOf, type PlayerId, type ScoreSheet, type Seed } from "../core/shared.js";

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
  /**
   * Seed of the Tesserae game. Leave it out for real matches: the server then starts the game's
   * PRNG from a fresh cryptographic 128-bit state. A seed given here decides every hidden card and
   * draw, so it must be secret; boardgame.io's Lobby API returns `setupData` to anyone who asks.
   */
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
  /**
   * Where a match without `setupData.seed` gets its seed, on the server (e.g. reproducible tests
   * or a seed you log privately). Default: no seed at all, the PRNG starts from
   * `secureRngState()`, 128 bits from the platform's cryptographic source.
   */
  readonly seed?: () => Seed;
}

/** Every boardgame.io client event, switched off: turn order, active players and the end come from Tesserae. */
const NO_CLIENT_EVENTS = {
  endTurn: false,
  pass: false,
  endPhase: false,
  setPhase: false,
  endGame: false,
  setActivePlayers: false,
  endStage: false,
  setStage: false,
} as const;

/** The name of the adapter's guard plugin in boardgame.io's `plugins`. */
export const GUARD_PLUGIN = "tesserae-guard";

/** The socket.io namespace of one game on boardgame.io 0.50's server (the part used here). */
interface Namespace {
  use(middleware: (socket: { emit(event: string, ...args: unknown[]): boolean }, next: (error?: Error) => void) => void): unknown;
}

/**
 * Closes a hole of boardgame.io 0.50's server itself: its `sync` reply (sent to every client that
 * connects, spectators included) carries the match's `initialState` unfiltered — the full set-up
 * state, every hand and face-down stack and the PRNG — beside the filtered `state`. No Game option
 * reaches that message, so call this once on the server, right after `Server({ games })`: every
 * `sync` then carries the client's own filtered state in place of `initialState` (a client uses
 * it only to reset, which the adapter refuses).
 *
 * ```ts
 * const server = Server({ games: [toBoardgameGame(azul)] });
 * secureServer(server);
 * server.run(8000);
 * ```
 * Throws a `ValidationError` when `server` is not a boardgame.io 0.50 server with its socket.io transport.
 */
export function secureServer(server: { readonly app: unknown }): void {
  const io = (server.app as { _io?: { _nsps?: unknown } } | null)?._io;
  const namespaces = io?._nsps;
  if (!(namespaces instanceof Map)) {
    throw new ValidationError("boardgame.io server", [{ path: "app", message: "not a boardgame.io 0.50 server with its socket.io transport (call secureServer on what Server() returned)" }]);
  }
  for (const namespace of namespaces.values() as Iterable<Namespace>) {
    namespace.use((socket, next) => {
      const emit = socket.emit.bind(socket);
      socket.emit = (event: string, ...args: unknown[]): boolean => {
        const info = args[1];
        if (event === "sync" && typeof info === "object" && info !== null && "state" in info) {
          args[1] = { ...info, initialState: (info as { state: unknown }).state };
        }
        return emit(event, ...args);
      };
      next();
    });
  }
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
 * - Client events are off and refused on the server (boardgame.io 0.50 runs any event a client
 *   sends): the guard plugin ({@link GUARD_PLUGIN}) undoes every action that is not a Tesserae move
 *   or leaves `ctx` disagreeing with Tesserae's decision and score.
 * - Without `setupData.seed` (or the `seed` option) a match's PRNG starts from `secureRngState()`,
 *   never from boardgame.io's time-based seed, which clients can guess. `validateSetupData`
 *   refuses what Tesserae's setup would refuse, so a bad request never throws in the server.
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
    if (isState(G) && !game.isTerminal(G)) events.setActivePlayers(activeIds(G));
  };
  const playOrderIndex = (G: S, ctx: Ctx): number => {
    const first = isState(G) ? firstActive(G) : null;
    const at = first === null ? -1 : ctx.playOrder.indexOf(String(first));
    return at < 0 ? ctx.playOrderPos : at;
  };
  /** The G each guard token was made for (see the guard plugin). */
  const before = new WeakMap<object, S>();
  const configOf = (setupData: TesseraeSetupData<ConfigOf<G>> | undefined) => ({ ...(options.config ?? {}), ...(setupData?.config ?? {}) });
  const start = (numPlayers: number, setupData: TesseraeSetupData<ConfigOf<G>> | undefined): S => {
    const seed = setupData?.seed ?? options.seed?.();
    const config = configOf(setupData);
    return (seed === undefined ? game.setup({ players: numPlayers, rng: secureRngState(), config }) : game.setup({ players: numPlayers, seed, config })) as S;
  };
  /**
   * Whether G is a state of this game. boardgame.io looks a client's move name up with `in`, so
   * before moves had no prototype a name like "toString" ran and left a string as G: every hook
   * checks this first and never hands Tesserae anything else.
   */
  const isState = (G: unknown): G is S => {
    try {
      game.isTerminal(G);
      return !game.isView(G);
    } catch {
      return false;
    }
  };
  /** Why ctx disagrees with Tesserae after an action, or null when it agrees. */
  const disagreement = (G: S, ctx: Ctx): string | null => {
    if (!isState(G)) return "only Tesserae moves change a match";
    if (game.isTerminal(G)) return ctx.gameover === undefined ? "the game is over but boardgame.io has no result" : null;
    if (ctx.gameover !== undefined) return "only Tesserae's final score ends a match";
    const active = Object.keys(ctx.activePlayers ?? {}).sort((a, b) => Number(a) - Number(b));
    const expected = activeIds(G);
    if (active.join() !== expected.join()) return `active players are ${expected.join(", ")}, not ${active.join(", ") || "none"}`;
    return null;
  };

  return {
    name: options.name ?? game.id,
    minPlayers: game.players.min,
    maxPlayers: game.players.max,
    disableUndo: true,
    events: NO_CLIENT_EVENTS,
    // Where boardgame.io lets a game refuse a match (the Lobby's create and on-demand matches):
    // a match that Tesserae could not set up is refused with the reason, never thrown in the server.
    validateSetupData: (setupData: TesseraeSetupData<ConfigOf<G>> | undefined, numPlayers: number): string | undefined => {
      if (setupData !== undefined && (typeof setupData !== "object" || setupData === null || Array.isArray(setupData))) return "setupData must be an object like { config }";
      const extra = setupData === undefined ? undefined : Object.keys(setupData).find((k) => k !== "seed" && k !== "config");
      if (extra !== undefined) return `setupData has no field ${JSON.stringify(extra).slice(0, 40)}: it takes seed and config`;
      try {
        // The same setup the match would run, from a throwaway seed when it has none.
        game.setup({ players: numPlayers, seed: setupData?.seed ?? 0, config: configOf(setupData) });
        return undefined;
      } catch (error) {
        if (isTesseraeError(error)) return error.message;
        return "setupData could not set up a game";
      }
    },
    setup: ({ ctx }, setupData?: TesseraeSetupData<ConfigOf<G>>) => start(ctx.numPlayers, setupData),
    // No prototype: boardgame.io finds a client's move by `name in moves`, and "toString" or
    // "constructor" must not be found.
    moves: Object.assign(Object.create(null) as NonNullable<Game<S>["moves"]>, {
      [PLAY]: {
        move: ({ G, ctx, playerID }: { G: S; ctx: Ctx; playerID?: string | null }, move: unknown) => {
          const seat = seatOf(playerID, ctx.numPlayers);
          if (seat === null) return INVALID_MOVE;
          const check = game.validateMove(G, move, seat);
          if (!check.ok) return INVALID_MOVE;
          try {
            return game.applyMove(G, check.move, seat) as S;
          } catch (error) {
            // validateMove said yes; a Tesserae error here is still an illegal move, never a crash.
            if (isTesseraeError(error)) return INVALID_MOVE;
            throw error;
          }
        },
        client: false,
        redact: true,
      },
    }),
    turn: {
      order: {
        first: ({ G, ctx }) => playOrderIndex(G, ctx),
        next: ({ G, ctx }) => playOrderIndex(G, ctx),
      },
      onBegin: syncActive,
      onMove: syncActive,
      // A new boardgame.io turn whenever the lowest active seat changes.
      endIf: ({ G, ctx }) => {
        const first = isState(G) ? firstActive(G) : null;
        return first !== null && String(first) !== ctx.currentPlayer;
      },
    },
    endIf: ({ G }): TesseraeGameover | undefined => {
      if (!isState(G) || !game.isTerminal(G)) return undefined;
      const scores = game.score(G);
      return { scores, winners: (scores.ranking[0] ?? []).map(String) };
    },
    playerView: ({ G, ctx, playerID }) => {
      const seat = seatOf(playerID, ctx.numPlayers);
      return isState(G) ? game.playerView(G, seat ?? "spectator") : null;
    },
    // boardgame.io 0.50's server runs any event a client sends (switching events off only hides
    // them in the client), so this guard refuses every action that is not a Tesserae move: an
    // event leaves G as it was, and whatever changes ctx must agree with Tesserae's decision.
    plugins: [
      {
        name: GUARD_PLUGIN,
        // The api is an empty token and G is kept beside it, not in it: boardgame.io stores a
        // refused action's plugin apis in the match state, which must never hold a second G.
        api: ({ G }: { G: S }) => {
          const token = {};
          before.set(token, G);
          return token;
        },
        flush: ({ G, api }: { G: S; api: object }) => (before.get(api) === G ? { refused: "boardgame.io events are off: only Tesserae moves change a match" } : {}),
        isInvalid: ({ G, ctx, data }: { G: S; ctx: Ctx; data: { refused?: string } | undefined }) => data?.refused ?? disagreement(G, ctx) ?? false,
        // Nothing of the guard's goes to clients.
        playerView: () => ({}),
      },
    ],
    ai: {
      enumerate: (G: S, ctx: Ctx, playerID: string) => {
        const seat = seatOf(playerID, ctx.numPlayers);
        if (seat === null || game.isTerminal(G) || !game.activePlayers(G).includes(seat)) return [];
        return game.legalMoves(G, seat).map((move: unknown) => ({ move: PLAY, args: [move] }));
      },
    },
  };
}
