"""The line keeps still (issue 20, item 5): a tile already down keeps its place in the line
when another is added, unless an arm runs out of room, and the hand's end moves nothing.
The line as a whole glides to the middle of its room as it grows (issue 30)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPointF

from drawgame.engine import Place, Tile
from drawgame.session.controller import MatchSetup
from drawgame.ui.table.table_scene import TABLE_HEIGHT


def line_positions(window) -> dict[Tile, QPointF]:
    return {item.tile: item.scenePos() for item in window.scene.line_items()}


def shape(spots: dict[Tile, QPointF]) -> dict[Tile, tuple[float, float]]:
    """Positions from the first tile's: the line's shape, wherever on the table it lies
    (the table changes shape when the summary comes up, and the line goes to its middle)."""
    first = next(iter(spots.values()))
    return {t: (round(p.x() - first.x(), 3), round(p.y() - first.y(), 3)) for t, p in spots.items()}


def fitted(window) -> bool:
    """The table has the view's shape (less the room kept under it for the hand's
    summary): every resize of the window has reached it."""
    viewport = window.table.viewport()
    if viewport.height() <= 0:
        return False
    height = window.table.table_height()
    shape = max(TABLE_HEIGHT, TABLE_HEIGHT * viewport.width() / height)
    return abs(window.scene.sceneRect().width() - shape) < 0.5


def summary_under_view(window) -> bool:
    summary, view = window.summary, window.table
    if summary is None or not summary.isVisible() or summary.height() <= 0:
        return False
    top = summary.mapToGlobal(summary.rect().topLeft()).y()
    bottom = view.mapToGlobal(view.rect().bottomLeft()).y()
    return bottom < top


def hand_over(window) -> bool:
    match = window.controller.match
    return match is not None and match.hand.outcome is not None


@pytest.mark.parametrize(("seed", "size"), [(3, (1280, 800)), (11, (1600, 700)), (29, (1900, 800))])
def test_earlier_tiles_stay_put_as_the_line_grows_and_at_the_hands_end(qtbot, window, seed, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: fitted(window))
    window.start_match(MatchSetup("Tester", ("greedy",), seed))
    snapshots: list[dict[Tile, QPointF]] = []
    while True:
        qtbot.waitUntil(lambda: window.controller.human_to_move() or hand_over(window))
        snapshots.append(line_positions(window))
        if hand_over(window):
            break
        view = window.controller.view
        assert view is not None
        places = [a for a in view.legal_actions if isinstance(a, Place)]
        assert window.controller.play(places[0] if places else view.legal_actions[0])
    assert len(snapshots[-1]) >= 6
    moves = 0
    for before, after in pairwise(snapshots):
        assert set(before) <= set(after)
        if not before:
            continue
        was, now = shape(before), shape({t: after[t] for t in before})
        if was != now:
            # A re-flow: the arm ran out of room, and the whole line was laid out anew.
            moves += 1
    assert moves <= 2, moves
    # The hand's end: the summary comes up under the table and the hands are shown.
    last = shape(snapshots[-1])
    qtbot.waitUntil(lambda: window.summary is not None)
    # Laid out again with the summary under the view, and the table took the view's shape.
    qtbot.waitUntil(lambda: summary_under_view(window) and fitted(window))
    assert shape(line_positions(window)) == last


def line_middle_off(window) -> float:
    """How far (screen pixels) the middle of the line's tiles lies from the middle of the
    table across, as the view shows them."""
    view = window.table
    box = None
    for item in window.scene.line_items():
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        box = rect if box is None else box.united(rect)
    assert box is not None
    return box.center().x() - view.viewport().width() / 2


def test_placed_tiles_stay_where_they_lie_unless_the_line_needs_room(qtbot, window):
    """Two first-time players saw the placed tiles slide at every move (the line glided
    to the table's middle after each: 51 px at 800×600, 115 px at 1920×1080). The opening
    tile is laid in the middle and the tiles down stay where they lie while the next one
    fits the table; when it does not, the line goes to the middle by a glide of the whole
    line (no tile jumps: at the glide's start every earlier tile is where it was)."""
    window.resize(1920, 1050)
    qtbot.waitUntil(lambda: fitted(window))
    window.start_match(MatchSetup("Tester", ("greedy",), 29))
    c = window.controller
    still = moved = 0
    for turn in range(40):
        qtbot.waitUntil(lambda: c.human_to_move() or hand_over(window))
        qtbot.waitUntil(lambda: not window.scene.animator.running)
        if hand_over(window):
            break
        places = [a for a in c.match.hand.legal_actions() if isinstance(a, Place)]
        # Always on the right end when it can: that arm grows the longer.
        right = [a for a in places if a.end.name == "RIGHT"]
        action = (right or places or c.match.hand.legal_actions())[0]
        before = line_positions(window)
        # Now and then with the glides on, at the speed chosen.
        window.set_speed("normal" if turn % 2 else "off", write_now=False)
        assert c.play(action)
        if turn % 2 and window.scene.animator.running:
            # The glide begins where the line was: no tile jumped.
            now = line_positions(window)
            assert all(now[t] == before[t] for t in before if t in now)
        window.set_speed("off", write_now=False)
        qtbot.waitUntil(lambda: c.human_to_move() or hand_over(window))
        qtbot.waitUntil(lambda: not window.scene.animator.running)
        if not before or hand_over(window):
            continue
        now = line_positions(window)
        if all(now[t] == before[t] for t in before):
            still += 1
        else:  # moved as a whole, to the middle
            assert shape({t: now[t] for t in before}) == shape(before)
            assert abs(line_middle_off(window)) <= 2, (turn, line_middle_off(window))
            moved += 1
    assert len(c.match.hand.line) >= 8
    assert still >= 3 * max(1, moved), (still, moved)


@pytest.mark.parametrize(("seed", "size"), [(5, (800, 600)), (11, (1366, 768))])
def test_a_resumed_hands_line_keeps_the_shape_it_had(qtbot, window, tmp_path, seed, size):
    """A first-time player's line was laid out anew, in another shape, when the match was
    resumed: grown tile by tile as it was played, it takes the shape it had (these deals
    lean or turn the line as it grows: laid out at once it took another shape)."""
    from drawgame.storage.settings import Settings
    from drawgame.ui.windows.main_window import MainWindow

    window.resize(*size)
    qtbot.waitUntil(lambda: fitted(window))
    window.start_match(MatchSetup("Tester", ("greedy",), seed))
    last = None
    while True:
        qtbot.waitUntil(lambda: window.controller.human_to_move() or hand_over(window))
        if hand_over(window):
            break
        view = window.controller.view
        # The hand as saved at the player's last turn, and the line's shape then.
        last = (window.controller.match, shape(line_positions(window)))
        places = [a for a in view.legal_actions if isinstance(a, Place)]
        assert window.controller.play(places[0] if places else view.legal_actions[0])
    assert last is not None
    match, before = last
    assert len(before) >= 12
    # The same match, resumed in a new window of the same size.
    again = MainWindow(Settings(tmp_path / "again.ini"))
    qtbot.addWidget(again)
    again.set_speed("off")
    again.resize(*size)
    again.show()
    qtbot.waitUntil(lambda: fitted(again))
    again.controller.resume(match)
    qtbot.waitUntil(lambda: len(again.scene.line_items()) == len(before))
    assert shape(line_positions(again)) == before
