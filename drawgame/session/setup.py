"""What a match is set up with (:class:`MatchSetup`: chosen in the New match dialog, kept in
saves), its :class:`~drawgame.engine.Rules` among it: a match resumed goes on by its own
rules, whatever its target."""

from __future__ import annotations

from dataclasses import dataclass, replace

from drawgame.ai import DEFAULT_LEVEL
from drawgame.engine import Rules

__all__ = ["MatchSetup"]


@dataclass(frozen=True, slots=True, init=False)
class MatchSetup:
    """What the New match dialog chooses: the player's name, one strength per opponent, the
    shuffle (``None``: a new one), the match's rules (by default the standard rules for
    this many players; R17's target is the one a player changes) and whether moves may be
    taken back."""

    player_name: str
    opponents: tuple[str, ...]
    seed: int | None
    rules: Rules
    take_backs: bool

    def __init__(
        self,
        player_name: str = "",
        opponents: tuple[str, ...] = (DEFAULT_LEVEL,),
        seed: int | None = None,
        rules: Rules | None = None,
        take_backs: bool = True,
    ) -> None:
        players = 1 + len(opponents)
        if rules is None:
            rules = Rules.standard(players)
        elif rules.players != players:
            raise ValueError(f"rules for {rules.players} players, but {players} play")
        # Frozen: the fields are set once, here.
        for name, value in (
            ("player_name", player_name),
            ("opponents", opponents),
            ("seed", seed),
            ("rules", rules),
            ("take_backs", take_backs),
        ):
            object.__setattr__(self, name, value)

    @property
    def players(self) -> int:
        return 1 + len(self.opponents)

    @property
    def target(self) -> int:
        """The points that win the match (R17)."""
        return self.rules.target

    def again(self) -> MatchSetup:
        """The same choices for another match, with a new shuffle."""
        return replace(self, seed=None)
