"""The warden: a small process of ours between the parent and a child that runs outside code.

An outside bot (the arena's, code we do not trust) may fork, ``setsid``, switch off its
own process's subreaper flag, or hop from process ID to process ID, so that something it
started outlives the run holding the parent's pipes. What keeps its processes therefore
cannot be its own process: the warden (Linux only) is the bot process's parent, marks
itself a subreaper (every orphan below it comes back to it, whatever the bot does to its
own flags) and not dumpable (a process of the same user cannot trace it), and contains the
bot in each of these layers the system allows:

* ``cgroup``: a cgroup v2 of its own (a new directory below the warden's, writable where
  the system delegates one to the user, as systemd does, or to root); the bot's process
  enters it before the bot's code runs, and ``cgroup.kill`` ends every process in it at
  once, however many it forks or however it hops. Where the system allows it the bot also
  gets a cgroup namespace of its own (root, or with a user namespace), so it cannot move
  itself out.
* ``pidns``: a PID namespace of its own (as root, or in a user namespace of its own where
  the system allows unprivileged ones, mapping the user to itself): the bot's process is
  its init, the warden cannot be seen or signalled from inside, and when it ends the
  kernel kills everything in it. (As init, the bot's process ignores the signals it sends
  itself, ``os.kill(os.getpid(), 9)`` included; ``os._exit`` ends it.)
* ``sweep``, always: the warden's descendants are killed and reaped in rounds until
  ``/proc`` shows none left. Alone (no cgroup, no namespace), a bot that kills its
  warden (it runs as the same user) before it detaches could escape it.

The bot's process ends when its input ends, when the warden gets ``SIGTERM`` from the
parent, or when the parent dies; then the warden contains the rest and exits as its child
did (the same code, or killed by the same signal). Elsewhere (Windows, macOS) there is no warden
and the parent kills the child's process group as before; importing this module never
fails there. ``DRAWGAME_CONTAINMENT`` (``cgroup``, ``pidns``, ``sweep``) forces one layer
alone, for the tests and to compare them; a layer that is not available then falls to the
next. The child's environment tells the layers that hold it (``DRAWGAME_HELD_IN``).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import time
from collections.abc import Sequence
from pathlib import Path

__all__ = [
    "HELD_IN",
    "LAYERS",
    "available",
    "bot_cgroup",
    "descendants",
    "end_cgroup",
    "main",
    "warden_command",
]

#: The layers, strongest first; ``DRAWGAME_CONTAINMENT`` may force one alone.
LAYERS = ("cgroup", "pidns", "sweep")
_FORCE = "DRAWGAME_CONTAINMENT"
#: Set in the held child's environment: the layers that hold it.
HELD_IN = "DRAWGAME_HELD_IN"
#: How long the warden goes on killing before it gives up (a bound; it takes milliseconds).
SWEEP_SECONDS = 5.0

_PR_SET_PDEATHSIG = 1
_PR_SET_DUMPABLE = 4
_PR_SET_CHILD_SUBREAPER = 36
_CLONE_NEWCGROUP = 0x02000000
_CLONE_NEWUSER = 0x10000000
_CLONE_NEWPID = 0x20000000
_CGROUP_PREFIX = "drawgame-bot-"
# The warden imports nothing of the game but this module.
_BOOT = (
    "import sys; r = sys.argv[1]; r in sys.path or sys.path.insert(0, r); "
    "from drawgame.remote.warden import main; sys.exit(main(sys.argv[2:]))"
)


def available() -> bool:
    """Whether children running outside code get a warden here (Linux, not frozen)."""
    return sys.platform.startswith("linux") and not getattr(sys, "frozen", False)


def warden_command(package_root: str, command: Sequence[str]) -> list[str]:
    """The command line of a warden that runs ``command`` as its child."""
    return [sys.executable, "-I", "-c", _BOOT, package_root, *command]


# -- processes --------------------------------------------------------------------------


def descendants(pid: int) -> list[int]:
    """The processes below ``pid`` (Linux's /proc; elsewhere none are found)."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                # "pid (name) state ppid ...": the name may hold spaces and parentheses.
                fields = stat.read().rpartition(b")")[2].split()
            children.setdefault(int(fields[1]), []).append(int(entry))
        except (OSError, IndexError, ValueError):
            continue
    found: list[int] = []
    todo = [pid]
    while todo:
        below = children.get(todo.pop(), [])
        found += below
        todo += below
    return found


def _kill(pids: Sequence[int]) -> None:
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def _reap() -> None:
    """Reap every child that has ended (orphans come to the warden, a subreaper)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _sweep(deadline: float) -> None:
    """Kill and reap this process's descendants in rounds until none is left: each round
    catches what was forked, or re-parented here, while the last one was killed."""
    while True:
        below = descendants(os.getpid())
        _kill(below)
        _reap()
        if not below or time.monotonic() > deadline:
            return
        time.sleep(0.001)


# -- cgroup v2 --------------------------------------------------------------------------


def _unescape(field: str) -> str:
    # mountinfo writes a space as \040, a tab as \011, a backslash as \134.
    return field.encode().decode("unicode_escape") if "\\" in field else field


def _own_cgroup() -> Path | None:
    """The cgroup v2 directory this process is in, if the system mounts one."""
    try:
        with open("/proc/self/cgroup", encoding="utf-8") as lines:
            own = next((line[3:].rstrip("\n") for line in lines if line.startswith("0::")), None)
        with open("/proc/self/mountinfo", encoding="utf-8") as lines:
            mounts = [line.split() for line in lines]
    except OSError:
        return None
    if own is None:
        return None
    for fields in mounts:
        with contextlib.suppress(ValueError, IndexError):
            if fields[fields.index("-") + 1] != "cgroup2":
                continue
            root, point = _unescape(fields[3]), _unescape(fields[4])
            if root == "/":
                return Path(point, own.lstrip("/"))
            if own == root or own.startswith(root + "/"):
                return Path(point, own[len(root) :].lstrip("/"))
    return None


def bot_cgroup(warden: int) -> Path | None:
    """The cgroup the warden ``warden`` makes for its child (below the parent's own, which
    the warden shares), whether or not it was made."""
    own = _own_cgroup()
    return None if own is None else own / f"{_CGROUP_PREFIX}{warden}"


def _make_cgroup() -> Path | None:
    path = bot_cgroup(os.getpid())
    if path is None:
        return None
    try:
        path.mkdir(mode=0o755)  # exclusive: a directory already there is not ours
    except OSError:
        return None
    if not (path / "cgroup.procs").exists():
        with contextlib.suppress(OSError):
            path.rmdir()
        return None
    return path


def _populated(path: Path) -> bool:
    try:
        return "populated 0" not in (path / "cgroup.events").read_text(encoding="ascii")
    except OSError:
        return False


def end_cgroup(path: Path, deadline: float, *, reap: bool = True) -> None:
    """Kill every process in the cgroup ``path``, wait until it is empty and remove it
    (``reap``: the caller is the warden, whose orphans must be reaped meanwhile)."""
    with contextlib.suppress(OSError):
        (path / "cgroup.kill").write_text("1", encoding="ascii")  # Linux 5.14 on
    while _populated(path):
        with contextlib.suppress(OSError, ValueError):
            # Before cgroup.kill (or if it failed): in rounds, as a sweep does.
            _kill([int(pid) for pid in (path / "cgroup.procs").read_text().split()])
        if reap:
            _reap()
        if time.monotonic() > deadline:
            break
        time.sleep(0.001)
    with contextlib.suppress(OSError):
        path.rmdir()


# -- the warden -------------------------------------------------------------------------


def _prctl(option: int, value: int) -> bool:
    try:
        return int(ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0)) == 0
    except (AttributeError, OSError):
        return False


def _unshare(flags: int) -> bool:
    try:
        return int(ctypes.CDLL(None, use_errno=True).unshare(flags)) == 0
    except (AttributeError, OSError):
        return False


def _write(path: str, text: str) -> None:
    with contextlib.suppress(OSError), open(path, "w", encoding="ascii") as file:
        file.write(text)


def _pid_namespace() -> bool:
    """Make the warden's next child the init of a new PID namespace: as root directly,
    else in a user namespace of its own mapping the user to itself (where allowed)."""
    if _unshare(_CLONE_NEWPID):
        return True
    uid, gid = os.getuid(), os.getgid()
    if not _unshare(_CLONE_NEWUSER | _CLONE_NEWPID):
        return False
    _write("/proc/self/setgroups", "deny")
    _write("/proc/self/uid_map", f"{uid} {uid} 1")
    _write("/proc/self/gid_map", f"{gid} {gid} 1")
    return True


def _layers(wanted: str) -> tuple[str, Path | None]:
    """The layers that hold the child (``"cgroup+pidns"``, ``"sweep"``...) and its cgroup:
    all there are, or only the first available from ``wanted`` on if one is forced."""
    forced = wanted in LAYERS
    held: list[str] = []
    cgroup = None
    if not forced or wanted == "cgroup":
        cgroup = _make_cgroup()
        if cgroup is not None:
            held.append("cgroup")
    if (not forced or (wanted != "sweep" and not held)) and _pid_namespace():
        held.append("pidns")
    return "+".join(held) or "sweep", cgroup


def _start(command: Sequence[str], cgroup: Path | None) -> int:
    """Fork the child that runs ``command`` (entered in ``cgroup`` before it runs)."""
    pid = os.fork()
    if pid:
        return pid
    try:
        if cgroup is not None:
            try:
                (cgroup / "cgroup.procs").write_text("0", encoding="ascii")
            except OSError:  # the other layers still hold it: it runs all the same
                held = os.environ[HELD_IN].split("+")
                os.environ[HELD_IN] = "+".join(held[1:]) or "sweep"
            else:
                _unshare(_CLONE_NEWCGROUP)  # its cgroup is then its root: no way out of it
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.execv(command[0], list(command))
    finally:
        os._exit(127)


def main(command: Sequence[str]) -> int:
    """Run ``command`` as the held child; return (or die) as it did."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's, which ends us
    _prctl(_PR_SET_CHILD_SUBREAPER, 1)
    _prctl(_PR_SET_DUMPABLE, 0)
    _prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)  # the parent gone: end the child and the rest
    layer, cgroup = _layers(os.environ.get(_FORCE, ""))
    os.environ[HELD_IN] = layer  # the child's environment tells which layer holds it
    child = 0
    ending = False

    def end(signum: int, frame: object) -> None:
        nonlocal ending
        ending = True
        if child:
            _kill([child])

    signal.signal(signal.SIGTERM, end)
    child = _start(command, cgroup)
    if ending:
        _kill([child])
    # The pipes are the child's: held here too, the parent would never see them close.
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    status = 0
    while True:
        try:
            pid, status = os.waitpid(-1, 0)  # orphans come here too: reaped on the way
        except ChildProcessError:
            break
        if pid == child:
            break
    deadline = time.monotonic() + SWEEP_SECONDS
    if cgroup is not None:
        end_cgroup(cgroup, deadline)
    _sweep(deadline)
    if os.WIFSIGNALED(status):
        with contextlib.suppress(OSError, ValueError):  # SIGKILL's cannot be set (nor needs)
            signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
        os.kill(os.getpid(), os.WTERMSIG(status))
    return os.waitstatus_to_exitcode(status) if os.WIFEXITED(status) else 1
