"""A change of state reaches the screen once: the table is redrawn once when a computer
seat starts thinking and once when its move lands (its thinking ends with the move, not in
a redraw of its own), once for the next hand's deal, and a click on a tile is checked by
the rules once."""

from __future__ import annotations

from PySide6.QtCore import Qt

from drawgame.engine import End, HandState, Tile
from drawgame.session.controller import MatchSetup

from ..table.test_table_gestures import click_scene, opening_line, position


def count_redraws(window, monkeypatch) -> list:
    """Every state the table is asked to show, from now on."""
    drawn = []
    show_state = window.scene.show_state

    def counting(state, *args, **kwargs):
        drawn.append(state)
        return show_state(state, *args, **kwargs)

    monkeypatch.setattr(window.scene, "show_state", counting)
    return drawn


def play_the_hand(qtbot, window) -> None:
    c = window.controller
    while c.match.hand.outcome is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.human_to_move():
            c.play(c.view.legal_actions[0])
    qtbot.waitUntil(lambda: window.summary is not None)


def test_each_change_of_state_redraws_the_table_once(qtbot, window, monkeypatch):
    c = window.controller
    drawn = count_redraws(window, monkeypatch)
    changes = []
    c.changed.connect(lambda: changes.append("changed"))
    c.thinking.connect(lambda seat: changes.append("thinking") if seat >= 0 else None)
    moves = []
    c.turnLogged.connect(lambda entry: moves.append(entry) if entry.seat > 0 else None)
    # Counted up to the hand's end: then the window has its own change to show (the
    # summary under the table).
    at_end = []
    c.handEnded.connect(lambda _outcome: at_end.append((len(drawn), len(changes))))
    window.start_match(MatchSetup("Tester", ("greedy", "greedy"), 7))
    play_the_hand(qtbot, window)
    assert len(moves) >= 3  # the computer seats moved, each its own turn
    # One redraw per change: a seat starts thinking, a move lands; nothing else.
    assert len(at_end) == 1
    redraws, told = at_end[0]
    assert redraws == told
    # Drawn when its move lands, the seat that moved is no longer shown thinking.
    pairs = zip(drawn[:redraws], changes[:told], strict=True)
    after_moves = [state for state, change in pairs if change == "changed"]
    assert all(not any(seat.thinking for seat in state.seats) for state in after_moves)


def test_the_next_hand_is_drawn_once(qtbot, window, monkeypatch):
    c = window.controller
    window.start_match(MatchSetup("Tester", ("greedy",), 7))
    play_the_hand(qtbot, window)
    assert c.match.result is None  # seed 7's first hand does not end the match
    c.move_delay_ms = 60_000  # the computer waits: only the deal counts
    drawn = count_redraws(window, monkeypatch)
    qtbot.mouseClick(window.summary.next_button, Qt.MouseButton.LeftButton)
    assert c.match.hand_number == 2 and c.match.hand.line.tiles == ()
    assert len(drawn) == 1


def test_a_click_on_a_tile_is_checked_by_the_rules_once(qtbot, window, monkeypatch):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    window.controller.move_delay_ms = 60_000  # the opponent waits: only the click counts
    checks = []
    for name in ("apply", "why_illegal"):
        real = getattr(HandState, name)

        def spy(self, action, _real=real, _name=name):
            checks.append(_name)
            return _real(self, action)

        monkeypatch.setattr(HandState, name, spy)
    click_scene(qtbot, window, window.scene.tile_item(Tile(0, 3)).scenePos())
    last = window.controller.match.hand.line.placements[-1]
    assert (last.tile, last.end) == (Tile(0, 3), End.LEFT)
    assert checks == ["apply"]
