"""The warden: a process of ours between the parent and outside code, which ends what that
code started however it hid it, in each layer this machine offers, and exits as its child did."""

from __future__ import annotations

import contextlib
import os
import pathlib
import signal
import subprocess
import sys

import pytest

from drawgame.remote import warden
from drawgame.remote.process import PACKAGE_ROOT
from tests._process import processes_with, wait_until

pytestmark = [
    pytest.mark.slow,  # processes of their own
    pytest.mark.skipif(not warden.available(), reason="the warden is Linux's"),
]

# Ignores SIGTERM, leaves a grandchild in a session of its own (its parent gone, its own
# subreaper flag off), writes its layer to argv[1] and then sleeps.
_HIDES = """
import ctypes, os, signal, sys, time
signal.signal(signal.SIGTERM, signal.SIG_IGN)
ctypes.CDLL(None).prctl(36, 0, 0, 0, 0)
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(120)
    os._exit(0)
os.wait()
with open(sys.argv[1], "w") as out:
    out.write(os.environ.get("DRAWGAME_HELD_IN", "none"))
time.sleep(120)
"""


def _ward(code: str, *args: str, layer: str = "") -> subprocess.Popen[bytes]:
    command = warden.warden_command(PACKAGE_ROOT, [sys.executable, "-c", code, *args])
    environment = {**os.environ, "DRAWGAME_CONTAINMENT": layer}
    return subprocess.Popen(
        command, env=environment, stdout=subprocess.PIPE, start_new_session=True
    )


def _marked(marker: str) -> list[int]:
    """The processes (but this one) whose command line holds ``marker``."""
    return processes_with(marker.encode(), "cmdline")


def _end(process: subprocess.Popen[bytes], out: pathlib.Path) -> None:
    """Whatever escaped is ended here, not left running; then ``process``."""
    for pid in _marked(str(out)):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    process.kill()
    process.wait()


@pytest.mark.parametrize("layer", ["all", *warden.LAYERS])
def test_sigterm_ends_the_child_and_what_it_hid(tmp_path: pathlib.Path, layer: str) -> None:
    out = tmp_path / "layer"
    guarded = _ward(_HIDES, str(out), layer=layer)
    try:
        assert wait_until(out.exists, timeout=30) and wait_until(out.read_text, timeout=5)
        held = out.read_text()
        assert set(held.split("+")) <= set(warden.LAYERS), held
        if layer != "all" and held != layer:
            pytest.skip(f"no {layer} here: the warden used {held}")
        assert len(_marked(str(out))) == 3  # the child and its grandchild, with the warden
        guarded.send_signal(signal.SIGTERM)
        assert guarded.wait(timeout=30) == -signal.SIGKILL  # as its child ended
        assert guarded.stdout is not None and guarded.stdout.read() == b""  # the pipe is closed
        assert wait_until(lambda: not _marked(str(out)), timeout=10)
        cgroup = warden.bot_cgroup(guarded.pid)
        assert cgroup is None or not cgroup.exists()  # its cgroup, if any, is removed
    finally:
        _end(guarded, out)


@pytest.mark.parametrize(
    ("code", "status"),
    [("import sys; sys.exit(7)", 7), ("import os; os.kill(os.getpid(), 9)", -9)],
)
def test_the_warden_exits_as_its_child_did(code: str, status: int) -> None:
    # Sweeps alone: the init of a PID namespace cannot kill itself (the kernel ignores it).
    guarded = _ward(code, layer="sweep")
    assert guarded.wait(timeout=30) == status


def test_a_warden_whose_parent_dies_ends_its_child(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "layer"
    parent = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import subprocess, sys, time; subprocess.Popen(sys.argv[1:]); time.sleep(120)",
            *warden.warden_command(PACKAGE_ROOT, [sys.executable, "-c", _HIDES, str(out)]),
        ],
        start_new_session=True,
    )
    try:
        assert wait_until(out.exists, timeout=30) and wait_until(out.read_text, timeout=5)
        assert _marked(str(out))
        parent.kill()
        assert wait_until(lambda: not _marked(str(out)), timeout=10)
    finally:
        _end(parent, out)


def test_the_cgroup_path_is_found_below_this_process_own() -> None:
    path = warden.bot_cgroup(12345)
    if path is None:
        pytest.skip("no cgroup v2 here")
    assert path.name == "drawgame-bot-12345"
    assert (path.parent / "cgroup.procs").exists()
    procs = (path.parent / "cgroup.procs").read_text().split()
    assert str(os.getpid()) in procs


def test_descendants_are_found_through_proc() -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", "import subprocess, sys; subprocess.run(['sleep', '60'])"]
    )
    try:
        assert wait_until(lambda: len(warden.descendants(child.pid)) == 1, timeout=10)
        assert child.pid in warden.descendants(os.getpid())
    finally:
        for pid in warden.descendants(child.pid):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        child.kill()
        child.wait()
