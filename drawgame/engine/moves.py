"""What :class:`~drawgame.engine.HandState` builds its moves from: the part of a hand its
positions share (:class:`Deal`), the interned places known by identity, and the legal
actions of the tiles that fit the ends.

>>> from drawgame.engine import Tile
>>> from drawgame.engine.actions import PLACES
>>> from drawgame.engine.masks import mask_of
>>> PLACE_CODE[id(PLACES[Tile(3, 5).index][1])]  # [3|5] on the right end
(20, 1)
>>> [str(a) for a in legal_for(mask_of([Tile(3, 5), Tile(5, 5)]), 3, 5, False)]
['[3|5] left', '[3|5] right', '[5|5] right']
"""

from __future__ import annotations

import random
from typing import Final

from .actions import DRAW, PASS, PLACES, Action
from .masks import FULL_MASK, SEAT_SHIFT, pips_of
from .rules import Rules
from .tiles import FULL_SET

__all__ = [
    "DRAW_ONLY",
    "PASS_ONLY",
    "PLACE_CODE",
    "QUARTERS",
    "Deal",
    "legal_for",
    "quarters_for",
    "shuffled_set",
    "totals_of",
]

#: The interned places (:data:`~drawgame.engine.actions.PLACES`, the ones legal actions
#: are made of) by identity: tile index and end code (0 left, 1 right). They live as long
#: as the program, so an id here is always theirs.
PLACE_CODE: Final = {
    id(place): (index, end) for index, pair in enumerate(PLACES) for end, place in enumerate(pair)
}


class Deal:
    """What every position of one hand shares: the rules, the deal and the stock's order."""

    __slots__ = ("hands", "limit", "next", "opener", "placed", "players", "rules", "stock")

    def __init__(
        self,
        rules: Rules,
        hands: int,
        stock: tuple[int, ...],
        opener: int,
        placed: tuple[tuple[int, int], ...],
    ) -> None:
        self.rules = rules
        self.players = players = rules.players
        self.hands = (
            hands  # every seat's dealt hand, packed as HandState keeps them (masks.SEAT_SHIFT)
        )
        self.stock = stock
        self.opener = opener
        self.placed = placed  # a line set up by from_tiles, (tile index, end code)
        self.limit = len(stock) - rules.protected_stock  # drawing stops at this many drawn
        self.next = tuple((seat + 1) % players for seat in range(players))


def totals_of(hands: int, players: int) -> list[int]:
    """The pips left in every seat's hand, of ``hands`` packed as HandState keeps them."""
    return [pips_of(hands >> SEAT_SHIFT * seat & FULL_MASK) for seat in range(players)]


#: The legal actions when no tile fits: draw while the stock allows it, else pass (R7-R9).
DRAW_ONLY: Final[tuple[Action, ...]] = (DRAW,)
PASS_ONLY: Final[tuple[Action, ...]] = (PASS,)


def legal_for(hand: int, left: int, right: int, can_draw: bool) -> tuple[Action, ...]:
    """The legal actions of a player holding ``hand`` (a mask) on ends ``left`` and
    ``right`` (-1 before the opening, when every tile goes on the left), in the order of
    legal_actions: the places of each quarter of the hand, by table."""
    quarters = QUARTERS[left][right] or quarters_for(left, right)
    out = (
        quarters[0][hand & 127]
        + quarters[1][hand >> 7 & 127]
        + quarters[2][hand >> 14 & 127]
        + quarters[3][hand >> 21 & 127]
    )
    if not out:
        return DRAW_ONLY if can_draw else PASS_ONLY
    return out + DRAW_ONLY if can_draw else out


_Quarters = tuple[tuple[tuple[Action, ...], ...], ...]

#: ``QUARTERS[left][right]``: the places a hand's tiles make on ends ``left`` and ``right``,
#: a quarter of the hand at a time: ``[q][bits]`` for the 7 tiles from index ``7 * q`` that
#: ``bits`` holds, in legal_actions' order (tile order, left end before right). Tiles that
#: do not fit make nothing, so a hand's quarters are looked up without masking the fits
#: first. Row and column 7 (``-1``) are the opening. Built per pair of ends on first use
#: (:func:`quarters_for`): 512 tuples each, too many to build at import.
QUARTERS: Final[list[list[_Quarters | None]]] = [[None] * 8 for _ in range(8)]


def quarters_for(left: int, right: int) -> _Quarters:
    """Build (once) and return ``QUARTERS[left][right]``."""
    places: list[tuple[Action, ...]] = []
    for index, pair in enumerate(PLACES):
        tile = FULL_SET[index]
        if left < 0:
            places.append((pair[0],))  # the opening: any tile, on the left (R5)
        else:
            places.append(tuple(pair[e] for e, v in ((0, left), (1, right)) if tile.has(v)))
    quarters = tuple(
        tuple(
            tuple(p for i in range(7) if bits >> i & 1 for p in places[7 * q + i])
            for bits in range(128)
        )
        for q in range(4)
    )
    QUARTERS[left][right] = quarters
    return quarters


# (i, i + 1, its bit length) for i from 27 down to 1: the draws random.Random.shuffle makes.
_SHUFFLE_STEPS: Final = tuple((i, i + 1, (i + 1).bit_length()) for i in range(27, 0, -1))


def shuffled_set(rng: random.Random) -> list[int]:
    """The 28 tile indices in the order ``rng.shuffle`` puts them, exactly.

    For a plain :class:`random.Random` this is its shuffle written out (Fisher-Yates, each
    pick by rejection from ``getrandbits``, as ``Random._randbelow`` does), three times as
    fast; any other generator shuffles itself. tests/engine/test_moves.py holds the two
    equal, seed by seed.
    """
    order = list(range(28))
    if type(rng) is not random.Random:
        rng.shuffle(order)
        return order
    getrandbits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        order[i], order[j] = order[j], order[i]
    return order
