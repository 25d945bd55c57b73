/**
 * The fast path of the four games without a simulator of their own: {@link actionFastPath} over
 * their action spaces (one simulator action per choice of a factored move). Azul's mutable
 * simulator, `azulFastPath`, lives with its engine (src/games/azul/simulator.ts).
 */
import { actionFastPath, type FastPath } from "../core/shared.js";
import { almadi, type AlmadiState } from "../games/almadi/index.js";
import { almadiActionSpace } from "../games/almadi/action-space.js";
import { castlesOfBurgundy, type CobState } from "../games/castles-of-burgundy/index.js";
import { castlesOfBurgundyActionSpace } from "../games/castles-of-burgundy/action-space.js";
import { karesansui, type KaresansuiState } from "../games/karesansui/index.js";
import { karesansuiActionSpace } from "../games/karesansui/action-space.js";
import { queensGarden, type QueensGardenState } from "../games/queens-garden/index.js";
import { queensGardenActionSpace } from "../games/queens-garden/action-space.js";

/** Queen's Garden's fast path: `actionFastPath(queensGarden, queensGardenActionSpace)`. */
export const queensGardenFastPath: FastPath<QueensGardenState> = actionFastPath(queensGarden, queensGardenActionSpace);
/** Almadi's fast path: `actionFastPath(almadi, almadiActionSpace)`. */
export const almadiFastPath: FastPath<AlmadiState> = actionFastPath(almadi, almadiActionSpace);
/** Karesansui's fast path: `actionFastPath(karesansui, karesansuiActionSpace)`. */
export const karesansuiFastPath: FastPath<KaresansuiState> = actionFastPath(karesansui, karesansuiActionSpace);
/** The Castles of Burgundy's fast path: `actionFastPath(castlesOfBurgundy, castlesOfBurgundyActionSpace)`. */
export const castlesOfBurgundyFastPath: FastPath<CobState> = actionFastPath(castlesOfBurgundy, castlesOfBurgundyActionSpace);
