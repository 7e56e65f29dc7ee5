"""What a match is set up with (:class:`MatchSetup`, chosen in the New match dialog, kept in
saves) and how long it is (:data:`LENGTHS`: the rules' target, half of it or double)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from drawgame.ai import DEFAULT_LEVEL
from drawgame.engine import Rules

__all__ = ["LENGTHS", "MatchSetup", "length_of", "length_target"]

#: How long a match is: to the rules' target (R17), half of it (rounded up) or double.
LENGTHS: Final = ("standard", "short", "long")


def length_target(players: int, length: str) -> int:
    """The target of a ``length`` match of ``players``: the rules' own (100 for two players,
    61 for three or four), half of it rounded up (``short``) or double (``long``).

    >>> [length_target(2, n) for n in LENGTHS], [length_target(3, n) for n in LENGTHS]
    ([100, 50, 200], [61, 31, 122])
    """
    target = Rules.standard(players).target
    if length == "short":
        return (target + 1) // 2
    if length == "long":
        return 2 * target
    if length != "standard":
        raise ValueError(f"a match is {', '.join(LENGTHS)}, not {length!r}")
    return target


def length_of(rules: Rules) -> str:
    """The length whose target ``rules`` have (``standard`` for any other target)."""
    for length in LENGTHS:
        if length_target(rules.players, length) == rules.target:
            return length
    return "standard"


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """What the New match dialog chooses: the player's name, one strength per opponent,
    the match's length (:data:`LENGTHS`) and whether moves may be taken back."""

    player_name: str = ""
    opponents: tuple[str, ...] = (DEFAULT_LEVEL,)
    seed: int | None = None
    length: str = "standard"
    take_backs: bool = True

    @property
    def players(self) -> int:
        return 1 + len(self.opponents)

    @property
    def target(self) -> int:
        return length_target(self.players, self.length)

    def again(self) -> MatchSetup:
        """The same choices for another match, with a new shuffle."""
        return replace(self, seed=None)

    @property
    def rules(self) -> Rules:
        """The standard rules for this many players, to this length's target."""
        return replace(Rules.standard(self.players), target=self.target)
