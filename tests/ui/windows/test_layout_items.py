"""Issue 20, item 5: the window at its edges. Focus back on the table after a menu, the
tiles drawn and the last moves still marked after a resume, the last hand's summary kept at
the match's end, questions centred on the window."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QMessageBox

from drawgame.app import parse_args
from drawgame.engine import Draw, Match, Place
from drawgame.session.controller import MatchSetup
from drawgame.storage.saves import SaveDocument, save_to_json
from drawgame.storage.settings import Settings
from drawgame.ui.kit import screen_fit
from drawgame.ui.table.table_state import drawn_this_turn
from drawgame.ui.table.themes import CLASSIC
from drawgame.ui.windows.assembly import start_game

from .._windows import close_windows_after  # noqa: F401 (each test closes what it opened)
from .test_match_flow import play_to_the_last_summary


def find_match(wanted, players: int = 2) -> Match:
    """The first position of seeded random play, at the player's turn, that ``wanted``."""
    for seed in range(500):
        rng = random.Random(seed)
        match = Match.new(players, rng)
        for _ in range(200):
            hand = match.hand
            if hand.outcome is not None:
                break
            if hand.current == 0 and wanted(hand):
                return match
            actions = hand.legal_actions()
            # Draw when allowed, now and then: a player who drew is what is looked for.
            draws = [a for a in actions if isinstance(a, Draw)]
            match = match.apply(draws[0] if draws and rng.random() < 0.7 else rng.choice(actions))
    raise AssertionError("no such position")


def resumed(qtbot, tmp_path: Path, match: Match):
    """``drawgame`` started on a data folder holding ``match`` unfinished; Resume clicked."""
    data = tmp_path / "data"
    data.mkdir()
    doc = SaveDocument(match, "", ("medium",) * (match.players - 1), "ab" * 16, 5, None)
    (data / "match.json").write_text(save_to_json(doc), encoding="utf-8")
    args = parse_args(["--seed", "5", "--data-dir", str(data)])
    game = start_game(args, Settings(tmp_path / "settings.json"))
    window = game.window
    qtbot.addWidget(window)
    window.set_speed("off")
    box = game.notices.named("resumeBox")[-1]
    qtbot.waitExposed(box)
    qtbot.mouseClick(box.findChild(object, "resumeButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.controller.human_to_move)
    return game


def test_the_tiles_drawn_this_turn_are_ringed_after_a_resume(qtbot, tmp_path):
    match = find_match(lambda hand: len(drawn_this_turn(hand, 0)) >= 2)
    drawn = drawn_this_turn(match.hand, 0)
    window = resumed(qtbot, tmp_path, match).window
    ringed = {item.tile for item in window.scene.hand_items() if item.glow == CLASSIC.drawn}
    assert ringed == set(drawn)
    # The next move (by the player, clicked on the table) puts the rings away.
    place = next(a for a in window.controller.view.legal_actions if isinstance(a, Place))
    window.controller.play(place)
    assert not any(item.glow == CLASSIC.drawn for item in window.scene.hand_items())


def test_the_last_moves_keep_their_tags_after_a_resume(qtbot, tmp_path):
    def bots_placed(hand) -> bool:
        last = hand.history[-1] if hand.history else None
        mine = any(turn.seat == 0 for turn in hand.history)
        return mine and last is not None and last.seat != 0 and isinstance(last.action, Place)

    match = find_match(bots_placed, players=3)
    window = resumed(qtbot, tmp_path, match).window
    tags = window.scene.tags()
    assert tags, "the tiles the opponents placed since the player's last move are tagged"
    names = {window.narrator.seat_name(s) for s in (1, 2)}
    assert {tag.text for tag in tags} <= names


def test_the_resume_question_stands_centred_on_the_window(qtbot, tmp_path):
    game = resumed_question = None
    data = tmp_path / "data"
    data.mkdir()
    match = find_match(lambda hand: len(hand.history) > 4)
    doc = SaveDocument(match, "", ("medium",), "cd" * 16, 5, None)
    (data / "match.json").write_text(save_to_json(doc), encoding="utf-8")
    game = start_game(parse_args(["--data-dir", str(data)]), Settings(tmp_path / "s.json"))
    qtbot.addWidget(game.window)
    resumed_question = game.notices.named("resumeBox")[-1]
    qtbot.waitExposed(resumed_question)

    def centred() -> bool:
        box, window = resumed_question.frameGeometry(), game.window.frameGeometry()
        return (box.center() - window.center()).manhattanLength() <= 3

    # The box is centred once Qt has laid it out (a posted event: later on a busy machine).
    qtbot.waitUntil(centred, timeout=3000)


def test_escape_closing_a_menu_gives_the_arrow_keys_back_to_the_table(qtbot, window):
    window.controller.new_match(MatchSetup("", ("greedy",), 3))
    qtbot.waitUntil(window.controller.human_to_move)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.hint_button.setFocus()  # the player clicked a button on the bar, say
    menu = window.game_menu
    menu.popup(window.mapToGlobal(QPoint(10, 10)))
    qtbot.waitExposed(menu)
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())
    # (The offscreen platform leaves the closed menu the active window: the window's own
    # focus is what the keys reach once it is active again.)
    qtbot.waitUntil(lambda: window.focusWidget() is window.table)
    before = window.scene.focused_tile
    qtbot.keyClick(window.table.viewport(), Qt.Key.Key_Right)
    assert window.scene.focused_tile != before


@pytest.mark.slow  # over 2 s
def test_the_last_hands_summary_stays_at_the_match_end(qtbot, window):
    play_to_the_last_summary(qtbot, window)
    panel = window.summary_panel
    headline = panel.headline.text()
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)  # See the result
    qtbot.waitUntil(lambda: window.match_end is not None)
    assert panel.isVisible() and panel.headline.text() == headline
    qtbot.mouseClick(window.match_end.close_button, Qt.MouseButton.LeftButton)
    assert panel.isVisible()  # still there to study beside Rematch and New match
    assert panel.rematch_button.isVisible() and panel.new_match_button.isVisible()
    # See the result shows the result again.
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.match_end is not None)
    # A new match puts the last one's summary away.
    window.match_end.close()
    qtbot.mouseClick(panel.rematch_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()


def test_the_window_screen_is_the_one_faked(monkeypatch):
    """The tests above run on the offscreen screen; screen_fit reads it through one door."""
    monkeypatch.setattr(screen_fit, "available_geometry", lambda _w: QRect(0, 0, 10, 10))
    assert screen_fit.available_size(QMessageBox()).width() == 10


def test_the_first_match_is_played_by_the_remembered_choices(qtbot, tmp_path):
    # A short match without take-backs, chosen last time, is what the game deals at start,
    # with --seed and --opponents over the remembered choices.
    settings = Settings(tmp_path / "s.json")
    settings.setValue("match/length", "short")
    settings.setValue("match/take_backs", False)
    settings.setValue("match/strength1", "easy")
    args = parse_args(["--data-dir", str(tmp_path / "data"), "--seed", "4", "--opponents", "2"])
    game = start_game(args, settings)
    qtbot.addWidget(game.window)
    setup = game.window.controller.setup
    assert setup.target == 31 and not setup.take_backs and setup.seed == 4
    assert setup.opponents[0] == "easy" and len(setup.opponents) == 2
    assert game.window.controller.match.target == 31
