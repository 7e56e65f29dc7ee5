"""A language switch retranslates each part of the window once, on the language manager's
one signal: the table, the move log (re-rendered, not retold) and an open Rules dialog."""

from __future__ import annotations

from drawgame.languages import LANGUAGES, SOURCE, SYSTEM, codes, language, translated
from drawgame.session.controller import MatchSetup

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

    window.set_language("tr")
    deliver_posted_events()  # Qt's posted LanguageChange events

    assert switches == ["tr"]
    assert len(scene_calls) == 1
    assert log_rereads == ["changed"]  # the rows were re-read once, not rebuilt
    assert c.log == entries
    turkish = [model.data(model.index(r)) for r in range(model.rowCount())]
    assert len(turkish) == len(english) and turkish != english
    assert rules.windowTitle() == "Draw kuralları"
    window.set_language("en")
    assert rules.windowTitle() == "Rules of Draw"
    rules.close()


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
