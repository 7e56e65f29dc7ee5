"""The fast path's moves as small ints and the policies that choose them in a playout.

Actions are small ints: ``2 * tile_index + end`` (end 0 = left, 1 = right) for a placement,
:data:`DRAW_CODE` and :data:`PASS_CODE` (:func:`code_of`, :func:`action_of`). A
:data:`Choice` is what a seat does on every turn of :func:`drawgame.ai.fastsim.playout`:
like the greedy bot (:func:`greedy_choice`), with the search's policy
(:func:`smart_choice`) or one given move (:func:`first_move`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from drawgame.engine import DRAW, FULL_SET, PASS, Action, Draw, End, Pass, Place
from drawgame.engine.actions import PLACES
from drawgame.engine.masks import FULL_MASK, OTHER, PIPS, VALUE_MASK, indices_of

__all__ = [
    "DRAW_CODE",
    "FITTING",
    "HEAVY",
    "HEAVY_AT",
    "KEEN_STUCK",
    "MISSING_FITS",
    "PASS_CODE",
    "SHOWN_HIGH",
    "SHOWN_LOW",
    "SMART_DOUBLE",
    "SMART_FOLLOW",
    "SMART_LOCK",
    "SMART_PIPS",
    "SMART_WEIGHT",
    "STOP",
    "Choice",
    "Options",
    "action_of",
    "code_of",
    "first_move",
    "greedy_choice",
    "heaviest_first",
    "keen_choice",
    "look_ahead",
    "smart_choice",
]

DRAW_CODE: Final = 56
PASS_CODE: Final = 57

#: What a :data:`Choice` returns to end a playout before the hand is over.
STOP: Final = 255

#: The indices of the tiles in hand that fit one end, in set order.
Options = tuple[int, ...]
#: What a seat does, asked by :func:`~drawgame.ai.fastsim.playout` on every turn as
#: ``choose(hand, left, right, on_left, on_right, line)``: the seat's hand mask, the end
#: values (-1, -1 before the opening), the tiles that fit the left and the right end (at
#: the opening: every tile in hand, and none) and the mask of the tiles on the line. With
#: ``n`` options, it returns ``k < len(on_left)`` to place ``on_left[k]`` on the left end (or
#: open with it), ``k < n`` to place ``on_right[k - len(on_left)]`` on the right end,
#: ``k == n`` to draw (or to pass, when ``n == 0`` and the stock allows no draw: the loop
#: knows which, R7-R9) or :data:`STOP`. It must return a legal move: the loop does not
#: check, for speed.
Choice = Callable[[int, int, int, Options, Options, int], int]


def _subsets(mask: int) -> list[int]:
    out = [0]
    while mask:
        low = mask & -mask
        out += [m | low for m in out]
        mask ^= low
    return out


def heaviest_first(index: int) -> tuple[int, int]:
    # Heaviest first; among equal pips the greatest tile in Tile order, as greedy does.
    return (PIPS[index], index)


# For every mask that lies within one VALUE_MASK[v] (what ``hand & VALUE_MASK[v]`` can be):
# its tile indices in set order, its heaviest tile and where that tile is in those indices.
# Masks of different values only coincide on the empty mask or on the single tile [v|w],
# which both values read the same.
FITTING: Final[dict[int, tuple[int, ...]]] = {}
HEAVY: Final[dict[int, int]] = {}
HEAVY_AT: Final[dict[int, int]] = {}
for _v in range(7):
    for _m in _subsets(VALUE_MASK[_v]):
        _ts = indices_of(_m)
        FITTING[_m] = _ts
        HEAVY[_m] = max(_ts, key=heaviest_first) if _ts else -1
        HEAVY_AT[_m] = _ts.index(HEAVY[_m]) if _ts else -1
del _v, _m, _ts


def _option_of(code: int, on_left: tuple[int, ...], on_right: tuple[int, ...]) -> int:
    """Where :func:`~drawgame.ai.fastsim.playout` finds the action ``code`` among the
    options it offers."""
    if code >= DRAW_CODE:
        return len(on_left) + len(on_right)
    index = code >> 1
    if code & 1:
        return len(on_left) + on_right.index(index)
    return on_left.index(index)


def first_move(code: int) -> Choice:
    """A :data:`Choice` that plays ``code`` (a legal action of the seat to move) and then
    stops the playout."""
    played = False

    def choose(
        hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
    ) -> int:
        nonlocal played
        if played:
            return STOP
        played = True
        return _option_of(code, on_left, on_right)

    return choose


def greedy_choice(
    hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
) -> int:
    """Like the ``greedy`` bot: the heaviest playable tile (the greatest tile among equal
    pips, the left end if it fits both); draw only when forced."""
    if left < 0:
        return on_left.index(max(on_left, key=heaviest_first))
    fit_left = hand & VALUE_MASK[left]
    fit_right = hand & VALUE_MASK[right]
    a = HEAVY[fit_left]
    b = HEAVY[fit_right]
    if a >= 0 and (b < 0 or PIPS[a] > PIPS[b] or (PIPS[a] == PIPS[b] and a >= b)):
        return HEAVY_AT[fit_left]
    if b >= 0:
        return len(on_left) + HEAVY_AT[fit_right]
    return 0  # nothing fits: draw, or pass (R7, R9)


# Weights of the smart playout policy (see smart_choice), tuned in arena runs.
SMART_PIPS: Final = 4
SMART_DOUBLE: Final = 6
SMART_FOLLOW: Final = 3
#: Per tile that fits the new ends and that the seat cannot see (the others' hands and the
#: stock): ends nobody else can follow shut the others out. In units of one follow-up tile.
SMART_LOCK: Final = 1.5
# Per tile: its score before the follow-up count, in units of SMART_FOLLOW (bit counts are
# added unscaled, so the other weights are divided by it here).
SMART_WEIGHT: Final = tuple(
    (SMART_PIPS * PIPS[i] + (SMART_DOUBLE if FULL_SET[i].is_double else 0)) / SMART_FOLLOW
    for i in range(28)
)


def smart_choice(
    hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
) -> int:
    """A cheap but sensible policy for every seat, using only what that seat can see (its
    hand and the line): open with the heaviest tile, then place the tile that best combines
    its weight, being a double (doubles are the hardest to get rid of), the own tiles that
    still fit the new ends and few unseen tiles that fit them (so the others are likelier
    to be stuck); draw only when forced."""
    if left < 0:
        return on_left.index(max(on_left, key=heaviest_first))
    if not (on_left and on_right) and len(on_left or on_right) < 2:
        return 0  # the only tile that fits; or none: draw, or pass (R7, R9)
    vm = VALUE_MASK
    weight = SMART_WEIGHT
    lock = SMART_LOCK
    # The placed tile always shows the new end's value, so counting it in ``hand`` adds the
    # same 1 to every option: no need to remove it first.
    best = -1e9
    best_k = 0
    unseen = FULL_MASK ^ (line | hand)
    # On the left end first; a tile placed on one end leaves the other end showing.
    keep = vm[right]
    new_end = OTHER[left]
    to_right = len(on_left)
    k = 0
    for i in on_left + on_right:
        if k == to_right:
            keep = vm[left]
            new_end = OTHER[right]
        fits = vm[new_end[i]] | keep
        score = weight[i] + (hand & fits).bit_count() - lock * (unseen & fits).bit_count()
        if score > best:
            best = score
            best_k = k
        k += 1  # noqa: SIM113 (counting by hand is faster than enumerate here)
    return best_k


#: Per reply of the next seat (an unseen tile that fits the new ends) after which the seat
#: holds no tile that fits: the one-ply look-ahead of :func:`keen_choice`. In units of one
#: follow-up tile, like :data:`SMART_LOCK`.
KEEN_STUCK: Final = 3.0

#: ``_MISSING_FITS[m]``: the tiles with a half showing a value of the 7-bit mask ``m``.
_MISSING_FITS: Final = tuple(
    sum((VALUE_MASK[v] for v in range(7) if m >> v & 1), 0) for m in range(128)
)
#: ``MISSING_FITS[m]``: the tiles with a half showing a value of the 7-bit mask ``m``.
MISSING_FITS: Final = _MISSING_FITS
_LOW: Final = tuple(t.low for t in FULL_SET)
_HIGH: Final = tuple(t.high for t in FULL_SET)


def _shown_table(offset: int) -> tuple[int, ...]:
    # The values shown by the tiles of a 14-bit half of a mask, as a 7-bit mask; doubled
    # one tile at a time, as engine.masks builds its pip tables.
    table = [0]
    for i in range(offset, offset + 14):
        shown = 1 << _LOW[i] | 1 << _HIGH[i]
        table += [t | shown for t in table]
    return tuple(table)


#: ``SHOWN_LOW[m & 0x3FFF] | SHOWN_HIGH[m >> 14]``: the values the tiles of ``m`` show.
SHOWN_LOW: Final = _shown_table(0)
SHOWN_HIGH: Final = _shown_table(14)


def keen_choice(
    hand: int, left: int, right: int, on_left: Options, on_right: Options, line: int
) -> int:
    """:func:`smart_choice` with a one-ply look-ahead, from what the seat can see: for
    each option, how many of the next seat's possible replies (the unseen tiles that fit
    the new ends) would leave the seat with no tile that fits, so that it must draw or
    pass (:func:`look_ahead`). About half as dear again as ``smart`` a playout, and
    stronger head to head (docs/coach.md)."""
    if left < 0:
        return on_left.index(max(on_left, key=heaviest_first))
    if not (on_left and on_right) and len(on_left or on_right) < 2:
        return 0  # the only tile that fits; or none: draw, or pass (R7, R9)
    unseen = FULL_MASK ^ (line | hand)
    return look_ahead(hand, left, right, on_left, on_right, unseen, unseen, 0.0)


def look_ahead(
    hand: int,
    left: int,
    right: int,
    on_left: Options,
    on_right: Options,
    held: int,
    replies: int,
    shut: float,
) -> int:
    """The option of :func:`keen_choice` (at least one tile fits): ``held`` are the tiles
    the others may hold (the lock counts those that fit the new ends), ``replies`` those
    the next seat may hold, ``shut`` a bonus when it holds none that fits."""
    vm = VALUE_MASK
    weight = SMART_WEIGHT
    lock = SMART_LOCK
    stuck_weight = KEEN_STUCK
    missing_fits = _MISSING_FITS
    shown_low, shown_high = SHOWN_LOW, SHOWN_HIGH
    best = -1e9
    best_k = 0
    keep_end = right
    new_end = OTHER[left]
    to_right = len(on_left)
    k = 0
    for i in on_left + on_right:
        if k == to_right:
            keep_end = left
            new_end = OTHER[right]
        end = new_end[i]
        fits = vm[end] | vm[keep_end]
        score = weight[i] + (hand & fits).bit_count() - lock * (held & fits).bit_count()
        if shut and not replies & fits:
            score += shut
        # The values the seat no longer shows once the option is played. A reply on one
        # end leaves the other showing: the seat is stuck only if it cannot follow that
        # one either, and the reply's far half is a value it lacks.
        rest = hand ^ (1 << i)
        gone = 127 ^ (shown_low[rest & 0x3FFF] | shown_high[rest >> 14])
        if gone >> keep_end & 1:
            score -= stuck_weight * (replies & vm[end] & missing_fits[gone]).bit_count()
        if gone >> end & 1:
            score -= stuck_weight * (replies & vm[keep_end] & missing_fits[gone]).bit_count()
        if score > best:
            best = score
            best_k = k
        k += 1  # noqa: SIM113 (counting by hand is faster than enumerate here)
    return best_k


def code_of(action: Action) -> int:
    """The fast path's int for an engine action."""
    if isinstance(action, Place):
        return 2 * action.tile.index + (0 if action.end is End.LEFT else 1)
    if isinstance(action, Draw):
        return DRAW_CODE
    if isinstance(action, Pass):
        return PASS_CODE
    raise ValueError(f"not an action: {action!r}")


def action_of(code: int) -> Action:
    """The engine action for a fast-path int."""
    if code == DRAW_CODE:
        return DRAW
    if code == PASS_CODE:
        return PASS
    return PLACES[code >> 1][code & 1]
