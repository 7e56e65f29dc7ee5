"""The match's remembered choices (the New match dialog's, read back at start-up), the
dialog's presets of the match's length and the strengths' names: what the window needs
without the dialog itself, which is imported when first opened."""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from drawgame.ai import DEFAULT_LEVEL, levels
from drawgame.engine import Rules
from drawgame.engine.rules import MAX_TARGET
from drawgame.session.setup import MatchSetup
from drawgame.storage import clean_player_name
from drawgame.storage.settings import Settings
from drawgame.ui.kit.safe_settings import read_setting
from drawgame.ui.words.text import translate

__all__ = [
    "PRESETS",
    "load_setup",
    "preset_of",
    "preset_rules",
    "save_setup",
    "strength_about",
    "strength_name",
    "strengths",
]

# The New match dialog's lengths: to the rules' target (R17), half of it (rounded up) or
# double. A match may have any other target (a save, a record): it keeps it.
PRESETS: Final = ("standard", "short", "long")


def strengths() -> tuple[str, ...]:
    """The levels a player chooses between, weakest first (their records' order)."""
    return tuple(level.name for level in levels.offered())


def strength_name(strength: str) -> str:
    """The level's name for a player, in the current language (its record's words)."""
    level = levels.find(strength)
    if level is None or level.words is None:
        return strength
    return translate("Strength", level.words)


def strength_about(strength: str) -> str:
    """How the level plays, in a sentence in the current language ("" if not said)."""
    level = levels.find(strength)
    if level is None or level.about is None:
        return ""
    return translate("Strength", level.about)


def preset_rules(players: int, preset: str) -> Rules:
    """The standard rules of ``players`` to the ``preset``'s target: the rules' own (100 for
    two players, 61 for three or four), half of it rounded up or double.

    >>> [preset_rules(2, n).target for n in PRESETS], [preset_rules(3, n).target for n in PRESETS]
    ([100, 50, 200], [61, 31, 122])
    """
    rules = Rules.standard(players)
    if preset == "short":
        return replace(rules, target=(rules.target + 1) // 2)
    if preset == "long":
        return replace(rules, target=2 * rules.target)
    if preset != "standard":
        raise ValueError(f"a preset is {', '.join(PRESETS)}, not {preset!r}")
    return rules


def preset_of(rules: Rules) -> str | None:
    """The preset ``rules`` are, if any (``None``: a target, or rules, of their own)."""
    return next((p for p in PRESETS if preset_rules(rules.players, p) == rules), None)


def load_setup(settings: Settings, opponents: int | None = None) -> MatchSetup:
    """The last match's choices, with safe defaults for anything missing or wrong;
    ``opponents`` (``drawgame --opponents``) over the remembered number, a preset length
    then measured for that many players."""
    count = read_setting(settings, "match/opponents", 1)
    count = count if isinstance(count, int) and 1 <= count <= 3 else 1
    strengths_ = []
    offered = strengths()
    for seat in range(1, count + 1):
        value = read_setting(settings, f"match/strength{seat}", DEFAULT_LEVEL)
        strengths_.append(value if value in offered else DEFAULT_LEVEL)
    if opponents is not None:
        strengths_ = (strengths_ + [DEFAULT_LEVEL] * 3)[:opponents]
    players = 1 + len(strengths_)
    # A preset by its name (what older versions kept too), else the target of its own.
    length = read_setting(settings, "match/length", "standard")
    target = read_setting(settings, "match/target", 0)
    if length in PRESETS:
        rules = preset_rules(players, length)
    elif 1 <= target <= MAX_TARGET:
        rules = replace(Rules.standard(players), target=target)
    else:
        rules = Rules.standard(players)
    name = read_setting(settings, "match/name", "")
    take_backs = read_setting(settings, "match/take_backs", True)
    # The same rule as the save's: a name that starts a match can be resumed.
    return MatchSetup(
        player_name=clean_player_name(name),
        opponents=tuple(strengths_),
        rules=rules,
        take_backs=take_backs,
    )


def save_setup(settings: Settings, setup: MatchSetup) -> None:
    settings.setValue("match/opponents", len(setup.opponents))
    for seat, strength in enumerate(setup.opponents, 1):
        settings.setValue(f"match/strength{seat}", strength)
    settings.setValue("match/name", setup.player_name)
    settings.setValue("match/length", preset_of(setup.rules) or "own")
    settings.setValue("match/target", setup.rules.target)
    settings.setValue("match/take_backs", setup.take_backs)
