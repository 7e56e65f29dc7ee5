"""Calling bots within the move time limit.

Built-in bots are ours: they run in this process (in a worker thread when there is a time
limit). An outside bot runs in its own process (:mod:`drawgame.arena.child`), one per seat,
kept for the whole run. The two speak JSON, one line each way: the arena sends
``{"op": "new"}`` or ``{"op": "choose", "view": ...}`` (the view as data,
:mod:`drawgame.engine.view_data`), the child answers ``{"made": name}``,
``{"action": "[3|5] left"}``, ``{"not_action": "its repr"}`` or ``{"error": "..."}``.
The answer is read as text and checked here; a child that overruns the time limit or sends
anything else is killed, and a fresh one is started for the next match.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import queue
import select
import subprocess
import sys
import threading
import time
import traceback
import weakref
from pathlib import Path
from typing import Any

from drawgame.ai import Bot
from drawgame.engine import Action, PlayerView
from drawgame.engine.view_data import action_from_text, view_to_data

__all__ = [
    "LOAD_SECONDS",
    "BotProcess",
    "CallFailed",
    "Caller",
    "LoadFailed",
    "NotAnAction",
    "OutsideBot",
    "exception_text",
]

#: With a move time limit, how long an outside bot's module may take to import.
LOAD_SECONDS = 30.0
#: The longest answer line read from a child; a real one is well under 3,000 bytes.
MAX_REPLY = 64 * 1024
#: How much of a text from a child (an error, a repr) is kept.
MAX_TEXT = 2000

_IMPORTLIB_DIR = Path(importlib.__file__).parent
_ARENA_DIR = Path(__file__).parent
#: The directory holding the ``drawgame`` package this process runs, for the children.
_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])
# The child imports the same drawgame as this process, whatever the working directory.
_BOOT = (
    "import sys; r = sys.argv[1]; r in sys.path or sys.path.insert(0, r); "
    "from drawgame.arena.child import main; sys.exit(main(sys.argv[2:]))"
)


_encode = json.JSONEncoder(separators=(",", ":")).encode


class CallFailed(Exception):
    """A bot failed a call. The message completes "seat 0 (spec) ...", e.g.
    ``raised ValueError: ...`` or ``did not answer within the move timeout of 1 s``."""


class _TooSlow(CallFailed):
    pass


class LoadFailed(Exception):
    """An outside bot's module or class cannot be loaded (the message says why)."""


class NotAnAction:
    """What an outside bot returned instead of an action, as its (short) repr."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return f"{self.text} (not an action)"


def exception_text(exc: BaseException) -> str:
    """``Type: message (at file:line in function)``, the line being the bot's own."""
    text = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
    frames = [
        frame
        for frame in traceback.extract_tb(exc.__traceback__)
        if not frame.filename.startswith("<")
        and Path(frame.filename).parent not in (_IMPORTLIB_DIR, _ARENA_DIR)
    ]
    if frames:
        last = frames[-1]
        text += f" (at {last.filename}:{last.lineno} in {last.name})"
    return text


def _timeout_text(timeout: float | None) -> str:
    return f"did not answer within the move timeout of {timeout:g} s"


# -- outside bots -----------------------------------------------------------------------


def _stop(process: subprocess.Popen[bytes], grace: float = 0.0) -> None:
    if grace and process.stdin is not None:
        # The end of its input tells a well-behaved child to finish (and flush) itself.
        process.stdin.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(grace)
    if process.poll() is None:
        process.kill()
    process.wait()
    for pipe in (process.stdin, process.stdout):
        if pipe is not None:
            pipe.close()


class BotProcess:
    """One outside bot's process: started on first use, restarted after a kill."""

    def __init__(self, spec: str, timeout: float | None) -> None:
        self.spec = spec
        self.timeout = timeout
        self.generation = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._finalizer: weakref.finalize[Any, BotProcess] | None = None
        self._buffer = b""

    def _start(self) -> None:
        process = subprocess.Popen(
            [sys.executable, "-c", _BOOT, _PACKAGE_ROOT, self.spec],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,  # the protocol; the bot's own prints go to stderr
        )
        self._process = process
        self._buffer = b""
        # Killed with this object at the latest, even if nobody calls close().
        self._finalizer = weakref.finalize(self, _stop, process)
        try:
            reply = self._read(LOAD_SECONDS if self.timeout is not None else None)
        except _TooSlow:
            raise LoadFailed(
                f"cannot load {self.spec!r}: its import took longer than {LOAD_SECONDS:g} s"
            ) from None
        except CallFailed as failed:
            raise LoadFailed(f"cannot load {self.spec!r}: it {failed}") from None
        if reply.get("loaded") is not True:
            self.close()
            raise LoadFailed(_text(reply.get("load_error"), f"cannot load {self.spec!r}"))

    def close(self, grace: float = 0.0) -> None:
        """End the process, at once or after ``grace`` seconds to finish by itself; the
        next call starts a new one."""
        if self._finalizer is not None:
            self._finalizer.detach()
            self._finalizer = None
        if self._process is not None:
            _stop(self._process, grace)
        self._process = None
        self.generation += 1

    def _fail(self, message: str) -> CallFailed:
        self.close()
        return CallFailed(message)

    def _read(self, timeout: float | None) -> dict[str, Any]:
        process = self._process
        assert process is not None and process.stdout is not None
        fd = process.stdout.fileno()
        deadline = None if timeout is None else time.monotonic() + timeout
        while b"\n" not in self._buffer:
            if len(self._buffer) > MAX_REPLY:
                raise self._fail("sent something the arena cannot read (an overlong line)")
            remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([fd], [], [], remaining)
            if not ready:
                self.close()
                raise _TooSlow(_timeout_text(timeout))
            chunk = os.read(fd, MAX_REPLY)
            if not chunk:
                try:
                    code = process.wait(timeout=1)
                except subprocess.TimeoutExpired:
                    code = None  # it closed the pipe but lives on
                self.close()
                raise CallFailed(f"ended its process (exit code {code})")
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        try:
            reply = json.loads(line)
        except (ValueError, RecursionError):
            reply = None
        if type(reply) is not dict:
            raise self._fail("sent something the arena cannot read (not a JSON object)")
        return reply

    def _ask(self, request: dict[str, Any]) -> dict[str, Any]:
        process = self._process
        assert process is not None and process.stdin is not None
        # A broken pipe means the process is gone; _read then reports how it ended.
        with contextlib.suppress(OSError):
            os.write(process.stdin.fileno(), _encode(request).encode() + b"\n")
        return self._read(self.timeout)

    def new_bot(self) -> OutsideBot:
        """Construct a new bot in the process (starting it if need be)."""
        if self._process is None:
            self._start()
        reply = self._ask({"op": "new"})
        if "error" in reply:
            raise CallFailed(_text(reply["error"], "failed"))
        name = reply.get("made")
        if type(name) is not str:
            raise self._fail("sent something the arena cannot read (no bot name)")
        return OutsideBot(self, name[:80])

    def answer(self, bot: OutsideBot, view: PlayerView) -> Action | NotAnAction:
        """What ``bot`` chooses in ``view``: an engine action read from its text (checked
        against the view by the caller) or :class:`NotAnAction`."""
        if bot.generation != self.generation or self._process is None:
            raise CallFailed("was ended with its process after an earlier failure")
        reply = self._ask({"op": "choose", "view": view_to_data(view)})
        if "error" in reply:
            raise CallFailed("raised " + _text(reply["error"], "an error"))
        if "not_action" in reply:
            return NotAnAction(_text(reply["not_action"], "something"))
        text = reply.get("action")
        if type(text) is not str:
            raise self._fail("sent something the arena cannot read (no action)")
        try:
            return action_from_text(text)  # the engine's own object, never the bot's
        except ValueError:
            return NotAnAction(repr(text[:40]))


def _text(value: object, default: str) -> str:
    return value[:MAX_TEXT] if type(value) is str and value else default


class OutsideBot:
    """This process's handle on a bot living in a :class:`BotProcess`."""

    def __init__(self, process: BotProcess, name: str) -> None:
        self.process = process
        self.name = name
        self.generation = process.generation

    def choose(self, view: PlayerView) -> Action:
        """The bot's action; :class:`CallFailed` if it fails or returns no action."""
        answer = self.process.answer(self, view)
        if isinstance(answer, NotAnAction):
            raise CallFailed(f"returned {answer}")
        return answer


# -- built-in bots ----------------------------------------------------------------------


class _Job:
    __slots__ = ("action", "bot", "done", "elapsed", "error", "view")

    def __init__(self, bot: Bot, view: PlayerView) -> None:
        self.bot = bot
        self.view = view
        self.done = threading.Event()
        self.action: object = None
        self.error: BaseException | None = None
        self.elapsed = 0.0


class _Worker:
    """A daemon thread running one bot call at a time, so a slow bot can be left behind
    (a Python thread cannot be killed; being a daemon, it cannot keep the process alive)."""

    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        threading.Thread(target=self._run, name="drawgame-arena-bot", daemon=True).start()

    def _run(self) -> None:
        while (job := self.jobs.get()) is not None:
            start = time.perf_counter()
            try:
                job.action = job.bot.choose(job.view)
            except BaseException as exc:  # even SystemExit: it is the bot's failure
                job.error = exc
            job.elapsed = time.perf_counter() - start
            job.done.set()


class Caller:
    """Calls ``bot.choose(view)``, timing it. A built-in bot with a time limit runs in a
    worker thread; an outside bot's process keeps the time limit itself."""

    def __init__(self, timeout: float | None) -> None:
        self.timeout = timeout
        self.worker: _Worker | None = None

    def call(self, bot: Bot, view: PlayerView) -> tuple[object, float]:
        """The bot's answer and its think time in seconds (for an outside bot, with the
        round trip to its process); :class:`CallFailed` if it raises or times out."""
        start = time.perf_counter()
        if isinstance(bot, OutsideBot):
            answer = bot.process.answer(bot, view)
            return answer, time.perf_counter() - start
        if self.timeout is None:
            try:
                action = bot.choose(view)
            except Exception as exc:
                raise CallFailed("raised " + exception_text(exc)) from None
            return action, time.perf_counter() - start
        if self.worker is None:
            self.worker = _Worker()
        job = _Job(bot, view)
        self.worker.jobs.put(job)
        if not job.done.wait(self.timeout):
            # Leave the stuck thread behind; it quits once the bot returns.
            self.worker.jobs.put(None)
            self.worker = None
            raise CallFailed(_timeout_text(self.timeout))
        if job.error is not None:
            raise CallFailed("raised " + exception_text(job.error))
        return job.action, job.elapsed

    def close(self) -> None:
        if self.worker is not None:
            self.worker.jobs.put(None)
            self.worker = None
