"""The one registry of the languages the game speaks (no Qt here: ``drawgame --help``,
the flag check and ``translations/update.py`` read it without a display).

A :class:`Language` names everything the game reads for it: its rule text (in
``drawgame/rules``), our catalogue (``translations/NAME.ts``, compiled to
``drawgame/translations/NAME.qm``) and Qt's own catalogues for the standard dialogs (Qt
ships ``qtbase_tr.qm``; none for Indonesian, so our catalogue carries Qt's standard button
texts, see ``drawgame.ui.words.qt_strings``). English is the source language: it has no
catalogue of ours. Adding a language is one record here plus its catalogue and rule text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = [
    "LANGUAGES",
    "QT_TRANSLATE_NOOP",
    "SOURCE",
    "SYSTEM",
    "Language",
    "codes",
    "language",
    "qt_catalogue_files",
    "translated",
]


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Marks ``source`` for lupdate in ``context`` and returns it, as Qt's does (PySide6's
    stub types the result as ``object``, and is Qt): whoever shows it translates it then."""
    return source


@dataclass(frozen=True, slots=True)
class Language:
    code: str  #: ISO 639-1, as QLocale names it
    native_name: str  #: in its own words, so anyone finds theirs in the menu
    english_name: str  #: for messages in English (the command line, logs)
    rule_file: str  #: its rule text, a file of ``drawgame/rules`` (package data)
    catalogue: str | None = None  #: our catalogue's name (None for the source language)
    qt_catalogues: tuple[str, ...] = ()  #: Qt's own catalogues it loads, by name

    @property
    def qt_catalogue(self) -> bool:
        """Whether Qt's own catalogues translate the standard dialogs in this language."""
        return bool(self.qt_catalogues)


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English", "English", "RULES.md"),
    Language("tr", "Türkçe", "Turkish", "rules_tr.txt", "drawgame_tr", ("qtbase_tr",)),
    Language("id", "Bahasa Indonesia", "Indonesian", "rules_id.txt", "drawgame_id"),
)
# The language of the source texts: no catalogue of ours.
SOURCE: Final = "en"
# The setting (and ``--lang`` value) that follows the system's language.
SYSTEM: Final = "system"


def codes() -> tuple[str, ...]:
    """Every language code, the source language first: ``("en", "tr", "id")``."""
    return tuple(entry.code for entry in LANGUAGES)


def translated() -> tuple[Language, ...]:
    """The languages with a catalogue of ours (every one but the source language)."""
    return tuple(entry for entry in LANGUAGES if entry.code != SOURCE)


def language(code: str) -> Language:
    """The entry for ``code``; ValueError naming the choices if there is none."""
    for entry in LANGUAGES:
        if entry.code == code:
            return entry
    raise ValueError(f"unknown language {code!r}; choose one of: {', '.join(codes())}")


def qt_catalogue_files() -> frozenset[str]:
    """Every Qt catalogue file the languages load (what the bundle keeps of Qt's)."""
    return frozenset(f"{name}.qm" for entry in LANGUAGES for name in entry.qt_catalogues)
