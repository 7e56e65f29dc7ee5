"""One line at a time: whole lines, a size limit and a time limit."""

from __future__ import annotations

import contextlib
import os

import pytest

from drawgame.remote import framing
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


class TricklingChild:
    """The reader's clock and ``select`` for a child that sends a line piece by piece, each
    piece ``pause`` seconds after the last, and never its end; no real time passes."""

    def __init__(self, write: int, pieces: list[bytes], pause: float) -> None:
        self.write, self.pieces, self.pause = write, pieces, pause
        self.now = 100.0
        self.waits: list[float | None] = []

    def monotonic(self) -> float:
        return self.now

    def select(self, read: list[int], write: list[int], error: list[int], timeout: float | None):
        self.waits.append(timeout)
        if self.pieces and timeout is not None and timeout >= self.pause:
            self.now += self.pause
            write_all(self.write, self.pieces.pop(0))
            return read, [], []
        self.now += timeout or 0.0
        return [], [], []


def test_no_line_within_the_time_limit_is_timed_out(pipe, monkeypatch) -> None:
    """The limit holds for the whole line: a child sending a piece of it now and then gets
    no more time (each wait is what is left of the 0.2 s)."""
    read, write = pipe
    child = TricklingChild(write, [b"half ", b"a ", b"line"], pause=0.05)
    monkeypatch.setattr(framing, "time", child)
    monkeypatch.setattr(framing, "select", child)
    with pytest.raises(TimedOut, match=r"within the move timeout of 0\.2 s"):
        LineReader(read).read(0.2)
    assert child.waits == pytest.approx([0.2, 0.15, 0.1, 0.05])
    assert child.now == pytest.approx(100.2) and child.pieces == []


def test_an_overlong_line_is_refused_even_when_it_ends_in_the_same_read(pipe) -> None:
    read, write = pipe
    write_all(write, b"x" * 1500 + b"\n")
    with pytest.raises(BadReply, match="an overlong line"):
        LineReader(read, limit=1000).read(1)
