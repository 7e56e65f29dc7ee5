"""Playing a tile with the mouse (click, marker, drag) and with the keyboard (issue 4)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from drawgame.engine import End, HandState, Match, Place, Tile
from drawgame.session.controller import MatchSetup


def tiles(text: str) -> list[Tile]:
    return [Tile.parse(t) for t in text.split()]


def position(window, hand: str, line: list[Place], current: int = 0) -> None:
    """Put the window's match in a hand-made position (two players, the player to move)."""
    everything = set(tiles(hand)) | {p.tile for p in line}
    from drawgame.engine import FULL_SET

    rest = [t for t in FULL_SET if t not in everything]
    opponent, stock = rest[:5], rest[5:]
    state = HandState.from_tiles(
        [tiles(hand), opponent], stock, opener=1, line=line, current=current
    )
    window.start_match(MatchSetup("Tester", ("greedy",), 1))
    window.controller.resume(Match.from_hand(state))


def click_scene(qtbot, window, point: QPointF) -> None:
    view = window.table
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def opening_line() -> list[Place]:
    # [3|4] opened: ends 3 (left) and 4 (right).
    return [Place(Tile(3, 4), End.LEFT)]


def test_a_tile_that_fits_one_end_plays_when_clicked(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    item = window.scene.tile_item(Tile(0, 3))
    assert not item.is_dimmed
    assert window.scene.tile_item(Tile(5, 6)).is_dimmed  # fits neither end
    click_scene(qtbot, window, item.scenePos())
    line = window.controller.match.hand.line
    assert line.tiles[-1] == Tile(0, 3) and line.ends == (0, 4)


def test_a_tile_that_fits_both_ends_shows_two_markers(qtbot, window):
    position(
        window,
        "[4|6] [1|1] [5|5] [2|2] [0|0] [1|2]",
        [Place(Tile(3, 4), End.LEFT), Place(Tile(3, 6), End.LEFT)],
    )
    # Ends are 6 and 4: [4|6] fits both, and the two choices differ.
    item = window.scene.tile_item(Tile(4, 6))
    click_scene(qtbot, window, item.scenePos())
    assert window.controller.human_to_move()  # not played yet: the player must choose
    markers = window.scene.markers()
    assert sorted(m.end.value for m in markers) == ["left", "right"]
    right = next(m for m in markers if m.end is End.RIGHT)
    click_scene(qtbot, window, right.rect().center())
    hand = window.controller.match.hand
    assert hand.line.placements[-1].end is End.RIGHT and hand.ends == (6, 6)


def drag(qtbot, window, tile: Tile, end: End) -> None:
    """Drag ``tile`` from the hand onto the marker of ``end``, as a player's mouse does."""
    scene, view = window.scene, window.table
    item = scene.tile_item(tile)
    target = scene.marker_rect(tile, end).center()
    viewport = view.viewport()
    start = view.mapFromScene(item.scenePos())
    end = view.mapFromScene(target)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 11):
        point = start + (end - start) * step / 10
        event = QMouseEvent(
            QMouseEvent.Type.MouseMove,
            QPointF(point),
            viewport.mapToGlobal(QPointF(point)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(viewport, event)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def test_dragging_a_tile_onto_a_marker_plays_it(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    drag(qtbot, window, Tile(0, 3), End.LEFT)
    assert window.controller.match.hand.line.tiles[-1] == Tile(0, 3)


def test_a_drag_that_misses_puts_the_tile_back(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    scene, view = window.scene, window.table
    item = scene.tile_item(Tile(0, 3))
    home = QPointF(item.scenePos())
    viewport = view.viewport()
    start = view.mapFromScene(item.scenePos())
    far = view.mapFromScene(QPointF(40, 300))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        point = start + (far - start) * step / 5
        QApplication.sendEvent(
            viewport,
            QMouseEvent(
                QMouseEvent.Type.MouseMove,
                QPointF(point),
                viewport.mapToGlobal(QPointF(point)),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=far)
    assert window.controller.human_to_move()
    assert len(window.controller.match.hand.line) == 1
    assert scene.tile_item(Tile(0, 3)).scenePos() == home
    # And says where to drop it (a first-time player's drag off the ends "did nothing").
    assert window.statusBar().currentMessage() == "Drop [0|3] on a lit end to play it."


def test_keyboard_picks_a_tile_and_an_end_and_plays(qtbot, window):
    position(
        window,
        "[3|3] [1|1] [5|6] [2|2] [0|0] [1|2]",
        [
            Place(Tile(3, 4), End.LEFT),
            Place(Tile(4, 4), End.RIGHT),
            Place(Tile(3, 6), End.LEFT),
            Place(Tile(4, 6), End.RIGHT),
        ],
    )
    view = window.table
    view.setFocus()
    hand = window.controller.match.hand.hand(0)
    target = hand.index(Tile(5, 6))
    for _ in range(target + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert window.scene.focused_tile == Tile(5, 6)
    assert window.scene.tile_item(Tile(5, 6)).is_focused
    chosen = [m for m in window.scene.markers() if m.chosen]
    assert [m.end for m in chosen] == [End.LEFT]
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert [m.end for m in window.scene.markers() if m.chosen] == [End.RIGHT]
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.controller.match.hand.line.placements[-1].end is End.RIGHT


def test_d_draws_and_p_passes_only_when_the_rules_allow(qtbot, window):
    position(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line())
    # Nothing fits 3 or 4: drawing is the only move; Pass is off with a reason.
    assert window.draw_button.isEnabled() and not window.pass_button.isEnabled()
    assert "pass" in window.pass_button.toolTip().lower()
    before = window.controller.match.hand.stock_size
    qtbot.keyClick(window.table, Qt.Key.Key_D)
    assert window.controller.match.hand.stock_size == before - 1
    turns = len(window.controller.match.hand.history)
    qtbot.keyClick(window.table, Qt.Key.Key_P)  # not allowed while drawing is
    assert len(window.controller.match.hand.history) == turns


def move_through(viewport, start, end, steps: int) -> None:
    """Mouse moves with the left button held, from ``start`` towards ``end``."""
    for step in range(1, steps + 1):
        point = start + (end - start) * step / steps
        QApplication.sendEvent(
            viewport,
            QMouseEvent(
                QMouseEvent.Type.MouseMove,
                QPointF(point),
                viewport.mapToGlobal(QPointF(point)),
                Qt.MouseButton.NoButton,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
            ),
        )


def test_dragging_a_tile_lights_its_drop_markers(qtbot, window):
    """Issue 20: while a tile is dragged the ends where it may go are lit, the one under the
    pointer highlighted; released away from them, they go."""
    # A double opens: [0|3] fits both ends.
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", [Place(Tile(3, 3), End.LEFT)])
    scene, view = window.scene, window.table
    assert scene.markers() == []
    item = scene.tile_item(Tile(0, 3))
    viewport = view.viewport()
    start = view.mapFromScene(item.scenePos())
    right = view.mapFromScene(scene.marker_rect(Tile(0, 3), End.RIGHT).center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    move_through(viewport, start, start + (right - start) * 0.2, 2)
    lit = scene.markers()
    assert sorted(m.end.name for m in lit) == ["LEFT", "RIGHT"]
    assert all(m.isVisible() for m in lit)
    assert not any(m.chosen for m in lit)  # far from both yet
    move_through(viewport, start + (right - start) * 0.2, right, 8)
    assert [m.end for m in scene.markers() if m.chosen] == [End.RIGHT]
    far = view.mapFromScene(QPointF(40, 300))
    move_through(viewport, right, far, 5)
    assert not any(m.chosen for m in scene.markers())
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=far)
    assert scene.markers() == []
    assert len(window.controller.match.hand.line) == 1


def test_a_click_plays_a_tile_on_two_same_ends_where_its_chosen_marker_stood(qtbot, window):
    # Ends 6 and 6: [5|6] fits both alike. Picked with the keys (as the hint picks it), its
    # chosen marker stands on one end: a click on the tile plays it there, not on the
    # shorter arm (a first-time player saw the hint's marker on one end and the tile go to
    # the other).
    line = [
        Place(Tile(3, 4), End.LEFT),
        Place(Tile(4, 4), End.RIGHT),
        Place(Tile(3, 6), End.LEFT),
        Place(Tile(4, 6), End.RIGHT),
    ]
    for keys, end in (((), End.LEFT), ((Qt.Key.Key_Down,), End.RIGHT)):
        position(window, "[3|3] [1|1] [5|6] [2|2] [0|0] [1|2]", line)
        view = window.table
        view.setFocus()
        hand = window.controller.match.hand.hand(0)
        for _ in range(hand.index(Tile(5, 6)) + 1):
            qtbot.keyClick(view, Qt.Key.Key_Right)
        for key in keys:
            qtbot.keyClick(view, key)
        assert [m.end for m in window.scene.markers() if m.chosen] == [end]
        click_scene(qtbot, window, window.scene.tile_item(Tile(5, 6)).scenePos())
        last = window.controller.match.hand.line.placements[-1]
        assert (last.tile, last.end) == (Tile(5, 6), end)
    # Not picked before: the click plays it on the shorter arm (here the left one, as
    # long as the right).
    position(window, "[3|3] [1|1] [5|6] [2|2] [0|0] [1|2]", line)
    click_scene(qtbot, window, window.scene.tile_item(Tile(5, 6)).scenePos())
    assert window.controller.match.hand.line.placements[-1].tile == Tile(5, 6)
