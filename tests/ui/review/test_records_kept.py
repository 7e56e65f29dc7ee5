"""Every finished match is kept as a record in the data folder: the newest ones stay
(older ones are pruned, the statistics are not touched), only by the copy of the game
that holds the folder, and each one opens in the review window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from drawgame.session.controller import MatchSetup
from drawgame.storage.records import kept_records, load_record_file
from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import build_game

from ...storage._saves import finished


def open_game(qtbot, tmp_path, data):
    game = build_game(Settings(tmp_path / "settings.ini"), None, data)
    game.window.set_speed("off")
    game.window.controller.move_delay_ms = 0
    qtbot.addWidget(game.window)
    return game


def test_finished_matches_are_kept_and_pruned_to_the_newest(qtbot, tmp_path):
    game = open_game(qtbot, tmp_path, tmp_path / "data")
    keeper, controller = game.keeper, game.window.controller
    keeper.keep_records = 3
    matches = [finished(2, seed) for seed in range(5)]
    for match in matches:
        # A finished match resumed: the game counts and keeps it as it would at its end.
        with qtbot.waitSignal(keeper.recordKept, timeout=10000):
            controller.resume(match, MatchSetup("Ayşe", ("greedy",)))
    assert keeper.flush()
    kept = kept_records(keeper.records_folder)
    assert len(kept) == 3
    assert all(path.parent == tmp_path / "data" / "records" for path in kept)
    read = [load_record_file(path) for path in kept]
    assert {record.to_match() for record in read} <= set(matches)
    assert all(record.seats[0].name == "Ayşe" for record in read)
    # Pruning leaves the statistics alone: all five matches are counted.
    assert keeper.statistics.total().played == 5
    game.window.close()


def test_a_second_copy_keeps_no_records(qtbot, tmp_path):
    first = open_game(qtbot, tmp_path, tmp_path / "data")
    second = open_game(qtbot, tmp_path, tmp_path / "data")
    assert not second.keeper.saving
    second.window.controller.resume(finished(2, 1), MatchSetup("", ("greedy",)))
    assert second.keeper.flush()
    assert kept_records(second.keeper.records_folder) == []
    second.window.close()
    first.window.close()


def test_a_record_kept_at_the_match_end_is_said_where(qtbot, tmp_path):
    """A first-time player saw no sign that the match's record was kept."""
    game = open_game(qtbot, tmp_path, tmp_path / "data")
    bar = game.window.statusBar()
    with qtbot.waitSignal(game.keeper.recordKept, timeout=10000):
        game.window.controller.resume(finished(2, 3), MatchSetup("", ("greedy",)))
    said = bar.currentMessage()
    whole = f"Record kept in {tmp_path / 'data' / 'records'} (Game → Open record…)."
    assert whole in said or whole in bar.toolTip()
    assert said.endswith("(Game → Open record…).")
    game.window.close()


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_where_the_record_is_kept_reads_whole_in_an_800_pixel_window(qtbot, tmp_path, code):
    """At 800×600 the sentence saying where the record is kept ran off the status bar's
    end: it is shorter now, the folder elided in its middle, the whole in the tooltip."""
    data = tmp_path / "a folder with a rather long name for the game's own things" / "data"
    game = open_game(qtbot, tmp_path, data)
    window = game.window
    window.set_language(code)
    window.resize(800, 581)
    window.show()
    qtbot.waitExposed(window)
    bar = window.statusBar()
    # Without an audio device "No sound" stands at the bar's right (a first-time player saw
    # the sentence run into it at 800×600): a word kept there as the sound state keeps it
    # (offscreen the game has no sound state).
    no_sound = QLabel("No sound")
    bar.addPermanentWidget(no_sound)
    with qtbot.waitSignal(game.keeper.recordKept, timeout=10000):
        window.controller.resume(finished(2, 3), MatchSetup("", ("greedy",)))
    said = bar.currentMessage()
    assert bar.width() <= 800
    # Nothing runs past the bar's end (its text is cut there, not elided), nor into the
    # words at its right.
    room = bar.width() - 20 - no_sound.width()
    assert bar.fontMetrics().horizontalAdvance(said) <= room, (said, bar.width())
    assert "records" in said and "…" in said
    menu = window.game_menu.title().replace("&", "")
    assert menu in said  # where to find it again, in the player's language
    assert str(data / "records") in bar.toolTip()
    # The next news takes the tooltip away with it.
    bar.showMessage("Something else")
    assert bar.toolTip() == ""
    window.set_language("en")
    window.close()
