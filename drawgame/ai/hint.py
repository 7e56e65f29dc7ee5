"""The hint button: the ``hard`` player's choice for a view, with a reason in plain words.

The reason is a structured :class:`Reason` (codes and their parameters) so that the UI can
translate it; ``str(reason)`` gives the English, e.g. "sheds 11 pips and keeps the 5s open".

>>> from drawgame.engine import FULL_SET, End, HandState, Place, Tile
>>> t = Tile.parse
>>> state = HandState.from_tiles(
...     [[t("[5|6]")], [t("[0|0]"), t("[1|1]")]],
...     [x for x in FULL_SET if x not in (t("[5|6]"), t("[0|0]"), t("[1|1]"), t("[3|6]"))],
...     0, line=[Place(t("[3|6]"), End.LEFT)], current=0)
>>> hint = suggest(state.view(0), simulations=50)
>>> str(hint.action), str(hint.reason)
('[5|6] right', 'places its last tile and goes out (domino)')
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from drawgame.engine import Action, Draw, End, Pass, Place, PlayerView, Tile

from .budget import DEFAULT_SIMULATIONS, DEFAULT_TIME_LIMIT

if TYPE_CHECKING:
    from .hard import ActionValue

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
    BEST_CHANCE = "best_chance"  #: no simpler reason: the search's best (``hand_win``)


@dataclass(frozen=True, slots=True)
class Reason:
    """``codes`` in the order a sentence names them, and their parameters.

    ``pips`` and ``tile``: the tile placed (``None`` for a draw or a pass); ``kept_open``:
    end values the player still holds tiles for; ``blocked``: end values that the seats in
    ``blocked_seats`` have proved, by passing, that they lack; ``hand_win``: the searched
    chance of winning this hand (0 to 1), ``None`` when no search ran.
    """

    codes: tuple[ReasonCode, ...]
    tile: Tile | None = None
    pips: int = 0
    kept_open: tuple[int, ...] = ()
    blocked: tuple[int, ...] = ()
    blocked_seats: tuple[int, ...] = ()
    hand_win: float | None = None

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
        if self.hand_win is None:
            return "is the strongest move found"
        percent = 100 * self.hand_win
        return f"gives the best chances (wins the hand in about {percent:.0f}% of the games tried)"


def _numbers(values: tuple[int, ...]) -> str:
    """(5,) -> "5s"; (2, 5) -> "2s and 5s"."""
    names = [f"{v}s" for v in values]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested action and why."""

    action: Action
    reason: Reason


def suggest(
    view: PlayerView,
    *,
    seed: int = 0,
    simulations: int = DEFAULT_SIMULATIONS,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
) -> Hint:
    """The ``hard`` player's action for ``view`` and the reason for it.

    ``seed`` fixes the search, so that the same position always gets the same hint.
    """
    from .hard import HardBot, best_action  # the search, imported when first asked for

    legal = view.legal_actions
    if not legal:
        raise ValueError(f"seat {view.seat} has no legal action: it is not its turn")
    bot = HardBot(random.Random(seed), simulations=simulations, time_limit=time_limit)
    values: list[ActionValue] = []
    if len(legal) == 1:
        action = legal[0]
    elif len(view.hand) == 1 and any(isinstance(a, Place) for a in legal):
        action = bot.choose(view)
    else:
        values = bot.analyse(view)
        action = best_action(view, values)
    searched = next((v for v in values if v.action == action and v.deals), None)
    return Hint(action, explain(view, action, searched.hand_wins if searched else None))


def explain(view: PlayerView, action: Action, hand_win: float | None = None) -> Reason:
    """Why ``action`` is a good move in ``view``, in :class:`Reason` form."""
    legal = view.legal_actions
    places = [a for a in legal if isinstance(a, Place)]
    if isinstance(action, Pass):
        return Reason((ReasonCode.MUST_PASS,))
    if isinstance(action, Draw):
        if not places:
            return Reason((ReasonCode.MUST_DRAW,))
        return Reason((ReasonCode.DRAWS_BY_CHOICE,), hand_win=hand_win)
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
        hand_win=hand_win,
    )


def _ends_after(view: PlayerView, action: Place) -> tuple[int, int]:
    tile = action.tile
    ends = view.ends
    if ends is None:
        return (tile.low, tile.high)
    if action.end is End.LEFT:
        return (tile.other(ends[0]), ends[1])
    return (ends[0], tile.other(ends[1]))
