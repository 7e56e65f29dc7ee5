"""The player's statistics: matches played, won, lost and drawn, hands won by domino and
by block, and the best winning margin, kept by number of players and opponent strength.
A short or long match (another target than the rules') is counted apart, in a group of its
target, and so is a match where the player took moves back, and one played with the tutor
on at some point: those do not count in the total (:meth:`Statistics.total`), the player's
normal record. Files of version 1 (before either was counted apart) and 2 (before the
tutor) are still read.

Only finished matches count. Recording is idempotent: each match has an identity, and a
match already recorded (say, resumed at its end after a crash) is not counted twice.

>>> import random
>>> from drawgame.engine import Match
>>> rng = random.Random(4)
>>> match = Match.new(2, rng)
>>> while not match.is_over:
...     match = (match.next_hand(rng) if match.hand.outcome
...              else match.apply(match.hand.legal_actions()[0]))
>>> stats = Statistics().add_match("a" * 32, match, ("easy",))
>>> stats.total().played, stats.add_match("a" * 32, match, ("easy",)) == stats
(1, True)
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Final

from drawgame.engine import Match, Rules, Termination
from drawgame.engine.guarded_json import NewerVersionError, Spec, check_document, parse_json

from .saves import HUMAN

__all__ = [
    "FORMAT",
    "VERSION",
    "NewerStatsError",
    "Record",
    "Statistics",
    "StatsError",
    "strength_key",
]

FORMAT: Final = "drawgame-statistics"
VERSION: Final = 3
MAX_STATS_BYTES: Final = 200_000
#: Far above a lifetime of play; a bigger count is a hostile or broken file.
MAX_COUNT: Final = 10**9
MAX_GROUPS: Final = 100
#: How many recent match identities are remembered to keep recording idempotent.
RECENT: Final = 50
_STRENGTH = re.compile(r"[a-z][a-z0-9-]{0,19}")
_ID = re.compile(r"[0-9a-f]{32}")
_COUNTS: Final = ("played", "won", "lost", "drawn", "hands_played", "hands_domino", "hands_block")


class StatsError(ValueError):
    """A statistics document that cannot be loaded; the message says why in one sentence."""


class NewerStatsError(StatsError, NewerVersionError):
    """Statistics from a newer version of the game: keep them, do not overwrite them."""


SPEC: Final = Spec(
    "the statistics file",
    FORMAT,
    VERSION,
    MAX_STATS_BYTES,
    StatsError,
    NewerStatsError,
    "this file is not Draw's statistics",
)
#: Version 1: no target and no take-backs in a group (every match was standard, without);
#: version 2: no tutor (every match was played without it).
OLDER_SPECS: Final = {version: replace(SPEC, version=version) for version in (1, 2)}


def strength_key(opponents: Sequence[str]) -> str:
    """The opponents' strength as one word: theirs if they all share it, else ``mixed``."""
    kinds = set(opponents)
    return next(iter(kinds)) if len(kinds) == 1 else "mixed"


@dataclass(frozen=True, slots=True)
class Record:
    """The counts for one kind of match (or for all of them)."""

    players: int | None  # None in the total over every kind
    strength: str | None
    played: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    hands_played: int = 0
    hands_domino: int = 0  # hands the player won by going out
    hands_block: int = 0  # blocked hands the player won with the lowest total
    best_margin: int | None = None  # the largest lead in a match the player won
    #: The target of a short or long match; None for the rules' own (R17).
    target: int | None = None
    #: The player took moves back in these matches: they are not in the total.
    take_backs: bool = False
    #: The tutor was on in these matches (at some point of each): not in the total.
    tutor: bool = False

    @property
    def key(self) -> tuple[int, str, int, bool, bool]:
        """What tells one group from another (in the order the groups are listed)."""
        return (
            self.players or 0,
            self.strength or "",
            self.target or 0,
            self.take_backs,
            self.tutor,
        )

    @property
    def apart(self) -> bool:
        """These matches are counted apart from the total (take-backs, the tutor)."""
        return self.take_backs or self.tutor

    def merge(self, other: Record) -> Record:
        margins = [m for m in (self.best_margin, other.best_margin) if m is not None]
        counts = {name: getattr(self, name) + getattr(other, name) for name in _COUNTS}
        return replace(self, **counts, best_margin=max(margins) if margins else None)


@dataclass(frozen=True, slots=True)
class Statistics:
    groups: tuple[Record, ...] = ()
    recorded: tuple[str, ...] = ()

    def total(self) -> Record:
        """Every match counted, but those where the player took moves back or played with
        the tutor on."""
        total = Record(None, None)
        for group in self.groups:
            if not group.apart:
                total = total.merge(group)
        return total

    def group(
        self,
        players: int,
        strength: str,
        target: int | None = None,
        take_backs: bool = False,
        tutor: bool = False,
    ) -> Record:
        """The group of matches of ``players`` against ``strength`` opponents, to the rules'
        target (or ``target``), with or without take-backs and the tutor."""
        wanted = Record(players, strength, target=target, take_backs=take_backs, tutor=tutor)
        for record in self.groups:
            if record.key == wanted.key:
                return record
        return wanted

    def add_match(
        self,
        match_id: str,
        match: Match,
        opponents: Sequence[str],
        take_backs: bool = False,
        tutor: bool = False,
    ) -> Statistics:
        """These statistics with the finished ``match`` counted (once per ``match_id``),
        in the group of its target, of whether the player took moves back and of whether
        the tutor was on."""
        result = match.result
        if result is None:
            raise ValueError("only a finished match is counted")
        if match_id in self.recorded:
            return self
        outcomes = match.outcomes
        won = result.winners == (HUMAN,)
        drawn = result.is_draw and HUMAN in result.winners
        target = None if match.target == Rules.standard(match.players).target else match.target
        delta = Record(
            match.players,
            strength_key(opponents),
            target=target,
            take_backs=take_backs,
            tutor=tutor,
            played=1,
            won=int(won),
            drawn=int(drawn),
            lost=int(not won and not drawn),
            hands_played=len(outcomes),
            hands_domino=sum(
                o.winner == HUMAN and o.termination is Termination.DOMINO for o in outcomes
            ),
            hands_block=sum(
                o.winner == HUMAN and o.termination is Termination.BLOCKED for o in outcomes
            ),
            best_margin=result.margin if won else None,
        )
        groups = [g for g in self.groups if g.key != delta.key]
        old = self.group(match.players, strength_key(opponents), target, take_backs, tutor)
        groups.append(old.merge(delta))
        groups.sort(key=lambda g: g.key)
        return Statistics(tuple(groups), (*self.recorded, match_id)[-RECENT:])

    def to_json(self) -> str:
        doc = {
            "format": FORMAT,
            "version": VERSION,
            "groups": [
                {
                    "players": g.players,
                    "strength": g.strength,
                    **{name: getattr(g, name) for name in _COUNTS},
                    "best_margin": g.best_margin,
                    "target": g.target,
                    "take_backs": g.take_backs,
                    "tutor": g.tutor,
                }
                for g in self.groups
            ],
            "recorded": list(self.recorded),
        }
        return json.dumps(doc, indent=1)

    @classmethod
    def from_json(cls, data: str | bytes) -> Statistics:
        """Load and check a document written by :meth:`to_json`; raises StatsError."""
        return _load(data)


def _count(value: object, what: str, low: int = 0) -> int:
    if type(value) is not int or not low <= value <= MAX_COUNT:
        raise StatsError(f"{what} must be a whole number from {low} to {MAX_COUNT}")
    return value


def _load_group(doc: object, version: int) -> Record:
    if type(doc) is not dict:
        raise StatsError("each group of statistics must be an object")
    players = doc.get("players")
    if type(players) is not int or not 2 <= players <= 4:
        raise StatsError("a group's number of players must be 2, 3 or 4")
    strength = doc.get("strength")
    if type(strength) is not str or not _STRENGTH.fullmatch(strength):
        raise StatsError("a group's strength must be a short name like 'medium'")
    counts = {name: _count(doc.get(name), name) for name in _COUNTS}
    margin = doc.get("best_margin")
    target = doc.get("target") if version > 1 else None
    if target is not None and (type(target) is not int or not 1 <= target <= 10_000):
        raise StatsError("a group's target must be a whole number from 1 to 10000")
    take_backs = doc.get("take_backs", False) if version > 1 else False
    if type(take_backs) is not bool:
        raise StatsError("a group's take-backs must be true or false")
    tutor = doc.get("tutor", False) if version > 2 else False
    if type(tutor) is not bool:
        raise StatsError("whether a group played with the tutor must be true or false")
    record = Record(
        players,
        strength,
        **counts,
        best_margin=None if margin is None else _count(margin, "best_margin", 1),
        target=target,
        take_backs=take_backs,
        tutor=tutor,
    )
    if record.won + record.lost + record.drawn != record.played:
        raise StatsError("matches won, lost and drawn do not add up to matches played")
    if (record.best_margin is None) != (record.won == 0):
        raise StatsError("a best margin needs a match won, and a match won needs one")
    if record.hands_domino + record.hands_block > record.hands_played:
        raise StatsError("more hands won than hands played")
    if record.hands_played < record.played:
        raise StatsError("fewer hands than matches")
    return record


def _load(data: str | bytes) -> Statistics:
    parsed = parse_json(data, SPEC.what, SPEC.max_bytes, StatsError)
    version = parsed.get("version") if type(parsed) is dict else None
    older = OLDER_SPECS.get(version) if type(version) is int else None
    doc = check_document(parsed, older or SPEC)
    groups_doc = doc.get("groups")
    if type(groups_doc) is not list or len(groups_doc) > MAX_GROUPS:
        raise StatsError(f"the groups must be a list of at most {MAX_GROUPS}")
    groups = tuple(_load_group(g, doc["version"]) for g in groups_doc)
    keys = {g.key for g in groups}
    if len(keys) != len(groups):
        raise StatsError("a kind of match is counted twice")
    recorded = doc.get("recorded")
    if type(recorded) is not list or len(recorded) > RECENT:
        raise StatsError(f"the recorded matches must be a list of at most {RECENT}")
    if any(type(r) is not str or not _ID.fullmatch(r) for r in recorded):
        raise StatsError("a recorded match has no valid identity")
    groups = tuple(sorted(groups, key=lambda g: g.key))
    return Statistics(groups, tuple(recorded))
