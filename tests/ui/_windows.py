"""The main window as a player's screen shows it, for tests that look at its layout."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication

from drawgame.storage.settings import Settings
from drawgame.ui.kit import screen_fit
from drawgame.ui.windows.main_window import MainWindow


def window_on_screen(qtbot, tmp_path: Path, monkeypatch, screen: QSize) -> MainWindow:
    """The window on a screen ``screen`` big, sized as it opens there maximised (the
    offscreen screen is another size), without animations and with the computer seats
    moving at once."""
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _widget: QRect(QPoint(), screen))
    window = MainWindow(Settings(tmp_path / "s.ini"))
    window.set_speed("off")
    window.controller.move_delay_ms = 0
    qtbot.addWidget(window)
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.show()
    qtbot.waitExposed(window)
    window.resize(screen - (window.frameGeometry().size() - window.size()))
    return window


@pytest.fixture(autouse=True)
def close_windows_after() -> Iterator[None]:
    """Every window a test leaves open (a game started as ``drawgame`` starts it, its
    dialogs) is closed after it: for each test of a module that imports it."""
    yield
    for top in QApplication.topLevelWidgets():
        if top.isVisible():
            top.close()
