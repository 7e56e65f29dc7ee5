"""The move log wraps its lines to its width, also when it comes back after being closed
(its lines had kept the wrapping of another width: cut off at the right, with a
horizontal scroll bar)."""

from __future__ import annotations

from drawgame.session.controller import MatchSetup


def lines_fit(view) -> bool:
    model = view.model()
    width = view.viewport().width()
    rects = [view.visualRect(model.index(row, 0)) for row in range(model.rowCount())]
    return view.horizontalScrollBar().maximum() == 0 and all(r.right() <= width for r in rects)


def play_moves(qtbot, window, moves: int) -> None:
    model = window.log_view.model()
    for _ in range(moves):
        qtbot.waitUntil(window.controller.human_to_move)
        logged = model.rowCount()
        window.controller.play(window.controller.match.hand.legal_actions()[0])
        qtbot.waitUntil(lambda n=logged: model.rowCount() > n)  # logged, also with the log closed


def test_the_log_wraps_to_its_width_when_it_comes_back(qtbot, window):
    window.showMaximized()
    window.controller.new_match(MatchSetup("", ("greedy",) * 3, 3))
    play_moves(qtbot, window, 2)
    view = window.log_view
    qtbot.waitUntil(lambda: lines_fit(view))
    window.log_dock.close()
    qtbot.waitUntil(lambda: not view.isVisible())
    play_moves(qtbot, window, 2)  # lines logged while it is closed
    window.log_dock.toggleViewAction().trigger()
    qtbot.waitUntil(view.isVisible)
    qtbot.waitUntil(lambda: lines_fit(view), timeout=2000)
    window.showNormal()
    window.resize(800, 600)
    qtbot.waitUntil(lambda: lines_fit(view), timeout=2000)
