"""A random agent over masks in two ways: all seats through the AEC environment, then one seat
against Tesserae's greedy bot through the single-agent environment. Run from a checkout after
`npm run build`, or wherever the tesserae package is installed (see docs/python.md)."""

import random

from tesserae import AECEnv, Engine, SingleAgentEnv

with Engine() as engine:
    rng = random.Random(1)

    # Every seat plays: PettingZoo's agent-environment cycle.
    env = AECEnv(engine, "queens-garden", players=2, seed=7, reward="rank")
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        legal = [a for a, ok in enumerate(obs["action_mask"]) if ok]
        env.step(rng.choice(legal))  # a trained policy reads obs["observation"] here
    print("queens-garden rewards:", env.rewards)

    # One seat against the greedy bot: Gymnasium's reset/step.
    single = SingleAgentEnv(engine, "azul", players=2, seat=0, opponents="greedy", seed=3)
    obs, info = single.reset()
    terminated = truncated = False
    while not (terminated or truncated):
        legal = [a for a, ok in enumerate(info["action_mask"]) if ok]
        obs, reward, terminated, truncated, info = single.step(rng.choice(legal))
    print("azul against greedy: reward", reward, "score", [p["total"] for p in info["score"]["players"]])
