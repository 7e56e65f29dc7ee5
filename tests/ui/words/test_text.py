"""Small text tools of the words layer (ui/words/text.py)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from drawgame.ui.words.text import sentences


def test_a_move_filled_in_after_an_exclamation_begins_its_sentence() -> None:
    """A first-time player read "Terpecahkan! membuka dengan [6|6] …" in the practice."""
    assert (
        sentences("Solved! draw loses 0.0 ± 0.0 points.") == "Solved! Draw loses 0.0 ± 0.0 points."
    )
    assert (
        sentences("Terpecahkan! membuka dengan [6|6] adalah langkah terbaik.")
        == "Terpecahkan! Membuka dengan [6|6] adalah langkah terbaik."
    )
    # Tiles, numbers and words inside a sentence stay as they are.
    assert sentences("Solved! [3|6] on the 6 loses 1.5 points.") == (
        "Solved! [3|6] on the 6 loses 1.5 points."
    )


def test_a_turkish_i_begins_its_sentence_with_its_dotted_capital() -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Turkish))
    try:
        assert sentences("Çözüldü! iki uca da uyuyor.") == "Çözüldü! İki uca da uyuyor."
    finally:
        QLocale.setDefault(before)
