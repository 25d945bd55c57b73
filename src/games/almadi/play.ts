/**
 * Playing listed moves in place on a working state (see work.ts for what may be written in place)
 * and the automatic steps of the turn (spec §5): batches of activations, the genie step, objective
 * completion, refill, end of the normal turns and the Dunyazad extra turns.
 */
import { required } from "../../core/required.js";
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

/** The current player's record. */
const mover = (w: Work): WorkPlayer => required(w.players[w.current], "the current player");
/** The turn in progress (every move of the play phase has one). */
const turnOf = (w: Work): NonNullable<Work["turn"]> => required(w.turn ?? undefined, "the turn in progress");

/** `xs` without its entry at `i` (a new array). */
const withoutAt = <T>(xs: readonly T[], i: number): T[] => [...xs.slice(0, i), ...xs.slice(i + 1)];
/** `xs` without `x`, which it holds (a new array). */
const without = <T>(xs: readonly T[], x: T): T[] => withoutAt(xs, xs.indexOf(x));

/** Flips the current player's objectives that are now met (A12): a new record when any flips. */
function checkpoint(w: Work): void {
  w.players[w.current] = completeObjectives(mover(w)) as WorkPlayer;
}

/** Gives the top card of the mosaic or stall deck to the current player (nothing when empty). */
function drawCard(w: Work, deck: "mosaicDeck" | "stallDeck"): void {
  const cards = w[deck];
  const top = cards[0];
  if (top === undefined) return;
  const p = mover(w);
  if (deck === "mosaicDeck") p.mosaics = [...p.mosaics, top];
  else p.stalls = [...p.stalls, top];
  w[deck] = cards.slice(1);
}

/** Moves up to `n` rubies from the supply to the current player. */
function gainRubies(w: Work, n: number): void {
  const k = Math.min(n, w.rubies);
  w.rubies -= k;
  mover(w).rubies += k;
}

/** Fires a "when you activate a genie" power (once per turn). */
function fireTrigger(w: Work, c: CharacterId): void {
  const t = turnOf(w);
  if (!GENIE_TRIGGERS.includes(c) || t.used.includes(c) || !has(mover(w), c)) return;
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
  const t = turnOf(w);
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
  const g = gridOf(mover(w).realm);
  const pending: PendingEffect[] = [];
  let genie = false;
  for (const a of activationsAt(g, changed)) {
    if (a.icon === GENIE) genie = true;
    else if (a.icon !== JAR) {
      pending.push({
        icon: required(ICON_EFFECT[a.icon], "the effect of an activated icon"),
        tile: required(ALL_LANDSCAPES[a.land], "the landscape of an activated icon").id,
        edge: required(DIRECTIONS[a.edge], "the edge of an activated icon"),
      });
    }
  }
  const t = turnOf(w);
  t.step = pending.length > 0 ? "resolve" : "end";
  t.pending = pending;
  t.genie = genie && genieActions < MAX_GENIE_ACTIONS;
  t.genieActions = genieActions;
  checkpoint(w);
  advance(w);
}

/** Places a landscape on the current player's realm and starts its batch. */
function place(w: Work, tile: string, cell: Cell): void {
  putLandscape(mover(w).realm, cell, tile);
  newBatch(w, [parseCell(cell)], turnOf(w).genieActions);
}

/** Ends the current turn: refill, end of the normal turns, next player or extra turn or game end. */
function finishTurn(w: Work): void {
  const cur = w.current;
  const n = w.players.length;
  mover(w).turns++;
  if (!turnOf(w).extra) {
    let taken = 0;
    for (let slot = 0; slot < BOARD_SLOTS; slot++) {
      if (w.board[slot] !== null) continue;
      const tile = w.supply[taken];
      if (tile === undefined) break;
      w.board[slot] = tile;
      taken++;
    }
    if (taken > 0) w.supply = w.supply.slice(taken);
    if (w.supply.length === 0) {
      // A21: the normal turns end; Dunyazad owners take one extra turn each, in seat order after
      // the player who took the last normal turn (A22).
      const extra: PlayerId[] = [];
      for (let i = 1; i <= n; i++) {
        const seat = (cur + i) % n;
        if (has(required(w.players[seat], "a player"), "dunyazad")) extra.push(seat);
      }
      w.normalTurnsOver = true;
      w.extraTurns = extra;
    }
  }
  const next = w.extraTurns[0];
  if (!w.normalTurnsOver) {
    w.current = (cur + 1) % n;
    w.turn = freshTurn(false);
  } else if (next === undefined) {
    w.phase = "over";
    w.turn = null;
  } else {
    w.current = next;
    w.extraTurns = w.extraTurns.slice(1);
    w.turn = freshTurn(true);
  }
}

/** Plays a listed move of `player` in place on a working state. */
export function play(state: AlmadiState, move: AlmadiMove, player: PlayerId): void {
  const w = state as Work;
  const p: WorkPlayer = required(w.players[player], "the moving player");
  switch (move.type) {
    case "chooseStartTile": {
      p.startTile = move.tile;
      p.realm = startRealm(move.tile);
      w.startOrder = w.startOrder.slice(1);
      const next = w.startOrder[0];
      if (next !== undefined) {
        w.current = next;
      } else {
        w.current = w.firstPlayer;
        w.phase = w.config.characters ? "keep" : "play";
        if (!w.config.characters) w.turn = freshTurn(false);
      }
      return;
    }
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
      const tile = required(w.board[move.slot] ?? undefined, "the landscape in the board slot");
      w.board[move.slot] = null;
      return place(w, tile, move.cell);
    }
    case "aliDraw": {
      const t = turnOf(w);
      t.step = "ali";
      t.aliTile = required(w.supply[0], "the top landscape of the supply");
      t.used = [...t.used, "ali"];
      w.supply = w.supply.slice(1);
      return;
    }
    case "aliPlace":
    case "aliSwap": {
      const t = turnOf(w);
      const drawn = required(t.aliTile ?? undefined, "the landscape drawn with Ali");
      let tile = drawn;
      if (move.type === "aliSwap") {
        tile = required(w.board[move.slot] ?? undefined, "the landscape in the board slot");
        w.board[move.slot] = drawn;
      }
      t.aliTile = null;
      t.step = "end";
      return place(w, tile, move.cell);
    }
    case "resolveEffect": {
      const t = turnOf(w);
      const e = required(t.pending[move.effect], "the pending effect");
      t.pending = withoutAt(t.pending, move.effect);
      if (e.icon === "marteline") drawCard(w, "mosaicDeck");
      else if (e.icon === "stall") drawCard(w, "stallDeck");
      else if (e.icon === "ruby") gainRubies(w, has(p, "ali-baba") ? 2 : 1);
      checkpoint(w);
      return advance(w);
    }
    case "takeObjective": {
      const t = turnOf(w);
      t.pending = withoutAt(t.pending, move.effect);
      const id = move.objective;
      if (w.objectives.includes(id)) {
        w.objectives = without(w.objectives, id);
      } else {
        const owner = w.players.findIndex((q) => q.objectives.some((o) => o.id === id));
        const q = required(w.players[owner], "the holder of the objective");
        w.players[owner] = { ...q, objectives: q.objectives.filter((o) => o.id !== id) };
      }
      p.objectives = [...p.objectives, { id, completed: false }];
      checkpoint(w);
      return advance(w);
    }
    case "declineEffect": {
      const t = turnOf(w);
      t.pending = withoutAt(t.pending, move.effect);
      return advance(w);
    }
    case "genieMove": {
      const tile = required(p.realm[move.from], "the landscape to move");
      liftLandscape(p.realm, move.from);
      putLandscape(p.realm, move.to, tile);
      const t = turnOf(w);
      t.lastMove = { tile, from: move.from };
      return newBatch(w, [parseCell(move.to)], t.genieActions + 1);
    }
    case "genieSwap": {
      const a = required(p.realm[move.a], "the first landscape to swap");
      putLandscape(p.realm, move.a, required(p.realm[move.b], "the second landscape to swap"));
      putLandscape(p.realm, move.b, a);
      const t = turnOf(w);
      t.lastMove = null;
      t.used = [...t.used, "hussain"];
      return newBatch(w, [parseCell(move.a), parseCell(move.b)], t.genieActions + 1);
    }
    case "declineGenie": {
      const t = turnOf(w);
      t.genie = false;
      t.step = "end";
      return advance(w);
    }
    case "endTurn":
      return finishTurn(w);
    case "hire": {
      const cost = required(character(move.character), "the hired character").cost;
      if (p.hand.includes(move.character)) p.hand = without(p.hand, move.character);
      else w.publicCharacters = without(w.publicCharacters, move.character);
      p.rubies -= cost;
      p.hired = [...p.hired, move.character];
      w.rubies += cost;
      // A genie already active when the power arrives still triggers it (resolution R1 in the docs).
      if (turnOf(w).step === "genie") fireTrigger(w, move.character);
      return checkpoint(w);
    }
    case "chooseCopy":
      p.copy = move.character;
      if (turnOf(w).step === "genie") fireTrigger(w, move.character);
      return checkpoint(w);
    case "zeinabTrade": {
      if (p.mosaics.includes(move.give)) {
        p.mosaics = without(p.mosaics, move.give);
        p.stalls = [...p.stalls, required(w.stallDeck[0], "the top stall card")];
        w.mosaicDeck = [...w.mosaicDeck, move.give];
        w.stallDeck = w.stallDeck.slice(1);
      } else {
        p.stalls = without(p.stalls, move.give);
        p.mosaics = [...p.mosaics, required(w.mosaicDeck[0], "the top mosaic card")];
        w.stallDeck = [...w.stallDeck, move.give];
        w.mosaicDeck = w.mosaicDeck.slice(1);
      }
      const t = turnOf(w);
      t.used = [...t.used, "zeinab"];
      return checkpoint(w);
    }
  }
}
