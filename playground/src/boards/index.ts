/** The board drawing of each game, by id. Each draws a view only: never a full state. */
import { drawAzul } from "./azul.js";
import { drawQueensGarden } from "./queens-garden.js";
import { drawAlmadi } from "./almadi.js";
import { drawKaresansui } from "./karesansui.js";
import { drawCastlesOfBurgundy } from "./castles-of-burgundy.js";
import { label, root } from "./svg.js";

/**
 * Draws `view` (the view of `seat`) for the game `id`; elements with `data-pick` stand for parts of
 * moves. `final` holds each seat's final total once the game is over (end-of-game scoring included),
 * which the seat headers show instead of the running score.
 */
export function drawBoard(id: string, view: unknown, seat: number | "spectator", final: readonly number[] | null): SVGSVGElement {
  switch (id) {
    case "azul":
      return drawAzul(view as never, seat, final);
    case "queens-garden":
      return drawQueensGarden(view as never, seat, final);
    case "almadi":
      return drawAlmadi(view as never, seat, final);
    case "karesansui":
      return drawKaresansui(view as never, seat, final);
    case "castles-of-burgundy":
      return drawCastlesOfBurgundy(view as never, seat, final);
    default:
      return root(300, 30, label(4, 20, `No board drawing for ${id}: use the move list.`));
  }
}
