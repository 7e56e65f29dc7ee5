"""How big the table's text is drawn (issue 20): the scene is drawn at a fixed height and
scaled to the window, so its text shrinks with it; each text is drawn at its designed size
or, when the view shrinks the table, at the size that still shows as 9 points on screen."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

#: No text on the table is shown smaller than this, in points on the screen.
SMALLEST_POINTS = 9.0


def smallest_px(scale: float, dpi: float) -> int:
    """The smallest pixel size, in scene measure, that shows as :data:`SMALLEST_POINTS` on a
    screen of ``dpi`` when the view draws the scene at ``scale``."""
    if scale <= 0 or dpi <= 0:
        return 0
    return math.ceil(SMALLEST_POINTS * dpi / 72.0 / scale - 1e-6)


def readable(designed: float, smallest: int) -> int:
    """``designed`` pixels, or ``smallest`` if that is bigger."""
    return max(round(designed), smallest)


def font(pixel_size: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, pixel_size))
    f.setBold(bold)
    return f


def wrapped_height(text: str, f: QFont, width: float) -> float:
    """How tall ``text`` is, wrapped between words at ``width``."""
    metrics = QFontMetricsF(f)
    flags = int(Qt.TextFlag.TextWordWrap)
    return metrics.boundingRect(QRectF(0, 0, max(1.0, width), 1e5), flags, text).height()


def wrapped_width(text: str, f: QFont, width: float) -> float:
    """How wide ``text`` is, wrapped between words at ``width``: its widest line."""
    metrics = QFontMetricsF(f)
    flags = int(Qt.TextFlag.TextWordWrap)
    return metrics.boundingRect(QRectF(0, 0, max(1.0, width), 1e5), flags, text).width()


def natural_width(text: str, f: QFont) -> float:
    return QFontMetricsF(f).horizontalAdvance(text)


def keep_parts(detail: str) -> str:
    """A seat's detail ("hard · 6 tiles · 23 points") that breaks only after a " · "."""
    return "\u00a0· ".join(part.replace(" ", "\u00a0") for part in detail.split(" · "))
