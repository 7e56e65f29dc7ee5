"""The look shared by the table's panels (seats, stock): a dark rounded card on the felt
with a bold light title."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from drawgame.ui.table import themes


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
    look = themes.current()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(look.highlight, 3) if highlighted else QPen(look.quiet_edge, 1.5))
    card_colour = QColor(look.card)
    card_colour.setAlpha(max(0, card_colour.alpha() - shade))
    painter.setBrush(card_colour)
    painter.drawRoundedRect(card, 14, 14)
    font = QFont()
    font.setPixelSize(title_px)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(look.title)
    painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    return font
