import type { AnyGame } from "../core/shared.js";

/** One line saying which data a game runs on and whether any of it is provisional or unverified. */
export function dataLine(game: AnyGame): string {
  const { version, complete, caveats } = game.dataStatus;
  if (complete) return `data: ${version} (complete, verified)`;
  const parts = caveats.map((c) => `${c.status} ${c.part} (${c.docs})`);
  return `data: ${version}; ${parts.join("; ")}`;
}

/** The `tesserae games` listing: id, name, player counts, data status and config options of every game. */
export function listGames(games: Readonly<Record<string, AnyGame>>, json: boolean): string {
  const rows = Object.values(games).map((g) => ({
    id: g.id,
    name: g.name,
    players: { min: g.players.min, max: g.players.max },
    data: g.dataStatus,
    defaultConfig: g.defaultConfig,
    configOptions: g.configOptions,
  }));
  if (json) return JSON.stringify(rows, null, 2);
  const lines: string[] = [];
  for (const [i, r] of rows.entries()) {
    if (i > 0) lines.push("");
    lines.push(`${r.id}  ${r.name}  (${r.players.min}-${r.players.max} players)`);
    lines.push(`    ${r.data.complete ? `data: ${r.data.version} (complete, verified)` : `data: ${r.data.version}, with provisional or unverified parts:`}`);
    for (const c of r.data.caveats) lines.push(`      ${c.status}: ${c.part} (see ${c.docs})`);
    for (const [k, v] of Object.entries(r.configOptions)) {
      lines.push(`    ${k} = ${JSON.stringify((r.defaultConfig as Record<string, unknown>)[k])}  ${v}`);
    }
  }
  return lines.join("\n");
}
