/** Final scoring (spec §7), valid mid-game too (A36). */
import { required } from "../../core/required.js";
import { rankByKeys, type PlayerId, type ScoreSheet } from "../../core/shared.js";
import { mosaicData, OAS, objectiveData } from "./catalog.js";
import { CHARACTER_IDS, type CharacterId } from "./characters.js";
import { OASIS_BONUS, RUBY_RANK_POINTS, RUBY_RANK_POINTS_2P } from "./constants.js";
import { goodsOfKind, marketGoods, stallGoods, transportCapacity } from "./objectives.js";
import { gapCount, gridOf, groupSizes, jarCounts, palaceContacts, rowCounts } from "./realm.js";
import type { AlmadiState, PlayerState } from "./state.js";

/** Score categories, in rulebook order. */
export const CATEGORIES = ["oases", "caravans", "palaces", "jars", "mosaics", "objectives", "rubies", "characters"] as const;

/** A score breakdown category of Almadi (the keys of every breakdown, in {@link CATEGORIES} order). */
export type AlmadiBreakdownPart = (typeof CATEGORIES)[number];

/** One player's points by category. */
export type Breakdown = Record<AlmadiBreakdownPart, number>;

/** What scoring reads of a player: everything public (a player's view carries it too). */
export type ScoredPlayer = Pick<PlayerState, "realm" | "rubies" | "mosaics" | "stalls" | "objectives" | "hired" | "copy">;

/** What scoring reads of a game: the config and the players' public belongings (a state or a view). */
export interface ScoredGame {
  readonly config: AlmadiState["config"];
  readonly players: readonly ScoredPlayer[];
}

/** Largest oasis group of a player. */
function largestOasisGroup(p: ScoredPlayer): number {
  return groupSizes(gridOf(p.realm), OAS).reduce((a, b) => (b > a ? b : a), 0);
}

/** Ruby points of every player: ranking (competition ranking, A6) or, with characters, 1 per 2. */
export function rubyPoints(s: ScoredGame): number[] {
  const counts = s.players.map((p) => p.rubies);
  if (s.config.characters) return counts.map((n) => Math.floor(n / 2));
  const table = s.players.length === 2 ? RUBY_RANK_POINTS_2P : RUBY_RANK_POINTS;
  return counts.map((n) => {
    if (n === 0) return 0;
    const rank = counts.filter((m) => m > n).length;
    return table[rank] ?? 0;
  });
}

/**
 * Mosaic points (A25): the best allocation of mosaic cards to palace slots, each slot worth its
 * palace's value; `perPalace` slots per palace (Zubaida 2), `fallback` points for an unlaid card
 * (Aziza 3).
 */
export function mosaicPoints(palaceValues: readonly number[], mosaics: number, perPalace: number, fallback: number): number {
  const slots: number[] = [];
  for (const value of palaceValues) for (let i = 0; i < perPalace; i++) slots.push(value);
  slots.sort((a, b) => b - a);
  let total = 0;
  for (let i = 0; i < mosaics; i++) total += Math.max(slots[i] ?? 0, fallback);
  return total;
}

/** Has the power when it owns the card or copies it (`copy` may be an engine choice at the end). */
function owns(p: ScoredPlayer, copy: CharacterId | null, c: CharacterId): boolean {
  return copy === c || p.hired.includes(c);
}

/** A player's breakdown, given the oasis bonus and ruby points decided across the table. */
export function playerBreakdown(p: ScoredPlayer, bonus: number, rubies: number, copy: CharacterId | null): Breakdown {
  const g = gridOf(p.realm);
  const has = (c: CharacterId) => owns(p, copy, c);

  let oases = bonus;
  for (const size of groupSizes(g, OAS)) if (size >= 2) oases += 3 * size;

  const stallFactor = has("zobeide") ? 2 : 1;
  const goods = marketGoods(g) + stallFactor * stallGoods(p);
  const capacity = transportCapacity(g, has("ali-cogia"));
  const caravans = Math.min(goods, capacity);

  const palaceValues = palaceContacts(g).map((k) => (k === 0 ? 0 : 1 + k));
  const palaces = palaceValues.reduce((a, b) => a + b, 0);
  const jarsNow = jarCounts(g);
  const mosaics = mosaicPoints(palaceValues, p.mosaics.length, has("zubaida") ? 2 : 1, has("aziza") ? 3 : 0);

  let objectives = 0;
  let completed = 0;
  for (const o of p.objectives) {
    const value = objectiveData(o.id)?.value ?? 0;
    objectives += o.completed ? value : -value;
    if (o.completed) completed++;
  }

  let characters = 0;
  if (has("dunya")) {
    const byKind = new Map<string, number>();
    for (const m of p.mosaics) {
      const kind = mosaicData(m)?.kind ?? "";
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    }
    characters += 3 * Math.max(0, ...byKind.values());
  }
  if (has("delilah")) characters += Math.floor((goods - caravans) / 2);
  if (has("khalif")) characters += 2 * groupSizes(g, OAS).filter((n) => n === 1).length;
  // Aziz and Ali Shar count market goods only: the seed says "マーケットの" (of the markets), where
  // Delilah's text names markets and stalls (A17, audited), so stall cards (and Zobeide) do not count.
  if (has("aziz")) characters += Math.floor(Math.max(goodsOfKind(p, "carpet", 0), goodsOfKind(p, "leather", 0)) / 2);
  if (has("ali-shar")) characters += Math.floor(Math.max(goodsOfKind(p, "spice", 0), goodsOfKind(p, "pottery", 0)) / 2);
  if (has("harun")) characters += Math.max(...rowCounts(g, -1));
  if (has("shahryar")) characters += 3 * completed;
  if (has("sheherazade")) characters += 3 * (p.hired.length + (copy !== null ? 1 : 0));
  if (has("hindbad")) characters += jarsNow.total - jarsNow.activated;
  if (has("forty-thieves")) characters += 3 * gapCount(g);

  return { oases, caravans, palaces, jars: jarsNow.activated, mosaics, objectives, rubies, characters };
}

const sum = (b: Breakdown): number => CATEGORIES.reduce((t, k) => t + b[k], 0);

/**
 * The copy an unchosen Zumurrud makes at final scoring (A16): the character hired by another
 * player that scores best, ties to the earliest in table order; null when there is none.
 */
export function bestCopy(s: ScoredGame, player: PlayerId, bonus: number, rubies: number): CharacterId | null {
  const p = required(s.players[player], "the player");
  if (!p.hired.includes("zumurrud") || p.copy !== null) return p.copy;
  const candidates = new Set<CharacterId>();
  s.players.forEach((q, i) => {
    if (i !== player) for (const c of q.hired) candidates.add(c);
  });
  let best: CharacterId | null = null;
  let bestTotal = -Infinity;
  for (const c of CHARACTER_IDS) {
    if (!candidates.has(c)) continue;
    const total = sum(playerBreakdown(p, bonus, rubies, c));
    if (total > bestTotal) {
      bestTotal = total;
      best = c;
    }
  }
  return best;
}

/** What every player's breakdown needs from across the table: oasis bonuses and ruby points, in seat order. */
function tableShares(s: ScoredGame): { readonly bonuses: number[]; readonly rubies: number[] } {
  const largest = s.players.map(largestOasisGroup);
  const M = Math.max(...largest);
  return { bonuses: largest.map((size) => (M >= 2 && size === M ? OASIS_BONUS : 0)), rubies: rubyPoints(s) };
}

/** One player's breakdown, Zumurrud's copy chosen as at final scoring. */
function breakdownOf(s: ScoredGame, player: PlayerId, shares: ReturnType<typeof tableShares>): Breakdown {
  const bonus = shares.bonuses[player] ?? 0;
  const rubies = shares.rubies[player] ?? 0;
  return playerBreakdown(required(s.players[player], "the player"), bonus, rubies, bestCopy(s, player, bonus, rubies));
}

/** One player's total as `score` counts it, without the others' breakdowns (bots value one seat at a time). */
export function playerTotal(s: ScoredGame, player: PlayerId): number {
  return sum(breakdownOf(s, player, tableShares(s)));
}

/**
 * The score sheet: breakdown per category, totals, ranking (no tie-break: equal totals share a
 * place). Reads only public facts, so a player's view scores the same as its state.
 */
export function score(s: ScoredGame): ScoreSheet<AlmadiBreakdownPart> {
  const shares = tableShares(s);
  const players = s.players.map((_, i) => {
    const breakdown = breakdownOf(s, i, shares);
    return { player: i, total: sum(breakdown), breakdown };
  });
  return { players, ranking: rankByKeys(players.map((x) => [x.total])) };
}
