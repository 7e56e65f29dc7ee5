"""Calling bots within the move time limit.

Built-in bots are ours: they run in this process (in a worker thread when there is a time
limit). An outside bot runs in its own process (:class:`BotProcess`, serving
:class:`drawgame.arena.child.OutsideBots`), one per seat, kept for the whole run. The two
speak the protocol of :mod:`drawgame.remote`: the arena sends ``{"op": "new"}`` or
``{"op": "choose", "view": ...}`` (the view as data), the child answers
``{"made": name}``, ``{"action": "[3|5] left"}``, ``{"not_action": "its repr"}`` or
``{"error": "..."}``. The answer is read back from its text as the engine's own action
(checked against the view by :mod:`.play`); a child that overruns the time limit or sends
anything else is killed, and a fresh one is started for the next match.
"""

from __future__ import annotations

import queue
import threading
import time

from drawgame.ai import Bot
from drawgame.engine import Action, PlayerView
from drawgame.remote.errors import CallFailed, LoadFailed, exception_text, timeout_text
from drawgame.remote.process import Child
from drawgame.remote.protocol import Choose, Chosen, Made, New, NotAnAction

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


# -- outside bots -----------------------------------------------------------------------


class BotProcess(Child):
    """One outside bot's process: started on first use, restarted after a kill."""

    def __init__(self, spec: str, timeout: float | None) -> None:
        super().__init__(
            "drawgame.arena.child:OutsideBots",
            [spec],
            timeout=timeout,
            load_timeout=LOAD_SECONDS if timeout is not None else None,
            label=spec,
            reader="the arena",
            isolated=False,  # PYTHONPATH may be how the bot finds its own modules
            contained=True,  # no process it starts outlives it (remote/warden.py)
        )
        self.spec = spec

    def new_bot(self) -> OutsideBot:
        """Construct a new bot in the process (starting it if need be)."""
        reply = self.ask(New())
        assert isinstance(reply, Made)
        return OutsideBot(self, reply.name)

    def answer(self, bot: OutsideBot, view: PlayerView) -> Action | NotAnAction:
        """What ``bot`` chooses in ``view``: an engine action read from its text (checked
        against the view by the caller) or :class:`NotAnAction`."""
        if bot.generation != self.generation or not self.running:
            raise CallFailed("was ended with its process after an earlier failure")
        reply = self.ask(Choose(view))
        if isinstance(reply, Chosen):
            return reply.action
        assert isinstance(reply, NotAnAction)
        return reply


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
            raise CallFailed(timeout_text(self.timeout))
        if job.error is not None:
            raise CallFailed("raised " + exception_text(job.error))
        return job.action, job.elapsed

    def close(self) -> None:
        if self.worker is not None:
            self.worker.jobs.put(None)
            self.worker = None
