/**
 * The README loop, for every game: `applyMove(state, legalMoves(state)[i])` with any i plays a
 * whole game, whatever the game, player count or config — also where several players may act at
 * once (each listed move then carries its `player`). Run: `npx tsx examples/readme-loop.ts`.
 */
import { games, Rng, seatLabel, type AnyGame } from "../src/index.js";

/** Configs besides the default: Almadi's characters are kept by everyone at once. */
const variants: Record<string, Record<string, unknown>[]> = { azul: [{ wall: "grey" }], almadi: [{ characters: true }] };

const pick = Rng.fromSeed("readme-loop");
// The registry holds five differently typed games; AnyGame is the type for code that takes any of them.
for (const game of Object.values(games) as AnyGame[]) {
  for (const config of [{}, ...(variants[game.id] ?? [])])
    for (let players = game.players.min; players <= game.players.max; players++) {
      let state = game.setup({ players, seed: 1, config });
      let moves = 0;
      while (!game.isTerminal(state)) {
        const legal = game.legalMoves(state); // every active player's moves, each exactly once
        state = game.applyMove(state, legal[pick.int(legal.length)]!);
        moves++;
      }
      const sheet = game.score(state);
      const winners = sheet.ranking[0]!.map(seatLabel).join(" and ");
      const label = Object.keys(config).length ? ` ${JSON.stringify(config)}` : "";
      console.log(`${game.name}${label}, ${players} players: ${moves} moves, won by ${winners} (${sheet.players.map((p) => p.total).join(" / ")})`);
    }
}
