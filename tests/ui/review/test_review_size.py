"""The review window's size (a new player's report: it stayed 1180×800 on 1920×1080, its
graph 110 pixels tall, and at 800×600 its tiles were about 14 pixels): a share of the
screen as the main window takes, the size the player gives it kept for the next one, the
board, the graph and the table of candidates growing with it; at 800×600 the board takes
the window's width over the tabs and its tiles are readable."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QScrollArea

from drawgame.storage.settings import Settings
from drawgame.ui.kit import screen_fit
from drawgame.ui.review.review_window import ReviewWindow

from .._events import deliver_posted_events
from ._reviewed import BUDGET, record


def _open(qtbot, settings: Settings | None = None) -> ReviewWindow:
    window = ReviewWindow(record(), 1, 0, budget=BUDGET, settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.running, timeout=60000)
    deliver_posted_events()
    return window


def _tile_px(window: ReviewWindow) -> list[float]:
    scale = window.view.transform().m22()
    return [item.unit() * scale for item in window.scene.tile_items()]


def test_on_a_large_screen_it_opens_large_and_keeps_the_size_it_is_given(
    qtbot, monkeypatch, tmp_path
):
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: QRect(0, 0, 1920, 1050))
    settings = Settings(tmp_path / "settings.json")
    window = _open(qtbot, settings)
    room = QSize(1920, 1050) - screen_fit.FRAME
    assert window.width() >= 0.85 * room.width() and window.height() >= 0.85 * room.height()
    assert window.width() <= room.width() and window.height() <= room.height()
    assert not window.compact
    # What grows with it: the board (its tiles), the graph, the table of candidates.
    assert window.graph.height() >= 170
    first = min(_tile_px(window))
    decision = next(d for d in window.review().decisions if d.seat == 0 and len(d.candidates) > 2)
    window.jump_to(decision.turn)
    table = window.decision_panel.candidates
    assert table.isVisible() and table.height() >= 300
    assert window.tabs.width() >= 420
    # The player makes it smaller: the next review window opens at that size.
    window.resize(1500, 880)
    deliver_posted_events()
    assert min(_tile_px(window)) < first
    window.close()
    again = _open(qtbot, settings)
    assert again.size() == QSize(1500, 880)
    again.close()
    # A size kept from a larger screen never opens larger than this one.
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: QRect(0, 0, 1366, 740))
    small = _open(qtbot, settings)
    assert small.width() <= 1366 - screen_fit.FRAME.width()
    assert small.height() <= 740 - screen_fit.FRAME.height()
    small.close()


def test_at_800x600_the_board_takes_the_width_and_its_tiles_are_readable(qtbot):
    window = _open(qtbot)
    window.resize(800, 600)
    deliver_posted_events()
    assert window.compact
    # Never wider than a small screen's room (the deal's check beside the buttons made it
    # 903 pixels wide in Indonesian).
    assert window.minimumSizeHint().width() <= 784
    view, tabs = window.view, window.tabs
    assert view.width() >= window.width() - 30
    assert tabs.geometry().top() > view.geometry().bottom()
    state = window.record.hands[0].initial_state()
    hands = {t for seat in range(state.players) for t in state.hand(seat)}
    for _seat, action in window.record.hands[0].turns:
        state = state.apply(action)
    line = {p.tile for p in state.line.placements}
    scale = window.view.transform().m22()
    for turn, tiles in ((0, hands), (window.slider.maximum(), line)):
        # The hands' tiles at the deal, the line's at the hand's end (its longest); the
        # stock's are drawn smaller by design.
        window.slider.setValue(turn)
        deliver_posted_events()
        scale = window.view.transform().m22()
        shown = [i.unit() * scale for i in window.scene.tile_items() if i.tile in tiles]
        assert shown and min(shown) >= 24, (turn, min(shown))
    # The graph in a tab of its own; the turn's words scroll under the board.
    bar = tabs.tabBar()
    graph_tab = bar.tabRect(tabs.indexOf(window.graph)).center()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=graph_tab)
    assert window.graph.isVisible() and window.graph.height() >= 100
    scroll = window.findChild(QScrollArea, "decisionScroll")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(0).center())
    assert scroll.isVisible() and scroll.verticalScrollBar().maximum() >= 0
    # Wider again: the panel beside the board, the graph under it.
    window.resize(1366, 768)
    deliver_posted_events()
    assert not window.compact
    assert tabs.geometry().left() > view.geometry().right()
    assert window.graph.isVisible() and tabs.indexOf(window.graph) < 0
    window.close()


def test_it_opens_inside_the_room_for_windows_its_title_bar_showing(qtbot, monkeypatch):
    """At 800×600 the review window covered a title bar: under a panel at the screen's
    top (the room for windows starting 40 pixels down) all of it, frame included, lies in
    that room."""
    room = QRect(0, 40, 800, 560)
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: room)
    window = _open(qtbot)
    qtbot.waitUntil(lambda: room.contains(window.frameGeometry()), timeout=3000)
    assert window.frameGeometry().top() >= room.top()
    window.close()


def test_at_800x600_the_decisions_list_shows_ten_rows(qtbot, monkeypatch):
    """At 800×600 the list of decisions showed five rows, in a page that scrolled round a
    list that scrolled (a new player's review): the tabs under the board are tall enough
    for ten of its rows, the list has its page to itself, its notes under the scores."""
    room = QRect(0, 0, 800, 600)
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: room)
    window = _open(qtbot)
    assert window.compact
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    listed = window.decision_list
    assert listed.isVisible() and listed.model().rowCount() >= 10
    deliver_posted_events()
    # The rows on screen: the list's viewport as far as it is not clipped by the page.
    shown = listed.viewport().visibleRegion().boundingRect().height()
    assert shown >= 10 * listed.rowHeight(0), (shown, listed.rowHeight(0))
    page = window.findChild(QScrollArea, "movesScroll")
    assert page.verticalScrollBar().maximum() == 0  # the page itself does not scroll

    # The window's buttons beside the tabs leave every tab whole, the analysis running too.
    def whole() -> bool:
        return all(bar.rect().contains(bar.tabRect(i)) for i in range(bar.count()))

    assert whole() and window.close_button.isVisible()
    qtbot.mouseClick(window.scores.whole_button, Qt.MouseButton.LeftButton)
    assert window.running and window.progress.isVisible() and window.cancel_button.isVisible()
    deliver_posted_events()
    assert whole()
    assert "Analysing the whole match…" in window.progress.toolTip()
    qtbot.waitUntil(lambda: not window.running, timeout=120000)
    # The notes are still there, under the scores.
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(2).center())
    assert window.thresholds.isVisible() or window.thresholds.isVisibleTo(window.tabs)
    assert window.tabs.currentWidget().isAncestorOf(window.legend)
    window.close()


def test_at_800x600_the_candidate_table_stands_beside_the_verdict_every_row_in_sight(
    qtbot, monkeypatch
):
    """At 800×600 the table of candidates stood under the verdict, cut after a row or two
    (issue 32): compact, it stands beside "Played / Best / Why", every row in sight without
    scrolling; wider again, it goes back under the verdict."""
    room = QRect(0, 0, 800, 600)
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: room)
    window = _open(qtbot)
    assert window.compact
    mine = [d for d in window.review().decisions if d.seat == 0]
    widest = max(mine, key=lambda d: len(d.candidates))
    assert len(widest.candidates) >= 5
    window.jump_to(widest.turn)
    deliver_posted_events()
    panel = window.decision_panel
    table = panel.candidates
    played = panel.value("played")
    assert table.isVisible()
    # Beside the verdict: to its right, level with its first rows.
    at = table.mapTo(panel, table.rect().topLeft())
    assert at.x() > played.mapTo(panel, played.rect().topLeft()).x() + played.width() // 2
    assert at.y() < played.mapTo(panel, played.rect().bottomLeft()).y() + 40
    # Every row on screen: inside the table's viewport and the panel's scroll area's.
    assert table.verticalScrollBar().maximum() == 0
    scroll = window.findChild(QScrollArea, "decisionScroll")
    port = scroll.viewport()
    rows = table.model().rowCount()
    assert rows == len(widest.candidates)
    for row in range(rows):
        rect = table.visualRect(table.model().index(row, 0))
        assert table.viewport().rect().contains(rect), row
        top = table.viewport().mapTo(port, rect.topLeft())
        bottom = table.viewport().mapTo(port, rect.bottomLeft())
        assert port.rect().contains(top) and port.rect().contains(bottom), row
    # Wider again: the table under the verdict.
    window.resize(1366, 768)
    deliver_posted_events()
    assert not window.compact
    at = table.mapTo(panel, table.rect().topLeft())
    assert at.y() > played.mapTo(panel, played.rect().bottomLeft()).y()
    window.close()


def test_at_800x600_a_mistakes_page_reads_whole_why_across_the_panel_where_shorter(
    qtbot, monkeypatch
):
    """At 800×600 the reason stood in the figures' half of the panel, up to eight lines
    deep, and the page had to be scrolled to read what the best move does (a first-time
    player). In a compact window why runs across the panel's whole width under the figures
    and the table, unless it reads shorter beside a long table: each mistake's page reads
    whole without scrolling."""
    room = QRect(0, 0, 800, 600)
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: room)
    window = _open(qtbot)
    assert window.compact
    panel = window.decision_panel
    scroll = window.findChild(QScrollArea, "decisionScroll")
    port = scroll.viewport()
    mistakes = [d for d in window.review().decisions if d.seat == 0 and d.loss >= 1.0]
    assert len(mistakes) >= 3
    across = 0
    for decision in mistakes:
        window.jump_to(decision.turn)
        deliver_posted_events()
        reason, best_why, table = panel.value("reason"), panel.value("best_why"), panel.candidates
        assert reason.isVisible() and table.isVisible()
        # (What the best move does is left out where all there is to say is that it is best.)
        last = best_why if best_why.isVisible() else reason
        right = reason.mapTo(panel, reason.rect().topRight()).x()
        if right > table.mapTo(panel, table.rect().topLeft()).x():
            # Across the whole panel: under the table.
            top = reason.mapTo(panel, reason.rect().topLeft()).y()
            assert top >= table.mapTo(panel, table.rect().bottomLeft()).y()
            across += 1
        else:  # beside the table, right under the figures
            played = panel.value("label")
            assert reason.mapTo(panel, reason.rect().topLeft()).y() < (
                played.mapTo(panel, played.rect().bottomLeft()).y() + 40
            )
        assert scroll.verticalScrollBar().value() == 0
        bottom = last.mapTo(port, last.rect().bottomLeft()).y()
        assert bottom <= port.height(), (decision.turn, bottom, port.height())
    assert across, "why ran across the panel for at least one mistake"
    window.close()
