"""One record per computer level: everything the game knows of a level is here.

A :class:`Level` names where its factory is (its module is imported when the level is first
played, so that the window opens without the ``hard`` player's search), whether it thinks
in the bot process (:mod:`drawgame.session.bot_process`), the name a player sees (English,
translated in the context ``Strength``; none for the arena's yardsticks, which the New match
dialog does not offer) and the modules the bundle must carry for it (packaging/drawgame.spec
reads :func:`hidden_imports`). The bots' registry (:data:`drawgame.ai.BOTS`), the New match
dialog, the statistics, the bot process and the spec all read :data:`LEVELS` when they need
it, so adding a level is one record here plus its words in the catalogues. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

# The window translates the words when shown (drawgame.ui.dialogs.match_choices).
from drawgame.languages import QT_TRANSLATE_NOOP

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Level",
    "find",
    "hidden_imports",
    "offered",
    "thinks_apart",
]


@dataclass(frozen=True, slots=True)
class Level:
    """A computer level: ``name`` (``arena --bots``, saves, settings), ``factory`` as
    ``"module:name"`` (a callable taking the bot's ``random.Random``), ``remote``: it thinks
    in the bot process (its search would stall the window), ``words``: its name for a
    player (``None``: not offered in the New match dialog), ``imports``: further modules it
    reaches only by name (the bundle's hidden imports, beside the factory's module),
    ``about``: how it plays, in a sentence (the New match dialog's, under the levels)."""

    name: str
    factory: str
    remote: bool = False
    words: str | None = None
    imports: tuple[str, ...] = ()
    about: str | None = None

    @property
    def module(self) -> str:
        """The module the factory is in."""
        return self.factory.partition(":")[0]

    @property
    def hidden_imports(self) -> tuple[str, ...]:
        """The modules the bundle must carry for this level."""
        return (self.module, *self.imports)


# Every built-in level; those with words are offered to a player, weakest first. (A plain
# comment: lupdate would read a "#:" one as a note for the translators of the words.)
LEVELS: tuple[Level, ...] = (
    Level("random", "drawgame.ai.simple:make_random"),
    Level("greedy", "drawgame.ai.simple:make_greedy"),
    Level(
        "easy",
        "drawgame.ai.heuristic:make_easy",
        words=QT_TRANSLATE_NOOP("Strength", "Easy"),
        about=QT_TRANSLATE_NOOP(
            "Strength",
            "Plays like a beginner: places a heavy tile or a double whenever it can, "
            "judges by eye and never thinks about the ends it leaves.",
        ),
    ),
    Level(
        "medium",
        "drawgame.ai.heuristic:make_medium",
        words=QT_TRANSLATE_NOOP("Strength", "Medium"),
        about=QT_TRANSLATE_NOOP(
            "Strength",
            "Plays by a good club player's rules: sheds heavy tiles and doubles early, "
            "keeps its numbers varied and leaves ends the others cannot match.",
        ),
    ),
    Level(
        "hard",
        "drawgame.ai.hard:make_hard",
        remote=True,
        words=QT_TRANSLATE_NOOP("Strength", "Hard"),
        about=QT_TRANSLATE_NOOP(
            "Strength",
            "Thinks ahead: plays each move out over many deals of the hidden tiles, reads "
            "what passes and draws tell, and plays for the match, not only the hand.",
        ),
    ),
    Level(
        "expert",
        "drawgame.ai.expert:make_expert",
        remote=True,
        words=QT_TRANSLATE_NOOP("Strength", "Expert"),
        about=QT_TRANSLATE_NOOP(
            "Strength",
            "Hard's way of thinking, deeper and sharper: it thinks longer over each move "
            "and seldom misses the best one.",
        ),
    ),
    Level("hard-no-draw", "drawgame.ai.hard:make_hard_no_draw"),
)
# The level the New match dialog offers first.
DEFAULT_LEVEL: Final = "medium"


def find(name: str) -> Level | None:
    """The level called ``name``, if there is one."""
    return next((level for level in LEVELS if level.name == name), None)


def offered() -> tuple[Level, ...]:
    """The levels a player chooses between in the New match dialog, weakest first."""
    return tuple(level for level in LEVELS if level.words is not None)


def thinks_apart(name: str) -> bool:
    """Whether the level ``name`` thinks in the bot process (False for any other bot)."""
    level = find(name)
    return level is not None and level.remote


def hidden_imports() -> tuple[str, ...]:
    """Every module the levels reach only by name, once each, in the levels' order."""
    return tuple(dict.fromkeys(m for level in LEVELS for m in level.hidden_imports))
