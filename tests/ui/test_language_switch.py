"""A language switch retranslates each part of the window once, through the one registry
(drawgame.ui.language): the table, the move log (re-rendered, not retold), the panels, the
window and an open Rules dialog; a window built later registers itself too."""

from __future__ import annotations

from drawgame.languages import LANGUAGES, SOURCE, SYSTEM, codes, language, translated
from drawgame.session.controller import MatchSetup
from drawgame.ui import language as registry

from ._events import deliver_posted_events


def test_one_switch_retranslates_once(qtbot, window, monkeypatch):
    c = window.controller
    window.start_match(MatchSetup("", ("greedy",), 4))
    while len(c.log) < 2:  # a few lines in the move log
        qtbot.waitUntil(c.human_to_move, timeout=10000)
        c.play(c.view.legal_actions[-1])
    qtbot.waitUntil(c.human_to_move, timeout=10000)
    scene_calls = []
    original = window.scene.retranslate

    def counting() -> None:
        scene_calls.append(1)
        original()

    monkeypatch.setattr(window.scene, "retranslate", counting)
    model = window.log_model
    log_rereads = []
    model.modelReset.connect(lambda: log_rereads.append("reset"))
    model.dataChanged.connect(lambda *_: log_rereads.append("changed"))
    switches = []
    window.languages.languageChanged.connect(switches.append)
    rules = window.show_rules()
    qtbot.waitExposed(rules)
    entries = c.log
    english = [model.data(model.index(r)) for r in range(model.rowCount())]

    parts = [p for p in registry.registered() if _belongs_to(p, window)]
    assert {id(window.scene), id(window.log_model), id(rules), id(window)} <= {id(p) for p in parts}
    calls: dict[int, int] = {}
    for part in {id(p): p for p in parts}.values():
        if part is window.scene:
            continue
        original_part = part.retranslate

        def counted(_part=part, _original=original_part) -> None:
            calls[id(_part)] = calls.get(id(_part), 0) + 1
            _original()

        monkeypatch.setattr(part, "retranslate", counted)

    window.set_language("tr")
    deliver_posted_events()  # Qt's posted LanguageChange events

    assert switches == ["tr"]
    assert len(scene_calls) == 1
    # Every part of the window (actions, menus, panels, log, table, the window itself, the
    # Rules dialog) is registered and was retranslated exactly once.
    assert len(parts) >= 9
    counts = {type(p).__name__: calls.get(id(p), 0) for p in parts if p is not window.scene}
    assert counts == dict.fromkeys(counts, 1)
    assert log_rereads == ["changed"]  # the rows were re-read once, not rebuilt
    assert c.log == entries
    turkish = [model.data(model.index(r)) for r in range(model.rowCount())]
    assert len(turkish) == len(english) and turkish != english
    assert rules.windowTitle() == "Draw kuralları"
    window.set_language("en")
    assert rules.windowTitle() == "Rules of Draw"
    rules.close()


def _belongs_to(part, window) -> bool:
    """``part`` is ``window`` or one of the objects it owns."""
    while part is not None:
        if part is window:
            return True
        part = part.parent()
    return False


def test_the_registry_holds_parts_weakly_and_forgets_deleted_ones(qtbot):
    from PySide6.QtWidgets import QLabel

    class Part(QLabel):
        def retranslate(self) -> None:
            self.setText(self.tr("Move log"))

    part = Part()
    registry.register(part)
    registry.register(part)  # twice is once
    assert sum(p is part for p in registry.registered()) == 1
    part.deleteLater()
    qtbot.waitUntil(lambda: all(type(p).__name__ != "Part" for p in registry.registered()))


def test_registering_translates_the_part_at_once_and_only_once(qtbot):
    # A part sets its texts when it registers (its own __init__ does not), so no part
    # is shown without words nor translated twice on being built.
    from PySide6.QtWidgets import QLabel

    class Part(QLabel):
        calls = 0

        def retranslate(self) -> None:
            self.calls += 1
            self.setText(self.tr("Move log"))

    part = Part()
    qtbot.addWidget(part)
    registry.register(part)
    assert (part.text(), part.calls) == ("Move log", 1)
    registry.register(part)
    assert part.calls == 1


def test_the_registry_is_the_one_list_of_languages():
    assert codes() == ("en", "tr", "id") and SOURCE == "en" and SYSTEM not in codes()
    assert [entry.code for entry in translated()] == ["tr", "id"]
    assert language("tr").qt_catalogue and not language("id").qt_catalogue
    assert language("id").native_name == "Bahasa Indonesia"
    assert language("tr").english_name == "Turkish"
    assert len({entry.code for entry in LANGUAGES}) == len(LANGUAGES)


def test_the_language_menu_lists_the_registry(window):
    names = {code: action.text() for code, action in window.actions_.languages.items()}
    assert list(names) == [SYSTEM, *codes()]
    assert [names[code] for code in codes()] == [entry.native_name for entry in LANGUAGES]


def test_a_session_language_is_the_one_ticked_and_not_remembered(qtbot, tmp_path):
    # drawgame --lang tr: the window speaks Turkish, and Settings → Language ticks Türkçe,
    # not the remembered choice ("System"), which the next start without --lang still uses.
    from drawgame.storage.settings import Settings
    from drawgame.ui.windows.main_window import MainWindow

    settings = Settings(tmp_path / "settings.json")
    window = MainWindow(settings, language="tr")
    qtbot.addWidget(window)
    ticked = [code for code, action in window.actions_.languages.items() if action.isChecked()]
    assert ticked == ["tr"]
    assert window.game_menu.title() == "&Oyun"
    assert settings.value("ui/language", SYSTEM) == SYSTEM
    window.actions_.languages["id"].trigger()  # a choice in the menu is remembered
    assert settings.value("ui/language", SYSTEM) == "id"
    window.languages.apply(SOURCE)  # the next tests' language
    window.close()
