"""Match records: a plain-text, PGN-like account of a whole match (see docs/records.md).

A record names the seats, then gives every hand: who opens, the deal (every hand and the
stock in drawing order, in the rule texts' notation ``[3|5]``) and the turns one per line
(``Bot 1: [2|5] right``, ``You: draw``, ``Bot 2: pass``), then the hand's outcome and the
scores. Reading replays every turn through the rules (:meth:`HandState.apply`); the lines
that restate what the turns imply (opener, outcome, scores, result) are checked against the
replay. Anything wrong raises :class:`RecordError` naming the line, never anything else.

A match played by other rules than the standard ones for its number of seats (a house
variant, see :class:`~drawgame.engine.rules.Rules`) has a ``Rules:`` header line, written
as ``str(rules)`` (``Rules: 2 players, deal 5, protected 2, target 50``), right after the
seats; the ``Target:`` line then gives that target. A record without a ``Rules:`` line is
played by the standard rules (every record written before the line existed), so a
standard match's record reads exactly as it always did.

>>> import random
>>> from drawgame.engine import Match
>>> match = Match.new(2, random.Random(1), first_opener=0)
>>> match = match.apply(match.hand.legal_actions()[0])
>>> record = record_from_match(match, seed=1)
>>> text = write_record(record)
>>> text.splitlines()[0], text.splitlines()[1]
('Draw match record 2', 'Seat 0: You')
>>> read_record(text).to_match() == match
True
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from .actions import Action
from .guarded_json import NewerVersionError
from .hand import HandState, IllegalAction, Outcome
from .match import Match, match_result
from .rules import Rules
from .seal import DealSeal, DealTerms
from .takeback import TakeBack
from .tiles import Tile
from .tutor_warning import TutorWarning

__all__ = [
    "FIRST_LINE",
    "HandRecord",
    "MatchRecord",
    "NewerRecordError",
    "RecordError",
    "Seat",
    "apply_turn",
    "default_names",
    "read_record",
    "record_file_name",
    "record_from_match",
    "write_record",
]

#: The format's version: the number on the first line of every record. Version 2 seals
#: every hand's whole deal (:mod:`drawgame.engine.seal`); a version 1 record, read as
#: before, carries old seals, which bind only the secret and the order.
RECORD_VERSION: Final = 2
#: The first version this game reads.
OLDEST_VERSION: Final = 1
#: The first line of every record.
FIRST_LINE: Final = f"Draw match record {RECORD_VERSION}"
FIRST_LINE_RE: Final = re.compile(r"Draw match record ([1-9][0-9]{0,8})")
SEED_RE: Final = re.compile(r"-?[0-9]{1,40}")
SEAT_RE: Final = re.compile(r"Seat ([0-3])")
HAND_RE: Final = re.compile(r"Hand ([0-9]{1,4})")

#: Far above any real match: a hostile file costs neither time nor memory.
MAX_RECORD_CHARS: Final = 1_000_000
MAX_LINE_CHARS: Final = 300
MAX_HANDS: Final = 500
MAX_TURNS_PER_HAND: Final = 400

#: What a seat's name may not be: a word that would read as one of a hand's other lines,
#: or a character of the turn lines' syntax.
_RESERVED: Final = frozenset(
    {"opener", "stock", "outcome", "scores", "final scores", "result"}
    | {"commitment", "secret", "order"}
)
_RESERVED_PREFIXES: Final = ("deal ", "seat ", "hand ")
_FORBIDDEN_IN_NAME: Final = frozenset(":,()#[]|")
#: The longest seat's name (as long as a player's name may be: ``storage.NAME_LIMIT``, so
#: a record and its review show the whole name), and the longest other text of a record
#: (a strength).
MAX_NAME_CHARS: Final = 40
MAX_TEXT_CHARS: Final = 64


class RecordError(ValueError):
    """A record that cannot be read: ``line`` (1-based, or ``None`` for the whole file)
    and a one-sentence ``message``."""

    def __init__(self, line: int | None, message: str) -> None:
        self.line = line
        self.message = message
        super().__init__(message if line is None else f"line {line}: {message}")


class NewerRecordError(RecordError, NewerVersionError):
    """A record written by a newer version of the game (its first line names a higher
    format version): not broken, just not readable by this version. ``line`` is None."""

    def __init__(self, version: int) -> None:
        self.version = version
        super().__init__(
            None,
            f"the record was written by a newer version of the game (version {version}); "
            f"this game reads version {RECORD_VERSION}",
        )


def check_text(value: str, what: str, limit: int) -> str | None:
    """Why ``value`` cannot be a one-line field of a record, or ``None`` if it can."""
    if not isinstance(value, str) or not value:
        return f"{what} must be non-empty text"
    if len(value) > limit:
        return f"{what} is longer than {limit} characters"
    if value != value.strip():
        return f"{what} must not start or end with a space"
    for char in value:
        if char != " " and unicodedata.category(char)[0] in "CZ":
            return f"{what} contains a control or invisible character ({ord(char):#x})"
    return None


def _check_name(name: str) -> str | None:
    problem = check_text(name, "a seat's name", MAX_NAME_CHARS)
    if problem is not None:
        return problem
    if any(char in _FORBIDDEN_IN_NAME for char in name):
        return f"a seat's name may not contain any of {' '.join(sorted(_FORBIDDEN_IN_NAME))}"
    folded = name.casefold()
    if folded in _RESERVED or folded.startswith(_RESERVED_PREFIXES):
        return f"{name!r} is a word of the format and cannot name a seat"
    return None


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat's name as the turn lines spell it, and its strength (``human``, ``hard``,
    an arena bot spec...) when known."""

    name: str
    strength: str | None = None

    def __post_init__(self) -> None:
        problem = _check_name(self.name)
        if problem is None and self.strength is not None:
            problem = check_text(self.strength, "a strength", MAX_TEXT_CHARS)
            if problem is None and ("(" in self.strength or ")" in self.strength):
                problem = "a strength may not contain parentheses"
        if problem is not None:
            raise ValueError(problem)

    def __str__(self) -> str:
        return self.name if self.strength is None else f"{self.name} ({self.strength})"


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand as dealt and played: ``deal[s]`` the tiles dealt to seat ``s`` (sorted),
    ``stock`` in drawing order, ``turns`` as ``(seat, action)`` in order.

    ``commitment`` is the commitment shown when the hand was dealt and ``seal`` the secret
    and tile order revealed when it ended (:mod:`drawgame.engine.seal`), when known."""

    opener: int
    deal: tuple[tuple[Tile, ...], ...]
    stock: tuple[Tile, ...]
    turns: tuple[tuple[int, Action], ...]
    commitment: str | None = None
    seal: DealSeal | None = None

    def initial_state(self, rules: Rules | None = None) -> HandState:
        """The dealt position, by ``rules`` (the standard ones for the number of hands
        unless given); ``ValueError`` if it is not a possible deal."""
        return HandState.from_tiles(self.deal, self.stock, self.opener, rules=rules)


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """A whole match: the seats, the hands and what is known of how it was played.

    ``house_rules`` are the rules when they are not the standard ones for this many seats,
    ``None`` for the standard rules (given the standard rules, it keeps ``None``);
    :attr:`rules` are the rules played either way.
    """

    seats: tuple[Seat, ...]
    hands: tuple[HandRecord, ...]
    date: str | None = None
    seed: int | None = None
    app_version: str | None = None
    #: Free text: where the match was played (``drawgame-arena --seed 7, match 12``...).
    event: str | None = None
    house_rules: Rules | None = None
    #: The moves the player took back while playing (the game's Play → Take back): written
    #: as ``#`` comments where they were made; reading a record leaves them out.
    take_backs: tuple[TakeBack, ...] = ()
    #: The moves the tutor warned of while the match was played: written as ``#``
    #: comments where they were given, and read back (:mod:`drawgame.engine.tutor_warning`).
    tutor_warnings: tuple[TutorWarning, ...] = ()

    def __post_init__(self) -> None:
        if not all(isinstance(note, TakeBack) for note in self.take_backs):
            raise TypeError("take_backs must be TakeBack values")
        if not all(isinstance(note, TutorWarning) for note in self.tutor_warnings):
            raise TypeError("tutor_warnings must be TutorWarning values")
        rules = self.house_rules
        if rules is None:
            return
        if not isinstance(rules, Rules):
            raise TypeError(f"house_rules must be a Rules or None, not {rules!r}")
        if rules.players != len(self.seats):
            raise ValueError(f"the rules are for {rules.players} players, not {len(self.seats)}")
        if rules.is_standard:
            object.__setattr__(self, "house_rules", None)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def rules(self) -> Rules:
        """The rules the match was played by."""
        if self.house_rules is not None:
            return self.house_rules
        return Rules.standard(self.players)

    @property
    def target(self) -> int:
        return self.rules.target

    def to_match(self) -> Match:
        """Replay every hand through the rules; ``ValueError`` (a :class:`RecordError`
        without a line) if the record is not a match the rules can reach."""
        return Replay(self.rules).run(self.hands)


def default_names(players: int, human: bool = True) -> tuple[str, ...]:
    """``You``, ``Bot 1``, ``Bot 2``... (all bots, ``Bot 1`` first, when not ``human``)."""
    if human:
        return ("You", *(f"Bot {n}" for n in range(1, players)))
    return tuple(f"Bot {n}" for n in range(1, players + 1))


def record_from_match(
    match: Match,
    names: Sequence[str] | None = None,
    strengths: Sequence[str | None] | None = None,
    seed: int | None = None,
    *,
    date: str | None = None,
    app_version: str | None = None,
    event: str | None = None,
    hand_in_play: bool = True,
    take_backs: Sequence[TakeBack] = (),
    seals: Sequence[DealSeal | None] = (),
    tutor_warnings: Sequence[TutorWarning] = (),
) -> MatchRecord:
    """The record of ``match`` so far (``ValueError`` for bad names, a hand that did not
    start from a deal or no hand to record). ``names`` default to :func:`default_names`.
    ``hand_in_play=False`` leaves out a hand not yet over: its deal shows every hidden
    tile, so a player must not get it while it is being played. ``take_backs`` and
    ``tutor_warnings`` are noted as comments (those of the hands recorded). ``seals[n]``
    is the seal of hand ``n + 1`` (its commitment is recorded; its secret and order only
    once the hand is over); an old seal (a match saved before seals bound the deal) is
    left out, and a seal that is not of its hand (another hand's number, opener or
    rules) is a ``ValueError``."""
    players = match.players
    names = default_names(players) if names is None else tuple(names)
    strengths = (None,) * players if strengths is None else tuple(strengths)
    if len(names) != players or len(strengths) != players:
        raise ValueError(f"give one name and one strength for each of the {players} seats")
    if len({name.casefold() for name in names}) != players:
        raise ValueError("every seat needs a different name")
    for text, what in ((date, "the date"), (app_version, "the app version"), (event, "the event")):
        problem = None if text is None else check_text(text, what, MAX_TEXT_CHARS)
        if problem is not None:
            raise ValueError(problem)
    if seed is not None and (type(seed) is not int or not SEED_RE.fullmatch(str(seed))):
        raise ValueError(f"the seed must be a whole number of at most 40 digits, not {seed!r}")
    seats = tuple(Seat(n, s) for n, s in zip(names, strengths, strict=True))
    hands = []
    for index, state in enumerate((*match.past_hands, match.hand)):
        if state.outcome is None and not hand_in_play:
            continue
        if not state.starts_from_deal:
            raise ValueError("only hands that start from a deal can be recorded")
        seal = seals[index] if index < len(seals) else None
        if seal is not None and not seal.binding:
            seal = None
        if seal is not None and seal.terms != DealTerms(match.rules, index + 1, state.opener):
            raise ValueError(f"the seal given for hand {index + 1} is not that hand's")
        hands.append(
            HandRecord(
                state.opener,
                state.dealt_hands,
                state.dealt_stock,
                tuple((turn.seat, turn.action) for turn in state.history),
                None if seal is None else seal.commitment,
                None if seal is None or state.outcome is None else seal,
            )
        )
    if not hands:
        raise ValueError("no hand is over yet")
    notes = tuple(note for note in take_backs if note.hand_number <= len(hands))
    warnings = tuple(note for note in tutor_warnings if note.hand_number <= len(hands))
    return MatchRecord(
        seats, tuple(hands), date, seed, app_version, event, match.rules, notes, warnings
    )


def record_file_name(number: int) -> str:
    """The file name of the ``number``-th record of a series (1 gives ``match-0001.txt``)."""
    if type(number) is not int or number < 1:
        raise ValueError(f"a record number starts at 1, not {number!r}")
    return f"match-{number:04d}.txt"


# -- writing ------------------------------------------------------------------------------


def _tiles(tiles: Sequence[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def scores_text(seats: Sequence[Seat], scores: Sequence[int]) -> str:
    return ", ".join(f"{seat.name} {score}" for seat, score in zip(seats, scores, strict=True))


def outcome_text(seats: Sequence[Seat], outcome: Outcome) -> str:
    how = outcome.termination.value
    if outcome.winner is None:
        return f"{how}, nobody scores"
    winner = outcome.winner
    return f"{how}, {seats[winner].name} scores {outcome.gains[winner]}"


def result_text(seats: Sequence[Seat], match: Match) -> str:
    result = match.result
    if result is None:
        return "unfinished"
    if result.is_draw:
        return "drawn between " + " and ".join(seats[s].name for s in result.winners)
    return f"{seats[result.winners[0]].name} wins by {result.margin}"


def comment_problem(line: str) -> str | None:
    """Why ``line`` cannot be a comment line of a record, or ``None`` if it can."""
    if not isinstance(line, str) or not line.startswith("#"):
        return "a comment line must start with '#'"
    if len(line) > MAX_LINE_CHARS:
        return f"a comment line is longer than {MAX_LINE_CHARS} characters"
    if any(unicodedata.category(c) == "Cc" and c != "\t" for c in line):
        return "a comment line contains a control character"
    return None


def write_record(
    record: MatchRecord, comments: Mapping[tuple[int, int], Sequence[str]] | None = None
) -> str:
    """The record as UTF-8-ready text, one fact a line (``ValueError`` if it cannot be
    replayed).

    ``comments`` adds ``#`` lines, which readers skip, keyed by ``(hand, turn)``: ``(0, 0)``
    after the first line, ``(hand, 0)`` after the hand's deal, ``(hand, turn)`` right after
    that turn's line (before a take-back noted there), ``(hand, -1)`` after the hand's last
    line (hands and turns counted from 1); ``ValueError`` for a line that is not a comment
    (:func:`comment_problem`) or a place the record does not have."""
    notes = dict(comments or {})
    for (hand_number, turn), extra in notes.items():
        if not 0 <= hand_number <= len(record.hands) or (hand_number == 0 and turn != 0):
            raise ValueError(f"the record has no place ({hand_number}, {turn}) for a comment")
        if hand_number and not -1 <= turn <= len(record.hands[hand_number - 1].turns):
            raise ValueError(f"hand {hand_number} has no turn {turn} to comment")
        for line in extra:
            problem = comment_problem(line)
            if problem is not None:
                raise ValueError(f"{problem}: {str(line)[:40]!r}")
    replay = Replay(record.rules)
    match = replay.run(record.hands)
    seats = record.seats
    lines = [FIRST_LINE, *notes.get((0, 0), ())]
    if record.event is not None:
        lines.append(f"Event: {record.event}")
    if record.date is not None:
        lines.append(f"Date: {record.date}")
    lines += [f"Seat {n}: {seat}" for n, seat in enumerate(seats)]
    if record.house_rules is not None:
        lines.append(f"Rules: {record.house_rules}")
    lines.append(f"Target: {record.target}")
    if record.seed is not None:
        lines.append(f"Seed: {record.seed}")
    if record.app_version is not None:
        lines.append(f"App: {record.app_version}")
    lines.append(f"Result: {result_text(seats, match)}")
    lines.append(f"Final scores: {scores_text(seats, match.scores)}")
    for number, (hand, state) in enumerate(zip(record.hands, replay.states, strict=True), 1):
        lines += ["", f"Hand {number}", f"Opener: {seats[hand.opener].name}"]
        lines += [f"Deal {seats[s].name}: {_tiles(tiles)}" for s, tiles in enumerate(hand.deal)]
        lines.append(f"Stock: {_tiles(hand.stock)}".rstrip())  # an empty stock: "Stock:"
        # An old seal (read from a version 1 record) binds too little to be written here.
        sealed = hand.seal is None or hand.seal.binding
        if hand.commitment is not None and sealed:
            lines.append(f"Commitment: {hand.commitment}")
        # Each turn's group: its line, then the comments on it; the take-backs go between
        # groups (before the group of the turn played after them).
        groups = [list(notes.get((number, 0), ()))]
        groups += [
            [f"{seats[seat].name}: {action}", *notes.get((number, turn), ())]
            for turn, (seat, action) in enumerate(hand.turns, 1)
        ]
        for note in (n for n in record.take_backs if n.hand_number == number):
            at = min(note.at, len(groups) - 1)
            groups[at] = groups[at] + take_back_comment(note, [seat.name for seat in seats])
        for warning in (n for n in record.tutor_warnings if n.hand_number == number):
            at = min(warning.at, len(groups) - 1)
            groups[at] = [*groups[at], warning.comment()]
        lines += [line for group in groups for line in group]
        if state.outcome is not None:
            lines.append(f"Outcome: {outcome_text(seats, state.outcome)}")
            lines.append(f"Scores: {scores_text(seats, replay.scores_after[number - 1])}")
            if hand.seal is not None and hand.seal.binding and hand.commitment is not None:
                lines += [f"Secret: {hand.seal.secret_hex}", f"Order: {hand.seal.order_text}"]
        lines += notes.get((number, -1), ())
    return "\n".join(lines) + "\n"


def take_back_comment(note: TakeBack, names: Sequence[str]) -> list[str]:
    """The ``#`` lines noting a take-back, each short enough for a record's line."""
    count = len(note.undone)
    lines = [f"# Taken back here: {count} action{'' if count == 1 else 's'}"]
    line = "#  "
    for seat, action in note.undone:
        item = f" {names[seat]}: {action};"
        if len(line) + len(item) > MAX_LINE_CHARS - 10:
            lines.append(line)
            line = "#  "
        line += item
    lines.append(line.rstrip(";"))
    return lines


class Replay:
    """Plays hands through the rules, keeping each hand's final state and the scores."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.players = rules.players
        self.states: list[HandState] = []
        self.scores_after: list[tuple[int, ...]] = []

    def check_next(self, hand: HandRecord, line: int | None) -> None:
        """Whether ``hand`` may follow the hands so far (R16, R17)."""
        number = len(self.states) + 1
        if self.states:
            if self.states[-1].outcome is None:
                raise RecordError(line, f"hand {number - 1} had not ended")
            if match_result(self.scores_after[-1], self.rules.target) is not None:
                raise RecordError(line, f"the match was already over before hand {number}")
            expected = (self.states[-1].opener + 1) % self.players
            if hand.opener != expected:
                raise RecordError(line, f"hand {number} must be opened by seat {expected} (R16)")

    def start(self, hand: HandRecord, line: int | None) -> HandState:
        self.check_next(hand, line)
        if len(self.states) >= MAX_HANDS:
            raise RecordError(line, f"more than {MAX_HANDS} hands")
        if len(hand.deal) != self.players:
            raise RecordError(line, f"the deal must give a hand to each of {self.players} seats")
        try:
            return hand.initial_state(self.rules)
        except (ValueError, TypeError) as error:
            raise RecordError(line, f"not a possible deal: {error}") from None

    def finish(self, state: HandState) -> None:
        before = self.scores_after[-1] if self.scores_after else (0,) * self.players
        gains = state.outcome.gains if state.outcome is not None else (0,) * self.players
        self.states.append(state)
        self.scores_after.append(tuple(a + b for a, b in zip(before, gains, strict=True)))

    def run(self, hands: Sequence[HandRecord]) -> Match:
        if not hands:
            raise RecordError(None, "the record has no hand")
        for hand in hands:
            state = self.start(hand, None)
            if len(hand.turns) > MAX_TURNS_PER_HAND:
                raise RecordError(None, f"a hand has more than {MAX_TURNS_PER_HAND} turns")
            for seat, action in hand.turns:
                state = apply_turn(state, seat, action, None)
            self.finish(state)
        return self.match()

    def match(self) -> Match:
        return Match.from_hands(self.states[:-1], self.states[-1], self.states[0].opener)


def apply_turn(state: HandState, seat: int, action: Action, line: int | None) -> HandState:
    """``state`` after ``seat`` plays ``action``, or :class:`RecordError` saying why not."""
    if state.outcome is not None:
        raise RecordError(line, "the hand is already over")
    if seat != state.current:
        raise RecordError(line, f"it is seat {state.current}'s turn, not seat {seat}'s")
    if not isinstance(action, Action):
        raise RecordError(line, f"not an action: {action!r}")
    try:
        return state.apply(action)
    except IllegalAction as error:
        raise RecordError(line, f"breaks the rules: {error}") from None


# -- reading ------------------------------------------------------------------------------


# The reader replays a record through the rules; it builds the values above.
from .record_reader import read_record  # noqa: E402
