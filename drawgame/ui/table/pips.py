"""A pip drawn in its shape: round on a real set; in the high-contrast look each count has
its own (see :mod:`drawgame.ui.table.themes`), about as large as a round pip."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPolygonF, QTransform

from drawgame.ui.table.themes import PipShape


def _star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / 5
        points.append(centre + QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    return QPolygonF(points)


def _regular(centre: QPointF, radius: float, corners: int, turn: float) -> QPolygonF:
    return QPolygonF(
        [
            centre
            + QPointF(
                radius * math.cos(turn + k * 2 * math.pi / corners),
                radius * math.sin(turn + k * 2 * math.pi / corners),
            )
            for k in range(corners)
        ]
    )


def pip_path(shape: PipShape, centre: QPointF, radius: float) -> QPainterPath:
    """The outline of one pip of ``shape`` centred on ``centre`` (``radius``: a round
    pip's)."""
    path = QPainterPath()
    r = radius
    if shape is PipShape.SQUARE:
        path.addRect(QRectF(centre.x() - 0.85 * r, centre.y() - 0.85 * r, 1.7 * r, 1.7 * r))
    elif shape is PipShape.TRIANGLE:
        # Its centre a little low, so that it sits where a round pip would.
        path.addPolygon(_regular(centre + QPointF(0, 0.2 * r), 1.3 * r, 3, -math.pi / 2))
    elif shape is PipShape.DIAMOND:  # taller than wide: never taken for a round pip
        x, y = centre.x(), centre.y()
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x, y - 1.45 * r),
                    QPointF(x + r, y),
                    QPointF(x, y + 1.45 * r),
                    QPointF(x - r, y),
                ]
            )
        )
    elif shape is PipShape.STAR:
        path.addPolygon(_star(centre, 1.4 * r, 0.6 * r))
    elif shape is PipShape.CROSS:
        arm, half = 1.3 * r, 0.48 * r
        path.setFillRule(Qt.FillRule.WindingFill)  # the arms' crossing filled, not a hole
        path.addRect(QRectF(centre.x() - arm, centre.y() - half, 2 * arm, 2 * half))
        path.addRect(QRectF(centre.x() - half, centre.y() - arm, 2 * half, 2 * arm))
    elif shape is PipShape.DISC:
        path.addEllipse(centre, 1.5 * r, 1.5 * r)
    else:
        path.addEllipse(centre, r, r)
    path.closeSubpath()
    return path


def upright(painter: QPainter, centre: QPointF) -> QTransform:
    """What turns a pip about its ``centre`` back against the painter's own turn: a
    triangle or a star points up on the screen however its tile lies (a crosswise double,
    a tile laid along the line), as printed pips would be read."""
    world = painter.worldTransform()
    turn = math.degrees(math.atan2(world.m12(), world.m11()))
    if abs(turn) < 1e-6:
        return QTransform()
    return (
        QTransform.fromTranslate(-centre.x(), -centre.y())
        * QTransform().rotate(-turn)
        * QTransform.fromTranslate(centre.x(), centre.y())
    )


def draw_pip(painter: QPainter, shape: PipShape, centre: QPointF, radius: float) -> None:
    """Fill one pip with the painter's brush, upright on the screen."""
    if shape is PipShape.DOT:
        painter.drawEllipse(centre, radius, radius)
    else:
        painter.drawPath(upright(painter, centre).map(pip_path(shape, centre, radius)))
