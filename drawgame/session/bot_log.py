"""``drawgame --bot-log FILE``: every view handed to a computer player, and what it chose.

One JSON line per decision, written on the GUI thread when the bot's answer comes back::

    {"hand": 1, "seat": 2, "view": {...}, "action": "[3|5] left"}

``view`` is the view exactly as :func:`drawgame.engine.view_data.view_to_data` writes it,
the data a bot in another process receives, so a doubter can check that no hidden tile
(another seat's hand, the stock) ever reached a computer player. ``action`` is the action
played for the seat; ``"fallback": true`` marks a bot that failed or chose an illegal
action, whose first legal action was played instead. A view whose answer never came (a
take-back, a new match) is not written.

The file is appended to. It must be a new or a regular file: the name is opened without
following a link (``O_NOFOLLOW``) and without blocking on a FIFO (``O_NONBLOCK``), and
anything but a regular file is refused (:class:`BotLogError`, one line for the user).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
from pathlib import Path
from typing import IO, Final

from drawgame.engine import Action, PlayerView
from drawgame.engine.view_data import view_to_data
from drawgame.storage.atomic import NO_FOLLOW

__all__ = ["BotLog", "BotLogError"]

logger = logging.getLogger("drawgame")

#: Append to a new or existing file, never following a link, never waiting on a FIFO.
OPEN_FLAGS: Final = (
    os.O_WRONLY
    | os.O_APPEND
    | os.O_CREAT
    | NO_FOLLOW
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


class BotLogError(Exception):
    """The log cannot be opened; the message is one line, naming the file."""


class BotLog:
    """The open log. :meth:`sent` notes the view handed to a bot (by request token),
    :meth:`decided` writes it with the action played once the answer comes back."""

    def __init__(self, stream: IO[str], path: str) -> None:
        self._stream: IO[str] | None = stream
        self.path = path
        self._pending: tuple[int, PlayerView] | None = None
        #: The decisions written so far.
        self.lines = 0

    @classmethod
    def open(cls, path: Path | str) -> BotLog:
        """The log at ``path``, opened for appending (:class:`BotLogError` if it cannot be:
        a link, a FIFO, a folder, a device, a missing folder, no permission)."""
        where = str(path)
        try:
            fd = os.open(path, OPEN_FLAGS, 0o600)
        except OSError as error:
            raise BotLogError(f"--bot-log: cannot open {where!r} ({_why(error)})") from None
        except ValueError as error:  # a NUL in the name
            raise BotLogError(f"--bot-log: cannot open {where!r} ({error})") from None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise BotLogError(f"--bot-log: {where!r} is not a regular file")
            os.set_blocking(fd, True)
            stream = os.fdopen(fd, "a", encoding="utf-8", newline="\n")
        except BaseException:
            os.close(fd)
            raise
        return cls(stream, where)

    def sent(self, token: int, view: PlayerView) -> None:
        """``view`` was handed to a computer player, as request ``token``."""
        self._pending = (token, view)

    def decided(self, token: int, played: Action, chosen: object) -> None:
        """Request ``token`` came back: ``played`` is the action played for the seat,
        ``chosen`` what the bot answered (not ``played`` when it failed)."""
        pending, self._pending = self._pending, None
        if pending is None or pending[0] != token or self._stream is None:
            return
        view = pending[1]
        line: dict[str, object] = {
            "hand": view.hand_number,
            "seat": view.seat,
            "view": view_to_data(view),
            "action": str(played),
        }
        if not (type(chosen) is type(played) and chosen == played):
            line["fallback"] = True
        try:
            self._stream.write(json.dumps(line, separators=(",", ":")) + "\n")
            self._stream.flush()
        except (OSError, ValueError) as error:
            # A full disk must not stop the game: say it once, and log no more.
            logger.error("--bot-log: cannot write %r (%s); logging stops", self.path, error)
            self.close()
            return
        self.lines += 1

    def close(self) -> None:
        stream, self._stream = self._stream, None
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()


def _why(error: OSError) -> str:
    if error.errno == getattr(os, "ENXIO", None):
        return "a FIFO no one reads; not a regular file"
    if error.errno == getattr(os, "ELOOP", None):
        return "a symbolic link; not followed"
    return error.strerror or str(error)
