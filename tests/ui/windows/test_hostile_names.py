"""A player's name is shown as it is written, never as markup (issue 13): a name such as
``<img src=/dev/zero>`` taken as rich text makes Qt load that "image" (an endless file,
a FIFO), which aborts or freezes the game."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from drawgame.session.controller import MatchSetup
from drawgame.ui.dialogs.summary_dialogs import MatchEndDialog
from drawgame.ui.panels.hand_summary import HandSummaryPanel

from ...storage._saves import finished, playout

HOSTILE = '<b>Mal</b><img src="no-such-image.png">'


def shown_as_markup(widget: QWidget) -> list[str]:
    """The places in ``widget`` and its children where the name would be taken for markup."""
    found = []
    for w in [widget, *widget.findChildren(QWidget)]:
        markup = isinstance(w, QLabel | QMessageBox) and w.textFormat() != Qt.TextFormat.PlainText
        if markup and HOSTILE in w.text():
            found.append(f"{type(w).__name__} {w.objectName()!r}: {w.text()!r}")
        if HOSTILE in w.toolTip():  # an escaped tooltip holds &lt;b&gt;, not the name
            found.append(f"tooltip of {type(w).__name__} {w.objectName()!r}")
    return found


@pytest.mark.parametrize("players", [2, 4])
def test_hand_and_match_summaries_show_names_as_written(qtbot, players):
    match = finished(players, 5)
    names = [HOSTILE] * players  # whoever won, the headline names them
    panel = HandSummaryPanel()
    panel.show_hand(match, names, f"Domino! {HOSTILE} went out.")
    for dialog in (panel, MatchEndDialog(match, names)):
        qtbot.addWidget(dialog)
        dialog.show()
        assert HOSTILE in dialog.headline.text()
        assert shown_as_markup(dialog) == []


def test_the_table_shows_the_name_as_written(qtbot, window):
    match, _ = playout(2, 8, 6)
    window.controller.resume(match, MatchSetup(HOSTILE, ("greedy",)))
    c = window.controller
    rng = random.Random(1)
    for _ in range(6):  # a few turns, so "last played by" and the log name the player
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if not c.human_to_move():
            break
        c.play(rng.choice(c.match.hand.legal_actions()))
    assert HOSTILE in window.peg_board.toolTip().replace("&lt;", "<").replace("&gt;", ">").replace(
        "&quot;", '"'
    )
    window.actions_.describe.trigger()
    box = window.findChild(QMessageBox, "describeBox")
    assert box is not None
    problems = shown_as_markup(window)
    for top in QApplication.topLevelWidgets():
        problems += shown_as_markup(top)
    assert problems == []
