"""The table flows (issue "The table flows like the best game apps", items 3-6, 8, 9): every
click says something, moves with nothing to decide make themselves, what happened stays in
sight, hints teach, the score sheet never cuts a name in its middle and the line's tiles are
as large as the table allows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from drawgame.ai import make_bot
from drawgame.engine import FULL_SET, End, HandState, Match, Pass, Place, Tile
from drawgame.session.controller import MatchSetup
from drawgame.ui.table.tag_item import RECENT
from drawgame.ui.table.themes import CLASSIC
from drawgame.ui.words.text import plain_tooltip

from .._events import run_timers_due_within
from .test_table_gestures import click_scene, opening_line, position, tiles


def position_with_stock(window, hand: str, line: list[Place], stock: int) -> None:
    """Like :func:`position`, with ``stock`` tiles left in the stock."""
    everything = set(tiles(hand)) | {p.tile for p in line}
    rest = [t for t in FULL_SET if t not in everything]
    opponent, pile = rest[: len(rest) - stock], rest[len(rest) - stock :]
    state = HandState.from_tiles([tiles(hand), opponent], pile, opener=1, line=line, current=0)
    window.start_match(MatchSetup("Tester", ("greedy",), 1))
    window.controller.resume(Match.from_hand(state))


def status(window) -> str:
    return window.statusBar().currentMessage()


def type_key(qtbot, key) -> None:
    """A key press where the keyboard focus is, as a player types it."""
    widget = QApplication.focusWidget()
    assert widget is not None
    qtbot.keyClick(widget, key)


# -- 4. clicks that silently did nothing --------------------------------------------------


def test_clicking_the_stock_draws_a_tile(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    before = window.controller.match.hand.stock_size
    stock = window.scene.stock_item
    click_scene(qtbot, window, stock.mapToScene(stock.boundingRect().center()))
    hand = window.controller.match.hand
    assert hand.stock_size == before - 1 and len(hand.hand(0)) == 7
    assert window.controller.human_to_move()  # drawing does not end the turn (R7)


def test_the_players_draw_is_in_the_move_log_at_once(qtbot, window):
    # Issue 30: the draw showed only with the next placement, yet a take-back named it.
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    model = window.log_model

    def last_lines(n: int) -> list[str]:
        return [model.text(row) for row in range(model.rowCount() - n, model.rowCount())]

    stock = window.scene.stock_item
    click_scene(qtbot, window, stock.mapToScene(stock.boundingRect().center()))
    assert last_lines(3)[::2] == ["Hand 1", "Tester drew a tile."]
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.controller.match.hand.hand(0)) == 6  # the draw was taken back
    assert last_lines(2) == ["Tester drew a tile.", "Tester took back the draw."]


def test_clicking_the_stock_down_to_its_last_two_says_why_nothing_happens(qtbot, window):
    position_with_stock(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line(), 2)
    stock = window.scene.stock_item
    click_scene(qtbot, window, stock.mapToScene(stock.boundingRect().center()))
    assert window.controller.match.hand.stock_size == 2
    assert "never drawn" in status(window)


def test_clicking_a_tile_that_does_not_fit_says_why(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    item = window.scene.tile_item(Tile(5, 6))
    assert item.is_dimmed
    click_scene(qtbot, window, item.scenePos())
    assert status(window) == "[5|6] does not fit: the ends show 3 and 4."
    assert len(window.controller.match.hand.line) == 1


def test_p_when_passing_is_not_allowed_says_why(qtbot, window):
    position(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line())
    window.table.setFocus()
    turns = len(window.controller.match.hand.history)
    qtbot.keyClick(window.table, Qt.Key.Key_P)
    assert len(window.controller.match.hand.history) == turns
    assert status(window) == "You may not pass while you can draw."


# -- 5. moves with nothing to decide ------------------------------------------------------


def test_the_game_passes_for_the_player_after_a_pause_and_logs_it(qtbot, window):
    # Nothing fits 3 or 4 and the stock is down to two: Pass is the only legal action.
    position_with_stock(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line(), 2)
    c = window.controller
    assert c.human_to_move()
    assert "passing for you" in window.turn_label.text()  # the pause is visible
    assert not c.match.hand.history
    qtbot.waitUntil(lambda: any(e.seat == 0 for e in c.log), timeout=5000)
    model = window.log_model
    texts = [model.text(r) for r in range(model.rowCount())]
    assert "Nothing fits and the stock is down to its last two: Tester passes." in texts
    first = c.match.hand.history[0]
    assert first.seat == 0 and isinstance(first.action, Pass)


def test_passing_for_the_player_is_a_setting(qtbot, window):
    assert window.actions_.auto_pass.isChecked()  # on by default
    window.actions_.auto_pass.trigger()  # the player turns it off in the Settings menu
    assert window.settings.value("play/auto_pass") is False
    window.controller.auto_pass_delay_ms = 50  # the pause it would have taken
    position_with_stock(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line(), 2)
    assert not window.controller.auto_pass_pending
    # Past the moment the game would have passed for the player: still their turn.
    run_timers_due_within(qtbot, window.controller.auto_pass_delay_ms)
    assert window.controller.human_to_move() and not window.controller.match.hand.history
    assert window.pass_button.isEnabled()
    qtbot.mouseClick(window.pass_button, Qt.MouseButton.LeftButton)
    assert not window.controller.human_to_move()


def test_a_tile_fitting_two_ends_of_the_same_value_is_placed_without_asking(qtbot, window):
    position(window, "[3|5] [1|1] [5|6] [2|2] [0|0] [1|2]", [Place(Tile(3, 3), End.LEFT)])
    item = window.scene.tile_item(Tile(3, 5))
    click_scene(qtbot, window, item.scenePos())
    line = window.controller.match.hand.line
    assert line.tiles[-1] == Tile(3, 5) and sorted(line.ends) == [3, 5]


# -- 6. seeing what happened --------------------------------------------------------------


def test_drawn_tiles_stay_highlighted_until_the_next_action(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    old = set(window.controller.match.hand.hand(0))
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_D)
    qtbot.keyClick(window.table, Qt.Key.Key_D)
    drawn = set(window.controller.match.hand.hand(0)) - old
    assert len(drawn) == 2
    for item in window.scene.hand_items():
        assert (item.glow == CLASSIC.drawn) == (item.tile in drawn)
    click_scene(qtbot, window, window.scene.tile_item(Tile(0, 3)).scenePos())  # places it
    assert all(item.glow is None for item in window.scene.hand_items())


def test_a_hand_tiles_tooltip_says_what_its_ring_and_its_dimming_mean(qtbot, window):
    """After several draws the rings of the tiles drawn were taken for lit (playable)
    tiles: nothing said what they meant (a first-time player, 1366×768)."""
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    ends = window.controller.match.hand.line.ends
    old = set(window.controller.match.hand.hand(0))
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_D)
    qtbot.keyClick(window.table, Qt.Key.Key_D)
    drawn = set(window.controller.match.hand.hand(0)) - old
    for item in window.scene.hand_items():
        tip = item.toolTip()
        assert ("you drew it this turn" in tip) == (item.tile in drawn), (item.tile, tip)
        assert str(item.tile) in tip  # where it fits, or why not, on the player's turn
        fits = any(v in ends for v in (item.tile.low, item.tile.high))
        assert ("does not fit" in tip) == (not fits), (item.tile, ends, tip)
    click_scene(qtbot, window, window.scene.tile_item(Tile(0, 3)).scenePos())  # places it
    assert not any("you drew it" in item.toolTip() for item in window.scene.hand_items())


def test_tiles_opponents_played_since_your_turn_are_marked_with_who_played_them(qtbot, window):
    window.start_match(MatchSetup("Tester", ("greedy", "greedy"), 3))
    c = window.controller
    qtbot.waitUntil(c.human_to_move, timeout=10000)
    c.play(c.view.legal_actions[0])
    qtbot.waitUntil(c.human_to_move, timeout=10000)
    view = c.view
    mine_last = max(i for i, e in enumerate(view.history) if e.seat == 0)
    recent = {e.tile: e.seat for e in view.history[mine_last + 1 :] if hasattr(e, "tile")}
    for item in window.scene.line_items():
        assert (item.glow == RECENT) == (item.tile in recent)
    names = sorted(t.text for t in window.scene.tags())
    assert names == sorted(window.narrator.seat_name(s) for s in recent.values())


def test_your_turn_shows_only_after_the_last_computer_move_has_landed(qtbot, window):
    window.set_speed("normal")
    window.controller.move_delay_ms = 0
    seen = []
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line(), current=1)
    # The computer player moves once the event loop runs; its tile then glides in.
    window.controller.yourTurn.connect(
        lambda: seen.append((window.scene.banner_text, window.scene.animator.running))
    )
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    banner, gliding = seen[0]
    assert gliding and banner != "YOUR TURN"
    qtbot.waitUntil(lambda: window.scene.banner_text == "YOUR TURN", timeout=3000)
    assert not window.scene.animator.running


def test_the_banner_names_the_next_seat_as_soon_as_you_move(qtbot, window):
    # X11 playthroughs: "YOUR TURN" stayed up while the player's own tile flew; then a
    # computer's name stayed on the banner while the panels and the bar named the next.
    window.set_speed("normal")
    window.controller.move_delay_ms = 10**6  # the computer player holds still
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    qtbot.waitUntil(lambda: not window.scene.animator.running, timeout=3000)  # dealt
    assert window.scene.banner_text == "YOUR TURN"
    click_scene(qtbot, window, window.scene.tile_item(Tile(0, 3)).scenePos())
    qtbot.waitUntil(lambda: window.scene.animator.running, timeout=3000)  # the tile flies
    next_seat = window.narrator.seat_name(1).upper() + " TO PLAY"
    assert window.scene.banner_text == next_seat
    assert window.turn_bar.label.text().upper().replace("\u00a0", " ") == next_seat  # the bar
    qtbot.waitUntil(lambda: not window.scene.animator.running, timeout=3000)
    assert window.scene.banner_text == next_seat


def played_match(hands: int = 1) -> Match:
    """A two-player match played by greedy bots through ``hands`` hands and into the next."""
    rng = random.Random(4)
    match = Match.new(2, rng)
    bots = [make_bot("greedy", random.Random(s)) for s in range(2)]
    done = 0
    while True:
        if match.hand.outcome is not None:
            done += 1
            match = match.next_hand(rng)
            if done == hands:
                break
            continue
        match = match.apply(bots[match.hand.current].choose(match.view(match.hand.current)))
    while match.hand.current != 0 or not match.hand.history:
        match = match.apply(bots[match.hand.current].choose(match.view(match.hand.current)))
    return match


def test_the_move_log_heads_each_hand_and_shows_the_newest_line_after_a_resume(qtbot, window):
    window.resize(1280, 700)
    window.controller.resume(played_match(2), MatchSetup("Tester", ("greedy",)))
    model, view = window.log_model, window.log_view
    headings = [model.text(r) for r in range(model.rowCount()) if model.is_heading(r)]
    assert headings == ["Hand 1", "Hand 2", "Hand 3"]
    assert model.rowCount() > 20
    qtbot.waitUntil(view.newest_visible, timeout=2000)
    tip = model.data(model.index(1), Qt.ItemDataRole.ToolTipRole)
    assert tip == plain_tooltip(model.text(1))  # plain text, whatever the name


def test_the_move_log_says_once_why_each_hand_s_opener_opens(qtbot, window):
    """A new player could not tell why a seat opened: under each hand's heading, the rule
    that chose its opener, by lot for the first hand (R4), the seat clockwise from the last
    opener after it (R16), with the seats' names; once, in the player's language."""
    match = played_match(2)
    window.controller.resume(match, MatchSetup("Tester", ("greedy",)))
    model = window.log_model
    names = ["Tester", "Bot 1"]
    openers = [h.opener for h in match.past_hands] + [match.hand.opener]
    headings = [r for r in range(model.rowCount()) if model.is_heading(r)]
    # Under the heading (after the deal's commitment, when the hand has one).
    rows = [next(r for r in (h + 1, h + 2) if "opens:" in model.text(r)) for h in headings]
    assert [model.text(r) for r in rows] == [
        f"{names[openers[0]]} opens: the first hand's opener is chosen by lot.",
        f"{names[openers[1]]} opens: the next seat clockwise after {names[openers[0]]}, "
        "who opened hand 1.",
        f"{names[openers[2]]} opens: the next seat clockwise after {names[openers[1]]}, "
        "who opened hand 2.",
    ]
    said = [model.text(r) for r in range(model.rowCount())]
    assert sum("opens:" in line for line in said) == 3  # once a hand
    assert window.languages.apply("tr")
    try:
        turkish = model.text(rows[1])
        assert "opens" not in turkish and names[openers[0]] in turkish, turkish
    finally:
        window.languages.apply("en")


def test_the_move_log_never_wraps_inside_a_tile(qtbot, window):
    window.controller.resume(played_match(1), MatchSetup("A rather long player name", ("greedy",)))
    model = window.log_model
    font = window.log_view.font()
    for row in range(model.rowCount()):
        text = model.data(model.index(row))
        layout = QTextLayout(text, font)
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        layout.beginLayout()
        breaks = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(QFontMetrics(font).horizontalAdvance("played [0|4] o"))
            breaks.append(line.textStart())
        layout.endLayout()
        for start in breaks[1:]:
            before = text[:start].replace("\u2060", "").rstrip()
            assert not before.endswith("|") and not before.endswith("["), (text, start)


# -- 8. hints to learn from ---------------------------------------------------------------


@pytest.mark.slow  # starts the bot process (hints, the tutor, the hard player)
def test_a_draw_hint_says_why_is_shown_once_and_enter_draws(qtbot, window):
    position(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line())
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.turn_label.text().startswith("Hint:"), timeout=20000)
    label = window.turn_label.text()
    assert "draw a tile" in label and "3 or a 4" in label
    assert "Hint" not in status(window)  # said once, under the table
    window.set_language("tr")
    assert window.turn_label.text().startswith("İpucu:")
    assert "İpucu" not in status(window)  # still said once, in the new language too
    window.set_language("en")
    assert "Hint" not in status(window)
    before = window.controller.match.hand.stock_size
    type_key(qtbot, Qt.Key.Key_Return)
    assert window.controller.match.hand.stock_size == before - 1
    assert not window.turn_label.text().startswith("Hint:")  # the position changed


@pytest.mark.slow  # starts the bot process (hints, the tutor, the hard player)
def test_a_long_hint_does_not_move_the_table(qtbot, window):
    window.resize(1040, 700)
    window.set_language("id")
    position(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line())
    QApplication.processEvents()
    table = window.table.geometry()
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.turn_label.text().startswith("Petunjuk:"), timeout=20000)
    QApplication.processEvents()
    label = window.turn_label
    # The hint fits the room kept for it (it did not take lines from the table).
    assert label.heightForWidth(label.width()) <= label.minimumHeight()
    assert window.table.geometry() == table
    window.set_language("en")


@pytest.mark.parametrize("size", [(1280, 800), (1000, 700), (1920, 1080)])
def test_the_banner_stays_centred_on_the_table(qtbot, window, size):
    window.resize(800, 600)
    position(window, "[5|6] [1|1] [5|5] [2|2] [0|0] [1|2]", opening_line())
    QApplication.processEvents()
    window.resize(*size)
    scene = window.scene
    qtbot.waitUntil(lambda: not scene.animator.running, timeout=3000)
    QApplication.processEvents()
    banner = scene._banner.sceneBoundingRect()
    assert scene.banner_text == "YOUR TURN"
    assert abs(banner.center().x() - scene.sceneRect().center().x()) < 2


@pytest.mark.slow  # starts the bot process (hints, the tutor, the hard player)
def test_a_hint_goes_when_the_keyboard_cursor_moves(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.turn_label.text().startswith("Hint:"), timeout=20000)
    type_key(qtbot, Qt.Key.Key_Right)
    assert not window.turn_label.text().startswith("Hint:")


# -- 3. the score sheet -------------------------------------------------------------------


def test_the_score_sheet_cuts_long_names_at_their_end_without_scrolling(qtbot, window):
    name = "Reviewer Abcdefghijk"
    assert len(name) == 20
    window.resize(800, 600)
    window.start_match(MatchSetup(name, ("greedy", "greedy", "greedy"), 2))
    window.scores_dock.raise_()
    QApplication.processEvents()
    sheet = window.score_view
    header = sheet.horizontalHeader()
    assert not sheet.horizontalScrollBar().isVisible()
    shown = header.shown_text(0)
    # Whole, cut at its end, or where a cut would keep a single letter ("R…") its
    # initials ("RA"); the whole name is in the tooltip.
    cut = shown.endswith("…") and name.startswith(shown[:-1]) and len(shown) > 2
    assert shown == name or cut or shown == "RA"
    tip = sheet.model().headerData(0, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tip == plain_tooltip(name)
    widths = sum(header.sectionSize(s) for s in range(4)) + sheet.verticalHeader().width()
    assert widths <= sheet.viewport().width() + sheet.verticalHeader().width() + 2
    for language in ("en", "tr", "id"):
        window.set_language(language)
        side = sheet.verticalHeader()
        total = side.full_text(sheet.model().rowCount() - 1)
        assert side.shown_text(sheet.model().rowCount() - 1) == total, language
    window.set_language("en")


# -- 9. the line's tiles at 800×600 -------------------------------------------------------


def line_of(length: int) -> Match:
    for seed in range(500):
        match = Match.new(2, random.Random(seed), first_opener=1)
        bots = [make_bot("greedy", random.Random(seed + s)) for s in range(2)]
        while match.hand.outcome is None:
            hand = match.hand
            if hand.current == 0 and len(hand.line) == length:
                return match
            match = match.apply(bots[hand.current].choose(match.view(hand.current)))
    raise AssertionError("no such line")


def test_the_newest_line_stays_in_sight_when_the_log_narrows_or_rewraps(qtbot, window):
    window.resize(1280, 700)
    window.controller.resume(played_match(2), MatchSetup("Tester", ("greedy",)))
    view = window.log_view
    qtbot.waitUntil(view.newest_visible, timeout=2000)
    # The tile counter takes room from the log (View → Tile counter).
    window.actions_.tile_counter.trigger()
    qtbot.waitUntil(lambda: window.counter_dock.isVisible(), timeout=2000)
    qtbot.waitUntil(view.newest_visible, timeout=2000)
    # Another language wraps every line anew.
    window.actions_.languages["tr"].trigger()
    qtbot.waitUntil(view.newest_visible, timeout=2000)
    # A reader scrolled back to older moves is left where they are.
    run_timers_due_within(qtbot, 50)  # the scrolling asked for above is done (show_newest)
    view.scrollToTop()
    window.actions_.languages["en"].trigger()
    run_timers_due_within(qtbot, 50)  # any scrolling asked for now would be done too
    assert not view.newest_visible()


def test_line_tiles_are_large_at_800_by_600(qtbot, window):
    window.resize(800, 600)
    window.controller.resume(line_of(10), MatchSetup("Tester", ("greedy",)))
    QApplication.processEvents()
    view = window.table
    for item in window.scene.line_items():
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert max(rect.width(), rect.height()) >= 56
        on_screen = view.viewport().rect()
        assert on_screen.contains(view.mapFromScene(QPointF(item.scenePos())))


def test_side_panels_fold_at_small_widths_and_text_grows_on_large_screens(qtbot, window):
    window.resize(800, 600)
    QApplication.processEvents()
    assert window.responsive.folded
    assert window.table.viewport().width() >= 520  # the table keeps most of the room
    small = window.draw_button.fontInfo().pixelSize()
    assert window.tabifiedDockWidgets(window.scores_dock) == [window.log_dock]
    window.resize(3840, 2160)
    QApplication.processEvents()
    assert not window.responsive.folded
    # Unfolded again: the score sheet and the move log side by side, both shown.
    assert window.tabifiedDockWidgets(window.scores_dock) == []
    assert window.scores_dock.isVisible() and window.log_dock.isVisible()
    assert window.log_dock.y() > window.scores_dock.y()
    assert window.draw_button.fontInfo().pixelSize() >= 2 * small
    assert window.log_view.fontInfo().pixelSize() >= 2 * small
    assert window.draw_button.height() >= 60


def test_clicking_the_stock_between_turns_says_whose_turn_it_is(qtbot, window):
    position(window, "[0|3] [1|1] [5|6] [2|2] [0|0] [1|2]", opening_line())
    window.controller.move_delay_ms = 5000  # the computer player waits
    click_scene(qtbot, window, window.scene.tile_item(Tile(0, 3)).scenePos())
    stock = window.scene.stock_item
    click_scene(qtbot, window, stock.mapToScene(stock.boundingRect().center()))
    assert status(window) == "Wait for your turn: Bot 1 is to play."


def test_the_last_tile_lands_before_the_hands_summary_shrinks_the_table(qtbot, window):
    # The X11 playthrough: the hand's last tile jumped into the line, its flight cut short
    # by the summary that shrinks the table.
    window.set_speed("normal")
    window.controller.move_delay_ms = 10**6
    position(window, "[0|3]", opening_line())
    qtbot.waitUntil(lambda: not window.scene.animator.running, timeout=3000)
    click_scene(qtbot, window, window.scene.tile_item(Tile(0, 3)).scenePos())
    qtbot.waitUntil(lambda: window.controller.match.hand.outcome is not None, timeout=3000)
    assert window.scene.animator.running  # the tile is in flight
    QApplication.processEvents()
    assert window.summary is None and window.scene.animator.running
    qtbot.waitUntil(lambda: window.summary is not None, timeout=3000)
    assert not window.scene.animator.running
