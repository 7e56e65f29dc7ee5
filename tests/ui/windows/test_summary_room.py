"""The room kept under the table for the hand's summary (issue 30): reckoned from the font
before the summary is ever built, it is at least as tall as the summary turns out, so the
summary never takes more than its room and the table is not scaled anew."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSize

from drawgame.session.controller import MatchSetup

from .._events import deliver_posted_events
from .._windows import window_on_screen


@pytest.mark.parametrize(
    ("screen", "opponents", "code"),
    [(QSize(800, 600), 3, "id"), (QSize(1366, 768), 1, "tr"), (QSize(1920, 1080), 2, "en")],
)
def test_the_room_kept_holds_the_summary(qtbot, tmp_path, monkeypatch, screen, opponents, code):
    window = window_on_screen(qtbot, tmp_path, monkeypatch, screen)
    window.set_language(code)
    window.start_match(MatchSetup("", ("medium",) * opponents, 9))
    c = window.controller
    rng = random.Random(9)
    kept = window.hand_end.room.room()
    drawn = window.table.table_height()
    # While the hand is played the room is there: the table is drawn above it.
    assert drawn <= window.table.viewport().height()
    while c.match.hand.outcome is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is None:
            c.play(rng.choice(c.match.hand.legal_actions()))
    qtbot.waitUntil(lambda: window.summary is not None)
    deliver_posted_events()
    assert window.summary_panel.height() <= kept, (window.summary_panel.height(), kept)
    assert window.table.table_height() == drawn
    window.set_language("en")
