"""The review's table: one position of a recorded hand with every tile face up, drawn with
the table's own tile items and line layout; the tile played is ringed in gold, the best one
found in blue, and a draw or a pass as the move played or the best one frames the stock and
says so in a badge. Seen by one seat ("Try it yourself"), the other hands and the stock lie
face down and that seat's playable tiles are clickable (``tile_clicked``).

The scene is laid out for the view's shape (:meth:`ReviewScene.set_view`): the hands in
one column or two, whichever draws the tiles larger, the line as wide as the table, and
the seats' names never smaller on screen than the application's font (elided, whole in a
tooltip, when long)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from drawgame.engine import Action, Draw, End, HandState, Pass, Place, Tile
from drawgame.engine.line import LinePlacement
from drawgame.ui.table import themes
from drawgame.ui.table.line_layout import LineGeometry, TileBox, fit_placements
from drawgame.ui.table.marker_item import MarkerItem
from drawgame.ui.table.text_size import font
from drawgame.ui.table.tile_item import TileItem
from drawgame.ui.words.text import plain_tooltip

WIDTH = 1300.0
#: The line's region at most (a long, winding line) and at least (an empty or short one:
#: the hands then get the room, instead of empty felt above them).
_LINE_HEIGHT = 500.0
_SHORT_LINE_HEIGHT = 170.0
_ROW = 150.0
#: The line's tiles at most this share of the hands' (the table's is 0.8): the line is
#: what a position is about, so it gets as near the hands' size as the room allows.
_LINE_CAP = 0.9
#: A plan is worth the hands' scale, or the line's if under 0.8 of the hands' (a line drawn
#: small to make the hands bigger is no better).
_LINE_WEIGHT = 1.25
#: The heights the line's region is tried at: a winding line may take more of the table.
_TALLEST = (700.0, _LINE_HEIGHT, 340.0, 240.0)
_HAND_UNIT = 64.0
_STOCK_UNIT = 40.0
#: The names' designed size; larger when the view draws the table small.
_NAME_PX = 26
_MARGIN = 20.0
#: The views' shapes (width to height) :meth:`ReviewScene.natural_view` measures.
_NATURAL_SHAPES = tuple(1.0 + 0.05 * step for step in range(21))
_COLUMN_GAP = 60.0


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
    #: Tiles of ``seen_by`` drawn dimmed (they fit no end), as the table draws them; a
    #: click on one is still told (``tile_clicked``), to say why it cannot go.
    dimmed: tuple[Tile, ...] = ()
    #: The line is drawn at the largest scale at which this line fits (the hand's last
    #: line, so that it keeps one scale and place through the hand); empty: this
    #: position's own line.
    fitted_line: tuple[LinePlacement, ...] = ()
    #: The most tiles a hand holds in this hand of the match (the rows are laid out for
    #: it, so that they keep their place while stepping); 0: this position's own.
    widest_hand: int = 0
    #: The most tiles the stock holds in this hand (at the deal); 0: this position's own.
    widest_stock: int = 0
    #: The ends the tile chosen (``played``, in ``seen_by``'s hand) may go to: each gets
    #: the table's own marker on the line, where the tile would lie (a click places it).
    open_ends: tuple[End, ...] = ()
    #: The marker lit for the keyboard (Up and Down switch it, Enter places the tile).
    chosen_end: End | None = None


@dataclass(frozen=True, slots=True)
class LineSpot:
    """Where a tile goes in the line: its centre, rotation, size and its halves' values."""

    at: QPointF
    rotation: float
    unit: float
    first: int
    second: int


@dataclass(frozen=True, slots=True)
class _Plan:
    """Where things go: the hands in ``columns`` columns, the names at ``name_px`` above
    the rows or in a column ``name_width`` wide, each column ``column_width`` wide, the
    grid starting at ``left``; the line above them in a region ``line_height`` tall, on a
    table of ``width`` × ``height``."""

    columns: int
    above: bool  # the names above their rows, not beside them
    name_px: int
    name_width: float
    column_width: float
    left: float
    line: LineGeometry
    #: The fitted line's boxes (laid out once, for the plan and for drawing).
    line_boxes: tuple[TileBox, ...]
    line_height: float
    #: The middle of the line's rows, in units from its opener (laid in the region's middle).
    line_mid: float
    width: float
    height: float
    scale: float  # the view's scale for it (0: no view yet)


class ReviewScene(QGraphicsScene):
    """Shows a :class:`ReviewPosition`; :meth:`tile_items` lists the tiles drawn."""

    #: A playable tile of the seat the position is seen by was clicked (or Enter pressed
    #: on it).
    tile_clicked = Signal(object)
    #: An end's marker was clicked (or Enter pressed with one lit): the :class:`End`.
    end_clicked = Signal(object)
    #: Up or Down: the other marker lit (the :class:`End` now lit).
    end_switched = Signal(object)
    #: Escape with a tile chosen: the choice is dropped.
    choice_dropped = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[TileItem] = []
        #: The markers of the ends the chosen tile may go to.
        self._markers: list[MarkerItem] = []
        #: The keyboard's tile in the seen seat's hand (Left and Right move it; -1: none).
        self._cursor = -1
        #: The stock's frame, when a draw or a pass is the move played or the best one.
        self.stock_frame: QGraphicsRectItem | None = None
        self.badge: QGraphicsSimpleTextItem | None = None
        self._position: ReviewPosition | None = None
        #: The view's size in pixels and its font's pixel size (0, 0, 0: no view yet).
        self._view = (0, 0, 0)
        self._plan: _Plan | None = None
        self._plan_key: object = None
        # Lines fitted for the position shown, by (table width, tallest region): sizing a
        # view tries many shapes, each many widths (Try it took 1.6 s to open, 5 s on a
        # busy machine). Kept with the state they were fitted for.
        self._fitted_for: tuple[object, ...] = ()
        self._fitted: dict[tuple[int, float], _FittedLine] = {}
        #: Where the stock's row starts (its middle height) and ends on the right.
        self._stock_row = (QPointF(), 0.0)
        self.setSceneRect(QRectF(0, 0, WIDTH, _LINE_HEIGHT + _ROW * 3 + 30.0))
        self._paint_felt()
        # The table's look (Settings → Table), at once: the position shown again in it.
        themes.follow(self._show_again, self)

    def _show_again(self) -> None:
        if self._position is not None:
            self.show_position(self._position)
        self._paint_felt()

    def _paint_felt(self) -> None:
        rect = self.sceneRect()
        gradient = QRadialGradient(rect.center(), rect.width() * 0.7)
        gradient.setColorAt(0, themes.current().felt_centre)
        gradient.setColorAt(1, themes.current().felt_edge)
        self.setBackgroundBrush(QBrush(gradient))

    @property
    def position(self) -> ReviewPosition | None:
        return self._position

    @property
    def name_px(self) -> int:
        """The names' pixel size, in scene measure."""
        return self._plan.name_px if self._plan is not None else _NAME_PX

    def tile_items(self) -> list[TileItem]:
        return list(self._items)

    def markers(self) -> list[MarkerItem]:
        """The markers shown on the line's ends for the tile chosen."""
        return list(self._markers)

    @property
    def cursor_tile(self) -> Tile | None:
        """The tile the keyboard is on (Left and Right), if any."""
        hand = self._own_hand()
        return hand[self._cursor] if 0 <= self._cursor < len(hand) else None

    def set_view(self, width: int, height: int, font_px: int) -> None:
        """The view is ``width`` × ``height`` pixels and its font ``font_px`` pixels: the
        table takes the view's shape and its names grow to that font on screen."""
        if (width, height, font_px) != self._view:
            self._view = (width, height, font_px)
            if self._position is not None:
                self.show_position(self._position)

    def show_position(self, position: ReviewPosition, keep_layout: bool = False) -> None:
        """Draw ``position``; with ``keep_layout``, on the table as it is laid out now (a
        move just played on it: the line, the rows and the names stay where they are, the
        hand closes up; Try it's board was laid out anew after each move, its names
        jumping from above the hands to beside them)."""
        if self._position is None or self._position.state is not position.state:
            self._cursor = -1  # another position: the keyboard starts afresh
        self._position = position
        self.clear()
        self._items = []
        self._markers = []
        state = position.state
        kept = self._plan if keep_layout else None
        plan = self._plan = kept if kept is not None else self._layout(position)
        self._show_line(state, plan)
        if self.sceneRect() != QRectF(0, 0, plan.width, plan.height):
            self.setSceneRect(QRectF(0, 0, plan.width, plan.height))
        self._paint_felt()
        self.stock_frame = self.badge = None
        seen = position.seen_by
        for seat in range(state.players):
            hidden = 0 <= seen != seat
            x, y = self._row_at(plan, seat)
            self._show_row(
                plan,
                position.names[seat],
                state.hand(seat),
                QPointF(x, y),
                _HAND_UNIT,
                seat == position.to_move,
                hidden,
            )
        x, y = self._row_at(plan, state.players)
        end = self._show_row(
            plan, position.stock_label, state.stock, QPointF(x, y), _STOCK_UNIT, False, seen >= 0
        )
        self._stock_row = (QPointF(x, y), end)
        self._mark_stock(position, QPointF(x, y), end, plan)
        for item in self._items:
            tile = item.tile
            if tile is None:
                continue
            item.set_marked(
                selected=tile == position.played,
                hinted=tile == position.best,
                dimmed=tile in position.dimmed,
            )
            if tile in position.playable or tile in position.dimmed:
                item.set_interactive(True)
                item.clicked.connect(lambda it: self.tile_clicked.emit(it.tile))
        self._show_cursor()
        self._show_markers(position, plan)

    # -- choosing an end and the keyboard ("Try it yourself", practice) ---------------

    def _own_hand(self) -> tuple[Tile, ...]:
        position = self._position
        if position is None or position.seen_by < 0 or not position.playable:
            return ()
        return position.state.hand(position.seen_by)

    def _show_cursor(self) -> None:
        """Ring the keyboard's tile as the table does (its cursor's solid ring)."""
        position, tile = self._position, self.cursor_tile
        if position is None or position.seen_by < 0:
            return
        for item in self._items:
            if item.tile is not None and item.tile in position.state.hand(position.seen_by):
                item.set_marked(focused=item.tile == tile)

    def _show_markers(self, position: ReviewPosition, plan: _Plan) -> None:
        """The table's markers where the tile chosen would lie on each end it fits."""
        tile = position.played
        if tile is None or not position.open_ends or not position.state.line.placements:
            return
        line = position.state.line
        for end in position.open_ends:
            value = line.point(end).value
            candidate = LinePlacement(tile, end, value, tile.other(value))
            box = plan.line.layout((*line.placements, candidate))[-1]
            marker = MarkerItem(end, self._box_rect(plan, box))
            marker.set_chosen(end == position.chosen_end)
            marker.clicked.connect(self.end_clicked.emit)
            self.addItem(marker)
            marker.start_pulse()
            self._markers.append(marker)

    def drop_markers(self) -> None:
        """The tile is placed: its ends' markers go (the table glides it meanwhile)."""
        for marker in self._markers:
            self.removeItem(marker)
        self._markers = []

    def _box_rect(self, plan: _Plan, box: TileBox) -> QRectF:
        unit, origin = plan.line.unit, self._line_origin(plan)
        at = QPointF(origin.x() + box.x * unit, origin.y() + box.y * unit)
        return QRectF(at.x(), at.y(), box.width * unit, box.height * unit)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """As on the table: Left and Right move along the hand, Enter (or Space) plays the
        tile or places it on the marker lit, Up and Down light the other marker, Escape
        drops the tile chosen."""
        hand, key = self._own_hand(), event.key()
        if not hand:
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            start = self._cursor if self._cursor >= 0 else (-1 if step > 0 else len(hand))
            self._cursor = (start + step) % len(hand)
            self._show_cursor()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and len(self._markers) > 1:
            lit = next((m for m in self._markers if m.chosen), self._markers[0])
            other = next(m for m in self._markers if m is not lit)
            self.end_switched.emit(other.end)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            on = next((m for m in self._markers if m.chosen), None)
            if on is not None:
                self.end_clicked.emit(on.end)
            elif self.cursor_tile is not None:
                self.tile_clicked.emit(self.cursor_tile)
        elif key == Qt.Key.Key_Escape and self._markers:
            self.choice_dropped.emit()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # -- the layout -------------------------------------------------------------------

    @staticmethod
    def _row_at(plan: _Plan, row: int) -> tuple[float, float]:
        """Where row ``row`` (a seat, then the stock) starts on the left, and its middle."""
        column, line = row % plan.columns, row // plan.columns
        x = plan.left + column * (plan.column_width + _COLUMN_GAP)
        above = _name_height(plan.name_px) if plan.above else 0.0
        return x, plan.line_height + above + _ROW / 2 + line * (_ROW + above)

    def natural_view(self, height: int, position: ReviewPosition | None = None) -> QSize:
        """The view's natural size at ``height`` pixels tall for ``position`` (default: the
        one shown): of the views one to two times as wide as tall, the one whose tiles
        cover most of it (the table takes the view's shape: a wider view gives the same
        tiles, or tiles a little larger two hands abreast, and much more felt)."""
        position = position or self._position
        if position is None or height <= 0:
            return QSize(max(1, int(height * _NATURAL_SHAPES[-1])), max(1, height))
        font_px = self._view[2] or QFontInfo(QGuiApplication.font()).pixelSize()
        widths = [max(1, int(height * shape)) for shape in _NATURAL_SHAPES]
        # The tiles' size squared over the width: how much of the view they cover. A wider
        # view that draws them no larger, or only a little larger, is more felt.
        covered = [_worth(self._layout(position, (w, height, font_px))) ** 2 / w for w in widths]
        return QSize(widths[covered.index(max(covered))], height)

    def _layout(self, position: ReviewPosition, view: tuple[int, int, int] | None = None) -> _Plan:
        """The plan that draws the tiles largest in the view (the line's a little smaller
        than the hands' at most), its names at least the view's font on screen; for
        another ``view`` (width, height, font's pixels) than the scene's, only measured."""
        own = view is None or view == self._view
        view = self._view if view is None else view
        key = (
            view,
            position.names,
            position.stock_label,
            position.state.players,
            position.fitted_line or position.state.line.placements,
            self._widest(position),
        )
        if own and self._plan is not None and self._plan_key == key:
            return self._plan
        width, height, font_px = view
        lines = self._lines_for(position)
        best: _Plan | None = None
        shown = width > 0 and height > 0
        shapes = ((1, False), (2, False), (2, True), (3, True)) if shown else ((1, False),)
        for columns, above in shapes:
            for tallest in _TALLEST if shown else (_LINE_HEIGHT,):
                name_px = _NAME_PX
                plan = self._plan_for(position, view, columns, above, name_px, tallest, lines)
                for _ in range(6):  # the names grow as the table shrinks: a few rounds
                    needed = math.ceil(font_px / plan.scale - 1e-6) if plan.scale > 0 else 0
                    if needed <= name_px:
                        break
                    name_px = needed
                    plan = self._plan_for(position, view, columns, above, name_px, tallest, lines)
                if best is None or _worth(plan) > _worth(best) * 1.02:
                    best = plan
        assert best is not None
        if own:
            self._plan_key = key
        return best

    def _lines_for(self, position: ReviewPosition) -> dict[tuple[int, float], _FittedLine]:
        """The lines fitted so far for ``position``'s line (by table width and tallest
        region), kept while the position's state, fitted line and seat stay the same."""
        now = (position.state, position.fitted_line, position.seen_by)
        kept = self._fitted_for
        # The state by identity (a deep comparison at every layout would cost what the
        # cache saves); kept here, so no other state can take its place in memory.
        if not kept or kept[0] is not now[0] or kept[1:] != now[1:]:
            self._fitted_for, self._fitted = now, {}
        return self._fitted

    @staticmethod
    def _widest(position: ReviewPosition) -> tuple[int, int]:
        """The most tiles in a hand and in the stock the rows make room for."""
        state = position.state
        hands = max(position.widest_hand, *(len(state.hand(s)) for s in range(state.players)))
        return max(1, hands), max(1, position.widest_stock, len(state.stock))

    def _plan_for(
        self,
        position: ReviewPosition,
        view: tuple[int, int, int],
        columns: int,
        above: bool,
        name_px: int,
        tallest: float,
        lines: dict[tuple[int, float], _FittedLine],
    ) -> _Plan:
        state = position.state
        rows = state.players + 1
        columns = min(columns, rows)
        view_w, view_h, _font = view
        aspect = view_w / view_h if view_w > 0 and view_h > 0 else 0.0
        metrics = QFontMetricsF(font(name_px, bold=True))
        widest_name = max(metrics.horizontalAdvance(name) for name in position.names)
        widest_hand, widest_stock = self._widest(position)
        hands = widest_hand * _HAND_UNIT * 1.12
        stock = widest_stock * _STOCK_UNIT * 1.12
        # A long name is elided (the stock's label, the game's word, never is).
        name_width = max(
            metrics.horizontalAdvance(position.stock_label),
            min(widest_name, max(8.0 * name_px, hands / 2)),
        )
        name_width = 0.0 if above else name_width + name_px + 10
        column_width = name_width + max(hands, stock)
        content = 2 * _MARGIN + columns * column_width + (columns - 1) * _COLUMN_GAP
        pitch = _ROW + (_name_height(name_px) if above else 0.0)
        rows_height = pitch * math.ceil(rows / columns) + 30.0

        def line_for(width: float) -> _FittedLine:
            key = (round(width), tallest)
            if key not in lines:
                lines[key] = self._fit_line(position, width, tallest)
            return lines[key]

        width = max(content, WIDTH) if aspect <= 0 else content
        line, line_boxes, line_height, line_mid = line_for(width)
        for _ in range(3):  # the table takes the view's shape; the line the table's width
            wider = max(content, (line_height + rows_height) * aspect) if aspect > 0 else width
            if abs(wider - width) < 1:
                break
            width = wider
            line, line_boxes, line_height, line_mid = line_for(width)
        total = line_height + rows_height
        # As fitInView scales: inside a margin of 2 pixels.
        scale = min((view_w - 4) / width, (view_h - 4) / total) if aspect > 0 else 0.0
        left = (width - content) / 2 + _MARGIN
        return _Plan(
            columns,
            above,
            name_px,
            name_width,
            column_width,
            left,
            line,
            line_boxes,
            line_height,
            line_mid,
            width,
            total,
            scale,
        )

    @staticmethod
    def _fit_line(position: ReviewPosition, width: float, tallest: float) -> _FittedLine:
        """The line's geometry on a table ``width`` wide in a region at most ``tallest``
        high, its boxes, the height its region needs and the middle of its rows (units)."""
        fitted = _line_to_fit(position.state, position.fitted_line)
        # The hand's last line grows no more: no room kept for a next tile, and its region
        # only as tall as its rows (Try it's own line grows, by the tile chosen, either way).
        growing = fitted is position.state.line.placements
        geometry = fit_placements(
            fitted,
            width - 40,
            tallest - 40,
            max_unit=_HAND_UNIT * _LINE_CAP,
            growing=growing,
            next_tiles=1,  # Try it lays one tile: the hand's own line goes on no further
        )
        whole = tuple(geometry.layout(fitted))
        # A growing line keeps room for the next tile on either arm (a marker or the tile
        # placed there lay above the table, cut by the view, where the line turns).
        room = list(whole)
        if growing and fitted and position.seen_by >= 0:
            # The tiles the seat may lay keep room on the table (one placed, or its
            # marker, lay above the table, cut by the view, where the line turns).
            line = position.state.line
            for action in position.state.view(position.seen_by).legal_actions:
                if isinstance(action, Place):
                    value = line.point(action.end).value
                    step = LinePlacement(action.tile, action.end, value, action.tile.other(value))
                    room.append(geometry.layout((*fitted, step))[-1])
        top = min((b.y for b in room), default=0.0)
        bottom = max((b.bottom for b in room), default=0.0)
        if growing:
            reach = max(-top, bottom)
            top, bottom = -reach, reach
        span = (bottom - top) * geometry.unit
        height = min(tallest, max(_SHORT_LINE_HEIGHT, span + 60))
        return geometry, whole, height, (top + bottom) / 2

    def _mark_stock(self, position: ReviewPosition, at: QPointF, end: float, plan: _Plan) -> None:
        """Frame the stock in gold for a draw or a pass played, in blue for one found best
        (a blue frame inside the gold one when both), and badge the best one."""
        stock_move = (Draw, Pass)
        played = isinstance(position.played_action, stock_move)
        best = isinstance(position.best_action, stock_move)
        if not (played or best):
            return
        y, first = at.y(), at.x() + plan.name_width
        left, right = first - 14, max(end, first + _STOCK_UNIT) + 14
        rect = QRectF(left, y - _STOCK_UNIT - 12, right - left, 2 * _STOCK_UNIT + 24)
        look = themes.current()
        for dashed, on, inset in ((False, played, 0.0), (True, best, 7.0 if played else 0.0)):
            if not on:
                continue
            frame = QGraphicsRectItem(rect.adjusted(inset, inset, -inset, -inset))
            pen = QPen(look.focus if dashed else look.selected, 5)
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            frame.setPen(pen)
            self.addItem(frame)
            if dashed or not best:
                self.stock_frame = frame
        if best and position.best_badge:
            badge = QGraphicsSimpleTextItem(position.best_badge)  # plain text
            badge.setFont(font(max(30, plan.name_px), bold=True))
            badge.setBrush(look.focus)
            width = badge.boundingRect().width()
            x = min(right + 24, plan.width - 20 - width)
            if x < right + 4:  # no room after the stock: above its frame
                x = max(20.0, min(left, plan.width - 20 - width))
                badge.setPos(x, rect.top() - badge.boundingRect().height() - 4)
            else:
                badge.setPos(x, y - badge.boundingRect().height() / 2)
            self.addItem(badge)
            self.badge = badge

    # -- a move played on the table shown ("Try it yourself") ---------------------------

    def line_spot(self, placements: tuple[LinePlacement, ...]) -> LineSpot | None:
        """Where the last of ``placements`` (the line shown and one tile more) lies on the
        table as it is laid out now: its centre, rotation, size and the values on its
        halves. The line's other tiles lie where they lie (a line grows on its arms)."""
        plan = self._plan
        if plan is None or not placements:
            return None
        box = plan.line.layout(placements)[-1]
        unit = plan.line.unit
        origin = self._line_origin(plan)
        cx, cy = box.centre
        at = QPointF(origin.x() + cx * unit, origin.y() + cy * unit)
        return LineSpot(at, 0.0 if box.vertical else -90.0, unit, box.first, box.second)

    def keep_position(self, position: ReviewPosition) -> None:
        """What the table now shows, a move played on it (drawn anew only when the view
        takes a new size)."""
        self._position = position

    def mark_best(self, best: Action | None, badge: str) -> None:
        """Ring the best move found: its tile in blue, or the stock framed and badged."""
        position = self._position
        if position is None or self._plan is None:
            return
        tile = getattr(best, "tile", None)
        for item in self._items:
            if item.tile is not None:
                item.set_marked(hinted=item.tile == tile)
        marked = replace(position, best=tile, best_action=best, best_badge=badge)
        self._position = marked  # drawn anew (a new size, a move landed), it stays ringed
        at, end = self._stock_row
        self._mark_stock(marked, at, end, self._plan)

    def _line_origin(self, plan: _Plan) -> QPointF:
        """Where the line's centre (0, 0 in its boxes) lies on the table."""
        whole = plan.line_boxes
        middle = (
            min((b.x for b in whole), default=0.0) + max((b.right for b in whole), default=0.0)
        ) / 2
        unit = plan.line.unit
        return QPointF(plan.width / 2 - middle * unit, plan.line_height / 2 - plan.line_mid * unit)

    def _show_line(self, state: HandState, plan: _Plan) -> None:
        """Draw the line as large as the plan's fitted line (the hand's last, or the line
        itself) allows, no larger than the hands' tiles, centred, in the region the plan
        gives it (only as tall as that line needs)."""
        unit = plan.line.unit
        # A line grows on both arms from its opener: the tiles of a shorter line lie where
        # they lie in the longer one (its first boxes, in the order played), so the scale
        # and the place hold through the hand.
        placements = state.line.placements
        boxes = plan.line_boxes[: len(placements)]
        if len(placements) > len(boxes):  # a tile laid on a table kept as it was laid out
            boxes = tuple(plan.line.layout(placements))
        origin = self._line_origin(plan)
        for box in boxes:
            cx, cy = box.centre
            item = self._tile(box.tile, unit)
            item.setPos(QPointF(origin.x() + cx * unit, origin.y() + cy * unit))
            # Drawn upright; a lying tile turns a quarter left, as on the table.
            item.setRotation(0.0 if box.vertical else -90.0)
            item.set_values(box.first, box.second)

    def _show_row(
        self,
        plan: _Plan,
        name: str,
        tiles: tuple[Tile, ...],
        at: QPointF,
        unit: float,
        to_move: bool,
        hidden: bool = False,
    ) -> float:
        """One row of tiles (face down when ``hidden``) starting at ``at`` (its middle
        height); where it ends on the right."""
        label = QGraphicsSimpleTextItem()  # plain text: a name is never markup
        name_font = font(plan.name_px, bold=to_move)
        room = plan.column_width - 10 if plan.above else plan.name_width - plan.name_px - 10
        shown = QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight, room)
        label.setText(shown)
        label.setToolTip(plain_tooltip(name) if shown != name else "")
        label.setFont(name_font)
        label.setBrush(themes.current().selected if to_move else themes.current().title)
        if plan.above:  # over the row's first tile, clear of its top
            label.setPos(at.x(), at.y() - _HAND_UNIT - _name_height(plan.name_px))
        else:
            label.setPos(at.x() + 10, at.y() - label.boundingRect().height() / 2)
        self.addItem(label)
        first = at.x() + plan.name_width
        step = unit * 1.12
        available = plan.column_width - plan.name_width - 10
        if len(tiles) * step > available:
            step = available / len(tiles)
        for i, tile in enumerate(tiles):
            item = self._tile(None if hidden else tile, unit)
            item.setPos(QPointF(first + step * i + unit / 2, at.y()))
            if not hidden:
                item.set_values(tile.low, tile.high)
        return first + step * (len(tiles) - 1) + unit if tiles else first

    def _tile(self, tile: Tile | None, unit: float) -> TileItem:
        item = TileItem(tile, unit)
        item.set_face_up(True)
        item.set_interactive(False)
        self.addItem(item)
        self._items.append(item)
        return item


#: A line fitted to a table: its geometry, its boxes and its region's height.
_FittedLine = tuple[LineGeometry, tuple[TileBox, ...], float, float]


def _line_to_fit(state: HandState, fitted: tuple[LinePlacement, ...]) -> tuple[LinePlacement, ...]:
    """The line the table is laid out for: ``fitted`` (the hand's last line), or the
    position's own where that is longer (a record's or "Try it"'s own line)."""
    placements = state.line.placements
    return placements if len(fitted) < len(placements) else fitted


def _worth(plan: _Plan) -> float:
    """How large a plan draws the tiles: the hands', or the line's if they are under 0.8
    of the hands' (a line drawn small to make the hands bigger is no better)."""
    return plan.scale * min(_HAND_UNIT, _LINE_WEIGHT * plan.line.unit)


def _name_height(pixel_size: int) -> float:
    """The room a name takes above its row."""
    return pixel_size * 1.3 + 6


class FittedView(QGraphicsView):
    """A view of a :class:`ReviewScene` that always shows the whole scene, as large as it
    fits: again whenever the view takes a size (its first one included: a dialog built
    on first use gets its final size only after the first position is shown) and whenever
    the scene changes its size. The scene is told the view's size and font, and lays the
    table out for them."""

    def __init__(self, scene: ReviewScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene = scene
        # It shows the whole scene, so it never scrolls; tiles drawn smooth.
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scene.sceneRectChanged.connect(self.fit)

    def fit(self) -> None:
        port = self.viewport().size()
        self._scene.set_view(port.width(), port.height(), QFontInfo(self.font()).pixelSize())
        self.fitInView(self._scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
