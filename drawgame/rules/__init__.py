"""The rule texts of Draw, shipped as package data (see ``README`` in this folder).

``RULES.md`` is the English restatement (R1-R17) of the two seeds, the Turkish and the
Indonesian rule texts, which are the authority. They are copies of the project's shared
rule texts, kept here so the game, its tests and its bundle never read outside the package;
they are read with :mod:`importlib.resources`, so the same code works from a checkout, an
installed wheel and a PyInstaller bundle. No Qt here.
"""

from __future__ import annotations

from importlib import resources

from drawgame import languages

#: The file holding each language's rule text (each language's record names it): the seeds
#: for Turkish and Indonesian, the restatement for English.
FILES = {entry.code: entry.rule_file for entry in languages.LANGUAGES}
#: The seed each packaged rule text was copied from (in the shared ``seeds/`` folder).
SEED_NAMES = {"tr": "000_d57f8a2d27b11125.txt", "id": "004_b224ae30ef598450.txt"}
#: The rule texts a player is shown as written (Help → Rules → Rule text): the two seeds.
#: ``RULES.md`` is the developers' restatement (Markdown, file names, how to cite a rule), not
#: a text for players; the Rules page gives the rules in English.
ORIGINALS = ("tr", "id")


def original_for(code: str) -> str:
    """The original rule text to show first to a player of language ``code``: their own,
    else the first seed (the Turkish text)."""
    return code if code in ORIGINALS else ORIGINALS[0]


def _read(name: str) -> str:
    return resources.files(__name__).joinpath(name).read_text(encoding="utf-8")


def file_of(code: str) -> str:
    """The file of language ``code``'s rule text, as its record names it; KeyError for a
    language the game does not speak."""
    try:
        return languages.language(code).rule_file
    except ValueError:
        raise KeyError(code) from None


def restatement() -> str:
    """``RULES.md``: the rules numbered R1-R17, in English (Markdown)."""
    return _read(file_of(languages.SOURCE))


def rule_text(code: str) -> str:
    """The rule text of language ``code``: the seed for ``"tr"`` and ``"id"``, the English
    restatement for ``"en"``. KeyError for any other language."""
    return _read(file_of(code))
