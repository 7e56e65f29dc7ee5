"""The tutor's question with its reasons on an 800×600 screen with three opponents, a
1366×768 and a 1920×1080 one with one, in English, Turkish and Indonesian: the box says
the reasons, stands inside the screen and hides neither the line nor the hand (with the
reasons the box grew too tall to stand between them at 800×600: it is wide now; once the
hand's tiles went down into the felt kept for the summary it stood on the banner over them:
it stands narrow beside the table there, over the score sheet)."""

from __future__ import annotations

import json

import pytest

from ..._process import run_python, screen_env


@pytest.mark.slow  # starts the game and its bot process in a child
@pytest.mark.parametrize("code", ["en", "tr", "id"])
@pytest.mark.parametrize(
    ("size", "players"),
    [((800, 600), 4), ((1366, 768), 2), ((1920, 1080), 2)],
    ids=["800x600-4", "1366x768-2", "1920x1080-2"],
)
def test_the_question_and_its_reasons_leave_the_line_and_the_hand_in_sight(
    tmp_path, size, players, code
):
    done = run_python(
        "-m",
        "tests.ui.windows._tutor_child",
        str(tmp_path),
        code,
        str(players),
        str(tmp_path / "tutor.png"),
        env=screen_env(tmp_path, size),
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["why"] and report["question"], report
    assert not report["hides_line"] and not report["hides_hand"], report
    # Nor who is who: the seats' panels and the name tags (it once stood over "Bot 1").
    assert report["hides_names"] == [], report
    # Nor the banner ("YOUR TURN") and the player's name, and it stands a little apart
    # from the hand's tiles (its edge was on the raised one at 1366×768) and the line.
    assert report["hides_words"] == [], report
    assert report["gap_to_hand"] >= 6 and report["gap_to_line"] >= 6, report
    assert report["inside"], report
