/**
 * The shared core of Tesserae: the game interface, seeded PRNG, errors, schema helpers, decision
 * plumbing, replay records and the building blocks (bags, decks, grids, tracks) the games share,
 * plus immer's `produce` for building positions by hand.
 * @packageDocumentation
 */
export * from "./shared.js";
export { produce } from "./immer.js";
