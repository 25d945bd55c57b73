/**
 * An agent-environment cycle over a game, in the style of PettingZoo's AEC API: one agent acts at
 * a time (`agentSelection`), observes its own view as a fixed-length vector, picks an action
 * under a mask, and `step`s. Factored moves take several steps by the same agent. See docs/rl.md.
 */
import type { ActionSpace, ActionState } from "./actions.js";
import { IllegalMoveError, ValidationError } from "../core/errors.js";
import { required } from "../core/required.js";
import type { ObservationSpace } from "./observation.js";
import type { Seed } from "../core/prng.js";
import type { DecisionPoint, GameDefinition, PlayerId, ScoreSheet } from "../core/types.js";

/** Options of an {@link AecEnv}. */
export interface AecOptions<Config> {
  readonly players: number;
  /** Seed of the first game (`reset(seed)` starts another). */
  readonly seed: Seed;
  readonly config?: Partial<Config>;
  /**
   * Each seat's reward once the game ends, from the final score sheet (default: each seat's final
   * total). Rewards are 0 on every other step. `rankRewards` from `tesserae/bots` gives 1 to the
   * winner, 0 to the last, ties sharing.
   */
  readonly reward?: (sheet: ScoreSheet, players: number) => readonly number[];
}

/** What {@link AecEnv.last} reports to the agent about to act. */
export interface AecStep {
  readonly agent: PlayerId | null;
  /** The agent's observation (all 0 when no agent is selected). */
  readonly observation: Float32Array;
  /** Legal next actions of the agent (all 0 once the game is done). */
  readonly mask: Uint8Array;
  /** The agent's reward from the last step. */
  readonly reward: number;
  readonly termination: boolean;
  readonly truncation: boolean;
  /** The actions already chosen toward the agent's pending move, and the decision being made. */
  readonly info: { readonly prefix: readonly number[]; readonly decision: DecisionPoint | null };
}

/**
 * A game as an AEC environment: `agentSelection` is the seat to act (with several seats able to act
 * at once, the lowest; each acts in turn); `step(action)` plays one action of it. A game ends by its
 * rules (`terminations`) or when it reaches `game.moveLimit(players)` moves (`truncations`).
 */
export class AecEnv<State, Move, Config, View> {
  /** Every seat: 0 … players − 1. */
  readonly agents: readonly PlayerId[];
  /** Each seat's reward from the last step. */
  rewards: number[];
  /** Each seat's rewards summed since `reset`. */
  cumulativeRewards: number[];
  terminations: boolean[];
  truncations: boolean[];
  private current: ActionState<State>;
  private moves = 0;

  constructor(
    readonly game: GameDefinition<State, Move, Config, View, any, any>,
    readonly space: ActionSpace<State, Move, Config>,
    readonly observation: ObservationSpace<View, Config>,
    private readonly options: AecOptions<Config>,
  ) {
    if (space.game !== game.id || observation.game !== game.id)
      throw new ValidationError("AEC environment", [{ path: "space", message: `the action space (${space.game}) and observation (${observation.game}) must be ${game.id}'s` }]);
    this.agents = Array.from({ length: options.players }, (_, i) => i);
    this.rewards = this.zeros();
    this.cumulativeRewards = this.zeros();
    this.terminations = this.agents.map(() => false);
    this.truncations = this.agents.map(() => false);
    this.current = space.start(game.setup({ players: options.players, seed: options.seed, ...(options.config ? { config: options.config } : {}) }));
  }

  private zeros(): number[] {
    return this.agents.map(() => 0);
  }

  /** Starts a new game (with `seed`, or the options' seed). */
  reset(seed: Seed = this.options.seed): void {
    const o = this.options;
    this.current = this.space.start(this.game.setup({ players: o.players, seed, ...(o.config ? { config: o.config } : {}) }));
    this.moves = 0;
    this.rewards = this.zeros();
    this.cumulativeRewards = this.zeros();
    this.terminations = this.agents.map(() => false);
    this.truncations = this.agents.map(() => false);
  }

  /** The game state now. */
  get state(): State {
    return this.current.state;
  }

  /** Actions chosen so far toward the pending move. */
  get prefix(): readonly number[] {
    return this.current.prefix;
  }

  /** Whether the game has ended (terminated or truncated). */
  get done(): boolean {
    return this.terminations.some(Boolean) || this.truncations.some(Boolean);
  }

  /** The seat to act now, or null once the game is done. */
  get agentSelection(): PlayerId | null {
    if (this.done) return null;
    if (this.current.prefix.length > 0) return this.current.player;
    return this.game.activePlayers(this.current.state)[0] ?? null;
  }

  /** `agent`'s observation: its own player view, encoded. */
  observe(agent: PlayerId): Float32Array {
    return this.observation.encode(this.game.playerView(this.current.state, agent));
  }

  /** The legal next actions of the selected agent (all 0 once done). */
  actionMask(): Uint8Array {
    const agent = this.agentSelection;
    if (agent === null) return new Uint8Array(this.space.actionCount(this.options.players, this.options.config));
    return this.space.mask(this.current.state, this.current.prefix, agent);
  }

  /** What the selected agent needs to act: observation, mask, reward, flags and the pending prefix. */
  last(): AecStep {
    const agent = this.agentSelection;
    const size = this.observation.size(this.options.players, this.options.config);
    return {
      agent,
      observation: agent === null ? new Float32Array(size) : this.observe(agent),
      mask: this.actionMask(),
      reward: agent === null ? 0 : required(this.rewards[agent], "the agent's reward"),
      termination: this.terminations.some(Boolean),
      truncation: this.truncations.some(Boolean),
      info: { prefix: this.current.prefix, decision: this.game.decision(this.current.state) },
    };
  }

  /**
   * Plays one action of the selected agent. Throws `IllegalMoveError` for an action its mask
   * forbids (nothing changes) or once the game is done.
   */
  step(action: number): void {
    const agent = this.agentSelection;
    if (agent === null) throw new IllegalMoveError("GAME_OVER", "the game is done: reset() to play another");
    const next = this.space.step(this.current, action, agent);
    this.current = next;
    this.rewards = this.zeros();
    if (next.prefix.length > 0) return;
    this.moves++;
    if (this.game.isTerminal(next.state)) {
      const reward = this.options.reward ?? ((sheet: ScoreSheet) => this.agents.map((p) => sheet.players.find((s) => s.player === p)?.total ?? 0));
      this.rewards = [...reward(this.game.score(next.state), this.options.players)];
      this.rewards.forEach((r, p) => (this.cumulativeRewards[p] = required(this.cumulativeRewards[p], "the seat's summed reward") + r));
      this.terminations = this.agents.map(() => true);
    } else if (this.moves >= this.game.moveLimit(this.options.players)) {
      this.truncations = this.agents.map(() => true);
    }
  }

  /** Yields the agent to act until the game is done (PettingZoo's `agent_iter`). */
  *agentIter(): Generator<PlayerId> {
    for (let agent = this.agentSelection; agent !== null; agent = this.agentSelection) yield agent;
  }
}
