"""The review's table: one position of a recorded hand with every tile face up, drawn with
the table's own tile items and line layout. It only renders (nothing here is clickable)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from drawgame.engine import HandState, Tile
from drawgame.ui.table.line_layout import fit_line, layout_line
from drawgame.ui.table.tile_item import GOLD, TileItem

WIDTH = 1300.0
_LINE_HEIGHT = 500.0
_ROW = 96.0
_NAME_WIDTH = 240.0
_HAND_UNIT = 38.0
_STOCK_UNIT = 28.0


@dataclass(frozen=True, slots=True)
class ReviewPosition:
    """What the scene shows: the hand's state, the seats' names, whose turn it is (or
    -1), the tile placed at this turn (gold) and the one the review found best (dashed)."""

    state: HandState
    names: tuple[str, ...]
    to_move: int = -1
    played: Tile | None = None
    best: Tile | None = None
    stock_label: str = ""


class ReviewScene(QGraphicsScene):
    """Shows a :class:`ReviewPosition`; :meth:`tile_items` lists the tiles drawn."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[TileItem] = []
        self._position: ReviewPosition | None = None
        self.setSceneRect(QRectF(0, 0, WIDTH, self._height(2)))
        self._paint_felt()

    @staticmethod
    def _height(players: int) -> float:
        return _LINE_HEIGHT + _ROW * (players + 1) + 30.0

    def _paint_felt(self) -> None:
        rect = self.sceneRect()
        gradient = QRadialGradient(rect.center(), rect.width() * 0.7)
        gradient.setColorAt(0, QColor("#2f7a4f"))
        gradient.setColorAt(1, QColor("#123f29"))
        self.setBackgroundBrush(QBrush(gradient))

    @property
    def position(self) -> ReviewPosition | None:
        return self._position

    def tile_items(self) -> list[TileItem]:
        return list(self._items)

    def show_position(self, position: ReviewPosition) -> None:
        self._position = position
        self.clear()
        self._items = []
        state = position.state
        self.setSceneRect(QRectF(0, 0, WIDTH, self._height(state.players)))
        self._paint_felt()
        self._show_line(state)
        y = _LINE_HEIGHT + _ROW / 2
        for seat in range(state.players):
            self._show_row(
                position.names[seat], state.hand(seat), y, _HAND_UNIT, seat == position.to_move
            )
            y += _ROW
        self._show_row(position.stock_label, state.stock, y, _STOCK_UNIT, False)
        for item in self._items:
            tile = item.tile
            item.set_marked(selected=tile == position.played, focused=tile == position.best)

    def _show_line(self, state: HandState) -> None:
        region = QRectF(20, 20, WIDTH - 40, _LINE_HEIGHT - 40)
        geometry = fit_line(region.width(), region.height())
        unit = geometry.unit
        origin = region.center()
        for box in layout_line(state.line.placements, geometry.half_width):
            cx, cy = box.centre
            item = self._tile(box.tile, unit)
            item.setPos(QPointF(origin.x() + cx * unit, origin.y() + cy * unit))
            # Drawn upright; a lying tile turns a quarter left, as on the table.
            item.setRotation(0.0 if box.vertical else -90.0)
            item.set_values(box.first, box.second)

    def _show_row(
        self, name: str, tiles: tuple[Tile, ...], y: float, unit: float, to_move: bool
    ) -> None:
        label = QGraphicsSimpleTextItem(name)  # plain text: a name is never markup
        font = QFont()
        font.setPixelSize(26)
        font.setBold(to_move)
        label.setFont(font)
        label.setBrush(GOLD if to_move else QColor("#f3efe2"))
        metrics_width = label.boundingRect().width()
        if metrics_width > _NAME_WIDTH - 30:
            label.setScale((_NAME_WIDTH - 30) / metrics_width)
        label.setPos(30, y - label.boundingRect().height() * label.scale() / 2)
        self.addItem(label)
        step = unit * 1.12
        available = WIDTH - _NAME_WIDTH - 40
        if len(tiles) * step > available:
            step = available / len(tiles)
        for i, tile in enumerate(tiles):
            item = self._tile(tile, unit)
            item.setPos(QPointF(_NAME_WIDTH + step * i + unit / 2, y))
            item.set_values(tile.low, tile.high)

    def _tile(self, tile: Tile, unit: float) -> TileItem:
        item = TileItem(tile, unit)
        item.set_face_up(True)
        item.set_interactive(False)
        self.addItem(item)
        self._items.append(item)
        return item
