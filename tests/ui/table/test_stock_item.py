"""The stock shows the match's own protected tiles (R8): as many as its rules protect."""

from __future__ import annotations

from drawgame.engine import Rules
from drawgame.session.setup import MatchSetup
from drawgame.ui.table.tile_item import TileItem


def protected_shown(window) -> int:
    """The tiles in the stock's enclosure on the right: the ones never drawn."""
    stock = window.scene.stock_item
    tiles = [item for item in stock.childItems() if isinstance(item, TileItem)]
    right = stock.boundingRect().width() - 84
    return sum(1 for item in tiles if item.isVisible() and item.x() >= right)


def test_a_match_that_protects_other_tiles_shows_that_many(qtbot, window) -> None:
    window.start_match(MatchSetup("", ("easy",), 3))
    qtbot.waitUntil(lambda: window.scene.stock_item.size == 14, timeout=5000)
    assert protected_shown(window) == 2
    window.start_match(MatchSetup("", ("easy",), 3, Rules(2, 7, 5, 100)))
    qtbot.waitUntil(lambda: protected_shown(window) == 5, timeout=5000)
    window.start_match(MatchSetup("", ("easy",), 3, Rules(2, 7, 0, 100)))
    qtbot.waitUntil(lambda: protected_shown(window) == 0, timeout=5000)
