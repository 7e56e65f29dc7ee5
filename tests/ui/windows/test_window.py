"""Whole matches played through the window: clicks on the real tile items, markers and
buttons, never the engine, for the player's seat (issue 4)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt

from drawgame.engine import DRAW, PASS, Place
from drawgame.session.controller import MatchSetup


def click_scene(qtbot, window, point: QPointF) -> None:
    view = window.table
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def wait_for_player(qtbot, window) -> None:
    qtbot.waitUntil(
        lambda: (
            window.controller.human_to_move()
            or window.summary is not None
            or window.match_end is not None
        ),
        timeout=20000,
    )


def diagnose(window, item) -> str:
    """What the table showed when a lit tile that was clicked neither played nor showed
    where it can go (seen once on another machine, never here)."""
    scene, view = window.scene, window.table
    at = view.mapFromScene(item.scenePos())
    under = [type(i).__name__ for i in view.items(at)]
    state = scene.state
    return (
        "a lit tile that did not play must show where it can go: "
        f"tile {item.tile}, click {at.x()},{at.y()} in a {view.viewport().width()}x"
        f"{view.viewport().height()} viewport, items there {under}, interactive "
        f"{state.interactive}, hand {[str(t) for t in state.view.hand]}, ends "
        f"{state.view.ends}, options {scene.options(item.tile)}, pending "
        f"{window.controller.move_pending}, auto pass {window.controller.auto_pass_pending}, "
        f"status {window.statusBar().currentMessage()!r}"
    )


def take_turn(qtbot, window, rng: random.Random) -> None:
    """Act as a player would, from what the table shows: a lit tile, a marker, a button."""
    scene = window.scene
    lit = [item for item in scene.hand_items() if not item.is_dimmed]
    if lit and (not window.draw_button.isEnabled() or rng.random() < 0.9):
        item = rng.choice(lit)
        before = len(scene.state.view.hand)
        click_scene(qtbot, window, item.scenePos())
        if window.controller.human_to_move() and len(scene.state.view.hand) == before:
            markers = scene.markers()
            assert markers, diagnose(window, item)
            marker = rng.choice(markers)
            click_scene(qtbot, window, marker.rect().center())
            assert not window.controller.human_to_move() or len(scene.state.view.hand) < before, (
                f"a click on the marker of the {marker.end.name} end did not play: "
                + diagnose(window, item)
            )
    elif window.draw_button.isEnabled():
        qtbot.mouseClick(window.draw_button, Qt.MouseButton.LeftButton)
    else:
        assert window.pass_button.isEnabled(), "the player must always have something to do"
        qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)


def check_buttons(window) -> None:
    legal = window.controller.match.hand.legal_actions()
    assert window.draw_button.isEnabled() == (DRAW in legal)
    assert window.pass_button.isEnabled() == (PASS in legal)
    lit = {item.tile for item in window.scene.hand_items() if not item.is_dimmed}
    assert lit == {a.tile for a in legal if isinstance(a, Place)}


def play_match(qtbot, window, opponents: tuple[str, ...], seed: int) -> None:
    window.start_match(MatchSetup("Tester", opponents, seed))
    rng = random.Random(seed)
    hands_seen = 0
    for _ in range(5000):
        wait_for_player(qtbot, window)
        if window.match_end is not None:
            break
        if window.summary is not None:
            hands_seen += 1
            summary = window.summary
            match = window.controller.match
            totals = [summary.table.item(r, 4).text() for r in range(match.players)]
            assert totals == [str(s) for s in match.scores]
            qtbot.mouseClick(summary.next_button, Qt.MouseButton.LeftButton)
            continue
        check_buttons(window)
        take_turn(qtbot, window, rng)
    else:
        pytest.fail("the match did not end")
    match = window.controller.match
    assert match.result is not None
    assert hands_seen == match.hand_number
    dialog = window.match_end
    shown = {
        dialog.table.item(r, 0).text(): int(dialog.table.item(r, 1).text())
        for r in range(match.players)
    }
    names = window.seat_names()
    assert shown == {names[s]: match.scores[s] for s in range(match.players)}
    # The score sheet's total row agrees with the engine too.
    model = window.score_model
    totals = [int(model.data(model.index(model.rowCount() - 1, s))) for s in range(match.players)]
    assert totals == list(match.scores)
    assert model.rowCount() == match.hand_number + 1
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)


@pytest.mark.slow
def test_a_two_player_match_through_the_window(qtbot, window):
    play_match(qtbot, window, ("greedy",), seed=11)


@pytest.mark.slow
def test_a_four_player_match_through_the_window(qtbot, window):
    play_match(qtbot, window, ("greedy", "random", "greedy"), seed=12)
