"""The hint button: the coach's best action for a view (:mod:`drawgame.ai.analysis`, the
same analysis as the tutor and the review), its value, and a reason in plain words.

The reason is a structured :class:`Reason` (codes and their parameters) so that the UI can
translate it; ``str(reason)`` gives the English, e.g. "sheds 11 pips and keeps the 5s open".

>>> from drawgame.engine import FULL_SET, End, HandState, Place, Tile
>>> from drawgame.ai.analysis import Options
>>> t = Tile.parse
>>> state = HandState.from_tiles(
...     [[t("[5|6]")], [t("[0|0]"), t("[1|1]")]],
...     [x for x in FULL_SET if x not in (t("[5|6]"), t("[0|0]"), t("[1|1]"), t("[3|6]"))],
...     0, line=[Place(t("[3|6]"), End.LEFT)], current=0)
>>> hint = suggest(state.view(0), Options(budget=50, fresh=20))
>>> str(hint.action), str(hint.reason)
('[5|6] right', 'places its last tile and goes out (domino)')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from drawgame.engine import Action, Draw, End, Pass, Place, PlayerView, Tile

if TYPE_CHECKING:
    from .analysis import Analysis, Options

__all__ = ["Hint", "Reason", "ReasonCode", "suggest"]

#: A placed tile this heavy or heavier is worth mentioning as shed weight.
HEAVY_PIPS: Final = 7


class ReasonCode(enum.Enum):
    """Why an action is suggested; a :class:`Reason` holds the parameters."""

    ONLY_MOVE = "only_move"  #: the only legal action
    GOES_OUT = "goes_out"  #: places the last tile: domino (R12, R13)
    MUST_DRAW = "must_draw"  #: no tile fits and drawing is allowed (R7)
    MUST_PASS = "must_pass"  #: no tile fits and the stock is down to two (R9)
    DRAWS_BY_CHOICE = "draws_by_choice"  #: draws although a tile fits (R7)
    SHEDS_HEAVY = "sheds_heavy"  #: places a heavy tile (``pips``)
    PLAYS_DOUBLE = "plays_double"  #: gets a double out while it still fits (``tile``)
    KEEPS_OPEN = "keeps_open"  #: the ends show numbers it still holds (``kept_open``)
    BLOCKS = "blocks"  #: an end shows a number a seat has shown it lacks (``blocked``)
    BEST_CHANCE = "best_chance"  #: no simpler reason: the analysis's best


@dataclass(frozen=True, slots=True)
class Reason:
    """``codes`` in the order a sentence names them, and their parameters.

    ``pips`` and ``tile``: the tile placed (``None`` for a draw or a pass); ``kept_open``:
    end values the player still holds tiles for; ``blocked``: end values that the seats in
    ``blocked_seats`` have proved, by passing, that they lack.
    """

    codes: tuple[ReasonCode, ...]
    tile: Tile | None = None
    pips: int = 0
    kept_open: tuple[int, ...] = ()
    blocked: tuple[int, ...] = ()
    blocked_seats: tuple[int, ...] = ()

    def __str__(self) -> str:
        parts = [self._clause(code) for code in self.codes]
        if len(parts) == 1:
            return parts[0]
        return ", ".join(parts[:-1]) + " and " + parts[-1]

    def _clause(self, code: ReasonCode) -> str:
        if code is ReasonCode.ONLY_MOVE:
            return "it is the only legal move"
        if code is ReasonCode.GOES_OUT:
            return "places its last tile and goes out (domino)"
        if code is ReasonCode.MUST_DRAW:
            return "no tile fits, so it must draw"
        if code is ReasonCode.MUST_PASS:
            return "no tile fits and the stock is down to two, so it must pass"
        if code is ReasonCode.DRAWS_BY_CHOICE:
            return "draws although a tile fits, to get a better hand"
        if code is ReasonCode.SHEDS_HEAVY:
            return f"sheds {self.pips} pips"
        if code is ReasonCode.PLAYS_DOUBLE:
            return f"gets the double {self.tile} out while it still fits"
        if code is ReasonCode.KEEPS_OPEN:
            return f"keeps the {_numbers(self.kept_open)} open"
        if code is ReasonCode.BLOCKS:
            seats = " and ".join(f"seat {s}" for s in self.blocked_seats)
            verb = "lacks" if len(self.blocked_seats) == 1 else "lack"
            return f"blocks the {_numbers(self.blocked)}, which {seats} {verb}"
        return "is the strongest move found"


def _numbers(values: tuple[int, ...]) -> str:
    """(5,) -> "5s"; (2, 5) -> "2s and 5s"."""
    names = [f"{v}s" for v in values]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested action and why; ``value``: its expected net hand points ``± margin``
    (``None`` when it was the only move and nothing was searched)."""

    action: Action
    reason: Reason
    value: float | None = None
    margin: float | None = None


def suggest(view: PlayerView, options: Options | None = None) -> Hint:
    """The analysis's best action for ``view``, its value and the reason for it. The same
    position always gets the same hint (the analysis is seeded from the position)."""
    return hint_from(view, analysis_of(view, options))


def analysis_of(view: PlayerView, options: Options | None = None) -> Analysis:
    """:func:`drawgame.ai.analysis.analyse`, imported when first asked for."""
    from .analysis import DEFAULT_OPTIONS, analyse

    return analyse(view, DEFAULT_OPTIONS if options is None else options)


def hint_from(view: PlayerView, analysis: Analysis) -> Hint:
    """The hint an analysis of ``view`` gives."""
    best = analysis.best
    if analysis.forced:
        return Hint(best.action, explain(view, best.action))
    return Hint(best.action, explain(view, best.action), best.value, best.margin)


def explain(view: PlayerView, action: Action) -> Reason:
    """Why ``action`` is a good move in ``view``, in :class:`Reason` form."""
    legal = view.legal_actions
    places = [a for a in legal if isinstance(a, Place)]
    if isinstance(action, Pass):
        return Reason((ReasonCode.MUST_PASS,))
    if isinstance(action, Draw):
        if not places:
            return Reason((ReasonCode.MUST_DRAW,))
        return Reason((ReasonCode.DRAWS_BY_CHOICE,))
    assert isinstance(action, Place)
    tile = action.tile
    if len(view.hand) == 1:
        return Reason((ReasonCode.GOES_OUT,), tile=tile, pips=tile.pips)
    if len(legal) == 1:
        return Reason((ReasonCode.ONLY_MOVE,), tile=tile, pips=tile.pips)
    codes: list[ReasonCode] = []
    heaviest = max(p.tile.pips for p in places)
    if tile.pips >= HEAVY_PIPS and tile.pips == heaviest:
        codes.append(ReasonCode.SHEDS_HEAVY)
    if tile.is_double:
        codes.append(ReasonCode.PLAYS_DOUBLE)
    ends = _ends_after(view, action)
    rest = [t for t in view.hand if t != tile]
    kept = tuple(sorted({v for v in ends if any(t.has(v) for t in rest)}))
    if kept:
        codes.append(ReasonCode.KEEPS_OPEN)
    blocked: set[int] = set()
    blocked_seats: list[int] = []
    for seat in range(view.players):
        if seat == view.seat:
            continue
        lacks = view.passed_on(seat) & set(ends)
        if lacks and view.hand_sizes[seat]:
            blocked |= lacks
            blocked_seats.append(seat)
    if blocked:
        codes.append(ReasonCode.BLOCKS)
    if not codes:
        codes.append(ReasonCode.BEST_CHANCE)
    return Reason(
        tuple(codes),
        tile=tile,
        pips=tile.pips,
        kept_open=kept,
        blocked=tuple(sorted(blocked)),
        blocked_seats=tuple(blocked_seats),
    )


def _ends_after(view: PlayerView, action: Place) -> tuple[int, int]:
    tile = action.tile
    ends = view.ends
    if ends is None:
        return (tile.low, tile.high)
    if action.end is End.LEFT:
        return (tile.other(ends[0]), ends[1])
    return (ends[0], tile.other(ends[1]))
