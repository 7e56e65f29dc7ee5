"""The table's two loose texts: the banner over the hand ("YOUR TURN") and the player's
name and detail at the bottom right, each at least 9 points on screen (issue 20). The
name is the player's own text (up to 40 characters): it is elided to the room the hand
leaves it, with the whole name as a tooltip, so it never takes the hand's row."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from drawgame.ui.table import themes
from drawgame.ui.table.table_state import TableState
from drawgame.ui.table.text_size import font, readable
from drawgame.ui.words.text import plain_tooltip

_BANNER_PX = 26
_OWN_PX = 22
#: Between the stock and a banner moved beside it.
_BANNER_GAP = 12.0


class TableTexts:
    def __init__(self, scene: QGraphicsScene) -> None:
        self.banner = self._item(scene)
        self.own = self._item(scene)
        self._smallest = 0

    @staticmethod
    def _item(scene: QGraphicsScene) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setBrush(themes.current().title)
        item.setZValue(3)
        scene.addItem(item)
        return item

    def set_smallest(self, smallest: int) -> None:
        self._smallest = smallest
        self.banner.setFont(font(readable(_BANNER_PX, smallest), bold=True))
        self.own.setFont(font(readable(_OWN_PX, smallest), bold=True))

    def set_own(self, state: TableState, room: float) -> float:
        """Show the player's name and detail, the name elided to ``room`` or the detail's
        width (the detail, the game's own words, whole); how wide they are (the hand keeps
        clear of them)."""
        own = state.seats[0]
        colour = themes.current().title  # the look chosen (Settings → Table)
        if self.own.brush().color() != colour:
            self.banner.setBrush(colour)
            self.own.setBrush(colour)
        metrics = QFontMetricsF(self.own.font())
        detail = metrics.horizontalAdvance(own.detail)
        name = metrics.elidedText(own.name, Qt.TextElideMode.ElideRight, max(room, detail))
        # Plain text (QGraphicsSimpleTextItem) and a tooltip that shows the name as it is.
        self.own.setToolTip(plain_tooltip(own.name) if name != own.name else "")
        self.own.setText(f"{name}\n{own.detail}")
        return max(metrics.horizontalAdvance(name), detail)

    def place_own(self, width: float, height: float) -> None:
        """The player's name and detail in the bottom right corner of a ``width`` table."""
        rect = self.own.boundingRect()
        self.own.setPos(width - 24 - rect.width(), height - 24 - rect.height())

    def banner_height(self) -> float:
        """How tall the banner's line is (its font grows on a small table)."""
        return max(34.0, QFontMetricsF(self.banner.font()).height())

    def show_banner(
        self,
        text: str,
        width: float,
        bottom: float,
        clear_of: QRectF | None = None,
        short: str = "",
    ) -> None:
        """The banner centred over the hand, its text's baseline kept near ``bottom``, and
        clear of ``clear_of`` (the stock in the bottom left corner: at 800×600 a match's
        result, "ADA WINS THE MATCH BY 17 POINTS.", ran over it): moved right of it; where
        it has no room there, the ``short`` text stands in for it; where that has none
        either, it rises above the stock."""
        x = y = 0.0
        rect = QRectF()
        for shown in (text, short) if short else (text,):
            if self.banner.text() != shown:
                self.banner.setText(shown)
            rect = self.banner.boundingRect()
            x, y = width / 2 - rect.width() / 2, bottom - max(34.0, rect.height())
            if clear_of is not None and QRectF(x, y, rect.width(), rect.height()).intersects(
                clear_of
            ):
                x = clear_of.right() + _BANNER_GAP
            if x >= 0 and x + rect.width() <= width - (_BANNER_GAP if clear_of else 0):
                self.banner.setPos(x, y)
                return
        x = width / 2 - rect.width() / 2
        if clear_of is not None:
            y = min(y, clear_of.top() - _BANNER_GAP - rect.height())
        self.banner.setPos(x, y)

    def texts(self) -> list[tuple[str, int]]:
        """The texts shown, with their sizes in scene pixels."""
        return [
            (item.text(), item.font().pixelSize())
            for item in (self.banner, self.own)
            if item.isVisible() and item.text()
        ]
