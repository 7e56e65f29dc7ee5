"""Playing matches: run_arena, its seeds, its counts and failing bots."""

from __future__ import annotations

import random

import pytest

import drawgame.arena.play as play
from drawgame.arena import (
    ArenaError,
    BotFailure,
    load_bot,
    run_arena,
)
from drawgame.engine import Match, target_for

from ._bots import without_timings


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


def test_every_match_draws_its_first_opener_by_lottery(monkeypatch: pytest.MonkeyPatch) -> None:
    openers = []

    class Recording:
        @staticmethod
        def new(players: int, rng: random.Random, first_opener: int | None = None) -> Match:
            # R4: drawn by lot, from the run's secret (ArenaSeed.first_opener): no seat is
            # favoured.
            match = Match.new(players, rng, first_opener)
            openers.append(match.first_opener)
            return match

    monkeypatch.setattr(play, "Match", Recording)
    run_arena(3, ["greedy"] * 3, matches=12, seed=0)
    assert set(openers) == {0, 1, 2}


def test_progress_bar_goes_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    run_arena(2, ["greedy", "greedy"], matches=2, progress=True)
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "\r[" in captured.err and "2/2 matches" in captured.err


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


def test_skip_abandons_the_failed_match_and_goes_on(bots_file: str) -> None:
    report = run_arena(
        2, [f"{bots_file}:FailsInFirstMatch", "greedy"], matches=3, seed=2, on_error="skip"
    )
    assert report.abandoned == 1 and report.matches == 2 and not report.stopped
    assert len(report.errors) == 1 and report.errors[0].startswith("match 1 ")
    assert "first-match nerves" in report.errors[0]
    assert sum(report.match_wins) + report.drawn_matches == 2


def test_library_rejects_wrong_arguments_before_playing() -> None:
    with pytest.raises(ArenaError, match="at least 1"):
        run_arena(2, ["greedy", "random"], matches=0)
    with pytest.raises(ArenaError, match="stop' or 'skip"):
        run_arena(2, ["greedy", "random"], matches=1, on_error="ignore")
    with pytest.raises(ArenaError, match="unknown bot"):
        load_bot("nobody", random.Random(0))
