"""Which rules a match is played by: :class:`Rules`, a small immutable value.

The rule texts fix the number of players (R2, 2 to 4), the tiles dealt to each (R3: 7 to
two or three players, 6 to four), the stock tiles that are never drawn (R8: the last 2)
and the score that ends the match (R17: 100 with two players, 61 with three or four).
:meth:`Rules.standard` gives exactly those; any other :class:`Rules` is a house variant
(a shorter match, a smaller deal...). The rest of the rules (R1, R4-R16) do not change.

A :class:`Rules` value is written ``2 players, deal 7, protected 2, target 100``
(:meth:`Rules.parse` reads it back) or as a plain dict for JSON (:meth:`Rules.to_dict`,
:meth:`Rules.from_dict`).

>>> Rules.standard(4)
Rules(players=4, deal_size=6, protected_stock=2, target=61)
>>> str(Rules.standard(2))
'2 players, deal 7, protected 2, target 100'
>>> Rules.parse("3 players, deal 5, protected 2, target 50").is_standard
False
>>> try:
...     Rules(2, deal_size=14, protected_stock=2, target=100)
... except ValueError as error:
...     print(error)
dealing 14 tiles to each of 2 players and protecting 2 needs 30 tiles; the set has 28 (R3, R8)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Final

__all__ = ["DEAL_SIZE", "MAX_TARGET", "PROTECTED_STOCK", "STANDARD_TARGET", "Rules"]

#: The standard deal (R3): tiles dealt to each player, by number of players.
DEAL_SIZE: Final = {2: 7, 3: 7, 4: 6}
#: The standard protected stock (R8): the last stock tiles, never drawn.
PROTECTED_STOCK: Final = 2
#: The standard target (R17), by number of players.
STANDARD_TARGET: Final = {2: 100, 3: 61, 4: 61}
#: The highest target a :class:`Rules` allows: far above any real match, so that a file
#: cannot ask for a match that never ends.
MAX_TARGET: Final = 10_000
#: The tiles of the double-six set (R1).
_SET_SIZE: Final = 28
_TEXT_RE: Final = re.compile(
    r"([0-9]{1,2}) players, deal ([0-9]{1,2}), protected ([0-9]{1,2}), target ([0-9]{1,6})"
)
_FIELDS: Final = ("players", "deal_size", "protected_stock", "target")


def _whole(value: object, what: str, low: int, high: int, rule: str) -> None:
    # type() rather than isinstance(): True is an int but not a count.
    if type(value) is not int or not low <= value <= high:
        # Only echo a short, plain value: a file may hold anything.
        if type(value) is int and abs(value) >= 10**9:
            shown = "a number that large"
        elif type(value) in (int, float, bool):
            shown = repr(value)[:20]
        else:
            shown = f"a {type(value).__name__}"
        raise ValueError(
            f"{what} must be a whole number from {low} to {high} ({rule}), not {shown}"
        )


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules of one match: ``players`` (R2), ``deal_size`` tiles dealt to each (R3),
    ``protected_stock`` last stock tiles never drawn (R8) and the ``target`` score that
    ends the match (R17).

    Constructing one checks it (``ValueError`` saying why): 2 to 4 players, at least one
    tile dealt to each, the deal and the protected stock fitting in the 28 tiles (R1),
    and a target from 1 to :data:`MAX_TARGET`.
    """

    players: int
    deal_size: int
    protected_stock: int
    target: int

    def __post_init__(self) -> None:
        _whole(self.players, "the number of players", 2, 4, "R2")
        _whole(self.deal_size, "the deal", 1, _SET_SIZE, "R3")
        _whole(self.protected_stock, "the protected stock", 0, _SET_SIZE, "R8")
        _whole(self.target, "the target", 1, MAX_TARGET, "R17")
        needed = self.players * self.deal_size + self.protected_stock
        if needed > _SET_SIZE:
            raise ValueError(
                f"dealing {self.deal_size} tiles to each of {self.players} players and "
                f"protecting {self.protected_stock} needs {needed} tiles; "
                f"the set has {_SET_SIZE} (R3, R8)"
            )

    @classmethod
    def standard(cls, players: int) -> Rules:
        """The rules as written for ``players`` players (R2, R3, R8, R17)."""
        if type(players) is not int or players not in DEAL_SIZE:
            raise ValueError(f"Draw is played by 2, 3 or 4 players (R2), not {players!r}")
        return _STANDARD[players]

    @property
    def is_standard(self) -> bool:
        """Whether these are the rules as written for this number of players."""
        return self == _STANDARD[self.players]

    @property
    def stock_size(self) -> int:
        """The tiles left in the stock after the deal (R3)."""
        return _SET_SIZE - self.players * self.deal_size

    def may_draw(self, stock_size: int) -> bool:
        """Whether a player may draw from a stock of ``stock_size`` tiles: only while it
        holds more than the protected tiles (R7, R8)."""
        return stock_size > self.protected_stock

    def __str__(self) -> str:
        return (
            f"{self.players} players, deal {self.deal_size}, "
            f"protected {self.protected_stock}, target {self.target}"
        )

    @classmethod
    def parse(cls, text: str) -> Rules:
        """The rules written ``text`` exactly as ``str()`` writes them (runs of spaces
        count as one); ``ValueError`` for anything else or for rules that cannot be."""
        match = _TEXT_RE.fullmatch(" ".join(text.split())) if isinstance(text, str) else None
        if match is None:
            shown = str(text)[:60]
            raise ValueError(
                f"rules are written like '2 players, deal 7, protected 2, target 100', "
                f"not {shown!r}"
            )
        players, deal, protected, target = (int(group) for group in match.groups())
        return cls(players, deal, protected, target)

    def to_dict(self) -> dict[str, int]:
        """The rules as plain JSON-ready data."""
        return {
            "players": self.players,
            "deal_size": self.deal_size,
            "protected_stock": self.protected_stock,
            "target": self.target,
        }

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """The rules :meth:`to_dict` wrote; ``ValueError`` for anything else."""
        if type(data) is not dict or set(data) != set(_FIELDS):
            raise ValueError(f"rules must be an object with exactly {', '.join(_FIELDS)}")
        values: dict[str, Any] = data
        return cls(*(values[name] for name in _FIELDS))


_STANDARD: Final = {
    players: Rules(players, DEAL_SIZE[players], PROTECTED_STOCK, STANDARD_TARGET[players])
    for players in (2, 3, 4)
}
