"""The parent's side: start a child process, ask it one request at a time, kill it.

A child is a plain ``python -c`` (never the parent's own ``__main__``) that imports the
same ``drawgame`` as the parent, whatever the working directory, and serves a handler
(``module:name``, see :mod:`drawgame.remote.child`). Python never puts the working
directory first on the child's path (``-P``; ``-I`` for an isolated child, which also
ignores ``PYTHON*`` variables and the user's site folder), so a ``random.py`` in the folder
the game was started from is never imported in its place. In a frozen bundle,
``sys.executable`` is the game itself: the child is the game started with the hidden
:data:`CHILD_FLAG`, which :func:`drawgame.app.main` hands to the child's loop first thing.

It is started when first asked and kept; a reply not read within the time limit, a reply
that is no reply, or the end of the child's output kills it, and the next request starts
a fresh one (``generation`` counts them, so handles on an earlier child's bots can tell
they are gone). Each child runs in a session of its own (POSIX) and is a "subreaper"
(Linux): what it forks stays its descendant, even after ``setsid``, and is killed with
it, so no grandchild outlives it holding the parent's stderr. A child that runs outside
code (``contained``, the arena's bots) cannot be trusted with that flag, which it may
switch off: on Linux it runs below a warden of ours (:mod:`.warden`: a cgroup, a PID
namespace or sweeps), which the parent asks to end it and everything it started.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
import weakref
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import warden
from .errors import BadReply, CallFailed, ChildDied, ChildRaised, LoadFailed, TimedOut
from .framing import LineReader, write_all
from .protocol import Failed, Loaded, LoadError, Reply, Request, decode_reply, encode, failure_text
from .warden import descendants

__all__ = ["CHILD_FLAG", "Child", "child_command"]

#: The hidden first argument that makes the frozen game serve as a child process.
CHILD_FLAG = "--bot-child"

#: The directory holding the ``drawgame`` package this process runs, for the children.
PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])
# The child puts that directory first, takes its pipes and only then imports the handler.
_BOOT = (
    "import sys; r = sys.argv[1]; r in sys.path or sys.path.insert(0, r); "
    "from drawgame.remote.child import main; sys.exit(main(sys.argv[2:]))"
)


def child_command(handler: str, arguments: Sequence[str], *, isolated: bool) -> list[str]:
    """The command line that starts a child serving ``handler``."""
    if getattr(sys, "frozen", False):
        # A bundle has no python to give -c: the game itself serves (drawgame.app.main).
        return [sys.executable, CHILD_FLAG, handler, *arguments]
    flags = ["-I"] if isolated else ["-P"]
    return [sys.executable, *flags, "-c", _BOOT, PACKAGE_ROOT, handler, *arguments]


def _kill_tree(process: subprocess.Popen[bytes], below: Sequence[int] = ()) -> None:
    """Kill ``process``, its process group and the processes ``below`` it (SIGKILL also
    ends a stopped process). Safe from any thread."""
    if sys.platform == "win32":
        with contextlib.suppress(OSError):
            process.kill()
        return
    if process.returncode is None:
        with contextlib.suppress(OSError):
            process.kill()
    with contextlib.suppress(OSError):
        os.killpg(process.pid, signal.SIGKILL)
    for pid in below:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _end_warden(process: subprocess.Popen[bytes]) -> None:
    """Tell a warden to end its child and everything below it (safe from any thread);
    a warden its bot stopped is woken first."""
    if process.returncode is None:
        for signum in (signal.SIGCONT, signal.SIGTERM):
            with contextlib.suppress(OSError):
                os.kill(process.pid, signum)


def _stop(process: subprocess.Popen[bytes], grace: float = 0.0, warded: bool = False) -> None:
    # Found first: once the child is gone, what it forked is no longer below it.
    below = descendants(process.pid) if process.returncode is None else []
    if grace and process.stdin is not None and process.poll() is None:
        # The end of its input tells a well-behaved child to finish (and flush) itself.
        with contextlib.suppress(OSError):
            process.stdin.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(grace)
    if warded:
        # The warden ends its child, contains the rest and exits (in milliseconds); if
        # a bot got the better of it, the hard way below and its cgroup still hold.
        _end_warden(process)
        try:
            process.wait(warden.SWEEP_SECONDS + 1)
        except subprocess.TimeoutExpired:
            _kill_tree(process, below)
            process.wait()
        # Its group: the bot's process, if it killed its warden (a sweep then misses it).
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)
        cgroup = warden.bot_cgroup(process.pid)
        if cgroup is not None and cgroup.exists():
            warden.end_cgroup(cgroup, time.monotonic() + warden.SWEEP_SECONDS, reap=False)
    else:
        _kill_tree(process, below)
        process.wait()
    for pipe in (process.stdin, process.stdout):
        if pipe is not None:
            with contextlib.suppress(OSError):
                pipe.close()


class Child:
    """One child process serving ``handler`` (``"module:name"``, given ``arguments``).

    ``timeout``: the seconds a reply may take (``None``: no limit); ``load_timeout`` the
    same for the child's start. ``label`` names what it serves in a :class:`LoadFailed`,
    ``reader`` the parent in a :class:`BadReply` ("the arena"). ``isolated``: started with
    ``python -I`` (no ``PYTHON*`` variables, no user site folder); else ``-P``, which
    keeps ``PYTHONPATH`` for outside code but still never puts the working folder first.
    ``contained``: it runs outside code, held by a :mod:`.warden` where there is one.
    """

    def __init__(
        self,
        handler: str,
        arguments: Sequence[str] = (),
        *,
        timeout: float | None = None,
        load_timeout: float | None = None,
        label: str = "",
        reader: str = "the parent",
        isolated: bool = True,
        contained: bool = False,
    ) -> None:
        self.handler = handler
        self.arguments = list(arguments)
        self.timeout = timeout
        self.load_timeout = load_timeout
        self.label = label or handler
        self.reader = reader
        self.isolated = isolated
        # Outside code gets a warden where there is one (see .warden).
        self._warded = contained and warden.available()
        self.generation = 0
        self._asked = 0  # the number of the last request (each reply must echo its own)
        self._process: subprocess.Popen[bytes] | None = None
        self._lines: LineReader | None = None
        self._finalizer: weakref.finalize[Any, Child] | None = None

    @property
    def running(self) -> bool:
        return self._process is not None

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    def start(self) -> None:
        """Start the child and wait until it is loaded; :class:`LoadFailed` if it cannot
        be started or cannot load what it serves."""
        try:
            command = child_command(self.handler, self.arguments, isolated=self.isolated)
            if self._warded:
                command = warden.warden_command(PACKAGE_ROOT, command)
            process = subprocess.Popen(
                command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,  # the protocol; the child's own prints go to stderr
                close_fds=True,  # nothing but its three standard descriptors
                start_new_session=True,  # its own group, killed as one; no terminal's Ctrl-C
            )
        except OSError as error:
            raise LoadFailed(f"cannot start a process for {self.label!r}: {error}") from None
        assert process.stdout is not None
        self._process = process
        self._lines = LineReader(process.stdout.fileno())
        # Killed with this object at the latest, even if nobody calls close().
        self._finalizer = weakref.finalize(self, _stop, process, 0.0, self._warded)
        try:
            reply = self._read(self.load_timeout, (Loaded, LoadError), "not loaded")
        except TimedOut:
            raise LoadFailed(
                f"cannot load {self.label!r}: its import took longer than {self.load_timeout:g} s"
            ) from None
        except CallFailed as failed:
            self.close()
            raise LoadFailed(f"cannot load {self.label!r}: it {failed}") from None
        if not isinstance(reply, Loaded):
            self.close()
            text = reply.text if isinstance(reply, LoadError | Failed) else ""
            raise LoadFailed(text or f"cannot load {self.label!r}")

    def ask(self, request: Request) -> Reply:
        """The child's reply to ``request``, one of the kinds it expects (the child is
        started if need be). :class:`ChildRaised` if the bot raised (the child serves on);
        :class:`TimedOut`, :class:`ChildDied` or :class:`BadReply` once it is killed."""
        if self._process is None:
            self.start()
        process = self._process
        assert process is not None and process.stdin is not None
        # A broken pipe means the process is gone; reading then reports how it ended.
        self._asked += 1
        with contextlib.suppress(OSError):
            write_all(process.stdin.fileno(), encode(request, self._asked))
        reply = self._read(self.timeout, request.replies, request.missing, self._asked)
        if isinstance(reply, Failed):
            raise ChildRaised(failure_text(request, reply.text))
        return reply

    def _read(
        self,
        timeout: float | None,
        expected: tuple[type[Reply], ...],
        missing: str,
        number: int | None = None,
    ) -> Reply:
        process, lines = self._process, self._lines
        assert process is not None and lines is not None
        try:
            line = lines.read(timeout)
            if line is None:
                try:
                    code = process.wait(timeout=1)
                except subprocess.TimeoutExpired:
                    code = None  # it closed the pipe but lives on
                raise ChildDied(f"ended its process (exit code {code})")
            return decode_reply(line, expected, missing, number)
        except BadReply as bad:
            self.close()
            raise BadReply(bad.why, self.reader) from None
        except CallFailed:
            self.close()
            raise

    def kill(self) -> None:
        """Kill the process now, from any thread (a request in flight then fails as
        :class:`ChildDied`); :meth:`close` still cleans up after it."""
        process = self._process
        if process is not None:
            if self._warded:
                _end_warden(process)  # it kills at once; close() makes sure
            else:
                _kill_tree(process, descendants(process.pid))

    def close(self, grace: float = 0.0) -> None:
        """End the process, at once or after ``grace`` seconds to finish by itself; the
        next request starts a new one."""
        if self._finalizer is not None:
            self._finalizer.detach()
            self._finalizer = None
        if self._process is not None:
            _stop(self._process, grace, self._warded)
        self._process = None
        self._lines = None
        self.generation += 1

    def __enter__(self) -> Child:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
