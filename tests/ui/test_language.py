"""Turkish and Indonesian everywhere, switchable at run time (issue 5)."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QMenu,
    QWidget,
)

from drawgame.languages import language, translated
from drawgame.rules import rule_text
from drawgame.session.controller import MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui import language as language_module
from drawgame.ui.windows.main_window import MainWindow
from drawgame.ui.words.rules_text import (
    EXAMPLES_DOUBLES,
    EXAMPLES_JOINING,
    example_text,
    played_caption,
)
from tests._qt_tools import find_tool

from ._events import deliver_posted_events

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"%(?:\d|n)")


#: Every language with a catalogue of ours, as the records say (a new one is checked too).
TRANSLATED = [entry.code for entry in translated()]


def messages(code: str):
    tree = ET.parse(ROOT / "translations" / f"{language(code).catalogue}.ts")
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def seed_text(code: str) -> str:
    """The seed rule text of ``code`` ("tr" or "id"), as the package ships it."""
    assert code in ("tr", "id"), code
    return rule_text(code)


@pytest.mark.parametrize("code", TRANSLATED)
def test_catalogues_are_complete_and_keep_placeholders(code):
    count = 0
    for context, message in messages(code):
        count += 1
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), (
            context,
            source,
        )
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            assert form.strip(), (context, source)
            assert sorted(PLACEHOLDER.findall(form)) == sorted(PLACEHOLDER.findall(source)) or (
                # a plural form may leave out %n ("one tile"), never a %1…%9
                sorted(p for p in PLACEHOLDER.findall(source) if p != "%n")
                == sorted(p for p in PLACEHOLDER.findall(form) if p != "%n")
                and message.get("numerus") == "yes"
            ), (context, source, form)
    assert count > 150


@pytest.mark.slow  # runs Qt's tools
def test_lupdate_would_add_nothing():
    result = subprocess.run(
        [sys.executable, str(ROOT / "translations" / "update.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow  # runs Qt's tools
@pytest.mark.parametrize("code", TRANSLATED)
def test_compiled_catalogues_match_the_sources(code, tmp_path):
    lrelease = find_tool("lrelease")
    assert lrelease, "pyside6-lrelease comes with PySide6-Essentials"
    out = tmp_path / "x.qm"
    name = language(code).catalogue
    subprocess.run(
        [lrelease, "-silent", str(ROOT / "translations" / f"{name}.ts"), "-qm", str(out)],
        check=True,
    )
    shipped = ROOT / "drawgame" / "translations" / f"{name}.qm"
    assert shipped.read_bytes() == out.read_bytes(), "run: python translations/update.py"


@pytest.mark.parametrize("code", ["tr", "id"])
def test_the_rules_examples_read_as_the_seeds(code, qapp, tmp_path):
    manager = language_module.LanguageManager()
    assert manager.apply(code)
    try:
        text = " ".join(seed_text(code).split())
        for example in (*EXAMPLES_JOINING, *EXAMPLES_DOUBLES):
            assert played_caption(example) in text
            assert example_text(example) in text, example_text(example)
    finally:
        manager.apply("en")


def english_sources() -> set[str]:
    """English texts that the catalogues translate to something else."""
    found = set()
    for _context, message in messages("tr"):
        source = (message.findtext("source") or "").replace("&", "")
        forms = [f.text or "" for f in message.find("translation").iter("numerusform")]
        text = (message.find("translation").text or "") if not forms else forms[0]
        if text.replace("&", "") != source and "%" not in source and len(source) > 2:
            found.add(source)
    return found


ENGLISH_WORDS = re.compile(
    r"\b(the|and|your|you|tiles?|hand|match|player|points?|stock|turn|next|new|score|"
    r"total|strength|opponents?|name|rules|about|quit|hint|settings|language|view|help|"
    r"game|play|pass|close|cancel|yes|no|easy|medium|hard|never drawn|thinking)\b",
    re.IGNORECASE,
)


def visible_texts(widget: QWidget):
    """(widget, text) for every text a player can see in ``widget`` and its children."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisible():
            continue
        if isinstance(child, QAbstractButton | QLabel):
            yield child, child.text()
        if child.isWindow():
            yield child, child.windowTitle()
        if child.toolTip():
            yield child, child.toolTip()
        if isinstance(child, QMenu):
            yield child, child.title()
            for action in child.actions():
                yield child, action.text()


#: English words that are words of the language too ("total" is Indonesian).
SHARED_WORDS = {"id": re.compile(r"\btotal\b", re.IGNORECASE)}


def assert_no_english(widget: QWidget, sources: set[str], code: str = "") -> None:
    for owner, text in visible_texts(widget):
        plain = text.replace("&", "").strip()
        if not plain or plain in ("Draw", "Tester", "OK", "Ctrl", "Shift"):
            continue
        assert plain not in sources, (owner, text)
        stripped = re.sub(r"<[^>]+>|Draw|Bot \d|Qt|\[\d\|\d\]", "", plain)
        if code in SHARED_WORDS:
            stripped = SHARED_WORDS[code].sub("", stripped)
        assert not ENGLISH_WORDS.search(stripped), (owner, text)


def assert_nothing_cut_off(widget: QWidget) -> None:
    for child in widget.findChildren(QWidget):
        if not child.isVisible() or child.width() <= 0:
            continue
        if isinstance(child, QAbstractButton) and child.text():
            assert child.sizeHint().width() <= child.width() + 1, (child, child.text())
        if isinstance(child, QLabel) and child.text() and not child.wordWrap():
            assert child.sizeHint().width() <= child.width() + 1, (child, child.text())


@pytest.fixture
def small_window(qtbot, tmp_path):
    settings = Settings(tmp_path / "s.ini")
    window = MainWindow(settings)
    window.set_speed("off")
    window.controller.move_delay_ms = 0
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    window.start_match(MatchSetup("Tester", ("greedy", "greedy"), 7))
    qtbot.waitUntil(window.controller.human_to_move, timeout=10000)
    yield window
    window.set_language("en")
    window.close()


def _walk_params():
    """Every language at the smallest screen and a common laptop's."""
    for code in ("en", "tr", "id"):
        for size in ((800, 600), (1366, 768)):
            yield pytest.param(code, size, id=f"{code}-{size[0]}x{size[1]}")


def right_click_menu_problems(widget, qapp) -> list[str]:
    """What :func:`menu_problems` finds in the context menu ``widget`` opens (Qt's own)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent

    from tests.ui._readable import menu_problems

    seen: list[QMenu] = []
    problems: list[str] = []

    def look():
        for menu in qapp.topLevelWidgets():
            if isinstance(menu, QMenu) and menu.isVisible():
                seen.append(menu)
                problems.extend(menu_problems(menu))
                menu.close()

    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, QPoint(4, 4), widget.mapToGlobal(QPoint(4, 4))
    )
    open_context_menu(widget, qapp, event, look, lambda: bool(seen))
    return problems


@pytest.mark.slow  # starts the bot process, and over 2 s
@pytest.mark.parametrize(("code", "size"), list(_walk_params()))
def test_no_english_and_nothing_cut_off_in_the_window_and_dialogs(
    code, size, qtbot, qapp, tmp_path, monkeypatch
):
    """Every window, dialog, Qt's own dialogs and menus, in every language at 800×600 and
    1366×768: no English (in Turkish and Indonesian), no clipped or elided text, no tile
    or bot's name broken across lines, nothing under 9 points (issue 22)."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QLineEdit, QSpinBox

    from drawgame.engine.record import write_record
    from drawgame.session.keeper import Trouble
    from drawgame.storage.lockfile import LockHolder
    from drawgame.storage.records import game_record
    from drawgame.ui.dialogs.questions import ask_give_up
    from drawgame.ui.dialogs.summary_dialogs import MatchEndDialog
    from drawgame.ui.kit import screen_fit
    from drawgame.ui.review.figures import is_mistake
    from drawgame.ui.windows.notices import Notices
    from tests.storage._saves import document, finished
    from tests.ui._readable import menu_problems, unreadable
    from tests.ui.windows.test_fit_and_keys import _Keeper

    screen = QSize(*size)
    monkeypatch.setattr(screen_fit, "available_size", lambda _widget: screen)
    window = MainWindow(Settings(tmp_path / "s.ini"))
    window.set_speed("off")
    window.controller.move_delay_ms = 0
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(screen - (window.frameGeometry().size() - window.size()))
    # Four players, the player nameless: the longest names and the most columns.
    window.start_match(MatchSetup("", ("easy", "medium", "hard"), 7))
    qtbot.waitUntil(window.controller.human_to_move, timeout=10000)
    window.set_language(code)
    deliver_posted_events()
    sources = english_sources() if code != "en" else set()
    problems: dict[str, list[str]] = {}

    def look(name: str, widget: QWidget, english: bool = True) -> None:
        if widget.isWindow():
            qtbot.waitExposed(widget)
        deliver_posted_events()
        found = unreadable(widget)
        if found:
            problems.setdefault(name, []).extend(found)
        if english and sources:
            assert_no_english(widget, sources, code)

    try:
        # The first start's tip is part of the window, under the table.
        assert window.offer_first_tip() is not None
        look("main window", window)
        for menu in window.menuBar().findChildren(QMenu):
            menu.popup(window.pos())
            deliver_posted_events()
            if found := menu_problems(menu):
                problems[f"menu {menu.title()}"] = found
            if sources:
                assert_no_english(menu, sources, code)
            menu.hide()

        rules = window.show_rules()
        for index in range(rules.tabs.count()):
            rules.tabs.setCurrentIndex(index)
            look(f"rules, tab {index}", rules)
        rules.close()
        stats = window.show_statistics()
        look("statistics", stats)
        reset = stats.ask_reset()
        look("statistics reset", reset)
        reset.close()
        stats.close()
        dialogs: list[tuple[str, QWidget]] = [
            ("new match", window.ask_new_match()),
            ("give up", window.confirm_give_up(MatchSetup())),
            ("give up (question)", ask_give_up(window, lambda: None)),
        ]
        notices = Notices(_Keeper(), window)  # type: ignore[arg-type]
        dialogs.append(("resume", notices.ask_resume(document(3, 1, 40, name=""), MatchSetup())))
        for holder in LockHolder:
            folder = "/home/someone/.local/share/drawgame"
            dialogs.append(
                (f"folder in use ({holder.value})", notices.tell_folder_in_use(folder, holder))
            )
        for trouble in Trouble:
            notices.warn(trouble, "/home/someone/.local/share/drawgame", "detail")
            deliver_posted_events()
            dialogs.append((trouble.value, notices.shown[-1]))
        window.actions_.describe.trigger()
        dialogs += [
            ("describe", w)
            for w in QApplication.topLevelWidgets()
            if w.objectName() == "describeBox"
        ]
        match = finished(4, 5)
        names = [window.narrator.seat_name(s) for s in range(4)]
        end = MatchEndDialog(match, names, window, window.narrator)
        end.open()
        dialogs.append(("match end", end))
        (tmp_path / "broken.txt").write_text("not a record", encoding="utf-8")
        window.records.open_file(tmp_path / "broken.txt")
        dialogs.append(("record problem", window.records.problem_box))
        for name, dialog in dialogs:
            look(name, dialog)
            dialog.close()

        # The hand's summary, a panel under the table.
        headline = window.narrator.hand_headline(match.hand.outcome, names)
        window.summary_panel.show_hand(match, names, headline)
        look("hand summary", window.summary_panel)
        window.summary_panel.hide()

        # The review window, at every turn of a hand with its decisions analysed.
        window.records.budget = 12
        path = tmp_path / "m.txt"
        path.write_text(write_record(game_record(finished(3, 9), "", ("easy", "medium"))), "utf-8")
        review = window.records.open_file(path)
        qtbot.waitUntil(lambda: not review.running, timeout=60000)
        for turn in range(review.slider.maximum() + 1):
            review.show_turn(turn)
            look(f"review, turn {turn}", review)
        # Its other tabs: the decisions and the scores, the whole match's too.
        review.review_whole_match()
        qtbot.waitUntil(lambda: not review.running, timeout=60000)
        for tab in range(review.tabs.count()):
            review.tabs.setCurrentIndex(tab)
            look(f"review, tab {tab}", review)
        # "Try it yourself" at the player's first mistake, before and after a move.
        review.tabs.setCurrentIndex(0)
        mistake = next(d for d in review.review().decisions if is_mistake(d))
        review.jump_to(mistake.turn)
        look("review, at a mistake", review)
        trial = review.try_it()
        look("try it yourself", trial)
        trial.choose(mistake.best)
        qtbot.waitUntil(lambda: trial.verdict is not None, timeout=60000)
        look("try it yourself, judged", trial)
        trial.close()
        review.close()

        # Qt's own: the file dialogs and the context menus.
        monkeypatch.setattr(window.records, "current_record", lambda: object())
        for ask in (window.records.ask_open, window.records.ask_save):
            dialog = ask()
            dialog.setDirectory(str(tmp_path))
            look(f"file dialog ({ask.__name__})", dialog, english=False)
            edit = dialog.findChild(QLineEdit, "fileNameEdit")
            if found := right_click_menu_problems(edit, qapp):
                problems.setdefault("file name's menu", []).extend(found)
            dialog.close()
        spin = QSpinBox()
        qtbot.addWidget(spin)
        spin.show()
        qtbot.waitExposed(spin)
        if found := right_click_menu_problems(spin, qapp):
            problems.setdefault("spin box's menu", []).extend(found)
    finally:
        for top in QApplication.topLevelWidgets():
            if top is not window and top.isVisible():
                top.close()
        window.set_language("en")
        window.close()
    assert not problems, "\n".join(f"{name}: {found}" for name, found in problems.items())


def test_the_walk_sees_clipped_elided_broken_and_small_text(qtbot):
    from PySide6.QtGui import QFontMetrics

    from tests.ui._readable import unreadable

    dialog = QWidget()
    qtbot.addWidget(dialog)
    dialog.resize(600, 400)
    clipped = QLabel("A label far too long for its width", dialog)
    clipped.setGeometry(0, 0, 40, 20)
    wrapped = QLabel("Bot 1 played [3|3] after Bot 2", dialog)
    wrapped.setWordWrap(True)
    metrics = QFontMetrics(wrapped.font())
    wrapped.setGeometry(0, 30, metrics.horizontalAdvance("Bot 1 played [3|") + 2, 200)
    elided = QLabel("Long…", dialog)
    elided.setGeometry(0, 250, 200, 30)
    elided.setObjectName("elided")
    tiny = QLabel("tiny", dialog)
    font = tiny.font()
    font.setPointSizeF(7)
    tiny.setFont(font)
    tiny.setGeometry(0, 300, 200, 30)
    dialog.show()
    problems = "\n".join(unreadable(dialog))
    assert "'A label far too long" in problems and "needs" in problems
    assert "'[3|3]' is broken" in problems
    assert "7.0 pt" in problems
    wrapped.setText("Bot\u00a01 played [3|\u20603] after Bot\u00a02")
    assert "broken" not in "\n".join(unreadable(dialog))


def test_a_phrase_label_elides_only_with_the_whole_phrase_in_its_tooltip(qtbot):
    from drawgame.ui.panels.phrase_label import PhraseLabel
    from tests.ui._readable import unreadable

    top = QWidget()
    qtbot.addWidget(top)
    label = PhraseLabel(top)
    text = "drawing was not needed: placing a tile gave better chances"
    label.setText(text)
    metrics = label.fontMetrics()
    # Room for each clause: cut after the colon, never inside a clause.
    label.setGeometry(0, 0, metrics.horizontalAdvance("placing a tile gave better chances") + 4, 60)
    top.show()
    assert label.shown() == "drawing was not needed:\nplacing a tile gave better chances"
    assert label.text() == text and not label.elided()
    label.resize(60, 60)
    assert label.elided() and label.shown().endswith("…")
    assert text in label.toolTip()
    assert unreadable(top) == []


def test_switching_language_keeps_the_match_and_retranslates_everything(qtbot, small_window):
    window = small_window
    match = window.controller.match
    english = (
        window.game_menu.title(),
        window.draw_button.text(),
        window.scene._banner.text(),
        window.statusBar().currentMessage(),
    )
    log_before = [
        window.log_model.data(window.log_model.index(r)) for r in range(window.log_model.rowCount())
    ]
    window.set_language("tr")
    assert window.controller.match is match
    turkish = (
        window.game_menu.title(),
        window.draw_button.text(),
        window.scene._banner.text(),
        window.statusBar().currentMessage(),
    )
    assert all(a != b for a, b in zip(english, turkish, strict=True)), (english, turkish)
    assert window.game_menu.title().replace("&", "") == "Oyun"
    log_after = [
        window.log_model.data(window.log_model.index(r)) for r in range(window.log_model.rowCount())
    ]
    assert len(log_after) == len(log_before) and log_after != log_before
    window.set_language("id")
    assert window.controller.match is match
    assert window.game_menu.title().replace("&", "") == "Permainan"
    window.set_language("en")
    assert window.game_menu.title().replace("&", "") == "Game"
    assert Settings(Path(window.settings.fileName())).value("ui/language") == "en"


def test_turkish_upper_case_keeps_the_dotted_i(qtbot, small_window):
    small_window.set_language("tr")
    assert "İ" in small_window.scene._banner.text() or "I" in small_window.scene._banner.text()
    from drawgame.ui.words.text import upper

    assert upper("sıra sizde") == "SIRA SİZDE"


def test_the_default_is_the_system_language_when_we_speak_it(monkeypatch):
    from PySide6.QtCore import QLocale

    for system, expected in (("tr_TR", "tr"), ("id_ID", "id"), ("de_DE", "en"), ("en_US", "en")):
        monkeypatch.setattr(language_module.QLocale, "system", lambda s=system: QLocale(s))
        assert language_module.system_language() == expected
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        language_module.resolve("xx")


def test_qt_standard_buttons_speak_indonesian_and_turkish(qapp):
    from PySide6.QtWidgets import QDialogButtonBox

    manager = language_module.LanguageManager()
    try:
        for code, ok, cancel in (("tr", "Tamam", "İptal"), ("id", "OK", "Batal")):
            assert manager.apply(code)
            box = QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            )
            texts = {b.text().replace("&", "") for b in box.buttons()}
            assert texts == {ok, cancel}, texts
        assert manager.loaded.get("qtbase") is None  # Indonesian: Qt has none, ours serves
    finally:
        manager.apply("en")


QT_ENGLISH = re.compile(
    r"\b(look|in|files?|of|type|name|size|kind|date|modified|folders?|computer|back|forward|"
    r"parent|director(y|ies)|create|detail|list|view|rename|delete|show|hidden|open|save|"
    r"cancel|undo|redo|cut|copy|paste|select|all|step|up|down|sidebar|yes|no|bytes|file)\b",
    re.IGNORECASE,
)


def assert_no_qt_english(texts, code: str) -> None:
    for owner, text in texts:
        plain = text.replace("&", "").split("\t")[0].strip()
        if code == "id":
            plain = re.sub(r"\bfolder\b", "", plain, flags=re.IGNORECASE)  # Indonesian too
        assert not QT_ENGLISH.search(plain), (owner, text)


def file_dialog_texts(dialog):
    """Every text the player can see in Qt's file dialog: labels, buttons, tooltips, the
    column headers, the rows' sizes, types and dates, and its menus."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QAbstractItemView

    yield dialog, dialog.windowTitle()
    for child in dialog.findChildren(QWidget):
        if not child.isVisible():
            continue
        if isinstance(child, QAbstractButton | QLabel):
            yield child, child.text()
        if child.toolTip():
            yield child, child.toolTip()
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            model, root = child.model(), child.rootIndex()
            for column in range(model.columnCount(root)):
                header = model.headerData(column, Qt.Orientation.Horizontal)
                yield child, str(header or "")
            for row in range(model.rowCount(root)):
                # The name is the file's own; the rest is Qt's words and numbers.
                for column in range(1, model.columnCount(root)):
                    yield child, str(model.index(row, column, root).data() or "")
    for action in dialog.findChildren(QAction):
        yield dialog, action.text()


def context_menu_texts(widget, qapp):
    """The texts of the context menu ``widget`` opens on a right click (Qt's own menu)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent

    found: list[str] = []

    def take():
        for menu in qapp.topLevelWidgets():
            if isinstance(menu, QMenu) and menu.isVisible():
                found.extend(action.text() for action in menu.actions())
                menu.close()

    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, QPoint(4, 4), widget.mapToGlobal(QPoint(4, 4))
    )
    open_context_menu(widget, qapp, event, take, lambda: bool(found))
    return found


def open_context_menu(widget, qapp, event, read, done) -> None:
    """Send ``event`` to ``widget`` and ``read`` the menu it opens until ``done()``: a spin
    box runs its menu's own event loop, so a timer looks from inside it."""
    from PySide6.QtCore import QTimer

    looking = QTimer()
    looking.setInterval(0)
    looking.timeout.connect(lambda: looking.stop() if done() else read())
    looking.start()
    try:
        qapp.sendEvent(widget, event)
        deadline = QTimer()
        deadline.setSingleShot(True)
        deadline.start(5000)
        while not done() and deadline.isActive():
            qapp.processEvents()
    finally:
        looking.stop()
    assert done(), widget


@pytest.mark.parametrize("code", ["tr", "id"])
def test_qt_file_dialog_and_context_menus_speak_the_language(
    code, qtbot, qapp, small_window, tmp_path, monkeypatch
):
    from PySide6.QtWidgets import QFileDialog, QLineEdit, QSpinBox

    window = small_window
    window.set_language(code)
    (tmp_path / "notes.txt").write_text("x" * 3000, encoding="utf-8")
    (tmp_path / "folder").mkdir()
    # Saving needs a finished hand; the dialog is all this test looks at.
    monkeypatch.setattr(window.records, "current_record", lambda: object())
    for ask in (window.records.ask_open, window.records.ask_save):
        dialog = ask()
        assert dialog is not None
        assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setDirectory(str(tmp_path))
        qtbot.waitExposed(dialog)
        qtbot.waitUntil(
            lambda d=dialog: (
                d.findChild(QWidget, "treeView")
                .model()
                .rowCount(d.findChild(QWidget, "treeView").rootIndex())
                == 2
                or d.acceptMode() == QFileDialog.AcceptMode.AcceptSave
            )
        )
        assert_no_qt_english(file_dialog_texts(dialog), code)
        if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            # The suggested file name is in the player's language too.
            name = dialog.findChild(QLineEdit, "fileNameEdit").text()
            assert name.startswith({"tr": "karşılaşma-", "id": "pertandingan-"}[code]), name
        menus = [context_menu_texts(dialog.findChild(QLineEdit, "fileNameEdit"), qapp)]
        assert_no_qt_english(((dialog, text) for text in menus[0]), code)
        dialog.close()
    spin = QSpinBox()
    qtbot.addWidget(spin)
    spin.show()
    qtbot.waitExposed(spin)
    texts = context_menu_texts(spin, qapp)
    assert_no_qt_english(((spin, text) for text in texts), code)
    # No two entries of one menu answer to the same key.
    keys = [re.search(r"&(\w)", t).group(1).lower() for t in texts if re.search(r"&(\w)", t)]
    assert len(keys) == len(set(keys)), texts
