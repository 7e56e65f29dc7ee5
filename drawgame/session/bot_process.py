"""The searching computer players (``hard``) and the hint think in a process of their own.

In the game's process a search shares Python's global lock with the window, which then
stalls for up to 100 ms at a time while a computer player thinks. In a separate process the
window never waits for it. The process is started when first needed (a plain
``python -c``, so it never runs the game's own ``__main__``), keeps each seat's bot (with
its random numbers) for the match, and ends with the window or when the game's process
dies (its input closes).

Only the seat's view crosses over, as the plain data of :mod:`drawgame.engine.view_data`,
one JSON line per message (nothing is unpickled); the choice comes back as text and a hint
as plain data. If the process cannot be started or fails, the bot thinks
in the game's process as before: a slower window, never a stuck match. No Qt here.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import random
import subprocess
import sys
import threading
from typing import IO, Any

from drawgame.ai.hint import Hint, Reason, ReasonCode
from drawgame.engine import Action, PlayerView, Tile
from drawgame.engine.view_data import action_from_text, view_from_data, view_to_data

__all__ = ["REMOTE_STRENGTHS", "BotHost", "RemoteBot", "serve"]

#: The strengths whose search is heavy enough to think in the other process.
REMOTE_STRENGTHS = frozenset({"hard"})
_LARGEST = 1 << 22

logger = logging.getLogger("drawgame")


def _send(stream: IO[bytes], message: object) -> None:
    stream.write(json.dumps(message).encode() + b"\n")
    stream.flush()


def _receive(stream: IO[bytes]) -> Any:
    line = stream.readline(_LARGEST)
    if not line.endswith(b"\n"):
        raise EOFError("the other process closed the pipe")
    return json.loads(line)


def hint_to_data(hint: Hint) -> dict[str, Any]:
    r = hint.reason
    return {
        "action": str(hint.action),
        "codes": [c.value for c in r.codes],
        "tile": str(r.tile) if r.tile is not None else None,
        "pips": r.pips,
        "kept_open": list(r.kept_open),
        "blocked": list(r.blocked),
        "blocked_seats": list(r.blocked_seats),
        "hand_win": r.hand_win,
    }


def hint_from_data(data: dict[str, Any]) -> Hint:
    reason = Reason(
        tuple(ReasonCode(c) for c in data["codes"]),
        Tile.parse(data["tile"]) if data["tile"] is not None else None,
        int(data["pips"]),
        tuple(int(v) for v in data["kept_open"]),
        tuple(int(v) for v in data["blocked"]),
        tuple(int(v) for v in data["blocked_seats"]),
        None if data["hand_win"] is None else float(data["hand_win"]),
    )
    return Hint(action_from_text(data["action"]), reason)


def serve(inbox: IO[bytes] | None = None, outbox: IO[bytes] | None = None) -> None:
    """The other process: answer ``choose`` and ``hint`` requests until the input ends."""
    from drawgame.ai import make_bot, suggest

    inbox = inbox or sys.stdin.buffer
    outbox = outbox or sys.stdout.buffer
    bots: dict[tuple[int, ...], Any] = {}
    while True:
        try:
            request = _receive(inbox)
        except EOFError:
            return
        try:
            if request[0] == "choose":
                _, key, strength, seed, data = request
                key = tuple(key)
                generation = key[0]
                for old in [k for k in bots if k[0] < generation]:
                    del bots[old]  # an earlier match's players
                bot = bots.get(key)
                if bot is None:
                    bot = bots[key] = make_bot(strength, random.Random(seed))
                reply: object = ("ok", str(bot.choose(view_from_data(data))))
            elif request[0] == "hint":
                reply = ("ok", hint_to_data(suggest(view_from_data(request[1]))))
            else:
                reply = ("error", f"unknown request {request[0]!r}")
        except Exception as error:  # the game logs it and thinks in its own process
            reply = ("error", repr(error))
        _send(outbox, reply)


class BotHost:
    """The game's side: starts the process when first asked and talks to it, one request
    at a time (the bot thread asks; it waits without holding Python's lock)."""

    def __init__(self) -> None:
        self._process: subprocess.Popen[bytes] | None = None
        self._lock = threading.Lock()
        self._failed = bool(getattr(sys, "frozen", False))  # no ``python -c`` in a bundle
        self._generations = itertools.count(1)

    def new_generation(self) -> int:
        """A number for a new match's bots (the process forgets older ones)."""
        return next(self._generations)

    @property
    def available(self) -> bool:
        return not self._failed

    def _start(self) -> subprocess.Popen[bytes]:
        env = dict(os.environ)
        # The same package as ours, wherever it was found (a worktree, a test's path).
        env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p and os.path.isdir(p))
        return subprocess.Popen(
            [sys.executable, "-c", "from drawgame.session.bot_process import serve; serve()"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
        )

    def ask(self, request: tuple[object, ...]) -> object:
        """The process's answer to ``request``; raises OSError or EOFError if it fails
        (and then it is not asked again)."""
        with self._lock:
            if self._failed:
                raise OSError("the bot process is not available")
            try:
                if self._process is None or self._process.poll() is not None:
                    self._process = self._start()
                process = self._process
                assert process.stdin is not None and process.stdout is not None
                _send(process.stdin, request)
                status, value = _receive(process.stdout)
            except (OSError, EOFError, ValueError):
                self._failed = True
                self._stop()
                raise
        if status != "ok":
            raise RuntimeError(f"the bot process failed: {value}")
        return value

    def hint(self, view: PlayerView) -> Hint:
        data = self.ask(("hint", view_to_data(view)))
        assert isinstance(data, dict)
        return hint_from_data(data)

    def close(self) -> None:
        with self._lock:
            self._stop()

    def _stop(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.close()  # the process ends when its input does
            process.wait(2)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait(2)


class RemoteBot:
    """A bot of a built-in strength that thinks in the host's process; the same choices as
    ``make_bot(strength, random.Random(seed))`` would make here."""

    def __init__(self, host: BotHost, strength: str, seed: str, key: tuple[int, int]) -> None:
        self.name = strength
        self._host = host
        self._strength = strength
        self._seed = seed
        self._key = key
        self._local: Any = None

    def choose(self, view: PlayerView) -> Action:
        if self._local is None and self._host.available:
            try:
                request = ("choose", self._key, self._strength, self._seed, view_to_data(view))
                return action_from_text(self._host.ask(request))
            except (OSError, EOFError, RuntimeError, ValueError) as error:
                logger.warning("the bot process failed (%s); thinking here instead", error)
        if self._local is None:
            from drawgame.ai import make_bot

            self._local = make_bot(self._strength, random.Random(self._seed))
        return self._local.choose(view)  # type: ignore[no-any-return]
