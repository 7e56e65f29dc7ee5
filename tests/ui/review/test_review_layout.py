"""The review window at the smallest screen, in every language: each tab's page as wide as
the room it is given (its scroll area never hides a column on the right), the table, the
graph and the panel side by side."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea

from drawgame.ai.review import Reason
from drawgame.ui.language import LanguageManager
from drawgame.ui.words.text import keep_whole

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


def test_a_turn_without_a_verdict_is_told_at_the_top_of_the_panel(qtbot):
    """An opponent's turn shows its title, what was played and why there is no verdict:
    with no candidate table under them they were spread down the whole panel, the title
    alone in the middle (seen at 1280×800 and 800×600)."""
    review = open_review(qtbot)
    turns = review.record.hands[0].turns
    other = next(turn for turn, (seat, _action) in enumerate(turns) if seat != 0)
    review.tabs.setCurrentIndex(0)
    review.slider.setValue(other)
    deliver_posted_events()
    title, played = review.decision_title, review.fields["played"][1]
    assert played.isVisible() and not review.decision_panel.candidates.isVisible()
    panel = review.decision_panel
    below = played.mapTo(panel, played.rect().topLeft()).y()
    assert below < 4 * title.fontMetrics().height()
    assert title.height() < 3 * title.fontMetrics().height()
    # The player's own decision: the candidate table still takes the room left.
    mine = next(d for d in review.review().decisions if d.reason is not Reason.FORCED)
    review.slider.setValue(mine.turn - 1)
    deliver_posted_events()
    table = review.decision_panel.candidates
    assert table.isVisible()
    assert table.geometry().bottom() > panel.height() - 6 * title.fontMetrics().height()


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_why_is_read_whole_at_800x600(qtbot, speak, code):
    """The reason, on a row of its own, was elided at 800×600 ("mengambil ubin
    menghasilkan susunan ubin y…"): readable only by hovering over it."""
    from PySide6.QtWidgets import QLabel

    assert speak(code)
    review = open_review(qtbot, size=(800, 600))
    review.tabs.setCurrentIndex(0)
    wider = 0
    for decision in review.review().decisions:
        review.jump_to(decision.turn)
        deliver_posted_events()
        label = review.fields["reason"][1]
        text = label.text()
        wider += label.fontMetrics().horizontalAdvance(text) > label.width()
        # What is painted is the whole reason, wrapped to the panel's width.
        assert QLabel.text(label) == keep_whole(text) and "…" not in text, (code, decision)
        assert label.wordWrap() and label.width() <= review.decision_panel.width()
        assert label.heightForWidth(label.width()) <= label.height()
    assert wider  # reasons too long for one line were met
