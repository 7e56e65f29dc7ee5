"""The Game menu's "Practice mistakes (7)": the count of positions left to solve, kept
through a language switch; off without a keeper of the data folder (nothing to practise
from); a review of the player's own hand feeds the book, a bot's does not."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from drawgame.storage.practice import FILE_NAME, PracticeBook

from ..review._practice import BUDGET, open_game, short_record


def test_the_menu_item_sits_under_statistics_and_counts_in_every_language(qtbot, tmp_path):
    game = open_game(qtbot, tmp_path, tmp_path / "data")
    window = game.window
    actions = window.game_menu.actions()
    practice_action = window.actions_.practice
    assert actions.index(practice_action) == actions.index(window.actions_.statistics) + 1
    assert practice_action.isEnabled() and practice_action.text() == "Practice &mistakes (0)"
    records = window.records
    records.budget = BUDGET
    review = records.show_review(short_record(3), 1, 0)
    qtbot.waitUntil(lambda: review.review() is not None, timeout=60000)
    count = window.practice_door.practice.unsolved
    assert count > 0 and practice_action.text() == f"Practice &mistakes ({count})"
    window.set_language("tr")
    assert practice_action.text() == f"&Hata alıştırması ({count})"
    assert review.practice_button.text() == f"Hata alıştırması ({count})"
    window.set_language("id")
    assert practice_action.text() == f"&Latihan dari kesalahan ({count})"
    window.set_language("en")
    window.close()
    # Closing the window writes the book; the next start reads it (off the first frame's
    # way) and the menu says the count.
    assert PracticeBook.from_json((tmp_path / "data" / FILE_NAME).read_bytes()).unsolved
    again = open_game(qtbot, tmp_path, tmp_path / "data").window
    qtbot.waitUntil(lambda: again.actions_.practice.text() == f"Practice &mistakes ({count})")
    again.close()


def test_a_review_of_a_bots_hand_gives_nothing_to_practise(qtbot, tmp_path):
    game = open_game(qtbot, tmp_path, tmp_path / "data")
    window = game.window
    records = window.records
    records.budget = BUDGET
    review = records.show_review(short_record(3), 1, 1)  # the bot's seat
    qtbot.waitUntil(lambda: review.review() is not None, timeout=60000)
    assert window.practice_door.practice.book == PracticeBook()
    window.close()


def test_without_a_keeper_there_is_nothing_to_practise(window):
    assert window.practice_door.practice is None
    assert not window.actions_.practice.isEnabled()
    assert window.practice_door.open_practice() is None
    assert window.findChild(QDialog, "practiceDialog") is None
