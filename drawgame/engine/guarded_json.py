"""The one guarded reader of the game's JSON documents (the match, the save, the
statistics, the settings): a size cap, a nesting cap, JSON's own types only, the document's
format and version checked, and every problem one clear sentence in the caller's own
exception type.

>>> class Oops(ValueError): ...
>>> spec = Spec("the notes", "drawgame-notes", 1, 1000, Oops)
>>> read_document(b'{"format": "drawgame-notes", "version": 1, "n": 2}', spec)["n"]
2
>>> read_document('{"format": "drawgame-notes", "version": 1, "n": NaN}', spec)
Traceback (most recent call last):
...
drawgame.engine.guarded_json.Oops: the notes is not valid JSON (NaN is not a JSON number)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final, NoReturn

__all__ = ["MAX_DEPTH", "NewerVersionError", "Spec", "parse_json", "read_document"]

#: Far deeper than any of our documents (the save is six levels deep).
MAX_DEPTH: Final = 32


class NewerVersionError(ValueError):
    """A document of the right kind written by a newer version of the game: not corrupt,
    so it is kept as it is. Each document's error type has a subclass that is also this."""


@dataclass(frozen=True, slots=True)
class Spec:
    """What a document is: ``what`` names it in messages ("the saved match")."""

    what: str
    format: str
    version: int
    max_bytes: int
    error: type[ValueError]
    #: Raised for a newer version; a subclass of both ``error`` and NewerVersionError.
    newer: type[ValueError] | None = None
    #: The message when the format is wrong.
    not_ours: str = ""


class _Refused(Exception):
    """Internal: a JSON feature we do not accept."""


def _no_constant(name: str) -> NoReturn:
    raise _Refused(f"{name} is not a JSON number")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    doc = dict(pairs)
    if len(doc) != len(pairs):
        raise _Refused("a key appears twice in one object")
    return doc


def _too_deep(doc: object, limit: int) -> bool:
    """True if ``doc`` nests lists and objects more than ``limit`` levels (no recursion)."""
    level: list[object] = [doc]
    for _ in range(limit + 1):
        below: list[object] = []
        for node in level:
            if type(node) is dict:
                below.extend(v for v in node.values() if type(v) in (dict, list))
            elif type(node) is list:
                below.extend(v for v in node if type(v) in (dict, list))
        if not below:
            return False
        level = below
    return True


def parse_json(data: str | bytes, what: str, max_bytes: int, error: type[ValueError]) -> Any:
    """``data`` parsed as strict JSON (no NaN, no repeated keys, at most ``MAX_DEPTH``
    levels), or ``error`` with one sentence about ``what``."""
    if isinstance(data, bytes):
        if len(data) > max_bytes:
            raise error(f"{what} is too large to be genuine")
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise error(f"{what} is not UTF-8 text") from None
    if not isinstance(data, str):
        raise error(f"{what} must be text")
    if len(data) > max_bytes:
        raise error(f"{what} is too large to be genuine")
    if not data.strip():
        raise error(f"{what} is empty")
    try:
        doc = json.loads(data, parse_constant=_no_constant, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise error(f"{what} is nested too deeply to be genuine") from None
    except _Refused as refused:
        raise error(f"{what} is not valid JSON ({refused})") from None
    except ValueError as problem:
        raise error(f"{what} is not valid JSON ({str(problem)[:60]})") from None
    if _too_deep(doc, MAX_DEPTH):
        raise error(f"{what} is nested too deeply to be genuine")
    return doc


def read_document(data: str | bytes, spec: Spec) -> dict[str, Any]:
    """The JSON object in ``data``, its ``format`` and ``version`` checked against ``spec``."""
    doc = parse_json(data, spec.what, spec.max_bytes, spec.error)
    return check_document(doc, spec)


def check_document(doc: object, spec: Spec) -> dict[str, Any]:
    """``doc`` (already parsed) as an object of ``spec``'s format and version."""
    if type(doc) is not dict:
        raise spec.error(f"{spec.what} must be a JSON object")
    if doc.get("format") != spec.format:
        raise spec.error(spec.not_ours or f"this file is not {spec.what}")
    version = doc.get("version")
    if type(version) is not int or version != spec.version:
        # Only echo a short, plain value: str() of a huge or deeply nested one is costly.
        shown = str(version) if type(version) is int and abs(version) < 10**6 else "unknown"
        if type(version) is int and version > spec.version and spec.newer is not None:
            raise spec.newer(
                f"{spec.what} was written by a newer version of the game (version {shown}); "
                f"this game reads version {spec.version}"
            )
        raise spec.error(f"{spec.what} has version {shown}; this game reads version {spec.version}")
    return doc
