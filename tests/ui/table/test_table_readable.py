"""Issue 20: the table stays readable at 800×600. The scene is drawn at a fixed height and
scaled down to the window, so its texts grow as the view shrinks it: none shows under 9
points on screen, during a hand or at its end (the summary under the table), in any
language."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSize

from drawgame.session.controller import MatchSetup
from drawgame.ui.table.seat_panel import SeatPanel
from drawgame.ui.table.text_size import SMALLEST_POINTS, keep_parts, smallest_px

from .._events import deliver_posted_events
from .._windows import window_on_screen

SCREEN = QSize(800, 600)


def on_screen(window) -> list[tuple[str, float]]:
    """Every text on the table with its size in points on the screen."""
    view = window.table
    scale = view.transform().m22()
    dpi = view.logicalDpiY()
    return [(text, px * scale * 72 / dpi) for text, px in view.table_scene().texts()]


def small(window) -> list[tuple[str, float]]:
    return [(t, round(p, 2)) for t, p in on_screen(window) if p < SMALLEST_POINTS - 0.01]


@pytest.fixture
def small_window(qtbot, tmp_path, monkeypatch):
    w = window_on_screen(qtbot, tmp_path, monkeypatch, SCREEN)
    yield w
    w.set_language("en")
    w.close()


def play_to_the_end(qtbot, window) -> None:
    c = window.controller
    rng = random.Random(4)
    for _ in range(400):
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is not None:
            break
        c.play(rng.choice(c.match.hand.legal_actions()))
    qtbot.waitUntil(lambda: window.summary is not None)
    deliver_posted_events()


@pytest.mark.slow  # starts the bot process (hints, the tutor, the hard player)
@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_no_text_on_the_table_under_9_points_at_800x600(code, qtbot, small_window):
    w = small_window
    w.set_language(code)
    # Four players, the player nameless: the most panels and the longest names.
    w.start_match(MatchSetup("", ("easy", "medium", "hard"), 7))
    qtbot.waitUntil(w.controller.human_to_move, timeout=10000)
    deliver_posted_events()
    texts = on_screen(w)
    # The panels' names and details, the stock's two labels, the banner, the player's own.
    assert len(texts) >= 10, texts
    assert w.table.transform().m22() < 0.7  # the scene really is drawn smaller than made
    assert small(w) == []
    play_to_the_end(qtbot, w)
    assert w.summary_panel.isVisible()
    assert small(w) == []
    scene = w.table.table_scene()
    panels = [i for i in scene.items() if isinstance(i, SeatPanel)]
    assert len(panels) == 3
    # The panels grew for their texts and stay within the table's top band.
    assert all(p.sceneBoundingRect().bottom() < scene.line_region().top() for p in panels)


def test_the_texts_grow_only_as_far_as_the_scale_needs(qtbot, window):
    """12 px on screen at 96 dpi is 9 pt: at a scale of 0.357 the scene's texts are at least
    34 px; drawn at full size, nothing grows past its designed size."""
    assert smallest_px(0.357, 96) == 34
    assert smallest_px(1.0, 96) == 12
    window.start_match(MatchSetup("Tester", ("greedy",), 1))
    qtbot.waitUntil(window.controller.human_to_move, timeout=10000)
    scene = window.table.table_scene()
    scene.set_view_scale(1.0, 96)
    assert ("never drawn", 15) in scene.stock_item.texts()
    scene.set_view_scale(0.5, 96)
    assert ("never drawn", 24) in scene.stock_item.texts()


def test_a_seats_detail_breaks_only_between_its_parts():
    assert keep_parts("hard · 6 tiles · 23 points") == (
        "hard\u00a0· 6\u00a0tiles\u00a0· 23\u00a0points"
    )


@pytest.mark.parametrize("code", ["en", "tr", "id"])
@pytest.mark.parametrize("scale", [1.0, 0.5, 0.357])
def test_the_stocks_label_keeps_clear_of_the_cards_edges(qtbot, window, code, scale):
    """The X11 playthrough at 800×600: "tidak pernah diambil" touched the stock card's
    right edge. The label stays as far inside the card as its title."""
    from drawgame.ui.table.text_size import font, natural_width

    window.set_language(code)
    window.start_match(MatchSetup("Tester", ("greedy",), 1))
    qtbot.waitUntil(window.controller.human_to_move, timeout=10000)
    stock = window.table.table_scene().stock_item
    window.table.table_scene().set_view_scale(scale, 96)
    card = stock.boundingRect()
    box = stock.label_box()
    label, px = stock.texts()[1]
    assert box.left() >= card.left() + 10 and box.right() <= card.right() - 10, (box, card)
    assert natural_width(label, font(px)) <= box.width() + 1 or "\n" in label or " " in label
    window.set_language("en")


def test_the_stocks_label_wraps_rather_than_widen_the_card(qtbot, window):
    """At 800×600 with four players in Indonesian, "tidak pernah diambil" on one line made
    the stock's card wider than its title ("Tumpukan sisa: 4"), and the card's width is
    taken from each side of the hand: the hand's tiles were 6% smaller. It wraps."""
    from drawgame.ui.table.text_size import font, natural_width

    window.set_language("id")
    window.start_match(MatchSetup("Tester", ("greedy",) * 3, 1))
    qtbot.waitUntil(lambda: window.controller.match is not None, timeout=10000)
    scene = window.table.table_scene()
    scene.set_view_scale(0.357, 96)
    stock = scene.stock_item
    (title, title_px), (label, px) = stock.texts()
    assert natural_width(label, font(px)) > natural_width(title, font(title_px, bold=True))
    card, box = stock.boundingRect(), stock.label_box()
    assert card.width() <= max(260, natural_width(title, font(title_px, bold=True)) + 24) + 1
    assert box.height() >= 1.8 * font(px).pixelSize()  # two lines
    assert box.left() >= card.left() + 10 and box.right() <= card.right() - 10
    assert box.bottom() <= card.bottom()
    window.set_language("en")
