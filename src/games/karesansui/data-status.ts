/** Which data version Karesansui runs on and which parts of it are not confirmed (spec §11). */
import { dataStatus as statusOf, type DataStatus } from "../../core/shared.js";
import { DATA_VERSION } from "./data.js";

const DOCS = "docs/rules/karesansui.md";

/**
 * Karesansui's data status: the version stored in every state ({@link DATA_VERSION}) and one caveat
 * per PROVISIONAL or UNVERIFIED part of `data.ts`, each with the docs section that explains it.
 */
export const dataStatus: DataStatus = statusOf(DATA_VERSION, [
  { part: "tile mix, edge art and swirl arcs (TILE_DESIGNS)", status: "PROVISIONAL", docs: `${DOCS}#tile-mix-and-edge-art` },
  { part: "art of tiles turned by 180° (ROTATED_180, variant allowRotate180)", status: "PROVISIONAL", docs: `${DOCS}#turned-tile-art` },
  { part: "famous-garden patterns, points and three names (FAMOUS_GARDENS)", status: "PROVISIONAL", docs: `${DOCS}#famous-garden-cards` },
  {
    part: "gardener effects of Kobori Enshū, Kanamori Sōwa, Kentei, Shigemori Mirei, the second half of Sen no Rikyū and Ishikawa's cap (GARDENERS)",
    status: "PROVISIONAL",
    docs: `${DOCS}#gardener-effects`,
  },
  { part: "boat-stone bonus value and row (POINTS.boat, BOAT_ROW)", status: "PROVISIONAL", docs: `${DOCS}#boat-stone-bonus` },
  { part: "sanzon shape: lenient default and the strict t–T–t triad (config sanzonStrict)", status: "UNVERIFIED", docs: `${DOCS}#sanzon-shape` },
]);
