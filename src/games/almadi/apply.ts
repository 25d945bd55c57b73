/**
 * Applying legal moves and running the automatic steps of the turn (spec §5): batches of
 * activations, the genie step, objective completion, refill, end of the normal turns and the
 * Dunyazad extra turns. Moves reaching here are known to be legal.
 */
import type { PlayerId } from "../../core/shared.js";
import { ALL_LANDSCAPES, GENIE, JAR } from "./catalog.js";
import { character, type CharacterId } from "./characters.js";
import { DIRECTIONS } from "./components.js";
import { BOARD_SLOTS, MAX_GENIE_ACTIONS } from "./constants.js";
import { completeObjectives } from "./objectives.js";
import { GENIE_TRIGGERS, has } from "./powers.js";
import { activationsAt, gridOf, parseCell } from "./realm.js";
import { newTurn, startRealm } from "./setup.js";
import type { AlmadiMove, AlmadiState, Cell, PendingEffect, PlayerState, TurnState } from "./state.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const ICON_EFFECT: Readonly<Record<number, PendingEffect["icon"] | undefined>> = { 3: "marteline", 4: "stall", 5: "moon", 6: "ruby" };

function setPlayer(s: AlmadiState, i: PlayerId, p: PlayerState): AlmadiState {
  if (s.players[i] === p) return s;
  const players = s.players.slice();
  players[i] = p;
  return { ...s, players };
}

function setTurn(s: AlmadiState, patch: Partial<TurnState>): AlmadiState {
  return { ...s, turn: { ...s.turn!, ...patch } };
}

/** Flips the current player's objectives that are now met (A12). */
function checkpoint(s: AlmadiState): AlmadiState {
  return setPlayer(s, s.current, completeObjectives(s.players[s.current]!));
}

/** Gives the top card of the mosaic or stall deck to the current player (nothing when empty). */
function drawCard(s: AlmadiState, deck: "mosaicDeck" | "stallDeck"): AlmadiState {
  const cards = s[deck];
  if (cards.length === 0) return s;
  const p = s.players[s.current]!;
  const field = deck === "mosaicDeck" ? "mosaics" : "stalls";
  const next = setPlayer(s, s.current, { ...p, [field]: [...p[field], cards[0]!] });
  return { ...next, [deck]: cards.slice(1) };
}

/** Moves up to `n` rubies from the supply to the current player. */
function gainRubies(s: AlmadiState, n: number): AlmadiState {
  const k = Math.min(n, s.rubies);
  if (k === 0) return s;
  const p = s.players[s.current]!;
  return setPlayer({ ...s, rubies: s.rubies - k }, s.current, { ...p, rubies: p.rubies + k });
}

/** Fires a "when you activate a genie" power (once per turn). */
function fireTrigger(s: AlmadiState, c: CharacterId): AlmadiState {
  const t = s.turn!;
  if (!GENIE_TRIGGERS.includes(c) || t.used.includes(c) || !has(s.players[s.current]!, c)) return s;
  let next = setTurn(s, { used: [...t.used, c] });
  if (c === "aladdin") next = gainRubies(next, 1);
  else if (c === "badroulbadour") next = drawCard(next, "mosaicDeck");
  else if (c === "paribanou") next = drawCard(next, "stallDeck");
  return next;
}

/**
 * Moves the turn on once something changed: opens the genie step when the batch's effects are
 * done and it held a genie (A9), otherwise waits for `endTurn` (or ends the turn at once in the
 * base game, where nothing else could be done).
 */
function advance(s: AlmadiState): AlmadiState {
  const t = s.turn!;
  if (t.step === "take" || t.step === "ali") return s;
  if (t.pending.length > 0) return t.step === "resolve" ? s : setTurn(s, { step: "resolve" });
  if (t.genie) {
    if (t.step === "genie") return s;
    let next = setTurn(s, { step: "genie" });
    for (const c of GENIE_TRIGGERS) next = fireTrigger(next, c);
    return checkpoint(next);
  }
  if (!s.config.characters) return finishTurn(setTurn(s, { step: "end" }));
  return t.step === "end" ? s : setTurn(s, { step: "end" });
}

/** Starts a new batch from the landscapes that just changed place (packed cells). */
function newBatch(s: AlmadiState, changed: number[], genieActions: number): AlmadiState {
  const g = gridOf(s.players[s.current]!.realm);
  const pending: PendingEffect[] = [];
  let genie = false;
  for (const a of activationsAt(g, changed)) {
    if (a.icon === GENIE) genie = true;
    else if (a.icon !== JAR) pending.push({ icon: ICON_EFFECT[a.icon]!, tile: ALL_LANDSCAPES[a.land]!.id, edge: DIRECTIONS[a.edge]! });
  }
  const next = setTurn(s, {
    step: pending.length > 0 ? "resolve" : "end",
    pending,
    genie: genie && genieActions < MAX_GENIE_ACTIONS,
    genieActions,
  });
  return advance(checkpoint(next));
}

function putTile(realm: Readonly<Record<Cell, string>>, cell: Cell, tile: string): Record<Cell, string> {
  return { ...realm, [cell]: tile };
}

/** Places a landscape on the current player's realm and starts its batch. */
function place(s: AlmadiState, tile: string, cell: Cell): AlmadiState {
  const p = s.players[s.current]!;
  const next = setPlayer(s, s.current, { ...p, realm: putTile(p.realm, cell, tile) });
  return newBatch(next, [parseCell(cell)], s.turn!.genieActions);
}

/** Ends the current turn: refill, end of the normal turns, next player or extra turn or game end. */
function finishTurn(s: AlmadiState): AlmadiState {
  const p = s.players[s.current]!;
  let next = setPlayer(s, s.current, { ...p, turns: p.turns + 1 });
  const n = s.players.length;
  if (!s.turn!.extra) {
    let supply = next.supply;
    let board = next.board;
    for (let slot = 0; slot < BOARD_SLOTS && supply.length > 0; slot++) {
      if (board[slot] !== null) continue;
      if (board === next.board) board = board.slice();
      (board as (string | null)[])[slot] = supply[0]!;
      supply = supply.slice(1);
    }
    next = { ...next, board, supply };
    if (supply.length === 0) {
      // A21: the normal turns end; Dunyazad owners take one extra turn each, in seat order after
      // the player who took the last normal turn (A22).
      const extra: PlayerId[] = [];
      for (let i = 1; i <= n; i++) {
        const q = (s.current + i) % n;
        if (has(next.players[q]!, "dunyazad")) extra.push(q);
      }
      next = { ...next, normalTurnsOver: true, extraTurns: extra };
    }
  }
  if (next.normalTurnsOver) {
    if (next.extraTurns.length === 0) return { ...next, phase: "over", turn: null };
    return { ...next, current: next.extraTurns[0]!, extraTurns: next.extraTurns.slice(1), turn: newTurn(true) };
  }
  return { ...next, current: (s.current + 1) % n, turn: newTurn(false) };
}

function remove<T>(xs: readonly T[], x: T): T[] {
  const i = xs.indexOf(x);
  return i < 0 ? xs.slice() : [...xs.slice(0, i), ...xs.slice(i + 1)];
}

function withoutEffect(s: AlmadiState, i: number): AlmadiState {
  const pending = s.turn!.pending.slice();
  pending.splice(i, 1);
  return setTurn(s, { pending });
}

/** Applies a legal move of `player`. */
export function applyMove(s: AlmadiState, move: AlmadiMove, player: PlayerId): AlmadiState {
  switch (move.type) {
    case "chooseStartTile": {
      const p = s.players[player]!;
      let next = setPlayer(s, player, { ...p, startTile: move.tile, realm: startRealm(move.tile) });
      const startOrder = next.startOrder.slice(1);
      next = { ...next, startOrder };
      if (startOrder.length > 0) return { ...next, current: startOrder[0]! };
      if (s.config.characters) return { ...next, phase: "keep", current: s.firstPlayer };
      return { ...next, phase: "play", current: s.firstPlayer, turn: newTurn(false) };
    }
    case "keepCharacters": {
      const p = s.players[player]!;
      let next = setPlayer(s, player, { ...p, hand: [move.keep[0], move.keep[1]] });
      if (next.players.some((q) => q.hand.length === 0 && q.dealt.length > 0)) return next;
      // Everyone has chosen: the unkept cards become the public row (spec §4 step 8).
      const publicCharacters: CharacterId[] = [];
      for (const q of next.players) for (const c of q.dealt) if (!q.hand.includes(c)) publicCharacters.push(c);
      next = { ...next, publicCharacters, players: next.players.map((q) => ({ ...q, dealt: [] })) };
      return { ...next, phase: "play", current: s.firstPlayer, turn: newTurn(false) };
    }
    case "place": {
      const tile = s.board[move.slot]!;
      const board = s.board.slice();
      board[move.slot] = null;
      return place({ ...s, board }, tile, move.cell);
    }
    case "aliDraw":
      return setTurn({ ...s, supply: s.supply.slice(1) }, { step: "ali", aliTile: s.supply[0]!, used: [...s.turn!.used, "ali"] });
    case "aliPlace": {
      const tile = s.turn!.aliTile!;
      return place(setTurn(s, { aliTile: null, step: "end" }), tile, move.cell);
    }
    case "aliSwap": {
      const tile = s.board[move.slot]!;
      const board = s.board.slice();
      board[move.slot] = s.turn!.aliTile!;
      return place(setTurn({ ...s, board }, { aliTile: null, step: "end" }), tile, move.cell);
    }
    case "resolveEffect": {
      const e = s.turn!.pending[move.effect]!;
      let next = withoutEffect(s, move.effect);
      if (e.icon === "marteline") next = drawCard(next, "mosaicDeck");
      else if (e.icon === "stall") next = drawCard(next, "stallDeck");
      else if (e.icon === "ruby") next = gainRubies(next, has(s.players[player]!, "ali-baba") ? 2 : 1);
      return advance(checkpoint(next));
    }
    case "takeObjective": {
      let next = withoutEffect(s, move.effect);
      const held = { id: move.objective, completed: false };
      if (next.objectives.includes(move.objective)) {
        next = { ...next, objectives: remove(next.objectives, move.objective) };
      } else {
        const owner = next.players.findIndex((q) => q.objectives.some((o) => o.id === move.objective));
        const q = next.players[owner]!;
        next = setPlayer(next, owner, { ...q, objectives: q.objectives.filter((o) => o.id !== move.objective) });
      }
      const p = next.players[player]!;
      next = setPlayer(next, player, { ...p, objectives: [...p.objectives, held] });
      return advance(checkpoint(next));
    }
    case "declineEffect":
      return advance(withoutEffect(s, move.effect));
    case "genieMove": {
      const p = s.players[player]!;
      const tile = p.realm[move.from]!;
      const realm: Mutable<Record<Cell, string>> = { ...p.realm };
      delete realm[move.from];
      realm[move.to] = tile;
      let next = setPlayer(s, player, { ...p, realm });
      next = setTurn(next, { lastMove: { tile, from: move.from } });
      return newBatch(next, [parseCell(move.to)], s.turn!.genieActions + 1);
    }
    case "genieSwap": {
      const p = s.players[player]!;
      const realm = { ...p.realm, [move.a]: p.realm[move.b]!, [move.b]: p.realm[move.a]! };
      let next = setPlayer(s, player, { ...p, realm });
      next = setTurn(next, { lastMove: null, used: [...s.turn!.used, "hussain"] });
      return newBatch(next, [parseCell(move.a), parseCell(move.b)], s.turn!.genieActions + 1);
    }
    case "declineGenie":
      return advance(setTurn(s, { genie: false, step: "end" }));
    case "endTurn":
      return finishTurn(s);
    case "hire": {
      const p = s.players[player]!;
      const cost = character(move.character)!.cost;
      const fromHand = p.hand.includes(move.character);
      let next = setPlayer(s, player, {
        ...p,
        rubies: p.rubies - cost,
        hand: fromHand ? remove(p.hand, move.character) : p.hand,
        hired: [...p.hired, move.character],
      });
      next = { ...next, rubies: next.rubies + cost, publicCharacters: fromHand ? next.publicCharacters : remove(next.publicCharacters, move.character) };
      // A genie already active when the power arrives still triggers it (resolution R1 in the docs).
      if (next.turn!.step === "genie") next = fireTrigger(next, move.character);
      return checkpoint(next);
    }
    case "chooseCopy": {
      const p = s.players[player]!;
      let next = setPlayer(s, player, { ...p, copy: move.character });
      if (next.turn!.step === "genie") next = fireTrigger(next, move.character);
      return checkpoint(next);
    }
    case "zeinabTrade": {
      const p = s.players[player]!;
      const givesMosaic = p.mosaics.includes(move.give);
      let next: AlmadiState;
      if (givesMosaic) {
        next = setPlayer(s, player, { ...p, mosaics: remove(p.mosaics, move.give), stalls: [...p.stalls, s.stallDeck[0]!] });
        next = { ...next, mosaicDeck: [...s.mosaicDeck, move.give], stallDeck: s.stallDeck.slice(1) };
      } else {
        next = setPlayer(s, player, { ...p, stalls: remove(p.stalls, move.give), mosaics: [...p.mosaics, s.mosaicDeck[0]!] });
        next = { ...next, stallDeck: [...s.stallDeck, move.give], mosaicDeck: s.mosaicDeck.slice(1) };
      }
      next = setTurn(next, { used: [...next.turn!.used, "zeinab"] });
      return checkpoint(next);
    }
  }
}
