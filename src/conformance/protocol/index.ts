/**
 * The Tesserae JSON-lines protocol (`tesserae serve`): the message schemas, the server's handler
 * over sessions, its line loop and the compact array encodings. See docs/protocol.md.
 */
export * from "./messages.js";
export * from "./encoding.js";
export { createServer, type ProtocolServer, type ServerOptions } from "./server.js";
export { defaultServedGames, type ServedGame, type ServedGames } from "./registry.js";
export { serveLines } from "./stdio.js";
