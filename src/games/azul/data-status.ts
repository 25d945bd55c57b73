import { dataStatus as status, type DataStatus } from "../../core/shared.js";

/**
 * Azul's component data (data.ts): version "azul-data-1". Every number (tiles, factories, wall
 * layout, floor values, bonuses) is confirmed by the rulebook, so no part is provisional or
 * unverified (docs/rules/azul.md#data-provenance).
 */
export const dataStatus: DataStatus = status("azul-data-1", []);
