/** Setup by player count (spec §4). */
import { required } from "../../core/required.js";
import { firstPlayerLabel, type Rng } from "../../core/shared.js";
import { LANDSCAPE_IDS_BY_TYPE, MOSAIC_IDS, STALL_IDS, START_TILE_IDS, startTileData } from "./catalog.js";
import { CHARACTER_IDS, type CharacterId } from "./characters.js";
import { OBJECTIVE_COLOURS } from "./components.js";
import { BOARD_SLOTS, RUBY_SUPPLY, SETUP_BY_PLAYERS } from "./constants.js";
import { DATA_VERSION, OBJECTIVES } from "./data.js";
import { cellName } from "./realm.js";
import type { AlmadiConfig, AlmadiState, PlayerState, TurnState } from "./state.js";

/** A fresh turn. */
export function newTurn(extra: boolean): TurnState {
  return { step: "take", extra, aliTile: null, pending: [], genie: false, genieActions: 0, lastMove: null, used: [] };
}

/** The realm holding only a starting tile's four landscapes in column 0. */
export function startRealm(tile: string): Record<string, string> {
  const data = required(startTileData(tile), "the starting tile");
  const realm: Record<string, string> = {};
  // Rows 1–4 of column 0, one landscape each.
  data.landscapes.forEach((l, i) => {
    realm[cellName(i + 1, 0)] = l.id;
  });
  return realm;
}

/** Grey objectives set out for a player count and config (A1: players − 1 unless overridden). */
export function greyCount(players: number, config: AlmadiConfig): number {
  return config.greyObjectives ?? players - 1;
}

/** Builds the initial state. */
export function setup({ players, config, rng }: { players: number; config: AlmadiConfig; rng: Rng }): AlmadiState {
  const counts = required(SETUP_BY_PLAYERS[players], "the setup for the player count");
  const firstPlayer = config.firstPlayer ?? rng.int(players, firstPlayerLabel);

  // Landscapes: the required number of each type at random, shuffled into one face-down supply.
  const picked: string[] = [];
  for (const ids of LANDSCAPE_IDS_BY_TYPE) picked.push(...rng.shuffle(ids.slice()).slice(0, counts.perType));
  const supply = rng.shuffle(picked);
  const board = supply.splice(0, BOARD_SLOTS);

  const mosaicDeck = rng.shuffle(MOSAIC_IDS.slice()).slice(0, counts.mosaics);
  const stallDeck = rng.shuffle(STALL_IDS.slice()).slice(0, counts.stalls);

  // One objective of each coloured deck, then the grey ones.
  const objectives: string[] = [];
  for (const colour of OBJECTIVE_COLOURS) {
    const deck = rng.shuffle(OBJECTIVES.filter((o) => o.colour === colour).map((o) => o.id));
    objectives.push(...deck.slice(0, colour === "grey" ? greyCount(players, config) : 1));
  }

  // Starting tiles: dealt at random, or chosen one at a time in reverse seat order (A20).
  const startOrder: number[] = [];
  for (let i = 1; i <= players; i++) startOrder.push((firstPlayer - i + players) % players);
  const randomTiles = config.startTiles === "random" ? rng.shuffle(START_TILE_IDS.slice()) : null;

  let unusedCharacters: CharacterId[] = [];
  const dealt: CharacterId[][] = Array.from({ length: players }, () => []);
  if (config.characters) {
    const deck = rng.shuffle(CHARACTER_IDS.slice() as CharacterId[]);
    for (let p = 0; p < players; p++) dealt[p] = deck.splice(0, counts.dealt);
    unusedCharacters = deck;
  }

  const playerStates: PlayerState[] = dealt.map((characters, p) => {
    const startTile = randomTiles ? required(randomTiles[p], "a starting tile") : null;
    return {
      realm: startTile !== null ? startRealm(startTile) : {},
      startTile,
      rubies: 0,
      mosaics: [],
      stalls: [],
      objectives: [],
      dealt: characters,
      hand: [],
      hired: [],
      copy: null,
      turns: 0,
    };
  });

  const phase = randomTiles ? (config.characters ? "keep" : "play") : "start";
  return {
    game: "almadi",
    dataVersion: DATA_VERSION,
    config,
    phase,
    current: phase === "start" ? required(startOrder[0], "the first player to choose a starting tile") : firstPlayer,
    firstPlayer,
    startOrder: randomTiles ? [] : startOrder,
    board,
    supply,
    mosaicDeck,
    stallDeck,
    objectives,
    rubies: RUBY_SUPPLY,
    publicCharacters: [],
    unusedCharacters,
    normalTurnsOver: false,
    extraTurns: [],
    turn: phase === "play" ? newTurn(false) : null,
    players: playerStates,
    rng: rng.state(),
  };
}
