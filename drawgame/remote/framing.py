"""One line each way: writing a whole line, reading one within a size and a time limit."""

from __future__ import annotations

import os
import select
import time

from .errors import BadReply, TimedOut, timeout_text

__all__ = ["MAX_REPLY", "LineReader", "write_all"]

#: The longest reply line read from a child; a real one is well under 3,000 bytes.
MAX_REPLY = 64 * 1024


def write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to ``fd`` (``OSError`` if the other end is gone)."""
    while data:
        data = data[os.write(fd, data) :]


class LineReader:
    """Reads one line at a time from ``fd``, at most ``limit`` bytes, within a time limit."""

    def __init__(self, fd: int, limit: int = MAX_REPLY) -> None:
        self.fd = fd
        self.limit = limit
        self._buffer = b""

    def read(self, timeout: float | None) -> bytes | None:
        """The next line, without its newline; ``None`` at the end of the input;
        :class:`TimedOut` after ``timeout`` seconds, :class:`BadReply` if it is too long."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while b"\n" not in self._buffer:
            if len(self._buffer) > self.limit:
                raise BadReply("an overlong line")
            remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if not ready:
                raise TimedOut(timeout_text(timeout))
            chunk = os.read(self.fd, self.limit)
            if not chunk:
                return None
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        if len(line) > self.limit:
            raise BadReply("an overlong line")
        return line
