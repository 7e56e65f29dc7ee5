"""What goes wrong when a child process is asked something: one family of exceptions.

Every message completes a sentence about the bot, e.g. "seat 0 (spec) ..." in the arena:
``raised ValueError: ...``, ``did not answer within the move timeout of 1 s``,
``ended its process (exit code 7)``, ``sent something the arena cannot read (...)``.
"""

from __future__ import annotations

import importlib
import traceback
from pathlib import Path

__all__ = [
    "BadReply",
    "CallFailed",
    "ChildDied",
    "ChildRaised",
    "LoadFailed",
    "RemoteError",
    "TimedOut",
    "exception_text",
    "timeout_text",
]

#: Frames in these folders are the machinery's, not the bot's.
_MACHINERY = (
    Path(importlib.__file__).parent,
    Path(__file__).parent,
    Path(__file__).parents[1] / "arena",
)


class RemoteError(Exception):
    """A child process could not be started or asked."""


class LoadFailed(RemoteError):
    """The child could not load what it serves (the message says why)."""


class CallFailed(RemoteError):
    """A bot failed a call (in the child, or in this process for the arena's own bots)."""


class TimedOut(CallFailed):
    """No answer within the time limit; the child was killed."""


class ChildDied(CallFailed):
    """The child's process ended (or closed its answers) while it was asked."""


class ChildRaised(CallFailed):
    """The child answered with an error (the bot raised); the child serves on."""


class BadReply(CallFailed):
    """The child sent something that is no reply: too long, no JSON object, or not one of
    the kinds the request expects. ``why`` says which; the child is killed."""

    def __init__(self, why: str, reader: str = "the parent") -> None:
        super().__init__(f"sent something {reader} cannot read ({why})")
        self.why = why


def timeout_text(timeout: float | None) -> str:
    return f"did not answer within the move timeout of {timeout:g} s"


def exception_text(exc: BaseException) -> str:
    """``Type: message (at file:line in function)``, the line being the bot's own."""
    text = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    frames = [
        frame
        for frame in traceback.extract_tb(exc.__traceback__)
        if not frame.filename.startswith("<") and Path(frame.filename).parent not in _MACHINERY
    ]
    if frames:
        last = frames[-1]
        text += f" (at {last.filename}:{last.lineno} in {last.name})"
    return text
