/**
 * Azul's fast path for search: a mutable simulator over Azul's flat action indices (actions.ts).
 * The table lives in one `Int32Array` (simulator-layout.ts), so a move allocates nothing and a
 * copy is one array copy. It runs the rules of the pure engine (apply.ts, tiling.ts, round.ts,
 * end.ts) on that array and draws tiles with the core bag helpers from the same PRNG, so the same
 * actions give the same game: `toState()` is deep-equal to the pure engine's state, PRNG state
 * included (test/properties/fast-path.test.ts plays both side by side).
 */
import { bagTotal, drawFromCounts, pourCounts, Rng, runThrough, ValidationError, type PlayerId } from "../../core/shared.js";
import { refusedAction, type FastPath, type Simulator } from "../../rl/simulator.js";
import { deepFreeze, freezingStates } from "../../core/dev.js";
import { COLOURS, FLOOR_SLOTS, FLOOR_TOTALS, TILES_PER_FACTORY, WALL_SIZE } from "./data.js";
import { noRowCanBeCompleted } from "./end.js";
import {
  ACCEPTS,
  boardAt,
  COLUMN_COLOURS,
  CURRENT,
  DESTINATIONS,
  FLOOR,
  FLOOR_DESTINATION,
  FLOOR_LENGTH,
  FLOOR_POINTS,
  KINDS,
  layoutFor,
  LINE_COLOUR,
  LINE_COUNT,
  MARKER,
  MARKER_HOLDER,
  markWall,
  NONE,
  OFFER,
  ON_TABLE,
  OVER,
  pack,
  PHASE,
  refreshAccepts,
  ROUND,
  ROW_COLOURS,
  SCORE,
  SOURCES,
  START_PLAYER,
  TILING,
  TILING_ROW,
  unpack,
  unpackBoard,
  WALL,
  WALL_POINTS,
  type Layout,
} from "./simulator-layout.js";
import type { AzulConfig, AzulState } from "./state.js";
import { rowCanBeCompleted } from "./wall.js";

/** Every destination of one colour, as a bit set. */
const ALL_DESTINATIONS = (1 << DESTINATIONS) - 1;
/** The floor of every colour, as bits `colour × 6 + destination`: a take may always go there. */
const FLOOR_EVERY_COLOUR = COLOURS.reduce((bits, _c, c) => bits | (1 << (c * DESTINATIONS + FLOOR_DESTINATION)), 0);
/** A wall row holding every colour, as a bit set. */
const ALL_COLOURS = (1 << KINDS) - 1;

/** The lowest set bit's index (`bits` ≠ 0). */
const lowestBit = (bits: number): number => 31 - Math.clz32(bits & -bits);

/**
 * The mutable Azul table. Bag and lid stay plain 5-number arrays (allocated once per simulator,
 * like the rest) because the core helpers that draw from them take those.
 */
class AzulSimulator implements Simulator<AzulState> {
  readonly actionCount: number;
  private readonly layout: Layout;
  /** First `place` action (grey wall): every take comes before. */
  private readonly placeBase: number;
  private readonly grey: boolean;
  /** Offset of the board whose wall {@link AzulSimulator.filled} reads (placement scoring). */
  private scoring = 0;
  /** Whether a wall cell of the board being scored is tiled, for the core's `runThrough`. */
  private readonly filled = (row: number, col: number): boolean => this.cells[this.scoring + WALL + row * WALL_SIZE + col] !== NONE;

  constructor(
    private readonly config: AzulConfig,
    private readonly cells: Int32Array,
    private readonly bag: number[],
    private readonly lid: number[],
    private readonly rng: Rng,
    players: number,
  ) {
    this.layout = layoutFor(players);
    this.grey = config.wall === "grey";
    // The flat encoding of actions.ts: every take, (source × 5 + colour) × 6 + destination, then
    // the grey wall's five `place` actions. Counted here rather than imported, so that the bots
    // entry, which loads this file, does not load Azul's move schemas and move generation with it.
    this.placeBase = (this.layout.factories + 1) * KINDS * DESTINATIONS;
    this.actionCount = this.placeBase + (this.grey ? WALL_SIZE : 0);
  }

  player(): PlayerId {
    return this.cells[PHASE] === OVER ? -1 : this.cells[CURRENT]!;
  }

  isTerminal(): boolean {
    return this.cells[PHASE] === OVER;
  }

  /** Legal actions in ascending order, which is also the order of `legalMoves` (legal.ts). */
  legalActions(out: Int32Array): number {
    const cells = this.cells;
    const phase = cells[PHASE];
    if (phase === OVER) return 0;
    const b = boardAt(this.layout, cells[CURRENT]!);
    let n = 0;
    if (phase === TILING) {
      // Grey wall: the row's empty cells whose column holds no tile of the line's colour.
      const row = cells[TILING_ROW]!;
      const bit = 1 << cells[b + LINE_COLOUR + row]!;
      for (let col = 0; col < WALL_SIZE; col++) {
        if (cells[b + WALL + row * WALL_SIZE + col] === NONE && (cells[b + COLUMN_COLOURS + col]! & bit) === 0) out[n++] = this.placeBase + col;
      }
      return n;
    }
    const accepts = cells[b + ACCEPTS]! | FLOOR_EVERY_COLOUR;
    const { factories, sourceColours } = this.layout;
    for (let source = 0; source <= factories; source++) {
      for (let colours = cells[sourceColours + source]!; colours !== 0; colours &= colours - 1) {
        const c = lowestBit(colours);
        const base = (source * KINDS + c) * DESTINATIONS;
        for (let to = (accepts >>> (c * DESTINATIONS)) & ALL_DESTINATIONS; to !== 0; to &= to - 1) out[n++] = base + lowestBit(to);
      }
    }
    return n;
  }

  apply(action: number): boolean {
    // Refused before anything changes (a few bit tests): an unlisted action would corrupt the table.
    if (!this.isLegal(action)) throw refusedAction("azul", action, this.actionCount, this.cells[PHASE] === OVER);
    if (action >= this.placeBase) this.placeChosen(action - this.placeBase);
    else this.take(action);
    return true;
  }

  /** Whether `legalActions` would list `action` now, answered without listing them. */
  private isLegal(action: number): boolean {
    if (!(action >= 0 && action < this.actionCount) || (action | 0) !== action) return false;
    const cells = this.cells;
    const phase = cells[PHASE];
    if (phase === OVER) return false;
    const b = boardAt(this.layout, cells[CURRENT]!);
    if (action >= this.placeBase) {
      if (phase !== TILING) return false;
      const col = action - this.placeBase;
      const row = cells[TILING_ROW]!;
      return cells[b + WALL + row * WALL_SIZE + col] === NONE && (cells[b + COLUMN_COLOURS + col]! & (1 << cells[b + LINE_COLOUR + row]!)) === 0;
    }
    if (phase === TILING) return false;
    const c = Math.floor(action / DESTINATIONS) % KINDS;
    const source = Math.floor(action / (DESTINATIONS * KINDS));
    const accepts = cells[b + ACCEPTS]! | FLOOR_EVERY_COLOUR;
    return (cells[this.layout.sourceColours + source]! & (1 << c)) !== 0 && ((accepts >>> (c * DESTINATIONS + (action % DESTINATIONS))) & 1) === 1;
  }

  /** TAKE, as apply.ts: the tiles of one colour from a source onto a line, the rest to the floor. */
  private take(action: number): void {
    const cells = this.cells;
    const { factories, centre, sourceColours, players } = this.layout;
    const dest = action % DESTINATIONS;
    const c = Math.floor(action / DESTINATIONS) % KINDS;
    const source = Math.floor(action / (DESTINATIONS * KINDS));
    const p = cells[CURRENT]!;
    const b = boardAt(this.layout, p);
    const from = SOURCES + source * KINDS;
    const n = cells[from + c]!;
    cells[from + c] = 0;
    if (source === factories) {
      cells[sourceColours + factories]! &= ~(1 << c);
      // The first to take from the centre takes the marker onto the floor too (held off a full floor).
      if (cells[MARKER_HOLDER] === NONE) {
        cells[MARKER_HOLDER] = p;
        const length = cells[b + FLOOR_LENGTH]!;
        if (length < FLOOR_SLOTS) {
          cells[b + FLOOR + length] = MARKER;
          cells[b + FLOOR_LENGTH] = length + 1;
        }
      }
    } else {
      // The rest of the factory goes to the centre.
      for (let k = 0; k < KINDS; k++) {
        cells[centre + k]! += cells[from + k]!;
        cells[from + k] = 0;
      }
      cells[sourceColours + factories]! |= cells[sourceColours + source]! & ~(1 << c);
      cells[sourceColours + source] = 0;
    }
    cells[ON_TABLE]! -= n;
    let toFloor = n;
    if (dest !== FLOOR_DESTINATION) {
      const count = cells[b + LINE_COUNT + dest]!;
      const placed = Math.min(n, dest + 1 - count);
      cells[b + LINE_COLOUR + dest] = c;
      cells[b + LINE_COUNT + dest] = count + placed;
      refreshAccepts(cells, b, dest);
      toFloor = n - placed;
    }
    this.lid[c]! += this.dropOnFloor(b, c, toFloor);
    cells[CURRENT] = (p + 1) % players;
    if (cells[ON_TABLE] === 0) this.continueTiling(cells[START_PLAYER]!, 0);
  }

  /** Puts `n` tiles of colour `c` on a floor from the left; returns how many did not fit (they go to the lid). */
  private dropOnFloor(b: number, c: number, n: number): number {
    const cells = this.cells;
    const length = cells[b + FLOOR_LENGTH]!;
    const fit = Math.min(n, FLOOR_SLOTS - length);
    for (let i = 0; i < fit; i++) cells[b + FLOOR + length + i] = c;
    cells[b + FLOOR_LENGTH] = length + fit;
    return n - fit;
  }

  /** Grey wall: the pending line's tile goes to the chosen column (0-based), and tiling resumes. */
  private placeChosen(col: number): void {
    const cells = this.cells;
    const p = cells[CURRENT]!;
    const row = cells[TILING_ROW]!;
    this.tileLine(boardAt(this.layout, p), row, col);
    cells[TILING_ROW] = NONE;
    this.continueTiling(p, row + 1);
  }

  /**
   * Wall tiling from `player`'s row `fromRow` on, as tiling.ts `continueTiling`: players from the
   * starting player on, rows 1→5 then the floor; a grey-wall line with several legal columns stops
   * for the player's choice, with one it is placed, with none its tiles go to the floor.
   */
  private continueTiling(player: number, fromRow: number): void {
    const cells = this.cells;
    const n = this.layout.players;
    const start = cells[START_PLAYER]!;
    for (let k = (player - start + n) % n; k < n; k++) {
      const p = (start + k) % n;
      const b = boardAt(this.layout, p);
      for (let row = p === player ? fromRow : 0; row < WALL_SIZE; row++) {
        if (cells[b + LINE_COUNT + row] !== row + 1) continue;
        const c = cells[b + LINE_COLOUR + row]!;
        if (!this.grey) {
          this.tileLine(b, row, (c + row) % WALL_SIZE);
          continue;
        }
        let columns = 0;
        let only = NONE;
        for (let col = 0; col < WALL_SIZE; col++) {
          if (cells[b + WALL + row * WALL_SIZE + col] === NONE && (cells[b + COLUMN_COLOURS + col]! & (1 << c)) === 0) {
            columns++;
            only = col;
          }
        }
        if (columns === 1) {
          this.tileLine(b, row, only);
        } else if (columns === 0) {
          this.lid[c]! += this.dropOnFloor(b, c, row + 1);
          this.clearLine(b, row);
        } else {
          cells[PHASE] = TILING;
          cells[CURRENT] = p;
          cells[TILING_ROW] = row;
          return;
        }
      }
      this.scoreFloor(b);
    }
    this.finishRound();
  }

  /** A complete line's tile onto the wall at (row, col), scored as tiling.ts `placementPoints`; the rest of the line to the lid. */
  private tileLine(b: number, row: number, col: number): void {
    const cells = this.cells;
    const c = cells[b + LINE_COLOUR + row]!;
    cells[b + WALL + row * WALL_SIZE + col] = c;
    markWall(cells, b, row, col, c);
    this.scoring = b;
    const h = runThrough(this.filled, row, col, 0, 1, WALL_SIZE, WALL_SIZE);
    const v = runThrough(this.filled, row, col, 1, 0, WALL_SIZE, WALL_SIZE);
    const points = h === 1 && v === 1 ? 1 : (h >= 2 ? h : 0) + (v >= 2 ? v : 0);
    cells[b + SCORE]! += points;
    cells[b + WALL_POINTS]! += points;
    this.lid[c]! += row; // line L held L tiles; one went to the wall
    this.clearLine(b, row);
  }

  private clearLine(b: number, row: number): void {
    this.cells[b + LINE_COLOUR + row] = NONE;
    this.cells[b + LINE_COUNT + row] = 0;
    refreshAccepts(this.cells, b, row);
  }

  /** FLOOR: the penalty of the occupied slots, the score kept at 0 or more; tiles to the lid, the marker stays with its holder. */
  private scoreFloor(b: number): void {
    const cells = this.cells;
    const length = cells[b + FLOOR_LENGTH]!;
    const before = cells[b + SCORE]!;
    const after = Math.max(0, before + FLOOR_TOTALS[length]!);
    cells[b + SCORE] = after;
    cells[b + FLOOR_POINTS]! += after - before;
    for (let i = 0; i < length; i++) {
      const item = cells[b + FLOOR + i]!;
      if (item !== MARKER) this.lid[item]!++;
    }
    cells[b + FLOOR_LENGTH] = 0;
  }

  /** END_CHECK then PREPARE, as tiling.ts `finishRound`: over on a complete row or by R17, else the next round. */
  private finishRound(): void {
    const cells = this.cells;
    cells[TILING_ROW] = NONE;
    if (this.anyCompleteRow() || this.noRowCanBeCompleted()) {
      cells[PHASE] = OVER;
      return;
    }
    if (cells[MARKER_HOLDER] !== NONE) cells[START_PLAYER] = cells[MARKER_HOLDER]!;
    cells[ROUND]!++;
    this.startRound();
  }

  private anyCompleteRow(): boolean {
    for (let p = 0; p < this.layout.players; p++) {
      const b = boardAt(this.layout, p);
      for (let row = 0; row < WALL_SIZE; row++) if (this.cells[b + ROW_COLOURS + row] === ALL_COLOURS) return true;
    }
    return false;
  }

  /**
   * R17 (end.ts). A row settles it at once when every colour it lacks already has enough free
   * tiles (bag, lid, table, floors) to fill its pattern line and, on the grey wall, its missing
   * colours fit its empty cells: end.ts's own first test, checked here on the array because it
   * decides nearly every round. Otherwise end.ts decides, on a snapshot of the table.
   */
  private noRowCanBeCompleted(): boolean {
    const cells = this.cells;
    const { players, factories } = this.layout;
    const free = [0, 0, 0, 0, 0];
    for (let c = 0; c < KINDS; c++) {
      let n = this.bag[c]! + this.lid[c]!;
      for (let source = 0; source <= factories; source++) n += cells[SOURCES + source * KINDS + c]!;
      free[c] = n;
    }
    for (let p = 0; p < players; p++) {
      const b = boardAt(this.layout, p);
      for (let i = 0; i < cells[b + FLOOR_LENGTH]!; i++) if (cells[b + FLOOR + i] !== MARKER) free[cells[b + FLOOR + i]!]!++;
    }
    for (let p = 0; p < players; p++) {
      const b = boardAt(this.layout, p);
      for (let row = 0; row < WALL_SIZE; row++) {
        const present = cells[b + ROW_COLOURS + row]!;
        let enough = true;
        for (let c = 0; c < KINDS && enough; c++) if ((present & (1 << c)) === 0 && free[c]! < row + 1) enough = false;
        if (enough && (!this.grey || rowCanBeCompleted(unpackBoard(cells, this.layout, p).wall, row))) return false;
      }
    }
    return noRowCanBeCompleted(this.snapshot());
  }

  /** A new round, as round.ts `startRound`: marker to the centre, the starting player first, factories filled; no tile put out ends the game. */
  private startRound(): void {
    const cells = this.cells;
    cells[MARKER_HOLDER] = NONE;
    cells[CURRENT] = cells[START_PLAYER]!;
    cells[TILING_ROW] = NONE;
    cells[PHASE] = OFFER;
    this.fillFactories();
    if (cells[ON_TABLE] === 0) cells[PHASE] = OVER;
  }

  /**
   * FILL, as round.ts `fillFactories`: 4 tiles per factory in order, drawn one at a time with the
   * core's `drawFromCounts`; an empty bag takes the whole lid first, and with both empty the
   * remaining factories stay short.
   */
  private fillFactories(): void {
    const { bag, lid, cells, rng } = this;
    const { factories, sourceColours } = this.layout;
    let total = bagTotal(bag);
    for (let f = 0; f < factories; f++) {
      for (let i = 0; i < TILES_PER_FACTORY; i++) {
        if (total === 0) {
          total = bagTotal(lid);
          if (total === 0) break;
          pourCounts(bag, lid);
          lid.fill(0);
        }
        const c = drawFromCounts(bag, rng, total);
        cells[SOURCES + f * KINDS + c]!++;
        cells[sourceColours + f]! |= 1 << c;
        cells[ON_TABLE]!++;
        total--;
      }
    }
  }

  clone(): AzulSimulator {
    return new AzulSimulator(this.config, this.cells.slice(), this.bag.slice(), this.lid.slice(), new Rng(this.rng.state()), this.layout.players);
  }

  /** The table as a pure-engine state, not frozen (for end.ts, which only reads it). */
  private snapshot(): AzulState {
    return unpack(this.cells, this.layout, this.config, this.bag, this.lid, this.rng.state());
  }

  toState(): AzulState {
    const state = this.snapshot();
    // Like every state the library hands out: deep-frozen in development mode.
    return freezingStates() ? deepFreeze(state) : state;
  }
}

/**
 * Azul's {@link FastPath}: a mutable simulator for every player count and both walls, over the
 * actions of `azulActionSpace`. `create` only reads the state it is given, and throws
 * `ValidationError` for anything but a full Azul state, and for an explicit-chance state
 * (`rng: null`), whose tile draws the simulator cannot make.
 */
export const azulFastPath: FastPath<AzulState> = Object.freeze({
  game: "azul",
  create(state: AzulState) {
    const s = state as Partial<AzulState> | null;
    if (s === null || typeof s !== "object" || s.game !== "azul" || !Object.hasOwn(s, "rng") || !Array.isArray(s.boards)) {
      throw new ValidationError("Azul fast path", [{ path: "", message: "expected a full Azul state, not a player view (simulate from a determinized state) nor a chance node" }]);
    }
    if (s.rng === null) {
      throw new ValidationError("Azul fast path", [
        { path: "rng", message: "an explicit-chance state (rng: null) is not supported by the mutable simulator, which draws tiles from the state's PRNG: simulate from a state of the default mode" },
      ]);
    }
    return new AzulSimulator(state.config, pack(state), state.bag.slice(), state.lid.slice(), new Rng(state.rng!), state.boards.length);
  },
});
