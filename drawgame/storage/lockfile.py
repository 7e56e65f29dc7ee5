"""The data folder's lock file, looked at before Qt's :class:`QLockFile` touches it.

``QLockFile`` opens an existing lock to read the process id in it: a FIFO at that name
would hang the game at start, a link would be followed, and a lock it cannot read (empty,
garbage, a folder) is never taken over, so the game would never save again (issue 21).
:func:`clear_bad_lock` therefore checks the name like every other file first: anything
that is not a regular file is moved aside (never opened, never followed), and a regular
file that is not a lock Qt wrote is deleted as stale. :func:`lock_holder` says who holds a
lock Qt would not take over: the game, another program that reuses the process id, or a
copy on another computer (a shared folder). Pure Python, no Qt; facts, no sentences.
"""

from __future__ import annotations

import enum
import errno
import os
import socket
import stat
import sys
import time
from pathlib import Path
from typing import Final

from .atomic import move_aside, read_head

__all__ = ["LockHolder", "clear_bad_lock", "lock_holder", "read_lock"]

#: A lock Qt writes is a few short lines; anything larger is not one.
MAX_LOCK_BYTES: Final = 4096
#: Qt writes the lock's lines right after creating it: an empty or half-written lock is
#: read once more after this pause before it is called garbage.
_SETTLE_S: Final = 0.1


class LockHolder(enum.Enum):
    """Who holds a data folder's lock that Qt does not take over."""

    #: A running copy of the game on this computer (or a process that cannot be told
    #: apart from one): the folder is in use.
    GAME = "game"
    #: A running program on this computer that is not the game: the process id in the lock
    #: was reused after the game that wrote it ended.
    OTHER_PROGRAM = "otherProgram"
    #: A lock written on another computer (a shared or synchronised folder): whether that
    #: copy still runs cannot be told from here.
    OTHER_HOST = "otherHost"


def read_lock(path: Path) -> tuple[int, str, str] | None:
    """The process id, program name and host name in the lock at ``path``; None when it is
    not a lock Qt wrote (empty, garbage, too large, unreadable, not a regular file).
    Never blocks and never follows a link."""
    found = read_head(path, MAX_LOCK_BYTES + 1)
    if found is None or len(found[0]) > MAX_LOCK_BYTES:
        return None
    data = found[0]
    parts = data.split(b"\n")
    if len(parts) < 2 or not parts[0].isdigit() or len(parts[0]) > 18:
        return None
    pid = int(parts[0])
    if pid <= 0:
        return None
    text = [part.decode("utf-8", "replace").strip() for part in parts[1:3]]
    return pid, text[0], text[1] if len(text) > 1 else ""


def clear_bad_lock(path: Path) -> OSError | None:
    """Make ``path`` safe for ``QLockFile``: something that is not a regular file there (a
    folder, a FIFO, a link, a device) is moved aside; a regular file that is not a lock
    (empty, garbage, unreadable) is deleted as stale. A lock Qt wrote is left alone. The
    OSError says why the name could not be cleared (nothing is then to be locked)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return error
    if not stat.S_ISREG(info.st_mode):
        if move_aside(path) is None:
            return OSError(errno.EEXIST, "not a regular file and cannot be moved aside", str(path))
        return None
    if read_lock(path) is not None:
        return None
    time.sleep(_SETTLE_S)  # perhaps a copy starting this very moment: read it once more
    if read_lock(path) is not None:
        return None
    try:
        os.unlink(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        return error
    return None


def lock_holder(path: Path) -> LockHolder:
    """Who holds the lock at ``path`` that Qt did not take over (see :class:`LockHolder`)."""
    lock = read_lock(path)
    if lock is None:
        return LockHolder.GAME  # changed meanwhile: a copy starting now
    pid, _program, host = lock
    if host and host != socket.gethostname():
        return LockHolder.OTHER_HOST
    if pid == os.getpid():
        return LockHolder.GAME  # another window of this very process
    command = _command_line(pid)
    if command is None or _is_the_game(command):
        return LockHolder.GAME
    return LockHolder.OTHER_PROGRAM


def _command_line(pid: int) -> list[str] | None:
    """The arguments process ``pid`` was started with; an empty list when no such process
    runs; None where it cannot be told (not Linux, no permission)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as stream:
            data = stream.read(65536)
    except FileNotFoundError:
        return []
    except OSError:
        return None
    return [arg.decode("utf-8", "replace") for arg in data.split(b"\0") if arg]


_GAME_NAMES: Final = frozenset({"drawgame", "drawgame.exe", "drawgame-script.py"})


#: Python's options whose value may be the next argument (``-X utf8``, ``-W ignore``).
_VALUED_OPTIONS: Final = frozenset("XW")
_GAME_MODULES: Final = frozenset({"drawgame", "drawgame.__main__"})


def _is_game_file(arg: str) -> bool:
    path = arg.replace("\\", "/")
    return path.rsplit("/", 1)[-1] in _GAME_NAMES or path.endswith("drawgame/__main__.py")


def _is_the_game(command: list[str]) -> bool:
    """Whether a command line starts the game: the ``drawgame`` program (the bundle, or the
    script run by Python) or ``python -m drawgame``, whatever interpreter options come
    first (``python3 -X utf8 -m drawgame``, ``python3 -Im drawgame``)."""
    if not command:
        return False
    if _is_game_file(command[0]):
        return True
    index = 1
    while index < len(command):
        arg = command[index]
        if arg == "--" or not arg.startswith("-") or arg == "-":
            # The script Python runs (after "--", the next argument).
            script = command[index + 1] if arg == "--" and index + 1 < len(command) else arg
            return _is_game_file(script)
        if arg.startswith("--"):  # --check-hash-based-pycs takes a value; none is the game
            index += 2 if arg == "--check-hash-based-pycs" else 1
            continue
        for position, letter in enumerate(arg[1:], start=2):
            rest = arg[position:]
            if letter in "mc":  # what follows, here or next, is the module or the code
                value = rest or (command[index + 1] if index + 1 < len(command) else "")
                return letter == "m" and value in _GAME_MODULES
            if letter in _VALUED_OPTIONS:
                index += 0 if rest else 1  # the value is the next argument
                break
        index += 1
    return False
