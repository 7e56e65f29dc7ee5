"""Shared helpers for the record tests: a finished match's record and ways to spoil it."""

from __future__ import annotations

import pytest

from drawgame.engine import Match
from drawgame.engine.record import (
    RecordError,
    read_record,
    record_from_match,
    write_record,
)

from ._play import final_match


def text_of(match: Match, **kwargs: object) -> str:
    return write_record(record_from_match(match, **kwargs))  # type: ignore[arg-type]


FINISHED = text_of(final_match(2, 41), seed=41, date="2026-12-03", app_version="drawgame 0.1.0")


def lines_of(text: str) -> list[str]:
    return text.split("\n")


def replaced(text: str, old: str, new: str, count: int = 1) -> str:
    assert old in text, old
    return text.replace(old, new, count)


def rejects(text: str | bytes, match: str) -> RecordError:
    with pytest.raises(RecordError, match=match) as info:
        read_record(text)
    error = info.value
    assert "\n" not in str(error)
    return error
