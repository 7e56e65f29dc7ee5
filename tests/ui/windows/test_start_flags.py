"""``drawgame``'s start flags when a saved match waits: the resume question's New match…
shows what the flags chose (``--opponents``, ``--seed`` over the remembered choices), and
Resume brings back the saved match as it was."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from drawgame.app import parse_args
from drawgame.engine import Match
from drawgame.storage.saves import SaveDocument, save_to_json
from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import start_game

from .._windows import close_windows_after  # noqa: F401 (each test closes what it opened)

pytestmark = pytest.mark.slow  # starts the game as `drawgame` does

FLAGS = ["--opponents", "3", "--seed", "4"]


def started(qtbot, tmp_path: Path, name: str, saved: Match | None):
    """``drawgame --data-dir DIR --opponents 3 --seed 4``, DIR holding ``saved`` unfinished
    (if any); one opponent is the remembered choice."""
    data = tmp_path / name
    data.mkdir()
    if saved is not None:
        doc = SaveDocument(saved, "", ("medium",), "ab" * 16, 5, None)
        (data / "match.json").write_text(save_to_json(doc), encoding="utf-8")
    settings = Settings(tmp_path / f"{name}.json")
    settings.setValue("match/opponents", 1)
    game = start_game(parse_args(["--data-dir", str(data), *FLAGS]), settings)
    qtbot.addWidget(game.window)
    game.window.set_speed("off")
    return game


def hand_on_table(window) -> list[str]:
    return sorted(str(item.tile) for item in window.scene.hand_items())


def test_a_new_match_instead_of_the_saved_one_has_the_opponents_and_seed_of_the_flags(
    qtbot, tmp_path
):
    saved = Match.new(2, random.Random(1))
    game = started(qtbot, tmp_path, "saved", saved)
    box = game.notices.named("resumeBox")[-1]
    qtbot.waitExposed(box)
    qtbot.mouseClick(box.findChild(object, "newMatchButton"), Qt.MouseButton.LeftButton)
    dialog = game.window.findChild(QDialog, "newMatchDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.opponents.value() == 3  # not the remembered 1
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    window = game.window
    assert window.controller.match.players == 4
    # Dealt with --seed 4: the same tiles as the same flags deal with no saved match.
    plain = started(qtbot, tmp_path, "empty", None)
    assert plain.window.controller.match.players == 4
    assert hand_on_table(window) == hand_on_table(plain.window)


def test_resume_brings_back_the_saved_match_whatever_the_flags(qtbot, tmp_path):
    saved = Match.new(2, random.Random(1))
    game = started(qtbot, tmp_path, "saved", saved)
    box = game.notices.named("resumeBox")[-1]
    qtbot.waitExposed(box)
    qtbot.mouseClick(box.findChild(object, "resumeButton"), Qt.MouseButton.LeftButton)
    assert game.window.controller.match == saved
    assert len(game.window.seat_names()) == 2


def test_new_match_offers_what_is_played_not_only_what_was_remembered(qtbot, tmp_path):
    """X11: started with --opponents 2 (1 remembered), a match played to its end, New
    match… offered 1 opponent."""
    game = started(qtbot, tmp_path, "empty", None)
    window = game.window
    assert window.controller.match.players == 4
    window.actions_.new_match.trigger()
    dialog = window.findChild(QDialog, "newMatchDialog")
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible())
    assert dialog.opponents.value() == 3  # the match in play's, not the remembered 1
