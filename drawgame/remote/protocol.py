"""The messages between a parent and its child process, and how they travel.

One JSON object a line, each way; nothing is unpickled. The parent asks:

* :class:`New` ``{"op": "new"}`` (with ``"bot": [match, seat]``, ``"kind"`` and ``"seed"``
  when the child serves several bots): make a bot, answered by :class:`Made`;
* :class:`Choose` ``{"op": "choose", "view": ...}`` (the view as the data of
  :mod:`drawgame.engine.view_data`): answered by :class:`Chosen` (the action as its text,
  ``"[3|5] left"``, read back with :func:`~drawgame.engine.view_data.action_from_text`) or
  :class:`NotAnAction` (what the bot returned instead, as a short repr);
* :class:`Suggest` ``{"op": "hint", "view": ...}``: answered by :class:`Hinted`;
* :class:`Judge` ``{"op": "judge", "view": ..., "action": "[3|5] left"}``: the tutor's
  verdict on that action, answered by :class:`Judged` (the best action, the loss, its
  margin and the label; :func:`check_from_data` reads it back).

Any request may be answered by :class:`Failed` (``{"error": "..."}``: the bot raised).
At its start the child says :class:`Loaded` or :class:`LoadError`. Each request carries
its number (``"id"``, counted by the parent) and its reply echoes it, so a line the child
wrote too many is never read as the reply to the next request. A reply is read with the
kinds its request expects and its number (:func:`decode_reply`); anything else is
:class:`~drawgame.remote.errors.BadReply`, as is a line too long for
:mod:`~drawgame.remote.framing`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from drawgame.ai.hint import Hint, Reason, ReasonCode
from drawgame.ai.tutor import MoveCheck
from drawgame.engine import Action, PlayerView, Tile
from drawgame.engine.view_data import ViewReader, action_from_text, view_to_data

from .errors import BadReply

__all__ = [
    "MAX_TEXT",
    "REPLIES",
    "BadRequest",
    "BotKey",
    "Choose",
    "Chosen",
    "Failed",
    "Hinted",
    "Judge",
    "Judged",
    "LoadError",
    "Loaded",
    "Made",
    "New",
    "NotAnAction",
    "Reply",
    "Request",
    "Suggest",
    "check_from_data",
    "check_to_data",
    "decode_reply",
    "decode_request",
    "encode",
    "failure_text",
    "hint_from_data",
    "hint_to_data",
    "read_request",
]

#: How much of a text from a child (an error, a repr) is kept.
MAX_TEXT = 2000
#: Which bot a request is for: the parent's number for the match, and the seat.
BotKey = tuple[int, int]
_NO_KEY: BotKey = (0, 0)

_dumps = json.JSONEncoder(separators=(",", ":")).encode


def _text(value: object) -> str:
    return value[:MAX_TEXT] if type(value) is str else ""


# -- requests ---------------------------------------------------------------------------


@dataclass(frozen=True)
class New:
    """Make a bot under ``bot`` (of strength ``kind`` seeded with ``seed``, where the child
    serves built-in bots); the child forgets the bots of earlier matches."""

    bot: BotKey = _NO_KEY
    kind: str = ""
    seed: str = ""
    replies: ClassVar[tuple[type[Reply], ...]]
    missing: ClassVar[str] = "no bot name"

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"op": "new"}
        if self.bot != _NO_KEY:
            data["bot"] = list(self.bot)
        if self.kind:
            data["kind"] = self.kind
        if self.seed:
            data["seed"] = self.seed
        return data


@dataclass(frozen=True)
class Choose:
    """What the bot ``bot`` plays in ``view``."""

    view: PlayerView
    bot: BotKey = _NO_KEY
    replies: ClassVar[tuple[type[Reply], ...]]
    missing: ClassVar[str] = "no action"

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"op": "choose", "view": view_to_data(self.view)}
        if self.bot != _NO_KEY:
            data["bot"] = list(self.bot)
        return data


@dataclass(frozen=True)
class Suggest:
    """The hint for the seat of ``view``."""

    view: PlayerView
    replies: ClassVar[tuple[type[Reply], ...]]
    missing: ClassVar[str] = "no hint"

    def to_data(self) -> dict[str, Any]:
        return {"op": "hint", "view": view_to_data(self.view)}


@dataclass(frozen=True)
class Judge:
    """The tutor's verdict on ``action`` for the seat of ``view``."""

    view: PlayerView
    action: Action
    replies: ClassVar[tuple[type[Reply], ...]]
    missing: ClassVar[str] = "no verdict"

    def to_data(self) -> dict[str, Any]:
        return {"op": "judge", "view": view_to_data(self.view), "action": str(self.action)}


Request = New | Choose | Suggest | Judge


def failure_text(request: Request, text: str) -> str:
    """What a :class:`Failed` reply with ``text`` to ``request`` says of the bot."""
    if isinstance(request, New):
        return text or "failed"  # constructing it: the error is the whole story
    return "raised " + (text or "an error")


def _key(value: object) -> BotKey:
    if value is None:
        return _NO_KEY
    if type(value) is list and len(value) == 2 and all(type(v) is int for v in value):
        return (value[0], value[1])
    raise ValueError(f"not a bot: {str(value)[:40]!r}")


class BadRequest(ValueError):
    """A line that is no request: ``error`` says why; ``number`` is its request number if
    it has one (the reply echoes it)."""

    def __init__(self, error: Exception, number: int | None = None) -> None:
        super().__init__(str(error))
        self.error = error
        self.number = number


def _number(value: object) -> int | None:
    return value if type(value) is int else None


def read_request(line: bytes, views: ViewReader) -> tuple[int | None, Request]:
    """The request number (``None`` if it has none) and the request on ``line``, its view
    read by ``views``; :class:`BadRequest` if it is none."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError) as error:
        raise BadRequest(error) from None
    if type(data) is not dict:
        raise BadRequest(ValueError("a request must be a JSON object"))
    number = _number(data.get("id"))
    try:
        return number, _request(data, views)
    except (ValueError, RecursionError) as error:
        raise BadRequest(error, number) from None


def decode_request(line: bytes, views: ViewReader) -> Request:
    """The request on ``line``, its view read by ``views``; ``ValueError`` if it is none."""
    return read_request(line, views)[1]


def _request(data: dict[str, Any], views: ViewReader) -> Request:
    op = data.get("op")
    if op == "new":
        kind, seed = data.get("kind", ""), data.get("seed", "")
        if type(kind) is not str or type(seed) is not str:
            raise ValueError("a bot's kind and seed must be texts")
        return New(_key(data.get("bot")), kind, seed)
    if op == "choose":
        return Choose(views.read(data.get("view")), _key(data.get("bot")))
    if op == "hint":
        return Suggest(views.read(data.get("view")))
    if op == "judge":
        view = views.read(data.get("view"))
        return Judge(view, action_from_text(data.get("action")))
    raise ValueError(f"unknown request {str(op)[:40]!r}")


# -- replies ----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Text:
    text: str
    key: ClassVar[str]


class Failed(_Text):
    """The bot raised (``text`` describes it; empty if the child did not say)."""

    key = "error"


class LoadError(_Text):
    """The child cannot serve: ``text`` says why (empty if it did not say)."""

    key = "load_error"


class NotAnAction(_Text):
    """What a bot returned instead of an action, as its (short) repr."""

    key = "not_action"

    def __str__(self) -> str:
        return f"{self.text} (not an action)"


@dataclass(frozen=True)
class Loaded:
    """The child is ready to serve."""

    key: ClassVar[str] = "loaded"


@dataclass(frozen=True)
class Made:
    """The bot is made; ``name`` is its ``name`` attribute (at most 80 characters)."""

    name: str
    key: ClassVar[str] = "made"


@dataclass(frozen=True)
class Chosen:
    """The bot chose ``action``: the engine's own object, never the bot's."""

    action: Action
    key: ClassVar[str] = "action"


@dataclass(frozen=True)
class Hinted:
    """The hint."""

    hint: Hint
    key: ClassVar[str] = "hint"


@dataclass(frozen=True)
class Judged:
    """The tutor's verdict."""

    check: MoveCheck
    key: ClassVar[str] = "judged"


def _reply_value(reply: Reply) -> object:
    if isinstance(reply, Loaded):
        return True
    if isinstance(reply, Made):
        return reply.name
    if isinstance(reply, Chosen):
        return str(reply.action)
    if isinstance(reply, Hinted):
        return hint_to_data(reply.hint)
    if isinstance(reply, Judged):
        return check_to_data(reply.check)
    return reply.text


def _read_action(value: object) -> Chosen | NotAnAction | None:
    if type(value) is not str:
        return None
    try:
        return Chosen(action_from_text(value))
    except ValueError:
        return NotAnAction(repr(value[:40]))


def _read_hint(value: object) -> Hinted | None:
    try:
        return Hinted(hint_from_data(value))
    except (ValueError, KeyError, TypeError):
        return None


def _read_check(value: object) -> Judged | None:
    try:
        return Judged(check_from_data(value))
    except (ValueError, KeyError, TypeError):
        return None


#: How each reply kind's value is read: a reply, or ``None`` if the value is no such reply.
_READ: dict[type[Reply], Callable[[object], Reply | None]] = {
    Failed: lambda value: Failed(_text(value)),
    Loaded: lambda value: Loaded() if value is True else None,
    LoadError: lambda value: LoadError(_text(value)),
    Made: lambda value: Made(value[:80]) if type(value) is str else None,
    NotAnAction: lambda value: NotAnAction(_text(value) or "something"),
    Chosen: _read_action,
    Hinted: _read_hint,
    Judged: _read_check,
}


Reply = Failed | Loaded | LoadError | Made | Chosen | NotAnAction | Hinted | Judged
#: Every reply kind, in the order a reply is recognised.
REPLIES: tuple[type[Reply], ...] = (
    Failed,
    Loaded,
    LoadError,
    Made,
    NotAnAction,
    Chosen,
    Hinted,
    Judged,
)
New.replies = (Made,)
Choose.replies = (NotAnAction, Chosen)
Suggest.replies = (Hinted,)
Judge.replies = (Judged,)


def decode_reply(
    line: bytes,
    expected: tuple[type[Reply], ...] = REPLIES,
    missing: str = "an unknown reply",
    number: int | None = None,
) -> Reply:
    """The reply on ``line``: :class:`Failed` or one of the ``expected`` kinds, else
    :class:`BadReply` (``missing`` says what was not there). With ``number``, the reply
    must echo that request number (a reply to another request is :class:`BadReply`)."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        data = None
    if type(data) is not dict:
        raise BadReply("not a JSON object")
    if number is not None and _number(data.get("id")) != number:
        raise BadReply("a reply to another request" if "id" in data else "no request number")
    for kind in (Failed, *expected):
        if kind.key in data:
            reply = _READ[kind](data[kind.key])
            if reply is not None:
                return reply
    raise BadReply(missing)


# -- hints as data ----------------------------------------------------------------------


def hint_to_data(hint: Hint) -> dict[str, Any]:
    r = hint.reason
    return {
        "action": str(hint.action),
        "codes": [c.value for c in r.codes],
        "tile": str(r.tile) if r.tile is not None else None,
        "pips": r.pips,
        "kept_open": list(r.kept_open),
        "blocked": list(r.blocked),
        "blocked_seats": list(r.blocked_seats),
        "value": hint.value,
        "margin": hint.margin,
    }


def _small_ints(values: Any, low: int, high: int, most: int) -> tuple[int, ...]:
    """``values``: a list of at most ``most`` whole numbers from ``low`` to ``high``."""
    if type(values) is not list or len(values) > most:
        raise ValueError("not a short list of numbers")
    if not all(type(v) is int and low <= v <= high for v in values):
        raise ValueError(f"a number out of {low}..{high}")
    return tuple(values)


def hint_from_data(data: Any) -> Hint:
    """The hint :func:`hint_to_data` wrote; ``ValueError``, ``KeyError`` or ``TypeError``
    for anything else, also for a reason that could not be said (a chance that is not
    from 0 to 1, an end number that is not 0 to 6, a code without what it names)."""
    codes = tuple(ReasonCode(c) for c in data["codes"])
    if len(codes) > len(ReasonCode) or len(set(codes)) != len(codes):
        raise ValueError("not a list of reason codes")
    pips, value, margin = data["pips"], data["value"], data["margin"]
    if type(pips) is not int or not 0 <= pips <= 12:
        raise ValueError("pips out of 0..12")
    if (value is None) != (margin is None):
        raise ValueError("a value without its margin")
    if value is not None and not (_points(value) and _points(margin) and margin >= 0):
        raise ValueError("a value or margin that is no number of points")
    reason = Reason(
        codes,
        Tile.parse(data["tile"]) if data["tile"] is not None else None,
        pips,
        _small_ints(data["kept_open"], 0, 6, 2),
        _small_ints(data["blocked"], 0, 6, 2),
        _small_ints(data["blocked_seats"], 0, 3, 3),
    )
    if ReasonCode.KEEPS_OPEN in codes and not reason.kept_open:
        raise ValueError("keeps no number open")
    if ReasonCode.BLOCKS in codes and not (reason.blocked and reason.blocked_seats):
        raise ValueError("blocks no number or no seat")
    if ReasonCode.PLAYS_DOUBLE in codes and reason.tile is None:
        raise ValueError("plays no double")
    if value is None:
        return Hint(action_from_text(data["action"]), reason)
    return Hint(action_from_text(data["action"]), reason, float(value), float(margin))


def _points(value: object) -> bool:
    """A finite number of hand points (no hand is worth more than the whole set, 168)."""
    return type(value) in (int, float) and math.isfinite(value) and abs(value) <= 1000  # type: ignore[arg-type]


# -- the tutor's verdicts as data -------------------------------------------------------


def check_to_data(check: MoveCheck) -> dict[str, Any]:
    return {
        "played": str(check.played),
        "best": str(check.best),
        "loss": check.loss,
        "margin": check.margin,
        "label": check.label,
        "why": [claim.to_data() for claim in check.why],
    }


def check_from_data(data: Any) -> MoveCheck:
    """The verdict :func:`check_to_data` wrote; ``ValueError``, ``KeyError`` or
    ``TypeError`` for anything else, also for one that contradicts itself (the best move
    with a loss, a mistake within its margin; see :class:`MoveCheck`)."""
    if type(data) is not dict:
        raise TypeError("a verdict must be an object")
    loss, margin, label = data["loss"], data["margin"], data["label"]
    if not (_points(loss) and _points(margin)) or type(label) is not str:
        raise ValueError("a loss or margin that is no number of points")
    from drawgame.ai.reasons import SAID, Claim

    why = data.get("why", [])
    if type(why) is not list or len(why) > SAID:
        raise ValueError("the reasons are a short list of claims")
    return MoveCheck(
        action_from_text(data["played"]),
        action_from_text(data["best"]),
        float(loss),
        float(margin),
        label,
        tuple(Claim.from_data(claim, 4) for claim in why),
    )


def encode(message: Request | Reply, number: int | None = None) -> bytes:
    """``message`` as its line, newline included; with ``number``, the request's number
    (or, for a reply, the number of the request it answers)."""
    if isinstance(message, New | Choose | Suggest | Judge):
        data = message.to_data()
    else:
        data = {message.key: _reply_value(message)}
    if number is not None:
        data["id"] = number
    return _dumps(data).encode() + b"\n"
