"""The look shared by the table's panels (seats, stock): a dark rounded card on the felt
with a bold light title."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

TITLE = QColor("#fffbe8")
HIGHLIGHT = QColor("#ffe27a")
QUIET_EDGE = QColor(255, 255, 255, 60)


def paint_card(
    painter: QPainter,
    card: QRectF,
    title: str,
    title_box: QRectF,
    title_px: int,
    highlighted: bool = False,
    shade: int = 55,
) -> QFont:
    """Draw the card and its title; returns the font, for the lines under the title."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(HIGHLIGHT, 3) if highlighted else QPen(QUIET_EDGE, 1.5))
    painter.setBrush(QColor(0, 0, 0, shade))
    painter.drawRoundedRect(card, 14, 14)
    font = QFont()
    font.setPixelSize(title_px)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(TITLE)
    painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, title)
    return font
