"""Calling bots: the move time limit and what a raising bot is told."""

from __future__ import annotations

import pytest

from drawgame.arena import (
    BotFailure,
    run_arena,
)

from ._bots import ROOT, without_timings


def test_a_move_timeout_changes_nothing_for_quick_bots() -> None:
    # With a timeout the bots run in a worker thread; the games must be the same.
    plain = run_arena(2, ["random", "random"], matches=2, seed=5)
    timed = run_arena(2, ["random", "random"], matches=2, seed=5, move_timeout=10)
    assert without_timings(plain) == without_timings(timed)


@pytest.mark.slow  # starts a bot's process
def test_a_raising_bot_is_reported_with_its_exception(bots_file: str) -> None:
    with pytest.raises(BotFailure) as caught:
        run_arena(2, [f"{bots_file}:Raising", "greedy"], matches=2)
    message = str(caught.value)
    assert "seat 0" in message
    assert "raised RuntimeError: lost my marbles (at " in message
    assert "outside_bots.py" in message


@pytest.mark.slow
def test_a_sleeping_bot_does_not_hang_the_run(bots_file: str) -> None:
    # Sleepy answers after 3 s; each match gives up on it at the 0.2 s timeout instead.
    report = run_arena(
        2, [f"{bots_file}:Sleepy", "greedy"], matches=2, on_error="skip", move_timeout=0.2
    )
    assert report.abandoned == 2 and report.matches == 0
    assert all("move timeout of 0.2 s" in error for error in report.errors)


@pytest.mark.slow
def test_an_outside_bot_plays_as_it_would_in_process() -> None:
    # Greedy ignores its generator, so through its own process it must play the same
    # games: the view that crossed over held everything the bot needed, unchanged.
    outside = str(ROOT / "benchmarks" / "greedy_bot.py") + ":Greedy"
    inside = without_timings(run_arena(3, ["greedy", "random", "greedy"], matches=3, seed=6))
    across = without_timings(
        run_arena(3, [outside, "random", outside], matches=3, seed=6, move_timeout=10)
    )
    assert across.pop("bots") == [outside, "random", outside]
    inside.pop("bots")
    assert across == inside and inside["hands"] >= 3
