/** Conservation and bound checks of an Almadi state. */
import { isStartLandscape, landIndex, MOSAIC_IDS, objectiveData, STALL_IDS, TYPE } from "./catalog.js";
import { CHARACTER_IDS } from "./characters.js";
import { RUBY_SUPPLY, SETUP_BY_PLAYERS } from "./constants.js";
import { parseCell } from "./realm.js";
import { greyCount, startRealm } from "./setup.js";
import type { AlmadiState } from "./state.js";

/** Violations of the game's invariants; empty when sound. */
export function invariants(s: AlmadiState): string[] {
  const out: string[] = [];
  const n = s.players.length;
  const counts = SETUP_BY_PLAYERS[n];
  if (!counts) return [`unsupported player count ${n}`];
  if (s.current >= n || s.firstPlayer >= n) out.push("current or first player out of range");

  // Landscapes: each used once, and exactly `perType` of each type in play.
  const seen = new Set<string>();
  const perType = [0, 0, 0, 0];
  const see = (id: string, where: string) => {
    const i = landIndex(id);
    if (i < 0) out.push(`unknown landscape ${id} in ${where}`);
    else if (seen.has(id)) out.push(`landscape ${id} appears twice (${where})`);
    else {
      seen.add(id);
      if (!isStartLandscape(id)) perType[TYPE[i]!]!++;
    }
  };
  for (const id of s.supply) see(id, "supply");
  s.board.forEach((id) => id !== null && see(id, "board"));
  if (s.turn?.aliTile) see(s.turn.aliTile, "Ali's draw");
  s.players.forEach((p, i) => {
    for (const key in p.realm) {
      if (parseCell(key) < 0) out.push(`player ${i}: bad cell ${key}`);
      see(p.realm[key]!, `realm of player ${i}`);
    }
    if (p.startTile !== null) {
      const start = startRealm(p.startTile);
      for (const k in start) if (p.realm[k] !== start[k]) out.push(`player ${i}: starting tile ${p.startTile} is not intact`);
    } else if (Object.keys(p.realm).length > 0) out.push(`player ${i} has landscapes but no starting tile`);
    for (const key in p.realm) {
      const c = parseCell(key) & 255;
      if (c === 0 && !isStartLandscape(p.realm[key]!) && ![0, 5].includes(parseCell(key) >> 8)) out.push(`player ${i}: landscape in the starting column`);
    }
    if (p.turns > 17) out.push(`player ${i} took ${p.turns} turns`);
    if (p.rubies < 0) out.push(`player ${i} has negative rubies`);
  });
  perType.forEach((k, t) => {
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
  cards("mosaics", MOSAIC_IDS, s.mosaicDeck, s.players.map((p) => p.mosaics.slice()), counts.mosaics);
  cards("stalls", STALL_IDS, s.stallDeck, s.players.map((p) => p.stalls.slice()), counts.stalls);
  const objectives = [...s.objectives, ...s.players.flatMap((p) => p.objectives.map((o) => o.id))];
  if (new Set(objectives).size !== objectives.length) out.push("an objective appears twice");
  if (objectives.some((id) => !objectiveData(id))) out.push("unknown objective");
  if (objectives.length !== 4 + greyCount(n, s.config)) out.push(`${objectives.length} objectives in play, expected ${4 + greyCount(n, s.config)}`);

  // Rubies: supply + players = 30.
  const rubies = s.rubies + s.players.reduce((t, p) => t + p.rubies, 0);
  if (rubies !== RUBY_SUPPLY) out.push(`${rubies} rubies in the game, expected ${RUBY_SUPPLY}`);

  // Characters: each once; all 26 with the variant, none without.
  const chars = [...s.publicCharacters, ...s.unusedCharacters, ...s.players.flatMap((p) => [...p.dealt, ...p.hand.filter((c) => !p.dealt.includes(c)), ...p.hired])];
  if (new Set(chars).size !== chars.length) out.push("a character appears twice");
  if (chars.length !== (s.config.characters ? CHARACTER_IDS.length : 0)) out.push(`${chars.length} characters, expected ${s.config.characters ? CHARACTER_IDS.length : 0}`);
  s.players.forEach((p, i) => {
    if (p.copy !== null && !p.hired.includes("zumurrud")) out.push(`player ${i} copies without Zumurrud`);
  });

  if ((s.phase === "play") !== (s.turn !== null)) out.push("a turn is in progress exactly during play");
  if (s.board.length !== 8) out.push("the central board has 8 slots");
  return out;
}
