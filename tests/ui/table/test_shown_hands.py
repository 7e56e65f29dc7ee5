"""An opponent's tiles, shown at a hand's end in its panel, are readable (issue 30: a
first-time player found them tiny): they lie crosswise, as large as the panel's room
allows. Sizes are taken as the screen shows them, through the real view."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF, QSize

from drawgame.session.controller import MatchSetup
from drawgame.ui.table.seat_panel import SeatPanel
from drawgame.ui.table.tile_item import TileItem

from .._events import deliver_posted_events
from .test_table_room import maximised


def shown_halves(window) -> list[float]:
    """The shorter side of each opponent's tile on the screen, face up in its panel (a
    half of the tile: its pips' square), in the view's pixels."""
    view = window.table
    sides = []
    for item in view.table_scene().items():
        if isinstance(item, TileItem) and isinstance(item.parentItem(), SeatPanel):
            if item.tile is None:
                continue
            u = item.unit()
            face = view.mapFromScene(item.mapRectToScene(QRectF(-u / 2, -u, u, 2 * u)))
            rect = face.boundingRect()
            sides.append(min(rect.width(), rect.height()))
    return sides


def hand_played_out(qtbot, window, opponents: int, seed: int) -> None:
    window.start_match(MatchSetup("", ("random",) * opponents, seed))
    c = window.controller
    rng = random.Random(seed)
    while c.match.hand.outcome is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.match.hand.outcome is None:
            c.play(rng.choice(c.match.hand.legal_actions()))
    qtbot.waitUntil(lambda: window.summary is not None)
    deliver_posted_events()


@pytest.mark.parametrize(
    ("screen", "opponents", "smallest"),
    [(QSize(800, 600), 3, 14), (QSize(1366, 768), 1, 20), (QSize(1920, 1080), 2, 28)],
)
def test_an_opponents_tiles_shown_at_the_hands_end_are_readable(
    qtbot, tmp_path, monkeypatch, screen, opponents, smallest
):
    window = maximised(qtbot, tmp_path, monkeypatch, screen)
    seen = []
    for seed in (1, 2, 3):
        hand_played_out(qtbot, window, opponents, seed)
        seen += shown_halves(window)
    assert len(seen) >= 3
    assert min(seen) >= smallest, sorted(seen)


@pytest.mark.parametrize(
    ("screen", "opponents"), [(QSize(1366, 768), 1), (QSize(1920, 1080), 2), (QSize(800, 600), 1)]
)
def test_where_the_table_has_room_shown_tiles_are_most_of_the_lines_size(
    qtbot, tmp_path, monkeypatch, screen, opponents
):
    """A first-time player found the tiles shown in an opponent's panel tiny beside the
    line's (a third of their size at 1920×1080): where the table has room the panel widens
    for them, and each is at least 60 % of a line tile's size."""
    window = maximised(qtbot, tmp_path, monkeypatch, screen)
    for seed in (1, 2, 3):
        hand_played_out(qtbot, window, opponents, seed)
        line_half = window.scene.line_unit * window.table.transform().m22()
        shown = shown_halves(window)
        assert not shown or min(shown) >= 0.6 * line_half, (sorted(shown), line_half, seed)
        window.summary_panel.next_button.click()
