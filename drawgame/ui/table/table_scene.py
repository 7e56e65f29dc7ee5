"""The table: renders a :class:`TableState` and reports what the player does.

Rules live elsewhere: the scene only knows, from the player's view, which tiles fit which
end, so it can mark continuation points. It emits :attr:`placeRequested` when the player
clicks a tile that fits one end only (or both ends showing the same value), clicks a
marker, drops a tile on a marker, or presses Enter; :attr:`actionRequested` when the player
clicks the stock (a draw) or presses Enter on a draw or pass hint; arrows move the keyboard
focus between tiles and ends (:attr:`cursorMoved`). A tile that fits no end shakes and
:attr:`message` says why. It also shows what happened: the tiles the player just drew glow
in the hand, the tiles the opponents played since the player's last turn glow on the line
with a name tag, and the stock is framed when the hint says to draw."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsScene

from drawgame.engine import (
    Action,
    Draw,
    DrewEvent,
    End,
    LinePlacement,
    Place,
    PlacedEvent,
    Tile,
)
from drawgame.ui.language import register
from drawgame.ui.table import themes
from drawgame.ui.table.animator import Animator
from drawgame.ui.table.feedback import shake
from drawgame.ui.table.felt import Felt
from drawgame.ui.table.line_layout import (
    LineGeometry,
    LinePlan,
    TileBox,
    plan_line,
    planned_line,
)
from drawgame.ui.table.marker_item import MarkerItem, drop_end
from drawgame.ui.table.stock_item import StockItem
from drawgame.ui.table.table_bands import LIFT, hand_row, name_room
from drawgame.ui.table.table_edges import TableEdges
from drawgame.ui.table.table_state import Spot, TableState, spot_of
from drawgame.ui.table.table_texts import TableTexts
from drawgame.ui.table.tag_item import TagItem, place_tag, recent_tiles
from drawgame.ui.table.text_size import readable, smallest_px
from drawgame.ui.table.tile_item import TileItem
from drawgame.ui.words.gestures import GestureWords
from drawgame.ui.words.text import fill, plain_tooltip, upper

TABLE_HEIGHT = 1000.0


class TableScene(QGraphicsScene):
    placeRequested = Signal(object)  # Place
    actionRequested = Signal(object)  # Draw (the stock clicked) or a hinted Draw or Pass
    message = Signal(str)  # a short explanation for the status bar
    cursorMoved = Signal()  # the player moved the keyboard focus or chose another end
    choiceDropped = Signal()  # Escape: no tile chosen, no cursor (what was said is stale)
    animationsFinished = Signal()

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        # The table's sentences about the player's gestures.
        self._words = GestureWords(self)
        self.animator = Animator(self)
        self.animator.finished.connect(self._landed)
        self.animator.finished.connect(self.animationsFinished)
        self._items: dict[Tile, TileItem] = {}
        self._width = TABLE_HEIGHT * 4 / 3
        self._edges = TableEdges(self, self._width, TABLE_HEIGHT)
        self._panels = self._edges.panels  # the opponents' (kept up to date by the edges)
        self._stock = self._edges.stock
        self._stock.clicked.connect(lambda: self.actionRequested.emit(Draw()))
        self._tags: list[TagItem] = []
        self._drawn: set[Tile] = set()  # the tiles the player drew this turn
        self._hint: Action | None = None  # what Enter does when no tile is chosen
        self._key: tuple[object, ...] | None = None
        self._banner_text = ""
        self._short_banner = ""
        self._texts = TableTexts(self)
        self._banner = self._texts.banner
        self._markers: list[MarkerItem] = []
        self._state: TableState | None = None
        self._hand_number = -1
        self._selected: Tile | None = None
        self._dragging: Tile | None = None  # the tile being dragged: its drop markers lit
        self._focus: int = -1  # index into the hand for keyboard play
        # The focus is the player's own (arrows, a click): its ring shows. A hint puts the
        # focus on its tile for Enter, framed as the hint, with no ring of the cursor's.
        self._cursor_shown = False
        self._hinted: Tile | None = None  # the tile the hint frames
        self._chosen_end = End.LEFT
        self._geometry: LineGeometry | None = None
        self._plan: LinePlan | None = None
        self._recentre = False  # the table changed shape: the line goes to its middle
        self._line_origin = QPointF()
        self._smallest = 0  # no text smaller (scene pixels): 9 pt on screen at the view's scale
        self._texts.set_smallest(0)
        self._bands = self._edges.bands
        self.setSceneRect(0, 0, self._width, TABLE_HEIGHT)
        self._felt = Felt()
        register(self)  # graphics items never receive LanguageChange
        themes.follow(self.retranslate, self)

    # -- public -----------------------------------------------------------------------

    @property
    def state(self) -> TableState | None:
        return self._state

    @property
    def focused_tile(self) -> Tile | None:
        hand = self._state.view.hand if self._state else ()
        return hand[self._focus] if 0 <= self._focus < len(hand) else None

    def tile_item(self, tile: Tile) -> TileItem | None:
        return self._items.get(tile)

    def hand_items(self) -> list[TileItem]:
        if self._state is None:
            return []
        return [self._items[t] for t in self._state.view.hand if t in self._items]

    def line_items(self) -> list[TileItem]:
        if self._state is None:
            return []
        return [self._items[t] for t in self._state.view.line.tiles if t in self._items]

    def markers(self) -> list[MarkerItem]:
        return list(self._markers)

    def tags(self) -> list[TagItem]:
        """The name tags on the tiles opponents played since the player's last turn."""
        return [t for t in self._tags if t.isVisible()]

    @property
    def banner_text(self) -> str:
        """The banner as shown now ("YOUR TURN" only once the tiles in flight have landed)."""
        return self._texts.banner.text()

    @property
    def stock_item(self) -> StockItem:
        return self._stock

    @property
    def line_unit(self) -> float:
        """The line's unit now (half a tile's length), in scene measure."""
        return self._line_unit()

    def set_table_width(self, width: float) -> None:
        """The view's shape changed: the table keeps its height and takes this width."""
        width = max(TABLE_HEIGHT, width)
        if abs(width - self._width) < 0.5:
            return
        # The line keeps its shape and goes to the middle of its new room (it had kept its
        # place from the middle, off to one side when one arm was the longer).
        self._recentre = True
        self._width = width
        self.setSceneRect(0, 0, width, TABLE_HEIGHT)
        if self._state is not None:
            self._render(animate=False)

    def set_table_foot(self, foot: float) -> None:
        """The view shows ``foot`` more of the felt under the table (scene measure): the
        room kept for the hand's summary, empty while the hand is played. The hand goes
        down into it, its tiles larger; the line's room stays as it is."""
        foot = max(0.0, foot)
        if abs(foot - self._edges.foot) < 0.5:
            return
        self._edges.foot = foot
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        if self._state is not None:
            self._render(animate=False)

    def set_view_scale(self, scale: float, dpi: float) -> None:
        """The view draws the table at ``scale`` on a screen of ``dpi``: the texts grow so
        that none shows under 9 points, and the panels make room for them."""
        smallest = smallest_px(scale, dpi)
        if smallest != self._smallest:
            self._smallest = smallest
            self._texts.set_smallest(smallest)
            if self._state is not None:
                self._render(animate=False)

    def texts(self) -> list[tuple[str, int]]:
        """Every text shown on the table, with its size in scene pixels."""
        shown = self._texts.texts()
        for panel in self._panels:
            shown += panel.texts() if panel.isVisible() else []
        shown += self._stock.texts() if self._stock.isVisible() else []
        return [*shown, *((tag.text, tag.pixel_size) for tag in self.tags())]

    def edge_rects(self) -> list[tuple[str, QRectF]]:
        """What is shown around the line and the hand, with where (scene measure): the
        opponents' panels, the stock, the player's name, the banner."""
        parts = [(f"panel {i + 1}", p.sceneBoundingRect()) for i, p in enumerate(self._panels)]
        parts += [("stock", self._stock.sceneBoundingRect())] if self._stock.isVisible() else []
        for name, item in (("name", self._texts.own), ("banner", self._texts.banner)):
            parts += [(name, item.sceneBoundingRect())] if item.text() else []
        return parts

    def show_state(self, state: TableState, animate: bool = True) -> None:
        view = state.view
        key = (
            view.rules,  # the protected stock drawn (R8): another match, the same deal
            view.hand_number,
            view.hand,
            view.line.placements,
            view.stock_size,
            view.current,
            len(view.history),
            view.legal_actions,
            state.seats,
            state.interactive,
            state.banner,
            state.pending,
            state.pending_draw,
        )
        if key == self._key and self._state is not None:
            # Nothing the table shows changed: keep every item as it is.
            self._state = state
            return
        self._key = key
        new_hand = state.view.hand_number != self._hand_number or len(state.view.line) < (
            len(self._state.view.line) if self._state else 0
        )
        if new_hand:
            for item in self._items.values():
                self.removeItem(item)
            self._items.clear()
            self._hand_number = state.view.hand_number
            self._plan = None  # a new line is laid out afresh
        previous = self._state
        was_on = self.focused_tile
        self._state = state
        self._stock.set_asked(state.pending_draw)
        last = view.history[-1] if view.history else None
        if state.drawn is not None:
            self._drawn = set(state.drawn)
        elif isinstance(last, DrewEvent) and last.seat == view.seat and previous is not None:
            if not new_hand:
                self._drawn |= set(view.hand) - set(previous.view.hand)
        else:
            self._drawn = set()
        if self._selected is not None and (
            not state.interactive or self._selected not in state.view.hand
        ):
            self._selected = None
        self._follow_cursor(state, previous, was_on, new_hand)
        self._render(animate=animate and not new_hand, previous=previous)

    def _follow_cursor(
        self, state: TableState, previous: TableState | None, was_on: Tile | None, new_hand: bool
    ) -> None:
        """The cursor follows its tile, not its place in the hand (a draw sorts a tile in
        before it): after a draw it goes to the tile drawn, the one the player looks at
        next; it leaves with its tile (played) and at a new hand or another's turn."""
        hand = state.view.hand
        if new_hand or not state.interactive:
            self._focus, self._cursor_shown = -1, False
            return
        drawn = [t for t in hand if previous is not None and t not in previous.view.hand]
        if drawn and was_on is not None:
            self._focus = hand.index(drawn[-1])
        elif was_on in hand:
            self._focus = hand.index(was_on)
        else:
            self._focus, self._cursor_shown = -1, False

    def point_out(self, place: Place) -> None:
        """Put the keyboard focus on ``place``'s tile and end (a hint): Enter plays it."""
        state = self._state
        if state is None or place.tile not in state.view.hand:
            return
        self._focus = state.view.hand.index(place.tile)
        self._cursor_shown = False  # framed as the hint, not ringed as the cursor
        self._hinted = place.tile
        self._chosen_end = place.end
        self._selected = None
        self._hint = place
        self._render(animate=False)

    def set_hint(self, action: Action | None) -> None:
        """What Enter carries out when no tile is chosen: a hinted draw or pass (a hinted
        place puts the focus on its tile with :meth:`point_out`); None forgets it."""
        self._hint = action
        self._stock.set_hinted(isinstance(action, Draw))
        hinted = self._hinted
        if not isinstance(action, Place):
            self._hinted = None
        if action is not None and not isinstance(action, Place):
            self._focus = -1
            self._selected = None
            self._render(animate=False)
        elif hinted is not None and self._hinted is None:
            self._render(animate=False)  # the hint's frame goes

    def clear_selection(self) -> None:
        self._selected = None
        self._render(animate=False)

    def options(self, tile: Tile) -> list[End]:
        """The ends where ``tile`` may go now (``[LEFT]`` for the opening)."""
        if self._state is None:
            return []
        return [
            a.end for a in self._state.view.legal_actions if isinstance(a, Place) and a.tile == tile
        ]

    def marker_rect(self, tile: Tile, end: End) -> QRectF:
        """Where ``tile`` would lie if placed on ``end`` (scene coordinates)."""
        _spot_unused, box = self._would_lie(tile, end)
        return self._box_rect(box)

    def line_boxes(self) -> list[TileBox]:
        return list(self._plan.boxes) if self._plan and self._state and self._geometry else []

    def line_region(self) -> QRectF:
        """Where the line lies: between the opponents' panels and the hand's band."""
        left, top, bottom = 30.0, self._bands.top, self._bands.hand_top
        # Never empty: at the window's least size the panels' texts can reach the hand.
        return QRectF(left, top, self._width - 2 * left, max(1.0, bottom - top))

    def retranslate(self) -> None:
        if self._state is not None:
            self._render(animate=False)

    # -- rendering --------------------------------------------------------------------

    def _box_rect(self, box: TileBox) -> QRectF:
        unit, origin = self._line_unit(), self._line_origin
        return QRectF(
            origin.x() + box.x * unit,
            origin.y() + box.y * unit,
            box.width * unit,
            box.height * unit,
        )

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # The felt's whole shown height, its foot included (the hand lies on it).
        felt = self.sceneRect()
        felt.setHeight(TABLE_HEIGHT + self._edges.foot)
        self._felt.paint(painter, QRectF(rect), felt)

    def _line_unit(self) -> float:
        return self._geometry.unit if self._geometry else 30.0

    def _would_lie(self, tile: Tile, end: End) -> tuple[Spot, TileBox]:
        assert self._state is not None and self._geometry is not None
        line = self._state.view.line
        placements = list(line.placements)
        if not placements:
            candidate = LinePlacement(tile, End.LEFT, None, tile.high)
        else:
            value = line.point(end).value
            candidate = LinePlacement(tile, end, value, tile.other(value))
        geometry = self._geometry
        if self._plan is not None and placements:
            # Where the tile will lie once played: the line may lean to its long arm then.
            region = self.line_region()
            room = (region.x(), region.y(), region.width(), region.height())
            planned = planned_line(self._state.view.players)
            after = plan_line([*placements, candidate], room, self._plan, planned=planned).geometry
            if (after.unit, after.half_width) == (geometry.unit, geometry.half_width):
                geometry = after
        box = geometry.layout([*placements, candidate])[-1]
        return spot_of(box, self._line_origin, self._line_unit()), box

    def _render(self, animate: bool, previous: TableState | None = None) -> None:
        state = self._state
        assert state is not None
        view = state.view
        self.animator.begin(animate)
        self._layout_panels(state)
        region = self.line_region()
        # Tiles already down stay where they lie while the line has room (issue 20).
        room = (region.x(), region.y(), region.width(), region.height())
        placements = view.line.placements
        plan = self._plan
        if plan is None:
            # A line first seen already long (a resumed match): grown tile by tile as it
            # was played, so that it takes the shape it had (laid out at once, it took
            # another: a first-time player's line changed shape when the match resumed).
            for k in range(1, len(placements)):
                plan = plan_line(placements[:k], room, plan, planned=planned_line(view.players))
        self._plan = plan_line(
            placements,
            room,
            plan,
            recentre=self._recentre,
            growing=not view.is_over,
            planned=planned_line(view.players),
        )
        self._recentre = False
        self._geometry = self._plan.geometry
        self._line_origin = QPointF(*self._plan.origin)
        unit = self._geometry.unit

        # Where a newly seen tile comes from: the seat that just placed it, or the stock.
        placer = -1
        if view.history and isinstance(view.history[-1], PlacedEvent):
            placer = view.history[-1].seat

        keep: set[Tile] = set()
        boxes = self._plan.boxes
        recent = recent_tiles(view)
        for tag in self._tags:
            self.removeItem(tag)
        self._tags = []
        for box in boxes:
            spot = spot_of(box, self._line_origin, unit)
            item = self._items.get(box.tile)
            if item is None:
                item = self._new_item(box.tile, unit)
                start = spot.pos
                if 0 < placer < len(self._panels) + 1 and animate:
                    start = self._panels[placer - 1].tile_anchor()
                item.setPos(start)
                item.setRotation(spot.rotation)
            item.set_values(spot.top, spot.bottom)
            item.set_face_up(True)
            item.set_interactive(False)
            item.set_marked(selected=False, focused=False, dimmed=False, hinted=False)
            item.set_glow(themes.current().recent if box.tile in recent else None)
            item.setZValue(1)
            self.animator.move(item, spot.pos, spot.rotation, unit)
            keep.add(box.tile)
        self._tag_recent(state, recent, region)

        self._lay_out_hand(state, animate, keep)

        for tile in [t for t in self._items if t not in keep]:
            self.removeItem(self._items.pop(tile))

        self._show_markers()
        self._texts.place_own(self._width, TABLE_HEIGHT + self._edges.foot)
        self.animator.start()
        self._banner_text = upper(state.banner)
        self._short_banner = upper(state.short_banner)
        if not self.animator.running:
            self._landed()
        else:
            for tag in self._tags:
                tag.hide()
            if state.interactive:
                # "YOUR TURN" once the computer's tile has landed: its move is seen first.
                self._texts.banner.setText("")
            else:
                # Whose turn it is, at once, as the seats' panels and the bar say it (the
                # banner named the seat before while the tile flew, for about a second).
                self._show_banner()

    def _tag_recent(self, state: TableState, recent: dict[Tile, int], region: QRectF) -> None:
        """A name tag beside each tile the opponents placed since the player's last turn,
        on no tile of the line and on no spot the player's tiles may be laid on (an end's
        marker: at 800×600 a tag covered one and the tops of the line's tiles)."""
        if not recent or self._plan is None:
            return
        unit = self._line_unit()
        rects = {b.tile: self._box_rect(b) for b in self._plan.boxes}
        spots = [
            self.marker_rect(a.tile, a.end)
            for a in state.view.legal_actions
            if isinstance(a, Place)
        ]
        size = readable(max(16.0, unit * 0.42), self._smallest)
        for box in self._plan.boxes:
            if box.tile in recent:
                tag = TagItem(state.seats[recent[box.tile]].name, size)
                others = [r for t, r in rects.items() if t != box.tile]
                place_tag(tag, rects[box.tile], [*others, *spots], self._tags, region)
                self.addItem(tag)
                self._tags.append(tag)

    def _lay_out_hand(self, state: TableState, animate: bool, keep: set[Tile]) -> None:
        """The player's tiles in a row along the bottom, as large as the band allows and
        smaller only when they would not fit between the stock and the name."""
        hand = state.view.hand
        playable = {a.tile for a in state.view.legal_actions if isinstance(a, Place)}
        # The stock on the left, the player's name on the right: the name takes what the
        # hand at full size leaves, or the stock's width, and is elided beyond it.
        stock = self._stock.boundingRect().width()
        room = name_room(self._width, len(hand), self._bands, stock)
        beside = max(stock, self._texts.set_own(state, room))
        row = hand_row(self._width, len(hand), beside, self._bands)
        unit, xs, y = row.unit, row.xs, row.y
        for i, tile in enumerate(hand):
            item = self._items.get(tile)
            if item is None:
                item = self._new_item(tile, unit)
                item.setPos(self._stock.anchor() if animate else QPointF(xs[i], y))
            item.set_unit(unit)
            item.set_values(tile.low, tile.high)
            item.set_face_up(True)
            item.set_glow(themes.current().drawn if tile in self._drawn else None)
            fits = tile in playable
            # The ring and the dimming explained where the player points (the rings of
            # several draws were taken for lit tiles; the tip says what they are).
            tip = self._words.hand_tile_tip(
                state.view,
                tile,
                self.options(tile) if state.interactive else [],
                tile in self._drawn,
                state.interactive,
            )
            item.setToolTip(plain_tooltip(tip) if tip else "")
            item.set_interactive(state.interactive, draggable=state.interactive and fits)
            chosen = tile == self._selected or tile == state.pending
            waiting = (state.pending is not None and not chosen) or state.pending_draw
            item.set_marked(
                selected=chosen,
                focused=i == self._focus and self._cursor_shown,
                dimmed=(state.interactive and not fits) or waiting,
                hinted=tile == self._hinted and state.interactive,
            )
            item.setZValue(10)
            lift = unit * LIFT if chosen else 0.0
            self.animator.move(item, QPointF(xs[i], y - lift), 0.0)
            keep.add(tile)

    def _landed(self) -> None:
        for tag in self._tags:
            tag.show()
        self._show_banner()

    def _show_banner(self) -> None:
        # Centred anew each time: the table's width changes with the window.
        stock = self._stock.sceneBoundingRect() if self._stock.isVisible() else None
        bottom = self._bands.banner_bottom
        self._texts.show_banner(self._banner_text, self._width, bottom, stock, self._short_banner)

    def _new_item(self, tile: Tile, unit: float) -> TileItem:
        item = TileItem(tile, unit)
        item.clicked.connect(self._on_tile_clicked)
        item.released.connect(self._on_tile_released)
        item.dragged.connect(self._on_tile_dragged)
        self.addItem(item)
        self._items[tile] = item
        return item

    def _layout_panels(self, state: TableState) -> None:
        size = state.view.stock_size
        self._bands = self._edges.lay_out(
            state,
            self._width,
            self._smallest,
            lambda name: fill(self.tr("%1 is thinking…"), name),
            (fill(self.tr("Stock: %1"), size), self.tr("never drawn")),
            self._texts.banner_height(),
        )

    def _show_markers(self) -> None:
        for marker in self._markers:
            self.removeItem(marker)
        self._markers = []
        tile = self._dragging or self._selected
        if tile is None and self._focus >= 0:
            tile = self.focused_tile
        if tile is None or self._state is None or not self._state.interactive:
            return
        ends = self.options(tile)
        if self._chosen_end not in ends and ends:
            self._chosen_end = ends[0]
        for end in ends:
            marker = MarkerItem(end, self.marker_rect(tile, end))
            marker.set_chosen(len(ends) > 1 and end == self._chosen_end)
            marker.clicked.connect(self._on_marker_clicked)
            self.addItem(marker)
            marker.start_pulse()
            self._markers.append(marker)

    # -- the player's gestures --------------------------------------------------------

    def _on_tile_clicked(self, item: TileItem) -> None:
        state = self._state
        tile = item.tile
        if state is None or not state.interactive or tile not in state.view.hand:
            return
        assert tile is not None
        # The markers this tile showed before the click (the hint's, the keyboard's).
        shown = next((m.end for m in self._markers if m.chosen), None)
        was_focused = self.focused_tile == tile
        self._focus = state.view.hand.index(tile)
        ends = self.options(tile)
        if not ends:
            self._selected = None
            self.message.emit(self._words.why_not(state.view, tile))
            self._render(animate=True)
            shake(item, self.animator.duration)
            return
        if len(ends) == 1:
            self._selected = None
            self.placeRequested.emit(Place(tile, ends[0]))
            return
        line = state.view.line
        if state.view.ends is not None and state.view.ends[0] == state.view.ends[1]:
            # Both ends show the same value: either gives the same line, so nothing to ask.
            # The tile goes where its chosen marker stood (the hint's end: a first-time
            # player saw it shown there and played on the other arm), else on the shorter
            # arm, which keeps the line centred.
            lefts = sum(1 for p in line.placements[1:] if p.end is End.LEFT)
            shorter = End.LEFT if lefts < len(line.placements) - 1 - lefts else End.RIGHT
            self._selected = None
            end = shown if was_focused and shown is not None else shorter
            self.placeRequested.emit(Place(tile, end))
            return
        self._selected = None if self._selected == tile else tile
        self._render(animate=True)
        if self._selected is not None:
            self.message.emit(self._words.fits_both_choose(tile))

    def _on_marker_clicked(self, end: End) -> None:
        tile = self._selected or self.focused_tile
        if tile is not None and end in self.options(tile):
            self._selected = None
            self.placeRequested.emit(Place(tile, end))

    def _on_tile_dragged(self, item: TileItem) -> None:
        """Light the markers of the ends the dragged tile may go to, the one under it chosen."""
        tile = item.tile
        if tile is None or self._state is None or not self.options(tile):
            return
        if self._dragging != tile:
            self._dragging = tile
            self._show_markers()
        over = drop_end(self, tile, item.scenePos())
        for marker in self._markers:
            marker.set_chosen(marker.end == over)

    def _on_tile_released(self, item: TileItem) -> None:
        tile = item.tile
        self._dragging = None
        if tile is None or self._state is None:
            return
        best = drop_end(self, tile, item.scenePos())
        if best is not None:
            self._selected = None
            self.placeRequested.emit(Place(tile, best))
        else:
            self._render(animate=True)  # glide back to the hand
            # Said, not only seen (a first-time player's drag off the ends "did nothing").
            self.message.emit(self._words.missed_drop(tile))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        state = self._state
        key = event.key()
        if state is None or not state.interactive or not state.view.hand:
            super().keyPressEvent(event)
            return
        hand = state.view.hand
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            start = self._focus if self._focus >= 0 else (-1 if step > 0 else len(hand))
            self._focus = (start + step) % len(hand)
            self._cursor_shown = True
            self._selected = None
            self._render(animate=False)
            tile = hand[self._focus]
            ends = self.options(tile)
            self.message.emit(self._words.cursor_on(state.view, tile, ends))
            self.cursorMoved.emit()
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._chosen_end = End.LEFT if self._chosen_end is End.RIGHT else End.RIGHT
            self._render(animate=False)
            self.cursorMoved.emit()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            chosen = self._selected or self.focused_tile
            if chosen is None:
                if self._hint is not None and not isinstance(self._hint, Place):
                    self.actionRequested.emit(self._hint)
                return
            ends = self.options(chosen)
            if not ends:
                self.message.emit(self._words.why_not(state.view, chosen))
                shake(self._items[chosen], self.animator.duration)
                return
            end = self._chosen_end if self._chosen_end in ends else ends[0]
            self._selected = None
            self.placeRequested.emit(Place(chosen, end))
        elif key == Qt.Key.Key_Escape:
            self._selected = None
            self._focus = -1
            self._cursor_shown = False
            self._render(animate=False)
            self.cursorMoved.emit()
            self.choiceDropped.emit()
        else:
            super().keyPressEvent(event)


__all__ = ["Spot", "TableScene", "TableState"]
