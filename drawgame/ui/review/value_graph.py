"""The graph of a hand as the reviewed player lived it: the expected net hand points at each
of their decisions (the position's value, with its margin as a band), then what the hand
actually gave them at its end (a square); a dot per decision in its label's colour (under an
inaccuracy or worse a dip down to what the move played was worth), the
luck of each draw as a triangle under it (up and green: lucky, down and red: unlucky), the
deal's as a diamond (a luck only where its margin is smaller than it; its tooltip says "too
close to call" otherwise), and the position shown as a dashed line across.
Clicking near a dot shows that decision (``jumped(turn)``; the hand's end is the turn after
the last)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLocale, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from drawgame.ai.review import Decision, Label, Luck, luck_is_clear
from drawgame.ui.review.decision_list import LABEL_COLOURS, verdict_text
from drawgame.ui.words import review_text as words
from drawgame.ui.words.text import fill, plain_tooltip

_BAND = QColor(71, 140, 220, 60)
_LINE = QColor("#2f6db5")
_RESULT = QColor("#202020")
# The plot's least height (px) beside a second row of the legend.
_ROOMY_PLOT = 70
_LUCKY = QColor("#2e9d4a")
_UNLUCKY = QColor("#c83232")
_NOW = QColor(231, 185, 60)
# The labels whose loss is drawn as a dip under the dot (the position's value, before the
# move): what the move played was worth (a player saw no dip where they lost points).
_DIPPED = frozenset({Label.INACCURACY, Label.MISTAKE, Label.BLUNDER})
# Clicks and hovers this close (in pixels, across) to a dot find it.
_REACH = 14.0


@dataclass(frozen=True, slots=True)
class _Point:
    turn: int  # the decision's turn (from 1); the end: turns + 1
    value: float
    margin: float
    label: Label | None  # None: the hand's result
    text: str
    loss: float = 0.0  # what the move played lost (a mistake's dip is drawn below the dot)


def _finite(x: float) -> bool:
    return math.isfinite(x)


def _nice_step(span: float, lines: float = 4.0) -> float:
    """The round step (1, 2 or 5 times a power of ten) whose grid lines over ``span`` come
    nearest to ``lines`` of them."""
    raw = max(span / max(1.0, lines), 1e-9)
    power = 10 ** math.floor(math.log10(raw))
    steps = [float(f * power) for f in (1, 2, 5, 10)]
    return min(steps, key=lambda step: abs(span / step - lines))


class ValueGraph(QWidget):
    """The reviewed player's expected net points over a hand."""

    jumped = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("valueGraph")
        self.setMouseTracking(True)
        self.setMinimumHeight(110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._points: list[_Point] = []
        self._lucks: list[tuple[Luck, float]] = []
        self._turns = 0
        self._now = -1
        self._title = ""
        font = QFont(self.font())
        font.setPointSizeF(max(9.0, font.pointSizeF() * 0.9))
        self.setFont(font)

    def sizeHint(self) -> QSize:
        return QSize(400, 150)

    # -- what is drawn ----------------------------------------------------------------

    def show_hand(
        self,
        decisions: Sequence[Decision],
        turns: int,
        result: float,
        lucks: Sequence[tuple[Luck, float]],
        title: str,
    ) -> None:
        """``decisions`` of the player in a hand of ``turns`` turns, what the hand gave
        them (``result``, NaN if the record stops before its end), their ``lucks`` with
        each one's margin, and the graph's ``title``."""
        self._points = [
            _Point(
                d.turn,
                d.value,
                d.analysis.best.margin,
                d.label,
                fill(
                    self.tr("Turn %1: %2, %3 points"),
                    d.turn,
                    verdict_text(d),
                    words.value_text(d.value, d.analysis.best.margin),
                ),
                d.loss if d.label in _DIPPED and _finite(d.loss) else 0.0,
            )
            for d in decisions
            if _finite(d.value)
        ]
        if _finite(result):
            text = fill(self.tr("The hand's result: %1 points"), words.signed_text(result))
            self._points.append(_Point(turns + 1, result, 0.0, None, text))
        self._lucks = list(lucks)
        self._turns = turns
        self._title = title
        self.setAccessibleName(title)
        self.update()

    def clear(self) -> None:
        self._points, self._lucks, self._turns = [], [], 0
        self.update()

    def set_now(self, turn: int) -> None:
        """The position shown: after ``turn`` turns."""
        if turn != self._now:
            self._now = turn
            self.update()

    @property
    def dips(self) -> list[tuple[int, float, float]]:
        """(turn, the position's value, what the move played was worth) of each dip drawn
        under a mistake's dot."""
        return [(p.turn, p.value, p.value - p.loss) for p in self._points if p.loss > 0]

    @property
    def points(self) -> list[tuple[int, float, float]]:
        """(turn, value, margin) of each dot, the hand's result last."""
        return [(p.turn, p.value, p.margin) for p in self._points]

    # -- geometry ---------------------------------------------------------------------

    def _plot(self) -> QRectF:
        metrics = QFontMetrics(self.font())
        left = metrics.horizontalAdvance(words.signed_text(-888.0)) + 10
        top = metrics.height() * (2 if self._legend_rows(metrics)[1] else 1) + 6
        # Under the plot: the luck marks' strip (14 px), then the turns' numbers.
        foot = 14 + metrics.height()
        return QRectF(
            left, top, max(10, self.width() - left - 12), max(10, self.height() - top - foot)
        )

    def turn_ticks(self) -> list[tuple[int, float]]:
        """(turn, x) of each turn numbered under the plot: every turn where they have room,
        else every 2nd, 5th, 10th… (the decisions list and the tooltips number the turns:
        a first-time player could not find turn 14 on the graph)."""
        if not self._points:
            return []
        plot = self._plot()
        metrics = QFontMetrics(self.font())
        widest = metrics.horizontalAdvance(QLocale().toString(max(1, self._turns))) + 10
        apart = plot.width() / max(1, self._turns)
        step = next((s for s in (1, 2, 5, 10, 20, 50) if s * apart >= widest), max(1, self._turns))
        turns = [1, *(t for t in range(step, self._turns + 1, step) if (t - 1) * apart >= widest)]
        return [(turn, self._x(turn, plot)) for turn in turns]

    def _range(self) -> tuple[float, float]:
        lows, highs = [0.0], [0.0]
        for p in self._points:
            margin = p.margin if _finite(p.margin) else 0.0
            lows.append(min(p.value - margin, p.value - p.loss))
            highs.append(p.value + margin)
        low, high = min(lows), max(highs)
        if high - low < 4:
            low, high = low - 2, high + 2
        pad = (high - low) * 0.06
        return low - pad, high + pad

    def grid_step(self) -> float:
        """The points between the value scale's lines: a line about every 30 pixels of the
        plot's height, four at least (a tall graph at 800×600 read only "0.0" and "+20.0")."""
        low, high = self._range()
        return _nice_step(high - low, max(4.0, self._plot().height() / 30))

    def grid_values(self) -> list[float]:
        """The values the scale names, bottom to top."""
        low, high = self._range()
        step = self.grid_step()
        first = math.ceil(low / step)
        return [k * step for k in range(first, math.floor(high / step) + 1)]

    def _x(self, turn: int, plot: QRectF) -> float:
        # The decision of turn t is made after t - 1 turns: x counts the turns played.
        span = max(1, self._turns)
        return plot.left() + plot.width() * (turn - 1) / span

    def _y(self, value: float, plot: QRectF, low: float, high: float) -> float:
        return plot.bottom() - plot.height() * (value - low) / (high - low)

    def point_position(self, turn: int) -> QPoint:
        """Where the dot of the decision at ``turn`` is (the result's: ``turns + 1``)."""
        plot = self._plot()
        low, high = self._range()
        for p in self._points:
            if p.turn == turn:
                return QPointF(self._x(p.turn, plot), self._y(p.value, plot, low, high)).toPoint()
        raise KeyError(turn)

    def _nearest(self, x: float) -> _Point | None:
        plot = self._plot()
        best = min(self._points, key=lambda p: abs(self._x(p.turn, plot) - x), default=None)
        if best is None or abs(self._x(best.turn, plot) - x) > _REACH:
            return None
        return best

    # -- painting ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        plot = self._plot()
        metrics = QFontMetrics(self.font())
        painter.setPen(self.palette().text().color())
        rows = self._legend_rows(metrics)
        texts = [text for _shape, _colour, text in rows[0]]
        room = self.width() - 8 - (self._legend_width(texts, metrics) + 16 if texts else 0)
        title = metrics.elidedText(self._title, Qt.TextElideMode.ElideRight, room)
        painter.drawText(QPointF(4, metrics.ascent() + 2), title)
        self._paint_legend(painter, rows, metrics)
        if not self._points:
            return
        low, high = self._range()
        self._paint_grid(painter, plot, low, high, metrics)
        decisions = [p for p in self._points if p.label is not None]
        finite = [p for p in decisions if _finite(p.margin)]
        if len(finite) > 1:
            band = QPolygonF(
                [
                    QPointF(self._x(p.turn, plot), self._y(p.value + p.margin, plot, low, high))
                    for p in finite
                ]
                + [
                    QPointF(self._x(p.turn, plot), self._y(p.value - p.margin, plot, low, high))
                    for p in reversed(finite)
                ]
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_BAND)
            painter.drawPolygon(band)
        # Whiskers: the margin of each dot, also where a band cannot show it.
        painter.setPen(QPen(_LINE, 1))
        for p in finite:
            x = self._x(p.turn, plot)
            painter.drawLine(
                QPointF(x, self._y(p.value + p.margin, plot, low, high)),
                QPointF(x, self._y(p.value - p.margin, plot, low, high)),
            )
        path = QPainterPath()
        for k, p in enumerate(self._points):
            at = QPointF(self._x(p.turn, plot), self._y(p.value, plot, low, high))
            if k == 0:
                path.moveTo(at)
            else:
                path.lineTo(at)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(_LINE, 2))
        painter.drawPath(path)
        self._paint_lucks(painter)
        result = self._result_colour()
        for p in self._points:
            if p.loss > 0 and p.label is not None:
                # The dip: from the position's value down to what the move played was worth.
                x, colour = self._x(p.turn, plot), LABEL_COLOURS[p.label]
                top = self._y(p.value, plot, low, high)
                foot = self._y(p.value - p.loss, plot, low, high)
                painter.setPen(QPen(colour, 2, Qt.PenStyle.DotLine))
                painter.drawLine(QPointF(x, top), QPointF(x, foot))
                painter.setPen(QPen(colour, 2))
                painter.setBrush(self.palette().base())
                painter.drawEllipse(QPointF(x, foot), 3.5, 3.5)
        for p in self._points:
            at = QPointF(self._x(p.turn, plot), self._y(p.value, plot, low, high))
            painter.setPen(QPen(QColor("#202020"), 1))
            if p.label is None:
                painter.setBrush(result)
                painter.drawRect(QRectF(at.x() - 5, at.y() - 5, 10, 10))
            else:
                painter.setBrush(LABEL_COLOURS[p.label])
                painter.drawEllipse(at, 5.0, 5.0)
        self._paint_turns(painter, plot, metrics)
        if 0 <= self._now <= self._turns:
            x = self._x(self._now + 1, plot)
            painter.setPen(QPen(_NOW, 2, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))

    def _paint_turns(self, painter: QPainter, plot: QRectF, metrics: QFontMetrics) -> None:
        colour = QColor(self.palette().text().color())
        colour.setAlpha(170)  # quieter than the values' scale: a guide, not a figure
        painter.setPen(colour)
        baseline = plot.bottom() + 14 + metrics.ascent()
        for turn, x in self.turn_ticks():
            text = QLocale().toString(turn)
            painter.drawText(QPointF(x - metrics.horizontalAdvance(text) / 2, baseline), text)

    def _paint_grid(
        self, painter: QPainter, plot: QRectF, low: float, high: float, metrics: QFontMetrics
    ) -> None:
        step = self.grid_step()
        for value in self.grid_values():
            y = self._y(value, plot, low, high)
            zero = abs(value) < step / 2
            painter.setPen(QPen(QColor(128, 128, 128, 200 if zero else 70), 1.5 if zero else 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(self.palette().text().color())
            text = words.signed_text(0.0 if zero else value)
            painter.drawText(
                QPointF(
                    plot.left() - 6 - metrics.horizontalAdvance(text), y + metrics.ascent() / 2 - 1
                ),
                text,
            )

    def luck_x(self, luck: Luck, plot: QRectF | None = None) -> float:
        """Where a luck is marked: the deal's under the first decision, a draw's between
        the draw and the decision after it."""
        plot = self._plot() if plot is None else plot
        if luck.kind == "deal":
            return self._x(luck.turn, plot)
        return (self._x(luck.turn, plot) + self._x(luck.turn + 1, plot)) / 2

    def _marked_lucks(self) -> list[Luck]:
        # A luck within its margin is not marked (issue 32: "luck only where its margin is
        # smaller than it"): a draw's −0.1 ± 1.2 got an "unlucky" triangle.
        return [
            luck
            for luck, margin in self._lucks
            if luck_is_clear(luck.points, margin) and abs(luck.points) >= 0.05
        ]

    def luck_marks(self) -> list[tuple[Luck, QPolygonF]]:
        """The mark of each luck under the plot: a triangle for a draw (up: lucky, down:
        unlucky), a diamond for the deal; narrower where marks crowd (the deal and an early
        draw, a long hand in a small window), so that neighbours never overlap."""
        plot = self._plot()
        base = plot.bottom() + 2
        marked = [(self.luck_x(luck, plot), luck) for luck in self._marked_lucks()]
        xs = sorted(x for x, _ in marked)
        marks = []
        for x, luck in marked:
            k = xs.index(x)
            gaps = [abs(xs[j] - x) for j in (k - 1, k + 1) if 0 <= j < len(xs)]
            w = max(1.0, min([5.0, *(g / 2 - 0.5 for g in gaps)]))
            if luck.kind == "deal":
                shape = [(0, 0), (-w, 5), (0, 10), (w, 5)]
            elif luck.points > 0:
                shape = [(0, 0), (-w, 10), (w, 10)]
            else:
                shape = [(0, 10), (-w, 0), (w, 0)]
            marks.append((luck, QPolygonF([QPointF(x + dx, base + dy) for dx, dy in shape])))
        return marks

    # -- the legend -------------------------------------------------------------------

    def _legend_entries(self) -> list[tuple[str, QColor, str]]:
        """(shape, colour, words) of each kind of mark the graph shows: the labels of the
        dots worse than good, the hand's result, a mistake's dip, then the luck marks."""
        shown = self._marked_lucks()
        entries = []
        labels = {p.label for p in self._points}
        for label, text in (
            (Label.INACCURACY, self.tr("inaccuracy")),
            (Label.MISTAKE, self.tr("mistake")),
            (Label.BLUNDER, self.tr("blunder")),
        ):
            if label in labels:
                entries.append(("dot", LABEL_COLOURS[label], text))
        if None in labels:
            entries.append(("result", self._result_colour(), self.tr("the hand's result")))
        dipped = [p for p in self._points if p.loss > 0 and p.label is not None]
        if dipped:
            worst = max(dipped, key=lambda p: p.loss)
            assert worst.label is not None
            entries.append(("dip", LABEL_COLOURS[worst.label], self.tr("the move played")))
        if any(luck.kind != "deal" and luck.points > 0 for luck in shown):
            entries.append(("up", _LUCKY, self.tr("lucky draw")))
        if any(luck.kind != "deal" and luck.points < 0 for luck in shown):
            entries.append(("down", _UNLUCKY, self.tr("unlucky draw")))
        deal = next((luck for luck in shown if luck.kind == "deal"), None)
        if deal is not None:
            colour = _LUCKY if deal.points > 0 else _UNLUCKY
            entries.append(("deal", colour, self.tr("luck of the deal")))
        return entries

    def legend(self) -> list[str]:
        """The words of the legend: what the dots' colours, the square and the marks are (a
        first-time player saw the triangles and the colours and could not tell), beside
        the title as far as they leave it at least half the width, the rest on a row of
        their own under it while the plot keeps :data:`_ROOMY_PLOT` pixels; any left over
        are said in the tooltips only."""
        rows = self._legend_rows(QFontMetrics(self.font()))
        return [text for row in rows for _shape, _colour, text in row]

    def _legend_rows(
        self, metrics: QFontMetrics
    ) -> tuple[list[tuple[str, QColor, str]], list[tuple[str, QColor, str]]]:
        """The legend's entries on the title's row and on the row under it (see
        :meth:`legend`); the second is empty when all fit beside the title."""
        entries = self._legend_entries()
        title = metrics.horizontalAdvance(self._title)
        beside = list(entries)
        while beside:
            room = self.width() - 8 - self._legend_width([e[2] for e in beside], metrics) - 16
            if room >= min(title, self.width() // 2):
                break
            beside.pop()
        under = entries[len(beside) :]
        # A second row takes a line of the plot's height: only where the plot keeps enough.
        foot = 14 + metrics.height()
        if self.height() - (2 * metrics.height() + 6) - foot < _ROOMY_PLOT:
            under = []
        while under and self._legend_width([e[2] for e in under], metrics) > self.width() - 8:
            under.pop()
        return beside, under

    @staticmethod
    def _legend_width(texts: list[str], metrics: QFontMetrics) -> int:
        return sum(14 + metrics.horizontalAdvance(t) for t in texts) + 12 * max(0, len(texts) - 1)

    def _result_colour(self) -> QColor:
        # The hand's result in the text's colour on a dark ground (the dark and the
        # high-contrast looks): the near-black square was lost there.
        dark = self.palette().base().color().lightness() < 128
        return self.palette().text().color() if dark else _RESULT

    def _paint_legend(
        self,
        painter: QPainter,
        rows: tuple[list[tuple[str, QColor, str]], list[tuple[str, QColor, str]]],
        metrics: QFontMetrics,
    ) -> None:
        for number, entries in enumerate(rows):
            x = self.width() - 4 - self._legend_width([text for _s, _c, text in entries], metrics)
            baseline = metrics.ascent() + 2 + number * metrics.height()
            top = baseline - metrics.ascent() / 2 - 5  # a mark's 10 px, centred on the text
            for shape, colour, text in entries:
                self._paint_key(painter, shape, colour, QPointF(x, top))
                painter.setPen(self.palette().text().color())
                painter.drawText(QPointF(x + 14, baseline), text)
                x += 14 + metrics.horizontalAdvance(text) + 12

    def _paint_key(self, painter: QPainter, shape: str, colour: QColor, at: QPointF) -> None:
        """One entry's mark, 10 px square from ``at``, drawn as on the graph."""
        x, top = at.x(), at.y()
        if shape == "dip":  # a hollow ring, as at the foot of a dip
            painter.setPen(QPen(colour, 2))
            painter.setBrush(self.palette().base())
            painter.drawEllipse(QPointF(x + 5, top + 5), 3.5, 3.5)
        elif shape == "dot":
            painter.setPen(QPen(QColor("#202020"), 1))
            painter.setBrush(colour)
            painter.drawEllipse(QPointF(x + 5, top + 5), 5.0, 5.0)
        elif shape == "result":
            painter.setPen(QPen(QColor("#202020"), 1))
            painter.setBrush(colour)
            painter.drawRect(QRectF(x, top, 10, 10))
        else:
            points = {
                "up": [(5, 0), (0, 10), (10, 10)],
                "down": [(0, 0), (10, 0), (5, 10)],
                "deal": [(5, 0), (0, 5), (5, 10), (10, 5)],
            }[shape]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawPolygon(QPolygonF([QPointF(x + dx, top + dy) for dx, dy in points]))

    def _paint_lucks(self, painter: QPainter) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for luck, mark in self.luck_marks():
            painter.setBrush(_LUCKY if luck.points > 0 else _UNLUCKY)
            painter.drawPolygon(mark)

    def luck_tips(self, x: float) -> list[str]:
        """What the tooltip says of the lucks marked near ``x`` under the plot: each with its
        margin, or in words when the margin is not smaller than it (it is not marked)."""
        plot = self._plot()
        texts = []
        for luck, margin in self._lucks:
            if abs(self.luck_x(luck, plot) - x) > _REACH / 2:
                continue
            clear = luck_is_clear(luck.points, margin)
            points = words.value_text(luck.points, margin)
            if luck.kind == "deal":
                if clear:
                    texts.append(fill(self.tr("Luck of the deal: %1 points"), points))
                else:
                    texts.append(self.tr("Luck of the deal: too close to call"))
            elif clear:
                texts.append(
                    fill(self.tr("Luck of the tile drawn at turn %1: %2 points"), luck.turn, points)
                )
            else:
                texts.append(
                    fill(self.tr("Luck of the tile drawn at turn %1: too close to call"), luck.turn)
                )
        return texts

    # -- the mouse --------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            point = self._nearest(event.position().x())
            if point is not None:
                self.jumped.emit(point.turn)
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        x = event.position().x()
        point = self._nearest(x)
        texts = [] if point is None else [point.text]
        if event.position().y() > self._plot().bottom() - 4:
            texts += self.luck_tips(x)
        if texts:
            QToolTip.showText(
                event.globalPosition().toPoint(), plain_tooltip("\n".join(texts)), self
            )
        else:
            QToolTip.hideText()
        super().mouseMoveEvent(event)
