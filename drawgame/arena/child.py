"""An outside bot's own process (started by :class:`drawgame.arena.calling.BotProcess`).

It takes the protocol pipes for itself before the bot's module is imported: the bot's
stdin is empty and its stdout is the arena's stderr, so what it prints never mixes with
the answers or with ``--json``. It then imports the bot and answers one JSON line per
request (see :mod:`drawgame.arena.calling`). Everything the bot does, ``sys.exit`` and
``KeyboardInterrupt`` included, is reported as its error; the process serves on.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import reprlib
import signal
import sys
from collections.abc import Callable, Sequence
from typing import Any, BinaryIO

from drawgame.engine import Draw, Pass, Place
from drawgame.engine.view_data import ViewReader

from .calling import MAX_TEXT, exception_text
from .loading import ArenaError, find_class

__all__ = ["main"]

_short = reprlib.Repr()
_short.maxstring = 80
_short.maxother = 80
_PR_SET_PDEATHSIG = 1


def _take_pipes() -> tuple[BinaryIO, int]:
    """Keep stdin and stdout for the protocol; give the bot /dev/null and stderr."""
    requests = os.fdopen(os.dup(0), "rb")
    answers = os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    return requests, answers


def _die_with_the_arena() -> None:
    # A bot stuck in a C loop would otherwise outlive a killed arena (Linux only).
    with contextlib.suppress(AttributeError, OSError):
        ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def _safe(describe: Callable[[], str], fallback: str) -> str:
    # Describing a bot's object runs its code (__str__, __repr__): that may fail too.
    try:
        return describe()[:MAX_TEXT]
    except BaseException:
        return fallback


def _describe(exc: BaseException) -> str:
    return _safe(lambda: exception_text(exc), type(exc).__name__)


def _answer(action: object) -> dict[str, str]:
    # By exact type: a subclass could bring its own __eq__ or __str__.
    kind = type(action)
    if kind is Place or kind is Draw or kind is Pass:
        return {"action": _safe(lambda: str(action), "?")}
    return {"not_action": _safe(lambda: _short.repr(action), f"a {kind.__name__}")}


class _Server:
    def __init__(self, spec: str, factory: Callable[[], object]) -> None:
        self.spec = spec
        self.factory = factory
        self.bot: Any = None
        self.views = ViewReader()

    def new(self) -> dict[str, str]:
        self.bot = None
        try:
            bot = self.factory()
            if not callable(getattr(bot, "choose", None)):
                shown = _safe(lambda: _short.repr(bot), "an object")
                raise TypeError(f"{self.spec} made {shown}, which has no choose(view) method")
            name = getattr(bot, "name", "")
        except BaseException as exc:  # SystemExit and KeyboardInterrupt are its errors too
            return {"error": _describe(exc)}
        self.bot = bot
        return {"made": name[:80] if type(name) is str else ""}

    def choose(self, data: object) -> dict[str, str]:
        if self.bot is None:
            return {"error": "RuntimeError: no bot was made"}
        # The reader keeps its own line: what the bot does to its copy stays there.
        view = self.views.read(data)
        try:
            action = self.bot.choose(view)
        except BaseException as exc:
            return {"error": _describe(exc)}
        return _answer(action)


def main(argv: Sequence[str]) -> int:
    """Serve the bot ``argv[0]`` until the arena closes the pipe."""
    requests, answers = _take_pipes()
    # Ctrl-C is for the arena, which then ends this process.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _die_with_the_arena()

    def send(reply: dict[str, Any]) -> None:
        data = json.dumps(reply).encode() + b"\n"
        while data:
            data = data[os.write(answers, data) :]

    spec = argv[0]
    try:
        factory = find_class(spec)
    except ArenaError as error:
        send({"load_error": str(error)[:MAX_TEXT]})
        return 2
    send({"loaded": True})
    server = _Server(spec, factory)
    for line in requests:
        request = json.loads(line)
        if request["op"] == "new":
            send(server.new())
        else:
            send(server.choose(request["view"]))
        with contextlib.suppress(Exception):  # the bot may have replaced sys.stdout
            sys.stdout.flush()
    return 0
