"""Calling a bot's ``choose``, timed, within the move time limit."""

from __future__ import annotations

import queue
import threading
import time

from drawgame.ai import Bot
from drawgame.engine import PlayerView

__all__ = ["Caller", "TimedOut"]


class TimedOut(Exception):
    """The bot did not answer within the move time limit."""


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
    """Calls ``bot.choose(view)``, timing it; with a timeout the call runs in a worker."""

    def __init__(self, timeout: float | None) -> None:
        self.timeout = timeout
        self.worker: _Worker | None = None

    def call(self, bot: Bot, view: PlayerView) -> tuple[object, float]:
        """The bot's answer and its think time in seconds; re-raises the bot's
        exception, or raises :class:`TimedOut`."""
        if self.timeout is None:
            start = time.perf_counter()
            action = bot.choose(view)
            return action, time.perf_counter() - start
        if self.worker is None:
            self.worker = _Worker()
        job = _Job(bot, view)
        self.worker.jobs.put(job)
        if not job.done.wait(self.timeout):
            # Leave the stuck thread behind; it quits once the bot returns.
            self.worker.jobs.put(None)
            self.worker = None
            raise TimedOut
        if job.error is not None:
            raise job.error
        return job.action, job.elapsed

    def close(self) -> None:
        if self.worker is not None:
            self.worker.jobs.put(None)
            self.worker = None
