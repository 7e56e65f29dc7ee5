"""What a player with colour blindness sees: Machado, Oliveira and Fernandes (2009), "A
Physiologically-based Model for Simulation of Color Vision Deficiency", their matrices for
a full (severity 1.0) protanopia and deuteranopia, applied to linear sRGB; and the CIELAB
distance (ΔE*ab, CIE 1976) to tell how far apart two colours look.

    python3 tests/ui/_colour_vision.py shot.png   # writes shot-protanopia.png, ...
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence

from PySide6.QtGui import QColor, QImage

Matrix = tuple[tuple[float, float, float], ...]

#: Machado et al. 2009, table of severity 1.0.
MACHADO: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
}


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    v = min(1.0, max(0.0, value))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(colour: QColor, kind: str) -> QColor:
    """``colour`` as seen with ``kind`` ("protanopia" or "deuteranopia")."""
    rgb = [_linear(c) for c in (colour.red(), colour.green(), colour.blue())]
    out = [_encoded(sum(m * v for m, v in zip(row, rgb, strict=True))) for row in MACHADO[kind]]
    return QColor(out[0], out[1], out[2], colour.alpha())


def simulate_image(image: QImage, kind: str) -> QImage:
    """A copy of ``image`` as seen with ``kind`` (each colour simulated once)."""
    source = image.convertToFormat(QImage.Format.Format_ARGB32)
    result = QImage(source)
    seen: dict[int, int] = {}
    for y in range(source.height()):
        for x in range(source.width()):
            pixel = source.pixel(x, y)
            if pixel not in seen:
                seen[pixel] = simulate(QColor.fromRgba(pixel), kind).rgba()
            result.setPixel(x, y, seen[pixel])
    return result


def lab(colour: QColor) -> tuple[float, float, float]:
    """CIELAB of an sRGB colour (D65)."""
    r, g, b = (_linear(c) for c in (colour.red(), colour.green(), colour.blue()))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def luminance(colour: QColor) -> float:
    """WCAG's relative luminance of an sRGB colour."""
    r, g, b = (_linear(c) for c in (colour.red(), colour.green(), colour.blue()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio (1 to 21); 3 is its least for graphics that must be seen."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def delta_e(a: QColor, b: QColor) -> float:
    return math.dist(lab(a), lab(b))


def closest_pair(colours: Sequence[QColor]) -> float:
    """The smallest ΔE between any two of ``colours``."""
    return min(
        delta_e(colours[i], colours[j])
        for i in range(len(colours))
        for j in range(i + 1, len(colours))
    )


if __name__ == "__main__":
    for name in sys.argv[1:]:
        picture = QImage(name)
        for kind in MACHADO:
            simulate_image(picture, kind).save(name.removesuffix(".png") + f"-{kind}.png")
