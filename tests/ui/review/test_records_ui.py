"""Game → Open record… starts in the game's records folder, then in the folder last opened
from (remembered between runs); a remembered folder that is gone, or a garbage setting,
falls back to the records folder (issue 30, item 5)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from drawgame.engine.record import write_record
from drawgame.session.setup import MatchSetup
from drawgame.storage.records import game_record, load_record_file
from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import build_game

from ...storage._saves import finished


def open_game(qtbot, settings: Settings, data: Path):
    game = build_game(settings, None, data)
    game.window.set_speed("off")
    qtbot.addWidget(game.window)
    game.window.records.budget = 20
    return game


def dialog_folder(window) -> Path:
    window.actions_.open_record.trigger()
    dialog = window.records.file_dialog
    assert dialog is not None and dialog.isVisible()
    return Path(dialog.directory().absolutePath())


def choose(qtbot, window, path: Path) -> None:
    """Picks the file in the open dialog and clicks Open."""
    dialog = window.records.file_dialog
    dialog.selectFile(str(path))
    buttons = dialog.findChild(QDialogButtonBox, "buttonBox")
    open_button = buttons.button(QDialogButtonBox.StandardButton.Open)
    qtbot.mouseClick(open_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_open_record_starts_in_the_records_folder_then_remembers_the_last_one(qtbot, tmp_path):
    settings = Settings(tmp_path / "settings.json")
    game = open_game(qtbot, settings, tmp_path / "data")
    window = game.window
    assert dialog_folder(window) == game.keeper.records_folder
    elsewhere = tmp_path / "my records"
    elsewhere.mkdir()
    record = elsewhere / "match.txt"
    record.write_text(write_record(game_record(finished(2, 3), "Ayşe", ("hard",))), "utf-8")
    choose(qtbot, window, record)
    assert len(window.records.reviews) == 1
    qtbot.waitUntil(lambda: not window.records.reviews[0].running, timeout=60000)
    window.records.reviews[0].close()
    assert dialog_folder(window) == elsewhere
    window.records.file_dialog.reject()
    window.close()
    # The next run remembers it.
    again = open_game(qtbot, Settings(tmp_path / "settings.json"), tmp_path / "data2")
    assert dialog_folder(again.window) == elsewhere
    again.window.records.file_dialog.reject()
    again.window.close()


def test_a_folder_that_is_gone_or_a_garbage_setting_falls_back_to_the_records_folder(
    qtbot, tmp_path
):
    (tmp_path / "a file").write_text("not a folder", "utf-8")
    for remembered in (str(tmp_path / "gone"), str(tmp_path / "a file"), 42, True, b"\xff"):
        settings = Settings(tmp_path / "settings.json")
        settings.setValue("records/open_folder", remembered)
        game = open_game(qtbot, settings, tmp_path / "data")
        assert dialog_folder(game.window) == game.keeper.records_folder
        game.window.records.file_dialog.reject()
        game.window.close()
        game.keeper.close()


def save_dialog_folder(window) -> Path:
    window.controller.resume(finished(2, 3), MatchSetup("", ("greedy",)))  # a record to save
    window.actions_.save_record.trigger()
    dialog = window.records.file_dialog
    assert dialog is not None and dialog.isVisible()
    return Path(dialog.directory().absolutePath())


def test_save_record_never_starts_in_the_folder_the_game_was_started_from(
    qtbot, tmp_path, monkeypatch
):
    """A new player's first Save record as… opened in the game's own checkout, the folder
    it was started from (issue 30): it starts in the documents (or home) folder, then in
    the folder last saved to, remembered between runs."""
    started_from = tmp_path / "started here"
    started_from.mkdir()
    monkeypatch.chdir(started_from)
    settings = Settings(tmp_path / "settings.json")
    game = open_game(qtbot, settings, tmp_path / "data")
    window = game.window
    first = save_dialog_folder(window)
    assert first != started_from and first.is_dir()
    elsewhere = tmp_path / "kept"
    elsewhere.mkdir()
    dialog = window.records.file_dialog
    dialog.selectFile(str(elsewhere / "mine.txt"))
    buttons = dialog.findChild(QDialogButtonBox, "buttonBox")
    qtbot.mouseClick(
        buttons.button(QDialogButtonBox.StandardButton.Save), Qt.MouseButton.LeftButton
    )
    assert (elsewhere / "mine.txt").is_file()
    window.close()
    again = open_game(qtbot, Settings(tmp_path / "settings.json"), tmp_path / "data2")
    assert save_dialog_folder(again.window) == elsewhere
    again.window.records.file_dialog.reject()
    again.window.close()


def test_the_review_calls_a_deal_verified_only_when_this_game_showed_it(qtbot, tmp_path):
    """Issue 33: a hand's seal alone proves nothing (anyone can make one up with a record to
    go with it); the review says "Deal verified" for a commitment this game showed."""
    settings = Settings(tmp_path / "settings.json")
    game = open_game(qtbot, settings, tmp_path / "data")
    try:
        game.keeper.start(MatchSetup("", ("greedy",), 7))
        controller = game.window.controller
        while controller.match.hand.outcome is None:
            qtbot.waitUntil(
                lambda: controller.human_to_move() or controller.match.hand.outcome is not None
            )
            if controller.match.hand.outcome is None:
                controller.play(controller.match.hand.legal_actions()[0])
        game.window.actions_.review_hands.trigger()
        review = game.window.records.reviews[-1]
        review.cancel()
        assert review.deal_check.text() == "Deal verified"
        assert "Shown at the deal on 20" in review.deal_check.toolTip()
        record = tmp_path / "match.txt"
        seals = controller.seals
        record.write_text(
            write_record(game_record(controller.match, "", ("greedy",), 7, seals=seals))
        )
    finally:
        game.keeper.close()
    # Another game, another journal: the same record's deal was never shown there.
    other = open_game(qtbot, Settings(tmp_path / "other.json"), tmp_path / "other")
    try:
        review = other.window.records.show_review(load_record_file(record))
        review.cancel()
        assert review.deal_check.text() == (
            "Deal matches its commitment, which this game never showed"
        )
        assert review.deal_check.verified is None
    finally:
        other.keeper.close()
