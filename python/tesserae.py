"""Tesserae from Python: a client of the `tesserae serve` JSON-lines protocol.

Standard library only. Three layers:

* ``Engine``: the server process (``tesserae serve``) and one request/reply at a time.
* ``Session``: one game held by the server (setup, legal moves, apply, chance, view, score).
* ``AECEnv`` (PettingZoo's agent-environment cycle) and ``SingleAgentEnv`` (Gymnasium's
  ``reset``/``step``, one seat against Tesserae bots) over the action spaces and observations.

See docs/python.md and docs/protocol.md.
"""

import array
import base64
import json
import os
import shlex
import subprocess
import sys

__all__ = ["PROTOCOL", "EngineError", "Engine", "Session", "AECEnv", "SingleAgentEnv", "rank_rewards"]

#: The protocol version this client speaks.
PROTOCOL = 1

_HERE = os.path.dirname(os.path.abspath(__file__))


class EngineError(Exception):
    """An error reply of the engine (``code`` as in docs/protocol.md, ``field`` when one is to blame),
    or ``ENGINE_EXITED`` / ``BAD_REPLY`` / ``PROTOCOL_MISMATCH`` from the client itself."""

    def __init__(self, code, message, field=None):
        super().__init__("%s: %s" % (code, message))
        self.code = code
        self.message = message
        self.field = field


def default_command():
    """How to start the engine: $TESSERAE_SERVE if set, else the CLI of the package this file ships
    in (``node <package>/dist/cli/index.js serve``), else ``npx --no-install tesserae serve``."""
    env = os.environ.get("TESSERAE_SERVE")
    if env:
        return shlex.split(env)
    cli = os.path.join(_HERE, os.pardir, "dist", "cli", "index.js")
    if os.path.isfile(cli):
        return ["node", os.path.normpath(cli), "serve"]
    return ["npx", "--no-install", "tesserae", "serve"]


class Engine:
    """A running protocol server. Use as a context manager, or call ``close()``.

    ``command``: a list of arguments or a shell-like string (default: ``default_command()``).
    """

    def __init__(self, command=None, cwd=None):
        if command is None:
            command = default_command()
        elif isinstance(command, str):
            command = shlex.split(command)
        self.command = list(command)
        self._proc = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=cwd)
        self._next_id = 0
        try:
            hello = self.call("hello")
            if hello.get("protocol") != PROTOCOL:
                raise EngineError("PROTOCOL_MISMATCH", "engine speaks protocol %r, this client %d" % (hello.get("protocol"), PROTOCOL))
        except BaseException:
            self.close()
            raise
        #: The ``hello`` reply: engine name and version, games, limits.
        self.hello = hello

    def call(self, op, **fields):
        """Sends one request and returns its reply (a dict); raises ``EngineError`` on an error reply."""
        self._next_id += 1
        request = dict(fields, id=self._next_id, op=op)
        line = json.dumps(request, separators=(",", ":")).encode("utf-8") + b"\n"
        try:
            self._proc.stdin.write(line)
            self._proc.stdin.flush()
        except (BrokenPipeError, ValueError):
            raise EngineError("ENGINE_EXITED", "the engine process is not running (%s)" % " ".join(self.command))
        reply = self._proc.stdout.readline()
        if not reply:
            raise EngineError("ENGINE_EXITED", "the engine process ended (%s)" % " ".join(self.command))
        try:
            data = json.loads(reply)
        except ValueError:
            raise EngineError("BAD_REPLY", "the engine wrote a line that is not JSON: %r" % reply[:200])
        if not isinstance(data, dict) or data.get("id") != request["id"]:
            raise EngineError("BAD_REPLY", "the engine answered another request: %r" % reply[:200])
        if not data.get("ok"):
            err = data.get("error") or {}
            raise EngineError(err.get("code", "UNKNOWN"), err.get("message", ""), err.get("field"))
        return data

    def setup(self, game, players, seed=None, config=None, chance="sampled"):
        """A new game held by the server (``chance="explicit"``: every random event is a chance node)."""
        fields = {"game": game, "players": players, "chance": chance}
        if seed is not None:
            fields["seed"] = seed
        if config is not None:
            fields["config"] = config
        return Session(self, self.call("setup", **fields))

    def load(self, game, state):
        """A session holding a saved state (or chance node) of ``game``."""
        return Session(self, self.call("load", game=game, state=state))

    def close(self):
        """Ends the engine: closes its stdin and waits for it."""
        if self._proc.poll() is None:
            try:
                self._proc.stdin.close()
            except (BrokenPipeError, OSError):
                pass
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
        if self._proc.stdout:
            self._proc.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


class Session:
    """One game on the server. ``status`` is the last position summary (decision, terminal, chance,
    chooser, prefix, moves)."""

    def __init__(self, engine, status):
        self.engine = engine
        self.id = status["session"]
        self.move_limit = status.get("moveLimit")
        self.status = status

    def _call(self, op, **fields):
        return self.engine.call(op, session=self.id, **fields)

    def _update(self, reply):
        self.status = reply
        return reply

    def decision(self):
        return self._update(self._call("decision"))["decision"]

    def legal_moves(self, player=None):
        return self._call("legal_moves", **({} if player is None else {"player": player}))["moves"]

    def apply(self, move, player=None):
        return self._update(self._call("apply", move=move, **({} if player is None else {"player": player})))

    def chance_outcomes(self):
        return self._call("chance_outcomes")["outcomes"]

    def apply_chance(self, outcome):
        return self._update(self._call("apply_chance", outcome=outcome))

    def view(self, player):
        return self._call("view", player=player)["view"]

    def score(self):
        return self._call("score")["score"]

    def state(self):
        return self._call("state")["state"]

    def describe(self, move, player=None):
        return self._call("describe", move=move, **({} if player is None else {"player": player}))["text"]

    def render(self, viewer=None):
        return self._call("render", **({} if viewer is None else {"viewer": viewer}))["text"]

    def spaces(self, labels=False):
        return self._call("spaces", labels=labels)

    def action_mask(self, player=None):
        """The legal next actions as a list of 0/1."""
        reply = self._call("action_mask", encoding="bits", **({} if player is None else {"player": player}))
        return [c - 48 for c in reply["mask"].encode("ascii")]

    def observation(self, player=None):
        """The observation of ``player`` (default: the seat choosing now) as a list of floats."""
        reply = self._call("observation", encoding="base64", **({} if player is None else {"player": player}))
        return decode_floats(reply["observation"])

    def apply_action(self, action, player=None):
        return self._update(self._call("apply_action", action=action, **({} if player is None else {"player": player})))

    def reset(self, seed=None):
        return self._update(self._call("reset", **({} if seed is None else {"seed": seed})))

    def bot_move(self, bot, player=None):
        return self._update(self._call("bot_move", bot=bot, **({} if player is None else {"player": player})))

    def close(self):
        self._call("close")


def decode_floats(text):
    """Base64 of little-endian Float32s (the protocol's ``base64`` observation) as a list of floats."""
    values = array.array("f")
    values.frombytes(base64.b64decode(text))
    if sys.byteorder != "little":
        values.byteswap()
    return values.tolist()


def rank_rewards(score, players):
    """1 to the winner, 0 to the last, ties sharing the mean of their places (as ``rankRewards``)."""
    out = [0.0] * players
    if players <= 1:
        return [1.0] * players
    place = 0
    for group in score["ranking"]:
        mean = place + (len(group) - 1) / 2
        for p in group:
            out[p] = (players - 1 - mean) / (players - 1)
        place += len(group)
    return out


def _totals(score, players):
    out = [0.0] * players
    for line in score["players"]:
        out[line["player"]] = float(line["total"])
    return out


_REWARDS = {"score": _totals, "rank": rank_rewards}


def _reward_fn(reward):
    if callable(reward):
        return reward
    if reward not in _REWARDS:
        raise ValueError("reward must be 'score', 'rank' or a function(score, players), not %r" % (reward,))
    return _REWARDS[reward]


class AECEnv:
    """A game as a PettingZoo-style agent-environment cycle (agents are seat numbers 0 … players-1).

    ``last()`` gives the selected agent's ``({"observation", "action_mask"}, reward, termination,
    truncation, info)``; ``step(action)`` plays one action. In a factored game one move takes
    several steps of the same agent (``info["prefix"]`` lists the actions chosen so far). Rewards
    are 0 until the game ends, then ``reward(score, players)`` per seat (default: final totals;
    ``"rank"``: 1 to the winner, 0 to the last). The game is truncated at the engine's move limit.
    """

    metadata = {"name": "tesserae_aec"}

    def __init__(self, engine, game, players=2, seed=0, config=None, reward="score"):
        self.engine = engine
        self.game = game
        self.players = players
        self.agents = list(range(players))
        self.possible_agents = list(self.agents)
        self._reward = _reward_fn(reward)
        self._session = engine.setup(game, players, seed=seed, config=config)
        spaces = self._session.spaces()
        self.action_count = spaces["actionCount"]
        self.observation_size = spaces["observationSize"]
        self._clear()

    def _clear(self):
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}

    @property
    def session(self):
        """The server-side session (state, score, render …)."""
        return self._session

    def reset(self, seed=None, options=None):
        """Starts a new game (with ``seed``, or the first game's seed)."""
        self._session.reset(seed)
        self._clear()

    @property
    def done(self):
        return any(self.terminations.values()) or any(self.truncations.values())

    @property
    def agent_selection(self):
        """The seat to act now, or None once the game is done."""
        if self.done:
            return None
        return self._session.status["chooser"]

    def agent_iter(self, max_iter=2 ** 63):
        """Yields the agent to act until the game is done; step once per yield."""
        for _ in range(max_iter):
            agent = self.agent_selection
            if agent is None:
                return
            yield agent

    def observe(self, agent):
        """``agent``'s observation of its own view, as a list of floats."""
        return self._session.observation(agent)

    def last(self, observe=True):
        agent = self.agent_selection
        status = self._session.status
        info = {"prefix": list(status["prefix"]), "decision": status["decision"]}
        if agent is None:
            obs = {"observation": [0.0] * self.observation_size, "action_mask": [0] * self.action_count}
            return obs, 0.0, any(self.terminations.values()), any(self.truncations.values()), info
        obs = {"observation": self._session.observation(agent) if observe else None, "action_mask": self._session.action_mask(agent)}
        return obs, self.rewards[agent], self.terminations[agent], self.truncations[agent], info

    def step(self, action):
        """Plays one action of the selected agent; an action its mask forbids raises ``EngineError``
        (``ILLEGAL_ACTION``) and changes nothing."""
        agent = self.agent_selection
        if agent is None:
            raise EngineError("GAME_OVER", "the game is done: reset() to play another")
        reply = self._session.apply_action(int(action), agent)
        self.rewards = {a: 0.0 for a in self.agents}
        if not reply["complete"]:
            return
        if reply["terminal"]:
            final = self._reward(self._session.score(), self.players)
            for a in self.agents:
                self.rewards[a] = final[a]
                self._cumulative_rewards[a] += final[a]
                self.terminations[a] = True
        elif self._session.move_limit is not None and reply["moves"] >= self._session.move_limit:
            for a in self.agents:
                self.truncations[a] = True

    def close(self):
        self._session.close()


class SingleAgentEnv:
    """One seat of a game against Tesserae bots played by the server, in Gymnasium's shape.

    ``reset(seed)`` → ``(observation, info)``; ``step(action)`` →
    ``(observation, reward, terminated, truncated, info)``. ``info["action_mask"]`` holds the
    legal actions (0/1 per index); the observation is a list of floats. ``opponents``: one bot for
    every other seat or a list of one per seat (``None`` at the agent's seat): ``"random"``,
    ``"greedy"``, ``"mcts-<iterations>"``. The reward is 0 until the end, then ``reward(score,
    players)[seat]`` (default ``"rank"``: 1 for a win, 0 for last place).
    """

    def __init__(self, engine, game, players=2, seat=0, opponents="random", seed=0, config=None, reward="rank"):
        if not 0 <= seat < players:
            raise ValueError("seat must be 0 … %d, not %r" % (players - 1, seat))
        self.engine = engine
        self.game = game
        self.players = players
        self.seat = seat
        self.bots = [None if p == seat else (opponents if isinstance(opponents, str) else opponents[p]) for p in range(players)]
        self._reward = _reward_fn(reward)
        self._seed = seed
        self._session = engine.setup(game, players, seed=seed, config=config)
        spaces = self._session.spaces()
        self.action_count = spaces["actionCount"]
        self.observation_size = spaces["observationSize"]

    @property
    def session(self):
        return self._session

    def _advance(self):
        """Lets the bots play until the agent's seat chooses or the game ends."""
        status = self._session.status
        while not status["terminal"] and status["chooser"] != self.seat:
            if self._session.move_limit is not None and status["moves"] >= self._session.move_limit:
                break
            status = self._session.bot_move(self.bots[status["chooser"]])
        return status

    def _observe(self, status):
        info = {"prefix": list(status["prefix"]), "decision": status["decision"], "moves": status["moves"]}
        if status["terminal"] or status["chooser"] != self.seat:
            info["action_mask"] = [0] * self.action_count
            return self._session.observation(self.seat), info
        info["action_mask"] = self._session.action_mask(self.seat)
        return self._session.observation(self.seat), info

    def reset(self, seed=None, options=None):
        """A new game (``seed``: another game's seed; default the constructor's)."""
        self._session.reset(self._seed if seed is None else seed)
        return self._observe(self._advance())

    def step(self, action):
        status = self._session.apply_action(int(action), self.seat)
        if status["complete"]:
            status = self._advance()
        terminated = status["terminal"]
        truncated = not terminated and self._session.move_limit is not None and status["moves"] >= self._session.move_limit
        reward = self._reward(self._session.score(), self.players)[self.seat] if terminated else 0.0
        obs, info = self._observe(status)
        if terminated:
            info["score"] = self._session.score()
        return obs, reward, terminated, truncated, info

    def close(self):
        self._session.close()
