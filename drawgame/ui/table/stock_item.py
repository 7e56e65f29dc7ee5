"""The stock (boneyard): the tiles that may be drawn, and the last two, which never are
(R8), set apart."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from drawgame.engine import PROTECTED_STOCK
from drawgame.ui.table import themes
from drawgame.ui.table.clicks import released_over, take_left_press
from drawgame.ui.table.panel_style import paint_card
from drawgame.ui.table.text_size import (
    font,
    natural_width,
    readable,
    wrapped_height,
    wrapped_width,
)
from drawgame.ui.table.tile_item import TileItem

STOCK_WIDTH = 260.0
STOCK_HEIGHT = 200.0
_UNIT = 20.0
_TITLE_PX = 22
_LABEL_PX = 15
_MAX_WIDTH = 480.0


class StockItem(QGraphicsObject):
    #: The player clicked the stock (to draw).
    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._drawable: list[TileItem] = []
        self._protected = [TileItem(None, _UNIT, self) for _ in range(PROTECTED_STOCK)]
        for item in self._protected:
            # The stock as a whole takes the click, wherever it lands.
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._title = ""
        self._protected_label = ""
        self._size = 0
        self._title_px, self._label_px = _TITLE_PX, _LABEL_PX
        self._width, self._height = STOCK_WIDTH, STOCK_HEIGHT
        self._hinted = False
        self._asked = False
        self.setZValue(2)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def anchor(self) -> QPointF:
        """Where drawn tiles leave from (scene coordinates)."""
        return self.mapToScene(QPointF(70, self._pile_top() + 60))

    def set_smallest(self, smallest: int) -> None:
        """Draw no text smaller than ``smallest`` pixels (the view shrinks the table)."""
        self._title_px = readable(_TITLE_PX, smallest)
        self._label_px = readable(_LABEL_PX, smallest)

    def place_at_bottom(self, table_height: float) -> float:
        """Show the stock in the table's bottom left corner; returns its height."""
        height = self._height
        self.setPos(20, table_height - height - 16)
        self.show()
        return height

    def texts(self) -> list[tuple[str, int]]:
        """The texts drawn, with their pixel sizes (for the readability checks)."""
        return [(self._title, self._title_px), (self._protected_label, self._label_px)]

    def _title_height(self) -> float:
        return max(30.0, self._title_px * 1.3)

    def _pile_top(self) -> float:
        """The top of the pile: the designed stock's 50, under a taller title lower."""
        return 6 + self._title_height() + 14

    def label_box(self) -> QRectF:
        """Where the protected pair's label is written: under its enclosure, as wide as it
        needs, kept as far inside the card as the title."""
        label_font = font(self._label_px)
        width = min(self._width - 24, max(106.0, natural_width(self._protected_label, label_font)))
        # Wrapped, as wide as its widest line, so it stays under the enclosure it names.
        width = max(106.0, wrapped_width(self._protected_label, label_font, width))
        height = wrapped_height(self._protected_label, label_font, width)
        # Under the enclosure it names, and never nearer the card's edges than the title
        # (a long label, "tidak pernah diambil", touched the right edge).
        left = min(max(12.0, self._width - 48 - width / 2), self._width - 12 - width)
        return QRectF(left, self._pile_top() + 108, width, max(38.0, height))

    def _lay_out(self) -> None:
        title = natural_width(self._title, font(self._title_px, bold=True)) + 24
        # The label under the pair wraps rather than widen the card past its title (its
        # longest word whole): the card's width is taken from each side of the hand, and
        # "tidak pernah diambil" on one line made the hand's tiles 15% smaller at 800×600.
        label_font = font(self._label_px)
        word = max((natural_width(w, label_font) for w in self._protected_label.split()), default=0)
        width = min(_MAX_WIDTH, max(STOCK_WIDTH, title, word + 24))
        self.prepareGeometryChange()
        self._width = width
        self._height = self.label_box().bottom() + 4

    def set_hinted(self, hinted: bool) -> None:
        """Framed: the hint says to draw."""
        if hinted != self._hinted:
            self._hinted = hinted
            self.update()

    @property
    def hinted(self) -> bool:
        return self._hinted

    def set_asked(self, asked: bool) -> None:
        """Ringed as a chosen tile is: the tutor judges or asks about the player's draw."""
        if asked != self._asked:
            self._asked = asked
            self.update()

    @property
    def asked(self) -> bool:
        return self._asked

    @property
    def size(self) -> int:
        return self._size

    def show_stock(
        self, size: int, title: str, protected_label: str, protected: int = PROTECTED_STOCK
    ) -> None:
        """``size`` tiles, the last ``protected`` never drawn (R8: the match's rules)."""
        self._size = size
        self._title, self._protected_label = title, protected_label
        self._lay_out()
        top = self._pile_top()
        while len(self._protected) > protected:
            item = self._protected.pop()
            if item.scene() is not None:
                item.scene().removeItem(item)
        while len(self._protected) < protected:
            item = TileItem(None, _UNIT, self)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._protected.append(item)
        drawable = max(0, size - protected)
        while len(self._drawable) > drawable:
            item = self._drawable.pop()
            if item.scene() is not None:
                item.scene().removeItem(item)
        while len(self._drawable) < drawable:
            item = TileItem(None, _UNIT, self)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self._drawable.append(item)
        # Drawable tiles in a neat pile of two rows; the protected pair apart on the right.
        for i, item in enumerate(self._drawable):
            row, column = divmod(i, 6)
            item.setPos(22 + column * 17, top + 28 + row * 48)
            item.setZValue(i)
        # Two abreast in the enclosure, more rows stacked upwards (closer when many).
        step = 46.0 / max(1, (protected - 1) // 2)
        for i, item in enumerate(self._protected):
            row, column = divmod(i, 2)
            item.setPos(self._width - 64 + column * 26, top + 52 - row * min(46.0, step))
            item.setVisible(size >= protected)
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        card = self.boundingRect().adjusted(2, 2, -2, -2)
        title_box = QRectF(12, 6, self._width - 24, self._title_height())
        paint_card(painter, card, self._title, title_box, self._title_px, shade=10)
        look = themes.current()
        if self._asked:
            painter.setPen(QPen(look.selected, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), 13, 13)
        elif self._hinted:
            # Dashed in the keyboard focus's colour, as a hinted tile is ringed.
            painter.setPen(QPen(look.focus, 5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), 13, 13)
        # The protected pair's enclosure.
        painter.setPen(QPen(look.enclosure, 2, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(self._width - 84, self._pile_top(), 72, 104), 8, 8)
        painter.setFont(font(self._label_px))
        painter.setPen(look.enclosure_label)
        painter.drawText(
            self.label_box(),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self._protected_label,
        )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        take_left_press(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if released_over(event, self.boundingRect()):
            self.clicked.emit()
