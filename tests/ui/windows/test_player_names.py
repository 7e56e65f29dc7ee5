"""Every name the New match dialog accepts survives a save and a resume (hardening item 3):
a Persian name with a zero-width non-joiner, emoji joined by ZWJ, a right-to-left mark."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from drawgame.engine import Match
from drawgame.session.controller import MatchSetup
from drawgame.session.keeper import MatchKeeper
from drawgame.storage import SaveDocument, is_valid_player_name, load_save, save_to_json
from drawgame.storage.settings import Settings
from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog, load_setup
from drawgame.ui.windows.assembly import build_game
from drawgame.ui.windows.main_window import MainWindow
from drawgame.ui.windows.notices import Notices

NAMES = [
    "محمد\u200cرضا",
    "\U0001f469\u200d\U0001f4bb Ada",
    "\u200fנועה",
    "  Ayşe  ",
]


def test_every_name_the_dialog_accepts_survives_a_save(qtbot) -> None:
    dialog = NewMatchDialog(MatchSetup())
    qtbot.addWidget(dialog)
    match = Match.new(2, random.Random(2))

    @settings(max_examples=300, deadline=None)
    @given(st.text(st.characters(codec=None, exclude_categories=()), max_size=60))
    def accepted_then_saved(text: str) -> None:
        dialog.name.setText(text)
        name = dialog.setup().player_name
        assert is_valid_player_name(name)
        doc = SaveDocument(match, name, ("easy",), "b" * 32)
        assert load_save(save_to_json(doc).encode("utf-8")).player_name == name

    accepted_then_saved()


def open_window(qtbot, tmp_path: Path) -> tuple[MainWindow, MatchKeeper]:
    game = build_game(Settings(tmp_path / "settings.ini"), None, tmp_path / "data")
    window = game.window
    window.set_speed("off")
    window.controller.move_delay_ms = 0
    qtbot.addWidget(window)
    return window, game.keeper


@pytest.mark.parametrize("typed", NAMES)
def test_a_match_started_from_the_dialog_resumes_with_its_name(qtbot, tmp_path, typed) -> None:
    window, keeper = open_window(qtbot, tmp_path)
    dialog = window.ask_new_match()
    dialog.name.setText(typed)
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    name = typed.strip()
    assert window.narrator.seat_name(0) == name
    saved_ = window.controller.match
    assert keeper.flush()
    window.close()
    keeper.close()

    again, keeper2 = open_window(qtbot, tmp_path)
    keeper2.start(load_setup(again.settings), ask=False)
    assert again.findChild(Notices).shown == []  # nothing moved aside
    assert again.narrator.seat_name(0) == name
    assert again.controller.match == saved_
    assert list((tmp_path / "data").glob("*.bad-*")) == []
    again.close()
    keeper2.close()
