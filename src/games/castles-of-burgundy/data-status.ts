/** Which parts of the Castles of Burgundy component data are not confirmed against the printed game. */
import { dataStatus as status, type DataStatus } from "../../core/data-status.js";
import { DATA_VERSION } from "./data.js";

const DOC = "docs/rules/castles-of-burgundy.md";

/**
 * The data version and its caveats: each part that rests on one transcription against another, on
 * a derivation or on no source at all, with the docs section that explains it. Estate boards 4 and
 * 8 are none of these: the two transcriptions that differ hold two editions (the 2019 boards and
 * the Special Edition's rework, both offered; docs "Estate boards").
 */
export const dataStatus: DataStatus = status(DATA_VERSION, [
  { part: "knowledge tile 5: which depots are adjacent (ring 1–6 assumed, no source)", status: "PROVISIONAL", docs: `${DOC}#8-ambiguities--resolutions` },
]);
