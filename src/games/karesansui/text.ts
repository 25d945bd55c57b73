/** Names that the text of moves, decisions and pictures share (one wording everywhere). */
import { seatLabel, type PlayerId } from "../../core/shared.js";
import { FAMOUS_GARDENS, GARDENERS, TILE_DESIGNS } from "./data.js";

const GARDENER_NAMES = new Map<string, string>(GARDENERS.map((g) => [g.id, g.name]));
const FAMOUS_NAMES = new Map<string, string>(FAMOUS_GARDENS.map((f) => [f.id, f.name]));

/** A tile design's code, e.g. "QsSE" (the render legend explains the codes). */
export const tileCode = (t: number): string => TILE_DESIGNS[t]?.id ?? `#${t}`;

/** A tile design's code with its art, e.g. "QsSE (small fan, SE corner)". */
export const tileText = (t: number): string => {
  const d = TILE_DESIGNS[t];
  return d ? `${d.id} (${d.description})` : `#${t}`;
};

/** A gardener card's name, e.g. "Musō Soseki". */
export const gardenerName = (id: string): string => GARDENER_NAMES.get(id) ?? id;

/** A famous-garden card's name, e.g. "龍安寺 Ryōan-ji". */
export const famousName = (id: string): string => FAMOUS_NAMES.get(id) ?? id;

/** Seats as text: "Player 2" or "Player 2, Player 3". */
export const seatsText = (players: readonly PlayerId[]): string => players.map(seatLabel).join(", ");
