"""Room under the table for the hand's summary, kept from the deal on, so that the summary
comes up without the table being scaled anew (at 1366×768 the line's tiles went from 86 to
68 pixels the moment it appeared, issue 30).

The table is drawn as tall as the column under the menu leaves once the larger of the
summary's room and what stands under the table in play (the first start's tip, the bar) is
taken off; the view keeps what is over as a strip of the felt's edge at its foot. When the
summary comes up in place of the bar (and the tip), it takes that strip: the table keeps
its height, and so its scale."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from drawgame.ui.windows.parts import WindowParts

#: The summary's buttons' height, its margins and spacings (ui/panels/hand_summary.py).
_BUTTONS, _MARGINS = 34, 4 + 4 + 4


def natural_height(widget: QWidget, width: int) -> int:
    """How tall a box layout makes ``widget`` at ``width``: its height for that width."""
    if widget.hasHeightForWidth():
        return max(widget.heightForWidth(width), widget.minimumSizeHint().height())
    return widget.sizeHint().height()


#: Below this width the headline beside the summary's buttons may take three lines (a
#: blocked hand's sum in Indonesian at 800×600).
NARROW = 700


def summary_height(font: QFont, players: int, width: int = NARROW) -> int:
    """The hand's summary's height for ``players`` rows in a column ``width`` wide, from
    the font alone (it is built at the first hand's end: the first frame needs none of
    it). A headline in two lines (three when narrow) or the buttons, then the table's
    header and one row a player, each one line."""
    metrics = QFontMetrics(font)
    bold = QFont(font)
    if bold.pointSizeF() > 0:
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
    else:
        bold.setPixelSize(round(bold.pixelSize() * 1.15))
    bold.setBold(True)
    lines = 3 if width < NARROW else 2
    top = max(_BUTTONS, lines * QFontMetrics(bold).lineSpacing() + 6)  # the label's margins
    table = metrics.height() + 8 + players * (metrics.height() + 4) + 2
    return _MARGINS + top + table


class SummaryRoom(QObject):
    """Tells the table view how tall to draw the table (``parts.table.set_height_for``)
    and keeps it so while the summary is up."""

    def __init__(self, parts: WindowParts, column: QWidget, summary_up: object) -> None:
        super().__init__(parts.window)
        self._parts = parts
        self._column = column
        self._summary_up = summary_up  # () -> the summary's panel while it is up, else None
        self._below_in_play = 0  # what stood under the table when the summary came up
        self._coming = False  # the bar and the tip gone, the summary not shown yet
        for widget in (column, parts.turn_bar, parts.first_tip):
            widget.installEventFilter(self)
        parts.table.set_height_for(self.table_height)

    def watch(self, panel: QWidget) -> None:
        panel.installEventFilter(self)

    def summary_comes(self) -> None:
        """The summary is about to take the place of the bar and the tip: what they took."""
        self._below_in_play = self._below()
        self._coming = True

    def summary_came(self) -> None:
        """The summary shows in their place."""
        self._coming = False

    def _below(self) -> int:
        p = self._parts
        width = self._column.width()
        below = natural_height(p.turn_bar, width)
        if not p.first_tip.isHidden():
            below += natural_height(p.first_tip, width)
        return below

    def room(self) -> int:
        """The summary's room under the table for this match's players."""
        match = self._parts.controller.match
        players = match.players if match else 2
        return summary_height(self._parts.window.font(), players, self._column.width())

    def table_height(self) -> int:
        """How tall the table is drawn: the column less the room under it."""
        panel = self._summary_up()  # type: ignore[operator]
        # Between the bar's going and the summary's coming the table keeps its height.
        held = panel is not None or self._coming
        below = self._below_in_play if held else self._below()
        if panel is not None:
            # A summary taller than its room (a row of tiles wrapped): the table gives way.
            below = max(below, natural_height(panel, self._column.width()))
        return self._column.height() - max(self.room(), below)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide):
            self._parts.table.fit()
        return False
