"""The table answers (issue 30): a tile of the hand that fits no end, clicked or chosen with
Enter, gives a word in the status bar and shakes a little, as long as the animation speed
says (with animations off, the word only); and a hint to draw frames the stock until the
hint is gone."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, Qt
from PySide6.QtGui import QColor

from drawgame.engine import Tile
from drawgame.ui.table import themes
from drawgame.ui.table.feedback import is_shaking

from .test_table_gestures import click_scene, opening_line, position

#: Nothing in it but [0|3] fits the [3|4] opened.
HAND = "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]"


def shakes_and_settles(qtbot, item) -> None:
    """``item`` moves from side to side, then stands where it stood."""
    assert is_shaking(item)
    qtbot.waitUntil(lambda: abs(item.transform().dx()) > 0.02 * item.unit(), timeout=5000)
    assert item.transform().dy() == 0  # side to side only
    qtbot.waitUntil(lambda: not is_shaking(item), timeout=5000)
    assert item.transform().isIdentity()


def test_a_tile_that_fits_no_end_clicked_says_why_and_shakes(qtbot, window):
    position(window, HAND, opening_line())
    window.set_speed("normal")
    item = window.scene.tile_item(Tile(5, 6))
    home = item.scenePos()
    click_scene(qtbot, window, item.scenePos())
    assert window.statusBar().currentMessage() == "[5|6] does not fit: the ends show 3 and 4."
    shakes_and_settles(qtbot, item)
    assert item.scenePos() == home and window.controller.human_to_move()


def test_enter_on_a_tile_that_fits_no_end_shakes_it_too(qtbot, window):
    position(window, HAND, opening_line())
    window.set_speed("fast")
    view = window.table
    view.setFocus()
    hand = window.controller.match.hand.hand(0)
    for _ in range(hand.index(Tile(5, 6)) + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    item = window.scene.tile_item(Tile(5, 6))
    assert not is_shaking(item)  # moving the cursor onto it is no refusal
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert "does not fit" in window.statusBar().currentMessage()
    shakes_and_settles(qtbot, item)


def test_with_animations_off_the_tile_keeps_still_and_the_word_is_given(qtbot, window):
    position(window, HAND, opening_line())  # the window's tests run with animations off
    item = window.scene.tile_item(Tile(5, 6))
    click_scene(qtbot, window, item.scenePos())
    assert window.statusBar().currentMessage() == "[5|6] does not fit: the ends show 3 and 4."
    assert not is_shaking(item) and item.transform().isIdentity()


def focus_pixels(window) -> int:
    """How many pixels of the stock's card on screen are in the hint's colour."""
    view, stock = window.table, window.scene.stock_item
    area: QRect = view.mapFromScene(stock.sceneBoundingRect()).boundingRect()
    image = view.viewport().grab(area).toImage()
    focus = themes.current().focus
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if all(
            abs(a - b) < 30
            for a, b in zip(QColor(image.pixel(x, y)).getRgb()[:3], focus.getRgb()[:3], strict=True)
        )
    )


def test_a_hint_to_draw_frames_the_stock_until_the_player_draws(qtbot, window):
    # Nothing fits 3 or 4 and the stock has tiles: the hint can only say draw.
    position(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line())
    assert focus_pixels(window) == 0
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.stock_item.hinted, timeout=10000)
    assert focus_pixels(window) > 100  # a frame on screen, not a flag
    before = window.controller.match.hand.stock_size
    qtbot.keyClick(window.table, Qt.Key.Key_D)  # the player moves: the hint is gone
    assert window.controller.match.hand.stock_size == before - 1
    assert not window.scene.stock_item.hinted and focus_pixels(window) == 0


def test_a_hint_to_play_a_tile_leaves_the_stock_unmarked(qtbot, window):
    position(window, HAND, opening_line())
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.focused_tile == Tile(0, 3), timeout=10000)
    assert not window.scene.stock_item.hinted and focus_pixels(window) == 0


def ring_pixels(window, tile: Tile, colour: QColor) -> int:
    """How many pixels of ``colour`` lie around ``tile`` on screen, outside its face."""
    view, item = window.table, window.scene.tile_item(tile)
    outer: QRect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    scene_face = item.mapRectToScene(item.shape().boundingRect())
    face = view.viewportTransform().mapRect(scene_face)
    image = view.viewport().grab(outer).toImage()
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if not face.contains(QPointF(outer.left() + x + 0.5, outer.top() + y + 0.5))
        and all(
            abs(a - b) < 30
            for a, b in zip(
                QColor(image.pixel(x, y)).getRgb()[:3], colour.getRgb()[:3], strict=True
            )
        )
    )


def test_the_keyboard_cursor_is_its_own_ring_and_follows_its_tile(qtbot, window):
    """A new player took the cursor for the hint (both a cyan dashed frame) and saw it
    stay on a place in the hand after a draw, on another tile. In every look the cursor is
    a solid ring of its own colour, never the hint's; after a draw it goes to the tile
    drawn; it leaves with the tile played and is not on the hand at the next turn."""
    for look in ("classic", "dark", "contrast"):
        window.actions_.themes[look].trigger()
        theme = themes.current()
        assert theme.name == look and theme.cursor != theme.focus
        position(window, HAND, opening_line())
        window.table.setFocus()
        scene = window.scene
        qtbot.keyClick(window.table, Qt.Key.Key_Left)  # onto the hand's last tile
        on = scene.focused_tile
        assert on is not None
        assert ring_pixels(window, on, theme.cursor) > 40, look
        assert ring_pixels(window, on, theme.focus) == 0, look
        others = [t for t in window.controller.match.hand.hand(0) if t != on]
        assert all(ring_pixels(window, t, theme.cursor) == 0 for t in others[:2])
        # The hint frames its tile (dashed, the hint's colour), no ring of the cursor's.
        qtbot.keyClick(window.table, Qt.Key.Key_H)
        hinted = scene.tile_item(Tile(0, 3))
        qtbot.waitUntil(lambda h=hinted: h.is_hinted, timeout=10000)
        assert ring_pixels(window, Tile(0, 3), theme.focus) > 20, look
        assert ring_pixels(window, Tile(0, 3), theme.cursor) == 0, look
        assert not any(i.is_focused for i in scene.hand_items())
        # A draw: the cursor goes to the tile drawn, not to the place it was at.
        qtbot.keyClick(window.table, Qt.Key.Key_Left)
        on = scene.focused_tile
        before = set(window.controller.match.hand.hand(0))
        qtbot.keyClick(window.table, Qt.Key.Key_D)
        (drawn,) = set(window.controller.match.hand.hand(0)) - before
        assert scene.focused_tile == drawn and on != drawn
        assert [i.tile for i in scene.hand_items() if i.is_focused] == [drawn]
        # Played: the cursor leaves with its tile; at the next turn it is on no tile.
        while scene.focused_tile != Tile(0, 3):
            qtbot.keyClick(window.table, Qt.Key.Key_Right)
        window.controller.move_delay_ms = 0
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: Tile(0, 3) in window.controller.match.hand.line.tiles)
        assert scene.focused_tile is None
        assert not any(i.is_focused for i in scene.hand_items())
