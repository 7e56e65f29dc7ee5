"""Calling bots: the move time limit and what a raising bot is told."""

from __future__ import annotations

import time

import pytest

from drawgame.arena import (
    BotFailure,
    run_arena,
)

from ._bots import without_timings


def test_a_move_timeout_changes_nothing_for_quick_bots() -> None:
    # With a timeout the bots run in a worker thread; the games must be the same.
    plain = run_arena(2, ["random", "random"], matches=2, seed=5)
    timed = run_arena(2, ["random", "random"], matches=2, seed=5, move_timeout=10)
    assert without_timings(plain) == without_timings(timed)


def test_a_raising_bot_is_reported_with_its_exception(bots_file: str) -> None:
    with pytest.raises(BotFailure) as caught:
        run_arena(2, [f"{bots_file}:Raising", "greedy"], matches=2)
    message = str(caught.value)
    assert "seat 0" in message
    assert "raised RuntimeError: lost my marbles (at " in message
    assert "outside_bots.py" in message


def test_a_sleeping_bot_does_not_hang_the_run(bots_file: str) -> None:
    start = time.perf_counter()
    report = run_arena(
        2, [f"{bots_file}:Sleepy", "greedy"], matches=2, on_error="skip", move_timeout=0.2
    )
    assert time.perf_counter() - start < 2.5  # each match gives up after 0.2 s
    assert report.abandoned == 2
    assert all("move timeout of 0.2 s" in error for error in report.errors)
