"""The child's side: take the pipes, load a handler, answer one request a line.

Started by :class:`drawgame.remote.process.Child` as ``main(["module:name", *arguments])``.
It takes the protocol pipes for itself before anything else is imported: what runs here
gets an empty stdin and the parent's stderr as its stdout, so what it prints never mixes
with the replies. It dies with its parent and keeps what it forks below it (Linux), leaves
Ctrl-C to the parent, then builds the handler ``name(*arguments)`` from ``module``
(:class:`LoadFailed` there is reported as :class:`~drawgame.remote.protocol.LoadError`)
and serves until its input ends. A handler answers each request kind (:class:`Handler`);
:class:`Bots` keeps the bots a parent makes and calls them, reporting everything a bot
does, ``sys.exit`` and ``KeyboardInterrupt`` included, as its error while the process
serves on.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib
import os
import reprlib
import signal
import sys
from collections.abc import Callable, Sequence
from typing import Any, BinaryIO

from drawgame.engine import Draw, Pass, Place
from drawgame.engine.view_data import ViewReader, action_from_text

from .errors import LoadFailed, exception_text
from .framing import write_all
from .protocol import (
    MAX_TEXT,
    BadRequest,
    BotKey,
    Choose,
    Chosen,
    Failed,
    Judge,
    Loaded,
    LoadError,
    Made,
    New,
    NotAnAction,
    Reply,
    Suggest,
    encode,
    read_request,
)

__all__ = ["Bots", "Handler", "describe", "main", "serve"]

_short = reprlib.Repr()
_short.maxstring = 80
_short.maxother = 80
_PR_SET_PDEATHSIG = 1
_PR_SET_CHILD_SUBREAPER = 36


def _take_pipes() -> tuple[BinaryIO, int]:
    """Keep stdin and stdout for the protocol; give the rest /dev/null and stderr."""
    requests = os.fdopen(os.dup(0), "rb")
    answers = os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    return requests, answers


def _die_with_the_parent() -> None:
    # A bot stuck in a C loop would otherwise outlive a killed parent (Linux only).
    with contextlib.suppress(AttributeError, OSError):
        ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def _keep_descendants() -> None:
    # What a bot forks stays below this process even after setsid (its orphans come here,
    # not to init), so the parent finds and kills them with it (Linux only).
    with contextlib.suppress(AttributeError, OSError):
        ctypes.CDLL(None).prctl(_PR_SET_CHILD_SUBREAPER, 1)


def _safe(describe: Callable[[], str], fallback: str) -> str:
    # Describing a bot's object runs its code (__str__, __repr__): that may fail too.
    try:
        return describe()[:MAX_TEXT]
    except BaseException:
        return fallback


def describe(exc: BaseException) -> str:
    """``exc`` as a :class:`Failed` reply's text, however odd the exception."""
    return _safe(lambda: exception_text(exc), type(exc).__name__)


def _answer(action: object) -> Chosen | NotAnAction:
    # By exact type: a subclass could bring its own __eq__ or __str__.
    kind = type(action)
    if kind is Place or kind is Draw or kind is Pass:
        text = _safe(lambda: str(action), "?")
        try:
            return Chosen(action_from_text(text))  # the engine's own object
        except ValueError:
            return NotAnAction(repr(text[:40]))
    return NotAnAction(_safe(lambda: _short.repr(action), f"a {kind.__name__}"))


class Handler:
    """What a child serves: one method a request kind. By default none is served."""

    def new(self, request: New) -> Reply:
        return Failed("RuntimeError: this process makes no bots")

    def choose(self, request: Choose) -> Reply:
        return Failed("RuntimeError: this process makes no bots")

    def suggest(self, request: Suggest) -> Reply:
        return Failed("RuntimeError: this process gives no hints")

    def judge(self, request: Judge) -> Reply:
        return Failed("RuntimeError: this process judges no moves")


class Bots(Handler):
    """Keeps the bots :meth:`make` makes, by their key, and asks them to choose. A new
    bot replaces the one under its key, and the bots of earlier matches are forgotten."""

    label = "the factory"

    def __init__(self) -> None:
        self.bots: dict[BotKey, Any] = {}

    def make(self, request: New) -> object:
        """A new bot for ``request``; whatever it raises is the bot's error."""
        raise NotImplementedError

    def new(self, request: New) -> Reply:
        key = request.bot
        for old in [k for k in self.bots if k == key or k[0] < key[0]]:
            del self.bots[old]
        try:
            bot = self.make(request)
            if not callable(getattr(bot, "choose", None)):
                shown = _safe(lambda: _short.repr(bot), "an object")
                raise TypeError(f"{self.label} made {shown}, which has no choose(view) method")
            name = getattr(bot, "name", "")
        except BaseException as exc:  # SystemExit and KeyboardInterrupt are its errors too
            return Failed(describe(exc))
        self.bots[key] = bot
        return Made(name[:80] if type(name) is str else "")

    def choose(self, request: Choose) -> Reply:
        bot = self.bots.get(request.bot)
        if bot is None:
            return Failed("RuntimeError: no bot was made")
        try:
            action = bot.choose(request.view)
        except BaseException as exc:
            return Failed(describe(exc))
        return _answer(action)


def serve(handler: Handler, requests: BinaryIO, answers: int) -> None:
    """Answer each request line from ``requests`` on ``answers`` until the input ends."""
    # One reader: it keeps its own copy of the line, so what a bot does to its view's
    # line stays there, and a hand's growing line and history are read once.
    views = ViewReader()
    for line in requests:
        reply: Reply
        number: int | None = None
        try:
            number, request = read_request(line, views)
        except BadRequest as error:
            number = error.number
            reply = Failed(describe(error.error))
        else:
            try:
                if isinstance(request, New):
                    reply = handler.new(request)
                elif isinstance(request, Choose):
                    reply = handler.choose(request)
                elif isinstance(request, Judge):
                    reply = handler.judge(request)
                else:
                    reply = handler.suggest(request)
            except Exception as error:  # the handler's own failure: the parent is told
                reply = Failed(describe(error))
        write_all(answers, encode(reply, number))  # the request's number echoed
        with contextlib.suppress(Exception):  # a bot may have replaced sys.stdout
            sys.stdout.flush()


def main(argv: Sequence[str]) -> int:
    """Serve the handler ``argv[0]`` (``module:name``, given ``argv[1:]``) until the
    parent closes the pipe."""
    requests, answers = _take_pipes()
    # Ctrl-C is for the parent, which then ends this process.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _die_with_the_parent()
    _keep_descendants()
    where, _, name = argv[0].partition(":")
    try:
        handler = getattr(importlib.import_module(where), name)(*argv[1:])
    except LoadFailed as error:
        write_all(answers, encode(LoadError(str(error)[:MAX_TEXT])))
        return 2
    write_all(answers, encode(Loaded()))
    serve(handler, requests, answers)
    return 0
