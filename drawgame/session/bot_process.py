"""The searching computer players (``hard``) and the hint think in a process of their own.

In the game's process a search shares Python's global lock with the window, which then
stalls for up to 100 ms at a time while a computer player thinks. In a separate process the
window never waits for it. The process is a :class:`drawgame.remote.process.Child`
serving :class:`BuiltInBots` (the protocol of :mod:`drawgame.remote`: the seat's view
goes over as plain data, the choice comes back as text and a hint as plain data; nothing
is unpickled). It is started when first needed, keeps each seat's bot (with its random
numbers) for the match, and ends with the window or when the game's process dies.

If the process cannot be started or fails, the bot thinks in the game's process as
before: a slower window, never a stuck match. No Qt here.
"""

from __future__ import annotations

import itertools
import logging
import random
import sys
import threading
from typing import Any

from drawgame.ai import make_bot, suggest
from drawgame.ai.hint import Hint
from drawgame.engine import Action, PlayerView
from drawgame.remote.child import Bots
from drawgame.remote.errors import ChildRaised, RemoteError
from drawgame.remote.process import Child
from drawgame.remote.protocol import Choose, Chosen, Hinted, New, Reply, Request, Suggest

__all__ = ["REMOTE_STRENGTHS", "BotHost", "BuiltInBots", "RemoteBot"]

#: The strengths whose search is heavy enough to think in the other process.
REMOTE_STRENGTHS = frozenset({"hard"})
#: At the end, how long the process may take to finish by itself.
CLOSE_GRACE = 2.0

logger = logging.getLogger("drawgame")


class BuiltInBots(Bots):
    """The other process: built-in bots by strength and seed, and the hint."""

    def make(self, request: New) -> object:
        return make_bot(request.kind, random.Random(request.seed))

    def suggest(self, request: Suggest) -> Reply:
        return Hinted(suggest(request.view))


class BotHost:
    """The game's side: starts the process when first asked and talks to it, one request
    at a time (the bot thread asks; it waits without holding Python's lock)."""

    def __init__(self) -> None:
        self._child = Child(
            f"{__name__}:{BuiltInBots.__name__}", label="the bot process", reader="the game"
        )
        self._lock = threading.Lock()
        self._failed = bool(getattr(sys, "frozen", False))  # no ``python -c`` in a bundle
        self._generations = itertools.count(1)

    def new_generation(self) -> int:
        """A number for a new match's bots (the process forgets older ones)."""
        return next(self._generations)

    @property
    def available(self) -> bool:
        return not self._failed

    def ask(self, request: Request) -> Reply:
        """The process's answer to ``request``. :class:`ChildRaised` if it could not
        answer; any other :class:`RemoteError` if the process failed (it is then ended
        and not asked again)."""
        with self._lock:
            if self._failed:
                raise RemoteError("the bot process is not available")
            try:
                return self._child.ask(request)
            except ChildRaised:
                raise
            except RemoteError:
                self._failed = True
                self._child.close()
                raise

    def hint(self, view: PlayerView) -> Hint:
        reply = self.ask(Suggest(view))
        assert isinstance(reply, Hinted)
        return reply.hint

    def close(self) -> None:
        with self._lock:
            self._child.close(grace=CLOSE_GRACE)


class RemoteBot:
    """A bot of a built-in strength that thinks in the host's process; the same choices as
    ``make_bot(strength, random.Random(seed))`` would make here."""

    def __init__(self, host: BotHost, strength: str, seed: str, key: tuple[int, int]) -> None:
        self.name = strength
        self._host = host
        self._strength = strength
        self._seed = seed
        self._key = key
        self._made = False
        self._local: Any = None

    def choose(self, view: PlayerView) -> Action:
        if self._local is None and self._host.available:
            try:
                if not self._made:
                    self._host.ask(New(self._key, self._strength, self._seed))
                    self._made = True
                reply = self._host.ask(Choose(view, self._key))
                if isinstance(reply, Chosen):
                    return reply.action
                raise RemoteError(f"the bot returned {reply}")
            except RemoteError as error:
                logger.warning("the bot process failed (%s); thinking here instead", error)
        if self._local is None:
            self._local = make_bot(self._strength, random.Random(self._seed))
        return self._local.choose(view)  # type: ignore[no-any-return]
