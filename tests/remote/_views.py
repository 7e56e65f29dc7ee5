"""Views from real matches, for the protocol's tests."""

from __future__ import annotations

import random
from collections.abc import Iterator

from drawgame.ai import make_bot
from drawgame.engine import Match, PlayerView


def views(seed: int, players: int = 3, moves: int = 12) -> Iterator[PlayerView]:
    """The views of the first ``moves`` moves of a greedy match dealt from ``seed``."""
    match = Match.new(players, random.Random(seed))
    bots = [make_bot("greedy", random.Random(s)) for s in range(players)]
    for _ in range(moves):
        if match.hand.outcome is not None:
            return
        seat = match.hand.current
        view = match.view(seat)
        yield view
        match = match.apply(bots[seat].choose(view))
