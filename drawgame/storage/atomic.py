"""Writing files so that a crash, a kill or a power cut leaves either the old file or the
new one, never a mix; and reading them back defensively.

:func:`write_atomic` writes a temporary file in the same folder, flushes and fsyncs it,
renames it over the target with :func:`os.replace` and fsyncs the folder, so the rename
itself survives a power cut. :class:`BackgroundWriter` does that off the GUI thread.
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import os
import secrets
import stat
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Final

__all__ = [
    "CREATE_FLAGS",
    "NO_FOLLOW",
    "READ_FLAGS",
    "BackgroundWriter",
    "Skip",
    "file_exists",
    "folder_problem",
    "fsync_dir",
    "move_aside",
    "read_head",
    "read_limited",
    "remove_stale_temps",
    "write_atomic",
]

TEMP_SUFFIX = ".tmp"


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return  # Windows cannot open folders; its renames are durable enough.
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


#: Never follow a link planted at the name (where the system can say so).
NO_FOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)
#: Create a new file, never open one already there, never follow a link planted at the name.
CREATE_FLAGS: Final = (
    os.O_WRONLY
    | os.O_CREAT
    | os.O_EXCL
    | NO_FOLLOW
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
#: Read without blocking on a FIFO and without taking a terminal as ours.
READ_FLAGS: Final = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


def _temp_token() -> str:
    return f"{os.getpid()}-{secrets.token_hex(8)}"


def _create_temp(path: Path) -> tuple[Path, int]:
    """A new temporary file next to ``path``, created exclusively: whatever already has
    its name (a link planted by someone else, a leftover) is never opened or followed."""
    for _ in range(20):
        temp = path.parent / f"{_temp_prefix(path)}{_temp_token()}{TEMP_SUFFIX}"
        try:
            return temp, os.open(temp, CREATE_FLAGS, 0o644)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", str(path))


def write_atomic(
    path: Path, data: bytes, *, before_replace: Callable[[], None] | None = None
) -> None:
    """Replace ``path`` by ``data`` atomically; raises :class:`OSError` on failure.

    ``before_replace`` runs once the new content is durable and just before the rename
    (the kill test logs there which state is about to become the saved one).
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    temp, fd = _create_temp(path)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if before_replace is not None:
            before_replace()
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    fsync_dir(folder)


def remove_atomic(path: Path) -> None:
    """Delete ``path`` if it exists, durably."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return
    fsync_dir(path.parent)


def remove_stale_temps(path: Path) -> int:
    """Delete temporary files a killed writer of ``path`` left behind; how many."""
    removed = 0
    try:
        names = os.listdir(path.parent)
    except OSError:
        return 0
    prefix = _temp_prefix(path)
    for name in names:
        if name.startswith(prefix) and name.endswith(TEMP_SUFFIX):
            with contextlib.suppress(OSError):
                os.unlink(path.parent / name)
                removed += 1
    return removed


class FileTooLarge(OSError):
    pass


def read_limited(path: Path, limit: int) -> bytes | None:
    """The bytes of ``path``; ``None`` if there is no such file.

    Raises :class:`OSError` for something that is not a regular file (a folder, a FIFO
    that would block, a device) or is larger than ``limit``.
    """
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    _check_regular(info, path, limit)
    # Checked again on what was opened: the name may have been swapped in between.
    fd = os.open(path, READ_FLAGS)
    try:
        _check_regular(os.fstat(fd), path, limit)
        with open(fd, "rb", closefd=False) as file:
            data = file.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileTooLarge(errno.EFBIG, "file too large", str(path))
    return data


def read_head(path: Path, size: int) -> tuple[bytes, os.stat_result] | None:
    """The first ``size`` bytes of the regular file at ``path`` and what it is (its stat);
    None for anything else (missing, a link, a folder, a FIFO, unreadable). Never blocks
    and never follows a link: for files others may have planted (a lock, a record)."""
    try:
        fd = os.open(path, READ_FLAGS | NO_FOLLOW)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            return None
        return os.read(fd, size), info
    except OSError:
        return None
    finally:
        os.close(fd)


def _check_regular(info: os.stat_result, path: Path, limit: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    if info.st_size > limit:
        raise FileTooLarge(errno.EFBIG, "file too large", str(path))


def file_exists(path: Path) -> bool:
    """Whether anything (even a broken link) is at ``path``; False where it cannot be
    told (a name too long, a folder that cannot be searched), never an exception."""
    return os.path.lexists(path)


def folder_problem(folder: Path) -> OSError | None:
    """Why the game could not keep files in ``folder``, or None if it may try.

    A folder that does not exist yet is fine (it is made on the first save); one that
    cannot even be inspected (a parent without permission, a name too long, a file in
    the way) is not, and the OSError says why.
    """
    try:
        info = os.stat(folder)
    except FileNotFoundError:
        parent = folder.parent
        return None if parent == folder else folder_problem(parent)
    except OSError as error:
        return error
    except ValueError as error:  # a NUL in the name
        return OSError(errno.EINVAL, str(error), str(folder))
    if not stat.S_ISDIR(info.st_mode):
        return NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
    return None


def move_aside(path: Path, now: datetime.datetime | None = None) -> Path | None:
    """Rename a bad file to ``<stem>.bad-YYYYmmdd-HHMMSS<suffix>`` for inspection.

    Returns the new path, or ``None`` if it could not be moved (it then stays in place).
    """
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    for number in range(1, 100):
        extra = "" if number == 1 else f"-{number}"
        target = path.with_name(f"{path.stem}.bad-{stamp}{extra}{path.suffix}")
        if file_exists(target):
            continue
        try:
            os.replace(path, target)
        except OSError:
            return None
        fsync_dir(path.parent)
        return target
    return None


#: A job makes the bytes to write (``None``: delete the file), or raises :class:`Skip`.
Job = Callable[[], bytes | None]


class Skip(Exception):
    """Raised by a job when there is nothing to write (the file is left as it is)."""


class BackgroundWriter:
    """Writes files atomically on a worker thread, in order, newest content only.

    ``submit(path, job)`` queues ``job`` for ``path``; a job for the same path that has not
    started yet is replaced (only the newest state matters) and moves to the back of the
    queue, so files are written in the order their latest content was submitted.

    ``on_error(path, error)`` and ``on_written(path, seconds)`` are called on the worker
    thread. ``before_replace(path)`` is called on the worker thread just before the rename.
    """

    def __init__(
        self,
        on_error: Callable[[Path, BaseException], None] | None = None,
        on_written: Callable[[Path, float], None] | None = None,
        before_replace: Callable[[Path, bytes], None] | None = None,
    ) -> None:
        self._on_error = on_error
        self._on_written = on_written
        self._before_replace = before_replace
        self._pending: dict[Path, Job] = {}
        self._busy = False
        self._closed = False
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="draw-saver", daemon=True)
        self._thread.start()

    def submit(self, path: Path, job: Job) -> None:
        with self._cond:
            if self._closed:
                return
            self._pending.pop(path, None)
            self._pending[path] = job
            self._cond.notify_all()

    @property
    def idle(self) -> bool:
        """Nothing pending and nothing being written."""
        with self._cond:
            return not self._pending and not self._busy

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything submitted is written; False on timeout."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def close(self, timeout: float = 5.0) -> bool:
        """Write what is pending, then stop the thread."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._closed:
                    self._cond.wait()
                if not self._pending:
                    return
                path = next(iter(self._pending))
                job = self._pending.pop(path)
                self._busy = True
            try:
                self._do(path, job)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _do(self, path: Path, job: Job) -> None:
        start = time.perf_counter()
        try:
            try:
                data = job()
            except Skip:
                return
            if data is None:
                remove_atomic(path)
            else:
                hook = self._before_replace
                write_atomic(
                    path, data, before_replace=(lambda: hook(path, data)) if hook else None
                )
        except Exception as error:  # an unwritable folder must not stop the game
            if self._on_error is not None:
                self._on_error(path, error)
            return
        if self._on_written is not None:
            self._on_written(path, time.perf_counter() - start)
