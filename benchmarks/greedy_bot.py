"""The built-in greedy player as an outside bot, for benchmarks/bench_arena.py: the arena
runs it in its own process, so the benchmark measures what that costs."""

from drawgame.ai.simple import GreedyBot


class Greedy:
    name = "outside-greedy"

    def __init__(self):
        self._bot = GreedyBot()

    def choose(self, view):
        return self._bot.choose(view)
