"""The practice, the Statistics' Progress tab and the review window's practice button on
an 800×600, a 1366×768 and a 1920×1080 screen, in English, Turkish and Indonesian: each
window inside the screen, no button cut short, no line of text cut, the list of positions
never scrolling sideways."""

from __future__ import annotations

import json

import pytest

from ..._process import run_python, screen_env


@pytest.mark.slow
@pytest.mark.parametrize("code", ["en", "tr", "id"])
@pytest.mark.parametrize(
    "size", [(800, 600), (1366, 768), (1920, 1080)], ids=["800x600", "1366x768", "1920x1080"]
)
def test_the_practice_fits_every_screen_in_every_language(tmp_path, size, code):
    done = run_python(
        "-m",
        "tests.ui.review._practice_child",
        str(tmp_path),
        code,
        str(tmp_path / "shot"),
        env=screen_env(tmp_path, size),
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    for name in ("statistics", "practice", "review"):
        assert report[name]["inside"], report
        assert report[name]["cut"] == [], report
        assert report[name]["wide"] == [], report
    assert not report["list_sideways"] and report["review_button"], report
