"""A computer level and a language are each one record (drawgame/ai/levels.py,
drawgame/languages.py): a fake level and a fake language, added to the registries alone, are
found everywhere the game reads them: the New match dialog and the statistics' names, the
arena and the bot process, a save, the Language menu and ``--lang``, the rule text and the
bundle's hidden imports and data (the PyInstaller spec, run with stand-ins for PyInstaller)."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt

from drawgame import languages, rules
from drawgame.ai import BOTS, levels, make_bot
from drawgame.ai.simple import GreedyBot
from drawgame.app import parse_args
from drawgame.engine import Match
from drawgame.languages import Language
from drawgame.session.bot_serving import BuiltInBots
from drawgame.session.setup import MatchSetup
from drawgame.storage import SaveDocument, load_save, save_to_json

ROOT = Path(__file__).resolve().parents[1]

FAKE_LEVEL = levels.Level(
    "fake-level", f"{__name__}:make_fake", remote=True, words="Fake", imports=("fake.search",)
)
FAKE_LANGUAGE = Language(
    "xx", "Fakish", "Fakish", "rules_id.txt", "drawgame_id", qt_catalogues=("qtbase_tr",)
)


class FakeBot(GreedyBot):
    name = "fake-level"


def make_fake(rng: random.Random) -> FakeBot:
    return FakeBot(rng)


@pytest.fixture
def fake_level(monkeypatch: pytest.MonkeyPatch) -> levels.Level:
    monkeypatch.setattr(levels, "LEVELS", (*levels.LEVELS, FAKE_LEVEL))
    return FAKE_LEVEL


@pytest.fixture
def fake_language(monkeypatch: pytest.MonkeyPatch) -> Language:
    monkeypatch.setattr(languages, "LANGUAGES", (*languages.LANGUAGES, FAKE_LANGUAGE))
    return FAKE_LANGUAGE


def run_spec(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """packaging/drawgame.spec run as PyInstaller runs it, with stand-ins for its classes:
    what it hands to ``Analysis`` (the hidden imports and the data files)."""
    seen: dict[str, Any] = {}

    class Analysis:
        def __init__(self, scripts: list[str], **options: Any) -> None:
            seen.update(options)
            self.binaries: list[Any] = []
            self.datas: list[Any] = []
            self.pure: list[Any] = []
            self.scripts: list[Any] = []

    def stand_in(*args: Any, **kwargs: Any) -> None:
        return None

    # The spec puts the checkout and its hooks first on the path; a fresh slim_qt reads the
    # languages as they are now.
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.delitem(sys.modules, "slim_qt", raising=False)
    spec = ROOT / "packaging" / "drawgame.spec"
    # The spec's build step (one headless start keeping the dataclasses' code, tested with
    # the bundle) is not run here: only what it hands to the analysis is looked at.
    monkeypatch.setattr(subprocess, "run", stand_in)
    names = {"SPECPATH": str(spec.parent), "Analysis": Analysis, "__file__": str(spec)}
    names["workpath"] = str(ROOT / "build" / "not-written")
    names.update({name: stand_in for name in ("PYZ", "EXE", "COLLECT", "BUNDLE")})
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), names)
    return seen


def test_a_level_is_one_record_the_game_reads_everywhere(
    qtbot, monkeypatch, fake_level, tmp_path
) -> None:
    from drawgame.ui.dialogs.match_choices import strength_name, strengths
    from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog

    # The New match dialog offers it by its words, after the built-in levels.
    dialog = NewMatchDialog(MatchSetup())
    qtbot.addWidget(dialog)
    combo = dialog.strengths[0]
    offered = [combo.itemData(i) for i in range(combo.count())]
    assert offered == ["easy", "medium", "hard", "expert", "fake-level"] == list(strengths())
    assert combo.itemText(4) == "Fake" == strength_name("fake-level")
    combo.setCurrentIndex(4)
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    assert dialog.setup().opponents == ("fake-level",)
    # The arena's registry and the bot process's handler make it; it thinks apart.
    assert "fake-level" in BOTS and "fake-level" in list(BOTS)
    assert isinstance(make_bot("fake-level", random.Random(1)), FakeBot)
    assert levels.thinks_apart("fake-level") and not levels.thinks_apart("medium")
    from drawgame.remote.protocol import Made, New

    made = BuiltInBots().new(New(bot=(1, 1), kind="fake-level", seed="7"))
    assert made == Made("fake-level")
    # A match against it is saved and loads again (the keeper's known opponents).
    doc = SaveDocument(Match.new(2, random.Random(2)), "", ("fake-level",), "a" * 32)
    assert load_save(save_to_json(doc), known_opponents=BOTS.keys()).opponents == ("fake-level",)
    # The bundle carries its modules.
    assert {"drawgame.ai.heuristic", f"{__name__}", "fake.search"} <= set(levels.hidden_imports())
    hidden = run_spec(monkeypatch)["hiddenimports"]
    assert {"drawgame.ai.simple", "drawgame.ai.hard", __name__, "fake.search"} <= set(hidden)


def test_the_arena_plays_a_level_added_by_its_record(fake_level, capsys) -> None:
    from drawgame.arena.cli import main

    assert main(["--bots", "fake-level,greedy", "--matches", "1", "--seed", "3"]) == 0
    assert "fake-level" in capsys.readouterr().out


def test_a_language_is_one_record_the_game_reads_everywhere(
    qtbot, monkeypatch, fake_language, tmp_path
) -> None:
    from drawgame.storage.settings import Settings
    from drawgame.ui.windows.main_window import MainWindow

    # --lang takes it; its rule text is the file its record names.
    assert parse_args(["--lang", "xx"]).lang == "xx"
    assert rules.rule_text("xx") == rules.rule_text("id")
    # The Language menu lists it by its own name, and choosing it loads the catalogues
    # its record names (here Indonesian's, and Qt's Turkish).
    window = MainWindow(Settings(tmp_path / "settings.json"))
    action = window.actions_.languages["xx"]
    assert action.text() == "Fakish"
    try:
        action.trigger()
        assert window.languages.code == "xx"
        assert window.game_menu.title() == "&Permainan"
        assert window.languages.loaded == {"qtbase": True, "drawgame": True}
    finally:
        window.languages.apply("en")
        # Gone before the fake language is: a later switch retranslates every live part.
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # The bundle keeps the catalogues and the rule texts the records name, and only those.
    assert "qtbase_tr.qm" in languages.qt_catalogue_files()
    datas = {Path(source).name for source, _ in run_spec(monkeypatch)["datas"]}
    assert {"RULES.md", "rules_tr.txt", "rules_id.txt", "README", "drawgame_id.qm"} <= datas
    monkeypatch.setattr(languages, "LANGUAGES", languages.LANGUAGES[:2])  # no Indonesian
    datas = {Path(source).name for source, _ in run_spec(monkeypatch)["datas"]}
    assert {"rules_tr.txt", "drawgame_tr.qm"} <= datas
    assert not {"rules_id.txt", "drawgame_id.qm"} & datas
