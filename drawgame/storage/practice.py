"""The practice book: positions from the player's own matches where a move lost points
(to play again until solved), and the coach's figures for each hand reviewed (the
accuracy and mean loss the Statistics graph draws match by match).

Pure Python, no Qt, no analysis: the session harvests the reviews into it
(:mod:`drawgame.session.practice_harvest`). Each position is kept whole (the rules, the
deal, the moves before the decision), so it outlives the record it came from (the records
folder keeps only the newest matches). The document is versioned and validated on load:
whatever is wrong with it is one :class:`PracticeError` sentence.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import Any, Final

from drawgame.engine import Action, HandState, Rules, Tile, parse_action
from drawgame.engine.guarded_json import NewerVersionError, Spec, read_document
from drawgame.engine.record import HandRecord

__all__ = [
    "FILE_NAME",
    "FORMAT",
    "VERSION",
    "HandFigures",
    "MatchEntry",
    "Mistake",
    "NewerPracticeError",
    "PracticeBook",
    "PracticeError",
    "hand_key",
]

FORMAT: Final = "drawgame-practice"
VERSION: Final = 1
#: The practice book's file, in the data folder.
FILE_NAME: Final = "practice.json"
MAX_PRACTICE_BYTES: Final = 8_000_000
#: The most positions kept (the oldest solved ones go first).
MAX_MISTAKES: Final = 1000
MAX_HANDS: Final = 4000
MAX_MATCHES: Final = 400
_MAX_TEXT: Final = 40


class PracticeError(ValueError):
    """A practice book that cannot be loaded; the message says why in one sentence."""


class NewerPracticeError(PracticeError, NewerVersionError):
    """A practice book from a newer version of the game: kept, never written over."""


SPEC: Final = Spec(
    "the practice file",
    FORMAT,
    VERSION,
    MAX_PRACTICE_BYTES,
    PracticeError,
    NewerPracticeError,
    "this file is not Draw's practice positions",
)


def hand_key(rules: Rules, hand: HandRecord, seat: int) -> str:
    """One hand as dealt and played, and the seat reviewed in it, as a digest: the same
    hand of a match in play and of its record kept later has the same key."""
    parts = [
        "drawgame-hand 1",
        str(rules),
        f"seat {seat} opener {hand.opener}",
        " / ".join(" ".join(str(t) for t in tiles) for tiles in hand.deal),
        " ".join(str(t) for t in hand.stock),
        " ".join(f"{who}:{action}" for who, action in hand.turns),
    ]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class Mistake:
    """A decision of the player that lost ``loss`` points ``± margin`` (``label``): the
    position (``rules``, the deal, the ``moves`` before it), the move ``played``, the
    ``best`` found, the ``budget`` of the analysis that judged it (the practice asks the
    same analysis), where it was (``hand``, ``turn``, ``date``, the opponents'
    ``strength``) and whether the player has ``solved`` it since. ``key``: the analysis's
    position key (hex), one per position. ``analysis``: the version of the analysis whose
    figures these are (:data:`drawgame.ai.verdict.ANALYSIS_VERSION`; 0: a book written
    before versions were kept): figures of another version are judged again."""

    key: str
    rules: Rules
    opener: int
    deal: tuple[tuple[Tile, ...], ...]
    stock: tuple[Tile, ...]
    moves: tuple[Action, ...]
    seat: int
    played: Action
    best: Action
    loss: float
    margin: float
    label: str
    budget: int
    hand: int
    turn: int
    date: str = ""
    strength: str = ""
    solved: bool = False
    analysis: int = 0

    def state(self) -> HandState:
        """The position the decision was made in (``ValueError`` if the moves do not
        reach one where :attr:`seat` is to play and may play :attr:`played`)."""
        state = HandState.from_tiles(self.deal, self.stock, self.opener, rules=self.rules)
        for action in self.moves:
            state = state.apply(action)
        if state.outcome is not None or state.current != self.seat:
            raise ValueError("the moves do not lead to the player's decision")
        if self.played not in state.legal_actions():
            raise ValueError("the move played is not legal in the position")
        return state

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "rules": self.rules.to_dict(),
            "opener": self.opener,
            "deal": [[str(t) for t in tiles] for tiles in self.deal],
            "stock": [str(t) for t in self.stock],
            "moves": [str(a) for a in self.moves],
            "seat": self.seat,
            "played": str(self.played),
            "best": str(self.best),
            "loss": round(self.loss, 3),
            "margin": round(self.margin, 3),
            "label": self.label,
            "budget": self.budget,
            "hand": self.hand,
            "turn": self.turn,
            "date": self.date,
            "strength": self.strength,
            "solved": self.solved,
            "analysis": self.analysis,
        }

    def restated(self, newer: Mistake) -> Mistake:
        """This position with the figures of ``newer`` (the same position judged by
        another version of the analysis); solved if it was, or if the move is no longer
        a mistake."""
        return replace(
            self,
            best=newer.best,
            loss=newer.loss,
            margin=newer.margin,
            label=newer.label,
            analysis=newer.analysis,
            solved=self.solved or newer.solved,
        )


@dataclass(frozen=True, slots=True)
class HandFigures:
    """The coach's figures for the player in one hand (``key``: :func:`hand_key`):
    ``choices`` decisions with more than one move, ``good`` of them labelled best or good,
    the points ``lost`` in all and the sum of their margins squared (their errors are
    independent: the margin of a sum is the root of the sum of the squares)."""

    key: str
    choices: int
    good: int
    lost: float
    margin_squares: float

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "choices": self.choices,
            "good": self.good,
            "lost": round(self.lost, 3),
            "margin_squares": round(self.margin_squares, 4),
        }


@dataclass(frozen=True, slots=True)
class MatchEntry:
    """A kept match (``name``: its record's file name) and its hands' keys."""

    name: str
    date: str
    players: int
    strength: str
    hands: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "date": self.date,
            "players": self.players,
            "strength": self.strength,
            "hands": list(self.hands),
        }


@dataclass(frozen=True, slots=True)
class Progress:
    """One match's figures (every hand reviewed): the ``accuracy`` in percent ``±
    accuracy_margin`` (the share of decisions labelled best or good, its margin that of a
    share of ``choices`` decisions) and the ``mean_loss`` per decision ``± margin``."""

    entry: MatchEntry
    choices: int
    accuracy: float
    accuracy_margin: float
    mean_loss: float
    margin: float


@dataclass(frozen=True, slots=True)
class PracticeBook:
    mistakes: tuple[Mistake, ...] = ()
    hands: tuple[HandFigures, ...] = ()
    matches: tuple[MatchEntry, ...] = ()

    @property
    def unsolved(self) -> tuple[Mistake, ...]:
        return tuple(m for m in self.mistakes if not m.solved)

    def has_hand(self, key: str) -> bool:
        return any(h.key == key for h in self.hands)

    def has_match(self, name: str) -> bool:
        return any(m.name == name for m in self.matches)

    def add_hand(self, figures: HandFigures, mistakes: Iterable[Mistake]) -> PracticeBook:
        """This book with a hand's figures and mistakes (a position already kept stays,
        solved or not; figures of another version of the analysis are replaced by the
        new ones)."""
        hands = self.hands if self.has_hand(figures.key) else (*self.hands, figures)
        newer = {m.key: m for m in mistakes}
        kept = [
            m.restated(newer[m.key])
            if m.key in newer and m.analysis != newer[m.key].analysis
            else m
            for m in self.mistakes
        ]
        known = {m.key for m in kept}
        kept += [m for m in mistakes if m.key not in known]
        while len(kept) > MAX_MISTAKES:
            # The oldest solved position goes first, else the oldest one.
            solved = next((k for k, m in enumerate(kept) if m.solved), 0)
            del kept[solved]
        return replace(self, mistakes=tuple(kept), hands=hands[-MAX_HANDS:])

    def add_match(self, entry: MatchEntry) -> PracticeBook:
        if self.has_match(entry.name):
            return self
        return replace(self, matches=(*self.matches, entry)[-MAX_MATCHES:])

    def restate(self, newer: Mistake) -> PracticeBook:
        """This book with the kept position ``newer.key`` given ``newer``'s figures (see
        :meth:`Mistake.restated`)."""
        return replace(
            self,
            mistakes=tuple(m.restated(newer) if m.key == newer.key else m for m in self.mistakes),
        )

    def solve(self, key: str) -> PracticeBook:
        """This book with the position ``key`` solved."""
        return replace(
            self,
            mistakes=tuple(replace(m, solved=True) if m.key == key else m for m in self.mistakes),
        )

    def progress(self) -> tuple[Progress, ...]:
        """The figures of every match whose hands are all reviewed, in the order kept
        (the order they were played in: records are named by date)."""
        figures = {h.key: h for h in self.hands}
        out = []
        for entry in sorted(self.matches, key=lambda e: e.name):
            if not entry.hands or any(k not in figures for k in entry.hands):
                continue
            hands = [figures[k] for k in entry.hands]
            choices = sum(h.choices for h in hands)
            if not choices:
                continue
            share = sum(h.good for h in hands) / choices
            out.append(
                Progress(
                    entry,
                    choices,
                    100 * share,
                    100 * 1.96 * math.sqrt(share * (1 - share) / choices),
                    sum(h.lost for h in hands) / choices,
                    math.sqrt(sum(h.margin_squares for h in hands)) / choices,
                )
            )
        return tuple(out)

    def to_json(self) -> str:
        return json.dumps(
            {
                "format": FORMAT,
                "version": VERSION,
                "mistakes": [m.to_dict() for m in self.mistakes],
                "hands": [h.to_dict() for h in self.hands],
                "matches": [m.to_dict() for m in self.matches],
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, data: str | bytes) -> PracticeBook:
        """Load and check a document written by :meth:`to_json`; raises PracticeError."""
        doc = read_document(data, SPEC)
        mistakes = tuple(_mistake(m) for m in _list(doc.get("mistakes"), "mistakes", MAX_MISTAKES))
        hands = tuple(_hand(h) for h in _list(doc.get("hands"), "hands", MAX_HANDS))
        matches = tuple(_match(m) for m in _list(doc.get("matches"), "matches", MAX_MATCHES))
        if len({m.key for m in mistakes}) != len(mistakes):
            raise PracticeError("a position is kept twice")
        return cls(mistakes, hands, matches)


# -- checking what is read ----------------------------------------------------------------


def _list(value: object, what: str, limit: int) -> list[Any]:
    if type(value) is not list or len(value) > limit:
        raise PracticeError(f"the {what} must be a list of at most {limit}")
    return value


def _object(value: object, what: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise PracticeError(f"each of the {what} must be an object")
    return value


def _int(doc: dict[str, Any], name: str, low: int, high: int) -> int:
    value = doc.get(name)
    if type(value) is not int or not low <= value <= high:
        raise PracticeError(f"{name} must be a whole number from {low} to {high}")
    return value


def _number(doc: dict[str, Any], name: str) -> float:
    value = doc.get(name)
    if not isinstance(value, int | float) or type(value) is bool or not 0 <= value <= 10_000:
        raise PracticeError(f"{name} must be a number from 0 to 10000")
    return float(value)


def _text(doc: dict[str, Any], name: str, limit: int = _MAX_TEXT) -> str:
    value = doc.get(name)
    if type(value) is not str or len(value) > limit or not value.isprintable():
        raise PracticeError(f"{name} must be a short line of text")
    return value


def _key(doc: dict[str, Any]) -> str:
    key = _text(doc, "key", 64)
    if not key or any(c not in "0123456789abcdef" for c in key):
        raise PracticeError("a key must be hexadecimal")
    return key


def _tiles(value: object, what: str) -> tuple[Tile, ...]:
    texts = _list(value, what, 28)
    try:
        if any(type(t) is not str for t in texts):
            raise ValueError(what)
        return tuple(Tile.parse(t) for t in texts)
    except ValueError:
        raise PracticeError(f"the {what} must be tiles like '[3|5]'") from None


def _action(doc: dict[str, Any], name: str) -> Action:
    try:
        return parse_action(_text(doc, name))
    except ValueError:
        raise PracticeError(f"{name} must be a move like '[3|5] left'") from None


def _mistake(value: object) -> Mistake:
    doc = _object(value, "positions")
    try:
        rules = Rules.from_dict(doc.get("rules"))
    except (ValueError, TypeError):
        raise PracticeError("a position's rules are not valid") from None
    deal = tuple(_tiles(h, "hands dealt") for h in _list(doc.get("deal"), "hands dealt", 4))
    moves = []
    for text in _list(doc.get("moves"), "moves", 400):
        moves.append(_action({"move": text}, "move"))
    mistake = Mistake(
        _key(doc),
        rules,
        _int(doc, "opener", 0, 3),
        deal,
        _tiles(doc.get("stock"), "stock"),
        tuple(moves),
        _int(doc, "seat", 0, 3),
        _action(doc, "played"),
        _action(doc, "best"),
        _number(doc, "loss"),
        _number(doc, "margin"),
        _text(doc, "label"),
        _int(doc, "budget", 1, 10**7),
        _int(doc, "hand", 1, 10**4),
        _int(doc, "turn", 1, 10**4),
        _text(doc, "date"),
        _text(doc, "strength"),
        doc.get("solved") is True,
        # Absent from a book written before versions were kept.
        _int(doc, "analysis", 0, 10**6) if "analysis" in doc else 0,
    )
    try:
        mistake.state()
    except (ValueError, TypeError) as error:
        raise PracticeError(f"a position cannot be played: {error}") from None
    return mistake


def _hand(value: object) -> HandFigures:
    doc = _object(value, "hands")
    choices = _int(doc, "choices", 0, 10**4)
    good = _int(doc, "good", 0, choices)
    return HandFigures(
        _key(doc), choices, good, _number(doc, "lost"), _number(doc, "margin_squares")
    )


def _match(value: object) -> MatchEntry:
    doc = _object(value, "matches")
    hands = tuple(_key({"key": k}) for k in _list(doc.get("hands"), "match's hands", 2000))
    return MatchEntry(
        _text(doc, "name", 80),
        _text(doc, "date"),
        _int(doc, "players", 2, 4),
        _text(doc, "strength"),
        hands,
    )
