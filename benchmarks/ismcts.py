"""A yardstick like issue 35's outside bot: single-observer information-set MCTS.

Cowling, Powley and Whitehouse (2012): a fresh determinisation per iteration, uniform among
the deals consistent with every pass seen in the hand (a pass proves its seat holds no tile
showing either end, R9; a draw proves nothing, R7: :class:`~drawgame.ai.inference.DealSampler`),
UCB1 with c = 0.7 and availability counts, greedy playouts (the heaviest tile that fits,
a draw only when nothing fits: :func:`~drawgame.ai.fast_policies.greedy_choice`), a hand
won (1) or lost (0) as the reward, the most visited root action played, budgeted by
iterations (the tree search is :class:`drawgame.ai.ismcts.Tree`).

In the strength table (``benchmarks/strength.py``) it plays as ``ismcts-3000`` and
``ismcts-10000``, registered in the worker processes; as an outside bot of the arena,

    drawgame-arena --bots expert,benchmarks/ismcts.py:Ismcts10000 --matches 20

Think time (CPU, 2 players, this module's ``main``): ``python benchmarks/ismcts.py``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from drawgame.ai import BOTS
from drawgame.ai.fast_policies import greedy_choice
from drawgame.ai.inference import DealSampler
from drawgame.ai.ismcts import Tree, hand_won
from drawgame.engine import Action, HandState, PlayerView

#: UCB1's exploration constant.
EXPLORATION = 0.7
#: The iteration budgets the strength table plays.
BUDGETS = (1000, 3000, 10000)


class IsmctsBot:
    """The yardstick with ``iterations`` iterations a decision; ``rng`` seeds each
    decision's search."""

    def __init__(self, rng: random.Random, iterations: int = 10_000) -> None:
        if iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {iterations!r}")
        self._rng = rng
        self.iterations = iterations
        self.name = f"ismcts-{iterations}"

    def tree(self, view: PlayerView) -> Tree:
        """The searched tree of one decision (consumes randomness)."""
        rng = random.Random(self._rng.getrandbits(64))
        sampler = DealSampler(view)
        tree = Tree(view, rng, sampler.sample, greedy_choice, hand_won, EXPLORATION)
        return tree.run(self.iterations)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        best = self.tree(view).best()
        assert best is not None  # at least one iteration was made
        return best


class Ismcts3000(IsmctsBot):
    """As an outside bot of the arena (constructed without arguments)."""

    def __init__(self) -> None:
        super().__init__(random.Random(3000), 3000)


class Ismcts10000(IsmctsBot):
    """As an outside bot of the arena (constructed without arguments)."""

    def __init__(self) -> None:
        super().__init__(random.Random(10000), 10000)


def register_all() -> None:
    """Make ``ismcts-1000``, ``ismcts-3000`` and ``ismcts-10000`` built-in names of this
    process's arena (the strength table's workers call it)."""
    for budget in BUDGETS:
        name = f"ismcts-{budget}"
        if name not in BOTS:
            BOTS[name] = lambda rng, budget=budget: IsmctsBot(rng, budget)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The yardstick's think time, CPU seconds")
    parser.add_argument("--iterations", type=int, default=10_000)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    rng = random.Random(1)
    bot = IsmctsBot(random.Random(2), args.iterations)
    times: list[float] = []
    while len(times) < args.decisions:
        state = HandState.deal(args.players, 0, rng)
        while state.outcome is not None or len(times) < args.decisions:
            if state.outcome is not None:
                break
            view = state.view(state.current)
            start = time.process_time()
            action = bot.choose(view)
            if len(view.legal_actions) > 1:
                times.append(time.process_time() - start)
            state = state.apply(action)
    print(
        f"ismcts-{args.iterations}, {args.players} players: median "
        f"{statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms CPU "
        f"over {len(times)} decisions"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
