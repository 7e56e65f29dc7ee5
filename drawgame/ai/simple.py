"""The two simplest built-in bots: ``random`` and ``greedy``.

They are baselines for the arena and for testing stronger bots, not opponents to enjoy.
"""

from __future__ import annotations

import random

from drawgame.engine import DRAW, PASS, Action, End, Place, PlayerView

__all__ = ["GreedyBot", "RandomBot", "make_greedy", "make_random"]


def _require_turn(view: PlayerView) -> tuple[Action, ...]:
    actions = view.legal_actions
    if not actions:
        raise ValueError(f"seat {view.seat} has no legal action: it is not its turn to move")
    return actions


class RandomBot:
    """Picks uniformly among ``view.legal_actions`` with its own ``random.Random``.

    Drawing counts as one action among the others, so it draws now and then even when
    it could place (R7 allows that).
    """

    name = "random"

    def __init__(self, rng: random.Random) -> None:
        self._rng = rng

    def choose(self, view: PlayerView) -> Action:
        return self._rng.choice(_require_turn(view))


class GreedyBot:
    """Places its heaviest playable tile; draws only when nothing fits (R7), passes only
    when that is the only legal action (R9).

    Ties between tiles of equal weight go to the greatest in
    :class:`~drawgame.engine.Tile` order (``[4|4]`` over ``[3|5]`` over ``[2|6]``), and a
    tile that fits both ends goes on the left end. It never uses randomness, so a
    position always gets the same answer.
    """

    name = "greedy"

    def __init__(self, rng: random.Random | None = None) -> None:
        # Accepted for the factory signature; greedy play needs no randomness.
        del rng

    def choose(self, view: PlayerView) -> Action:
        actions = _require_turn(view)
        places = [a for a in actions if isinstance(a, Place)]
        if places:
            return max(places, key=lambda p: (p.tile.pips, p.tile, p.end is End.LEFT))
        # R9: with nothing to place and no draw allowed, the pass is the only action left.
        return DRAW if DRAW in actions else PASS


def make_random(rng: random.Random) -> RandomBot:
    return RandomBot(rng)


def make_greedy(rng: random.Random) -> GreedyBot:
    return GreedyBot(rng)
