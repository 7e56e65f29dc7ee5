"""A :class:`PlayerView` as plain JSON-ready data, and back.

This is how a view crosses into another process (the arena's outside bots): only the data
goes, and the view is rebuilt from it there, so nothing but what the seat may know arrives.
Tiles and actions travel as their ``str()`` (``"[3|5]"``, ``"[3|5] left"``, ``"draw"``), the
rules as :meth:`Rules.to_dict` writes them (data without ``"rules"`` reads as the standard
rules for its number of players).

>>> import random
>>> from drawgame.engine import Match
>>> view = Match.new(2, random.Random(1)).view(0)
>>> again = view_from_data(view_to_data(view))
>>> (again.hand, again.legal_actions, again.line) == (view.hand, view.legal_actions, view.line)
True
>>> again.rules == view.rules
True
"""

from __future__ import annotations

from typing import Any, Final

from .actions import DRAW, PASS, PLACES, Action, End, Place
from .line import Line
from .rules import Rules
from .tiles import FULL_SET, Tile
from .view import DrewEvent, PassedEvent, PlacedEvent, PlayerView, PublicEvent

__all__ = ["ViewReader", "action_from_text", "view_from_data", "view_to_data"]

_TILES: Final[dict[str, Tile]] = {str(tile): tile for tile in FULL_SET}
_ALL_ACTIONS: Final[tuple[Action, ...]] = (DRAW, PASS, *(p for pair in PLACES for p in pair))
_ACTIONS: Final[dict[str, Action]] = {str(action): action for action in _ALL_ACTIONS}
_ENDS: Final = {"left": End.LEFT, "right": End.RIGHT}
#: Far more than any hand holds; a longer list is no view.
_LONGEST = 400


def view_to_data(view: PlayerView) -> dict[str, Any]:
    """The view as JSON-ready data (lists, numbers, strings, ``None``)."""
    history: list[list[Any]] = []
    for event in view.history:
        if isinstance(event, PlacedEvent):
            history.append(["placed", event.seat, str(event.tile), event.end.value])
        elif isinstance(event, DrewEvent):
            history.append(["drew", event.seat, event.count])
        else:
            history.append(["passed", event.seat, *event.ends])
    return {
        "seat": view.seat,
        "players": view.players,
        "rules": view.rules.to_dict(),
        "hand": [str(tile) for tile in view.hand],
        "line": [f"{p.tile} {p.end.value}" for p in view.line.placements],
        "stock_size": view.stock_size,
        "hand_sizes": list(view.hand_sizes),
        "scores": list(view.scores),
        "target": view.target,
        "hand_number": view.hand_number,
        "opener": view.opener,
        "current": view.current,
        "legal_actions": [str(action) for action in view.legal_actions],
        "history": history,
        "is_over": view.is_over,
    }


def _int(value: object, what: str, low: int = 0, high: int = 10**9) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}")
    return value


def _list(value: object, what: str) -> list[Any]:
    if type(value) is not list or len(value) > _LONGEST:
        raise ValueError(f"{what} must be a list of at most {_LONGEST} items")
    return value


def _tile(value: object) -> Tile:
    tile = _TILES.get(value) if type(value) is str else None
    if tile is None:
        raise ValueError(f"not a tile: {str(value)[:20]!r}")
    return tile


def action_from_text(value: object) -> Action:
    """The engine's own action written ``value`` (``"[3|5] left"``, ``"draw"``, ``"pass"``,
    exactly as ``str()`` writes it); ``ValueError`` for anything else."""
    action = _ACTIONS.get(value) if type(value) is str else None
    if action is None:
        raise ValueError(f"not an action: {str(value)[:20]!r}")
    return action


_action = action_from_text


def _event(item: object, players: int) -> PublicEvent:
    row = _list(item, "an event")
    kind = row[0] if row else None
    if kind == "placed" and len(row) == 4 and row[3] in _ENDS:
        return PlacedEvent(_int(row[1], "a seat", 0, players - 1), _tile(row[2]), _ENDS[row[3]])
    if kind == "drew" and len(row) == 3:
        return DrewEvent(_int(row[1], "a seat", 0, players - 1), _int(row[2], "a count", 1, 28))
    if kind == "passed" and len(row) == 4:
        ends = (_int(row[2], "an end", 0, 6), _int(row[3], "an end", 0, 6))
        return PassedEvent(_int(row[1], "a seat", 0, players - 1), ends)
    raise ValueError(f"not an event: {str(item)[:40]!r}")


def _common(old: list[Any], new: list[Any]) -> int:
    # How many leading rows the new list shares with the old: all of them while a hand
    # grows, all but the last when a run of draws was counted up, else none.
    n = len(old)
    if new[:n] == old:
        return n
    if n and new[: n - 1] == old[: n - 1]:
        return n - 1
    return 0


class ViewReader:
    """Reads views one after another, as a bot's process receives them.

    One hand's line and history only grow, so what the previous view shared with this one
    is reused rather than read again; each view still gets its own line object.
    """

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self._line_rows: list[Any] = []
        self._line = Line()
        self._history_rows: list[Any] = []
        self._events: tuple[PublicEvent, ...] = ()

    def _read_line(self, rows: list[Any]) -> Line:
        kept = _common(self._line_rows, rows)
        line = (
            self._line
            if kept == len(self._line)
            else Line.build((p.tile, p.end) for p in self._line.placements[:kept])
        )
        for text in rows[kept:]:
            place = _action(text)
            if not isinstance(place, Place):
                raise ValueError(f"the line holds {text!r}, which is not a tile on an end")
            line = line.add(place.tile, place.end)  # ValueError if a tile does not fit
        self._line_rows, self._line = list(rows), line
        return line

    def _read_history(self, rows: list[Any], players: int) -> tuple[PublicEvent, ...]:
        kept = _common(self._history_rows, rows)
        events = self._events[:kept] + tuple(_event(row, players) for row in rows[kept:])
        self._history_rows, self._events = list(rows), events
        return events

    def read(self, data: object) -> PlayerView:
        """The view that :func:`view_to_data` described; ``ValueError`` for anything else."""
        if type(data) is not dict:
            raise ValueError("a view must be an object")
        players = _int(data.get("players"), "players", 2, 4)
        rules = Rules.from_dict(data["rules"]) if "rules" in data else Rules.standard(players)
        if rules.players != players:
            raise ValueError(f"the rules are for {rules.players} players, not {players}")
        seat = _int(data.get("seat"), "seat", 0, players - 1)
        sizes = [_int(n, "a hand size", 0, 28) for n in _list(data.get("hand_sizes"), "sizes")]
        scores = [_int(n, "a score") for n in _list(data.get("scores"), "scores")]
        if len(sizes) != players or len(scores) != players:
            raise ValueError(f"hand sizes and scores must have {players} entries")
        if type(data.get("is_over")) is not bool:
            raise ValueError("is_over must be true or false")
        target = data.get("target")
        try:
            line = self._read_line(_list(data.get("line"), "the line"))
            history = self._read_history(_list(data.get("history"), "history"), players)
        except ValueError:
            self._reset()  # start afresh after bad data
            raise
        values: dict[str, object] = {
            "seat": seat,
            "players": players,
            "rules": rules,
            "hand": tuple(_tile(t) for t in _list(data.get("hand"), "the hand")),
            "line": line.copy(),  # its own, as PlayerView._of gives
            "stock_size": _int(data.get("stock_size"), "stock_size", 0, 28),
            "hand_sizes": tuple(sizes),
            "scores": tuple(scores),
            "target": None if target is None else _int(target, "target", 1),
            "hand_number": _int(data.get("hand_number"), "hand_number", 1),
            "opener": _int(data.get("opener"), "opener", 0, players - 1),
            "current": _int(data.get("current"), "current", 0, players - 1),
            "legal_actions": tuple(_action(a) for a in _list(data.get("legal_actions"), "actions")),
            "history": history,
            "is_over": data["is_over"],
        }
        view = object.__new__(PlayerView)
        for name in PlayerView.__slots__:
            object.__setattr__(view, name, values[name])
        return view


def view_from_data(data: object) -> PlayerView:
    """The view that :func:`view_to_data` described; ``ValueError`` for anything else."""
    return ViewReader().read(data)
