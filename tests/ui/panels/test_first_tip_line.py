"""The first start's tip takes one line under the table at 800×600 in every language: a
title over three lines of Indonesian took the tiles' room (issue 30)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication

from drawgame.session.controller import MatchSetup

from .._events import deliver_posted_events
from .._windows import window_on_screen


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_the_first_tip_is_one_line_at_800x600_and_leads_to_the_controls(
    qtbot, tmp_path, monkeypatch, code
):
    window = window_on_screen(qtbot, tmp_path, monkeypatch, QSize(800, 600))
    window.set_language(code)
    window.start_match(MatchSetup("", ("greedy",) * 3, 7))
    tip = window.offer_first_tip()
    assert tip is not None
    qtbot.waitUntil(tip.isVisible)
    deliver_posted_events()
    assert (
        window.frameGeometry().width() <= 800
    )  # the tip does not widen the window past the screen
    text = tip.text
    # One line, whole: no wrap, nothing cut off, and the strip no taller than its buttons.
    assert text.height() < 2 * text.fontMetrics().lineSpacing(), text.height()
    assert text.sizeHint().width() <= text.width(), (text.sizeHint(), text.width())
    assert tip.height() <= tip.close_button.height() + 12, tip.height()
    # The whole sentence is one hover away, and the button still leads to the controls.
    assert "F1" in text.toolTip()
    qtbot.mouseClick(tip.controls_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(object, "rulesDialog")
    assert dialog.isVisible() and dialog.tabs.currentWidget() is dialog.controls
    dialog.close()
    QApplication.processEvents()
