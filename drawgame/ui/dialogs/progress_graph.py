"""The progress graph of the Statistics: match after match (in the order played), the
player's accuracy (above) and mean loss per decision (below) as the review measured them,
each point with its margin (a bar of about 95%), one line per opponent level.

Painted with QPainter: no chart library. The figures come from the practice book
(:meth:`drawgame.storage.practice.PracticeBook.progress`)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from drawgame.storage.practice import Progress
from drawgame.ui.language import register
from drawgame.ui.words.text import fill

# Hues of the levels' lines, in the order the levels first appear (told apart by marks
# too: circle, square, triangle..., for a player who does not tell the colours apart).
HUES = (210, 25, 130, 290, 0, 55)
MARKS = ("circle", "square", "triangle", "diamond", "cross", "plus")


class ProgressGraph(QWidget):
    """``show_progress(points, name)``: the matches' figures, ``name(strength)`` the level's
    words for the legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progressGraph")
        self.setMinimumSize(320, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.points: tuple[Progress, ...] = ()
        self._name: Callable[[str], str] = str
        register(self)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Progress over time"))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(640, 360)

    def show_progress(self, points: Sequence[Progress], name: Callable[[str], str]) -> None:
        self.points = tuple(points)
        self._name = name
        self.update()

    def levels(self) -> list[str]:
        """The opponents' levels, in the order they first appear."""
        out: list[str] = []
        for p in self.points:
            if p.entry.strength not in out:
                out.append(p.entry.strength)
        return out

    # -- painting ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        painter.setPen(text)
        metrics = self.fontMetrics()
        line = metrics.lineSpacing()
        if not self.points:
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.tr(
                    "No match reviewed yet: find the mistakes in your past matches to see "
                    "your progress here."
                ),
            )
            return
        legend = self._legend(painter, line)
        left = metrics.horizontalAdvance("100%") + 12
        area = QRectF(left, legend + 4, self.width() - left - 12, self.height() - legend - 8 - line)
        half = (area.height() - 2 * line) / 2
        top = QRectF(area.left(), area.top() + line, area.width(), half - line)
        bottom = QRectF(area.left(), top.bottom() + 2 * line, area.width(), half - line)
        worst = max(p.mean_loss + p.margin for p in self.points)
        high = 4.0 * max(1, math.ceil(worst / 4))  # ticks at whole points
        self._panel(
            painter,
            top,
            self.tr("Accuracy, % of decisions best or good"),
            (0.0, 100.0),
            lambda p: (p.accuracy, p.accuracy_margin),
            "%",
        )
        self._panel(
            painter,
            bottom,
            self.tr("Mean loss per decision, points"),
            (0.0, high),
            lambda p: (p.mean_loss, p.margin),
            "",
        )
        self._dates(painter, bottom, line)
        painter.end()

    def _dates(self, painter: QPainter, rect: QRectF, line: int) -> None:
        """Under the graph: the first match's date, the words, the last one's."""
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        row = QRectF(rect.left(), rect.bottom() + 4, rect.width(), line)
        first, last = self.points[0].entry.date, self.points[-1].entry.date
        painter.drawText(row, Qt.AlignmentFlag.AlignLeft, first[:10])
        painter.drawText(row, Qt.AlignmentFlag.AlignHCenter, self.tr("Matches, oldest first"))
        if len(self.points) > 1:
            painter.drawText(row, Qt.AlignmentFlag.AlignRight, last[:10])

    def _legend(self, painter: QPainter, line: int) -> float:
        """The levels' marks and names on one row (more rows if they do not fit)."""
        x, y = 8.0, 4.0
        metrics = self.fontMetrics()
        for k, level in enumerate(self.levels()):
            words = fill(self.tr("against %1"), self._name(level))
            width = 22 + metrics.horizontalAdvance(words) + 16
            if x + width > self.width() and x > 8:
                x, y = 8.0, y + line
            self._mark(painter, k, QPointF(x + 8, y + line / 2))
            painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
            painter.drawText(QPointF(x + 20, y + metrics.ascent()), words)
            x += width
        note = self.tr("Bars: the margin, about 95%")
        painter.drawText(QPointF(8, y + line + metrics.ascent()), note)
        return y + 2.5 * line

    def _colour(self, k: int) -> QColor:
        dark = self.palette().color(QPalette.ColorRole.Window).lightness() < 128
        return QColor.fromHsv(HUES[k % len(HUES)], 200, 255 if dark else 180)

    def _mark(self, painter: QPainter, k: int, at: QPointF, size: float = 4.5) -> None:
        colour = self._colour(k)
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(colour)
        shape = MARKS[k % len(MARKS)]
        if shape == "circle":
            painter.drawEllipse(at, size, size)
        elif shape == "square":
            painter.drawRect(QRectF(at.x() - size, at.y() - size, 2 * size, 2 * size))
        elif shape == "triangle":
            painter.drawPolygon(
                [at + QPointF(0, -size), at + QPointF(size, size), at + QPointF(-size, size)]
            )
        elif shape == "diamond":
            painter.drawPolygon(
                [
                    at + QPointF(0, -size),
                    at + QPointF(size, 0),
                    at + QPointF(0, size),
                    at + QPointF(-size, 0),
                ]
            )
        elif shape == "cross":
            painter.drawLine(at + QPointF(-size, -size), at + QPointF(size, size))
            painter.drawLine(at + QPointF(-size, size), at + QPointF(size, -size))
        else:
            painter.drawLine(at + QPointF(-size, 0), at + QPointF(size, 0))
            painter.drawLine(at + QPointF(0, -size), at + QPointF(0, size))

    def _panel(
        self,
        painter: QPainter,
        rect: QRectF,
        title: str,
        scale: tuple[float, float],
        figure: Callable[[Progress], tuple[float, float]],
        unit: str,
    ) -> None:
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        grid = palette.color(QPalette.ColorRole.Mid)
        metrics = self.fontMetrics()
        painter.setPen(text)
        painter.drawText(QPointF(rect.left(), rect.top() - metrics.descent() - 2), title)
        low, high = scale

        def y_of(value: float) -> float:
            value = min(high, max(low, value))
            return rect.bottom() - (value - low) / (high - low) * rect.height()

        for k in range(5):
            value = low + (high - low) * k / 4
            y = y_of(value)
            painter.setPen(QPen(grid, 1, Qt.PenStyle.DotLine))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text)
            label = f"{value:.0f}{unit}"
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, rect.left() - 6, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        count = len(self.points)

        def x_of(n: int) -> float:
            return rect.left() + (n + 0.5) / count * rect.width()

        levels = self.levels()
        for k, level in enumerate(levels):
            mine = [(n, p) for n, p in enumerate(self.points) if p.entry.strength == level]
            colour = self._colour(k)
            painter.setPen(QPen(colour, 1.5))
            for (n, p), (m, q) in itertools.pairwise(mine):
                painter.drawLine(
                    QPointF(x_of(n), y_of(figure(p)[0])), QPointF(x_of(m), y_of(figure(q)[0]))
                )
            for n, p in mine:
                value, margin = figure(p)
                x = x_of(n)
                low_y, high_y = y_of(value - margin), y_of(value + margin)
                painter.setPen(QPen(colour, 2.0))
                painter.drawLine(QPointF(x, low_y), QPointF(x, high_y))
                for y in (low_y, high_y):  # the bar's ends, so a short one still shows
                    painter.drawLine(QPointF(x - 4, y), QPointF(x + 4, y))
                self._mark(painter, k, QPointF(x, y_of(value)))
