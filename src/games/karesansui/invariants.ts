/**
 * Soundness (checked by the property suite and `loadState`): the components are all where they
 * can be, and the pending decisions agree with the rest of the state, so that every move a loaded
 * state lists applies. What only the history of a game explains (gardens grown from a left corner
 * under the moss rule, a hand of gardener cards of the setup's size) is {@link reachability}.
 */
import { required } from "../../core/required.js";
import { seatLabel, type PlayerId } from "../../core/shared.js";
import { CELLS, DESIGN_COUNT, designOfFace, FACE_COUNT, FIRST_TILE_CELLS, NEIGHBOURS, TURN_CHANGES_ART } from "./board.js";
import { BOAT_STONE, GARDENERS, GARDENERS_PER_PLAYER, SHARED_FAMOUS_2P, STONE_KINDS, STONE_SUPPLY, TILE_DESIGNS, VIRTUE } from "./data.js";
import { allStonesMossOk, bagSize, counterStillPossible, EFFECT_OF, isFull, NORMAL_STONE, playerAt, stealers } from "./rules.js";
import type { KaresansuiDecision, KaresansuiState } from "./state.js";

/** Violations: tile and stone conservation, stones and the monk on tiles, cards, decisions. */
export function invariants(s: KaresansuiState): string[] {
  const out: string[] = [];
  const n = s.players.length as 2 | 3 | 4;
  if (n < 2 || n > 4) return [`player count ${n} is not 2–4`];
  if (s.current >= n) return [`current player ${s.current} does not exist`];
  tileProblems(s, out);
  stoneProblems(s, out);
  gardenProblems(s, out);
  cardProblems(s, out);
  flowProblems(s, out);
  return out;
}

/** Tile conservation: bag + discard + gardens + storage + tiles held in decisions = the data's counts. */
function tileProblems(s: KaresansuiState, out: string[]): void {
  const tiles = s.bag.map((x, i) => x + (s.discard[i] ?? 0));
  const count = (t: number | null): void => {
    if (t === null) return;
    if (t < 0 || t >= DESIGN_COUNT) out.push(`tile ${t} is not a design`);
    else tiles[t]!++;
  };
  s.players.forEach((pl, p) => {
    for (const f of pl.tiles) {
      if (f === null) continue;
      if (f < 0 || f >= FACE_COUNT) {
        out.push(`${seatLabel(p)}: tile face ${f} is not a face`);
        continue;
      }
      if (f >= DESIGN_COUNT && !(s.config.allowRotate180 && TURN_CHANGES_ART[designOfFace(f)])) out.push(`${seatLabel(p)}: turned tile ${f} without allowRotate180 or whose art does not change (A9)`);
      count(designOfFace(f));
    }
    count(pl.storage);
  });
  for (const d of s.stack) {
    if ("tile" in d) count(d.tile);
    if (d.kind === "drawnTiles") d.tiles.forEach(count);
  }
  TILE_DESIGNS.forEach((d, i) => {
    if (tiles[i] !== d.count) out.push(`tile conservation: ${tiles[i]} ${d.id} tiles, expected ${d.count}`);
  });
}

/** Stone conservation: supply + stones in gardens = the supply for the player count. */
function stoneProblems(s: KaresansuiState, out: string[]): void {
  const n = s.players.length as 2 | 3 | 4;
  for (const k of STONE_KINDS) {
    let total = s.supply[k];
    for (const pl of s.players) for (const x of pl.stones) if (x === k) total++;
    if (total !== STONE_SUPPLY[n][k]) out.push(`stone conservation: ${total} ${k} stones, expected ${STONE_SUPPLY[n][k]}`);
  }
}

/** Whether `c` is a cell of a garden (0–14): what the monk, a stone or a tile may stand on. */
const isCell = (c: number): boolean => Number.isInteger(c) && c >= 0 && c < CELLS;

/** Gardens: one cell each, the tile count, the monk on a tile, stones on tiles, the end trigger. */
function gardenProblems(s: KaresansuiState, out: string[]): void {
  s.players.forEach((pl, p) => {
    const who = seatLabel(p);
    for (const field of ["tiles", "stones"] as const) if (pl[field].length !== CELLS) out.push(`players[${p}].${field}: ${pl[field].length} cells, expected ${CELLS}`);
    const placed = pl.tiles.filter((t) => t !== null).length;
    if (placed !== pl.placed) out.push(`${who} placed ${pl.placed} but holds ${placed} tiles`);
    if (pl.monk !== null && !isCell(pl.monk)) out.push(`players[${p}].monk: ${pl.monk} is not a cell of the garden (an integer 0–${CELLS - 1})`);
    else if (placed > 0) {
      if (pl.monk === null || pl.tiles[pl.monk] === null) out.push(`${who}: the monk must stand on a tile`);
    } else if (pl.monk !== null) out.push(`${who}: monk without tiles`);
    for (let c = 0; c < CELLS; c++) if (pl.stones[c] !== null && pl.tiles[c] === null) out.push(`${who}: stone on empty cell ${c}`);
  });
  if (s.endTriggered !== s.players.some(isFull)) out.push("endTriggered must say whether some garden is full");
}

/** Gardener cards: each at most once; famous cards: shared in 2 players, one secret each in 3–4. */
function cardProblems(s: KaresansuiState, out: string[]): void {
  const n = s.players.length as 2 | 3 | 4;
  const cardsSeen = new Set<string>();
  s.players.forEach((pl, p) => {
    for (const c of [...pl.gardeners, ...pl.used]) {
      if (cardsSeen.has(c)) out.push(`gardener card ${c} appears twice`);
      cardsSeen.add(c);
    }
    if ((n === 2) !== (pl.famous === null)) out.push(`${seatLabel(p)}: famous-garden card must be secret in 3–4 players and shared in 2`);
  });
  if (cardsSeen.size > GARDENERS.length) out.push("too many gardener cards");
  if (s.sharedFamous.length !== (n === 2 ? SHARED_FAMOUS_2P : 0)) out.push(`${s.sharedFamous.length} shared famous gardens; a ${n}-player game has ${n === 2 ? SHARED_FAMOUS_2P : 0}`);
  const famous = [...s.sharedFamous, ...s.players.map((pl) => pl.famous).filter((f) => f !== null)];
  if (new Set(famous).size !== famous.length) out.push("a famous-garden card appears twice");
}

/**
 * Plausibility of a sound state (`{ reachable: true }`): what only the history of a game explains.
 * Each garden grew from a left corner as one connected group under the moss rule, with at most
 * one boat stone, each player holds the setup's number of gardener cards, and virtue fits the
 * turns its owner has had.
 */
export function reachability(s: KaresansuiState): string[] {
  const out: string[] = [];
  const n = s.players.length as 2 | 3 | 4;
  s.players.forEach((pl, p) => {
    const who = seatLabel(p);
    if (pl.gardeners.length + pl.used.length !== GARDENERS_PER_PLAYER[n]) out.push(`${who} has ${pl.gardeners.length + pl.used.length} gardener cards`);
    if (pl.placed > 0) {
      // The first tile went in a left corner and later tiles only grow the garden (Kentei swaps keep its cells).
      if (FIRST_TILE_CELLS.every((c) => pl.tiles[c] === null)) out.push(`${who}: the garden must hold a tile in a left corner (its first tile)`);
      // Tiled cells form one orthogonally connected group.
      const start = pl.tiles.findIndex((t) => t !== null);
      const seen = new Set([start]);
      const todo = [start];
      for (let cell = todo.pop(); cell !== undefined; cell = todo.pop()) {
        for (const nb of NEIGHBOURS[cell] ?? []) {
          if (pl.tiles[nb] === null || seen.has(nb)) continue;
          seen.add(nb);
          todo.push(nb);
        }
      }
      if (seen.size !== pl.placed) out.push(`${who}: garden tiles are not connected`);
    }
    const boats = pl.stones.filter((k) => k === BOAT_STONE).length;
    if (boats > 1) out.push(`${who} owns ${boats} boat stones`);
    // Virtue starts at 0 and grows only in its owner's turns: an accepted gift (Step 1) and zazen (Step 2), once each.
    const most = Math.min(VIRTUE.max, (VIRTUE.gift + VIRTUE.zazen) * turnsStarted(s, p));
    if (pl.virtue > most) out.push(`${who} has virtue ${pl.virtue}, more than the ${most} ${turnsStarted(s, p)} turn(s) of their own can give`);
    if (!allStonesMossOk(pl.tiles, pl.stones)) out.push(`${who}: neighbouring stones not both on moss`);
  });
  return out;
}

/** How many of the `turn` turns started so far were `p`'s: turns go round the seats, and the current one is the last. */
function turnsStarted(s: KaresansuiState, p: PlayerId): number {
  const n = s.players.length;
  const first = (((s.current - (s.turn - 1)) % n) + n) % n;
  const offset = (p - first + n) % n;
  return offset < s.turn ? Math.floor((s.turn - 1 - offset) / n) + 1 : 0;
}

/** Decisions that may wait under another one (the placement of a Step-1 tile). */
const UNDER: ReadonlySet<string> = new Set(["step2", "extraDrawn"]);
/** Decisions that wait above another one. */
const ABOVE: ReadonlySet<string> = new Set(["steal", "stealReaction", "placeCell"]);

/** The turn and its decisions: the stack has a shape play can reach, and each decision agrees with the state. */
function flowProblems(s: KaresansuiState, out: string[]): void {
  const n = s.players.length;
  const stack = s.stack;
  if (s.over) {
    if (stack.length > 0) out.push("a finished game has no pending decision");
    if (!s.lastTurn && !s.players.every(isFull)) out.push("the game ends only when every garden is full or the bag ran out");
    return;
  }
  if (s.lastTurn && bagSize(s) > 0) out.push("lastTurn is set only when the bag is empty");
  if (stack.length === 0 || stack.length > 2) {
    out.push(`${stack.length} pending decisions; a game in play has 1 or 2`);
    return;
  }
  for (const d of stack) {
    if (d.players.length === 0) out.push(`decision ${d.kind} has nobody to decide`);
    if (new Set(d.players).size !== d.players.length || d.players.some((p) => p >= n)) out.push(`decision ${d.kind} names players ${d.players.join(", ")}`);
  }
  // A Step-1 tile (own, stolen or gifted) is placed while the current player's Step 2 (or, with
  // storedPlacement "extra", the drawn tile's decision) waits underneath; nothing else nests.
  const below = required(stack[0], "the first pending decision");
  const above = stack[1];
  if (above !== undefined ? !UNDER.has(below.kind) || !ABOVE.has(above.kind) : ABOVE.has(below.kind)) {
    out.push(`decisions ${stack.map((d) => d.kind).join(" under ")} cannot be pending together`);
  }
  for (const d of stack) decisionProblems(s, d, out);
}

const only = (d: KaresansuiDecision, p: PlayerId): boolean => d.players.length === 1 && d.players[0] === p;
const sameSeats = (a: readonly PlayerId[], b: readonly PlayerId[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether one decision agrees with the state around it. */
function decisionProblems(s: KaresansuiState, d: KaresansuiDecision, out: string[]): void {
  const cur = s.current;
  const me = playerAt(s, cur);
  const bad = (why: string): void => void out.push(`decision ${d.kind}: ${why}`);
  const othersSeats = (ps: readonly PlayerId[]): boolean => ps.every((q) => q !== cur && q < s.players.length) && new Set(ps).size === ps.length;
  switch (d.kind) {
    case "step1":
      if (!only(d, cur)) bad(`the drawn tile is ${seatLabel(cur)}'s to decide`);
      if (isFull(me) || s.lastTurn) bad("a full garden or an empty bag skips Step 1");
      if (!othersSeats(d.refused)) bad("refused names other seats, once each");
      return;
    case "gift": {
      if (d.from !== cur) bad(`gifts come from ${seatLabel(cur)}, whose turn it is`);
      const to = d.players[0];
      if (d.players.length !== 1 || to === cur || (to !== undefined && d.refused.includes(to))) bad("the gift goes to one other seat that has not refused it");
      else if (isFull(playerAt(s, required(to, "the seat the gift goes to")))) bad("a full garden cannot take a gift");
      if (s.endTriggered || isFull(me)) bad("no gifts once a garden is full");
      if (!othersSeats(d.refused)) bad("refused names other seats, once each");
      return;
    }
    case "steal": {
      if (!sameSeats(d.eligible, stealers(s, cur))) bad(`eligible must be exactly the opponents who may steal now (${stealers(s, cur).join(", ") || "none"})`);
      if (
        d.players.some((q) => !d.eligible.includes(q)) ||
        !sameSeats(
          d.players,
          d.eligible.filter((q) => d.players.includes(q)),
        )
      )
        bad("those still to answer are eligible, in turn order");
      if (d.declared.some((q) => !d.eligible.includes(q) || d.players.includes(q)) || new Set(d.declared).size !== d.declared.length) bad("only eligible players who answered may have declared");
      return;
    }
    case "stealReaction":
      if (!only(d, cur)) bad(`the placer ${seatLabel(cur)} answers a steal`);
      if (d.declared.length === 0 || new Set(d.declared).size !== d.declared.length || d.declared.some((q) => !stealers(s, cur).includes(q))) bad("declared names eligible opponents, once each");
      if (!counterStillPossible(s)) bad("asked only while the counter card is unrevealed");
      return;
    case "extraDrawn":
      if (!only(d, cur)) bad(`the drawn tile is ${seatLabel(cur)}'s to decide`);
      if (s.config.storedPlacement !== "extra") bad('only with storedPlacement "extra"');
      if (me.storage !== null) bad("the stored tile left its slot when it was placed; the drawn tile may go there");
      return;
    case "placeCell": {
      if (d.players.length !== 1) return bad("one seat places a tile");
      const q = required(d.players[0], "the seat that places the tile");
      if (d.origin === "place" && q !== cur) bad(`${seatLabel(cur)} places their own tile`);
      if (d.origin !== "place" && (q === cur || s.endTriggered)) bad(`a ${d.origin} goes to another seat, before any garden is full`);
      if (isFull(playerAt(s, q))) bad(`${seatLabel(q)}'s garden is full`);
      return;
    }
    case "step2":
    case "bonusMove":
      if (!only(d, cur)) bad(`Step 2 is ${seatLabel(cur)}'s`);
      return;
    default: {
      // Gardener sub-decisions: the current player's card, used this turn.
      if (!only(d, cur)) bad(`the gardener card is ${seatLabel(cur)}'s`);
      if (!me.used.includes(d.card) || !s.gardenerUsed) bad(`${d.card} was not used this turn`);
      const e = EFFECT_OF[d.card];
      switch (d.kind) {
        case "stone": {
          const rikyu = e.kind === "monkAnywhere" && e.thenStone;
          const asCard = e.kind === "stone" && !d.optional && e.anyKind === d.anyKind && e.anyCell === d.anyCell && e.spendVirtue === d.spendVirtue;
          const afterMonk = rikyu && d.optional && d.anyKind === NORMAL_STONE.anyKind && d.anyCell === NORMAL_STONE.anyCell && d.spendVirtue === NORMAL_STONE.spendVirtue;
          if (!asCard && !afterMonk) bad(`the stone rules do not match ${d.card}`);
          return;
        }
        case "monkAnywhere":
          if (e.kind !== "monkAnywhere" || e.thenStone !== d.thenStone) bad(`${d.card} does not move the monk anywhere`);
          return;
        case "drawnTiles":
          if (e.kind !== "drawTiles") return bad(`${d.card} does not draw tiles`);
          if (d.tiles.length === 0 || d.placesLeft < 1 || d.placesLeft > e.place || d.tiles.length + (e.place - d.placesLeft) > e.draw) bad(`${d.card} draws ${e.draw} and places ${e.place}`);
          if (isFull(me)) bad("a full garden takes no drawn tile");
          return;
        case "takeStored":
          if (e.kind !== "takeStored") bad(`${d.card} does not take stored tiles`);
          return;
        case "moveStone":
          if (e.kind !== "moveStone") bad(`${d.card} does not move stones`);
          return;
        case "swapTiles":
          if (e.kind !== "swapTiles") bad(`${d.card} does not swap tiles`);
          return;
      }
    }
  }
}
