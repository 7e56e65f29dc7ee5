"""A change of state reaches the screen once: the table is redrawn once when a computer
seat starts thinking and once when its move lands (its thinking ends with the move, not in
a redraw of its own), and a click on a tile is checked by the rules once."""

from __future__ import annotations

from drawgame.engine import End, HandState, Tile
from drawgame.session.controller import MatchSetup

from ..table.test_table_gestures import click_scene, opening_line, position


def test_each_change_of_state_redraws_the_table_once(qtbot, window, monkeypatch):
    c = window.controller
    drawn = []
    show_state = window.scene.show_state

    def counting(state, *args, **kwargs):
        drawn.append(state)
        return show_state(state, *args, **kwargs)

    monkeypatch.setattr(window.scene, "show_state", counting)
    changes = []
    c.changed.connect(lambda: changes.append("changed"))
    c.thinking.connect(lambda seat: changes.append("thinking") if seat >= 0 else None)
    moves = []
    c.turnLogged.connect(lambda entry: moves.append(entry) if entry.seat > 0 else None)
    window.start_match(MatchSetup("Tester", ("greedy", "greedy"), 7))
    drawn.clear()
    changes.clear()
    hands = c.match.hand_number
    while c.match.hand_number == hands and c.match.hand.outcome is None:
        qtbot.waitUntil(lambda: c.human_to_move() or c.match.hand.outcome is not None)
        if c.human_to_move():
            c.play(c.view.legal_actions[0])
    assert len(moves) >= 3  # the computer seats moved, each its own turn
    # One redraw per change: a seat starts thinking, a move lands; nothing else.
    assert len(drawn) == len(changes)
    # Drawn when its move lands, the seat that moved is no longer shown thinking.
    after_moves = [s for s, w in zip(drawn, changes, strict=True) if w == "changed"]
    assert all(not any(seat.thinking for seat in state.seats) for state in after_moves)


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
