"""The New match dialog's presets and the remembered choices: a match's length is its rules'
target, any target (one no preset has too) is kept, and the choices older versions
remembered by name ("short", "long") still load."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame

from drawgame.engine import Rules
from drawgame.session.setup import MatchSetup
from drawgame.storage.settings import Settings
from drawgame.ui.dialogs.match_choices import load_setup, preset_of, save_setup
from drawgame.ui.dialogs.new_match_dialog import NewMatchDialog
from drawgame.ui.language import LanguageManager


@pytest.fixture
def speak(qapp):
    manager = LanguageManager()
    yield manager
    manager.apply("en")


def test_a_length_remembered_by_name_still_loads(tmp_path) -> None:
    settings = Settings(tmp_path / "s.json")
    settings.setValue("match/opponents", 2)
    settings.setValue("match/length", "long")  # as versions before the rules were kept
    assert load_setup(settings).rules == Rules(3, 7, 2, 122)
    # drawgame --opponents 3: the same preset, for four players.
    assert load_setup(settings, opponents=3).rules == Rules(4, 6, 2, 122)
    settings.setValue("match/length", "nonsense")
    assert load_setup(settings).rules == Rules.standard(3)


def test_a_target_no_preset_has_is_offered_as_it_is_and_remembered(qtbot, tmp_path) -> None:
    own = Rules(2, 7, 2, 137)
    assert preset_of(own) is None and preset_of(Rules(2, 7, 2, 50)) == "short"
    dialog = NewMatchDialog(MatchSetup("", ("easy",), None, own))
    qtbot.addWidget(dialog)
    assert dialog.length.currentText() == "As this match (137 points)"
    assert dialog.target.text() == "137 points wins the match"
    dialog.opponents.setValue(2)  # the target stays; the deal is three players'
    assert dialog.length.currentText() == "As this match (137 points)"
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    chosen = dialog.setup()
    assert chosen.rules == Rules(3, 7, 2, 137)
    settings = Settings(tmp_path / "s.json")
    save_setup(settings, chosen)
    assert load_setup(settings).rules == Rules(3, 7, 2, 137)


def test_a_preset_follows_the_number_of_players(qtbot) -> None:
    dialog = NewMatchDialog(MatchSetup("", ("easy",), None, Rules(2, 7, 2, 50)))
    qtbot.addWidget(dialog)
    assert dialog.length.currentText() == "Short (50 points)"
    assert dialog.length.count() == 3  # no "as this match": it is a preset
    dialog.opponents.setValue(3)
    assert dialog.length.currentText() == "Short (31 points)"
    assert dialog.setup().rules == Rules(4, 6, 2, 31)


def test_the_dialog_is_as_large_as_its_rows_and_not_resizable(qtbot) -> None:
    """In a real X11 window with openbox a thin frame line stood under the dialog: the
    window manager's resize handle. The dialog cannot be resized (no handle), and it still
    grows with its rows when more opponents are chosen, every row in sight."""
    dialog = NewMatchDialog(MatchSetup("", ("easy",), None, Rules.standard(2)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()
    one = dialog.height()
    for _ in range(2):  # three opponents, as a player chooses them
        qtbot.keyClick(dialog.opponents, Qt.Key.Key_Up)
    assert dialog.opponents.value() == 3
    qtbot.waitUntil(lambda: dialog.height() > one)
    assert dialog.minimumSize() == dialog.maximumSize() == dialog.size()
    assert dialog.sizeHint().height() <= dialog.height()


def test_the_expert_level_is_offered_by_its_name_in_every_language(qtbot, speak) -> None:
    # Issue 35: the strongest level, after hard, in the game's words for the levels.
    names = {
        "tr": ["Kolay", "Orta", "Zor", "Uzman"],
        "id": ["Mudah", "Sedang", "Sulit", "Ahli"],
        "en": ["Easy", "Medium", "Hard", "Expert"],
    }
    for code, shown in names.items():
        assert speak.apply(code)
        dialog = NewMatchDialog(MatchSetup())
        qtbot.addWidget(dialog)
        combo = dialog.strengths[0]
        levels = [combo.itemData(i) for i in range(combo.count())]
        assert levels == ["easy", "medium", "hard", "expert"]
        assert [combo.itemText(i) for i in range(combo.count())] == shown


def shown_dialog(qtbot) -> NewMatchDialog:
    """The New match dialog for one easy opponent, shown."""
    dialog = NewMatchDialog(MatchSetup("", ("easy",), None, Rules.standard(2)))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_chosen_level_is_described_and_the_dialog_keeps_its_size(qtbot, speak) -> None:
    """A new player could not tell the levels apart: under them, how the level chosen
    plays, in the player's language; choosing another says another sentence, and the
    dialog does not jump in size."""
    for code in ("en", "tr", "id"):
        assert speak.apply(code)
        dialog = shown_dialog(qtbot)
        about = dialog.level_about
        size = dialog.size()
        combo = dialog.strengths[0]
        combo.setFocus()
        said = []
        for _ in range(4):  # easy, medium, hard, expert, as a player goes down the list
            text = about.text()
            assert about.isVisible() and text.startswith(combo.currentText() + ":")
            said.append(text)
            # The whole sentence in sight: its label as tall as its wrapped lines.
            needed = about.heightForWidth(about.width())
            assert needed <= about.height(), (code, text)
            assert dialog.size() == size
            qtbot.keyClick(combo, Qt.Key.Key_Down)
        assert len(set(said)) == 4
        # Tab to another bot's level: its level is the one described.
        qtbot.keyClick(dialog.opponents, Qt.Key.Key_Up)
        second = dialog.strengths[1]
        second.setFocus()
        qtbot.waitUntil(lambda s=second, a=about: a.text().startswith(s.currentText() + ":"))
        if code == "en":
            english = said
        else:
            assert not set(said) & set(english)  # translated, every one
        dialog.close()


def _ink_rows(label) -> tuple[int, int]:
    """The first and last rows of the label's image with text on them (pixels darker or
    lighter than its ground by a clear margin)."""
    image = label.grab().toImage()
    ground = image.pixelColor(1, 1).lightness()
    rows = [
        y
        for y in range(image.height())
        if any(
            abs(image.pixelColor(x, y).lightness() - ground) > 60
            for x in range(0, image.width(), 2)
        )
    ]
    assert rows, "no text drawn"
    return rows[0], rows[-1]


def test_the_level_is_described_in_a_framed_box_its_words_in_the_middle(qtbot, speak) -> None:
    """The description sat at the top of a tall empty space, with nothing round it, and
    the rows under it seemed to move as a shorter one was chosen: in a framed box of one
    height, the sentence in its middle, whichever level, in every language."""
    for code in ("en", "tr", "id"):
        assert speak.apply(code)
        dialog = shown_dialog(qtbot)
        box = dialog.findChild(QFrame, "levelAboutBox")
        assert box is not None and box.frameShape() != QFrame.Shape.NoFrame
        assert box.frameWidth() > 0 and box.isVisible()
        about = dialog.level_about
        assert about.parent() is box and box.rect().contains(about.geometry())
        combo = dialog.strengths[0]
        place, size = box.geometry(), dialog.size()
        gaps = []
        for index in range(combo.count()):
            combo.setCurrentIndex(index)
            assert about.text().startswith(combo.itemText(index) + ":")
            assert box.geometry() == place and dialog.size() == size, code
            top, bottom = _ink_rows(about)
            above, below = top, about.height() - 1 - bottom
            # In the middle, to within a pixel or two of the text's own ascent and descent.
            assert abs(above - below) <= 4 + about.fontMetrics().descent(), (code, index)
            gaps.append(above)
        # At least one description is shorter than the box: centred, not at its top.
        assert max(gaps) > about.fontMetrics().lineSpacing() // 2, (code, gaps)
        dialog.close()


@pytest.mark.parametrize("look", ["dark", "contrast"])
def test_the_dialog_follows_the_tables_look(qtbot, look) -> None:
    """Over a dark table the New match dialog alone stood in the desktop's light colours
    (the Match over dialog that opens it, the review and Try it are dark)."""
    from PySide6.QtGui import QPalette

    from drawgame.ui.table import themes

    themes.choose(look)
    try:
        dialog = NewMatchDialog(MatchSetup())
        qtbot.addWidget(dialog)
        dialog.show()
        ground = dialog.grab().toImage().pixelColor(3, dialog.height() - 3)
        words = dialog.palette().color(QPalette.ColorRole.WindowText)
    finally:
        themes.choose("classic")
    panel = themes.THEMES[look].panel
    assert panel is not None
    assert ground.name() == panel.name()
    assert words.name() == themes.THEMES[look].panel_text.name()
