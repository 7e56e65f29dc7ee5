"""Qt's own words in the player's language (issue 34): the scroll bars' right-click menu and
Help → About Qt, read from the real widgets Qt builds, in both languages."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt, QTimer, QTranslator
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QMenu, QMessageBox, QScrollBar

from drawgame.ui.language import LanguageManager
from drawgame.ui.words.qt_strings import ABOUT_QT_LICENCE
from tests.ui.test_language import open_context_menu

#: A word of English in the scroll bar's menu or in About Qt.
ENGLISH = re.compile(
    r"\b(scroll|here|top|bottom|page|up|down|left|right|edge|about|this|uses|version|"
    r"toolkit|provides|available|licensed|licensing|please|see|more|information)\b",
    re.IGNORECASE,
)


@pytest.fixture
def speak(qapp):
    manager = LanguageManager()
    yield manager
    manager.apply("en")


def scroll_menu(qtbot, qapp, orientation: Qt.Orientation) -> list[str]:
    """The items of the menu a right click on a scroll bar opens."""
    bar = QScrollBar(orientation)
    bar.setRange(0, 100)
    bar.resize(200, 200)
    qtbot.addWidget(bar)
    bar.show()
    qtbot.waitExposed(bar)
    found: list[str] = []

    def read() -> None:
        for menu in qapp.topLevelWidgets():
            if isinstance(menu, QMenu) and menu.isVisible():
                found.extend(a.text() for a in menu.actions() if not a.isSeparator())
                menu.close()

    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, QPoint(5, 5), bar.mapToGlobal(QPoint(5, 5))
    )
    open_context_menu(bar, qapp, event, read, lambda: bool(found))
    return found


SCROLL_MENUS = {
    "tr": (
        ["Buraya kaydır", "En üste", "En alta", "Sayfa yukarı", "Sayfa aşağı"]
        + ["Yukarı kaydır", "Aşağı kaydır"],
        ["Buraya kaydır", "Sol kenara", "Sağ kenara", "Sayfa sola", "Sayfa sağa"]
        + ["Sola kaydır", "Sağa kaydır"],
    ),
    "id": (
        ["Gulir ke sini", "Paling atas", "Paling bawah", "Halaman ke atas"]
        + ["Halaman ke bawah", "Gulir ke atas", "Gulir ke bawah"],
        ["Gulir ke sini", "Tepi kiri", "Tepi kanan", "Halaman ke kiri", "Halaman ke kanan"]
        + ["Gulir ke kiri", "Gulir ke kanan"],
    ),
}


@pytest.mark.parametrize("code", ["tr", "id"])
def test_the_scroll_bar_menu_speaks_the_language(qtbot, qapp, speak, code):
    """The move log's, the rules' and the review's scroll bars opened an English menu in
    Indonesian (Scroll here, Top, Bottom, Page up…) and Qt's dated Turkish ("Buraya Sar")."""
    assert speak.apply(code)
    vertical, horizontal = SCROLL_MENUS[code]
    assert scroll_menu(qtbot, qapp, Qt.Orientation.Vertical) == vertical
    assert scroll_menu(qtbot, qapp, Qt.Orientation.Horizontal) == horizontal


def about_qt(qapp) -> tuple[str, str, str]:
    """Help → About Qt as Qt builds it: its title, heading and licence paragraph."""
    shown: list[tuple[str, str, str]] = []

    def read() -> None:
        for box in qapp.topLevelWidgets():
            if isinstance(box, QMessageBox) and box.isVisible():
                shown.append((box.windowTitle(), box.text(), box.informativeText()))
                box.close()

    looking = QTimer()
    looking.setInterval(20)
    looking.timeout.connect(lambda: looking.stop() if shown else read())
    looking.start()
    QMessageBox.aboutQt(None)
    looking.stop()
    assert shown
    return shown[0]


@pytest.mark.parametrize(
    ("code", "title", "heading"),
    [
        ("tr", "Qt Hakkında", "Bu program Qt"),
        ("id", "Tentang Qt", "Program ini menggunakan Qt versi"),
    ],
)
def test_about_qt_is_in_the_language_licence_included(qapp, speak, code, title, heading):
    assert speak.apply(code)
    shown_title, shown_heading, licence = about_qt(qapp)
    assert shown_title == title
    assert heading in shown_heading
    plain = re.sub(r"<[^>]+>", " ", f"{shown_heading} {licence}")
    plain = re.sub(r"https?://\S+|qt\.io\S*|The Qt Company Ltd\.|GNU \(L\)GPL", " ", plain)
    assert not ENGLISH.search(plain), plain
    # Qt fills in its web addresses: the links survive the translation.
    assert 'href="https://qt.io/licensing/"' in licence and 'href="https://qt.io/"' in licence


def test_the_licence_text_is_the_one_qt_looks_up(qapp):
    """Our source text is the very one Qt 6 asks for: a Qt that changes it shows English
    again, and this says so (copy the new text into qt_strings.py and translate it)."""
    asked: list[tuple[str, str]] = []

    class Listening(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[override]
            asked.append((context, source))
            return ""

        def isEmpty(self) -> bool:  # Qt skips an empty translator
            return False

    listening = Listening()
    QCoreApplication.installTranslator(listening)
    try:
        about_qt(qapp)
    finally:
        QCoreApplication.removeTranslator(listening)
    licences = [s for c, s in asked if c == "QMessageBox" and "toolkit" in s]
    assert licences == [ABOUT_QT_LICENCE], json.dumps(licences)[:200]
