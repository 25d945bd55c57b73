/** Which data version Almadi runs on and which parts of it are placeholders (docs §10). */
import { dataStatus as statusOf, type DataStatus } from "../../core/shared.js";
import { DATA_VERSION } from "./data.js";

const DOCS = "docs/rules/almadi.md";

/**
 * Almadi's data status: the version stored in every state ({@link DATA_VERSION}) and one caveat per
 * PROVISIONAL part of `data.ts` (the invented placeholder set of spec §2.9), each with the docs
 * section that explains it. The single source of truth on how sure the data is.
 */
export const dataStatus: DataStatus = statusOf(DATA_VERSION, [
  { part: "landscape edge symbols and market goods of the 88 tiles (LANDSCAPES)", status: "PROVISIONAL", docs: `${DOCS}#provisional-landscape-tiles` },
  { part: "starting tiles: landscape types, edge symbols and goods (START_TILES)", status: "PROVISIONAL", docs: `${DOCS}#provisional-starting-tiles` },
  { part: "objective cards: colours, values and requirements (OBJECTIVES)", status: "PROVISIONAL", docs: `${DOCS}#provisional-objective-cards` },
  { part: "mosaic card kinds (MOSAICS)", status: "PROVISIONAL", docs: `${DOCS}#provisional-mosaic-cards` },
  { part: "stall card goods (STALLS)", status: "PROVISIONAL", docs: `${DOCS}#provisional-stall-cards` },
]);

/**
 * True while any part of the data is a placeholder; derived from {@link dataStatus} (kept for
 * callers of earlier versions; prefer `dataStatus.complete`).
 */
export const DATA_IS_PROVISIONAL: boolean = !dataStatus.complete;
