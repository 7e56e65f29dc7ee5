"""Helper processes that answer wrongly (``tests.session.bad_helpers:Name``), served to a
:class:`~drawgame.session.bot_process.BotHost` in place of the built-in bots."""

from __future__ import annotations

import drawgame.remote.child as child
from drawgame.ai.hint import Hint, Reason, ReasonCode
from drawgame.ai.tutor import MoveCheck
from drawgame.engine import Draw, Pass, Place, Tile
from drawgame.engine.view_data import action_from_text
from drawgame.remote.protocol import (
    Choose,
    Chosen,
    Failed,
    Hinted,
    Judge,
    Judged,
    NotAnAction,
    Reply,
    Suggest,
)
from drawgame.session.bot_serving import BuiltInBots


class AnswersFive(BuiltInBots):
    """Its reply to a move is the line ``5``: no reply at all."""

    def __init__(self) -> None:
        super().__init__()
        encode = child.encode
        child.encode = lambda message, *rest: (
            b"5\n" if isinstance(message, Chosen) else encode(message, *rest)
        )


class ReturnsFive(BuiltInBots):
    """Its bot returns ``5`` instead of an action."""

    def choose(self, request: Choose) -> Reply:
        return NotAnAction("5")


def _illegal(legal: tuple[Place | Draw | Pass, ...]) -> Place | Draw | Pass:
    for text in ("draw", "pass", f"{Tile(6, 6)} left", f"{Tile(0, 0)} right"):
        action = action_from_text(text)
        if action not in legal:
            return action
    raise AssertionError("every action is legal")


class IllegalMove(BuiltInBots):
    """A well-formed action that is not legal in the view it was given."""

    def choose(self, request: Choose) -> Reply:
        return Chosen(_illegal(request.view.legal_actions))


class IllegalHint(BuiltInBots):
    """A hint of an action that is not legal in the view."""

    def suggest(self, request: Suggest) -> Reply:
        reply = super().suggest(request)
        assert isinstance(reply, Hinted)
        hint = reply.hint
        return Hinted(Hint(_illegal(request.view.legal_actions), hint.reason))


class UnsayableHint(BuiltInBots):
    """A hint of a legal action whose reason cannot be said: a value that is not a number,
    no number kept open, a seat that is not at the table."""

    def suggest(self, request: Suggest) -> Reply:
        reply = super().suggest(request)
        assert isinstance(reply, Hinted)
        codes = (ReasonCode.BEST_CHANCE, ReasonCode.KEEPS_OPEN, ReasonCode.BLOCKS)
        reason = Reason(codes, None, 0, (), (5,), (9,))
        return Hinted(Hint(reply.hint.action, reason, float("nan"), 1.0))


class JustInTime(BuiltInBots):
    """Answers every move and hint just before the deadline (``DRAWGAME_TEST_DELAY``
    seconds, read at start)."""

    def __init__(self) -> None:
        import os

        super().__init__()
        self.delay = float(os.environ.get("DRAWGAME_TEST_DELAY", "0.5"))

    def choose(self, request: Choose) -> Reply:
        import time

        time.sleep(self.delay)
        return super().choose(request)

    def suggest(self, request: Suggest) -> Reply:
        import time

        time.sleep(self.delay)
        return super().suggest(request)


class IllegalVerdict(BuiltInBots):
    """A verdict whose better move is not legal in the view."""

    def judge(self, request: Judge) -> Reply:
        best = _illegal(request.view.legal_actions)
        return Judged(MoveCheck(request.action, best, 50.0, 1.0, "blunder"))


class OtherMoveVerdict(BuiltInBots):
    """A verdict on another move than the one asked about."""

    def judge(self, request: Judge) -> Reply:
        legal = request.view.legal_actions
        other = next(a for a in legal if a != request.action)
        return Judged(MoveCheck(other, request.action, 50.0, 1.0, "blunder"))


class JudgeRaises(BuiltInBots):
    """Its analysis raises on every move it is asked to judge (the process serves on)."""

    def judge(self, request: Judge) -> Reply:
        return Failed("RuntimeError: the analysis broke")


class JudgeStuck(BuiltInBots):
    """Never answers a judge request (``DRAWGAME_TEST_DELAY`` seconds asleep)."""

    def judge(self, request: Judge) -> Reply:
        import os
        import time

        time.sleep(float(os.environ.get("DRAWGAME_TEST_DELAY", "60")))
        return super().judge(request)
