r"""One rule for the player's name, where it is typed, remembered, saved and loaded:
letters, marks, digits, punctuation, spaces, format characters (a zero-width joiner or
non-joiner, a right-to-left mark) and emoji are fine; control characters, lone
surrogates and line or paragraph separators are not; at most ``NAME_LIMIT`` characters.

>>> is_valid_player_name("محمد\u200cرضا"), is_valid_player_name("a\u0007b")
(True, False)
>>> clean_player_name("  Ayşe\tNur\n")
'Ayşe Nur'
"""

from __future__ import annotations

import unicodedata
from typing import Final, TypeGuard

__all__ = ["NAME_LIMIT", "clean_player_name", "is_valid_player_name"]

NAME_LIMIT: Final = 40
#: Control characters, surrogates (not text: UTF-8 cannot hold them), line and paragraph
#: separators. Unassigned code points stay allowed: a newer Unicode's emoji is one.
_FORBIDDEN: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})


def _allowed(char: str) -> bool:
    return unicodedata.category(char) not in _FORBIDDEN


def is_valid_player_name(name: object) -> TypeGuard[str]:
    """Whether ``name`` is a name the game keeps as it is (the empty name included)."""
    return type(name) is str and len(name) <= NAME_LIMIT and all(map(_allowed, name))


def clean_player_name(text: str) -> str:
    """``text`` made a valid name: a tab or line break becomes a space, other forbidden
    characters go, spaces at either end go, and it is cut to ``NAME_LIMIT`` characters."""
    kept = "".join(c if _allowed(c) else " " if c.isspace() else "" for c in text)
    return kept.strip()[:NAME_LIMIT].strip()
