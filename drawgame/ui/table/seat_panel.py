"""An opponent's place at the table: name, strength, tile count, score and tile backs
(face up once the hand is over)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from drawgame.engine import Tile
from drawgame.ui.table import themes
from drawgame.ui.table.panel_style import paint_card
from drawgame.ui.table.text_size import font, keep_parts, readable, wrapped_height
from drawgame.ui.table.tile_item import TileItem
from drawgame.ui.words.text import plain_tooltip

PANEL_WIDTH = 380.0
PANEL_HEIGHT = 150.0
_TITLE_PX = 26
_DETAIL_PX = 20
#: The tile backs: their unit at most, and the room under them to the card's edge.
_BACK_UNIT = 22.0
_UNDER_BACKS = 14.0
#: The largest unit of a hand shown at its end: one row crosswise as tall as the backs'
#: upright row, so that the panels do not grow at the hand's end (they grew by two rows
#: and squeezed the line at 800×600 with four players, issue 30).
SHOWN_UNIT = 2 * _BACK_UNIT
#: Shown tiles lie ``SHOWN_STEP`` units apart; a panel's tiles keep this much from its sides.
SHOWN_STEP, _SIDES = 2.2, 30.0


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """What the table shows of one seat."""

    seat: int
    name: str
    detail: str  # e.g. "hard · 6 tiles · 23 points", already translated
    hand_size: int
    revealed: tuple[Tile, ...] | None
    thinking: bool
    to_move: bool
    winner: bool = False
    #: The longest detail this seat may show in the match: the panel keeps room for it.
    widest: str = ""


@dataclass(frozen=True, slots=True)
class _Row:
    """How a seat's tiles are laid in its panel: their unit, their step centre to centre,
    how many rows, and whether they lie crosswise (shown at the hand's end)."""

    unit: float = _BACK_UNIT
    step: float = _BACK_UNIT * 1.15
    rows: int = 1
    lying: bool = False

    @property
    def height(self) -> float:
        """The height the tiles take: the backs' at least (the panels keep their size
        while a hand is played)."""
        return max(2 * _BACK_UNIT, self.unit) if self.lying else 2 * _BACK_UNIT


def shown_width(count: int) -> float:
    """How wide a panel must be to show ``count`` tiles at a hand's end at full size."""
    return _SIDES + max(1, count) * SHOWN_UNIT * SHOWN_STEP


def _tiles_row(width: float, count: int, shown: bool) -> _Row:
    """How ``count`` tiles lie in a panel ``width`` wide. Backs stand upright,
    :data:`_BACK_UNIT` at most; tiles ``shown`` at a hand's end lie crosswise (upright at
    the backs' size they were too small to read), in one row as tall as the backs' (the
    panel widens for them where the table has room: see TableEdges)."""
    room, count = width - _SIDES, max(1, count)
    if not shown:
        # Backs shrink to stay inside the panel when a seat holds many tiles.
        unit = min(_BACK_UNIT, room / count / 1.15)
        return _Row(unit, unit * 1.15)
    unit = min(SHOWN_UNIT, room / count / SHOWN_STEP)
    return _Row(unit, unit * SHOWN_STEP, 1, lying=True)


class SeatPanel(QGraphicsObject):
    def __init__(self) -> None:
        super().__init__()
        self._info: SeatInfo | None = None
        self._tiles: list[TileItem] = []
        self._thinking_text = ""
        self._width = PANEL_WIDTH
        self._height = PANEL_HEIGHT
        self._title_px, self._detail_px = _TITLE_PX, _DETAIL_PX
        self._detail_height = 28.0
        self._row = _Row()
        self.setZValue(2)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def set_width(self, width: float) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width

    def set_smallest(self, smallest: int) -> None:
        """Draw no text smaller than ``smallest`` pixels (the view shrinks the table)."""
        title, detail = readable(_TITLE_PX, smallest), readable(_DETAIL_PX, smallest)
        if (title, detail) != (self._title_px, self._detail_px):
            self._title_px, self._detail_px = title, detail
            self.update()

    def texts(self) -> list[tuple[str, int]]:
        """The texts drawn, with their pixel sizes (for the readability checks)."""
        if self._info is None:
            return []
        detail = self._thinking_text if self._info.thinking else self._info.detail
        return [(self._info.name, self._title_px), (detail, self._detail_px)]

    def _title_height(self) -> float:
        return max(34.0, self._title_px * 1.3)

    def needed_height(self) -> float:
        """How tall the panel must be for its texts (the detail wraps) and its tiles: no
        taller (the line below gets the rest of the table)."""
        texts = 10 + self._title_height() + self._detail_height
        return texts + 6 + self._row.height + _UNDER_BACKS

    def set_height(self, height: float) -> None:
        if height != self._height:
            self.prepareGeometryChange()
            self._height = height
        self._place_tiles()
        self.update()

    def _tiles_y(self) -> float:
        return self._height - _UNDER_BACKS - _BACK_UNIT

    def _place_tiles(self) -> None:
        """The tiles in their rows, centred, the last row over the card's foot."""
        row = self._row
        count = len(self._tiles)
        per_row = -(-count // row.rows)
        bottom = self._height - _UNDER_BACKS
        for i, item in enumerate(self._tiles):
            r, k = divmod(i, per_row)
            in_row = min(per_row, count - r * per_row)
            x = (k - (in_row - 1) / 2) * row.step
            y = self._tiles_y()
            if row.lying:
                y = bottom - row.unit * 1.1 * (row.rows - r - 0.5)
            item.setPos(x, y)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._width / 2, 0, self._width, self._height)

    def tile_anchor(self) -> QPointF:
        """Where this seat's tiles leave from and arrive at (scene coordinates)."""
        return self.mapToScene(QPointF(0, self._tiles_y()))

    def _shown_name(self, name: str) -> str:
        """The seat's name as drawn: elided to the card's width."""
        room = self._width - 36  # the card's inner width (see paint)
        metrics = QFontMetricsF(font(self._title_px, bold=True))
        return metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)

    def show_info(self, info: SeatInfo, thinking_text: str) -> None:
        self._info = info
        # A name cut short shows whole, as plain text, where the pointer rests on it.
        elided = self._shown_name(info.name) != info.name
        self.setToolTip(plain_tooltip(info.name) if elided else "")
        self._thinking_text = thinking_text
        room = self._width - 36
        detail_font = font(self._detail_px)
        self._detail_height = max(
            28.0,
            *(
                wrapped_height(keep_parts(text), detail_font, room)
                for text in (info.detail, thinking_text, info.widest)
            ),
        )
        tiles: list[Tile | None] = (
            list(info.revealed) if info.revealed is not None else [None] * info.hand_size
        )
        shown = info.revealed is not None
        self._row = _tiles_row(self._width, len(tiles), shown)
        while len(self._tiles) > len(tiles):
            item = self._tiles.pop()
            if item.scene() is not None:
                item.scene().removeItem(item)
            # PySide6's stub wants a QGraphicsItem; Qt takes None (nullptr): no parent.
            item.setParentItem(None)  # type: ignore[arg-type]
        for i, tile in enumerate(tiles):
            if i < len(self._tiles) and self._tiles[i].tile == tile:
                item = self._tiles[i]
            else:
                item = TileItem(tile, self._row.unit, self)
                if i < len(self._tiles):
                    old = self._tiles[i]
                    if old.scene() is not None:
                        old.scene().removeItem(old)
                    self._tiles[i] = item
                else:
                    self._tiles.append(item)
            item.set_unit(self._row.unit)
            item.set_face_up(tile is not None)
            # Shown at the hand's end, they lie crosswise: larger in about the same height.
            item.setRotation(90.0 if shown else 0.0)
        self._place_tiles()
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        info = self._info
        if info is None:
            return
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        title_height = self._title_height()
        title_box = QRectF(rect.left() + 14, rect.top() + 6, rect.width() - 28, title_height)
        name = self._shown_name(info.name)
        highlighted = info.to_move or info.winner
        paint_card(painter, rect, name, title_box, self._title_px, highlighted)
        painter.setFont(font(self._detail_px))
        painter.setPen(themes.current().detail)
        detail = self._thinking_text if info.thinking else info.detail
        painter.drawText(
            QRectF(rect.left() + 14, title_box.bottom(), rect.width() - 28, self._detail_height),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
            keep_parts(detail),
        )
