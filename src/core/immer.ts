import { Immer } from "immer";

/**
 * Tesserae's own immer instance. Auto-freezing is off: states are treated as immutable by
 * contract (tests deep-freeze them), and freezing every produced state would cost bots dearly.
 * Using a private instance leaves the caller's global immer settings alone.
 */
const immer = new Immer({ autoFreeze: false });

/** immer's `produce`, without auto-freeze. */
export const produce: Immer["produce"] = immer.produce;
