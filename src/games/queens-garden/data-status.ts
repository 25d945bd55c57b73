import { dataStatus as status, type DataStatus } from "../../core/shared.js";
import { DATA_VERSION } from "./data.js";

const DOC = "docs/rules/queens-garden.md";

/**
 * The data version Queen's Garden runs on and its caveats: each part of `data.ts` marked
 * PROVISIONAL or UNVERIFIED there and in the docs, with the docs section that explains it.
 */
export const dataStatus: DataStatus = status(DATA_VERSION, [
  { part: "scoring wheel: the three categories of each round (WHEEL)", status: "PROVISIONAL", docs: `${DOC}#scoring-wheel` },
  { part: "jokers for surrounding an ornament (JOKER_REWARD)", status: "PROVISIONAL", docs: `${DOC}#joker-rewards` },
  { part: "statue and bench arrangement on the fountain board (FOUNTAIN_ORNAMENTS)", status: "PROVISIONAL", docs: `${DOC}#fountain-ornaments` },
  { part: "colour order beyond blue first and the colour ids (COLOURS)", status: "PROVISIONAL", docs: `${DOC}#colours` },
  { part: "English names of patterns 5 and 6 (PATTERN_LABELS)", status: "UNVERIFIED", docs: `${DOC}#pattern-names` },
  { part: "garden geometry, derived from counts (board.ts)", status: "UNVERIFIED", docs: `${DOC}#garden-geometry` },
]);
