from __future__ import annotations

import pytest

from drawgame.storage.settings import Settings
from drawgame.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    """The real main window, animations off, computer moves without pauses."""
    settings = Settings(tmp_path / "settings.ini")
    w = MainWindow(settings)
    w.set_speed("off")
    w.controller.move_delay_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
