"""The score sheet's view: players' names that fit or are cut at their end (the whole name
in a tooltip), labels never cut in the middle, and no sideways scrolling at any size."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionHeader,
    QStyleOptionViewItem,
    QTableView,
    QWidget,
)

from drawgame.ui.panels.peg_board import PEG_COLOURS
from drawgame.ui.panels.score_model import SHORT_LABEL_ROLE, ScoreSheetModel

_BRACKETS = re.compile(r"\([^)]*\)")
#: Where a label down the side may wrap: its spaces, never its no-break spaces (Python's
#: ``str.split()`` splits at those too).
_BREAKS = re.compile(r"[ \t\n]+")


def _words(text: str) -> list[str]:
    return [word for word in _BREAKS.split(text) if word]


#: The vertical header ("Hand 3", "Total (to 61)") takes at most this share of the width.
_LABEL_SHARE = 0.36
#: A name of one word this long or shorter is its own short label ("You", "Anda").
_SHORT_NAME = 4
#: A name of several words is told by this many initials at most.
_INITIALS = 3


def scroll_bar_width(view: QTableView) -> int:
    """The width the sheet's scroll bar takes from its columns: none while there is nothing
    to scroll (the bar is hidden)."""
    bar = view.verticalScrollBar()
    return bar.sizeHint().width() if bar.maximum() > bar.minimum() else 0


class ElidingHeader(QHeaderView):
    """A header whose labels are never cut in the middle: across the top a name that does
    not fit ends in "…"; down the side a label wraps between its words."""

    def __init__(self, orientation: Qt.Orientation, parent: QWidget | None = None) -> None:
        super().__init__(orientation, parent)
        # Asked for at every label's every measure: a header keeps its orientation.
        self._vertical = orientation == Qt.Orientation.Vertical

    def _margin(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self) + 1

    def _wraps(self) -> bool:
        return self._vertical

    def _room(self, section: int) -> int:
        if self._wraps():
            return max(0, self.width() - 2 * self._margin())
        return max(0, self.sectionSize(section) - 2 * self._margin() - self.dot_space())

    def dot_space(self) -> int:
        """Across the top, each name has its peg's colour before it (as on the peg track),
        so players whose names are cut alike are still told apart."""
        return 0 if self._wraps() else round(self.fontMetrics().height() * 0.5) + 3

    def short_label(self, section: int) -> str:
        """A short label that tells this player apart: the name's first letter and its
        number ("Bot 2" gives "B2"), a short name whole ("You", "Siz", "Anda"), the
        initials of a name of several words ("Ayşe Yılmaz" gives "AY"), or its first two
        letters."""
        text = self.full_text(section).strip()
        digits = "".join(ch for ch in text if ch.isdigit())
        if digits:
            return text[:1] + digits
        words = text.split()
        if len(words) == 1 and len(text) <= _SHORT_NAME:
            return text
        if len(words) > 1:
            return "".join(word[:1] for word in words[:_INITIALS]).upper()
        return text[:2]

    def label_need(self) -> int:
        """Across the top: the width a column needs for its peg's colour and the longest
        of the players' short labels (or whole names, where shorter)."""
        metrics = self.fontMetrics()
        widest = max(
            (
                min(
                    metrics.horizontalAdvance(self.full_text(s)),
                    metrics.horizontalAdvance(self.short_label(s)),
                )
                for s in range(self.count())
            ),
            default=0,
        )
        return widest + self.dot_space() + 2 * self._margin()

    def full_text(self, section: int) -> str:
        model = self.model()
        if model is None:
            return ""
        text = str(model.headerData(section, self.orientation()) or "")
        if not self._wraps():
            return text
        short = model.headerData(section, self.orientation(), SHORT_LABEL_ROLE)
        if short:
            # Too long for one line within its share of the sheet: its short form, if that fits.
            exact, room = QFontMetricsF(self.font()), self._share()
            if exact.horizontalAdvance(text) > room >= exact.horizontalAdvance(str(short)):
                return str(short)
        # "Total (to 61)" wraps before its brackets, never inside them.
        return _BRACKETS.sub(lambda m: m[0].replace(" ", "\u00a0"), text)

    def shown_text(self, section: int) -> str:
        """The label as painted: the whole text, or its beginning and "…" (a label down
        the side wraps; it is cut only if one of its words is wider than the header)."""
        text, room, metrics = self.full_text(section), self._room(section), self.fontMetrics()
        fits = all(metrics.horizontalAdvance(word) <= room for word in _words(text))
        if self._wraps() and fits:
            return text
        elided = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        if self._wraps() or self.model() is None:
            return elided
        short = self.short_label(section)
        numbered = any(ch.isdigit() for ch in short)
        if elided == text:
            # "Bot 1", "Bot 2" and "B3" (its column a pixel narrower) read as two kinds of
            # player: numbered names are shortened together when one of them must be.
            if numbered and metrics.horizontalAdvance(short) <= room and self._numbered_cut():
                return short
            return elided
        # Cut alike ("Bo…", "Bo…"): a short label of its own, if it fits.
        count = self.count()
        others = [self.full_text(s) for s in range(count) if s != section]
        alike = [
            o for o in others if metrics.elidedText(o, Qt.TextElideMode.ElideRight, room) == elided
        ]
        if short == text.strip():
            # A short name ("You", "Anda") is never a bare cut ("Y…"): whole, or its first
            # two letters where even that is too wide.
            for candidate in (short, short[:2]):
                if metrics.horizontalAdvance(candidate) <= room:
                    return candidate
            return elided
        # Also where the cut leaves fewer letters than the short label ("B…" for "Bot 2",
        # "A…" for "Ayşe Yılmaz").
        fewer = len(elided) - 1 < len(short)
        if (alike or fewer) and metrics.horizontalAdvance(short) <= room:
            return short
        return elided

    def least_need(self) -> int:
        """Across the top: the narrowest a column may be, for its peg's colour and the
        least label that still tells its player apart: a short label, a short name whole
        ("You", "Siz", "Anda": at the window's least size its first two letters read "Yo")."""
        metrics = self.fontMetrics()
        least = [self.short_label(s) for s in range(self.count())]
        widest = max((metrics.horizontalAdvance(label) for label in least), default=0)
        return widest + self.dot_space() + 2 * self._margin()

    def _numbered_cut(self) -> bool:
        """A name with a number in it ("Bot 3") is too wide for its column."""
        metrics = self.fontMetrics()
        return any(
            any(ch.isdigit() for ch in self.short_label(s))
            and metrics.horizontalAdvance(self.full_text(s)) > self._room(s)
            for s in range(self.count())
        )

    def least_width(self) -> int:
        """Down the side: the narrowest the header may be, its longest word and margins."""
        model = self.model()
        if model is None:
            return 0
        exact = QFontMetricsF(self.font())
        labels = [self.full_text(s) for s in range(model.rowCount())]
        word = max((exact.horizontalAdvance(w) for t in labels for w in _words(t)), default=0)
        return math.ceil(word) + 2 * self._margin()

    def _label_width(self) -> int:
        """The side header's width: its longest label, at most a share of the sheet, and
        never narrower than its longest word."""
        model = self.model()
        if model is None:
            return 0
        exact = QFontMetricsF(self.font())

        def advance(text: str) -> int:
            # Rounded up: "Total (to 50)" is 72.25 pixels, and in 72 it wraps.
            return math.ceil(exact.horizontalAdvance(text))

        labels = [self.full_text(s) for s in range(model.rowCount())]
        widest = max((advance(t) for t in labels), default=0)
        word = max((advance(w) for t in labels for w in _words(t)), default=0)
        share = widest if self.parentWidget() is None else self._share()
        return max(word, min(widest, share)) + 2 * self._margin()

    def _share(self) -> int:
        """Down the side: the most room a label's line may take, a share of the sheet."""
        view = self.parentWidget()
        if view is None:
            return 10_000
        share = int(view.width() * _LABEL_SHARE)
        if isinstance(view, QTableView):
            # Narrower still where the players' columns need the room for their peg's
            # colour and short label (four players at 800×600), down to the longest word.
            top = view.horizontalHeader()
            if isinstance(top, ElidingHeader) and top.count():
                left = view.width() - 2 * view.frameWidth() - top.count() * top.label_need()
                left -= scroll_bar_width(view)
                share = min(share, left - 2 * self._margin())
        return share

    def sectionSizeFromContents(self, logicalIndex: int) -> QSize:
        size = super().sectionSizeFromContents(logicalIndex)
        if self._wraps():
            width = self._label_width()
            text = self.shown_text(logicalIndex)
            box = self.fontMetrics().boundingRect(
                QRect(0, 0, width - 2 * self._margin(), 10_000),
                int(Qt.TextFlag.TextWordWrap),
                text,
            )
            size = QSize(width, max(size.height(), box.height() + 2 * self._margin()))
        return size

    def paintSection(self, painter: QPainter, rect: QRect, logicalIndex: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        self.initStyleOptionForIndex(option, logicalIndex)
        option.rect = rect
        text = self.shown_text(logicalIndex)
        option.text = ""
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        if not self._wraps():
            self._paint_name(painter, rect, logicalIndex, text)
        if self._wraps():
            margin = self._margin()
            painter.setPen(self.palette().color(self.foregroundRole()))
            painter.drawText(
                rect.adjusted(margin, 0, -margin, 0),
                int(
                    Qt.AlignmentFlag.AlignLeft
                    | Qt.AlignmentFlag.AlignVCenter
                    | Qt.TextFlag.TextWordWrap
                ),
                text,
            )
        painter.restore()

    def _paint_name(self, painter: QPainter, rect: QRect, section: int, text: str) -> None:
        """The peg's colour, then the name (or its short label), centred together."""
        metrics = self.fontMetrics()
        dot, need = self.dot_space() - 3, metrics.horizontalAdvance(text)
        if self.sectionSize(section) - 2 * self._margin() < dot + 3 + need:
            dot = 0
        width = dot + 3 + need
        left = rect.left() + max(self._margin(), (rect.width() - width) // 2)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#2b1a08"), 1))
        painter.setBrush(QColor(PEG_COLOURS[section % len(PEG_COLOURS)]))
        if dot:
            painter.drawEllipse(left, rect.center().y() - dot // 2, dot, dot)
        painter.setPen(self.palette().color(self.foregroundRole()))
        box = QRect(left + dot + 3, rect.top(), rect.right() - left - dot - 3, rect.height())
        painter.drawText(box, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        if self._wraps():
            hint.setWidth(self._label_width())
        return hint


class _Delegate(QStyledItemDelegate):
    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        model = index.model()
        if model is not None and index.row() == model.rowCount() - 1:
            option.font.setBold(True)  # the total row


class ScoreSheetView(QTableView):
    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Tab leaves the table (the arrows move between its cells): a table keeping Tab for
        # its cells trapped keyboard players in it.
        self.setTabKeyNavigation(False)
        self.setObjectName("scoreSheet")
        self.setHorizontalHeader(ElidingHeader(Qt.Orientation.Horizontal, self))
        self.setVerticalHeader(ElidingHeader(Qt.Orientation.Vertical, self))
        self.setModel(model)
        self.setItemDelegate(_Delegate(self))
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setDefaultAlignment(
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        )
        # The columns share the width: a long name is cut, the sheet never scrolls sideways.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.setCornerButtonEnabled(False)
        self.setWordWrap(False)
        # New names (a new match, another language) need another least width.
        model.headerDataChanged.connect(self._fit_headers)
        model.modelReset.connect(self._fit_headers)
        # As tall as its rows, the panel's ground under them (a white box the height of
        # the dock stood under the one row of a new match, its header's grey strip down
        # its side); it scrolls once the hands fill the room.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        for change in (
            model.modelReset,
            model.rowsInserted,
            model.rowsRemoved,
            model.layoutChanged,
        ):
            change.connect(self.updateGeometry)
        # The scroll bar comes (and goes) with the hands: the least width follows it.
        self.verticalScrollBar().rangeChanged.connect(lambda _low, _high: self._fit_headers())
        self._fit_headers()

    def changeEvent(self, event: object) -> None:
        super().changeEvent(event)  # type: ignore[arg-type]
        self._fit_headers()

    def sizeHint(self) -> QSize:
        """As wide as a table likes; as tall as the header and every row."""
        rows = self.verticalHeader()
        every = sum(rows.sectionSize(r) for r in range(rows.count()))
        return QSize(super().sizeHint().width(), self._height_with(every))

    def minimumSizeHint(self) -> QSize:
        """No taller than its rows (a scroll area's least height left a white band under
        the one row of a new match); short of room, the header and a row."""
        rows = self.verticalHeader()
        one = self._height_with(rows.sectionSize(0) if rows.count() else 0)
        return QSize(super().minimumSizeHint().width(), min(self.sizeHint().height(), one))

    def _height_with(self, rows: int) -> int:
        """The sheet's height showing ``rows`` pixels of rows under its header."""
        return self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth() + rows + 2

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit_headers()

    def _fit_headers(self) -> None:
        """Columns no narrower than a score; header rows as tall as their font."""
        metrics = self.fontMetrics()
        # (The colour before a name is left out where a column is only a score wide.)
        self.horizontalHeader().setMinimumSectionSize(metrics.horizontalAdvance("888") + 4)
        self.verticalHeader().setMinimumSectionSize(metrics.height() + 6)
        self.verticalHeader().updateGeometry()
        self.updateGeometries()
        # Never so narrow that a player's column loses its peg's colour and short label
        # (dragged narrower, the names became "…" and bare dots).
        top, side = self.horizontalHeader(), self.verticalHeader()
        if isinstance(top, ElidingHeader) and isinstance(side, ElidingHeader) and top.count():
            column = max(top.least_need(), top.minimumSectionSize()) + 1  # +1: rounding
            least = side.least_width() + top.count() * column + 2 * self.frameWidth()
            # Room for the scroll bar once many hands bring it (at 800×600 with three
            # opponents it took "Anda" down to "An"); none before, so that the table keeps
            # its room (and the hand its size) while the sheet is short.
            least += scroll_bar_width(self)
            if least != self.minimumWidth():
                self.setMinimumWidth(least)
