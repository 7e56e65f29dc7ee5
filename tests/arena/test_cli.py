"""The drawgame-arena command."""

from __future__ import annotations

import json
import pathlib

import pytest

from ._bots import OUTSIDE_BOTS, cli

pytestmark = pytest.mark.slow  # each test runs the arena command in another process


def test_cli_loads_an_outside_bot_from_a_module_path(tmp_path: pathlib.Path) -> None:
    (tmp_path / "cli_test_bots.py").write_text(OUTSIDE_BOTS, encoding="utf-8")
    result = cli("--bots", "cli_test_bots:FirstLegal,greedy", "--matches", "1", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "cli_test_bots:FirstLegal" in result.stdout


def test_cli_stops_cleanly_on_a_bot_error(bots_file: str) -> None:
    result = cli("--bots", f"{bots_file}:Raising,random", "--matches", "2", "--on-error", "stop")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "stopped: match 1 (a fresh secret seed)" in result.stderr
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
    # Sleepy answers after 3 s: only the timeout can stop the run with this message.
    result = cli("--bots", f"{bots_file}:Sleepy,random", "--move-timeout", "0.2", "--matches", "5")
    assert result.returncode == 1
    assert "did not answer within the move timeout of 0.2 s" in result.stderr


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
