"""The review's table marks the best move when it is a draw or a pass (the stock framed in
blue and a badge), and a draw played (the stock framed in gold); a placement found best
rings its tile in blue and puts no badge up. The line is drawn as large as the hand's last
line allows, centred, and takes only the room that line needs (the hands are not drawn
small under empty felt), so nothing moves while stepping through the hand."""

from __future__ import annotations

from PySide6.QtCore import Qt

from drawgame.engine import Draw, Pass, Place
from drawgame.ui.table.tile_item import FOCUS, GOLD

from ._reviewed import find_reviewed, open_review


def test_a_best_draw_or_pass_is_marked_on_the_table(qtbot):
    def wanted(decisions):
        draws = [
            d for d in decisions if isinstance(d.best, Draw) and not isinstance(d.played, Draw)
        ]
        placed = [d for d in decisions if isinstance(d.best, Place) and d.best != d.played]
        drew = [d for d in decisions if isinstance(d.played, Draw) and isinstance(d.best, Place)]
        return draws and placed and drew and decisions

    review, decisions = find_reviewed(qtbot, wanted)
    draws = [d for d in decisions if isinstance(d.best, Draw) and not isinstance(d.played, Draw)]
    review.jump_to(draws[0].turn)
    scene = review.scene
    assert scene.badge is not None and scene.badge.text() == "Best: draw"
    assert scene.stock_frame is not None and scene.stock_frame.pen().color() == FOCUS
    assert scene.stock_frame.pen().style() == Qt.PenStyle.DashLine
    # The badge is on the table, whole.
    assert scene.sceneRect().contains(scene.badge.sceneBoundingRect())
    # The tile played is ringed in gold; no tile is ringed in blue.
    assert [i.tile for i in scene.tile_items() if i.is_selected] == [draws[0].played.tile]
    assert not any(i.is_hinted for i in scene.tile_items())
    passes = [d for d in decisions if isinstance(d.best, Pass)]
    if passes:
        review.jump_to(passes[0].turn)
        assert scene.badge is not None and scene.badge.text() == "Best: pass"
    placed = next(d for d in decisions if isinstance(d.best, Place) and d.best != d.played)
    review.jump_to(placed.turn)
    assert scene.badge is None
    assert [i.tile for i in scene.tile_items() if i.is_hinted] == [placed.best.tile]
    drew = next(d for d in decisions if isinstance(d.played, Draw) and isinstance(d.best, Place))
    review.jump_to(drew.turn)
    assert scene.badge is None and scene.stock_frame.pen().color() == GOLD


def test_the_line_is_large_centred_and_holds_its_place_through_the_hand(qtbot):
    review = open_review(qtbot)
    scene = review.scene
    turns = len(review.record.hands[0].turns)

    def line_and_rows():
        count = len(scene.position.state.line.placements)
        items = scene.tile_items()
        return items[:count], items[count:]

    review.jump_to(1)  # nothing on the line yet
    _, rows = line_and_rows()
    opening = (scene.sceneRect(), [i.scenePos() for i in rows])
    review.jump_to(turns)  # the hand's last line
    line, rows = line_and_rows()
    assert line
    # Stepping through the hand moves nothing: the table is laid out for its last line.
    assert scene.sceneRect() == opening[0]
    assert {round(i.scenePos().y()) for i in rows} <= {round(at.y()) for at in opening[1]}
    # The line never runs into the hands, lies on the table whole, centred, and its tiles
    # are a good part of the hands' size (drawn for any line, they were a quarter of it).
    bounds = line[0].sceneBoundingRect()
    for item in line:
        bounds = bounds.united(item.sceneBoundingRect())
    assert bounds.bottom() < min(i.sceneBoundingRect().top() for i in rows)
    assert scene.sceneRect().contains(bounds)
    assert abs(bounds.center().x() - scene.sceneRect().center().x()) < 0.02 * bounds.width()
    assert line[0].unit() >= 0.33 * rows[0].unit()


def test_the_line_is_drawn_near_the_hands_size_at_1920(qtbot):
    """A first-time player: the review drew the line small on a mostly empty felt."""
    review = open_review(qtbot, size=(1920, 1040))
    scene = review.scene
    review.jump_to(len(review.record.hands[0].turns))
    count = len(scene.position.state.line.placements)
    items = scene.tile_items()
    line, hand = items[:count], items[count:]
    scale = review.view.transform().m22()
    # The line's tiles at least four fifths of the hands' (they were three quarters)...
    assert min(i.unit() for i in line) >= 0.8 * max(i.unit() for i in hand)
    # ... and as large on screen as the view allows them (54 px across here; they were 45).
    assert min(i.unit() for i in line) * scale >= 0.065 * review.view.height()
