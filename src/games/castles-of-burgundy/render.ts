/**
 * Text pictures: `renderView` draws exactly what a view shows; `render` draws the spectator's
 * picture of a state plus its hidden parts (the later goods stacks, the unused goods). Both are
 * built by {@link picture}, so there is one copy of the drawing code. Every picture ends with a
 * legend of its codes and of the estate space ids.
 */
import { required } from "../../core/required.js";
import { seatLabel } from "../../core/shared.js";
import {
  ANIMALS,
  BLACK_DEPOT,
  BLACK_PILE,
  BUILDING,
  CASTLE,
  COLOURS,
  GAME_OVER_PHASE,
  NUMBERED_DEPOTS,
  MINE,
  PASTURE,
  PHASE_NAMES,
  ROUNDS_PER_PHASE,
  SHIP,
  animalCountOf,
  animalKindOf,
  buildingOf,
  knowledgeOf,
  tileColour,
  type TileCode,
} from "./data.js";
import { decision, prompt } from "./decision.js";
import { tileText } from "./describe.js";
import { boardOf, estateOf, tileOn, trackOrder } from "./rules.js";
import type { CobState, CobView } from "./state.js";
import { playerView } from "./view.js";

/** Three-letter codes of the building types, in the order of `BUILDINGS`. */
const BUILDING_CODES = ["WHS", "WTW", "CPW", "CHU", "MKT", "BHS", "BNK", "CTH"] as const;
/** Lower-case letters of the space colours (empty spaces), in the order of `COLOURS`. */
const SPACE_LETTERS = ["c", "m", "s", "b", "a", "k"] as const;

/** The two letters of an animal kind on its tiles' codes: "Co" for cow. */
const animalLetters = (kind: string): string => `${kind.charAt(0).toUpperCase()}${kind.charAt(1)}`;

/** A placed tile in three characters (see the legend). */
function tileCode(t: TileCode): string {
  switch (tileColour(t)) {
    case CASTLE:
      return "CAS";
    case MINE:
      return "MIN";
    case SHIP:
      return "SHP";
    case BUILDING:
      return required(BUILDING_CODES[buildingOf(t)], "the building type of the tile");
    case PASTURE:
      return `${animalLetters(required(ANIMALS[animalKindOf(t)], "the animal kind of the tile"))}${animalCountOf(t)}`;
    default:
      return `K${String(knowledgeOf(t)).padStart(2, "0")}`;
  }
}

const LEGEND = [
  "Legend:",
  `  estate cells: an empty space is its colour letter + printed die number (${SPACE_LETTERS.map((l, c) => `${l} ${COLOURS[c]}`).join(", ")});`,
  `  a placed tile is CAS castle, MIN mine, SHP ship, ${BUILDING_CODES.map((b, i) => `${b} ${tileText(10 + i)}`).join(", ")},`,
  `  ${ANIMALS.map(animalLetters).join("/")} + n: an animal tile of n ${ANIMALS.join("/")} (e.g. Co3: 3 cows), Knn: knowledge tile nn.`,
  '  Goods are named by colour = die number 1–6; "3x2" = two goods tiles of colour 3. Depots 1–6 are the numbered depots, black is the central depot.',
];

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`;

/** Goods counts per colour as "3x2 5x1", or "-". */
function goodsText(counts: readonly number[]): string {
  return (
    counts
      .map((n, c) => (n ? `${c + 1}x${n}` : ""))
      .filter(Boolean)
      .join(" ") || "-"
  );
}

/** Space ids of an estate board, laid out like the board. */
function spaceIds(v: Pick<CobView, "config">, seat: number): string[] {
  const e = estateOf(v, seat);
  const out: string[] = [];
  let idx = 0;
  e.rows.forEach((len, r) => {
    const cells: string[] = [];
    for (let c = 0; c < len; c++, idx++) cells.push(String(idx).padEnd(3));
    out.push(("    " + " ".repeat(2 * Math.abs(3 - r)) + cells.join(" ")).trimEnd());
  });
  return out;
}

/** The picture of everything a view shows; `heading` says whose picture it is. */
function picture(v: CobView, heading: string): string[] {
  const lines: string[] = [];
  const over = v.phase >= GAME_OVER_PHASE;
  lines.push(`The Castles of Burgundy — ${over ? "game over" : `phase ${PHASE_NAMES[v.phase]}, round ${v.round + 1} of ${ROUNDS_PER_PHASE}, white die ${v.whiteDie}`} (${heading})`);
  const pending = decision(v);
  if (pending !== null) {
    lines.push(`Decision: ${prompt(v, pending)}`);
    lines.push(`Turn order this round: ${v.turnOrder.map(seatLabel).join(" > ")}; ${seatLabel(required(v.turnOrder[v.turnIndex], "the current player"))}'s turn`);
  }
  lines.push("Depots (tiles; goods on the depot's goods space):");
  for (let d = BLACK_DEPOT; d <= NUMBERED_DEPOTS; d++) {
    const goods = d === BLACK_DEPOT ? "" : `; goods ${goodsText(required(v.depotGoods[d], "the goods space of a depot"))}`;
    lines.push(`  ${d === BLACK_DEPOT ? "black  " : `depot ${d}`}: ${required(v.depots[d], "a depot").map(tileText).join(", ") || "-"}${goods}`);
  }
  lines.push(`This phase's goods still to come (one per round): ${v.roundGoods.join(" ") || "-"}`);
  lines.push(`Later phases' goods: ${v.goodsStackSizes.length === 0 ? "none" : `face-down stacks of ${v.goodsStackSizes.join(", ")}`}`);
  lines.push(`Supply piles (face down): ${v.supply.map((pile, i) => `${i === BLACK_PILE ? "black backs" : COLOURS[i]} ${pile.length}`).join(", ")}; removed from the game: ${v.removed}`);
  lines.push(
    `Turn-order track (furthest first, then the later arrival): ${trackOrder(v.players)
      .map((i) => `${seatLabel(i)} on space ${required(v.players[i], "a player on the turn-order track").track}`)
      .join(" > ")}`,
  );
  const bonus = COLOURS.map((name, c) => {
    const large = v.bonusLarge[c] ?? null;
    const small = v.bonusSmall[c] ?? null;
    if (large === null && small === null) return "";
    return `${name}: large ${large === null ? "-" : seatLabel(large)}, small ${small === null ? "-" : seatLabel(small)}`;
  }).filter(Boolean);
  lines.push(`Bonus tiles taken: ${bonus.join("; ") || "none"}`);
  v.players.forEach((p, seat) => {
    const pts = p.points.areas + p.points.colourBonus + p.points.animals + p.points.sales + p.points.watchtowers;
    const left = p.dice.filter((x): x is number => x !== null);
    const dice = left.length === 0 ? "both dice used" : left.length === 1 ? `a ${left[0]} die left` : `dice ${left[0]} and ${left[1]}`;
    lines.push(
      `${seatLabel(seat)}${v.viewer === seat ? " (you)" : ""}: ${pts} points on the score track, ${plural(p.silver, "silverling")}, ${plural(p.workers, "worker")}, ${dice}, estate board ${boardOf(v.config, seat)}`,
    );
    lines.push(`  storage: ${p.storage.map(tileText).join(", ") || "-"}; goods: ${goodsText(p.goods)}; sold: ${goodsText(p.sold)}`);
    const e = estateOf(v, seat);
    let idx = 0;
    e.rows.forEach((len, r) => {
      const cells: string[] = [];
      for (let c = 0; c < len; c++, idx++) {
        const t = tileOn(p, idx);
        cells.push(t >= 0 ? tileCode(t) : `${SPACE_LETTERS[required(e.colour[idx], "the colour of an estate space")]}${e.number[idx]} `);
      }
      lines.push(("    " + " ".repeat(2 * Math.abs(3 - r)) + cells.join(" ")).trimEnd());
    });
  });
  lines.push(...LEGEND);
  // Every estate board has the same 37 spaces in rows of 4-5-6-7-6-5-4.
  lines.push(`  Space ids of the estate boards (the \`space\` of a move; text says "space 18"):`);
  lines.push(...spaceIds(v, 0));
  return lines;
}

/** The text picture of exactly what a view shows. */
export function renderView(v: CobView): string {
  return picture(v, v.viewer === "spectator" ? "as a spectator sees it" : `as ${seatLabel(v.viewer)} sees it`).join("\n");
}

/** The omniscient picture of a state: everything public plus the hidden goods, for logs and debugging. */
export function render(s: CobState): string {
  const lines = picture(playerView(s, "spectator"), "omniscient: hidden parts shown");
  lines.push("Hidden parts:");
  lines.push(`  later phases' goods stacks, next phase first (top to bottom): ${s.goodsStacks.map((st) => st.join(" ")).join(" | ") || "none"}`);
  lines.push(`  unused goods: ${s.spareGoods.join(" ") || "none"}`);
  return lines.join("\n");
}
