"""Exact search of the end of a two-player hand, once no more tiles can be drawn.

With two players and the stock down to its protected tiles (R8), nobody can draw again
(R7): in one determinised deal (both hands dealt) the rest of the hand is a game of perfect
information with no chance in it, small enough to search to the end. :class:`Solver`
finds its minimax value for one seat: that seat takes the best move, the other seat the
move worst for it (in two players one's match equity is the other's complement, so the
other seat's best is the first seat's worst). Values are those of a ``value(winner,
gain)`` function, the match equity of :mod:`drawgame.ai.hard`.

The search is a plain minimax with a memo of positions: a position is both hands, the two
end values (in either order: the same moves follow), the seat to move and whether the last
turn was a pass. The memo is shared by every candidate searched in the same deal.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

from drawgame.engine import winner_and_gain
from drawgame.engine.masks import BIT, OTHER, VALUE_MASK, pips_of

from .fast_policies import DRAW_CODE, FITTING, PASS_CODE

__all__ = ["Solver"]

#: ``value(winner, gain)``: a finished hand's worth to the searching seat (winner -1 when
#: a blocked hand's lowest total is shared, R14).
Value = Callable[[int, int], float]

_BLOCKED: Final = -1


class Solver:
    """Exact values of two-player positions with no draw left, for seat ``me``."""

    __slots__ = ("_memo", "me", "nodes", "value")

    def __init__(self, me: int, value: Value) -> None:
        self.me = me
        self.value = value
        self._memo: dict[int, float] = {}
        #: Positions searched (not found in the memo), for measurements.
        self.nodes = 0

    def clear(self) -> None:
        """Forget the positions of the last deal (a new deal has other hands)."""
        self._memo.clear()

    def after(
        self, hands: list[int], left: int, right: int, current: int, passes: int, code: int
    ) -> float:
        """The value once ``current`` plays ``code`` (a legal place or pass; never a draw)
        from the given position (ends already open)."""
        if code == DRAW_CODE:
            raise ValueError("no draw is left in an exact end-of-hand search")
        h = list(hands)
        if code == PASS_CODE:
            passes += 1
            if passes >= 2:
                return self._end(h, _BLOCKED)  # R12: blocked
            return self.search(h[0], h[1], left, right, 1 - current, passes)
        index = code >> 1
        if code & 1:
            right = OTHER[right][index]
        else:
            left = OTHER[left][index]
        h[current] ^= BIT[index]
        if not h[current]:
            return self._end(h, current)  # R12: domino
        return self.search(h[0], h[1], left, right, 1 - current, 0)

    def _end(self, hands: list[int], finisher: int) -> float:
        return self.value(*winner_and_gain([pips_of(h) for h in hands], finisher))

    def search(self, h0: int, h1: int, left: int, right: int, cur: int, passes: int) -> float:
        """The value of the position with ``cur`` to move (R6, R9, R12-R14)."""
        low, high = (left, right) if left <= right else (right, left)
        key = h0 | h1 << 28 | low << 56 | high << 59 | cur << 62 | passes << 63
        memo = self._memo
        known = memo.get(key)
        if known is not None:
            return known
        self.nodes += 1
        hand = h0 if cur == 0 else h1
        on_low = FITTING[hand & VALUE_MASK[low]]
        on_high = FITTING[hand & VALUE_MASK[high]] if high != low else ()
        maximise = cur == self.me
        best = -math.inf if maximise else math.inf
        if not on_low and not on_high:
            # R9: nothing fits and no draw is left: pass; two passes in a row block (R12).
            if passes:
                best = self._end([h0, h1], _BLOCKED)
            else:
                best = self.search(h0, h1, low, high, 1 - cur, 1)
            memo[key] = best
            return best
        other = OTHER
        for on_end, end, keep in ((on_low, low, high), (on_high, high, low)):
            for index in on_end:
                rest = hand ^ BIT[index]
                if not rest:
                    hands = [rest, h1] if cur == 0 else [h0, rest]
                    value = self._end(hands, cur)  # R12: domino
                elif cur == 0:
                    value = self.search(rest, h1, other[end][index], keep, 1, 0)
                else:
                    value = self.search(h0, rest, other[end][index], keep, 0, 0)
                if maximise:
                    if value > best:
                        best = value
                elif value < best:
                    best = value
        memo[key] = best
        return best
