"""The data folder's lock file is checked before Qt opens it (issue 21): nothing that is not
a regular file is opened or followed, a lock that cannot be read is stale, and who holds a
live lock is told apart (the game, another program, another computer)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from drawgame.storage.lockfile import (
    LockHolder,
    _is_the_game,
    clear_bad_lock,
    lock_holder,
    read_lock,
)

POSIX = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and links are POSIX")


def qt_lock(path: Path, pid: int, host: str) -> None:
    """A lock as QLockFile writes it: pid, program, host, machine and boot ids."""
    path.write_text(f"{pid}\npython3.11\n{host}\nabc\ndef\n", encoding="utf-8")


@pytest.mark.parametrize(
    "content", [b"", b"\n\n", b"garbage\n", b"-5\nx\ny\n", b"0\n", b"\xff" * 9000]
)
def test_a_lock_that_cannot_be_read_is_stale_and_deleted(tmp_path, content):
    lock = tmp_path / "drawgame.lock"
    lock.write_bytes(content)
    assert read_lock(lock) is None
    assert clear_bad_lock(lock) is None
    assert not lock.exists()


def test_a_lock_qt_wrote_is_left_alone(tmp_path):
    lock = tmp_path / "drawgame.lock"
    qt_lock(lock, os.getpid(), socket.gethostname())
    assert read_lock(lock) == (os.getpid(), "python3.11", socket.gethostname())
    assert clear_bad_lock(lock) is None
    assert lock.exists()
    assert clear_bad_lock(tmp_path / "none.lock") is None


@POSIX
@pytest.mark.parametrize("kind", ["folder", "fifo", "link", "dangling link"])
def test_what_is_not_a_regular_file_is_moved_aside_unopened(tmp_path, kind):
    lock = tmp_path / "drawgame.lock"
    target = tmp_path / "target.txt"
    target.write_text("12\nx\ny\n")
    if kind == "folder":
        lock.mkdir()
    elif kind == "fifo":
        os.mkfifo(lock)
    else:
        lock.symlink_to(target if kind == "link" else tmp_path / "nowhere")
    assert read_lock(lock) is None  # never blocks, never follows
    assert clear_bad_lock(lock) is None
    assert not os.path.lexists(lock)
    (aside,) = tmp_path.glob("drawgame.bad-*.lock")
    assert aside.is_symlink() == (kind != "folder" and kind != "fifo")
    assert target.read_text() == "12\nx\ny\n"


@POSIX
def test_a_fifo_that_cannot_be_moved_is_refused_cleanly(tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root writes into read-only folders")
    lock = tmp_path / "drawgame.lock"
    os.mkfifo(lock)
    tmp_path.chmod(0o500)
    try:
        problem = clear_bad_lock(lock)
    finally:
        tmp_path.chmod(0o700)
    assert isinstance(problem, OSError) and str(lock) in str(problem)


def test_a_lock_from_another_computer_is_told(tmp_path):
    lock = tmp_path / "drawgame.lock"
    qt_lock(lock, os.getpid(), socket.gethostname() + "-elsewhere")
    assert lock_holder(lock) is LockHolder.OTHER_HOST


def test_this_process_is_the_game(tmp_path):
    lock = tmp_path / "drawgame.lock"
    qt_lock(lock, os.getpid(), socket.gethostname())
    assert lock_holder(lock) is LockHolder.GAME


@pytest.mark.slow  # starts another process
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process names from /proc")
def test_a_live_process_that_is_not_the_game_is_told_apart(tmp_path):
    lock = tmp_path / "drawgame.lock"
    script = tmp_path / "drawgame"
    script.write_text("import time\ntime.sleep(60)\n")
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    game = subprocess.Popen([sys.executable, str(script)])
    module = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", "-m"])
    try:
        qt_lock(lock, other.pid, socket.gethostname())
        assert lock_holder(lock) is LockHolder.OTHER_PROGRAM
        qt_lock(lock, module.pid, socket.gethostname())
        assert lock_holder(lock) is LockHolder.OTHER_PROGRAM
        qt_lock(lock, game.pid, socket.gethostname())
        assert lock_holder(lock) is LockHolder.GAME
    finally:
        for proc in (other, game, module):
            proc.kill()
            proc.wait()


@pytest.mark.parametrize(
    "command",
    [
        ["python3", "-X", "utf8", "-m", "drawgame", "--data-dir", "d"],
        ["python3", "-W", "ignore", "-I", "-m", "drawgame"],
        ["python3", "-Im", "drawgame"],
        ["python3", "-Xutf8", "-mdrawgame.__main__"],
        ["python3", "-u", "-X", "dev", "/venv/bin/drawgame"],
        ["python3", "-O", "-O", "-B", "-s", "-E", "-m", "drawgame"],
    ],
)
def test_the_game_started_with_interpreter_options_is_the_game(command):
    # `python3 -X utf8 -m drawgame` held its folder's lock; a second copy called it another
    # program and offered to take its lock over (issue 21.5, second pass).
    assert _is_the_game(command)


@pytest.mark.parametrize(
    "command",
    [
        ["python3", "-c", "import time", "-m", "drawgame"],
        ["python3", "script.py", "-m", "drawgame"],
        ["python3", "-m", "http.server", "drawgame"],
        ["sleep", "1000"],
        [],
    ],
)
def test_a_command_that_only_mentions_the_game_is_not_it(command):
    assert not _is_the_game(command)
