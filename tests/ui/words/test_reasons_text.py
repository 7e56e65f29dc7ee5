"""The coach's reasons in the player's language: the window says what the terminal says, in
English; in Turkish and Indonesian every sentence is translated with its figures, the
numbers written as the language writes them."""

from __future__ import annotations

import re

import pytest

from drawgame.ai.reasons import TEMPLATES, Claim, Share, Why, claims_english
from drawgame.engine import DRAW, End, Place, Tile
from drawgame.ui.language import LanguageManager
from drawgame.ui.words.reasons_text import claims_text, templates, why_text

BEST = Place(Tile(3, 5), End.LEFT)
ENDS = (3, 6)
CLAIMS = (
    Claim(Why.OUT_FIRST, Share(0.45, 0.05), Share(0.3, 0.046), seat=1),
    Claim(Why.DOUBLE_KEPT, Share(0.6, 0.05), Share(0.1, 0.03), tile=Tile(4, 4)),
)


@pytest.fixture
def speak(qapp):
    manager = LanguageManager()
    yield manager.apply
    manager.apply("en")


def name(seat: int) -> str:
    return f"Bot {seat}"


def test_the_window_says_what_the_terminal_says(qapp) -> None:
    assert {k: v for k, v in templates().items()} == TEMPLATES
    english = claims_english(CLAIMS, BEST, ENDS, ["You", "Bot 1"])
    assert claims_text(CLAIMS, BEST, ENDS, name) == english
    assert english.startswith("The first to go out is Bot 1 in 45% ± 5% of futures")
    assert "(30% ± 5% after [3|5] on the 3)" in english


def test_a_decision_without_claims_keeps_the_reason_it_had(qapp) -> None:
    assert why_text((), DRAW, ENDS, name, "another tile gave better chances") == (
        "Another tile gave better chances."
    )
    assert why_text(CLAIMS[:1], DRAW, ENDS, name, "unused").endswith("after drawing).")


@pytest.mark.parametrize("code", ["tr", "id"])
def test_every_reason_is_translated_with_its_figures(speak, code: str) -> None:
    speak(code)
    for key, text in templates().items():
        assert text != TEMPLATES[key], key
        # The same placeholders: no figure lost in translation.
        assert set(re.findall(r"%\d", text)) == set(re.findall(r"%\d", TEMPLATES[key])), key
    said = claims_text(CLAIMS, BEST, ENDS, name)
    assert "Bot 1" in said and "[4|4]" in said
    assert ("%45 ± %5" if code == "tr" else "45% ± 5%") in said
