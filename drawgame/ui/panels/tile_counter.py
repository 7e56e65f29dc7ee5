"""The tile counter (View → Tile counter): for each number 0–6, how many tiles carrying it
the player has not seen yet — not in their hand, not on the line. Good players keep this
count in their heads; it comes from the player's own view only, so it tells nothing the
player could not work out."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from drawgame.engine import PlayerView
from drawgame.ui.language import register
from drawgame.ui.table import themes
from drawgame.ui.table.pips import draw_pip
from drawgame.ui.table.tile_item import PIP_GRID
from drawgame.ui.words.text import fill

NUMBERS = range(7)


def unseen_counts(view: PlayerView) -> tuple[int, ...]:
    """For each number 0–6, the tiles carrying it that ``view``'s seat has not seen.

    Seven tiles carry each number ([0|0]…[0|6] for 0); a double counts once.
    """
    unseen = view.unseen()
    return tuple(sum(1 for tile in unseen if number in (tile.low, tile.high)) for number in NUMBERS)


class TileCounter(QWidget):
    """Seven half-tiles, 0 to 6, each with how many tiles carrying it are still unseen;
    a number with none left is struck through (nobody can follow it)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tileCounter")
        self.counts: tuple[int, ...] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        register(self)
        themes.follow(self.follow_theme)

    def follow_theme(self) -> None:
        """Drawn again in the table's look (Settings → Table)."""
        self.update()

    def set_view(self, view: PlayerView | None) -> None:
        counts = unseen_counts(view) if view is not None else None
        if counts != self.counts:
            self.counts = counts
            self.retranslate()
            self.update()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Tile counter"))
        self.setToolTip(self.tr("Tiles carrying each number that you have not seen yet"))
        if self.counts is None:
            self.setAccessibleDescription("")
            return
        parts = [
            fill(self.tr("%1: %2 unseen"), number, count)
            for number, count in zip(NUMBERS, self.counts, strict=True)
        ]
        self.setAccessibleDescription("; ".join(parts))

    def sizeHint(self) -> QSize:
        return QSize(7 * 34, 64)

    def minimumSizeHint(self) -> QSize:
        return QSize(7 * 22, 52)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = self.width() / 7
        side = min(cell * 0.8, self.height() * 0.55)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(10, int(side * 0.45)))
        painter.setFont(font)
        look = themes.current()
        for number in NUMBERS:
            centre = QPointF(cell * (number + 0.5), side / 2 + 3)
            face = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
            painter.setPen(QPen(look.edge, 1))
            painter.setBrush(look.face_light)
            painter.drawRoundedRect(face, side * 0.12, side * 0.12)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(look.pip_colour(number))
            step, radius = side * 0.25, side * 0.085
            shape = look.pip_shape(number)
            for column, row in PIP_GRID[number]:
                spot = QPointF(centre.x() + column * step, centre.y() + row * step)
                draw_pip(painter, shape, spot, radius)
            if self.counts is None:
                continue
            count = self.counts[number]
            text_box = QRectF(
                face.left() - 4, face.bottom() + 2, side + 8, self.height() - side - 5
            )
            colour = self.palette().windowText().color()
            painter.setPen(QColor("#b03030") if count == 0 else colour)
            painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, str(count))
            if count == 0:
                # Struck through: no tile carrying this number is left to play on it.
                painter.setPen(QPen(QColor("#b03030"), 2))
                painter.drawLine(face.bottomLeft(), face.topRight())
        painter.end()
