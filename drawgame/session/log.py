"""The move log as facts: one :class:`LogEntry` per turn, hand end and match end. The words
are made by :class:`drawgame.ui.words.narrator.Narrator` whenever they are shown."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from drawgame.engine import Action, MatchResult, Outcome, Pass, Place
from drawgame.engine.seal import DealSeal
from drawgame.storage import HUMAN

__all__ = ["HUMAN", "EntryKind", "LogEntry"]


class EntryKind(enum.Enum):
    TURN = "turn"  # a whole turn of one seat: its draws and the place or pass ending it
    DRAW = "draw"  # the player drew a tile: told at once, their turn goes on
    HAND_END = "hand end"
    MATCH_END = "match end"
    TAKE_BACK = "take back"  # the player took back moves: ``undone`` says which
    DEAL = "deal"  # a hand was dealt: ``seal`` has the commitment shown
    REVEAL = "reveal"  # a hand is over: ``seal``'s secret and order are shown


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the move log, as facts: the words come from :func:`entry_text`.

    A turn has ``seat``, ``draws`` (tiles drawn before), ``action`` (the place or pass that
    ended it) and ``ends`` (the line's ends before it; ``None`` for the opening). The
    player's own draws are entries of their own (a draw, told as it is made, which a
    take-back may undo), so the player's turns have no ``draws``. A hand
    end has the hand's ``outcome``, a match end the match's ``result``; their seat is -1.
    A take-back (the player's seat) has the actions it ``undone``, the player's first.
    A deal and a reveal have the hand's ``seal`` (:mod:`drawgame.engine.seal`).
    """

    hand_number: int
    kind: EntryKind
    seat: int = -1
    action: Place | Pass | None = None
    draws: int = 0
    ends: tuple[int, int] | None = None
    outcome: Outcome | None = None
    result: MatchResult | None = None
    #: The game passed for the player: nothing else was possible (the auto pass setting).
    auto: bool = False
    #: A take-back's undone actions, ``(seat, action)`` in the order they had been played.
    undone: tuple[tuple[int, Action], ...] = ()
    #: A deal's or a reveal's secret and tile order.
    seal: DealSeal | None = None
