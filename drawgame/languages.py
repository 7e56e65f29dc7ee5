"""The one registry of the languages the game speaks (no Qt here: ``drawgame --help``,
the flag check and ``translations/update.py`` read it without a display).

English is the source language: it has no catalogue of ours. Every other language has
``translations/drawgame_CODE.ts``, compiled to ``drawgame/translations/drawgame_CODE.qm``.
``qt_catalogue`` says whether Qt ships ``qtbase_CODE.qm`` for the standard dialogs (Turkish
yes; Indonesian no, so our catalogue carries Qt's standard button texts, see
``drawgame.ui.words.qt_strings``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = [
    "LANGUAGES",
    "SOURCE",
    "SYSTEM",
    "Language",
    "codes",
    "language",
    "translated",
]


@dataclass(frozen=True, slots=True)
class Language:
    code: str  #: ISO 639-1, as QLocale names it
    native_name: str  #: in its own words, so anyone finds theirs in the menu
    english_name: str  #: for messages in English (the command line, logs)
    qt_catalogue: bool  #: Qt ships qtbase_CODE.qm (False for the source language)


LANGUAGES: Final = (
    Language("en", "English", "English", qt_catalogue=False),
    Language("tr", "Türkçe", "Turkish", qt_catalogue=True),
    Language("id", "Bahasa Indonesia", "Indonesian", qt_catalogue=False),
)
#: The language of the source texts: no catalogue of ours.
SOURCE: Final = "en"
#: The setting (and ``--lang`` value) that follows the system's language.
SYSTEM: Final = "system"

_BY_CODE: Final = {entry.code: entry for entry in LANGUAGES}


def codes() -> tuple[str, ...]:
    """Every language code, the source language first: ``("en", "tr", "id")``."""
    return tuple(_BY_CODE)


def translated() -> tuple[Language, ...]:
    """The languages with a catalogue of ours (every one but the source language)."""
    return tuple(entry for entry in LANGUAGES if entry.code != SOURCE)


def language(code: str) -> Language:
    """The entry for ``code``; ValueError naming the choices if there is none."""
    try:
        return _BY_CODE[code]
    except KeyError:
        raise ValueError(
            f"unknown language {code!r}; choose one of: {', '.join(codes())}"
        ) from None
