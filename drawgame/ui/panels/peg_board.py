"""A peg track like a cribbage board: each player's score against the target."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from drawgame.ui.language import register
from drawgame.ui.table import themes
from drawgame.ui.words.text import fill, plain_tooltip

PEG_COLOURS = ("#e8c547", "#d9534f", "#5bc0de", "#8fd16a")


class PegBoard(QWidget):
    """One track per player; the front peg at the score, the back peg at the score before
    the last gain, as pegs leapfrog on a cribbage board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._scores: list[int] = []
        self._previous: list[int] = []
        self._target = 100
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._parts: list[str] = []
        register(self)
        themes.follow(self.show_look)

    def show_look(self) -> None:
        """Paint the board in the look chosen (Settings → Table)."""
        self.update()

    def set_scores(
        self, names: list[str], scores: list[int], previous: list[int], target: int
    ) -> None:
        shown = (names, scores, previous, target)
        if shown == (self._names, self._scores, self._previous, self._target):
            return  # the window refreshes on every move: no new words, no repaint
        self._names, self._scores, self._previous, self._target = shown
        self.setMinimumHeight(self.sizeHint().height())
        self._describe()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Peg track"))
        self._describe()

    def _describe(self) -> None:
        """The legend, tooltip and accessible description for the scores shown now."""
        #: Under the cribbage board's tracks: what each player's two pegs mean.
        self.legend = self.tr("Bright peg: the score now; pale peg: before the last hand.")
        parts = [
            fill(self.tr("%1: %2 of %3"), name, score, self._target)
            for name, score in zip(self._names, self._scores, strict=True)
        ]
        self.setAccessibleDescription("; ".join([*parts, self.legend]))
        self.setToolTip(plain_tooltip("\n".join([*parts, self.legend])))
        self.update()

    def _row(self) -> float:
        """A row's height: 26 px at the usual font, more where the text is larger."""
        return max(26.0, self.fontMetrics().height() * 1.5)

    def sizeHint(self) -> QSize:
        row = self._row()
        rows = round(row - 2 + row * max(2, len(self._names)))
        return QSize(240, rows + self._legend_height())

    def _legend_height(self) -> int:
        # Room for the legend in two lines of the smaller font it is written in.
        return round(QFontMetrics(self.font()).height() * 0.9) * 2 + 4

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.setMinimumHeight(self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = QRectF(self.rect()).adjusted(2, 2, -2, -2 - self._legend_height())
        look = themes.current()
        painter.setPen(QPen(look.peg_rim, 1.5))
        painter.setBrush(look.peg_wood)
        painter.drawRoundedRect(board, 8, 8)
        if not self._names:
            return
        holes = self._target + 1  # 0 … target
        row_height = self._row()
        grow = row_height / 26.0
        label_width = min(90.0 * grow, board.width() * 0.3)
        left, right = board.left() + label_width + 8, board.right() - 12
        spacing = (right - left) / max(1, holes - 1)
        for row, name in enumerate(self._names):
            y = board.top() + 18 * grow + row * row_height
            painter.setPen(look.peg_ink)
            label = QRectF(board.left() + 8, y - row_height / 2, label_width, row_height)
            elided = painter.fontMetrics().elidedText(
                name, Qt.TextElideMode.ElideRight, int(label_width)
            )
            painter.drawText(
                label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, elided
            )
            painter.setPen(Qt.PenStyle.NoPen)
            for hole in range(holes):
                # Holes in groups of five, as on a real board: every fifth is larger.
                radius = (1.6 if hole % 5 else 2.2) * grow
                painter.setBrush(look.peg_hole)
                painter.drawEllipse(QPointF(left + hole * spacing, y), radius, radius)
            colour = QColor(PEG_COLOURS[row % len(PEG_COLOURS)])
            for value, alpha in ((self._previous[row], 120), (self._scores[row], 255)):
                peg = QColor(colour)
                peg.setAlpha(alpha)
                painter.setBrush(peg)
                painter.setPen(QPen(look.peg_rim if look.panel else look.peg_ink, 1))
                x = left + min(value, self._target) * spacing
                painter.drawEllipse(QPointF(x, y), 5 * grow, 5 * grow)
        font = painter.font()
        font.setPointSizeF(font.pointSizeF() * 0.85)
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        legend = QRectF(4, board.bottom() + 2, self.width() - 8, self._legend_height() - 2)
        # Two lines where the panel is narrow, so the legend is never cut.
        painter.drawText(legend, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.legend)
        painter.end()
