"""The versioned JSON document of a :class:`Match`, and its validated loader.

A document stores each hand's deal and the actions taken, never derived state; loading
replays every action through the engine, so a document that loads is a position that the
rules can reach. Anything else raises :class:`SaveError` with a one-line reason.

The document also names the rules the match is played by (``"rules"``, as
:meth:`Rules.to_dict` writes them). Documents written before it was added have none: they
load with the standard rules for their number of players (:meth:`Rules.standard`).
"""

from __future__ import annotations

import json
from typing import Any, Final

from .actions import parse_action
from .guarded_json import NewerVersionError, Spec, check_document, read_document
from .hand import HandState, IllegalAction
from .match import Match, match_result
from .rules import Rules
from .tiles import Tile

__all__ = [
    "FORMAT",
    "VERSION",
    "NewerSaveError",
    "SaveError",
    "match_from_document",
    "match_from_json",
    "match_to_json",
]

FORMAT: Final = "drawgame-match"
VERSION: Final = 1
#: Far above any real match; stops a hostile document from costing time or memory.
MAX_DOCUMENT_BYTES: Final = 4_000_000
MAX_HANDS: Final = 2_000
MAX_ACTIONS_PER_HAND: Final = 400


class SaveError(ValueError):
    """A match document that cannot be loaded; the message says why in one sentence."""


class NewerSaveError(SaveError, NewerVersionError):
    """A match document from a newer version of the game: keep it, do not overwrite it."""


SPEC: Final = Spec(
    "the saved match",
    FORMAT,
    VERSION,
    MAX_DOCUMENT_BYTES,
    SaveError,
    NewerSaveError,
    "this file is not a saved Draw match",
)


def _hand_document(hand: HandState) -> dict[str, Any]:
    if not hand.starts_from_deal:
        # Every hand of a match starts from a deal (R3); a puzzle position is no match.
        raise ValueError("only hands that start from a deal can be saved in a match")
    return {
        "opener": hand.opener,
        "hands": [[str(tile) for tile in tiles] for tiles in hand.dealt_hands],
        "stock": [str(tile) for tile in hand.dealt_stock],
        "actions": [str(turn.action) for turn in hand.history],
    }


def match_to_json(match: Match) -> str:
    """The match as a JSON document (``format``, ``version``, then every hand)."""
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "players": match.players,
        "rules": match.rules.to_dict(),
        "first_opener": match.first_opener,
        "hands": [_hand_document(h) for h in (*match.past_hands, match.hand)],
        # Redundant, for people reading the file; checked on load.
        "scores": list(match.scores),
    }
    return json.dumps(doc, separators=(",", ":"))


def _int(value: object, what: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise SaveError(f"{what} must be a whole number from {low} to {high}")
    return value


def _list(value: object, what: str, limit: int) -> list[Any]:
    if type(value) is not list:
        raise SaveError(f"{what} must be a list")
    if len(value) > limit:
        raise SaveError(f"{what} is too long")
    return value


def _tile(value: object, what: str) -> Tile:
    if type(value) is not str or len(value) > 16:
        raise SaveError(f"{what} must be a tile like '[3|5]'")
    try:
        return Tile.parse(value)
    except ValueError:
        raise SaveError(f"{what} is not a tile: {value[:16]!r}") from None


def _load_hand(doc: object, rules: Rules, where: str) -> HandState:
    players = rules.players
    if type(doc) is not dict:
        raise SaveError(f"{where} must be an object")
    opener = _int(doc.get("opener"), f"{where}: opener", 0, players - 1)
    hands_doc = _list(doc.get("hands"), f"{where}: hands", 4)
    if len(hands_doc) != players:
        raise SaveError(f"{where} must have {players} hands")
    hands = [
        [_tile(t, f"{where}: a tile") for t in _list(h, f"{where}: a hand", 28)] for h in hands_doc
    ]
    stock = [
        _tile(t, f"{where}: a stock tile") for t in _list(doc.get("stock"), f"{where}: stock", 28)
    ]
    if "line" in doc or "current" in doc:
        # A hand that starts in mid-play could hold tile counts no deal reaches.
        raise SaveError(f"{where} must start from a deal, not from a line already played")
    try:
        state = HandState.from_tiles(hands, stock, opener, rules=rules)
    except ValueError as error:
        raise SaveError(f"{where} is not a possible deal: {error}") from None
    for number, text in enumerate(
        _list(doc.get("actions"), f"{where}: actions", MAX_ACTIONS_PER_HAND), 1
    ):
        try:
            state = state.apply(_action(text, where))
        except IllegalAction as error:
            raise SaveError(f"{where}, action {number} breaks the rules: {error}") from None
    return state


def _action(text: object, where: str) -> Any:
    if type(text) is not str or len(text) > 32:
        raise SaveError(f"{where}: an action must be text like '[3|5] left'")
    try:
        return parse_action(text)
    except ValueError:
        raise SaveError(f"{where}: {text!r} is not an action") from None


def _load_rules(doc: dict[str, Any], players: int) -> Rules:
    if "rules" not in doc:
        return Rules.standard(players)  # written before the rules were saved
    try:
        rules = Rules.from_dict(doc["rules"])
    except ValueError as error:
        raise SaveError(f"the saved match's rules are not valid: {error}") from None
    if rules.players != players:
        raise SaveError(f"the saved match's rules are for {rules.players} players, not {players}")
    return rules


def match_from_json(text: str | bytes) -> Match:
    """Load a document written by :func:`match_to_json`, checking everything."""
    return _load_match(read_document(text, SPEC))


def match_from_document(doc: object) -> Match:
    """Load an already parsed document (the part of a save that is the match)."""
    return _load_match(check_document(doc, SPEC))


def _load_match(doc: dict[str, Any]) -> Match:
    players = _int(doc.get("players"), "players", 2, 4)
    rules = _load_rules(doc, players)
    first_opener = _int(doc.get("first_opener"), "first_opener", 0, players - 1)
    hand_docs = _list(doc.get("hands"), "hands", MAX_HANDS)
    if not hand_docs:
        raise SaveError("the saved match has no hand")
    past: list[HandState] = []
    scores = [0] * players
    hand: HandState | None = None
    for number, hand_doc in enumerate(hand_docs, 1):
        where = f"hand {number}"
        if hand is not None:
            if hand.outcome is None:
                raise SaveError(f"hand {number - 1} is followed by another before it ended")
            if match_result(tuple(scores), rules.target) is not None:
                raise SaveError(f"the match was already over before {where}")
            past.append(hand)
        hand = _load_hand(hand_doc, rules, where)
        expected = (first_opener + number - 1) % players
        if hand.opener != expected:
            raise SaveError(f"{where} is opened by seat {hand.opener}, not seat {expected} (R16)")
        if hand.outcome is not None:
            for seat, gain in enumerate(hand.outcome.gains):
                scores[seat] += gain
    assert hand is not None
    match = Match.from_hands(past, hand, first_opener)
    if "scores" in doc:
        recorded = doc["scores"]
        if (
            type(recorded) is not list
            or any(type(score) is not int for score in recorded)
            or recorded != list(match.scores)
        ):
            raise SaveError("the recorded scores do not match the hands played")
    return match
