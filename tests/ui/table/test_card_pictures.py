"""The panels' cards keep their pictures (issue 30): a seat's panel whose words change
(every move) copies its card instead of filling a large rounded rectangle again, which
made the first frame of each glide the longest at 3840x2160; the copy is the card."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from drawgame.ui.table import panel_style, themes

CARD = QRectF(4, 4, 372, 142)


def painted(scale: float, cached: bool) -> QImage:
    image = QImage(round(380 * scale), round(150 * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f7a4f"))
    painter = QPainter(image)
    painter.scale(scale, scale)
    if cached:
        panel_style.paint_card(painter, CARD, "", QRectF(), 20)
    else:
        panel_style._draw_card(painter, CARD, False, 0)
    painter.end()
    return image


def test_a_card_is_filled_once_per_size_and_look(qtbot, monkeypatch):
    fills: list[QRectF] = []
    real = panel_style._draw_card
    monkeypatch.setattr(
        panel_style, "_draw_card", lambda p, c, h, s: fills.append(c) or real(p, c, h, s)
    )
    for _ in range(3):
        painted(2.0, cached=True)
    assert len(fills) == 1
    themes.choose("contrast")
    try:
        painted(2.0, cached=True)
        assert len(fills) == 2  # another look: its own card
    finally:
        themes.choose("classic")


def card_box(image: QImage) -> tuple[int, int, int, int]:
    """The first and last column and row where the card's edge shows on the felt."""
    felt = image.pixel(0, 0)
    xs = [x for x in range(image.width()) if image.pixel(x, image.height() // 2) != felt]
    ys = [y for y in range(image.height()) if image.pixel(image.width() // 2, y) != felt]
    return xs[0], xs[-1], ys[0], ys[-1]


def test_the_copied_card_is_the_card_as_painted(qtbot):
    for scale in (1.0, 1.6, 2.0):
        copy, direct = painted(scale, cached=True), painted(scale, cached=False)
        # Inside the edge and its rounded corners every pixel is the same but for a level
        # of colour (the translucent fill blended twice); along the edge the antialiasing
        # may differ by the copy's placement on whole pixels.
        inner = round(20 * scale)
        for y in range(inner, copy.height() - inner, 3):
            for x in range(inner, copy.width() - inner, 3):
                a, b = copy.pixelColor(x, y), direct.pixelColor(x, y)
                assert abs(a.red() - b.red()) <= 1, (scale, x, y)
                assert abs(a.green() - b.green()) <= 1 and abs(a.blue() - b.blue()) <= 1
        # Where the direct paint has it, to a pixel.
        for mine, theirs in zip(card_box(copy), card_box(direct), strict=True):
            assert abs(mine - theirs) <= 1, (scale, card_box(copy), card_box(direct))
