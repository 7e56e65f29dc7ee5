"""The arena: ``run_arena`` and the ``drawgame-arena`` command."""

from __future__ import annotations

import json
import os
import pathlib
import random
import subprocess
import sys
import time
from typing import Any

import pytest

import drawgame.arena as arena
from drawgame.ai.simple import GreedyBot
from drawgame.arena import (
    ArenaError,
    ArenaReport,
    BotFailure,
    load_bot,
    run_arena,
    wilson_interval,
)
from drawgame.engine import Match, target_for

ROOT = pathlib.Path(__file__).resolve().parents[1]

OUTSIDE_BOTS = '''
import time

from drawgame.engine import Place


class FirstLegal:
    """Always the first legal action."""

    name = "first"

    def choose(self, view):
        return view.legal_actions[0]


class Illegal:
    name = "illegal"

    def choose(self, view):
        # A tile it does not hold, or a non-action: never in view.legal_actions.
        return "[6|6] left"


class Raising:
    name = "raising"

    def choose(self, view):
        if len(view.line) >= 3:
            raise RuntimeError("lost my marbles")
        return view.legal_actions[0]


class FailsInFirstMatch:
    """Raises in the first match it plays only (a fresh bot is made for each match)."""

    name = "flaky"
    made = 0

    def __init__(self):
        type(self).made += 1
        self.first = type(self).made == 1

    def choose(self, view):
        if self.first:
            raise ValueError("first-match nerves")
        return view.legal_actions[0]


class Sleepy:
    name = "sleepy"

    def choose(self, view):
        time.sleep(3)
        return view.legal_actions[0]


class NeedsArguments:
    def __init__(self, strength):
        self.strength = strength
'''


@pytest.fixture
def bots_file(tmp_path: pathlib.Path) -> str:
    path = tmp_path / "outside_bots.py"
    path.write_text(OUTSIDE_BOTS, encoding="utf-8")
    return str(path)


def without_timings(report: ArenaReport) -> dict[str, Any]:
    data = report.to_dict()
    del data["think_ms"], data["elapsed_s"]
    return data


def cli(*args: str, cwd: pathlib.Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "drawgame.arena", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


# -- statistics ---------------------------------------------------------------------------


def test_wilson_interval_matches_the_textbook_values() -> None:
    lo, hi = wilson_interval(50, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.4038, 0.5962)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    lo, hi = wilson_interval(10, 10)
    assert round(lo, 4) == 0.7225 and hi == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(11, 10)


def test_wilson_interval_narrows_with_more_matches() -> None:
    small = wilson_interval(6, 10)
    large = wilson_interval(600, 1000)
    assert small[0] < large[0] < 0.6 < large[1] < small[1]


# -- runs -----------------------------------------------------------------------------------


def test_a_run_adds_up() -> None:
    report = run_arena(3, ["greedy", "random", "greedy"], matches=3, seed=11)
    assert report.matches == report.requested == 3
    assert sum(report.match_wins) + report.drawn_matches == 3
    assert report.hands >= 3 and report.abandoned == 0 and report.errors == []
    # Every match ends with someone at or over the target (R17).
    assert max(report.points) >= target_for(3)
    assert all(n > 0 for n in report.moves)
    for summary in report.think_ms:
        assert set(summary) == {"median", "p99", "max"}
        assert 0 <= summary["median"] <= summary["p99"] <= summary["max"]
    assert len(report.win_intervals) == 3


def test_the_same_seed_plays_the_same_games() -> None:
    first = run_arena(2, ["random", "greedy"], matches=3, seed=42)
    again = run_arena(2, ["random", "greedy"], matches=3, seed=42)
    other = run_arena(2, ["random", "greedy"], matches=3, seed=43)
    assert without_timings(first) == without_timings(again)
    assert without_timings(first) != without_timings(other)


def test_a_move_timeout_changes_nothing_for_quick_bots() -> None:
    # With a timeout the bots run in a worker thread; the games must be the same.
    plain = run_arena(2, ["random", "random"], matches=2, seed=5)
    timed = run_arena(2, ["random", "random"], matches=2, seed=5, move_timeout=10)
    assert without_timings(plain) == without_timings(timed)


def test_every_match_draws_its_first_opener_by_lottery(monkeypatch: pytest.MonkeyPatch) -> None:
    openers = []

    class Recording:
        @staticmethod
        def new(players: int, rng: random.Random, first_opener: int | None = None) -> Match:
            assert first_opener is None  # R4: no seat is favoured
            match = Match.new(players, rng)
            openers.append(match.first_opener)
            return match

    monkeypatch.setattr(arena, "Match", Recording)
    run_arena(3, ["greedy"] * 3, matches=12, seed=0)
    assert set(openers) == {0, 1, 2}


def test_progress_bar_goes_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    run_arena(2, ["greedy", "greedy"], matches=2, progress=True)
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "\r[" in captured.err and "2/2 matches" in captured.err


# -- outside bots -------------------------------------------------------------------------


def test_an_outside_bot_from_a_file_path(bots_file: str) -> None:
    report = run_arena(2, [f"{bots_file}:FirstLegal", "greedy"], matches=2, seed=1)
    assert report.matches == 2 and report.errors == []
    assert isinstance(load_bot("greedy", random.Random(0)), GreedyBot)
    assert load_bot(f"{bots_file}:FirstLegal", random.Random(0)).name == "first"


def test_an_outside_bot_from_a_module_path(
    tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "arena_test_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "players.py").write_text(OUTSIDE_BOTS, encoding="utf-8")
    # As for the console script: only the working directory makes the package importable.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", os.getcwd())])
    for name in ("arena_test_pkg", "arena_test_pkg.players"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    report = run_arena(2, ["arena_test_pkg.players:FirstLegal", "random"], matches=2)
    assert report.matches == 2 and report.errors == []


def test_cli_loads_an_outside_bot_from_a_module_path(tmp_path: pathlib.Path) -> None:
    (tmp_path / "cli_test_bots.py").write_text(OUTSIDE_BOTS, encoding="utf-8")
    result = cli("--bots", "cli_test_bots:FirstLegal,greedy", "--matches", "1", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "cli_test_bots:FirstLegal" in result.stdout


# -- failing bots -------------------------------------------------------------------------


def test_an_illegal_action_stops_the_run_with_the_position(bots_file: str) -> None:
    with pytest.raises(BotFailure) as caught:
        run_arena(2, ["greedy", f"{bots_file}:Illegal"], matches=3, on_error="stop")
    message = str(caught.value)
    assert "seat 1" in message and "Illegal" in message
    assert "returned an illegal action: '[6|6] left' (not an action)" in message
    for part in ("hand 1", "line, in the order played:", "hand: [", "legal actions: "):
        assert part in message
    report = caught.value.report
    assert report.stopped and report.abandoned == 1 and report.matches == 0
    assert report.errors_per_seat == [0, 1]


def test_a_raising_bot_is_reported_with_its_exception(bots_file: str) -> None:
    with pytest.raises(BotFailure) as caught:
        run_arena(2, [f"{bots_file}:Raising", "greedy"], matches=2)
    message = str(caught.value)
    assert "seat 0" in message
    assert "raised RuntimeError: lost my marbles (at " in message
    assert "outside_bots.py" in message


def test_skip_abandons_the_failed_match_and_goes_on(bots_file: str) -> None:
    report = run_arena(
        2, [f"{bots_file}:FailsInFirstMatch", "greedy"], matches=3, seed=2, on_error="skip"
    )
    assert report.abandoned == 1 and report.matches == 2 and not report.stopped
    assert len(report.errors) == 1 and report.errors[0].startswith("match 1 ")
    assert "first-match nerves" in report.errors[0]
    assert sum(report.match_wins) + report.drawn_matches == 2


def test_a_sleeping_bot_does_not_hang_the_run(bots_file: str) -> None:
    start = time.perf_counter()
    report = run_arena(
        2, [f"{bots_file}:Sleepy", "greedy"], matches=2, on_error="skip", move_timeout=0.2
    )
    assert time.perf_counter() - start < 2.5  # each match gives up after 0.2 s
    assert report.abandoned == 2
    assert all("move timeout of 0.2 s" in error for error in report.errors)


def test_cli_stops_cleanly_on_a_bot_error(bots_file: str) -> None:
    result = cli("--bots", f"{bots_file}:Raising,random", "--matches", "2", "--on-error", "stop")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "stopped: match 1 (seed 0)" in result.stderr
    assert "legal actions:" in result.stderr


def test_cli_skips_and_reports_failed_matches(bots_file: str) -> None:
    result = cli(
        "--bots",
        f"{bots_file}:Illegal,random",
        "--matches",
        "2",
        "--on-error",
        "skip",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["abandoned"] == 2 and len(data["errors"]) == 2 and data["matches"] == 0


def test_cli_move_timeout_ends_a_stuck_run(bots_file: str) -> None:
    start = time.perf_counter()
    result = cli("--bots", f"{bots_file}:Sleepy,random", "--move-timeout", "0.2", "--matches", "5")
    assert time.perf_counter() - start < 10
    assert result.returncode == 1
    assert "did not answer within the move timeout of 0.2 s" in result.stderr


# -- the command line -------------------------------------------------------------------------


def test_cli_json_report_has_every_field() -> None:
    result = cli("--players", "3", "--bots", "greedy,random,random", "--matches", "2", "--json")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # no progress bar when stderr is not a terminal
    data = json.loads(result.stdout)
    assert data["players"] == 3 and data["bots"] == ["greedy", "random", "random"]
    assert data["matches"] == 2 and data["drawn_matches"] + sum(data["match_wins"]) == 2
    assert isinstance(data["hands"], int) and len(data["points"]) == 3
    assert len(data["win_rate"]) == 3 and all(len(ci) == 2 for ci in data["win_rate_95"])
    assert [set(t) for t in data["think_ms"]] == [{"median", "p99", "max"}] * 3
    assert data["errors"] == []


def test_cli_output_is_the_same_for_the_same_seed_apart_from_timings() -> None:
    def run() -> list[str]:
        result = cli("--bots", "random,greedy", "--matches", "2", "--seed", "9")
        assert result.returncode == 0, result.stderr
        return [
            line
            for line in result.stdout.splitlines()
            if "median" not in line and not line.startswith("elapsed")
        ]

    first = run()
    assert "matches played: 2 of 2, drawn: 0, abandoned: 0, hands: " in "\n".join(first)
    assert first == run()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "deep-blue,random"], "unknown bot 'deep-blue'"),
        (["--players", "3", "--bots", "greedy,random"], "3 players need 3 bots"),
        (["--players", "5", "--bots", "greedy,random"], "2, 3 or 4 players"),
        (["--bots", "greedy"], "--bots needs 2 to 4 bots"),
        (["--bots", "no/such/file.py:Bot,random"], "no bot file"),
        (["--bots", "{bots}:NoSuchClass,random"], "has no 'NoSuchClass'"),
        (["--bots", "{bots}:NeedsArguments,random"], "cannot construct bot"),
        (["--bots", "no_such_module_xyz:Bot,random"], "cannot import module"),
        (["--bots", "greedy,random", "--matches", "0"], "--matches: must be at least 1"),
        (["--bots", "greedy,random", "--move-timeout", "0"], "--move-timeout"),
        (["--bots", "greedy,random", "--on-error", "ignore"], "--on-error"),
    ],
)
def test_cli_wrong_flags_exit_2_with_one_clear_line(
    args: list[str], message: str, bots_file: str
) -> None:
    result = cli(*(arg.replace("{bots}", bots_file) for arg in args))
    assert result.returncode == 2
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("drawgame-arena: error: ")
    assert message in result.stderr


def test_library_rejects_wrong_arguments_before_playing() -> None:
    with pytest.raises(ArenaError, match="at least 1"):
        run_arena(2, ["greedy", "random"], matches=0)
    with pytest.raises(ArenaError, match="stop' or 'skip"):
        run_arena(2, ["greedy", "random"], matches=1, on_error="ignore")
    with pytest.raises(ArenaError, match="unknown bot"):
        load_bot("nobody", random.Random(0))


def test_report_text_shows_each_seat_result() -> None:
    report = run_arena(2, ["greedy", "random"], matches=2, seed=3)
    rows = [line.split() for line in report.to_text().splitlines()]
    seats = [row for row in rows if row[:2] in (["0", "greedy"], ["1", "random"])][:2]
    assert [int(row[2]) for row in seats] == report.match_wins
    assert [int(row[7]) for row in seats] == report.points
