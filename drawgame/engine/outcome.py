"""How a hand ends and what it scores (R12-R15): :class:`Termination`, :class:`Outcome` and
the one scoring rule, :func:`winner_and_gain`, which the engine and the AI's playouts share."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Outcome", "Termination", "score_hand", "winner_and_gain"]


class Termination(enum.Enum):
    """How a hand ended (R12)."""

    DOMINO = "domino"  #: a player placed their last tile
    BLOCKED = "blocked"  #: every player passed in turn with only the protected stock left


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a hand: who won and what everybody gains (R12-R15).

    ``totals`` are the pips left in each hand; ``gains`` what each seat scores.
    ``winner`` is ``None`` when a blocked hand's lowest total is shared (nobody scores).
    """

    termination: Termination
    winner: int | None
    gains: tuple[int, ...]
    totals: tuple[int, ...]


def winner_and_gain(totals: Sequence[int], finisher: int) -> tuple[int, int]:
    """The winner of a finished hand and what it scores (R13, R14), from the pips left in
    each hand: ``finisher`` is the seat that went out, or -1 if the hand was blocked. The
    winner is -1 (and the gain 0) when a blocked hand's lowest total is shared.

    This is the one scoring rule: :func:`score_hand` and the AI's simulations both use it.

    >>> winner_and_gain([0, 8, 10], 0), winner_and_gain([3, 8, 10], -1)
    ((0, 18), (0, 15))
    >>> winner_and_gain([3, 3, 10], -1)
    (-1, 0)
    """
    total = sum(totals)
    if finisher >= 0:
        # R13: the sum of all opponents' pips; [0|0] counts 0 but is still a tile.
        return finisher, total - totals[finisher]
    lowest = min(totals)
    if totals.count(lowest) > 1:
        return -1, 0
    # R14: the opponents' pips minus the winner's own total, once.
    return totals.index(lowest), total - 2 * lowest


def score_hand(termination: Termination, totals: Sequence[int], finisher: int) -> Outcome:
    """Gains for a finished hand (R13, R14); ``finisher`` is who went out (domino only)."""
    domino = termination is Termination.DOMINO
    winner, gain = winner_and_gain(totals, finisher if domino else -1)
    gains = [0] * len(totals)
    if winner >= 0:
        gains[winner] = gain
    return Outcome(termination, None if winner < 0 else winner, tuple(gains), tuple(totals))
