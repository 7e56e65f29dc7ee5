"""The Statistics dialog, every kind of row filled in, on a 1366×768 and an 800×600 screen
in English, Turkish and Indonesian: it never scrolls sideways (at 1366×768 it did, its
opponents' column too wide for the dialog; issue 30, item 5). Where the screen has the room
the rows read on one line; at 800×600 the opponents' text wraps in its column."""

from __future__ import annotations

import json

import pytest

from ..._process import run_python, screen_env


def statistics_on_a_screen(tmp_path, size: tuple[int, int], code: str) -> dict:
    env = screen_env(tmp_path, size)
    done = run_python(
        "-m",
        "tests.ui.dialogs._stats_child",
        str(tmp_path),
        code,
        str(tmp_path / "statistics.png"),
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


@pytest.mark.slow
@pytest.mark.parametrize("code", ["en", "tr", "id"])
@pytest.mark.parametrize("size", [(1366, 768), (800, 600)], ids=["1366x768", "800x600"])
def test_the_statistics_never_scroll_sideways(tmp_path, size, code):
    report = statistics_on_a_screen(tmp_path, size, code)
    assert report["inside"], report
    assert not report["sideways"], report
    assert report["columns"] <= report["room"], report
    if size == (1366, 768):
        assert report["wrapped"] == 0, report  # room enough: every row on one line
