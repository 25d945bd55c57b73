/**
 * The one registry of games: every game's module (its definition, action space, observation and
 * fast path), keyed by id. Adding a game is one line here (see docs/writing-a-game.md); everything
 * that lists games (the root `games`, the CLI, the protocol server, the conformance kit, the
 * benchmarks) reads this.
 */
import { azulModule } from "./games/azul/module.js";
import { queensGardenModule } from "./games/queens-garden/module.js";
import { almadiModule } from "./games/almadi/module.js";
import { karesansuiModule } from "./games/karesansui/module.js";
import { castlesOfBurgundyModule } from "./games/castles-of-burgundy/module.js";
import type { GameModule } from "./rl/module.js";

/** Every game's module, keyed by its id (the id of its subpath: `tesserae/<id>`). */
export const registry = {
  azul: azulModule,
  "queens-garden": queensGardenModule,
  almadi: almadiModule,
  karesansui: karesansuiModule,
  "castles-of-burgundy": castlesOfBurgundyModule,
} as const satisfies Record<string, GameModule>;
