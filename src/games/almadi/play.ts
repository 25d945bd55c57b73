/**
 * Playing listed moves in place on a working state (see work.ts for what may be written in place)
 * and the automatic steps of the turn (spec §5): batches of activations, the genie step, objective
 * completion, refill, end of the normal turns and the Dunyazad extra turns.
 */
import type { PlayerId } from "../../core/shared.js";
import { ALL_LANDSCAPES, GENIE, JAR } from "./catalog.js";
import { character, type CharacterId } from "./characters.js";
import { DIRECTIONS } from "./components.js";
import { BOARD_SLOTS, MAX_GENIE_ACTIONS } from "./constants.js";
import { completeObjectives } from "./objectives.js";
import { GENIE_TRIGGERS, has } from "./powers.js";
import { activationsAt, gridOf, liftLandscape, parseCell, putLandscape } from "./realm.js";
import { newTurn, startRealm } from "./setup.js";
import type { AlmadiMove, AlmadiState, Cell, PendingEffect } from "./state.js";
import type { Work, WorkPlayer } from "./work.js";

const ICON_EFFECT: Readonly<Record<number, PendingEffect["icon"] | undefined>> = { 3: "marteline", 4: "stall", 5: "moon", 6: "ruby" };

/** A new turn, owned by the working state (a new object). */
const freshTurn = (extra: boolean): Work["turn"] => newTurn(extra) as Work["turn"];

/** `xs` without its entry at `i` (a new array). */
const withoutAt = <T>(xs: readonly T[], i: number): T[] => [...xs.slice(0, i), ...xs.slice(i + 1)];
/** `xs` without `x`, which it holds (a new array). */
const without = <T>(xs: readonly T[], x: T): T[] => withoutAt(xs, xs.indexOf(x));

/** Flips the current player's objectives that are now met (A12): a new record when any flips. */
function checkpoint(w: Work): void {
  w.players[w.current] = completeObjectives(w.players[w.current]!) as WorkPlayer;
}

/** Gives the top card of the mosaic or stall deck to the current player (nothing when empty). */
function drawCard(w: Work, deck: "mosaicDeck" | "stallDeck"): void {
  const cards = w[deck];
  if (cards.length === 0) return;
  const p = w.players[w.current]!;
  if (deck === "mosaicDeck") p.mosaics = [...p.mosaics, cards[0]!];
  else p.stalls = [...p.stalls, cards[0]!];
  w[deck] = cards.slice(1);
}

/** Moves up to `n` rubies from the supply to the current player. */
function gainRubies(w: Work, n: number): void {
  const k = Math.min(n, w.rubies);
  w.rubies -= k;
  w.players[w.current]!.rubies += k;
}

/** Fires a "when you activate a genie" power (once per turn). */
function fireTrigger(w: Work, c: CharacterId): void {
  const t = w.turn!;
  if (!GENIE_TRIGGERS.includes(c) || t.used.includes(c) || !has(w.players[w.current]!, c)) return;
  t.used = [...t.used, c];
  if (c === "aladdin") gainRubies(w, 1);
  else if (c === "badroulbadour") drawCard(w, "mosaicDeck");
  else if (c === "paribanou") drawCard(w, "stallDeck");
}

/**
 * Moves the turn on once something changed: opens the genie step when the batch's effects are
 * done and it held a genie (A9), otherwise waits for `endTurn` (or ends the turn at once in the
 * base game, where nothing else could be done).
 */
function advance(w: Work): void {
  const t = w.turn!;
  if (t.step === "take" || t.step === "ali") return;
  if (t.pending.length > 0) {
    t.step = "resolve";
  } else if (t.genie) {
    if (t.step === "genie") return;
    t.step = "genie";
    for (const c of GENIE_TRIGGERS) fireTrigger(w, c);
    checkpoint(w);
  } else {
    t.step = "end";
    if (!w.config.characters) finishTurn(w);
  }
}

/** Starts a new batch from the landscapes that just changed place (packed cells). */
function newBatch(w: Work, changed: number[], genieActions: number): void {
  const g = gridOf(w.players[w.current]!.realm);
  const pending: PendingEffect[] = [];
  let genie = false;
  for (const a of activationsAt(g, changed)) {
    if (a.icon === GENIE) genie = true;
    else if (a.icon !== JAR) pending.push({ icon: ICON_EFFECT[a.icon]!, tile: ALL_LANDSCAPES[a.land]!.id, edge: DIRECTIONS[a.edge]! });
  }
  const t = w.turn!;
  t.step = pending.length > 0 ? "resolve" : "end";
  t.pending = pending;
  t.genie = genie && genieActions < MAX_GENIE_ACTIONS;
  t.genieActions = genieActions;
  checkpoint(w);
  advance(w);
}

/** Places a landscape on the current player's realm and starts its batch. */
function place(w: Work, tile: string, cell: Cell): void {
  putLandscape(w.players[w.current]!.realm, cell, tile);
  newBatch(w, [parseCell(cell)], w.turn!.genieActions);
}

/** Ends the current turn: refill, end of the normal turns, next player or extra turn or game end. */
function finishTurn(w: Work): void {
  const cur = w.current;
  const n = w.players.length;
  w.players[cur]!.turns++;
  if (!w.turn!.extra) {
    let taken = 0;
    for (let slot = 0; slot < BOARD_SLOTS && taken < w.supply.length; slot++) if (w.board[slot] === null) w.board[slot] = w.supply[taken++]!;
    if (taken > 0) w.supply = w.supply.slice(taken);
    if (w.supply.length === 0) {
      // A21: the normal turns end; Dunyazad owners take one extra turn each, in seat order after
      // the player who took the last normal turn (A22).
      const extra: PlayerId[] = [];
      for (let i = 1; i <= n; i++) if (has(w.players[(cur + i) % n]!, "dunyazad")) extra.push((cur + i) % n);
      w.normalTurnsOver = true;
      w.extraTurns = extra;
    }
  }
  if (!w.normalTurnsOver) {
    w.current = (cur + 1) % n;
    w.turn = freshTurn(false);
  } else if (w.extraTurns.length === 0) {
    w.phase = "over";
    w.turn = null;
  } else {
    w.current = w.extraTurns[0]!;
    w.extraTurns = w.extraTurns.slice(1);
    w.turn = freshTurn(true);
  }
}

/** Plays a listed move of `player` in place on a working state. */
export function play(state: AlmadiState, move: AlmadiMove, player: PlayerId): void {
  const w = state as Work;
  const p: WorkPlayer = w.players[player]!;
  switch (move.type) {
    case "chooseStartTile":
      p.startTile = move.tile;
      p.realm = startRealm(move.tile);
      w.startOrder = w.startOrder.slice(1);
      if (w.startOrder.length > 0) {
        w.current = w.startOrder[0]!;
      } else {
        w.current = w.firstPlayer;
        w.phase = w.config.characters ? "keep" : "play";
        if (!w.config.characters) w.turn = freshTurn(false);
      }
      return;
    case "keepCharacters": {
      p.hand = [move.keep[0], move.keep[1]];
      if (w.players.some((q) => q.hand.length === 0 && q.dealt.length > 0)) return;
      // Everyone has chosen: the unkept cards become the public row (spec §4 step 8).
      const unkept: CharacterId[] = [];
      for (const q of w.players) for (const c of q.dealt) if (!q.hand.includes(c)) unkept.push(c);
      w.publicCharacters = unkept;
      w.players = w.players.map((q) => ({ ...q, dealt: [] }));
      w.phase = "play";
      w.current = w.firstPlayer;
      w.turn = freshTurn(false);
      return;
    }
    case "place": {
      const tile = w.board[move.slot]!;
      w.board[move.slot] = null;
      return place(w, tile, move.cell);
    }
    case "aliDraw": {
      const t = w.turn!;
      t.step = "ali";
      t.aliTile = w.supply[0]!;
      t.used = [...t.used, "ali"];
      w.supply = w.supply.slice(1);
      return;
    }
    case "aliPlace":
    case "aliSwap": {
      const t = w.turn!;
      const drawn = t.aliTile!;
      let tile = drawn;
      if (move.type === "aliSwap") {
        tile = w.board[move.slot]!;
        w.board[move.slot] = drawn;
      }
      t.aliTile = null;
      t.step = "end";
      return place(w, tile, move.cell);
    }
    case "resolveEffect": {
      const t = w.turn!;
      const e = t.pending[move.effect]!;
      t.pending = withoutAt(t.pending, move.effect);
      if (e.icon === "marteline") drawCard(w, "mosaicDeck");
      else if (e.icon === "stall") drawCard(w, "stallDeck");
      else if (e.icon === "ruby") gainRubies(w, has(p, "ali-baba") ? 2 : 1);
      checkpoint(w);
      return advance(w);
    }
    case "takeObjective": {
      w.turn!.pending = withoutAt(w.turn!.pending, move.effect);
      const id = move.objective;
      if (w.objectives.includes(id)) {
        w.objectives = without(w.objectives, id);
      } else {
        const owner = w.players.findIndex((q) => q.objectives.some((o) => o.id === id));
        const q = w.players[owner]!;
        w.players[owner] = { ...q, objectives: q.objectives.filter((o) => o.id !== id) };
      }
      p.objectives = [...p.objectives, { id, completed: false }];
      checkpoint(w);
      return advance(w);
    }
    case "declineEffect":
      w.turn!.pending = withoutAt(w.turn!.pending, move.effect);
      return advance(w);
    case "genieMove": {
      const tile = p.realm[move.from]!;
      liftLandscape(p.realm, move.from);
      putLandscape(p.realm, move.to, tile);
      const t = w.turn!;
      t.lastMove = { tile, from: move.from };
      return newBatch(w, [parseCell(move.to)], t.genieActions + 1);
    }
    case "genieSwap": {
      const a = p.realm[move.a]!;
      putLandscape(p.realm, move.a, p.realm[move.b]!);
      putLandscape(p.realm, move.b, a);
      const t = w.turn!;
      t.lastMove = null;
      t.used = [...t.used, "hussain"];
      return newBatch(w, [parseCell(move.a), parseCell(move.b)], t.genieActions + 1);
    }
    case "declineGenie": {
      const t = w.turn!;
      t.genie = false;
      t.step = "end";
      return advance(w);
    }
    case "endTurn":
      return finishTurn(w);
    case "hire": {
      const cost = character(move.character)!.cost;
      if (p.hand.includes(move.character)) p.hand = without(p.hand, move.character);
      else w.publicCharacters = without(w.publicCharacters, move.character);
      p.rubies -= cost;
      p.hired = [...p.hired, move.character];
      w.rubies += cost;
      // A genie already active when the power arrives still triggers it (resolution R1 in the docs).
      if (w.turn!.step === "genie") fireTrigger(w, move.character);
      return checkpoint(w);
    }
    case "chooseCopy":
      p.copy = move.character;
      if (w.turn!.step === "genie") fireTrigger(w, move.character);
      return checkpoint(w);
    case "zeinabTrade": {
      if (p.mosaics.includes(move.give)) {
        p.mosaics = without(p.mosaics, move.give);
        p.stalls = [...p.stalls, w.stallDeck[0]!];
        w.mosaicDeck = [...w.mosaicDeck, move.give];
        w.stallDeck = w.stallDeck.slice(1);
      } else {
        p.stalls = without(p.stalls, move.give);
        p.mosaics = [...p.mosaics, w.mosaicDeck[0]!];
        w.stallDeck = [...w.stallDeck, move.give];
        w.mosaicDeck = w.mosaicDeck.slice(1);
      }
      w.turn!.used = [...w.turn!.used, "zeinab"];
      return checkpoint(w);
    }
  }
}
