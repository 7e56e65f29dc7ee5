"""The review's table marks the best move when it is a draw or a pass (the stock framed in
blue and a badge), and a draw played (the stock framed in gold); a placement found best
rings its tile in blue and puts no badge up. The line takes only the room it needs, so the
hands are not drawn small under empty felt."""

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
    assert not any(i.is_focused for i in scene.tile_items())
    passes = [d for d in decisions if isinstance(d.best, Pass)]
    if passes:
        review.jump_to(passes[0].turn)
        assert scene.badge is not None and scene.badge.text() == "Best: pass"
    placed = next(d for d in decisions if isinstance(d.best, Place) and d.best != d.played)
    review.jump_to(placed.turn)
    assert scene.badge is None
    assert [i.tile for i in scene.tile_items() if i.is_focused] == [placed.best.tile]
    drew = next(d for d in decisions if isinstance(d.played, Draw) and isinstance(d.best, Place))
    review.jump_to(drew.turn)
    assert scene.badge is None and scene.stock_frame.pen().color() == GOLD


def test_the_hands_take_the_room_an_empty_or_short_line_leaves(qtbot):
    review = open_review(qtbot)
    scene = review.scene
    turns = len(review.record.hands[0].turns)

    def rows_top() -> float:
        line = {id(i) for i in scene.tile_items()[: len(scene.position.state.line.placements)]}
        return min(i.sceneBoundingRect().top() for i in scene.tile_items() if id(i) not in line)

    def line_bottom() -> float:
        count = len(scene.position.state.line.placements)
        return max((i.sceneBoundingRect().bottom() for i in scene.tile_items()[:count]), default=0)

    review.jump_to(1)  # nothing on the line yet
    assert rows_top() < scene.sceneRect().height() * 0.35
    opening_height = scene.sceneRect().height()
    review.jump_to(turns)  # the longest line of the hand
    assert scene.position.state.line.placements
    # The line never runs into the hands, and is on the table whole.
    assert line_bottom() < rows_top()
    assert all(scene.sceneRect().contains(i.sceneBoundingRect()) for i in scene.tile_items())
    assert scene.sceneRect().height() >= opening_height
