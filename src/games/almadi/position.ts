import { required } from "../../core/required.js";
import { positionError, startingState, type GameDefinition, type PlayerId, type PositionBase } from "../../core/shared.js";
import { isStartLandscape, landIndex, MOSAIC_IDS, objectiveData, STALL_IDS, TYPE } from "./catalog.js";
import { CHARACTER_IDS, type CharacterId } from "./characters.js";
import { parseCell } from "./realm.js";
import type { AlmadiConfig, AlmadiMove, AlmadiState, Cell, HeldObjective, PlayerState, TurnState } from "./state.js";

/** What a position says about one player; parts left out stay as they are. */
export interface AlmadiRealmParts {
  /** Landscapes placed in the realm, cell (`"row,col"`) → landscape id; replaces every placed one (the starting tile stays). */
  readonly landscapes?: Readonly<Record<Cell, string>>;
  /** Rubies (from or back to the ruby supply). */
  readonly rubies?: number;
  /** Mosaic cards (ids, from the deck); replaces the player's. */
  readonly mosaics?: readonly string[];
  /** Stall cards (ids, from the deck); replaces the player's. */
  readonly stalls?: readonly string[];
  /** Objective cards held (ids, or `{ id, completed }`): from the middle, another player, or the box (one of its colour goes back). */
  readonly objectives?: readonly (string | HeldObjective)[];
  /** Characters hired (taken from wherever they are). */
  readonly hired?: readonly CharacterId[];
  /** Characters in hand, not yet hired (taken from wherever they are). */
  readonly hand?: readonly CharacterId[];
  /** Zumurrud's copied character. */
  readonly copy?: CharacterId | null;
  /** Turns taken. */
  readonly turns?: number;
}

/**
 * The parts of an Almadi position ({@link almadiPosition}). Built on `from`, or on a new game
 * (seat 0 first unless `config.firstPlayer` says otherwise) whose setup decisions (starting
 * tiles, kept characters) are made in order so play can begin.
 * Landscapes keep the per-type count of the game (a landscape brought in sends one of its type
 * back to the box), cards come from their decks, rubies from the supply, characters from wherever
 * they are.
 */
export interface AlmadiPositionParts extends PositionBase<AlmadiState, AlmadiConfig> {
  /** A new game's starting tiles by seat (default `ST1`, `ST2`...), when `startTiles` is `"choose"`. */
  readonly startTiles?: readonly string[];
  /** Realms and belongings by seat (an array, or an object keyed by seat). */
  readonly realms?: readonly (AlmadiRealmParts | undefined)[] | Readonly<Record<number, AlmadiRealmParts>>;
  /** Landscapes on central board slots: slot → id, or null for a slot emptied this turn. */
  readonly board?: Readonly<Record<number, string | null>>;
  /** Landscapes on top of the face-down supply, top first. */
  readonly supplyTop?: readonly string[];
  /** Whose turn it is. */
  readonly current?: PlayerId;
  /** The turn in progress, field by field (its step, pending effects, genie...). */
  readonly turn?: Partial<TurnState>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Fills an Almadi position from its parts (see {@link AlmadiPositionParts}). */
export function fillAlmadiPosition(parts: AlmadiPositionParts, game: GameDefinition<AlmadiState, AlmadiMove, any, any, any, any>): AlmadiState {
  const fail = (path: string, message: string) => positionError("almadi", path, message);
  let s = parts.from === undefined ? newGame(parts, game) : startingState(game, parts);
  const n = s.players.length;
  const realmParts = parts.realms === undefined ? [] : Array.isArray(parts.realms) ? parts.realms : Object.entries(parts.realms).reduce<unknown[]>((a, [k, v]) => ((a[Number(k)] = v), a), []);
  if (realmParts.length > n) throw fail("realms", `${realmParts.length} realms for ${n} players`);
  realmParts.forEach((r, i) => {
    if (r !== undefined && !isRecord(r)) throw fail(`realms[${i}]`, "must be an object of realm parts");
  });
  const realms = realmParts as (AlmadiRealmParts | undefined)[];

  s = landscapes(s, realms, parts.board, parts.supplyTop);
  realms.forEach((r, p) => {
    if (r === undefined) return;
    const at = `realms[${p}]`;
    if (r.mosaics !== undefined) s = cards(s, p, "mosaicDeck", "mosaics", r.mosaics, `${at}.mosaics`);
    if (r.stalls !== undefined) s = cards(s, p, "stallDeck", "stalls", r.stalls, `${at}.stalls`);
    if (r.objectives !== undefined) s = objectives(s, p, r.objectives, `${at}.objectives`);
    if (r.hired !== undefined) s = characters(s, p, "hired", r.hired, `${at}.hired`);
    if (r.hand !== undefined) s = characters(s, p, "hand", r.hand, `${at}.hand`);
    const old = required(s.players[p], "the player");
    const rubies = r.rubies ?? old.rubies;
    if (!Number.isInteger(rubies) || rubies < 0 || rubies - old.rubies > s.rubies) throw fail(`${at}.rubies`, `must be a whole number the ruby supply can give (${old.rubies + s.rubies} at most)`);
    s = { ...s, rubies: s.rubies - (rubies - old.rubies), players: s.players.map((q, i) => (i === p ? { ...q, rubies, copy: r.copy === undefined ? q.copy : r.copy, turns: r.turns ?? q.turns } : q)) };
  });
  if (parts.current !== undefined) {
    if (!Number.isInteger(parts.current) || parts.current < 0 || parts.current >= n) throw fail("current", `must be a seat from 0 to ${n - 1}`);
    s = { ...s, current: parts.current };
  }
  if (parts.turn !== undefined) {
    if (!isRecord(parts.turn)) throw fail("turn", "must be an object of turn fields");
    if (s.turn === null) throw fail("turn", `no turn is in progress in the ${s.phase} phase`);
    s = { ...s, turn: { ...s.turn, ...parts.turn } };
  }
  return s;

  /** Rebuilds realms, board slots and the supply top; every landscape brought into play displaces a supply landscape of its type. */
  function landscapes(st: AlmadiState, rs: readonly (AlmadiRealmParts | undefined)[], board?: Readonly<Record<number, string | null>>, supplyTop?: readonly string[]): AlmadiState {
    const wanted: { id: string; path: string }[] = [];
    rs.forEach((r, p) => {
      if (r?.landscapes === undefined) return;
      if (!isRecord(r.landscapes)) throw fail(`realms[${p}].landscapes`, 'must map cells ("row,col") to landscape ids');
      for (const [cell, id] of Object.entries(r.landscapes)) {
        if (parseCell(cell) < 0) throw fail(`realms[${p}].landscapes.${cell}`, 'is not a cell ("row,col")');
        wanted.push({ id: id as string, path: `realms[${p}].landscapes.${cell}` });
      }
    });
    if (board !== undefined) {
      if (!isRecord(board)) throw fail("board", "must map slots to landscape ids");
      for (const [slot, id] of Object.entries(board)) {
        if (!/^\d+$/.test(slot) || Number(slot) >= st.board.length) throw fail(`board.${slot}`, `is not a slot (0 to ${st.board.length - 1})`);
        if (id !== null) wanted.push({ id, path: `board.${slot}` });
      }
    }
    if (supplyTop !== undefined) {
      if (!Array.isArray(supplyTop)) throw fail("supplyTop", "must be an array of landscape ids");
      supplyTop.forEach((id, i) => wanted.push({ id, path: `supplyTop[${i}]` }));
    }
    if (wanted.length === 0) return st;
    const ids = new Set<string>();
    for (const w of wanted) {
      if (typeof w.id !== "string" || landIndex(w.id) < 0 || isStartLandscape(w.id)) throw fail(w.path, `${JSON.stringify(w.id)} is not a landscape of the supply`);
      if (ids.has(w.id)) throw fail(w.path, `landscape ${w.id} is placed twice`);
      ids.add(w.id);
    }
    const typeOf = (id: string) => TYPE[landIndex(id)];
    const inPlay = new Set<string>([...st.supply, ...(st.board.filter((x) => x !== null) as string[]), ...st.players.flatMap((p) => Object.values(p.realm))]);
    let supply = st.supply.filter((t) => !ids.has(t));
    const slots = st.board.map((t) => (t !== null && ids.has(t) ? null : t));
    const players = st.players.map((p, i) => {
      const realm = { ...p.realm };
      const rebuilt = rs[i]?.landscapes !== undefined;
      for (const [k, id] of Object.entries(realm)) {
        if (isStartLandscape(id)) continue;
        if (rebuilt && !ids.has(id)) supply.push(id);
        if (rebuilt || ids.has(id)) delete realm[k];
      }
      return { ...p, realm };
    });
    // Slots given lose what they held (an empty slot, `null`, stays empty).
    for (const slot of Object.keys(board ?? {})) {
      const old = slots[Number(slot)];
      if (old !== null && old !== undefined && !ids.has(old)) supply.push(old);
      slots[Number(slot)] = null;
    }
    // Keep the count per type: a wanted landscape not already in play displaces a supply one of its type (to the box).
    for (const w of wanted) {
      if (inPlay.has(w.id)) continue;
      const i = supply.findIndex((t) => typeOf(t) === typeOf(w.id));
      if (i < 0) throw fail(w.path, `no landscape of the type of ${w.id} is left in the supply to make room for it`);
      supply = [...supply.slice(0, i), ...supply.slice(i + 1)];
    }
    rs.forEach((r, i) => {
      if (r?.landscapes !== undefined) Object.assign(required(players[i], "the player").realm, r.landscapes);
    });
    for (const [slot, id] of Object.entries(board ?? {})) slots[Number(slot)] = id;
    // Slots left empty by a landscape moved away are refilled from the supply, as the end of a turn does.
    for (let i = 0; i < slots.length; i++) {
      if (slots[i] === null && st.board[i] !== null && board?.[i] !== null) {
        const next = supply.shift();
        if (next !== undefined) slots[i] = next;
      }
    }
    supply = [...(supplyTop ?? []), ...supply];
    return { ...st, supply, board: slots, players };
  }

  function cards(st: AlmadiState, p: number, deck: "mosaicDeck" | "stallDeck", field: "mosaics" | "stalls", ids: readonly string[], path: string): AlmadiState {
    if (!Array.isArray(ids)) throw fail(path, "must be an array of card ids");
    let pool = [...st[deck], ...required(st.players[p], "the player")[field]];
    const all = field === "mosaics" ? MOSAIC_IDS : STALL_IDS;
    if (new Set(ids).size !== ids.length) throw fail(path, "a card is given twice");
    ids.forEach((id, i) => {
      if (pool.includes(id)) return;
      if (!all.includes(id) || st.players.some((q) => q[field].includes(id)))
        throw fail(`${path}[${i}]`, `${JSON.stringify(id)} is not a card of the ${field === "mosaics" ? "mosaic" : "stall"} deck`);
      // A card the setup left in the box comes in: one of the deck goes back.
      const out = pool.find((c) => !ids.includes(c));
      if (out === undefined) throw fail(`${path}[${i}]`, "no card of the deck is left to make room for it");
      pool = [...pool.filter((c) => c !== out), id];
    });
    return { ...st, [deck]: pool.filter((c) => !ids.includes(c)), players: st.players.map((q, i) => (i === p ? { ...q, [field]: ids.slice() } : q)) };
  }

  function objectives(st: AlmadiState, p: number, held: readonly (string | HeldObjective)[], path: string): AlmadiState {
    if (!Array.isArray(held)) throw fail(path, "must be an array of objective ids or { id, completed }");
    let next: AlmadiState = {
      ...st,
      objectives: [...st.objectives, ...required(st.players[p], "the player").objectives.map((o) => o.id)],
      players: st.players.map((q, i) => (i === p ? { ...q, objectives: [] } : q)),
    };
    const list: HeldObjective[] = held.map((o, i) => {
      const id = typeof o === "string" ? o : isRecord(o) ? o.id : undefined;
      if (typeof id !== "string" || !objectiveData(id)) throw fail(`${path}[${i}]`, "is not an objective id");
      return { id, completed: typeof o === "string" ? false : o.completed === true };
    });
    for (const o of list) {
      const strip = (xs: readonly HeldObjective[]) => xs.filter((x) => x.id !== o.id);
      const inPlay = next.objectives.includes(o.id) || next.players.some((q) => q.objectives.some((x) => x.id === o.id));
      let middle = next.objectives.filter((x) => x !== o.id);
      let players = next.players.map((q) => ({ ...q, objectives: strip(q.objectives) }));
      if (!inPlay) {
        // Brought in from the box: one of its colour in the middle goes back.
        const colour = required(objectiveData(o.id), "the objective").colour;
        const out = middle.find((x) => required(objectiveData(x), "an objective in the middle").colour === colour && !list.some((y) => y.id === x));
        if (out === undefined) throw fail(path, `no ${colour} objective is left in the middle to make room for ${o.id}`);
        middle = middle.filter((x) => x !== out);
      }
      players = players.map((q, i) => (i === p ? { ...q, objectives: [...q.objectives, o] } : q));
      next = { ...next, objectives: middle, players };
    }
    return next;
  }

  function characters(st: AlmadiState, p: number, field: "hired" | "hand", cs: readonly CharacterId[], path: string): AlmadiState {
    if (!st.config.characters) throw fail(path, "characters are part of the Characters variant only (config.characters)");
    if (!Array.isArray(cs)) throw fail(path, "must be an array of character ids");
    cs.forEach((c, i) => {
      if (!(CHARACTER_IDS as readonly string[]).includes(c)) throw fail(`${path}[${i}]`, `${JSON.stringify(c)} is not a character`);
    });
    const strip = (xs: readonly CharacterId[]) => xs.filter((x) => !cs.includes(x));
    // The seat's old ones of this kind go to the undealt pile; the pile keeps its size where it
    // can: each card taken from it is replaced by one of the public row.
    const returned = required(st.players[p], "the player")[field].filter((x) => !cs.includes(x));
    const fromPile = st.unusedCharacters.filter((x) => cs.includes(x)).length;
    const spares = strip(st.publicCharacters).slice(0, Math.max(0, fromPile - returned.length));
    return {
      ...st,
      publicCharacters: strip(st.publicCharacters).filter((x) => !spares.includes(x)),
      unusedCharacters: [...strip(st.unusedCharacters), ...returned, ...spares],
      players: st.players.map((q, i) => {
        const stripped = { ...q, hand: strip(q.hand), dealt: strip(q.dealt), hired: strip(q.hired) };
        return i === p ? { ...stripped, [field]: cs.slice() } : stripped;
      }),
    };
  }
}

/** A new game with its setup decisions made in order (starting tiles as given, the first two dealt characters kept). */
function newGame(parts: AlmadiPositionParts, game: GameDefinition<AlmadiState, AlmadiMove, any, any, any, any>): AlmadiState {
  let s = game.setup({ players: parts.players ?? 2, seed: parts.seed ?? 1, config: { firstPlayer: 0, ...parts.config } });
  const starts = parts.startTiles ?? s.players.map((_, i) => `ST${i + 1}`);
  while (s.phase === "start") {
    const tile = starts[s.current];
    const check = game.validateMove(s, { type: "chooseStartTile", tile });
    if (!check.ok) throw positionError("almadi", `startTiles[${s.current}]`, check.error.message);
    s = game.applyMove(s, check.move);
  }
  while (s.phase === "keep") {
    const p = required(game.activePlayers(s)[0], "a player still to keep characters");
    const d: PlayerState["dealt"] = required(s.players[p], "the player").dealt;
    s = game.applyMove(s, { type: "keepCharacters", keep: [required(d[0], "the first dealt character"), required(d[1], "the second dealt character")] }, p);
  }
  return s;
}
