"""Outside bots run in their own process: they see their view and nothing else, and nothing
they do there (reach for secrets, vandalise, loop, exit, print) reaches the run."""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import signal
import subprocess
import sys
import threading
from typing import IO

import pytest

from drawgame.ai.simple import GreedyBot
from drawgame.arena import run_arena
from drawgame.remote import warden
from tests._process import processes_with, start_arena, wait_until

from ._bots import cli

pytestmark = pytest.mark.slow  # outside bots in processes of their own

ROOT = pathlib.Path(__file__).resolve().parents[2]
HOSTILE = str(pathlib.Path(__file__).resolve().parent / "bots" / "hostile.py")


def bot(name: str) -> str:
    return f"{HOSTILE}:{name}"


def test_an_outside_bot_reaches_no_hidden_tile(
    tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "found.jsonl"
    monkeypatch.setenv("DRAWGAME_SPY_OUT", str(out))
    greedy_choose = GreedyBot.choose
    try:
        report = run_arena(3, [bot("Spy"), "greedy", "greedy"], matches=2, seed=4)
    finally:
        GreedyBot.choose = greedy_choose  # type: ignore[method-assign]
    # Its attempt to break the greedy bots stayed in its own process.
    assert report.errors == [] and report.matches == 2
    found = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(found) == report.moves[0] > 10
    for look in found:
        assert look == {"states": 0, "other_hands": [], "stock": [], "other_views": 0}


def test_a_bot_that_empties_its_views_line_changes_no_later_line() -> None:
    report = run_arena(
        2, [bot("LineVandal"), bot("LineChecker")], matches=2, seed=1, on_error="skip"
    )
    assert report.errors == [] and report.matches == 2


@pytest.mark.parametrize("name", ["EqualToAll", "FakePlace"])
def test_an_action_is_checked_by_value_not_by_its_own_eq(name: str) -> None:
    report = run_arena(2, [bot(name), "greedy"], matches=2, seed=3, on_error="skip")
    assert report.abandoned == 2 and report.matches == 0
    assert all("returned an illegal action" in error for error in report.errors)
    assert all("(not an action)" in error for error in report.errors)


@pytest.mark.parametrize(
    ("name", "what"),
    [
        ("HoldsTheGil", "did not answer within the move timeout of 0.5 s"),
        ("EqualsForever", "returned an illegal action"),
        ("LoopsInSecondConstructor", "could not be constructed: did not answer within"),
    ],
)
def test_a_stuck_bot_is_killed_at_the_move_timeout(name: str, what: str) -> None:
    result = cli(
        "--bots",
        f"{bot(name)},greedy",
        *("--matches", "3", "--on-error", "skip", "--move-timeout", "0.5", "--json"),
        timeout=30,
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["errors_per_seat"][0] == data["abandoned"] >= 1
    assert data["matches"] + data["abandoned"] == 3
    assert all(what in error for error in data["errors"])
    if name == "LoopsInSecondConstructor":
        # Killed in match 2; a fresh process serves match 3.
        assert data["abandoned"] == 1 and data["errors"][0].startswith("match 2 ")


@pytest.mark.parametrize(
    ("name", "what"),
    [
        ("Exits", "raised SystemExit: 3"),
        ("Interrupts", "raised KeyboardInterrupt"),
        ("EndsItsProcess", "exit code 7"),
        ("Jammer", "the arena cannot read"),
    ],
)
def test_a_bot_that_exits_or_jams_is_reported_and_the_run_goes_on(name: str, what: str) -> None:
    result = cli("--bots", f"{bot(name)},greedy", "--matches", "2", "--on-error", "skip", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["abandoned"] == 2 and data["errors_per_seat"] == [2, 0]
    assert all(what in error for error in data["errors"]), data["errors"]


def test_what_a_bot_prints_goes_to_stderr_not_into_the_json() -> None:
    result = cli("--bots", f"{bot('Chatty')},greedy", "--matches", "2", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["matches"] == 2 and data["errors"] == []
    assert "hostile bots imported" in result.stderr
    assert "a chatty bot is made" in result.stderr and "thinking about" in result.stderr


def test_a_bot_that_cannot_be_made_in_time_stops_the_run_before_it_starts() -> None:
    result = cli(
        "--bots", f"{bot('LoopsInConstructor')},greedy", "--move-timeout", "0.5", timeout=30
    )
    assert result.returncode == 2 and result.stdout == ""
    assert "cannot construct bot" in result.stderr
    assert "did not answer within the move timeout of 0.5 s" in result.stderr


def test_two_seats_with_the_same_outside_bot_get_a_process_each(
    tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two spies: neither may see the other's hand, which it could in a shared process.
    out = tmp_path / "found.jsonl"
    monkeypatch.setenv("DRAWGAME_SPY_OUT", str(out))
    report = run_arena(2, [bot("Spy"), bot("Spy")], matches=1, seed=8)
    assert report.errors == []
    found = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(found) == sum(report.moves)
    assert all(look["other_views"] == 0 for look in found)


def test_what_a_bot_forks_is_killed_with_it(
    tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "grandchild"
    monkeypatch.setenv("DRAWGAME_FORK_OUT", str(out))
    report = run_arena(
        2, [bot("ForksAndHangs"), "greedy"], matches=1, seed=1, on_error="skip", move_timeout=1.0
    )
    assert report.abandoned == 1
    assert all("did not answer" in error for error in report.errors), report.errors
    assert out.read_text() == "started"
    # SIGKILL is sent before the run returns; its delivery is the kernel's (a guard only).
    assert wait_until(lambda: not _bot_processes(out), timeout=10)


# The two ways out that the bot's own process could not hold (issue 33.4): the bot switches
# its process's subreaper flag off and detaches a grandchild; or a chain of processes forks
# the next and exits, so no process id lasts. Each is run in every layer the warden has
# (remote/warden.py) and in all it can stack ("all", the default); a layer this machine
# does not offer is skipped.
@pytest.mark.skipif(not warden.available(), reason="the warden is Linux's")
@pytest.mark.parametrize("layer", ["all", *warden.LAYERS])
@pytest.mark.parametrize("name", ["Unreaper", "Hopper"])
def test_no_process_a_bot_starts_outlives_its_match(
    tmp_path: pathlib.Path, name: str, layer: str
) -> None:
    out = tmp_path / "layer"
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "DRAWGAME_FORK_OUT": str(out)}
    # What escapes holds the arena's pipes this long: far beyond the bound waited below.
    environment |= {"DRAWGAME_HOP_SECONDS": "120", "DRAWGAME_CONTAINMENT": layer}
    arena = start_arena(f"{bot(name)},greedy", environment)
    closed = [_read_to_the_end(arena.stdout), _read_to_the_end(arena.stderr)]
    try:
        assert arena.wait(timeout=60) == 0
        held = out.read_text()
        assert set(held.split("+")) <= set(warden.LAYERS), held  # a warden holds the bot
        if layer != "all" and held != layer:
            pytest.skip(f"no {layer} here: the warden used {out.read_text()}")
        # Its match is over and the arena has ended: both pipes close (EOF) at once.
        assert wait_until(lambda: all(not reader.is_alive() for reader in closed), timeout=10)
        assert wait_until(lambda: not _bot_processes(out), timeout=10)
    finally:
        for pid in _bot_processes(out):  # whatever escaped is ended here, not left running
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        arena.kill()
        arena.wait()


def _read_to_the_end(pipe: IO[bytes] | None) -> threading.Thread:
    """A thread reading ``pipe`` until its end: alive while any process holds it open."""
    assert pipe is not None
    reader = threading.Thread(target=pipe.read, daemon=True)
    reader.start()
    return reader


def _bot_processes(marker: pathlib.Path) -> list[int]:
    """The processes the bot started (their environment holds ``marker``)."""
    return processes_with(f"DRAWGAME_FORK_OUT={marker}\0".encode())


# The arena as an ordinary user runs it: without CAP_SYS_PTRACE, for it and its children.
_WITHOUT_PTRACE = """
import ctypes, sys
from drawgame.arena import main
class Header(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]
class Data(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint32) for name in ("effective", "permitted", "inheritable")]
libc = ctypes.CDLL(None, use_errno=True)
libc.prctl(24, 19, 0, 0, 0)  # PR_CAPBSET_DROP CAP_SYS_PTRACE: not given to children
header, data = Header(0x20080522, 0), (Data * 2)()  # _LINUX_CAPABILITY_VERSION_3
if libc.capget(ctypes.byref(header), data) == 0:
    data[0].effective &= ~(1 << 19)
    data[0].permitted &= ~(1 << 19)
    libc.capset(ctypes.byref(header), data)
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc/<pid>/mem is Linux's")
def test_an_outside_bot_cannot_read_the_arenas_memory(tmp_path: pathlib.Path) -> None:
    # The run's secret is in the arena's memory: a bot running as the same user read it
    # through /proc/<parent>/mem and dealt every hand itself (issue 21.1).
    out = tmp_path / "read.txt"
    environment = {**os.environ, "DRAWGAME_SPY_OUT": str(out), "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-c", _WITHOUT_PTRACE, "--bots", bot("MemoryReader") + ",greedy"]
    done = subprocess.run(
        [*command, "--matches", "1"], env=environment, capture_output=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    # Nothing read, neither from the arena nor from the warden between them.
    assert set(out.read_text(encoding="utf-8").splitlines()) == {"0 1"}
