"""One rule for the player's name at input and at load (hardening item 3)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import Match
from drawgame.storage import (
    NAME_LIMIT,
    SaveDocument,
    clean_player_name,
    is_valid_player_name,
    load_save,
    save_to_json,
)

REAL_NAMES = [
    "محمد\u200cرضا",  # Persian, with a zero-width non-joiner
    "\U0001f468\u200d\U0001f469\u200d\U0001f467",  # a family emoji joined by ZWJs
    "\u200fשרה",  # a right-to-left mark, then Hebrew
    "Zoë \u2066(she)\u2069",  # isolates
    "Ayşe",
    "李小龙",
    "",
    "x" * NAME_LIMIT,
]


def round_trip(name: str) -> str:
    match = Match.new(2, random.Random(1))
    doc = SaveDocument(match, name, ("easy",), "a" * 32)
    return load_save(save_to_json(doc).encode("utf-8")).player_name


@pytest.mark.parametrize("name", REAL_NAMES)
def test_real_names_are_valid_and_survive_a_save(name: str) -> None:
    assert is_valid_player_name(name) and clean_player_name(name) == name
    assert round_trip(name) == name


@pytest.mark.parametrize(
    "name", ["a\u0007b", "tab\there", "line\nbreak", "\x00", "a\u2028b", "a\u2029b", "\ud800"]
)
def test_control_characters_are_not_a_name(name: str) -> None:
    assert not is_valid_player_name(name)
    assert is_valid_player_name(clean_player_name(name))


def test_cleaning_keeps_words_apart_and_caps_the_length() -> None:
    assert clean_player_name(" Ayşe\tNur\r\n") == "Ayşe Nur"
    assert clean_player_name("a\u0007b") == "ab"
    assert clean_player_name("y" * 100) == "y" * NAME_LIMIT
    assert not is_valid_player_name("y" * (NAME_LIMIT + 1))
    assert not is_valid_player_name(None) and not is_valid_player_name(["Ayşe"])


@given(st.text(st.characters(codec=None, exclude_categories=()), max_size=60))
def test_any_text_cleaned_is_a_name_that_survives_a_save(text: str) -> None:
    name = clean_player_name(text)
    assert is_valid_player_name(name)
    assert clean_player_name(name) == name
    assert round_trip(name) == name
