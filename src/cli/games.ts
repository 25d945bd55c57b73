import type { AnyGame } from "../core/index.js";

/** The `tesserae games` listing: id, name, player counts and config options of every game. */
export function listGames(games: Readonly<Record<string, AnyGame>>, json: boolean): string {
  const rows = Object.values(games).map((g) => ({
    id: g.id,
    name: g.name,
    players: { min: g.players.min, max: g.players.max },
    defaultConfig: g.defaultConfig,
    configOptions: g.configOptions,
  }));
  if (json) return JSON.stringify(rows, null, 2);
  const lines: string[] = [];
  for (const r of rows) {
    lines.push(`${r.id}  ${r.name}  (${r.players.min}-${r.players.max} players)`);
    for (const [k, v] of Object.entries(r.configOptions)) {
      lines.push(`    ${k} = ${JSON.stringify((r.defaultConfig as Record<string, unknown>)[k])}  ${v}`);
    }
  }
  return lines.join("\n");
}
