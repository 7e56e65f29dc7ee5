import os
import tempfile

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The window follows the system language; tests start in English whatever the machine says.
os.environ["LC_ALL"] = os.environ["LANG"] = "C.UTF-8"
os.environ["LANGUAGE"] = "en"
# The game's data folder (and drawgame verify's journal of shown deals in it) is never the
# user's: the suite reads nothing outside the checkout.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="drawgame-tests-data-")

settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("default")


@pytest.fixture
def window(qtbot, tmp_path):
    """The real main window, animations off, computer moves without pauses."""
    from drawgame.storage.settings import Settings
    from drawgame.ui.windows.main_window import MainWindow

    w = MainWindow(Settings(tmp_path / "settings.ini"))
    w.set_speed("off")
    w.controller.move_delay_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


@pytest.fixture(autouse=True)
def no_mouse_button_left_held(request):
    """Fails the test that leaves QTest holding a mouse button (a mouseDClick without its
    release): the scene of every later test then never lets go of the item first clicked,
    and their clicks land on it (a flake seen in the two whole-match tests and the tutor's)."""
    yield
    if "qtbot" in request.fixturenames:
        held = held_mouse_buttons()
        assert held == held.NoButton, f"the test left the mouse's {held.name} held"


def held_mouse_buttons():
    """The buttons QTest believes held: a press of a button no test uses reports them."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QWidget

    class Probe(QWidget):
        buttons = Qt.MouseButton.NoButton

        def mousePressEvent(self, event) -> None:
            self.buttons = event.buttons()

    probe, spare = Probe(), Qt.MouseButton.XButton2
    QTest.mousePress(probe, spare, pos=QPoint(1, 1))
    QTest.mouseRelease(probe, spare, pos=QPoint(1, 1))
    probe.deleteLater()
    return probe.buttons & ~spare


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Whatever builds a package is slow too: ``-m "not slow"`` leaves it out."""
    for item in items:
        if item.get_closest_marker("packaging") is not None:
            item.add_marker(pytest.mark.slow)
