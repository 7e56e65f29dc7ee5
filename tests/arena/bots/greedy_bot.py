"""The built-in greedy player as an outside bot (``tests/arena/bots/greedy_bot.py:Greedy``):
the arena runs it in its own process, so it measures the cost of that (see
benchmarks/bench_arena.py)."""

from drawgame.ai.simple import GreedyBot


class Greedy:
    name = "outside-greedy"

    def __init__(self):
        self._bot = GreedyBot()

    def choose(self, view):
        return self._bot.choose(view)
