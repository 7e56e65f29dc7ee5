"""Where a question box stands: on the screen, its buttons in sight (message_box.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from drawgame.ui.dialogs.message_box import PlainMessageBox, two_answers

#: An X11 window manager's title bar, as openbox draws it at 1366×768.
TITLE = 22


class FramedWindow(QMainWindow):
    """A game window under a window manager: framed by a title bar (offscreen windows
    have no frame)."""

    def frameGeometry(self) -> QRect:
        return self.geometry().adjusted(-1, -TITLE, 1, 1)


def test_a_question_at_the_screens_bottom_leaves_room_for_its_title_bar(qtbot, monkeypatch) -> None:
    """At 1366×768 the tutor's question, placed below the hand before the window manager
    framed it, ran off the screen's bottom: its buttons were cut off (a first-time
    player's screenshot). Until its own frame is known its window's stands in for it."""
    # Not framed yet: a box just shown under X11, before the window manager took it.
    monkeypatch.setattr(PlainMessageBox, "frameGeometry", lambda box: box.geometry())
    window = FramedWindow()
    qtbot.addWidget(window)
    room = window.screen().availableGeometry()
    window.setGeometry(room.adjusted(1, TITLE, -1, -1))
    window.show()
    qtbot.waitExposed(window)

    def everything_but_the_bottom() -> list[QRect]:
        # The line and the hand fill all but a strip at the screen's bottom a little
        # taller than the box: room for the box, not for its title bar too.
        strip = box.height() + TITLE // 2
        return [QRect(room.left(), room.top(), room.width(), room.height() - strip)]

    box = two_answers(
        window,
        "tutorBox",
        QMessageBox.Icon.Warning,
        "The tutor",
        "Playing [1|5] on the 1 loses about 12.5 ± 1.9 points in this hand.",
        ("Choose again", "chooseAgainButton"),
        ("Play it anyway", "playAnywayButton"),
        lambda: None,
        keep_clear=everything_but_the_bottom,
    )
    box.setInformativeText("You keep the double [1|1] while no end shows a 1. " * 4)
    box.open()
    qtbot.waitUntil(lambda: box.isVisible() and box.y() > room.center().y(), timeout=3000)
    for _ in range(5):
        qtbot.wait(20)
    assert box.geometry().bottom() <= room.bottom(), "the box runs off the screen"
    # Framed, it will take its window's title bar above it: that too on the screen.
    assert box.geometry().bottom() + TITLE <= room.bottom() + 1
    box.done(0)


@pytest.mark.parametrize(
    "why", ["What usually happens next: Bot 1 places a tile on the 1 your move opens.", ""]
)
def test_a_box_kept_taller_than_its_words_keeps_its_buttons_at_its_foot(qtbot, why) -> None:
    """At 800×600 each tutor's question stands at the tallest one's size, so its buttons
    are where they were: a shorter question left an empty band under its buttons, and
    they stood higher than the last time."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    box = two_answers(
        window,
        "tutorBox",
        QMessageBox.Icon.Warning,
        "The tutor",
        "Playing [1|3] on the 3 loses about 6.1 ± 1.1 points in this hand.",
        ("Choose again", "chooseAgainButton"),
        ("Play it anyway", "playAnywayButton"),
        lambda: None,
    )
    box.setInformativeText(why)
    box.open()
    qtbot.waitUntil(box.isVisible, timeout=3000)
    tall = box.height_for(216) + 120
    box.keep_size(QSize(216, tall))
    qtbot.waitUntil(lambda: box.height() == tall, timeout=3000)

    def foot() -> int:
        return max(b.mapTo(box, b.rect().bottomLeft()).y() for b in box.buttons())

    qtbot.waitUntil(lambda: foot() >= tall - 40, timeout=3000)
    assert tall - 1 - foot() <= box.layout().contentsMargins().bottom() + 2, foot()
    # The room went under the words, which stay at the top.
    words = box.findChild(QLabel, "qt_msgbox_label")
    assert words is not None and words.geometry().top() <= 30
    box.done(0)
