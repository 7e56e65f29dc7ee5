""" "Try it yourself": from a mistake, the position as the player saw it (the other hand and
the stock face down), a move chosen by clicking a tile (and an end) or Draw, judged by the
review's own table for that decision (the figures the candidate table shows); then "Next
mistake"."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QScrollArea

from drawgame.ai.analysis import Label, Reason, verdict_in
from drawgame.engine import Draw, End, Place
from drawgame.ui.kit import screen_fit
from drawgame.ui.panels.whole_label import WholeLabel
from drawgame.ui.review.figures import is_mistake
from drawgame.ui.review.review_scene import FittedView, ReviewScene
from drawgame.ui.table.feedback import is_shaking
from drawgame.ui.words.review_text import loss_text
from drawgame.ui.words.text import keep_whole

from .._events import deliver_posted_events
from ._reviewed import find_reviewed, open_review


def _click_tile(qtbot, dialog, tile) -> None:
    item = next(i for i in dialog.scene.tile_items() if i.tile == tile)
    assert item.interactive
    pos = dialog.view.mapFromScene(item.scenePos())
    qtbot.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _click_marker(qtbot, dialog, end) -> None:
    """Click the marker of ``end`` on the line, as on the table."""
    marker = next(m for m in dialog.scene.markers() if m.end is end)
    pos = dialog.view.mapFromScene(marker.rect().center())
    qtbot.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _play_tile(qtbot, dialog, place) -> None:
    """Click the tile, then its end's marker when it fits both ends."""
    _click_tile(qtbot, dialog, place.tile)
    if dialog.scene.markers():
        _click_marker(qtbot, dialog, place.end)


def try_first_mistake(qtbot, review):
    """Try it yourself, opened from the review at the hand's first mistake."""
    first = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(first.turn)
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    return review.try_dialog


def test_try_a_mistake_again_and_go_on_to_the_next(qtbot):
    review = open_review(qtbot)
    mistakes = [d for d in review.review().decisions if is_mistake(d)]
    first = mistakes[0]
    theirs = next(t for t, (seat, _a) in enumerate(review.record.hands[0].turns, 1) if seat)
    review.jump_to(theirs)  # not a decision of the player reviewed: no "Try it yourself"
    assert not review.decision_panel.try_button.isVisible()
    review.jump_to(first.turn)
    button = review.decision_panel.try_button
    assert button.isVisible() and button.text() == "Try it yourself"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    assert dialog is not None and dialog.isVisible()
    # As the player saw it: their tiles face up, the other hand and the stock face down.
    state = review.record.hands[0].initial_state()
    for _seat, action in review.record.hands[0].turns[: first.turn - 1]:
        state = state.apply(action)
    view = state.view(first.seat)
    items = dialog.scene.tile_items()
    hidden = [i for i in items if not i.face_up]
    assert len(hidden) == sum(len(state.hand(s)) for s in range(2) if s != first.seat) + len(
        state.stock
    )
    assert all(i.tile is None for i in hidden)
    playable = {a.tile for a in view.legal_actions if isinstance(a, Place)}
    assert {i.tile for i in items if i.interactive and not i.is_dimmed} == playable
    # What fits no end is dimmed, as on the table.
    assert {i.tile for i in items if i.is_dimmed} == set(view.hand) - playable
    # Try the best move found.
    best = first.best
    if isinstance(best, Place):
        _play_tile(qtbot, dialog, best)
    else:
        qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
    assert dialog.answer.text() == "Weighing your move…" or dialog.verdict is not None
    qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=30000)
    assert dialog.verdict == verdict_in(first.analysis, dialog.chosen)
    assert dialog.verdict.label is Label.BEST
    assert "the best move found" in dialog.answer.text()
    # The game's move, for comparison, with its cost ± margin.
    assert keep_whole(loss_text(first.loss, first.margin)) in dialog.answer.text()
    # Again, with the move played in the game: the same cost as the review's.
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert dialog.chosen is None and dialog.answer.text() == ""
    played = first.played
    if isinstance(played, Place):
        _play_tile(qtbot, dialog, played)
    else:
        assert played == Draw()
        qtbot.mouseClick(dialog.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=30000)
    assert dialog.verdict.loss == first.loss and dialog.verdict.margin == first.margin
    assert dialog.verdict.label is first.label
    # Next mistake: the window and the dialog go on to it.
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert review.turn == mistakes[1].turn - 1
    assert dialog.decision == mistakes[1] and dialog.chosen is None
    assert dialog.prompt.text().startswith(f"Turn {mistakes[1].turn}: what would you play?")
    for _ in mistakes[2:]:
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.decision == mistakes[-1]
    # After the hand's last mistake, round to its first again (a player practising them
    # expected Next mistake to go on), saying so.
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.decision == mistakes[0] and review.turn == mistakes[0].turn - 1
    assert dialog.answer.text() == "Back to the first mistake of this hand."
    assert dialog.next_button.isEnabled() and dialog.chosen is None
    review.close()
    assert not dialog.isVisible()


def test_a_hands_only_mistake_has_no_next_one(qtbot):
    def only_one(decisions):
        mistakes = [d for d in decisions if is_mistake(d)]
        return mistakes[0] if len(mistakes) == 1 else None

    review, mistake = find_reviewed(qtbot, only_one)
    review.jump_to(mistake.turn)
    dialog = review.try_it()
    assert dialog is not None and dialog.decision == mistake
    # Nothing to go on to: Next mistake is not offered (it looked available and, clicked,
    # only said so: a first-time player); N does nothing either.
    assert not dialog.next_button.isEnabled()
    qtbot.keyClick(dialog.view, Qt.Key.Key_N)
    assert dialog.decision == mistake
    review.close()


def test_a_tile_that_fits_both_ends_asks_which(qtbot):
    # A mistake where the player holds a tile that fits both ends, showing two values (a
    # tile on two ends showing one value is one move, and one candidate).
    def wanted(decisions):
        for d in decisions:
            places = [c.action for c in d.candidates if isinstance(c.action, Place)]
            for tile in sorted({p.tile for p in places}):
                if is_mistake(d) and sum(p.tile == tile for p in places) == 2:
                    return d, tile
        return None

    review, (decision, tile) = find_reviewed(qtbot, wanted)
    review.jump_to(decision.turn)
    assert review.decision() == decision
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    assert not dialog.scene.markers()
    _click_tile(qtbot, dialog, tile)
    assert dialog.chosen is None
    # The table's own markers on the line where the tile would lie, not buttons (a new
    # player met markers at the table and buttons here), with the table's words.
    assert {m.end for m in dialog.scene.markers()} == {End.LEFT, End.RIGHT}
    assert dialog.answer.text() == keep_whole(f"{tile} fits both ends: choose one.")
    table = dialog.scene.sceneRect()
    # The line's tiles as drawn (their shapes: the bounding rectangles hold a shadow).
    line = [
        i.mapRectToScene(i.shape().boundingRect())
        for i in dialog.scene.tile_items()
        if i.tile in dialog.seen.line.tiles
    ]
    for marker in dialog.scene.markers():
        rect = marker.rect()
        assert table.contains(rect)  # on the table, never cut at its edge
        assert not any(rect.adjusted(2, 2, -2, -2).intersects(r) for r in line)
    _click_marker(qtbot, dialog, End.RIGHT)
    assert dialog.chosen == Place(tile, End.RIGHT)
    assert not dialog.scene.markers()
    qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=30000)
    assert dialog.verdict == verdict_in(decision.analysis, Place(tile, End.RIGHT))
    # The keyboard, as on the table: the tile, then Up to light the other marker, Enter.
    qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    hand = dialog.seen.hand
    qtbot.waitUntil(dialog.isActiveWindow)  # opened in front: the keys are its own
    for _ in range(hand.index(tile) + 1):
        qtbot.keyClick(dialog.view, Qt.Key.Key_Right)
    assert dialog.scene.cursor_tile == tile
    # The table's cursor: its solid ring on that tile only.
    assert [i.tile for i in dialog.scene.tile_items() if i.is_focused] == [tile]
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert dialog.chosen is None and len(dialog.scene.markers()) == 2
    assert [m.end for m in dialog.scene.markers() if m.chosen] == [End.LEFT]
    qtbot.keyClick(dialog.view, Qt.Key.Key_Up)
    assert [m.end for m in dialog.scene.markers() if m.chosen] == [End.RIGHT]
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert dialog.chosen == Place(tile, End.RIGHT)


def test_the_board_fills_its_view_from_the_first_opening_and_after_a_resize(qtbot):
    # The dialog is built on first use and takes its size after the first position is
    # shown: the board must still fill the view then (it used to open small and jump to
    # its scale at the first click).
    review = open_review(qtbot)
    first = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(first.turn)
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    qtbot.waitExposed(dialog)

    def fills() -> bool:
        board = dialog.view.mapFromScene(dialog.scene.sceneRect()).boundingRect()
        port = dialog.view.viewport().rect()
        return abs(board.width() - port.width()) <= 3 or abs(board.height() - port.height()) <= 3

    qtbot.waitUntil(fills, timeout=2000)
    dialog.resize(dialog.width() + 240, dialog.height() + 160)
    qtbot.waitUntil(fills, timeout=2000)


def _mistake_with_a_tile_that_fits_no_end(decisions):
    """A mistake where the player holds a tile that fits no end and one that fits one
    end only (a move of one click)."""
    for d in decisions:
        places = [c.action for c in d.candidates if isinstance(c.action, Place)]
        once = [p.tile for p in places if sum(q.tile == p.tile for q in places) == 1]
        if is_mistake(d) and once:
            return d, once[0]
    return None


def _open_try_it(qtbot, glide_ms: int):
    review, (decision, tile) = find_reviewed(qtbot, _mistake_with_a_tile_that_fits_no_end)
    review.jump_to(decision.turn)
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    dialog.glide_ms = glide_ms
    return review, dialog, tile


def test_a_tile_that_fits_no_end_is_dimmed_and_clicked_says_why_and_shakes(qtbot):
    """Try it showed every tile lit, and a click on one that fits no end did nothing and
    said nothing (issue 30, item 5)."""
    review, dialog, _tile = _open_try_it(qtbot, 250)
    view = dialog.seen
    playable = {a.tile for a in view.legal_actions if isinstance(a, Place)}
    dimmed = [i for i in dialog.scene.tile_items() if i.is_dimmed]
    assert dimmed and {i.tile for i in dimmed} == set(view.hand) - playable
    item = dimmed[0]
    home = item.pos()
    _click_tile(qtbot, dialog, item.tile)
    assert dialog.chosen is None
    left, right = view.ends
    assert dialog.answer.text() in (
        keep_whole(f"{item.tile} does not fit: the ends show {left} and {right}."),
        keep_whole(f"{item.tile} does not fit: both ends show {left}."),
    )
    # The table's own shake (test_feedback.py), at the table's speed, and back where it was.
    assert is_shaking(item)
    qtbot.waitUntil(lambda: abs(item.transform().dx()) > 0.02 * item.unit(), timeout=3000)
    assert item.transform().dy() == 0 and item.pos() == home  # side to side only
    qtbot.waitUntil(lambda: not is_shaking(item), timeout=3000)
    assert item.transform().isIdentity() and item in dialog.scene.tile_items()
    # No shake with the animations off: the word only.
    said = dialog.answer.text()
    dialog.glide_ms = 0
    dialog.answer.setText("")
    _click_tile(qtbot, dialog, item.tile)
    assert dialog.answer.text() == said
    assert not is_shaking(item) and item.transform().isIdentity() and item.pos() == home
    review.close()


def _drawn(scene) -> list[tuple]:
    """Every tile drawn: its face, place, turn, size and rings."""
    return sorted(
        (
            str(i.tile),
            i.face_up,
            round(i.pos().x(), 1),
            round(i.pos().y(), 1),
            round(i.rotation()),
            round(i.unit(), 2),
            i.is_selected,
            i.is_focused,
            i.is_hinted,
            i.is_dimmed,
        )
        for i in scene.tile_items()
    )


def _as_drawn_afresh(qtbot, dialog) -> list[tuple]:
    """The tiles a new table of the dialog's size draws for the position it shows."""
    scene = ReviewScene()
    view = FittedView(scene)
    qtbot.addWidget(view)
    view.resize(dialog.view.size())
    view.show()
    qtbot.waitExposed(view)
    assert view.viewport().size() == dialog.view.viewport().size()
    view.fit()
    scene.show_position(dialog.scene.position)
    return _drawn(scene)


def _kept(scene, hand: tuple) -> list[tuple]:
    """Where every tile but ``hand``'s lies: face, place, turn and size (rings apart)."""
    return sorted(drawn[:6] for drawn in _drawn(scene) if drawn[0] not in {str(t) for t in hand})


def _shows_the_move_on_the_same_table(dialog, state, before: list[tuple], row_y: float) -> None:
    """The position after the move on the table as it was laid out: every tile of the line,
    the other hands and the stock where it was, the tile played on the line inside the
    table, ringed, the hand closed up on its row (Try it laid its whole board out anew
    after each move, its names jumping from above the hands to beside them)."""
    after = state.apply(dialog.chosen)
    assert dialog.scene.position.state == after
    seat = dialog.decision.seat
    tile = dialog.chosen.tile
    placed = next(i for i in dialog.scene.tile_items() if i.tile == tile)
    assert [d for d in _kept(dialog.scene, after.hand(seat)) if d[0] != str(tile)] == before
    table = dialog.scene.sceneRect()
    assert table.contains(placed.mapRectToScene(placed.shape().boundingRect()))
    assert placed.is_selected  # ringed in gold, as the move played (the review's legend)
    hand = [i for i in dialog.scene.tile_items() if i.tile in after.hand(seat)]
    assert len(hand) == len(after.hand(seat))
    assert {round(i.pos().y(), 1) for i in hand} == {row_y}  # on its row, where it was
    xs = sorted(i.pos().x() for i in hand)
    steps = {round(b - a, 1) for a, b in itertools.pairwise(xs)}
    assert len(steps) <= 1  # evenly spaced: no gap where the tile was
    # No tile left over, none missing.
    assert len(dialog.scene.tile_items()) == sum(len(after.hand(s)) for s in range(2)) + len(
        after.stock
    ) + len(after.line.placements)


def test_the_tile_chosen_glides_into_the_line_then_the_table_shows_the_new_position(qtbot):
    """Choosing a tile laid the whole board out again at once (issue 30, item 5); then it
    glided, but left a gap in the hand and the tile cut by the table's edge, ringed (a new
    player's review); then, landed, the board was laid out anew (another first-time
    player): it glides with the rest put, then the table shows the position after the move
    on the table as it was."""
    review, dialog, tile = _open_try_it(qtbot, 250)
    state = dialog.state
    items = dialog.scene.tile_items()
    before = {id(i): (i.pos(), i.rotation()) for i in items}
    kept = [d for d in _kept(dialog.scene, state.hand(dialog.decision.seat)) if d[0] != str(tile)]
    row_y = round(next(i for i in items if i.tile == tile).pos().y(), 1)
    chosen = next(i for i in items if i.tile == tile)
    _click_tile(qtbot, dialog, tile)
    assert dialog.chosen is not None and dialog.chosen.tile == tile
    assert dialog.motion is not None  # gliding, the rest of the table where it was
    for item in items:
        if item is not chosen:
            assert (item.pos(), item.rotation()) == before[id(item)]
    qtbot.waitUntil(lambda: dialog.motion is None, timeout=3000)
    qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=30000)
    _shows_the_move_on_the_same_table(dialog, state, kept, row_y)
    # Drawn anew (the window resized) it is the position after the move, as a new table
    # of that size draws it.
    dialog.resize(dialog.width() + 40, dialog.height())
    deliver_posted_events()
    assert _drawn(dialog.scene) == _as_drawn_afresh(qtbot, dialog)
    review.close()


def test_with_the_animations_off_the_tile_is_placed_at_once(qtbot):
    review, dialog, tile = _open_try_it(qtbot, 0)
    state = dialog.state
    kept = [d for d in _kept(dialog.scene, state.hand(dialog.decision.seat)) if d[0] != str(tile)]
    row_y = round(next(i for i in dialog.scene.tile_items() if i.tile == tile).pos().y(), 1)
    _click_tile(qtbot, dialog, tile)
    # No glide: the position after the move, at once, on the table as it was.
    assert dialog.motion is None
    _shows_the_move_on_the_same_table(dialog, state, kept, row_y)
    review.close()


def test_try_it_glides_at_the_tables_speed(qtbot, window):
    from drawgame.ui.windows.actions import SPEEDS

    from ._reviewed import BUDGET, record

    window.set_speed("slow")
    window.records.budget = BUDGET
    review = window.records.show_review(record(), 1, 0)
    qtbot.waitUntil(lambda: not review.running, timeout=60000)
    first = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(first.turn)
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    assert review.try_dialog.glide_ms == SPEEDS["slow"] > 0
    review.close()


def test_try_it_gives_every_move_the_tables_figures(qtbot):
    # "One table, one story": whatever move is tried, Try it says what the candidate
    # table says of it (the same loss ± margin, the same best and value), not figures of
    # its own.
    review = open_review(qtbot)
    first = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(first.turn)
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    model = review.decision_panel.candidates.candidate_model
    assert model.candidates == first.analysis.candidates
    for row, c in enumerate(model.candidates):
        qtbot.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
        dialog.choose(c.action)
        qtbot.waitUntil(lambda: dialog.verdict is not None, timeout=30000)
        lost = model.index(row, 2).data()
        if row == 0:
            assert dialog.verdict.label is Label.BEST
            assert keep_whole(model.index(0, 1).data()) in dialog.answer.text()
        else:
            assert (dialog.verdict.loss, dialog.verdict.margin) == (c.loss, c.loss_margin)
            assert keep_whole(lost) in dialog.answer.text()
    review.close()


def test_on_a_large_screen_the_board_opens_large(qtbot, monkeypatch):
    """Try it opened 900 × 620 on a 1920×1080 screen, its line's tiles 43 px across."""
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: QRect(0, 0, 1920, 1050))
    review = open_review(qtbot)
    first = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(first.turn)
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    dialog = review.try_dialog
    qtbot.waitExposed(dialog)
    assert dialog.height() >= 800
    # As wide as its board needs at that height (issue 32): it was 1411 wide, the tiles
    # in the middle of a wide felt; the tiles as large as before.
    assert dialog.width() <= 1200, dialog.size()
    natural = dialog.scene.natural_view(dialog.view.viewport().height())
    assert abs(dialog.view.viewport().width() - natural.width()) <= 30
    count = len(dialog.scene.position.state.line.placements)
    line = dialog.scene.tile_items()[:count]
    hand = [i for i in dialog.scene.tile_items() if i.tile in dialog.seen.hand]
    assert line and hand
    scale = dialog.view.transform().m22
    qtbot.waitUntil(lambda: min(i.unit() for i in line) * scale() >= 55, timeout=2000)
    assert min(i.unit() for i in hand) * scale() >= 64
    # The next mistake in the same window: it does not jump in size.
    size = dialog.size()
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.decision != first and dialog.size() == size
    review.close()


def test_try_it_is_offered_at_the_top_of_every_choice_and_on_the_key_t(qtbot):
    # A new player never found "Try it yourself": it was shown at mistakes only, under the
    # candidate table, below the fold at 800×600. Now: beside the turn's title, at every
    # decision with a choice (the best ones too), with a tooltip, by Tab and by T.
    review = open_review(qtbot, size=(800, 600))
    panel, button = review.decision_panel, review.decision_panel.try_button
    scroll = review.findChild(QScrollArea, "decisionScroll")
    turns = review.record.hands[0].turns
    chosen = [d for d in review.review().decisions if d.reason is not Reason.FORCED]
    assert any(d.label is Label.BEST for d in chosen)
    for turn in range(1, len(turns) + 1):
        review.jump_to(turn)
        decision = review.decision()
        offered = decision is not None and decision.reason is not Reason.FORCED
        assert offered == (turns[turn - 1][0] == 0 and decision in chosen)
        assert button.isVisible() == offered, turn
        if offered:
            # In sight however the page is scrolled: above its scrolling part.
            page = review.tabs.currentWidget()
            for value in (0, scroll.verticalScrollBar().maximum()):
                scroll.verticalScrollBar().setValue(value)
                at = button.mapTo(page, QPoint(0, 0))
                assert page.rect().contains(QRect(at, button.size())), turn
                assert at.y() + button.height() <= scroll.mapTo(page, QPoint(0, 0)).y(), turn
    assert "(T)" in button.toolTip()
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    # T at a best move: Try it opens on it.
    best = next(d for d in chosen if d.label is Label.BEST)
    review.jump_to(best.turn)
    review.tabs.setCurrentIndex(1)  # from the list of decisions too
    qtbot.keyClick(review, Qt.Key.Key_T)
    dialog = review.try_dialog
    assert dialog is not None and dialog.isVisible() and dialog.decision == best
    assert review.tabs.currentIndex() == 0 and panel.isVisible()
    review.close()


def test_at_800x600_it_is_sized_to_its_board_not_the_whole_screen(qtbot, monkeypatch):
    """At 800×600 Try it filled the screen, the review hidden under it (a new player's
    review): it takes what its board and words need, inside the room for windows (its
    title bar showing, so it can be moved), its tiles readable; Close closes it."""
    room = QRect(0, 0, 800, 600)
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: room)
    review = open_review(qtbot, size=(784, 552))
    dialog = try_first_mistake(qtbot, review)
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: room.contains(dialog.frameGeometry()), timeout=3000)
    # Not the whole screen: the review shows round it.
    assert dialog.width() * dialog.height() <= 0.7 * room.width() * room.height()
    assert dialog.width() <= 700 and dialog.height() <= 500
    scale = dialog.view.transform().m22()
    hand = [i for i in dialog.scene.tile_items() if i.tile in dialog.seen.hand]
    assert hand and min(i.unit() for i in hand) * scale >= 22  # tiles 44 pixels tall
    # The words read whole (no button or sentence cut).
    for button in (dialog.draw_button, dialog.next_button, dialog.close_button):
        assert button.width() >= button.sizeHint().width()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    review.close()


def test_try_it_says_its_keys_in_one_line_in_every_language(qtbot):
    """A new player did not know the table's keys play here too (issue 32): one line on
    the row of Draw and Pass says them, read whole, translated."""
    from drawgame.ui.language import LanguageManager

    review = open_review(qtbot, size=(784, 552))
    dialog = try_first_mistake(qtbot, review)
    qtbot.waitExposed(dialog)
    manager = LanguageManager()
    said = {}
    try:
        for code in ("en", "tr", "id"):
            assert manager.apply(code)
            hint = dialog.findChild(WholeLabel, "keysHint")
            assert hint is not None and hint.isVisible()
            text = hint.text()
            assert "Enter" in text and "Escape" in text
            # On the row of Draw and Pass, whole (its wrapped lines all in sight).
            deliver_posted_events()
            assert (
                abs(hint.geometry().center().y() - dialog.draw_button.geometry().center().y()) < 20
            )
            assert hint.heightForWidth(hint.width()) <= hint.height()
            said[code] = text
    finally:
        manager.apply("en")
    assert len(set(said.values())) == 3
    # The keys it names play: Right onto a tile, Enter plays it (or asks for the end).
    qtbot.keyClick(dialog.view, Qt.Key.Key_Right)
    assert dialog.scene.cursor_tile is not None
    review.close()


def test_opening_try_it_shows_the_busy_pointer_and_gives_it_back(qtbot, monkeypatch):
    """The first Try it builds its board: a first-time player saw nothing happen for
    about 3 s. The busy pointer shows meanwhile, and the pointer is the player's again
    once it is open."""
    from PySide6.QtWidgets import QApplication

    from drawgame.ui.review import try_it

    review = open_review(qtbot)
    first = next(d for d in review.review().decisions if is_mistake(d))
    review.jump_to(first.turn)
    seen: list[object] = []
    load = try_it.TryItDialog.load

    def watched(self, *args, **kwargs):
        cursor = QApplication.overrideCursor()
        seen.append(None if cursor is None else cursor.shape())
        return load(self, *args, **kwargs)

    monkeypatch.setattr(try_it.TryItDialog, "load", watched)
    qtbot.mouseClick(review.decision_panel.try_button, Qt.MouseButton.LeftButton)
    assert seen == [Qt.CursorShape.WaitCursor]
    assert QApplication.overrideCursor() is None
    review.close()
