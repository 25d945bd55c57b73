"""Tests of the Python client against a real engine (``tesserae serve``).

Run from the package root after building: ``python3 -m unittest discover -s python``. The engine
command comes from $TESSERAE_SERVE, else the package's own dist/cli/index.js (see tesserae.py).
"""

import os
import random
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tesserae import AECEnv, Engine, EngineError, SingleAgentEnv, rank_rewards  # noqa: E402

GAMES = ["azul", "queens-garden", "almadi", "karesansui", "castles-of-burgundy"]


class ClientTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.engine = Engine()

    @classmethod
    def tearDownClass(cls):
        cls.engine.close()

    def test_hello_lists_every_game(self):
        self.assertEqual(self.engine.hello["protocol"], 1)
        self.assertEqual([g["id"] for g in self.engine.hello["games"]], GAMES)

    def test_aec_plays_a_full_game_of_every_game(self):
        for i, game in enumerate(GAMES):
            with self.subTest(game=game):
                rng = random.Random(i)
                env = AECEnv(self.engine, game, players=2, seed=100 + i)
                steps = 0
                for agent in env.agent_iter():
                    obs, reward, termination, truncation, info = env.last()
                    self.assertEqual(len(obs["observation"]), env.observation_size)
                    self.assertEqual(len(obs["action_mask"]), env.action_count)
                    legal = [a for a, ok in enumerate(obs["action_mask"]) if ok]
                    self.assertTrue(legal, "seat %d has no legal action" % agent)
                    env.step(rng.choice(legal))
                    steps += 1
                self.assertTrue(all(env.terminations.values()), "%s ended without terminating" % game)
                score = env.session.score()
                self.assertEqual(env.rewards, {p["player"]: float(p["total"]) for p in score["players"]})
                self.assertTrue(env.session.decision() is None)
                self.assertGreater(steps, 0)
                env.close()

    def test_an_action_the_mask_forbids_changes_nothing(self):
        env = AECEnv(self.engine, "azul", players=2, seed=1)
        obs, _, _, _, _ = env.last()
        illegal = obs["action_mask"].index(0)
        before = env.session.state()
        with self.assertRaises(EngineError) as caught:
            env.step(illegal)
        self.assertEqual(caught.exception.code, "ILLEGAL_ACTION")
        self.assertEqual(env.session.state(), before)
        env.close()

    def test_single_agent_episode_against_greedy(self):
        env = SingleAgentEnv(self.engine, "karesansui", players=3, seat=1, opponents="greedy", seed=5)
        obs, info = env.reset()
        self.assertEqual(len(obs), env.observation_size)
        rng = random.Random(2)
        terminated = truncated = False
        total = 0.0
        while not (terminated or truncated):
            legal = [a for a, ok in enumerate(info["action_mask"]) if ok]
            self.assertTrue(legal)
            obs, reward, terminated, truncated, info = env.step(rng.choice(legal))
            total += reward
        self.assertTrue(terminated)
        self.assertEqual(total, rank_rewards(info["score"], 3)[1])
        # A reset with the same seed replays the bots' opening the same way.
        first, _ = env.reset(seed=5)
        again, _ = env.reset(seed=5)
        self.assertEqual(first, again)
        env.close()

    def test_explicit_chance_session(self):
        session = self.engine.setup("azul", 2, chance="explicit")
        self.assertTrue(session.status["chance"])
        outcomes = session.chance_outcomes()
        self.assertAlmostEqual(sum(o["probability"] for o in outcomes), 1.0)
        while session.status["chance"]:
            session.apply_chance(session.chance_outcomes()[0]["move"]["outcome"])
        moves = session.legal_moves()
        session.apply(moves[0])
        self.assertEqual(session.status["moves"], 1)
        session.close()

    def test_errors_are_typed(self):
        with self.assertRaises(EngineError) as caught:
            self.engine.setup("chess", 2, seed=1)
        self.assertEqual((caught.exception.code, caught.exception.field), ("UNKNOWN_GAME", "game"))
        with self.assertRaises(EngineError) as caught:
            self.engine.call("frobnicate")
        self.assertEqual(caught.exception.code, "UNKNOWN_OP")

    def test_an_engine_that_is_no_engine_is_a_typed_error(self):
        with self.assertRaises(EngineError) as caught:
            Engine([sys.executable, "-c", "import sys; sys.stdin.readline(); print('hello')"])
        self.assertEqual(caught.exception.code, "BAD_REPLY")
        with self.assertRaises(EngineError) as caught:
            Engine([sys.executable, "-c", "pass"])
        self.assertEqual(caught.exception.code, "ENGINE_EXITED")

    def test_example_runs(self):
        here = os.path.dirname(os.path.abspath(__file__))
        out = subprocess.run([sys.executable, os.path.join(here, "example.py")], capture_output=True, text=True, timeout=600)
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("queens-garden rewards:", out.stdout)
        self.assertIn("azul against greedy: reward", out.stdout)


if __name__ == "__main__":
    unittest.main()
