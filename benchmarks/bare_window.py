"""The yardstick for the game's start-up: a bare PySide6 window that opens, paints once and
exits, printing how long after the process's start its first frame was grabbed, in the
words ``drawgame --check`` uses ("first frame N ms").

    QT_QPA_PLATFORM=offscreen python benchmarks/bare_window.py [--check]

``--check`` is accepted and ignored, so ``packaging/measure_startup.py`` can time it like
the game. It imports nothing of the game.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget


def process_age_ms() -> float | None:
    """Milliseconds since this process started (Linux, to 10 ms), else None."""
    try:
        stat = Path("/proc/self/stat").read_text()
        ticks = int(stat.rsplit(")", 1)[1].split()[19])
        started = ticks / os.sysconf("SC_CLK_TCK")
        return (time.clock_gettime(time.CLOCK_BOOTTIME) - started) * 1000
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def first_frame(app: QApplication, window: QWidget, name: str) -> int:
    """Show ``window``, paint it once, and print how long after the process's start that
    was, in the words ``drawgame --check`` uses ("first frame N ms")."""
    window.show()
    app.processEvents()
    frame = window.grab().toImage()  # painted once
    age = process_age_ms()
    window.close()
    timing = f", first frame {age:.0f} ms after start" if age is not None else ""
    print(f"{name} {frame.width()}x{frame.height()} rendered{timing}", flush=True)
    return 0


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    return first_frame(app, window, "bare window")


if __name__ == "__main__":
    sys.exit(main())
