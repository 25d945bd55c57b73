/**
 * Soundness checks of an Almadi state: conservation of every component, and agreement of the
 * phase and the turn step with the rest of the state, so that a loaded state is one the rules can
 * go on from. Plausibility (`{ reachable: true }`): turn counts, extra turns, the undealt
 * characters, objectives completed when met, landscapes only where play can put them.
 */
import { required } from "../../core/required.js";
import { ARROW, EDGES, isStartLandscape, landIndex, MOSAIC_IDS, objectiveData, STALL_IDS, symbolOf, TYPE } from "./catalog.js";
import { CHARACTER_IDS, type CharacterId } from "./characters.js";
import { DIRECTIONS, LANDSCAPE_TYPES, OBJECTIVE_COLOURS } from "./components.js";
import { BOARD_SLOTS, CHARACTERS_KEPT, MAX_GENIE_ACTIONS, RUBY_SUPPLY, SETUP_BY_PLAYERS } from "./constants.js";
import { DATA_VERSION } from "./data.js";
import { meets } from "./objectives.js";
import { GENIE_TRIGGERS, has } from "./powers.js";
import { at, colStep, gridOf, isRealmCell, parseCell, REALM_CELLS, rowStep } from "./realm.js";
import { greyCount, startRealm } from "./setup.js";
import type { AlmadiState, PendingEffect, PlayerState } from "./state.js";

/** Normal turns each player takes: the supply (4 × per type − 8) divided evenly, 16 at every count. */
const NORMAL_TURNS = 16;

/** Once-per-turn powers a turn may record as used. */
const ONCE_PER_TURN: ReadonlySet<CharacterId> = new Set<CharacterId>(["ali", "hussain", "zeinab", ...GENIE_TRIGGERS]);

const ICON_SYMBOL: Readonly<Record<PendingEffect["icon"], string>> = { marteline: "m", stall: "s", moon: "o", ruby: "r" };

/** Violations of the game's invariants; empty when sound. */
export function invariants(s: AlmadiState): string[] {
  const out: string[] = [];
  const n = s.players.length;
  const counts = Object.hasOwn(SETUP_BY_PLAYERS, n) ? SETUP_BY_PLAYERS[n] : undefined;
  if (!counts) return [`unsupported player count ${n}`];
  if (s.dataVersion !== DATA_VERSION) out.push(`state uses data "${s.dataVersion}", this engine has "${DATA_VERSION}"`);
  if (s.current >= n || s.firstPlayer >= n) return [...out, "current or first player out of range"];
  if (s.board.length !== BOARD_SLOTS) return [...out, `the central board has ${BOARD_SLOTS} slots`];
  out.push(...components(s, counts), ...phaseChecks(s, counts.dealt));
  if (s.phase === "play") out.push(...turnChecks(s));
  return out;
}

/** Every component once, in a place it can be. */
function components(s: AlmadiState, counts: { perType: number; mosaics: number; stalls: number; dealt: number }): string[] {
  const out: string[] = [];
  const n = s.players.length;
  // Landscapes: each used once, and exactly `perType` of each type in play.
  const seen = new Set<string>();
  /** Catalogue indexes of the supply's landscapes in play (not the starting tiles'). */
  const inPlay: number[] = [];
  const see = (id: string, where: string) => {
    const i = landIndex(id);
    if (i < 0) out.push(`unknown landscape ${id} in ${where}`);
    else if (seen.has(id)) out.push(`landscape ${id} appears twice (${where})`);
    else {
      seen.add(id);
      if (!isStartLandscape(id)) inPlay.push(i);
      else if (where === "supply" || where === "board" || where === "Ali's draw") out.push(`starting-tile landscape ${id} in the ${where}`);
    }
  };
  for (const id of s.supply) see(id, "supply");
  s.board.forEach((id) => id !== null && see(id, "board"));
  if (s.turn?.aliTile) see(s.turn.aliTile, "Ali's draw");
  s.players.forEach((p, i) => {
    for (const [key, id] of Object.entries(p.realm)) {
      if (!isRealmCell(key)) {
        out.push(`players[${i}].realm["${key}"]: landscape ${id} lies off the realm (${REALM_CELLS})`);
        continue;
      }
      see(id, `realm of player ${i}`);
    }
    if (p.startTile !== null) {
      const start = startRealm(p.startTile);
      for (const k in start) if (p.realm[k] !== start[k]) out.push(`player ${i}: starting tile ${p.startTile} is not intact`);
      for (const [k, id] of Object.entries(p.realm)) if (isStartLandscape(id) && id !== start[k]) out.push(`player ${i}: landscape ${id} of another starting tile`);
    } else if (Object.keys(p.realm).length > 0) out.push(`player ${i} has landscapes but no starting tile`);
  });
  LANDSCAPE_TYPES.forEach((_, t) => {
    const k = inPlay.filter((i) => TYPE[i] === t).length;
    if (k !== counts.perType) out.push(`type ${t}: ${k} landscapes in play, expected ${counts.perType}`);
  });
  const started = s.players.filter((p) => p.startTile !== null).length;
  if (new Set(s.players.map((p) => p.startTile).filter((t) => t !== null)).size !== started) out.push("two players share a starting tile");

  // Cards: each once; deck + owned = setup count.
  const cards = (name: string, all: readonly string[], deck: readonly string[], owned: readonly string[][], total: number) => {
    const list = [...deck, ...owned.flat()];
    if (new Set(list).size !== list.length) out.push(`${name}: a card appears twice`);
    if (list.some((id) => !all.includes(id))) out.push(`${name}: unknown card`);
    if (list.length !== total) out.push(`${name}: ${list.length} cards, expected ${total}`);
  };
  cards(
    "mosaics",
    MOSAIC_IDS,
    s.mosaicDeck,
    s.players.map((p) => p.mosaics.slice()),
    counts.mosaics,
  );
  cards(
    "stalls",
    STALL_IDS,
    s.stallDeck,
    s.players.map((p) => p.stalls.slice()),
    counts.stalls,
  );

  // Objectives: one of each coloured deck and the grey ones set out, each once.
  const objectives = [...s.objectives, ...s.players.flatMap((p) => p.objectives.map((o) => o.id))];
  if (new Set(objectives).size !== objectives.length) out.push("an objective appears twice");
  const greys = greyCount(n, s.config);
  for (const colour of OBJECTIVE_COLOURS) {
    const k = objectives.filter((id) => objectiveData(id)?.colour === colour).length;
    if (k !== (colour === "grey" ? greys : 1)) out.push(`${k} ${colour} objectives in play, expected ${colour === "grey" ? greys : 1}`);
  }
  if (objectives.some((id) => !objectiveData(id))) out.push("unknown objective");

  // Rubies: supply + players = 30.
  const rubies = s.rubies + s.players.reduce((t, p) => t + p.rubies, 0);
  if (rubies !== RUBY_SUPPLY) out.push(`${rubies} rubies in the game, expected ${RUBY_SUPPLY}`);

  // Characters: each once; all 26 with the variant, none without.
  const chars = [...s.publicCharacters, ...s.unusedCharacters, ...s.players.flatMap((p) => [...p.dealt, ...p.hand.filter((c) => !p.dealt.includes(c)), ...p.hired])];
  if (new Set(chars).size !== chars.length) out.push("a character appears twice");
  if (chars.length !== (s.config.characters ? CHARACTER_IDS.length : 0)) out.push(`${chars.length} characters, expected ${s.config.characters ? CHARACTER_IDS.length : 0}`);
  s.players.forEach((p, i) => {
    const copy = p.copy;
    if (copy !== null) {
      if (!p.hired.includes("zumurrud")) out.push(`player ${i} copies without Zumurrud`);
      if (!s.players.some((q, j) => j !== i && q.hired.includes(copy))) out.push(`player ${i} copies ${copy}, which no other player has hired`);
    }
  });
  return out;
}

/** What each phase implies about setup, turn order and the turn in progress. */
function phaseChecks(s: AlmadiState, dealtEach: number): string[] {
  const out: string[] = [];
  const n = s.players.length;
  const untouched = (p: PlayerState) =>
    p.turns === 0 &&
    p.rubies === 0 &&
    p.mosaics.length === 0 &&
    p.stalls.length === 0 &&
    p.objectives.length === 0 &&
    p.hired.length === 0 &&
    p.copy === null &&
    Object.values(p.realm).every(isStartLandscape);
  if ((s.phase === "play") !== (s.turn !== null)) out.push("a turn is in progress exactly during play");
  if (s.phase === "start" || s.phase === "keep") {
    if (!s.players.every(untouched)) out.push(`a player has played during the ${s.phase} phase`);
    if (s.board.includes(null)) out.push("the central board is full before the first turn");
    if (s.publicCharacters.length > 0) out.push("the public characters are set out only after the keep step");
    if (s.normalTurnsOver || s.extraTurns.length > 0) out.push(`normal turns are over during the ${s.phase} phase`);
    s.players.forEach((p, i) => {
      if (s.config.characters && p.dealt.length !== dealtEach) out.push(`player ${i} holds ${p.dealt.length} dealt characters, expected ${dealtEach}`);
    });
  }
  if (s.phase === "start") {
    if (s.config.startTiles !== "choose") out.push('starting tiles are chosen only with startTiles "choose"');
    // Reverse seat order from the first player; those still to choose are the end of that order.
    const order = Array.from({ length: n }, (_, k) => (s.firstPlayer - 1 - k + 2 * n) % n);
    const done = order.slice(0, n - s.startOrder.length);
    if (s.startOrder.length === 0 || s.startOrder.some((p, k) => p !== order[done.length + k])) out.push("startOrder is not the rest of the reverse seat order");
    else if (s.current !== s.startOrder[0]) out.push("the current player is not the next to choose a starting tile");
    s.players.forEach((p, i) => {
      if ((p.startTile !== null) !== done.includes(i)) out.push(`player ${i} ${p.startTile === null ? "has not chosen" : "has already chosen"} a starting tile out of order`);
      if (p.hand.length > 0) out.push(`player ${i} kept characters before the keep step`);
    });
    return out;
  }
  if (s.startOrder.length > 0) out.push(`startOrder is not empty in the ${s.phase} phase`);
  if (s.players.some((p) => p.startTile === null)) out.push(`a player has no starting tile in the ${s.phase} phase`);
  if (s.phase === "keep") {
    if (!s.config.characters) out.push("the keep step is part of the Characters variant only");
    if (s.current !== s.firstPlayer) out.push("the current player is the first player during the keep step");
    s.players.forEach((p, i) => {
      if (p.hand.length === 0) return;
      const first = p.hand[0];
      const second = p.hand[1];
      const at0 = first === undefined ? -1 : p.dealt.indexOf(first);
      if (p.hand.length !== CHARACTERS_KEPT || at0 < 0 || second === undefined || p.dealt.indexOf(second) <= at0)
        out.push(`player ${i} kept characters that are not two of the dealt ones in dealt order`);
    });
    return out;
  }
  // Play and over: the keep step is behind us.
  s.players.forEach((p, i) => {
    if (p.dealt.length > 0) out.push(`player ${i} still holds dealt characters`);
  });
  out.push(...turnOrder(s));
  return out;
}

/** The end of the normal turns, the extra turns and the end of the game agree. */
function turnOrder(s: AlmadiState): string[] {
  const out: string[] = [];
  if (!s.normalTurnsOver) {
    if (s.phase === "over") out.push("the game is over before the normal turns are");
    if (s.extraTurns.length > 0) out.push("extra turns are queued before the normal turns are over");
  } else if (s.phase === "over" && s.extraTurns.length > 0) out.push("the game is over with extra turns still queued");
  return out;
}

/**
 * Plausibility of a sound state (`{ reachable: true }`): what only the history of a game explains.
 * The undealt characters are the ones setup left; held objectives that are met were completed
 * (completion is checked after every change of its holder's turn); landscapes lie only where play
 * can put them, no more of them than turns placed; and the turn counts fit the turn order (below).
 */
export function reachability(s: AlmadiState): string[] {
  const out: string[] = [];
  const n = s.players.length;
  const dealt = required(SETUP_BY_PLAYERS[n], "the setup for the player count").dealt;
  if (s.config.characters && s.unusedCharacters.length !== CHARACTER_IDS.length - n * dealt) {
    out.push(`${s.unusedCharacters.length} undealt characters, expected ${CHARACTER_IDS.length - n * dealt}`);
  }
  s.players.forEach((p, i) => {
    for (const o of p.objectives) {
      const data = objectiveData(o.id);
      if (data && !o.completed && meets(p, data.requirement)) out.push(`player ${i} meets objective ${o.id} but it is not completed`);
    }
    for (const [key, id] of Object.entries(p.realm)) {
      const cell = parseCell(key);
      // Rows 0 and 5 and column 0 (outside the starting tile) are reachable only by Abriza's genie.
      if (!isStartLandscape(id) && (cell >> 8 === 0 || cell >> 8 === 5 || (cell & 255) === 0) && !has(p, "abriza")) out.push(`player ${i}: landscape ${id} on ${key} without Abriza`);
    }
    if (p.turns > NORMAL_TURNS + 1) out.push(`player ${i} took ${p.turns} turns`);
    // One landscape a turn (taken or drawn with Ali), placed in the turn: the current turn's too
    // once its take step is over.
    const placing = i === s.current && s.turn !== null && s.turn.step !== "take" && s.turn.step !== "ali" ? 1 : 0;
    const placed = Object.values(p.realm).filter((id) => !isStartLandscape(id)).length;
    if (placed > p.turns + placing) out.push(`player ${i} has ${placed} landscapes besides the starting tile after ${p.turns} turn(s)${placing ? " and this turn's placement" : ""}`);
    if ((s.phase === "play" || s.phase === "over") && p.hand.length > CHARACTERS_KEPT) out.push(`player ${i} holds ${p.hand.length} unhired characters`);
  });
  if (s.phase === "play" || s.phase === "over") out.push(...turnCounts(s));
  return out;
}

/**
 * Turn counts, the current player and the Dunyazad extra turns agree: normal turns run in seat
 * order from the first player, so the players before the current one (in that order) have taken
 * one more turn than the rest; after the 16 normal turns each, Dunyazad holders take one extra
 * turn each in seat order from the first player (the last normal turn was the seat before it).
 */
function turnCounts(s: AlmadiState): string[] {
  const n = s.players.length;
  const offset = (p: number) => (p - s.firstPlayer + n) % n;
  const turns = s.players.map((p) => p.turns);
  if (!s.normalTurnsOver) {
    const base = required(turns[s.current], "the current player's turns");
    const bad = turns.some((t, i) => t !== base + (offset(i) < offset(s.current) ? 1 : 0));
    return bad || base >= NORMAL_TURNS ? [`turn counts ${turns.join(", ")} do not fit player ${s.current} being on turn`] : [];
  }
  if (s.supply.length > 0) return ["the normal turns are over but the supply is not empty"];
  const holders = Array.from({ length: n }, (_, k) => (s.firstPlayer + k) % n).filter((p) => has(required(s.players[p], "a player"), "dunyazad"));
  // Extra turns done: the holders before the queue (and before the current player, when playing).
  const pending = s.phase === "play" ? [s.current, ...s.extraTurns] : s.extraTurns;
  const done = holders.slice(0, holders.length - pending.length);
  const out: string[] = [];
  if (pending.length > holders.length || pending.some((p, k) => p !== holders[done.length + k])) out.push("the extra turns do not follow the Dunyazad holders in seat order");
  else if (turns.some((t, i) => t !== NORMAL_TURNS + (done.includes(i) ? 1 : 0))) out.push(`turn counts ${turns.join(", ")} do not fit the extra turns taken`);
  return out;
}

/** The turn in progress agrees with its step and with the current player's realm and powers. */
function turnChecks(s: AlmadiState): string[] {
  const out: string[] = [];
  const t = required(s.turn ?? undefined, "the turn in progress");
  const p = required(s.players[s.current], "the current player");
  if (t.extra !== s.normalTurnsOver) out.push("a turn is an extra turn exactly when the normal turns are over");
  if ((t.aliTile !== null) !== (t.step === "ali")) out.push("a landscape is drawn with Ali exactly during the ali step");
  const fresh = t.step === "take" || t.step === "ali";
  if (fresh && (t.pending.length > 0 || t.genie || t.genieActions > 0 || t.lastMove !== null)) out.push(`step ${t.step}: nothing has been placed this turn, so nothing can be pending`);
  if (t.step === "resolve" && t.pending.length === 0) out.push("step resolve with no pending effect");
  if ((t.step === "genie" || t.step === "end") && t.pending.length > 0) out.push(`step ${t.step} with pending effects`);
  if (t.step === "genie" && !t.genie) out.push("step genie without an activated genie");
  if (t.step === "end" && t.genie) out.push("step end with an unused genie");
  if (t.step === "end" && !s.config.characters) out.push("the base game ends a turn by itself: no end step");
  if (t.genie && t.genieActions >= MAX_GENIE_ACTIONS) out.push("a genie after the third genie action");
  if (t.lastMove !== null) {
    if (!isRealmCell(t.lastMove.from)) out.push(`turn.lastMove.from: "${t.lastMove.from}" is not a realm cell (${REALM_CELLS})`);
    if (t.genieActions === 0) out.push("a last genie move without a genie action");
    if (isStartLandscape(t.lastMove.tile) || !Object.values(p.realm).includes(t.lastMove.tile)) out.push(`the last genie move names ${t.lastMove.tile}, not a movable landscape of the current realm`);
  }
  if (!s.normalTurnsOver) {
    // Before the refill at the end of a normal turn, the slot just taken is the only empty one
    // (none when Ali's draw replaced taking from the board).
    const empty = s.board.filter((x) => x === null).length;
    const expected = fresh || t.used.includes("ali") ? 0 : 1;
    if (empty !== expected) out.push(`${empty} empty board slots at step ${t.step}, expected ${expected}`);
    if (t.step === "take" && s.supply.length === 0) out.push("a normal turn starts with an empty supply");
  }
  if (new Set(t.used).size !== t.used.length) out.push("a once-per-turn power is used twice");
  for (const c of t.used) {
    if (!ONCE_PER_TURN.has(c)) out.push(`${c} has no once-per-turn power`);
    else if (!has(p, c)) out.push(`the current player used ${c} without having it`);
  }
  if (t.step === "ali" && !t.used.includes("ali")) out.push("step ali without Ali's draw");
  if (fresh && t.used.some((c) => c !== "zeinab" && c !== "ali")) out.push(`step ${t.step}: no genie has been used this turn`);
  if (t.step === "take" && t.used.includes("ali")) out.push("step take after Ali's draw");

  // Pending effects: icons of the current realm, each facing an arrow, each once.
  const g = gridOf(p.realm);
  const keys = new Set<string>();
  for (const e of t.pending) {
    const key = `${e.tile}/${e.edge}`;
    if (keys.has(key)) out.push(`effect ${key} pending twice`);
    keys.add(key);
    const cell = Object.keys(p.realm).find((k) => p.realm[k] === e.tile);
    const L = landIndex(e.tile);
    const d = DIRECTIONS.indexOf(e.edge);
    if (cell === undefined || L < 0) {
      out.push(`pending ${e.icon} on ${e.tile}, which is not in the current realm`);
      continue;
    }
    const code = EDGES[L * 4 + d];
    if (code === undefined || symbolOf(code) !== ICON_SYMBOL[e.icon]) {
      out.push(`pending ${e.icon} on the ${e.edge} edge of ${e.tile}, which shows another symbol`);
      continue;
    }
    const pc = parseCell(cell);
    const M = at(g, (pc >> 8) + rowStep(d), (pc & 255) + colStep(d));
    if (M < 0 || EDGES[M * 4 + ((d + 2) & 3)] !== ARROW) out.push(`pending ${e.icon} on the ${e.edge} edge of ${e.tile} faces no arrow`);
  }
  return out;
}
