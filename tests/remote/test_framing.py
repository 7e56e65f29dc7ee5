"""One line at a time: whole lines, a size limit and a time limit."""

from __future__ import annotations

import contextlib
import os
import time

import pytest

from drawgame.remote.errors import BadReply, TimedOut
from drawgame.remote.framing import LineReader, write_all


@pytest.fixture
def pipe():
    read, write = os.pipe()
    yield read, write
    for fd in (read, write):
        with contextlib.suppress(OSError):
            os.close(fd)


def test_lines_are_read_one_at_a_time(pipe) -> None:
    read, write = pipe
    write_all(write, b"one\ntwo\nthr")
    lines = LineReader(read)
    assert lines.read(1) == b"one"
    assert lines.read(1) == b"two"
    write_all(write, b"ee\n")
    assert lines.read(1) == b"three"
    os.close(write)
    assert lines.read(1) is None


def test_an_overlong_line_is_a_bad_reply(pipe) -> None:
    read, write = pipe
    write_all(write, b"x" * 2000)
    with pytest.raises(BadReply, match="an overlong line"):
        LineReader(read, limit=1000).read(1)


def test_no_line_within_the_time_limit_is_timed_out(pipe) -> None:
    read, write = pipe
    write_all(write, b"half a line")
    start = time.monotonic()
    with pytest.raises(TimedOut, match=r"within the move timeout of 0\.2 s"):
        LineReader(read).read(0.2)
    assert 0.15 < time.monotonic() - start < 2


def test_an_overlong_line_is_refused_even_when_it_ends_in_the_same_read(pipe) -> None:
    read, write = pipe
    write_all(write, b"x" * 1500 + b"\n")
    with pytest.raises(BadReply, match="an overlong line"):
        LineReader(read, limit=1000).read(1)
