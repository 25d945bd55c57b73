/** How sure a part of a game's component data is. */
export type DataCertainty = "PROVISIONAL" | "UNVERIFIED";

/** One part of a game's data that is not confirmed against the printed game. */
export interface DataCaveat {
  /** What the part is, e.g. "scoring wheel values". */
  readonly part: string;
  /** PROVISIONAL: our best reconstruction, likely to change; UNVERIFIED: sourced, but not checked against the printed game. */
  readonly status: DataCertainty;
  /**
   * The docs section that explains it, as a link that works wherever the data is read (an npm
   * page, a UI), e.g. "https://github.com/tesserae-games/tesserae/blob/main/docs/rules/queens-garden.md#data-provenance".
   */
  readonly docs: string;
}

/**
 * Which version of its component data a game runs on, and which parts of that data are
 * provisional or unverified. Each game's data lives in its own data module: that module is the
 * one place to replace it. Replay records store `version` and refuse to replay on other data.
 */
export interface DataStatus {
  /** Bumped whenever the data changes what a game plays, e.g. `"azul-data-1"`. */
  readonly version: string;
  /** True when no part is provisional or unverified. */
  readonly complete: boolean;
  readonly caveats: readonly DataCaveat[];
}

/** Where the project's docs are read online (the repository named in package.json). */
export const DOCS_BASE_URL = "https://github.com/tesserae-games/tesserae/blob/main/";

/**
 * A {@link DataStatus} whose `complete` flag is derived from its caveats; each caveat's `docs` is
 * given as a path in the repository ("docs/rules/azul.md#…") and published as a link under
 * {@link DOCS_BASE_URL}, so it is not dead on the registry.
 */
export function dataStatus(version: string, caveats: readonly DataCaveat[] = []): DataStatus {
  return { version, complete: caveats.length === 0, caveats: caveats.map((c) => ({ ...c, docs: new URL(c.docs, DOCS_BASE_URL).href })) };
}
