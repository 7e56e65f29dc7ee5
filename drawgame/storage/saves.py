"""The save document: the match in progress (the engine's versioned JSON, replayed and
checked on load) plus what the engine does not know: the player's name, the opponents'
strengths, the match's identity and the shuffler's state, so the next hands are dealt as
they would have been, whether take-backs are allowed and which were made, and whether the
tutor was on at some point of the match and the moves it warned of (the record of the
match notes them, for its review). Saves written before take-backs existed load with them
allowed and none made; saves written before the tutor, without it (or its warnings).

>>> import random
>>> from drawgame.engine import Match
>>> match = Match.new(2, random.Random(1))
>>> doc = SaveDocument(match, "Ayşe", ("hard",), "0" * 32)
>>> load_save(save_to_json(doc)) == doc
True
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any, Final

from drawgame.engine import (
    HandState,
    Match,
    NewerSaveError,
    Rules,
    SaveError,
    TakeBack,
    parse_action,
)
from drawgame.engine.guarded_json import Spec, read_document
from drawgame.engine.seal import DealSeal, DealTerms, check_deal, derived_order
from drawgame.engine.serialize import MAX_ACTIONS_PER_HAND, MAX_DOCUMENT_BYTES, match_from_document
from drawgame.engine.takeback import MAX_TAKE_BACKS
from drawgame.engine.tutor_warning import MAX_TUTOR_WARNINGS, TutorWarning

from .names import NAME_LIMIT, clean_player_name, is_valid_player_name

__all__ = [
    "FORMAT",
    "HUMAN",
    "MAX_SAVE_BYTES",
    "VERSION",
    "SaveDocument",
    "load_save",
    "save_to_json",
]

#: The player\'s seat; a save\'s opponents sit at 1, 2, … in the order it names them.
HUMAN: Final = 0

FORMAT: Final = "drawgame-save"
VERSION: Final = 1
MAX_SAVE_BYTES: Final = MAX_DOCUMENT_BYTES + 64_000
_ID = re.compile(r"[0-9a-f]{32}")
_STRENGTH = re.compile(r"[a-z][a-z0-9-]{0,19}")
_SEED_LIMIT: Final = 2**63
#: random.Random's Mersenne Twister: 624 words and a position (getstate() version 3).
_MT_WORDS: Final = 624


SPEC: Final = Spec(
    "the saved match",
    FORMAT,
    VERSION,
    MAX_SAVE_BYTES,
    SaveError,
    NewerSaveError,
    "this file is not a saved Draw match",
)


@dataclass(frozen=True, slots=True)
class SaveDocument:
    """A match in progress and its set-up.

    ``rng_state`` is ``random.Random.getstate()`` of the shuffler that deals the next
    hands, or ``None`` when it is not known (the next hands are then shuffled afresh).
    """

    match: Match
    player_name: str
    opponents: tuple[str, ...]
    match_id: str
    seed: int | None = None
    rng_state: tuple[Any, ...] | None = None
    #: The player may take moves back (chosen in the New match dialog).
    take_backs_allowed: bool = True
    #: The take-backs made so far (at most :data:`MAX_TAKE_BACKS` are kept).
    take_backs: tuple[TakeBack, ...] = ()
    #: Each hand's secret and tile order, hand 1 first (``None``: not known); see
    #: :mod:`drawgame.engine.seal`. The save holds the secret of the hand in play, as it
    #: holds its hidden tiles.
    seals: tuple[DealSeal | None, ...] = ()
    #: The tutor was on at some point of the match (its statistics count it apart).
    tutor: bool = False
    #: The moves the tutor warned of (at most :data:`MAX_TUTOR_WARNINGS` are kept).
    tutor_warnings: tuple[TutorWarning, ...] = ()

    def __post_init__(self) -> None:
        if len(self.opponents) != self.match.players - 1:
            raise ValueError("one strength per opponent")
        if any(note.hand_number > self.match.hand_number for note in self.take_backs):
            raise ValueError("a take-back in a hand not dealt yet")
        if any(note.hand_number > self.match.hand_number for note in self.tutor_warnings):
            raise ValueError("a tutor's warning in a hand not dealt yet")


def _rng_words(state: tuple[Any, ...] | None) -> list[int] | None:
    if state is None or len(state) != 3 or state[0] != 3 or state[2] is not None:
        return None
    words = list(state[1])
    return words if len(words) == _MT_WORDS + 1 else None


def save_to_json(doc: SaveDocument) -> str:
    """The document as compact JSON; raises ValueError for a match that cannot be saved
    (a practice position that does not start from a deal)."""
    seed = doc.seed if doc.seed is not None and -_SEED_LIMIT <= doc.seed < _SEED_LIMIT else None
    head = {
        "format": FORMAT,
        "version": VERSION,
        "id": doc.match_id,
        "player_name": clean_player_name(doc.player_name),
        "opponents": list(doc.opponents),
        "seed": seed,
        "rng": _rng_words(doc.rng_state),
        "take_backs": {
            "allowed": doc.take_backs_allowed,
            "made": [
                {
                    "hand": note.hand_number,
                    "at": note.at,
                    "undone": [[seat, str(action)] for seat, action in note.undone],
                }
                for note in doc.take_backs[:MAX_TAKE_BACKS]
            ],
        },
        "seals": [
            None if seal is None else [seal.secret_hex, seal.order_text]
            for seal in doc.seals[: doc.match.hand_number + 1]
        ],
        "tutor": doc.tutor,
        "tutor_warnings": [
            [note.hand_number, note.at, str(note.action)]
            for note in doc.tutor_warnings[:MAX_TUTOR_WARNINGS]
        ],
    }
    # The match document goes in as it is: no second encoding of the largest part.
    return json.dumps(head, ensure_ascii=False, separators=(",", ":"))[:-1] + (
        ',"match":' + doc.match.to_json() + "}"
    )


def _fail(reason: str) -> SaveError:
    return SaveError(reason)


def _load_rng(value: object) -> tuple[Any, ...] | None:
    if value is None:
        return None
    if type(value) is not list or len(value) != _MT_WORDS + 1:
        raise _fail("the shuffler state must be a list of 625 numbers")
    if any(type(w) is not int or not 0 <= w < 2**32 for w in value):
        raise _fail("the shuffler state holds something other than 32-bit numbers")
    if value[-1] > _MT_WORDS or not any(value[:-1]):
        raise _fail("the shuffler state is not one a shuffler can be in")
    state = (3, tuple(value), None)
    try:
        random.Random().setstate(state)
    except (ValueError, TypeError, OverflowError):
        raise _fail("the shuffler state is not one a shuffler can be in") from None
    return state


def _load_take_backs(value: object, match: Match) -> tuple[bool, tuple[TakeBack, ...]]:
    if value is None:
        return True, ()  # written before take-backs existed
    if type(value) is not dict or type(value.get("allowed")) is not bool:
        raise _fail("the take-backs must say whether they are allowed")
    made = value.get("made")
    if type(made) is not list or len(made) > MAX_TAKE_BACKS:
        raise _fail(f"the take-backs made must be a list of at most {MAX_TAKE_BACKS}")
    notes = []
    for item in made:
        if type(item) is not dict:
            raise _fail("each take-back must be an object")
        hand, at, undone = item.get("hand"), item.get("at"), item.get("undone")
        if type(hand) is not int or not 1 <= hand <= match.hand_number:
            raise _fail("a take-back names a hand the match has not dealt")
        if type(at) is not int or not 0 <= at <= MAX_ACTIONS_PER_HAND:
            raise _fail("a take-back goes back to no position of its hand")
        if type(undone) is not list or not 1 <= len(undone) <= MAX_ACTIONS_PER_HAND:
            raise _fail("a take-back must list the actions it took back")
        actions = []
        for pair in undone:
            if (
                type(pair) is not list
                or len(pair) != 2
                or type(pair[0]) is not int
                or not 0 <= pair[0] < match.players
                or type(pair[1]) is not str
                or len(pair[1]) > 32
            ):
                raise _fail("a take-back's actions must be [seat, action] pairs")
            try:
                actions.append((pair[0], parse_action(pair[1])))
            except ValueError:
                raise _fail(f"a take-back holds {pair[1][:32]!r}, which is not an action") from None
        notes.append(TakeBack(hand, at, tuple(actions)))
    return value["allowed"], tuple(notes)


def _load_tutor_warnings(value: object, match: Match) -> tuple[TutorWarning, ...]:
    if value is None:
        return ()  # written before the warnings were kept
    if type(value) is not list or len(value) > MAX_TUTOR_WARNINGS:
        raise _fail(f"the tutor's warnings must be a list of at most {MAX_TUTOR_WARNINGS}")
    notes = []
    for item in value:
        if (
            type(item) is not list
            or len(item) != 3
            or type(item[0]) is not int
            or not 1 <= item[0] <= match.hand_number
            or type(item[1]) is not int
            or not 0 <= item[1] <= MAX_ACTIONS_PER_HAND
            or type(item[2]) is not str
            or len(item[2]) > 32
        ):
            raise _fail("each tutor's warning must be [hand, position, action] in a hand dealt")
        try:
            notes.append(TutorWarning(item[0], item[1], parse_action(item[2])))
        except ValueError:
            raise _fail(f"a tutor's warning holds {item[2][:32]!r}, no move to warn of") from None
    return tuple(notes)


def _load_seals(value: object, match: Match) -> tuple[DealSeal | None, ...]:
    """The hands' seals, those that are the match's deals (any other is forgotten), and
    the next hand's when it was made already."""
    if value is None:
        return ()  # written before deals were sealed
    if type(value) is not list or len(value) > match.hand_number + 1:
        raise _fail("the deals' secrets must be a list, one per hand at most")
    hands: list[HandState | None] = [*match.past_hands, match.hand, None]
    seals: list[DealSeal | None] = []
    for number, (item, hand) in enumerate(zip(value, hands, strict=False), 1):
        seal = None
        if item is not None:
            if (
                type(item) is not list
                or len(item) != 2
                or not all(type(x) is str and len(x) <= 200 for x in item)
            ):
                raise _fail("a deal's secret must be [secret, order]")
            try:
                seal = DealSeal.parse(item[0], item[1], None)
            except ValueError:
                raise _fail("a deal's secret or order is not valid") from None
            seal = _seal_of_hand(seal, match, number, hand)
        seals.append(seal)
    return tuple(seals)


def _seal_of_hand(
    seal: DealSeal, match: Match, number: int, hand: HandState | None
) -> DealSeal | None:
    """``seal`` as hand ``number``'s (``hand``: its state, ``None`` for the next hand,
    not dealt yet): binding when its order is its secret's, else an old seal (a save
    made before seals bound the deal), kept for a hand it dealt; ``None`` if it is not
    this hand's."""
    opener = hand.opener if hand is not None else (match.hand.opener + 1) % match.players
    if seal.order == derived_order(seal.secret):
        seal = DealSeal(seal.secret, seal.order, DealTerms(match.rules, number, opener))
    elif hand is None:
        return None  # an old seal deals no new hand
    if hand is not None and (
        check_deal(seal.order, hand.rules, hand.dealt_hands, hand.dealt_stock) is not None
    ):
        return None
    return seal


def load_save(data: str | bytes, known_opponents: Collection[str] | None = None) -> SaveDocument:
    """Load and check a document written by :func:`save_to_json`.

    Anything wrong raises :class:`SaveError` with a one-line reason; nothing else is
    raised whatever the bytes. ``known_opponents``, if given, lists the strengths this
    game can play.
    """
    doc = read_document(data, SPEC)
    match_id = doc.get("id")
    if type(match_id) is not str or not _ID.fullmatch(match_id):
        raise _fail("the saved match has no valid identity")
    name = doc.get("player_name")
    if not is_valid_player_name(name):
        raise _fail(
            f"the player's name must be text of at most {NAME_LIMIT} letters, "
            "without control characters"
        )
    opponents = doc.get("opponents")
    if type(opponents) is not list or not 1 <= len(opponents) <= 3:
        raise _fail("the opponents must be a list of one to three strengths")
    for strength in opponents:
        if type(strength) is not str or not _STRENGTH.fullmatch(strength):
            raise _fail("an opponent's strength must be a short name like 'medium'")
        if known_opponents is not None and strength not in known_opponents:
            raise _fail(f"this game has no opponent of strength {strength!r}")
    seed = doc.get("seed")
    if seed is not None and (type(seed) is not int or not -_SEED_LIMIT <= seed < _SEED_LIMIT):
        raise _fail("the seed must be a whole number below 2**63")
    rng_state = _load_rng(doc.get("rng"))
    if "match" not in doc:
        raise _fail("the saved match has no match in it")
    # The engine replays every action: what loads is a position the rules can reach.
    match = match_from_document(doc["match"])
    if match.players != len(opponents) + 1:
        raise _fail(f"the match has {match.players} players but {len(opponents)} opponents")
    # The game deals and guards the stock by the standard rules only (its table, hints and
    # sentences say "the last two"); a save may change nothing but the target.
    standard = Rules.standard(match.players)
    rules = match.rules
    if (rules.deal_size, rules.protected_stock) != (standard.deal_size, standard.protected_stock):
        raise _fail(
            f"the match deals {rules.deal_size} tiles and keeps {rules.protected_stock} in the "
            f"stock; this game plays {standard.deal_size} and {standard.protected_stock}"
        )
    allowed, notes = _load_take_backs(doc.get("take_backs"), match)
    seals = _load_seals(doc.get("seals"), match)
    tutor = doc.get("tutor", False)  # written before the tutor: without it
    if type(tutor) is not bool:
        raise _fail("whether the tutor was on must be true or false")
    warnings = _load_tutor_warnings(doc.get("tutor_warnings"), match)
    return SaveDocument(
        match,
        name,
        tuple(opponents),
        match_id,
        seed,
        rng_state,
        allowed,
        notes,
        seals,
        tutor,
        warnings,
    )
