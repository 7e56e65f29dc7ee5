"""A second yardstick for the game's start-up: a plain PySide6 window with words in it,
the least any window with a table on it does before its first frame (issue 23).

    QT_QPA_PLATFORM=offscreen python benchmarks/plain_window.py [--check]

``benchmarks/bare_window.py`` paints an empty window: it never names ``Qt``, whose ~100
Python enums PySide6 makes on the first use, never loads a font and draws no text. This
one does what every window of a game must: a menu bar of five menus, a graphics view of 28
rounded tiles with numbers on them, a row with a sentence and four buttons, a status line.
It imports nothing of the game, and prints, in the words ``drawgame --check`` uses, how long
after the process's start its first frame was grabbed.
"""

from __future__ import annotations

import os
import sys

from bare_window import first_frame


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath
    from PySide6.QtWidgets import (
        QApplication,
        QGraphicsScene,
        QGraphicsView,
        QHBoxLayout,
        QLabel,
        QMainWindow,
        QPushButton,
        QVBoxLayout,
        QWidget,
    )

    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    for title in ("&Game", "&Play", "&View", "&Settings", "&Help"):
        window.menuBar().addMenu(title)
    scene = QGraphicsScene(0, 0, 1600, 1000)
    scene.setBackgroundBrush(QColor("#2f7a4f"))
    for n in range(28):
        tile = QPainterPath()
        tile.addRoundedRect(QRectF(40 + n * 54, 420, 48, 96), 6, 6)
        scene.addPath(tile, QColor("black"), QBrush(QColor("ivory")))
        scene.addText(str(n)).setPos(52 + n * 54, 450)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.RenderHint.Antialiasing)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    central = QWidget()
    column = QVBoxLayout(central)
    column.addWidget(view, 1)
    bar = QWidget()
    row = QHBoxLayout(bar)
    row.addWidget(QLabel("Your turn: play a tile that fits an end of the line"), 1)
    for text in ("Hint", "Draw", "Pass", "Next hand"):
        row.addWidget(QPushButton(text))
    column.addWidget(bar)
    window.setCentralWidget(central)
    window.statusBar().showMessage("Your turn")
    return first_frame(app, window, "plain window")


if __name__ == "__main__":
    sys.exit(main())
