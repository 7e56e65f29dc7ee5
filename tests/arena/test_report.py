"""The report: the Wilson interval and the text a run prints."""

from __future__ import annotations

import pytest

from drawgame.arena import (
    run_arena,
    wilson_interval,
)


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


def test_report_text_shows_each_seat_result() -> None:
    report = run_arena(2, ["greedy", "random"], matches=2, seed=3)
    rows = [line.split() for line in report.to_text().splitlines()]
    seats = [row for row in rows if row[:2] in (["0", "greedy"], ["1", "random"])][:2]
    assert [int(row[2]) for row in seats] == report.match_wins
    assert [int(row[7]) for row in seats] == report.points
