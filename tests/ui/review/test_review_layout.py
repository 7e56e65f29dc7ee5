"""The review window at the smallest screen, in every language: each tab's page as wide as
the room it is given (its scroll area never hides a column on the right), the table, the
graph and the panel side by side."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea

from drawgame.ui.language import LanguageManager

from .._events import deliver_posted_events
from ._reviewed import open_review


@pytest.fixture
def speak(qapp):
    manager = LanguageManager()
    yield manager.apply
    manager.apply("en")


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_every_tab_fits_its_width_at_800x600(qtbot, speak, code):
    assert speak(code)
    review = open_review(qtbot, size=(800, 600))
    review.review_whole_match()
    qtbot.waitUntil(lambda: not review.running, timeout=120000)
    mistake = next(d for d in review.review().decisions if d.label.value != "best")
    review.jump_to(mistake.turn)
    for tab in range(review.tabs.count()):
        review.tabs.setCurrentIndex(tab)
        deliver_posted_events()
        page = review.tabs.currentWidget()
        if isinstance(page, QScrollArea):
            inner = page.widget()
            assert inner.width() <= page.viewport().width(), (tab, code)
            assert inner.minimumSizeHint().width() <= page.viewport().width(), (tab, code)
        assert page.width() >= 300
    assert review.graph.width() >= 400 and review.graph.height() >= 100
    assert review.view.width() >= 400
