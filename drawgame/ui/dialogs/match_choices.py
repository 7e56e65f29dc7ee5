"""The match's remembered choices (the New match dialog's, read back at start-up) and the
strengths' names: what the window needs without the dialog itself, which is imported when
first opened."""

from __future__ import annotations

from drawgame.ai import DEFAULT_LEVEL
from drawgame.session.controller import LENGTHS, STRENGTHS, MatchSetup
from drawgame.storage import clean_player_name
from drawgame.storage.settings import Settings
from drawgame.ui.windows.safe_settings import read_setting
from drawgame.ui.words.text import translate

__all__ = ["load_setup", "save_setup", "strength_name"]


def strength_name(strength: str) -> str:
    names = {
        "easy": translate("Strength", "Easy"),
        "medium": translate("Strength", "Medium"),
        "hard": translate("Strength", "Hard"),
    }
    return names.get(strength, strength)


def load_setup(settings: Settings) -> MatchSetup:
    """The last match's choices, with safe defaults for anything missing or wrong."""
    count = read_setting(settings, "match/opponents", 1)
    count = count if isinstance(count, int) and 1 <= count <= 3 else 1
    strengths = []
    for seat in range(1, count + 1):
        value = read_setting(settings, f"match/strength{seat}", DEFAULT_LEVEL)
        strengths.append(value if value in STRENGTHS else DEFAULT_LEVEL)
    name = read_setting(settings, "match/name", "")
    length = read_setting(settings, "match/length", "standard")
    take_backs = read_setting(settings, "match/take_backs", True)
    # The same rule as the save's: a name that starts a match can be resumed.
    return MatchSetup(
        player_name=clean_player_name(name),
        opponents=tuple(strengths),
        length=length if length in LENGTHS else "standard",
        take_backs=take_backs,
    )


def save_setup(settings: Settings, setup: MatchSetup) -> None:
    settings.setValue("match/opponents", len(setup.opponents))
    for seat, strength in enumerate(setup.opponents, 1):
        settings.setValue(f"match/strength{seat}", strength)
    settings.setValue("match/name", setup.player_name)
    settings.setValue("match/length", setup.length)
    settings.setValue("match/take_backs", setup.take_backs)
