"""The journal of the commitments the game showed (``shown-deals.txt`` in the data folder):
one line per hand dealt at the table, ``<commitment> <YYYY-MM-DD HH:MM:SS>`` (local time),
oldest first. ``drawgame verify`` reads it to tell whether a record's hand is one this game
dealt, and when: a record whose commitments were recomputed after the deal was never shown.

Append-only: each line goes to the end in one ``write`` of a file opened ``O_APPEND`` (two
copies of the game running at once add whole lines, never a mix), never through a link,
a folder or a FIFO. It is bounded: past :data:`MAX_SHOWN` lines the oldest are dropped, by
an atomic rewrite under the journal's own lock (``flock``), which appends wait for.
Reading ignores any line the game does not write. Pure Python, no Qt; errors are
:class:`OSError` for the caller to word.
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import os
import re
import stat
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from .atomic import NO_FOLLOW, read_limited, write_atomic

__all__ = ["MAX_SHOWN", "SHOWN_NAME", "Shown", "default_journal", "note_shown", "read_shown"]

SHOWN_NAME: Final = "shown-deals.txt"
#: The lines kept (about 85 bytes each); the oldest go first.
MAX_SHOWN: Final = 20_000
#: Trimmed once it holds this many more, so a rewrite is rare.
_SLACK: Final = 2_000
_LINE_BYTES: Final = 85
_LINE_RE: Final = re.compile(
    r"([0-9a-f]{64}) ([0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2})"
)
_APPEND_FLAGS: Final = (
    os.O_WRONLY | os.O_APPEND | os.O_CREAT | NO_FOLLOW | getattr(os, "O_NONBLOCK", 0)
)
#: Far more than the journal may hold: a larger file is not the game's.
_MAX_BYTES: Final = (MAX_SHOWN + _SLACK + 10) * _LINE_BYTES * 2


@dataclass(frozen=True, slots=True)
class Shown:
    """What the journal holds: when each commitment was first shown, and how many of its
    lines were not the game's."""

    when: dict[str, str]
    garbage: int = 0


def default_journal() -> Path | None:
    """The journal in the game's data folder, found as Qt finds the folder
    (``QStandardPaths.AppDataLocation`` for organisation ``Draw``, application
    ``drawgame``) without Qt; ``None`` if the system has no such folder."""
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        root = Path(base) if base else None
    elif sys.platform == "darwin":
        root = home / "Library" / "Application Support"
    else:
        data = os.environ.get("XDG_DATA_HOME", "")
        root = Path(data) if os.path.isabs(data) else home / ".local" / "share"
    return None if root is None else root / "Draw" / "drawgame" / SHOWN_NAME


def _lock(fd: int) -> None:
    """An exclusive lock on the open journal where the system has ``flock``: appends and a
    trim do not cross (elsewhere an append may, rarely, be lost to a trim)."""
    try:
        import fcntl
    except ImportError:
        return
    fcntl.flock(fd, fcntl.LOCK_EX)


def note_shown(path: Path, commitment: str, when: datetime.datetime | None = None) -> None:
    """Add ``commitment`` to the journal at ``path`` (shown ``when``, now by default);
    :class:`OSError` if the journal cannot be written (not a regular file, a link...)."""
    if not _LINE_RE.fullmatch(f"{commitment} 2000-01-01 00:00:00"):
        raise ValueError("a commitment is 64 lowercase hex digits")
    stamp = (when or datetime.datetime.now()).strftime("%Y-%m-%d %H:%M:%S")
    line = f"{commitment} {stamp}\n".encode("ascii")
    path.parent.mkdir(parents=True, exist_ok=True)
    for _ in range(20):
        fd = os.open(path, _APPEND_FLAGS, 0o644)
        try:
            opened = os.fstat(fd)
            if not stat.S_ISREG(opened.st_mode):
                raise OSError(errno.EINVAL, "not a regular file", str(path))
            _lock(fd)
            # A trim may have replaced the file while this copy waited for the lock.
            with contextlib.suppress(FileNotFoundError):
                now = os.lstat(path)
                if (now.st_dev, now.st_ino) == (opened.st_dev, opened.st_ino):
                    os.write(fd, line)
                    if os.fstat(fd).st_size > (MAX_SHOWN + _SLACK) * _LINE_BYTES:
                        _trim(path)
                    return
        finally:
            os.close(fd)  # and the lock with it
    raise OSError(errno.EAGAIN, "the journal keeps being replaced", str(path))


def _trim(path: Path) -> None:
    """Keep the newest :data:`MAX_SHOWN` lines the game wrote (the journal's lock is held:
    the new file replaces it atomically)."""
    data = read_limited(path, _MAX_BYTES) or b""
    lines = [
        line for line in data.decode("ascii", "replace").splitlines() if _LINE_RE.fullmatch(line)
    ]
    text = "".join(f"{line}\n" for line in lines[-MAX_SHOWN:])
    write_atomic(path, text.encode("ascii"))


def read_shown(path: Path) -> Shown:
    """The journal at ``path`` (empty if there is none); :class:`OSError` if it is not a
    regular file or cannot be read."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return Shown({})
    if stat.S_ISLNK(info.st_mode):
        raise OSError(errno.ELOOP, "a link, not the game's journal", str(path))
    data = read_limited(path, _MAX_BYTES)
    when: dict[str, str] = {}
    garbage = 0
    for line in (data or b"").decode("utf-8", "replace").splitlines():
        match = _LINE_RE.fullmatch(line)
        if match is None:
            garbage += 1
        else:
            when.setdefault(match.group(1), match.group(2))
    return Shown(when, garbage)
