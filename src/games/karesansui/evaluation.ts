/**
 * Karesansui position evaluation for bots: the garden's final scoring as if the game ended now
 * (which `score` already computes mid-game), plus what the player still holds in hand and what a
 * tile on its way into a garden (placed, stolen or given) is about to score there.
 */
import type { PlayerId, ScoreScale, SearchHints } from "../../core/shared.js";
import { cellAt, CELLS, colOf, COLS, NEIGHBOURS } from "./board.js";
import { BOAT_ROW, BOAT_STONE, POINTS, STONE_KINDS, STONE_THRESHOLD, VIRTUE } from "./data.js";
import { required } from "../../core/required.js";
import { placeableBits, playerAt } from "./rules.js";
import { brokenBoundaries, gardenTotal } from "./scoring.js";
import type { KaresansuiState } from "./state.js";

/** Weights of the parts of {@link evaluateKaresansui} that are promises rather than points. */
export const KARESANSUI_EVALUATION_WEIGHTS = {
  /** Points for a tile kept in storage (it can still fill a cell). */
  storedTile: 1,
  /** Points per gardener card not yet used (an action still to come). */
  gardener: 0.5,
  /** Points for a free stone about to be taken (a gardener's stone decision spending no virtue): a new kind or pattern. */
  freeStone: 2,
  /** Points for a pending free monk move followed by a stone action (Sen no Rikyū). */
  monkAnywhere: 1,
  /** Points per stone in the garden, by the share of it still empty: a pair or line of stones scores later (keima, diagonals). */
  stone: 1.5,
  /** Points per tile in the monk's column with no stone on or beside it: where the next stone can go. */
  monkColumn: 0.5,
  /**
   * Points per virtue point held while the game goes on, beside the point it scores: negative,
   * since taking a stone spends all of it (MCTS hoarded virtue and bought fewer stones than a
   * rule-of-thumb bot; with this weight it won 24 of 32 games against that bot at 200 ms a
   * decision, against 18.5 of 32 without).
   */
  heldVirtue: -0.5,
  /**
   * Share of {@link stoneOption} counted: what held virtue may still buy. Greedy play against the
   * rule-of-thumb bot (bench/heuristics) saved no virtue for the boat stone (its 2-player supply is
   * one, and its bonus 5 points): it won 36.8% of 1,000 games without this, 46.1% with it; MCTS at
   * 200 ms a decision won 21.5 of 32 games with it, against 20 of 32 without.
   */
  stoneOption: 1.5,
  /**
   * Points a later tile is expected to add to an empty cell: every garden fills before the game
   * ends, so a tile placed, stolen or given now gains only what it beats that later tile by, and a
   * cell left empty is worth this much. Measured, the best cell of a drawn tile gains about half a
   * point in mid-game (100 games of greedy against the rule of thumb; more early, less late). Greedy
   * against the rule of thumb (bench/heuristics), games 300–899: 47.6% without this, 60.7% with it
   * (0.25: 61.9%, 1: 58.8%); tileWorth is a whole number, so without it a steal whose tile scores
   * exactly the 2 virtue it costs (or a placement that ties keeping the tile) was a coin flip.
   */
  laterTile: 0.5,
  /**
   * Share of {@link connectedOption} counted: the all-connected bonus (7) comes only with the last
   * tile, far beyond what a playout of 4 moves reaches, so without it a first broken boundary cost
   * the search only its 2 points. MCTS (4,000 iterations a decision, margin reward) against the
   * rule-of-thumb bot, 32 games: 25.5 won with 0.5 (mean margin 7.0 points), 22 with 1 (6.8), 25
   * without it (5.5).
   */
  connected: 0.5,
} as const;

/**
 * What `player`'s held virtue may still buy, in points: for each stone kind the supply still has
 * and the garden lacks, what the stone would add (a new kind; the boat stone's bonus too while a
 * bottom-row cell could still hold it), by the share of the kind's threshold the virtue reaches;
 * the best of them. Virtue grows toward a dear stone instead of going on the first cheap one.
 */
export function stoneOption(state: KaresansuiState, player: PlayerId): number {
  const p = playerAt(state, player);
  let best = 0;
  for (const kind of STONE_KINDS) {
    if (state.supply[kind] <= 0 || p.stones.includes(kind)) continue;
    let gain = POINTS.perStoneKind;
    if (kind === BOAT_STONE && boatRowOpen(p)) gain += POINTS.boat;
    const worth = gain * Math.min(1, p.virtue / STONE_THRESHOLD[kind]);
    if (worth > best) best = worth;
  }
  return best;
}

/**
 * The all-connected bonus still in reach, in points: while no boundary of `player`'s garden is
 * broken, the bonus by the share of the garden already filled (each tile laid without a break
 * brings it nearer, and the first break loses it for good); 0 before the first tile, after a
 * break, and once the garden is full (the score then counts the bonus itself).
 */
export function connectedOption(state: KaresansuiState, player: PlayerId): number {
  const p = playerAt(state, player);
  if (p.placed === 0 || p.placed >= CELLS || brokenBoundaries(p) > 0) return 0;
  return POINTS.allConnected * (p.placed / CELLS);
}

/** Whether a cell of the boat's bonus row could still take a stone (one without a stone: empty, or a tile without one). */
function boatRowOpen(p: KaresansuiState["players"][number]): boolean {
  for (let c = 0; c < COLS; c++) if (p.stones[cellAt(BOAT_ROW, c)] === null) return true;
  return false;
}

/**
 * What `tile` adds to `player`'s garden total on its best legal cell (empty; a first tile in a
 * first-tile corner, later ones next to a placed tile): negative when every cell costs points,
 * 0 when the garden is full. Tiles keep their printed orientation here.
 */
export function tileWorth(state: KaresansuiState, player: PlayerId, tile: number): number {
  const pl = playerAt(state, player);
  if (pl.placed >= CELLS) return 0;
  const before = gardenTotal(state, pl);
  let best = -Infinity;
  // The rules' cells for a new tile (for a first tile, the corners, whether or not empty: the loop checks).
  const placeable = placeableBits(pl);
  // One garden to try the tile in, cell by cell: its own copy of the tiles, put back after each try.
  const tiles = [...pl.tiles];
  const trial = { ...pl, tiles, placed: pl.placed + 1 };
  for (let c = 0; c < CELLS; c++) {
    if (pl.tiles[c] !== null || !((placeable >> c) & 1)) continue;
    tiles[c] = tile;
    const gain = gardenTotal(state, trial) - before;
    tiles[c] = null;
    if (gain > best) best = gain;
  }
  return best === -Infinity ? 0 : best;
}

/** What `tile` adds to `player`'s garden beyond the later tile its cell would get otherwise (`laterTile`). */
function tileGain(state: KaresansuiState, player: PlayerId, tile: number): number {
  return tileWorth(state, player, tile) - KARESANSUI_EVALUATION_WEIGHTS.laterTile;
}

/**
 * What the decision on top of the stack is about to give `player`: a tile to be placed in their
 * garden (`placeCell`: their own placement, a steal carried out or a gift accepted) scores
 * {@link tileWorth} less the later tile its cell would otherwise get (`laterTile`, counted per
 * empty cell by the evaluation); in the steal window the tile goes, less the 2 virtue a steal costs, to an
 * opponent who may steal it and for whom it scores at least that much, else to its placer; a gardener's pending effect (a free stone, the
 * best of the drawn tiles, the best tile to take from another storage, a free monk move); a gift waiting for an answer is counted as the
 * recipient would answer it by its worth to them: taken when it scores at least the virtue it
 * gives the giver, who then gains that virtue.
 */
function pendingTile(state: KaresansuiState, player: PlayerId): number {
  const d = state.stack[state.stack.length - 1];
  if (!d) return 0;
  switch (d.kind) {
    case "placeCell":
      return d.players[0] === player ? tileGain(state, player, d.tile) : 0;
    case "steal": {
      // An opponent who may still steal is expected to when the tile scores for them at least the virtue it costs.
      const thieves = [...d.players, ...d.declared];
      const wanted = thieves.some((q) => tileGain(state, q, d.tile) >= -VIRTUE.steal);
      if (state.current === player) return wanted ? 0 : tileGain(state, player, d.tile);
      if (!thieves.includes(player)) return 0;
      const mine = tileGain(state, player, d.tile);
      return mine >= -VIRTUE.steal ? mine + VIRTUE.steal : 0;
    }
    case "gift": {
      const to = required(d.players[0], "the gift's recipient");
      if (to !== player && d.from !== player) return 0;
      const worth = tileGain(state, to, d.tile);
      const virtue = Math.min(VIRTUE.gift, VIRTUE.max - playerAt(state, d.from).virtue);
      if (worth < virtue) return 0;
      return to === player ? worth : virtue;
    }
    case "stealReaction":
      // Unless the placer holds the card that cancels it, the steal goes ahead.
      return d.declared.includes(player) ? tileGain(state, player, d.tile) + VIRTUE.steal : 0;
    case "stone":
      return d.players[0] === player && !d.spendVirtue ? KARESANSUI_EVALUATION_WEIGHTS.freeStone : 0;
    case "drawnTiles":
      return d.players[0] === player && d.placesLeft > 0 ? Math.max(0, ...d.tiles.map((t) => tileGain(state, player, t))) : 0;
    case "takeStored": {
      if (d.players[0] !== player) return 0;
      let best = 0;
      for (const [q, other] of state.players.entries()) if (q !== player && other.storage !== null) best = Math.max(best, tileGain(state, player, other.storage));
      return best;
    }
    case "monkAnywhere":
      return d.players[0] === player && d.thenStone ? KARESANSUI_EVALUATION_WEIGHTS.monkAnywhere : 0;
    default:
      return 0;
  }
}

/**
 * Karesansui evaluation of `state` for `player`, in points (higher is better): the garden's total
 * by every scoring category as if the game ended now (sand, moss, stone kinds, virtue, boundaries,
 * patterns, famous gardens), and while the game goes on: each stone, by the share of the garden
 * still empty (stones make patterns later), the tiles in the monk's column with no stone on or
 * beside them (where the next stone can go), a stored tile, each unused gardener card, each empty
 * cell (`laterTile`: a later tile will fill it), half the all-connected bonus by the share of the
 * garden filled while no boundary is broken ({@link connectedOption}, `connected`), and the tile about to enter the player's garden
 * (placement, steal or gift: its best cell's gain beyond that later tile), less
 * half a point per virtue point held (`heldVirtue`: the next stone spends it all), plus what that
 * virtue may still buy ({@link stoneOption}, `stoneOption`). A pending gift's
 * virtue counts its full point, so a gift that gives the giver 2 virtue is taken only when it
 * scores at least that. Once the game is over it is the final total.
 */
export function evaluateKaresansui(state: KaresansuiState, player: PlayerId): number {
  const p = playerAt(state, player);
  // This player's garden only: the evaluation is asked once per player.
  const total = gardenTotal(state, p);
  if (state.over) return total;
  const w = KARESANSUI_EVALUATION_WEIGHTS;
  const unused = p.gardeners.filter((g) => !p.used.includes(g)).length;
  let room = 0;
  if (p.monk !== null) {
    for (let c = colOf(p.monk); c < CELLS; c += COLS) if (p.tiles[c] !== null && p.stones[c] === null && !required(NEIGHBOURS[c], "a cell's neighbours").some((n) => p.stones[n] !== null)) room++;
  }
  let stones = 0;
  for (const k of p.stones) if (k !== null) stones++;
  return (
    total +
    w.heldVirtue * p.virtue +
    w.laterTile * (CELLS - p.placed) +
    w.stoneOption * stoneOption(state, player) +
    w.stone * stones * (1 - p.placed / CELLS) +
    w.monkColumn * room +
    (p.storage !== null ? w.storedTile : 0) +
    w.gardener * unused +
    w.connected * connectedOption(state, player) +
    pendingTile(state, player)
  );
}

/** The evaluation as the game definition exposes it (`karesansui.evaluate`). */
export const evaluate = evaluateKaresansui;

/**
 * How points run in Karesansui between good players (from bots' games, bench/strength.ts): a typical
 * final score, the spread of final scores and a typical winning margin. MCTS scales its rewards by them.
 */
export const SCORE_SCALE: ScoreScale = { typical: 30, spread: 10, margin: 5 };

/**
 * Progressive-bias visits of the search (the tuned search's 20 elsewhere). Declining a gift and
 * accepting it differ by a point or two, less than the search's noise, and with 20 the answer
 * flipped from ask to ask toward accepting the longer it searched; the one-move evaluation ranks
 * them right. Against the rule-of-thumb bot at 4,000 iterations a decision (games 0–199): 164.5
 * of 200 won with 200, against 152 with 20 (docs/bots.md).
 */
const PRIOR_VISITS = 200;

/**
 * How MCTS best searches this game at a fixed time (head to head, 2 players, 200 ms a decision,
 * 2026-11-27; docs/bots.md): random playouts of 4 moves won 12 of 16 games against greedy ones (its
 * evaluation is dear, so a greedy step costs most); valuing the leaf at once won 3 of 8. The reward
 * is the margin alone (`scoreWeight` 0): a steal or a gift moves a tile's points from one garden
 * to another, and the margin counts what the other garden gains as much as what its own loses. Against the rule-of-thumb bot at 4,000 iterations a decision (32 games): 25 won with it,
 * 20.5 with the tuned own-score weight (0.6).
 */
export const SEARCH_HINTS: SearchHints = { rollout: "random", rolloutDepth: 4, scoreWeight: 0, priorVisits: PRIOR_VISITS };
