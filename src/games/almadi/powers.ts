/** Who holds which character power (hired, or copied through Zumurrud). */
import { required } from "../../core/required.js";
import type { CharacterId } from "./characters.js";
import type { AlmadiState, PlayerState } from "./state.js";

/** Whether a player has a character's power: hired it, or copies it with Zumurrud. */
export function has(p: PlayerState, c: CharacterId): boolean {
  return p.copy === c || p.hired.includes(c);
}

/** Whether the player on turn may use a once-per-turn power now (has it and has not used it this turn). */
export function canUseOnce(s: AlmadiState, c: CharacterId): boolean {
  const t = s.turn;
  return t !== null && has(required(s.players[s.current], "the current player"), c) && !t.used.includes(c);
}

/** The characters that fire "when you activate a genie" (A26). */
export const GENIE_TRIGGERS: readonly CharacterId[] = ["aladdin", "badroulbadour", "paribanou"];
