"""Match records kept as files: the game's own ``records`` folder (every finished match,
the newest :data:`KEEP_RECORDS` kept) and records opened or saved by the player.

Pure Python, no Qt. A record file is read only if it is a regular file no larger than
:data:`MAX_RECORD_BYTES` (:func:`~drawgame.storage.atomic.read_limited`); whatever is wrong
with it comes back as one :class:`RecordFileError` whose ``line`` (or ``None``) and
``reason`` the interface puts into one sentence.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import re
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Final

from drawgame.engine import Match, TakeBack
from drawgame.engine.record import (
    MAX_NAME_CHARS,
    MAX_RECORD_CHARS,
    MatchRecord,
    NewerRecordError,
    RecordError,
    Seat,
    default_names,
    read_record,
    record_from_match,
)
from drawgame.engine.seal import DealSeal
from drawgame.engine.tutor_warning import TutorWarning

from .atomic import FileTooLarge, fsync_dir, read_head, read_limited, write_atomic

__all__ = [
    "KEEP_RECORDS",
    "MAX_RECORD_BYTES",
    "RECORDS_FOLDER",
    "RecordFileError",
    "game_record",
    "keep_record",
    "kept_records",
    "load_record_file",
    "prune_records",
    "record_name",
]

#: The folder, inside the data folder, where finished matches are kept.
RECORDS_FOLDER: Final = "records"
#: How many kept records stay; older ones are deleted (the statistics are not touched).
KEEP_RECORDS: Final = 200
#: A record is UTF-8: at most four bytes a character.
MAX_RECORD_BYTES: Final = 4 * MAX_RECORD_CHARS
_KEPT_RE: Final = re.compile(r"match-\d{8}-\d{6}-[0-9a-f]{1,32}\.txt")
#: How much of a kept record is read to tell it is one and when it was played.
_HEAD_BYTES: Final = 2048
_HEADER_RE: Final = re.compile(r"Draw match record [0-9]{1,9}")
_FORBIDDEN: Final = re.compile(r"[:,()#\[\]|]")


class RecordFileError(Exception):
    """A record file that cannot be opened: ``kind`` is ``"missing"``, ``"not_file"``,
    ``"too_large"``, ``"unreadable"``, ``"newer"`` (written by a newer version of the game)
    or ``"broken"``; for ``"broken"``, ``line`` (or
    ``None``) and the reader's English ``reason``; for ``"unreadable"`` the system's."""

    def __init__(self, kind: str, reason: str = "", line: int | None = None) -> None:
        super().__init__(reason or kind)
        self.kind = kind
        self.reason = reason
        self.line = line


def load_record_file(path: Path | str) -> MatchRecord:
    """The record in the file at ``path`` (:class:`RecordFileError` if there is none)."""
    path = Path(path)
    try:
        data = read_limited(path, MAX_RECORD_BYTES)
    except FileTooLarge:
        raise RecordFileError("too_large") from None
    except OSError as error:
        if error.strerror == "not a regular file":
            raise RecordFileError("not_file") from None
        raise RecordFileError("unreadable", error.strerror or str(error)) from None
    except ValueError as error:  # a NUL in the name
        raise RecordFileError("unreadable", str(error)) from None
    if data is None:
        raise RecordFileError("missing")
    try:
        return read_record(data)
    except NewerRecordError as error:
        raise RecordFileError("newer", error.message) from None
    except RecordError as error:
        raise RecordFileError("broken", error.message, error.line) from None


def _record_names(names: Sequence[str]) -> tuple[str, ...]:
    """``names`` as a record may spell them: characters the format uses are left out and
    a name is cut to fit; a name still unusable (or twice the same) gives the defaults."""
    out = []
    for name in names:
        cleaned = " ".join(_FORBIDDEN.sub("", name).split())[:MAX_NAME_CHARS].strip()
        try:
            Seat(cleaned)
        except ValueError:
            return default_names(len(names))
        out.append(cleaned)
    if len({name.casefold() for name in out}) != len(out):
        return default_names(len(names))
    return tuple(out)


def game_record(
    match: Match,
    player_name: str,
    opponents: Sequence[str],
    seed: int | None = None,
    app_version: str | None = None,
    now: datetime.datetime | None = None,
    take_backs: Sequence[TakeBack] = (),
    seals: Sequence[DealSeal | None] = (),
    tutor_warnings: Sequence[TutorWarning] = (),
) -> MatchRecord:
    """The record of a match played in the window: the player (``You`` when nameless,
    strength ``human``) and the computer seats ``Bot 1``, ``Bot 2``... with their
    strengths, and the hands that are over (a hand in play would show the hidden tiles),
    with the ``take_backs`` made and the ``tutor_warnings`` given in them as comments and
    the hands' ``seals`` (their commitments, secrets and orders).
    ``ValueError`` if the match cannot be recorded or no hand is over yet."""
    players = match.players
    names = [player_name or "You", *(f"Bot {n}" for n in range(1, players))]
    strengths: list[str | None] = ["human", *opponents]
    if len(strengths) != players:
        strengths = [None] * players
    date = (now or datetime.datetime.now()).strftime("%Y-%m-%d %H:%M")
    return record_from_match(
        match,
        _record_names(names),
        strengths,
        seed,
        date=date,
        app_version=app_version,
        hand_in_play=False,
        take_backs=take_backs,
        seals=seals,
        tutor_warnings=tutor_warnings,
    )


def record_name(match_id: str, now: datetime.datetime | None = None) -> str:
    """``match-YYYYMMDD-HHMMSS-<id>.txt``: sorted by name is sorted by time."""
    stamp = (now or datetime.datetime.now()).strftime("%Y%m%d-%H%M%S")
    ident = re.sub(r"[^0-9a-f]", "", match_id.lower())[:12] or "0"
    return f"match-{stamp}-{ident}.txt"


def kept_records(folder: Path, now: float | None = None) -> list[Path]:
    """The records the game kept in ``folder``, oldest first.

    Only regular files named as the game names them (:func:`record_name`) whose text
    begins with a record's first line count; anything else there is the player's and is
    never pruned. They are ordered by the match's date inside the file (its ``Date:``
    line, else the file's modification time), not by name. A date later than ``now`` (a
    clock once set ahead, a record copied from a time zone further east, a planted one)
    counts as older than every real record, and a modification time later than ``now``
    does not break a tie: whoever can write in the folder cannot rank ahead of the record
    the game writes now."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    clock = time.time() if now is None else now
    clock_ns = int(clock * 1e9)
    dated = []
    for name in names:
        if _KEPT_RE.fullmatch(name):
            when = _kept_when(folder / name)
            if when is not None:
                played, modified = when
                trusted = played <= clock
                key = (
                    trusted,
                    played if trusted else 0.0,
                    modified if modified <= clock_ns else 0,
                    name,
                )
                dated.append((key, folder / name))
    return [path for _key, path in sorted(dated)]


def _kept_when(path: Path) -> tuple[float, int] | None:
    """When the record at ``path`` was played (seconds since the epoch) and its
    modification time (ns); None if it is not a record (or not a regular file)."""
    found = read_head(path, _HEAD_BYTES)
    if found is None:
        return None
    head, info = found
    lines = [
        line.strip()
        for line in head.decode("utf-8", "replace").removeprefix("\ufeff").split("\n")
        if line.strip() and not line.strip().startswith("#")
    ]
    if not lines or not _HEADER_RE.fullmatch(lines[0]):
        return None
    played = info.st_mtime
    for line in lines[1:]:
        if line.startswith("Hand "):
            break
        if line.startswith("Date: "):
            played = _date(line.removeprefix("Date: ").strip(), played)
            break
    return played, info.st_mtime_ns


def _date(text: str, otherwise: float) -> float:
    for form in ("%Y-%m-%d %H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d"):
        try:
            return datetime.datetime.strptime(text, form).timestamp()
        except (ValueError, OverflowError, OSError):
            continue
    return otherwise


def prune_records(folder: Path, keep: int = KEEP_RECORDS, spare: Path | None = None) -> int:
    """Delete all but the newest ``keep`` kept records in ``folder``; how many went.
    ``spare`` (the record just written) is never deleted and counts as one of the
    ``keep``."""
    old = kept_records(folder)
    if spare is not None and spare in old:
        old.remove(spare)
        keep -= 1
    removed = 0
    for path in old[: max(0, len(old) - keep)]:
        with contextlib.suppress(OSError):
            os.unlink(path)
            removed += 1
    if removed:
        fsync_dir(folder)
    return removed


def keep_record(folder: Path, name: str, text: str, keep: int = KEEP_RECORDS) -> Path:
    """Write ``text`` atomically as ``folder/name`` and prune to the newest ``keep``
    (:class:`OSError` if it cannot be written); the record written is never the one
    pruned."""
    path = folder / name
    write_atomic(path, text.encode("utf-8"))
    prune_records(folder, keep, spare=path)
    return path
