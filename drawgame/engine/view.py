"""What one seat may know: :class:`PlayerView` (the only thing a bot ever sees)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, Draw, End, Place
from .line import Line
from .rules import Rules
from .tiles import FULL_SET, Tile

if TYPE_CHECKING:
    from .hand import HandState

__all__ = [
    "DrewEvent",
    "PassedEvent",
    "PlacedEvent",
    "PlayerView",
    "PublicEvent",
    "distinct_actions",
    "same_move",
    "view_of",
]


@dataclass(frozen=True, slots=True)
class PlacedEvent:
    """``seat`` placed ``tile`` on ``end``."""

    seat: int
    tile: Tile
    end: End


@dataclass(frozen=True, slots=True)
class DrewEvent:
    """``seat`` drew ``count`` tiles in a row (which ones is secret)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class PassedEvent:
    """``seat`` passed with ``ends`` showing: it holds neither value (R9)."""

    seat: int
    ends: tuple[int, int]


PublicEvent = PlacedEvent | DrewEvent | PassedEvent


class PlayerView:
    """Everything one seat may know of a hand, and nothing more.

    It is built from copies of public facts (and the seat's own hand); it keeps no
    reference to the :class:`HandState`, so other hands and the stock order cannot be
    reached from it. ``rules`` are the hand's :class:`~drawgame.engine.rules.Rules` (the
    deal, the protected stock, the target); ``target`` is the match's target when the view
    comes from a match (``rules.target``), ``None`` for a lone hand.
    """

    __slots__ = (
        "current",
        "hand",
        "hand_number",
        "hand_sizes",
        "history",
        "is_over",
        "legal_actions",
        "line",
        "opener",
        "players",
        "rules",
        "scores",
        "seat",
        "stock_size",
        "target",
    )

    seat: int
    players: int
    rules: Rules
    hand: tuple[Tile, ...]
    line: Line
    stock_size: int
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    target: int | None
    hand_number: int
    opener: int
    current: int
    legal_actions: tuple[Action, ...]
    history: tuple[PublicEvent, ...]
    is_over: bool

    def __init__(self) -> None:
        raise TypeError("ask a HandState or a Match for a view")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a PlayerView is read-only")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a PlayerView is read-only")

    @property
    def ends(self) -> tuple[int, int] | None:
        return self.line.ends

    @property
    def to_move(self) -> bool:
        """Whether it is this seat's turn."""
        return self.current == self.seat and not self.is_over

    def unseen(self) -> tuple[Tile, ...]:
        """Tiles this seat has not seen: in other hands or in the stock, in set order."""
        known = set(self.hand) | set(self.line.tiles)
        return tuple(t for t in FULL_SET if t not in known)

    def passed_on(self, seat: int) -> frozenset[int]:
        """End values ``seat`` has proved, by passing this hand, that it does not hold.

        A pass proves it (R9); a draw proves nothing for certain (R7 allows drawing with
        a playable tile). A pass only happens once the stock is down to its protected
        tiles (R8), so the seat never draws again and the proof lasts the hand; a draw
        after a pass would void it, and is checked for so that the proof stays sound.
        """
        values: set[int] = set()
        for event in self.history:
            if event.seat != seat:
                continue
            if isinstance(event, PassedEvent):
                values.update(event.ends)
            elif isinstance(event, DrewEvent):
                values.clear()
        return frozenset(values)

    def __repr__(self) -> str:
        hand = " ".join(str(t) for t in self.hand)
        return f"<PlayerView seat {self.seat}: hand {hand}, line {self.line!r}>"


def view_of(
    state: HandState,
    seat: int,
    scores: Sequence[int] | None = None,
    target: int | None = None,
    hand_number: int = 1,
) -> PlayerView:
    """What ``seat`` may know of ``state`` (what :meth:`HandState.view` gives)."""
    if type(seat) is not int or not 0 <= seat < state.players:
        raise ValueError(f"seat must be from 0 to {state.players - 1}, not {seat!r}")
    view = object.__new__(PlayerView)
    setattr_ = object.__setattr__
    setattr_(view, "seat", seat)
    setattr_(view, "players", state.players)
    setattr_(view, "rules", state.rules)
    setattr_(view, "hand", state.hand(seat))
    # Its own copy: the state's line is shared with every later position.
    setattr_(view, "line", state.line.copy())
    setattr_(view, "stock_size", state.stock_size)
    setattr_(view, "hand_sizes", state.hand_sizes)
    setattr_(view, "scores", tuple(scores) if scores is not None else (0,) * state.players)
    setattr_(view, "target", target)
    setattr_(view, "hand_number", hand_number)
    setattr_(view, "opener", state.opener)
    setattr_(view, "current", state.current)
    # Only the seat to move gets its moves; others may not act.
    setattr_(view, "legal_actions", state.legal_actions() if seat == state.current else ())
    setattr_(view, "is_over", state.is_over)
    events: list[PublicEvent] = []
    for turn in state.history:
        action = turn.action
        if isinstance(action, Place):
            events.append(PlacedEvent(turn.seat, action.tile, action.end))
        elif isinstance(action, Draw):
            last = events[-1] if events else None
            if isinstance(last, DrewEvent) and last.seat == turn.seat:
                events[-1] = DrewEvent(turn.seat, last.count + 1)
            else:
                events.append(DrewEvent(turn.seat, 1))
        else:
            assert turn.ends is not None
            events.append(PassedEvent(turn.seat, turn.ends))
    setattr_(view, "history", tuple(events))
    return view


def same_move(a: Action, b: Action, view: PlayerView) -> bool:
    """Whether ``a`` and ``b`` give the same position in ``view``: the same action, or one
    tile placed on either of two ends that show the same value."""
    ends = view.ends
    return a == b or (
        ends is not None
        and ends[0] == ends[1]
        and isinstance(a, Place)
        and isinstance(b, Place)
        and a.tile == b.tile
    )


def distinct_actions(view: PlayerView) -> list[Action]:
    """The legal actions, without the second of two placements giving the same line."""
    out: list[Action] = []
    for action in view.legal_actions:
        if not any(same_move(action, a, view) for a in out):
            out.append(action)
    return out
