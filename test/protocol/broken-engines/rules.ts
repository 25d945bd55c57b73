/**
 * Broken engines for testing `tesserae conformance --engine`: each game's definition with one rule
 * changed, built by wrapping the real definition (the real one is left as it is).
 */
import { games, type AnyGame, type PlayerId } from "../../../src/index.js";

/** What a wrapped `applyMove` sees once a move has settled: the state before it, the move, the state after. */
type Tweak = (before: any, move: any, player: PlayerId, after: any) => any;

/**
 * `game` with `tweak` run on the settled state after every player's move. In explicit-chance mode
 * a move may end at chance nodes: the tweak runs when the last outcome settles it, on the node's
 * recorded state and move.
 */
function afterMoves(game: AnyGame, tweak: Tweak): AnyGame {
  const wrap = (apply: AnyGame["applyMove"]) => (position: any, move: any, player?: PlayerId) => {
    const after = apply(position, move, player);
    if (game.isChanceNode(after)) return after;
    if (game.isChanceNode(position)) {
      const origin = position.chance;
      if (!origin.move) return after;
      const { player: seat, ...body } = origin.move;
      return tweak(origin.state, body, seat, after);
    }
    const seat = player ?? move.player ?? game.activePlayers(position)[0];
    return tweak(position, move, seat, after);
  };
  return { ...game, applyMove: wrap(game.applyMove), applyListed: wrap(game.applyListed) } as AnyGame;
}

/** `game` whose legal-move lists leave out the moves `drop` names (and that refuses them). */
function withoutMoves(game: AnyGame, drop: (move: any) => boolean): AnyGame {
  const legalMoves = (position: any, player?: PlayerId) => game.legalMoves(position, player).filter((m: unknown) => !drop(m));
  const refuse = (apply: AnyGame["applyMove"]) => (position: any, move: any, player?: PlayerId) => {
    if (!game.isChanceNode(position) && drop(move)) throw new Error("this broken engine has no such move");
    return apply(position, move, player);
  };
  return { ...game, legalMoves, applyMove: refuse(game.applyMove), applyListed: refuse(game.applyListed) } as AnyGame;
}

/** Azul: a wall tile placed right of another scores one point too many. */
const azul = afterMoves(games.azul, (before, _move, _player, after) => ({
  ...after,
  boards: after.boards.map((board: any, p: number) => {
    let extra = 0;
    board.wall.forEach((row: any[], r: number) =>
      row.forEach((tile, c) => {
        if (tile !== null && before.boards[p].wall[r][c] === null && c > 0 && row[c - 1] !== null) extra++;
      }),
    );
    return extra === 0 ? board : { ...board, score: board.score + extra, wallPoints: board.wallPoints + extra };
  }),
}));

/** Queen's Garden: expansions can never be bought. */
const queensGarden = withoutMoves(games["queens-garden"], (m) => m.type === "buyExpansion");

/** Almadi: the genie never moves a landscape. */
const almadi = withoutMoves(games.almadi, (m) => m.type === "genieMove");

/** Karesansui: zazen gives one virtue too many. */
const karesansui = afterMoves(games.karesansui, (_before, move, player, after) =>
  move.type !== "zazen" ? after : { ...after, players: after.players.map((pl: any, p: number) => (p === player ? { ...pl, virtue: pl.virtue + 1 } : pl)) },
);

/** The Castles of Burgundy: selling goods scores one point too many. */
const castles = afterMoves(games["castles-of-burgundy"], (_before, move, player, after) =>
  move.type !== "sell" ? after : { ...after, players: after.players.map((pl: any, p: number) => (p === player ? { ...pl, points: { ...pl.points, sales: pl.points.sales + 1 } } : pl)) },
);

/** Every game with one rule changed, and the rule, by game id. */
export const brokenGames: Readonly<Record<string, { readonly game: AnyGame; readonly rule: string }>> = {
  azul: { game: azul, rule: "a wall tile placed right of another scores one point too many" },
  "queens-garden": { game: queensGarden, rule: "expansions can never be bought" },
  almadi: { game: almadi, rule: "the genie never moves a landscape" },
  karesansui: { game: karesansui, rule: "zazen gives one virtue too many" },
  "castles-of-burgundy": { game: castles, rule: "selling goods scores one point too many" },
};
