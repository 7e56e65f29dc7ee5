"""The searching computer players (the levels whose record says ``remote``, see
:mod:`drawgame.ai.levels`), the hint and the tutor think in a process of their own.

In the game's process a search shares Python's global lock with the window, which then
stalls for up to 100 ms at a time while a computer player thinks. In a separate process the
window never waits for it. The process is a :class:`drawgame.remote.process.Child` serving
:class:`drawgame.session.bot_serving.BuiltInBots` (the protocol of :mod:`drawgame.remote`:
the seat's view goes over as plain data, the choice comes back as text and a hint as plain
data; nothing is unpickled). It is started when first needed, keeps each seat's bot (with
its random numbers) for the match, and ends with the window or when the game's process dies.

Every request has a deadline (:data:`ANSWER_DEADLINE`, :data:`START_DEADLINE`): a process
that does not answer in time (stopped, stuck), keeps answering just in time (slow answers
adding up to the deadline, :data:`SLOW_SHARE`), ends, or answers anything but a legal
action for the view it was given (or a hint of one) is killed, and from then on the bots
and the hint think in the game's process: a slower window, never a stuck match.
:attr:`BotHost.failure` then says why (the controller tells the player once). Closing
never waits on a request in flight: it kills the process, and the request fails at once.
No Qt here, and none of the process protocol until the first request (the window's start
does not wait for it).
"""

from __future__ import annotations

import itertools
import logging
import random
import threading
import time
from typing import TYPE_CHECKING, Any

from drawgame.ai import make_bot
from drawgame.engine import Action, PlayerView
from drawgame.remote.errors import RemoteError

if TYPE_CHECKING:
    from drawgame.ai.hint import Hint
    from drawgame.ai.tutor import MoveCheck
    from drawgame.remote.process import Child
    from drawgame.remote.protocol import Reply, Request

__all__ = ["BotHost", "RemoteBot"]

#: At the end, how long an idle process may take to finish by itself.
CLOSE_GRACE = 0.5
#: The seconds the process may take to answer one request (a hard move or a hint takes
#: well under one) before it is killed and the bots think in the game's process.
ANSWER_DEADLINE = 10.0
#: The seconds the process may take to start and load.
START_DEADLINE = 30.0
#: An answer that takes more than this share of :data:`ANSWER_DEADLINE` is slow (a real
#: one takes a small part of it); once the slow answers add up to the deadline, the process
#: is given up too: one that answers just in time, every time, would make each move (and
#: each tile drawn) wait nearly the whole deadline.
SLOW_SHARE = 0.2

logger = logging.getLogger("drawgame")


class BotHost:
    """The game's side: starts the process when first asked and talks to it, one request
    at a time (the bot thread asks; it waits without holding Python's lock)."""

    def __init__(self, handler: str = "drawgame.session.bot_serving:BuiltInBots") -> None:
        # ``handler``: what the process serves (tests give it one that misbehaves).
        self._handler = handler
        # Made at the first request: the window opens without the process protocol.
        self._process: Child | None = None
        self._lock = threading.Lock()
        self._closed = False
        #: Why the process was given up (``None`` while it is in use): from then on the
        #: bots and the hint think in the game's process.
        self.failure: str | None = None
        self._generations = itertools.count(1)
        self._slow = 0.0  # the seconds the slow answers took, all told

    def new_generation(self) -> int:
        """A number for a new match's bots (the process forgets older ones)."""
        return next(self._generations)

    @property
    def available(self) -> bool:
        return self.failure is None and not self._closed

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def pid(self) -> int | None:
        """The process's id while it runs."""
        return None if self._process is None else self._process.pid

    def ask(self, request: Request) -> Reply:
        """The process's answer to ``request`` within the deadline. Any
        :class:`RemoteError` (the process failed, timed out, raised or sent no reply) gives
        the process up: it is ended and not asked again."""
        with self._lock:
            if not self.available:
                raise RemoteError("the bot process is not available")
            if self._process is None:
                from drawgame.remote.process import Child  # at the first request: not at start

                self._process = Child(self._handler, label="the bot process", reader="the game")
            child = self._process
            child.timeout = ANSWER_DEADLINE
            child.load_timeout = START_DEADLINE
            try:
                if not child.running:
                    child.start()  # not counted as the answer's time
                began = time.monotonic()
                reply = child.ask(request)
            except RemoteError as error:
                self._give_up(str(error))
                raise
            took = time.monotonic() - began
            if self._closed:  # closed while it answered
                child.close()
                raise RemoteError("the bot process was closed")
            if took > SLOW_SHARE * ANSWER_DEADLINE:
                self._slow += took
                if self._slow >= ANSWER_DEADLINE:
                    # This answer is used; the next ones are thought out here.
                    self._give_up(f"its answers are too slow ({self._slow:.0f} s in slow ones)")
            return reply

    def give_up(self, why: str) -> None:
        """End the process after an answer that is wrong by value (``why``): the bots and
        the hint think in the game's process from now on."""
        with self._lock:
            self._give_up(why)

    def _give_up(self, why: str) -> None:
        if self._process is not None:
            self._process.close()
        if self._closed or self.failure is not None:
            return
        self.failure = why
        logger.warning(
            "the bot process failed (%s); the computer players think in the game's "
            "process from now on",
            why,
        )

    def hint(self, view: PlayerView) -> Hint:
        """The hint for ``view``; :class:`RemoteError` if the process could not give one
        (a hint of an action that is not legal in ``view`` gives the process up)."""
        from drawgame.remote.protocol import Hinted, Suggest  # on the first hint: not at start

        reply = self.ask(Suggest(view))
        if not isinstance(reply, Hinted) or reply.hint.action not in view.legal_actions:
            why = f"it hinted {reply.hint.action if isinstance(reply, Hinted) else reply}"
            self.give_up(f"{why}, which is not legal in the view it was given")
            raise RemoteError(why)
        if any(seat >= len(view.hand_sizes) for seat in reply.hint.reason.blocked_seats):
            why = f"its hint names seats {reply.hint.reason.blocked_seats}"
            self.give_up(f"{why}, which are not at the table")
            raise RemoteError(why)
        return reply.hint

    def check(self, view: PlayerView, action: Action) -> MoveCheck:
        """The tutor's verdict on ``action`` in ``view``; :class:`RemoteError` if the
        process could not give one (a verdict on another move, or naming a best action
        that is not legal in ``view``, gives the process up). Never thought out here."""
        from drawgame.remote.protocol import Judge, Judged  # on the first verdict: not at start

        reply = self.ask(Judge(view, action))
        if (
            not isinstance(reply, Judged)
            or reply.check.played != action
            or reply.check.best not in view.legal_actions
            or any(claim.seat >= view.players for claim in reply.check.why)
        ):
            what = reply.check if isinstance(reply, Judged) else reply
            why = f"it judged {what}"
            self.give_up(f"{why}, which is not a verdict on {action} in the view it was given")
            raise RemoteError(why)
        return reply.check

    def close(self) -> None:
        """End the process without waiting on a request in flight (it is killed, and
        the request fails at once); an idle process gets :data:`CLOSE_GRACE` to finish."""
        self._closed = True
        if self._lock.acquire(blocking=False):
            try:
                if self._process is not None:
                    self._process.close(grace=CLOSE_GRACE)
            finally:
                self._lock.release()
        elif self._process is not None:
            self._process.kill()  # the asking thread sees it end and cleans up


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
        from drawgame.remote.protocol import Choose, Chosen, New  # on the first move: not at start

        if self._local is None and self._host.available:
            try:
                if not self._made:
                    self._host.ask(New(self._key, self._strength, self._seed))
                    self._made = True
                reply = self._host.ask(Choose(view, self._key))
            except RemoteError:
                pass  # given up (and said) by the host
            else:
                # Checked by value: anything but a legal action is a broken process.
                if isinstance(reply, Chosen) and reply.action in view.legal_actions:
                    return reply.action
                what = reply.action if isinstance(reply, Chosen) else reply
                self._host.give_up(f"it answered {what}, which is not legal in the view")
        if self._host.closed:
            raise RemoteError("the bot process was closed")  # nobody waits for this move
        if self._local is None:
            self._local = make_bot(self._strength, random.Random(self._seed))
        return self._local.choose(view)  # type: ignore[no-any-return]
