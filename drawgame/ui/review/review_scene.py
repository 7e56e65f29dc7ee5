"""The review's table: one position of a recorded hand with every tile face up, drawn with
the table's own tile items and line layout; the tile played is ringed in gold, the best one
found in blue, and a draw or a pass as the move played or the best one frames the stock and
says so in a badge. Seen by one seat ("Try it yourself"), the other hands and the stock lie
face down and that seat's playable tiles are clickable (``tile_clicked``)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from drawgame.engine import Action, Draw, HandState, Pass, Tile
from drawgame.engine.line import LinePlacement
from drawgame.ui.table.line_layout import fit_placements, layout_line
from drawgame.ui.table.tile_item import FOCUS, GOLD, TileItem

WIDTH = 1300.0
#: The line's region at most (a long, winding line) and at least (an empty or short one:
#: the hands then get the room, instead of empty felt above them).
_LINE_HEIGHT = 500.0
_SHORT_LINE_HEIGHT = 170.0
_ROW = 150.0
_NAME_WIDTH = 240.0
_HAND_UNIT = 64.0
_STOCK_UNIT = 40.0


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
    #: The actions played and found best: a draw or a pass frames the stock.
    played_action: Action | None = None
    best_action: Action | None = None
    #: The badge beside the stock when the best action is a draw or a pass ("Best: draw").
    best_badge: str = ""
    #: Seen by this seat only (-1: every tile face up).
    seen_by: int = -1
    #: The tiles of ``seen_by`` that can be clicked.
    playable: tuple[Tile, ...] = ()
    #: The line is drawn at the largest scale at which this line fits (the hand's last
    #: line, so that it keeps one scale and place through the hand); empty: this
    #: position's own line.
    fitted_line: tuple[LinePlacement, ...] = ()


class ReviewScene(QGraphicsScene):
    """Shows a :class:`ReviewPosition`; :meth:`tile_items` lists the tiles drawn."""

    #: A playable tile of the seat the position is seen by was clicked.
    tile_clicked = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[TileItem] = []
        #: The stock's frame, when a draw or a pass is the move played or the best one.
        self.stock_frame: QGraphicsRectItem | None = None
        self.badge: QGraphicsSimpleTextItem | None = None
        self._position: ReviewPosition | None = None
        self.setSceneRect(QRectF(0, 0, WIDTH, self._height(2, _LINE_HEIGHT)))
        self._paint_felt()

    @staticmethod
    def _height(players: int, line_height: float) -> float:
        return line_height + _ROW * (players + 1) + 30.0

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
        line_height = self._show_line(state, position.fitted_line)
        self.setSceneRect(QRectF(0, 0, WIDTH, self._height(state.players, line_height)))
        self._paint_felt()
        self.stock_frame = self.badge = None
        y = line_height + _ROW / 2
        seen = position.seen_by
        for seat in range(state.players):
            hidden = 0 <= seen != seat
            self._show_row(
                position.names[seat],
                state.hand(seat),
                y,
                _HAND_UNIT,
                seat == position.to_move,
                hidden,
            )
            y += _ROW
        end = self._show_row(position.stock_label, state.stock, y, _STOCK_UNIT, False, seen >= 0)
        self._mark_stock(position, y, end)
        for item in self._items:
            tile = item.tile
            if tile is None:
                continue
            item.set_marked(selected=tile == position.played, focused=tile == position.best)
            if tile in position.playable:
                item.set_interactive(True)
                item.clicked.connect(lambda it: self.tile_clicked.emit(it.tile))

    def _mark_stock(self, position: ReviewPosition, y: float, end: float) -> None:
        """Frame the stock in gold for a draw or a pass played, in blue for one found best
        (a blue frame inside the gold one when both), and badge the best one."""
        stock_move = (Draw, Pass)
        played = isinstance(position.played_action, stock_move)
        best = isinstance(position.best_action, stock_move)
        if not (played or best):
            return
        left, right = _NAME_WIDTH - 14, max(end, _NAME_WIDTH + _STOCK_UNIT) + 14
        rect = QRectF(left, y - _STOCK_UNIT - 12, right - left, 2 * _STOCK_UNIT + 24)
        for colour, on, inset in ((GOLD, played, 0.0), (FOCUS, best, 7.0 if played else 0.0)):
            if not on:
                continue
            frame = QGraphicsRectItem(rect.adjusted(inset, inset, -inset, -inset))
            pen = QPen(colour, 5)
            if colour == FOCUS:
                pen.setStyle(Qt.PenStyle.DashLine)
            frame.setPen(pen)
            self.addItem(frame)
            if colour == FOCUS or not best:
                self.stock_frame = frame
        if best and position.best_badge:
            badge = QGraphicsSimpleTextItem(position.best_badge)  # plain text
            font = QFont()
            font.setPixelSize(30)
            font.setBold(True)
            badge.setFont(font)
            badge.setBrush(FOCUS)
            width = badge.boundingRect().width()
            x = min(right + 24, WIDTH - 20 - width)
            if x < right + 4:  # no room after the stock: above its frame
                x = max(20.0, WIDTH - 20 - width)
                badge.setPos(x, rect.top() - badge.boundingRect().height() - 4)
            else:
                badge.setPos(x, y - badge.boundingRect().height() / 2)
            self.addItem(badge)
            self.badge = badge

    def _show_line(self, state: HandState, fitted: tuple[LinePlacement, ...]) -> float:
        """Draw the line as large as ``fitted`` (or the line itself) allows, no larger than
        the hands' tiles, centred, in a region only as tall as that line needs; that
        region's height."""
        placements = state.line.placements
        if len(fitted) < len(placements):
            fitted = placements
        region = QRectF(20, 20, WIDTH - 40, _LINE_HEIGHT - 40)
        geometry = fit_placements(
            fitted, region.width(), region.height(), max_unit=_HAND_UNIT * 0.75
        )
        unit = geometry.unit
        # A line grows on both arms from its opener: the tiles of a shorter line lie where
        # they lie in the longer one (its first boxes, in the order played), so the scale
        # and the place hold through the hand.
        whole = layout_line(fitted, geometry.half_width)
        boxes = whole[: len(placements)]
        reach = max((max(-b.y, b.bottom) for b in whole), default=0.0)
        height = min(_LINE_HEIGHT, max(_SHORT_LINE_HEIGHT, 2 * reach * unit + 60))
        middle = (
            min((b.x for b in whole), default=0.0) + max((b.right for b in whole), default=0.0)
        ) / 2
        origin = QPointF(region.center().x() - middle * unit, height / 2)
        for box in boxes:
            cx, cy = box.centre
            item = self._tile(box.tile, unit)
            item.setPos(QPointF(origin.x() + cx * unit, origin.y() + cy * unit))
            # Drawn upright; a lying tile turns a quarter left, as on the table.
            item.setRotation(0.0 if box.vertical else -90.0)
            item.set_values(box.first, box.second)
        return height

    def _show_row(
        self,
        name: str,
        tiles: tuple[Tile, ...],
        y: float,
        unit: float,
        to_move: bool,
        hidden: bool = False,
    ) -> float:
        """One row of tiles (face down when ``hidden``); where it ends on the right."""
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
            item = self._tile(None if hidden else tile, unit)
            item.setPos(QPointF(_NAME_WIDTH + step * i + unit / 2, y))
            if not hidden:
                item.set_values(tile.low, tile.high)
        return _NAME_WIDTH + step * (len(tiles) - 1) + unit if tiles else float(_NAME_WIDTH)

    def _tile(self, tile: Tile | None, unit: float) -> TileItem:
        item = TileItem(tile, unit)
        item.set_face_up(True)
        item.set_interactive(False)
        self.addItem(item)
        self._items.append(item)
        return item


class FittedView(QGraphicsView):
    """A view of a :class:`ReviewScene` that always shows the whole scene, as large as it
    fits: again whenever the view takes a size (its first one included: a dialog built
    on first use gets its final size only after the first position is shown) and whenever
    the scene changes its size."""

    def __init__(self, scene: ReviewScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        scene.sceneRectChanged.connect(self.fit)

    def fit(self) -> None:
        scene = self.scene()
        if scene is not None:
            self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
