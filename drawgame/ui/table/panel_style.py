"""The look shared by the table's panels (seats, stock): a dark rounded card on the felt
with a bold light title.

The card is painted once per size, scale and look, then copied: a translucent rounded
rectangle of a seat's size took about 2 ms to fill at 3840x2160, and every move repaints
the seats' panels (their words change), which made the first frame of each glide the
longest (issue 30)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap, QTransform

from drawgame.ui.table import themes

#: Card pictures kept: the seats' (one size, lit or not) and the stock's, with room.
_CARDS_KEPT = 8
_cards: dict[tuple[object, ...], QPixmap] = {}


def _draw_card(painter: QPainter, card: QRectF, highlighted: bool, shade: int) -> None:
    look = themes.current()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(look.highlight, 3) if highlighted else QPen(look.quiet_edge, 1.5))
    card_colour = QColor(look.card)
    card_colour.setAlpha(max(0, card_colour.alpha() - shade))
    painter.setBrush(card_colour)
    painter.drawRoundedRect(card, 14, 14)


def _card_from_picture(painter: QPainter, card: QRectF, highlighted: bool, shade: int) -> bool:
    """Copy the card from its picture (painted first if need be); False where the
    painter's transform turns or shears (the card is then painted as is)."""
    world = painter.worldTransform()
    if world.type().value > QTransform.TransformationType.TxScale.value:
        return False
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    sx, sy = world.m11() * ratio, world.m22() * ratio
    if sx <= 0 or sy <= 0:
        return False
    pad = 4.0  # the pen's half width and the antialiasing, in scene measure
    outer = card.adjusted(-pad, -pad, pad, pad)
    size = (math.ceil(outer.width() * sx), math.ceil(outer.height() * sy))
    key = (themes.current().name, size, card.width(), card.height(), sx, sy, highlighted, shade)
    picture = _cards.pop(key, None)
    if picture is None:
        picture = QPixmap(*size)
        picture.fill(Qt.GlobalColor.transparent)
        inside = QPainter(picture)
        inside.setTransform(QTransform.fromScale(sx, sy))
        _draw_card(inside, QRectF(pad, pad, card.width(), card.height()), highlighted, shade)
        inside.end()
        picture.setDevicePixelRatio(ratio)
        while len(_cards) >= _CARDS_KEPT:
            del _cards[next(iter(_cards))]
    _cards[key] = picture  # the newest last
    corner = world.map(outer.topLeft())
    painter.save()
    painter.setWorldTransform(QTransform())
    painter.drawPixmap(QPointF(round(corner.x()), round(corner.y())), picture)
    painter.restore()
    return True


def paint_card(
    painter: QPainter,
    card: QRectF,
    title: str,
    title_box: QRectF,
    title_px: int,
    highlighted: bool = False,
    shade: int = 0,
) -> QFont:
    """Draw the card and its title; returns the font, for the lines under the title.
    ``shade``: how much lighter (less opaque) than the look's card, out of 255."""
    if not _card_from_picture(painter, card, highlighted, shade):
        _draw_card(painter, card, highlighted, shade)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(title_px)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(themes.current().title)
    painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    return font
