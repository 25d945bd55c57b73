/**
 * The engine worker: holds the real game state, runs the bots, and answers the page with one
 * seat's view at a time. Only this file ever sees a full state; the page gets views.
 */
import { games } from "../../src/index.js";
import { Rng, newRecord, parseReplayRecord, replayStates, withMove, type AnyGame, type PlayerId, type ReplayRecord } from "../../src/core/index.js";
import { botTurn, greedyBot, mctsBot, randomBot, type Bot } from "../../src/bots/index.js";
import type { LogLine, NewGame, Reply, Request, SeatKind } from "./protocol.js";
import { seatName } from "./seats.js";

/** Who reads a log line: a human seat at the screen, or a spectator. */
type Viewer = PlayerId | "spectator";

/** One entry of the history: the state before a move, who made it, the move, and its log line for each reader so far. */
interface Played {
  readonly before: unknown;
  readonly player: PlayerId;
  readonly human: boolean;
  readonly move: unknown;
  readonly lines: Map<Viewer, LogLine>;
}

interface Live {
  readonly game: AnyGame;
  readonly setup: NewGame;
  state: unknown;
  history: Played[];
  record: ReplayRecord;
  readonly rngs: Rng[];
  readonly bots: (Bot | null)[];
}

interface Replaying {
  readonly game: AnyGame;
  readonly record: ReplayRecord;
  readonly states: unknown[];
  /** The record's moves, described to a spectator. */
  readonly lines: LogLine[];
  index: number;
}

let live: Live | null = null;
let replaying: Replaying | null = null;
/** Bumped by every new game, undo or import, so a pending bot step of an older position stops. */
let epoch = 0;

const post = (reply: Reply): void => (self as unknown as Worker).postMessage(reply);

function gameOf(id: string): AnyGame {
  if (!Object.hasOwn(games, id)) throw new Error(`unknown game "${id}"`);
  return games[id as keyof typeof games] as AnyGame;
}

function botOf(seat: SeatKind): Bot | null {
  if (seat.kind === "human") return null;
  switch (seat.bot) {
    case "random":
      return randomBot as Bot;
    case "greedy":
      return greedyBot as Bot;
    case "mcts":
      return mctsBot({ iterations: Math.max(1, Math.floor(seat.iterations)) }) as Bot;
  }
}

const sorted = (seats: readonly PlayerId[]): PlayerId[] => [...seats].sort((a, b) => a - b);

function status(thinking: number | null = null): void {
  if (replaying) {
    const { game, record, states, index } = replaying;
    const state = states[index];
    post({
      t: "status",
      game: game.id,
      players: record.players,
      seats: Array.from({ length: record.players }, () => ({ kind: "human" }) as const),
      active: [],
      prompt: `Replay: position ${index} of ${states.length - 1}`,
      over: game.isTerminal(state),
      canUndo: false,
      replay: { index, length: states.length - 1 },
      score: game.isTerminal(state) ? game.score(state) : null,
      thinking: null,
    });
    return;
  }
  if (!live) return;
  const { game, state, setup, history } = live;
  const decision = game.decision(state);
  post({
    t: "status",
    game: game.id,
    players: setup.players,
    seats: setup.seats,
    active: sorted(game.activePlayers(state)),
    prompt: decision ? decision.prompt : "The game is over.",
    over: game.isTerminal(state),
    canUndo: history.some((h) => h.human),
    replay: null,
    score: game.isTerminal(state) ? game.score(state) : null,
    thinking,
  });
}

/**
 * Whether `viewer` can tell `move` apart from every other legal move of `seat`: only then may the
 * log describe it to them. Sealed declarations and secret picks (moves whose results look the same
 * from outside) stay hidden.
 */
function visibleTo(game: AnyGame, before: unknown, seat: PlayerId, move: unknown, viewer: Viewer): boolean {
  const key = (m: unknown) => JSON.stringify(game.playerView(game.applyMove(before, m, seat), viewer));
  const mine = key(move);
  const text = JSON.stringify(move);
  return game.legalMoves(before, seat).every((m: unknown) => JSON.stringify(m) === text || key(m) !== mine);
}

/**
 * `move` of `seat` described to `viewer`. The reader is the fourth argument of `describeMove`, so an
 * engine that words a move for its reader does; the engines that do not ignore it.
 */
function describeFor(game: AnyGame, state: unknown, move: unknown, seat: PlayerId, viewer: Viewer): string {
  const describe = game.describeMove as (this: AnyGame, state: unknown, move: unknown, player?: PlayerId, viewer?: Viewer) => string;
  return describe.call(game, state, move, seat, viewer);
}

/**
 * A history entry's log line for `viewer`: the move described from their view, or a hidden choice
 * when they could not tell it from the seat's other legal moves. Worked out when first read.
 */
function lineFor(game: AnyGame, h: Played, viewer: Viewer): LogLine {
  const known = h.lines.get(viewer);
  if (known) return known;
  const open = viewer === h.player || visibleTo(game, h.before, h.player, h.move, viewer);
  const line = { player: h.player, text: open ? describeFor(game, h.before, h.move, h.player, viewer) : `${seatName(h.player)} made a hidden choice` };
  h.lines.set(viewer, line);
  return line;
}

/** Applies a move checked by the engine and records it (its log lines are worked out for each reader when read). */
function play(l: Live, seat: PlayerId, move: unknown, human: boolean): void {
  const check = l.game.validateMove(l.state, move, seat);
  if (!check.ok) throw new Error(check.error.message);
  l.history.push({ before: l.state, player: seat, human, move: check.move, lines: new Map() });
  l.state = l.game.applyMove(l.state, check.move, seat);
  l.record = withMove(l.record, seat, check.move);
}

/** Lets the bots of the active seats move, one move per step, until a human must decide or the game ends. */
function pump(): void {
  const l = live;
  if (!l || l.game.isTerminal(l.state)) return;
  const seat = sorted(l.game.activePlayers(l.state)).find((p) => l.bots[p] !== null);
  if (seat === undefined) return;
  const mine = epoch;
  // Say who is thinking when it can take a moment (a visible pause or a search bot).
  if (l.setup.botDelay > 0 || (l.setup.seats[seat]?.kind === "bot" && (l.setup.seats[seat] as { bot: string }).bot === "mcts")) status(seat);
  setTimeout(async () => {
    if (mine !== epoch || live !== l) return;
    try {
      const bot = l.bots[seat]!;
      const { view, moves, ctx } = botTurn(l.game, l.state, seat);
      const move = await bot(view, moves, l.rngs[seat]!, ctx);
      if (mine !== epoch || live !== l) return;
      play(l, seat, move, false);
    } catch (e) {
      post({ t: "error", message: (e as Error).message });
      return;
    }
    status();
    pump();
  }, l.setup.botDelay);
}

function view(seat: number | "spectator"): void {
  if (replaying) {
    const { game, states, lines, index } = replaying;
    const v = game.playerView(states[index], "spectator");
    post({ t: "view", seat: "spectator", view: v, text: game.render(v), legal: [], log: lines.slice(0, index) });
    return;
  }
  if (!live) return;
  const { game, state, setup } = live;
  // A human seat's view, or the spectator's; never a bot's (their views are not the page's business).
  const shown = seat !== "spectator" && setup.seats[seat]?.kind === "human" ? seat : "spectator";
  const v = game.playerView(state, shown);
  const active = shown !== "spectator" && game.activePlayers(state).includes(shown);
  const legal = active ? game.legalMoves(state, shown).map((move: Record<string, unknown>) => ({ move, text: describeFor(game, state, move, shown, shown) })) : [];
  const log = live.history.map((h) => lineFor(game, h, shown));
  post({ t: "view", seat: shown, view: v, text: game.render(v), legal, log });
}

function handle(req: Request): void {
  switch (req.t) {
    case "new": {
      epoch++;
      replaying = null;
      const { setup } = req;
      const game = gameOf(setup.game);
      const state = game.setup({ players: setup.players, seed: setup.seed, config: setup.config });
      const master = Rng.fromSeed(`${String(setup.seed)} bots`);
      live = {
        game,
        setup,
        state,
        history: [],
        record: newRecord(game, { players: setup.players, seed: setup.seed, config: setup.config }),
        rngs: setup.seats.map(() => master.fork()),
        bots: setup.seats.map(botOf),
      };
      status();
      pump();
      return;
    }
    case "move": {
      const l = live;
      if (!l) throw new Error("no game is running");
      if (l.setup.seats[req.seat]?.kind !== "human") throw new Error(`seat ${req.seat + 1} is not a human seat`);
      play(l, req.seat, req.move, true);
      status();
      pump();
      return;
    }
    case "view":
      view(req.seat);
      return;
    case "undo": {
      const l = live;
      if (!l) return;
      // Take back the last human move and every bot move made after it.
      const at = l.history.map((h) => h.human).lastIndexOf(true);
      if (at < 0) return;
      epoch++;
      l.state = l.history[at]!.before;
      l.history = l.history.slice(0, at);
      l.record = { ...l.record, moves: l.record.moves.slice(0, at) };
      status();
      return;
    }
    case "export": {
      const record = replaying ? replaying.record : live?.record;
      if (record) post({ t: "record", record });
      return;
    }
    case "import": {
      epoch++;
      const record = parseReplayRecord(req.record);
      const game = gameOf(record.game);
      const states = replayStates(game, record);
      const lines = record.moves.map(({ player, move }, i) => ({ player, text: describeFor(game, states[i], move, player, "spectator") }));
      live = null;
      replaying = { game, record, states, lines, index: 0 };
      status();
      return;
    }
    case "step": {
      if (!replaying) return;
      replaying.index = Math.max(0, Math.min(replaying.states.length - 1, Math.floor(req.index)));
      status();
      return;
    }
  }
}

self.onmessage = (event: MessageEvent<Request>) => {
  try {
    handle(event.data);
  } catch (e) {
    post({ t: "error", message: (e as Error).message });
  }
};
