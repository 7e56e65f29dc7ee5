"""A domino drawn as vectors: crisp at any scale. The item's origin is its centre, so
``pos`` and ``rotation`` (both animatable) place it; upright it is ``unit`` wide and twice
as tall, its ``top`` value above its ``bottom`` value."""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from drawgame.engine import Tile
from drawgame.ui.table import themes
from drawgame.ui.table.pips import draw_pip

# Pip positions on a 3×3 grid (column, row) for each value, as on a real set.
PIP_GRID: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (-1, 0), (-1, 1), (1, -1), (1, 0), (1, 1)),
}

# The classic look's rings (the review's move list keeps them).
GOLD = themes.CLASSIC.selected
FOCUS = themes.CLASSIC.focus


#: Pictures a tile keeps, one per look (and scale): enough for a hand's tile, dimmed on the
#: player's turn, lit after it, ringed when just drawn.
_PICTURES_KEPT = 3


class TileItem(QGraphicsObject):
    """One tile on the table, face up or face down (``tile`` is ``None`` for an unknown)."""

    clicked = Signal(object)  # self
    released = Signal(object)  # self, after a drag
    dragged = Signal(object)  # self, moved by the pointer (a drag under way)

    def __init__(self, tile: Tile | None, unit: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.tile = tile
        self._unit = unit
        self._top = tile.low if tile else 0
        self._bottom = tile.high if tile else 0
        self._face_up = tile is not None
        self._selected = False
        self._focused = False
        self._dimmed = False
        self._hinted = False
        self._interactive = False
        self._glow: QColor | None = None
        self._press: QPointF | None = None
        self._dragged = False
        self.setAcceptHoverEvents(True)
        # Painted once per size, turn and look, then copied: a crowded table stays smooth.
        # The item keeps its picture itself rather than in Qt's DeviceCoordinateCache,
        # which paints a tile turned a quarter anew on every frame once the view is scaled
        # (Qt keeps a cache only under a scale, or a quarter turn at scale 1): 17 of the
        # 23 tiles of a crowded line lie, and at 3840x2160 that was most of a frame.
        # The last few pictures by look, newest last: a hand's tiles are dimmed on the
        # player's turn and lit after it, a tile just played glows until the next turn.
        self._pictures: dict[tuple[object, ...], QPixmap] = {}

    # -- appearance -------------------------------------------------------------------

    def unit(self) -> float:
        return self._unit

    def set_unit(self, unit: float) -> None:
        if unit != self._unit:
            self.prepareGeometryChange()
            self._unit = unit

    def _get_unit(self) -> float:
        return self._unit

    #: Animatable, so a line that shrinks as it grows does so smoothly.
    unit_size = Property(float, _get_unit, set_unit)

    def set_glow(self, colour: QColor | None) -> None:
        """A coloured ring: a tile just drawn, or one an opponent just played."""
        if colour != self._glow:
            self._glow = colour
            self.update()

    @property
    def glow(self) -> QColor | None:
        return self._glow

    def set_values(self, top: int, bottom: int) -> None:
        if (top, bottom) != (self._top, self._bottom):
            self._top, self._bottom = top, bottom
            self.update()

    @property
    def values(self) -> tuple[int, int]:
        return (self._top, self._bottom)

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up and self.tile is not None
            self.update()

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_marked(
        self,
        *,
        selected: bool | None = None,
        focused: bool | None = None,
        dimmed: bool | None = None,
        hinted: bool | None = None,
    ) -> None:
        """``focused``: the keyboard cursor is on it (a solid ring of its own colour);
        ``hinted``: the hint's (or the review's best) dashed frame."""
        before = (self._selected, self._focused, self._dimmed, self._hinted)
        if selected is not None:
            self._selected = selected
        if focused is not None:
            self._focused = focused
        if dimmed is not None:
            self._dimmed = dimmed
        if hinted is not None:
            self._hinted = hinted
        if (self._selected, self._focused, self._dimmed, self._hinted) != before:
            self.update()  # repainted only when the look changes (the picture is cached)

    @property
    def is_selected(self) -> bool:
        return self._selected

    @property
    def is_focused(self) -> bool:
        return self._focused

    @property
    def is_hinted(self) -> bool:
        return self._hinted

    @property
    def is_dimmed(self) -> bool:
        return self._dimmed

    def set_interactive(self, interactive: bool, draggable: bool = False) -> None:
        if interactive == self._interactive and draggable == bool(
            self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable
        ):
            return
        self._interactive = interactive
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, draggable)
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor
        )

    @property
    def interactive(self) -> bool:
        return self._interactive

    # -- geometry and painting --------------------------------------------------------

    def boundingRect(self) -> QRectF:
        u = self._unit
        pad = 0.14 * u  # room for the shadow, the selection glow and the cursor's ring
        return QRectF(-u / 2 - pad, -u - pad, u + 2 * pad, 2 * u + 2 * pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        u = self._unit
        path.addRect(QRectF(-u / 2, -u, u, 2 * u))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        # As Qt's DeviceCoordinateCache does it: the picture is painted in device pixels
        # for the painter's transform less its move, and copied unscaled to where the item
        # lies now; a move alone reuses it, any other change of the transform or the look
        # paints it anew.
        world = painter.worldTransform()
        if world.type().value > QTransform.TransformationType.TxRotate.value:
            self._paint_tile(painter)  # sheared or in perspective: painted as is
            return
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        scaled = world * QTransform.fromScale(ratio, ratio)
        bounds = scaled.mapRect(self.boundingRect()).toRect().adjusted(-1, -1, 1, 1)
        if bounds.isEmpty():
            return
        key = (
            scaled.m11(),
            scaled.m12(),
            scaled.m21(),
            scaled.m22(),
            bounds.width(),
            bounds.height(),
            ratio,
            painter.renderHints(),
            self._unit,
            themes.current().name,
            self._top,
            self._bottom,
            self._face_up,
            self._selected,
            self._focused,
            self._dimmed,
            self._hinted,
            None if self._glow is None else self._glow.rgba(),
        )
        pixmap = self._pictures.get(key)
        if pixmap is None:
            pixmap = QPixmap(bounds.size())
            pixmap.fill(Qt.GlobalColor.transparent)
            inside = QPainter(pixmap)
            inside.setRenderHints(painter.renderHints())
            inside.setWorldTransform(
                scaled * QTransform.fromTranslate(-bounds.left(), -bounds.top())
            )
            self._paint_tile(inside)
            inside.end()
            pixmap.setDevicePixelRatio(ratio)
            if len(self._pictures) >= _PICTURES_KEPT:
                del self._pictures[next(iter(self._pictures))]
            self._pictures[key] = pixmap
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(bounds.left() / ratio, bounds.top() / ratio), pixmap)
        painter.restore()

    def _paint_tile(self, painter: QPainter) -> None:
        u = self._unit
        look = themes.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(-u / 2, -u, u, 2 * u).adjusted(0.03 * u, 0.03 * u, -0.03 * u, -0.03 * u)
        radius = 0.13 * u
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(body.translated(0.05 * u, 0.07 * u), radius, radius)
        gradient = QLinearGradient(body.topLeft(), body.bottomRight())
        if self._face_up:
            gradient.setColorAt(0, look.face_light)
            gradient.setColorAt(1, look.face_dark)
        else:
            gradient.setColorAt(0, look.back_light)
            gradient.setColorAt(1, look.back_dark)
        # The edge never thinner than two pixels on the screen: a small tile's hairline
        # (0.9 px at 800x600 with four players) blurred into the felt, and on the dark
        # look's felt the edge is all that outlines a tile.
        world = painter.worldTransform()
        pixel = 1 / max(1e-6, abs(world.determinant()) ** 0.5)
        line = max(0.03 * u, 2 * pixel)
        if self._face_up and look.rim is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(look.rim, line))
            painter.drawRoundedRect(
                body.adjusted(-line, -line, line, line), radius + line, radius + line
            )
        painter.setBrush(QBrush(gradient))
        painter.setPen(QPen(look.edge if self._face_up else look.back_dark.darker(140), line))
        painter.drawRoundedRect(body, radius, radius)
        pips_kept = self._dimmed and self._face_up and not look.dim_pips
        if pips_kept:
            self._paint_dim(painter, body, radius, line, look)  # the face, under the pips
        if self._face_up:
            self._paint_face(painter, u, look)
        else:
            self._paint_back(painter, body, u, look)
        if self._dimmed and not pips_kept:
            self._paint_dim(painter, body, radius, line, look)
        if self._glow is not None:
            glow = QColor(self._glow)
            if self._dimmed:
                # A tile drawn that fits no end: its ring half as strong, not taken for
                # a tile to play (a bright ring on a dimmed tile read as lit).
                glow.setAlphaF(glow.alphaF() * 0.45)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(glow, 0.09 * u))
            painter.drawRoundedRect(
                body.adjusted(-0.05 * u, -0.05 * u, 0.05 * u, 0.05 * u), radius * 1.3, radius * 1.3
            )
        if self._selected:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(look.selected, 0.08 * u))
            painter.drawRoundedRect(
                body.adjusted(-0.04 * u, -0.04 * u, 0.04 * u, 0.04 * u), radius * 1.3, radius * 1.3
            )
        if self._hinted:
            pen = QPen(look.focus, 0.05 * u, Qt.PenStyle.DashLine)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawRoundedRect(
                body.adjusted(-0.1 * u, -0.1 * u, 0.1 * u, 0.1 * u), radius * 1.6, radius * 1.6
            )
        if self._focused:
            # The keyboard cursor: a solid ring of its own colour, thicker than the hint's
            # dashes, on a dark keyline that parts it from the felt and the tile (a new
            # player took the hint's dashed frame for the cursor).
            ring = body.adjusted(-0.1 * u, -0.1 * u, 0.1 * u, 0.1 * u)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 170), 0.13 * u))
            painter.drawRoundedRect(ring, radius * 1.6, radius * 1.6)
            painter.setPen(QPen(look.cursor, 0.085 * u))
            painter.drawRoundedRect(ring, radius * 1.6, radius * 1.6)

    @staticmethod
    def _paint_dim(
        painter: QPainter, body: QRectF, radius: float, line: float, look: themes.Theme
    ) -> None:
        # Over the edge too: the dark look's light edge, left bright, outlined a tile that
        # fits no end as brightly as one that fits (a player could not tell them).
        half = line / 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.dim)
        outline = body.adjusted(-half, -half, half, half)
        painter.drawRoundedRect(outline, radius + half, radius + half)

    def _paint_face(self, painter: QPainter, u: float, look: themes.Theme) -> None:
        divider = QPen(look.divider, 0.035 * u)
        divider.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(divider)
        painter.drawLine(QPointF(-0.36 * u, 0), QPointF(0.36 * u, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(look.pin)
        painter.drawEllipse(QPointF(0, 0), 0.055 * u, 0.055 * u)
        step, radius = 0.25 * u, 0.083 * u
        for centre_y, value in ((-u / 2, self._top), (u / 2, self._bottom)):
            painter.setBrush(look.pip_colour(value))
            shape = look.pip_shape(value)
            for column, row in PIP_GRID[value]:
                draw_pip(painter, shape, QPointF(column * step, centre_y + row * step), radius)

    def _paint_back(self, painter: QPainter, body: QRectF, u: float, look: themes.Theme) -> None:
        ornament = QColor(look.back_ornament)
        ornament.setAlpha(150)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ornament, 0.03 * u))
        inner = body.adjusted(0.1 * u, 0.1 * u, -0.1 * u, -0.1 * u)
        painter.drawRoundedRect(inner, 0.08 * u, 0.08 * u)
        diamond = QPainterPath()
        diamond.moveTo(0, -0.35 * u)
        diamond.lineTo(0.22 * u, 0)
        diamond.lineTo(0, 0.35 * u)
        diamond.lineTo(-0.22 * u, 0)
        diamond.closeSubpath()
        ornament.setAlpha(120)
        painter.setBrush(ornament)
        painter.drawPath(diamond)

    # -- mouse ------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragged = False
        self.setZValue(50)
        super().mousePressEvent(event)
        # A tile that cannot move (one that does not fit) still takes the click, so the
        # table can say why it does not fit.
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None and (event.scenePos() - self._press).manhattanLength() > 6:
            self._dragged = True
        super().mouseMoveEvent(event)
        if self._dragged and self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.dragged.emit(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if self._press is None:
            return
        self._press = None
        self.setZValue(10)
        if self._dragged:
            self.released.emit(self)
        else:
            self.clicked.emit(self)
