"""Atomic writes: old or new content, never a mix; bad files moved aside; the writer
thread keeps order, writes only the newest state and reports failures (issue 7)."""

from __future__ import annotations

import datetime
import errno
import os
import sys
import threading
from pathlib import Path

import pytest

from drawgame.storage import atomic
from drawgame.storage.atomic import (
    BackgroundWriter,
    Skip,
    file_exists,
    folder_problem,
    move_aside,
    read_limited,
    remove_stale_temps,
    write_atomic,
)

#: POSIX only: named pipes, and symbolic links without Windows' developer mode.
NEEDS_FIFO = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
NEEDS_LINKS = pytest.mark.skipif(sys.platform == "win32", reason="links need privileges")


def temps(folder: Path) -> list[str]:
    return sorted(n for n in os.listdir(folder) if n.endswith(".tmp"))


def test_write_replaces_the_file_and_leaves_no_temporary_behind(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "match.json"
    write_atomic(target, b"old")
    write_atomic(target, b"new content")
    assert target.read_bytes() == b"new content"
    assert temps(target.parent) == []


def test_the_old_content_stays_until_the_new_one_is_durable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "match.json"
    write_atomic(target, b"old")
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(atomic.os, "fsync", lambda fd: (synced.append(fd), real_fsync(fd)))
    seen = []

    def before() -> None:
        # The temporary file is complete and fsynced; the target still holds the old state.
        seen.append((target.read_bytes(), len(synced)))
        (temp,) = temps(tmp_path)
        assert (tmp_path / temp).read_bytes() == b"new"

    write_atomic(target, b"new", before_replace=before)
    assert seen == [(b"old", 1)]
    assert len(synced) == 2  # the file, then the folder (so the rename survives power loss)
    assert target.read_bytes() == b"new"


def test_a_failed_write_keeps_the_old_file_and_cleans_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "match.json"
    write_atomic(target, b"old")

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "write", full)
    with pytest.raises(OSError) as caught:
        write_atomic(target, b"new")
    assert caught.value.errno == errno.ENOSPC
    assert target.read_bytes() == b"old"
    assert temps(tmp_path) == []


def test_stale_temporaries_of_a_killed_writer_are_removed(tmp_path: Path) -> None:
    target = tmp_path / "match.json"
    (tmp_path / ".match.json.123-4.tmp").write_bytes(b"half")
    (tmp_path / ".statistics.json.1-1.tmp").write_bytes(b"other file's")
    (tmp_path / "keep.tmp").write_bytes(b"not ours")
    assert remove_stale_temps(target) == 1
    assert temps(tmp_path) == [".statistics.json.1-1.tmp", "keep.tmp"]


def test_a_bad_file_is_moved_aside_with_a_timestamp(tmp_path: Path) -> None:
    bad = tmp_path / "match.json"
    now = datetime.datetime(2026, 5, 9, 7, 35, 1)
    bad.write_bytes(b"first")
    first = move_aside(bad, now)
    bad.write_bytes(b"second")
    second = move_aside(bad, now)
    assert first == tmp_path / "match.bad-20260509-073501.json"
    assert second == tmp_path / "match.bad-20260509-073501-2.json"
    assert first.read_bytes() == b"first" and second.read_bytes() == b"second"
    assert not bad.exists()


@NEEDS_FIFO
def test_reading_refuses_what_is_not_a_small_regular_file(tmp_path: Path) -> None:
    assert read_limited(tmp_path / "missing.json", 100) is None
    assert read_limited(tmp_path / "not-a-folder" / "x", 100) is None
    (tmp_path / "big").write_bytes(b"x" * 101)
    (tmp_path / "ok").write_bytes(b"x" * 100)
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")  # opening it for reading would block forever
    assert read_limited(tmp_path / "ok", 100) == b"x" * 100
    for name in ("big", "folder", "fifo"):
        with pytest.raises(OSError):
            read_limited(tmp_path / name, 100)


@NEEDS_LINKS
def test_a_link_planted_at_the_temporary_name_is_never_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious")
    target = tmp_path / "match.json"
    tokens = iter(["guessed", "guessed", "fresh"])
    monkeypatch.setattr(atomic, "_temp_token", lambda: next(tokens))
    planted = tmp_path / ".match.json.guessed.tmp"
    planted.symlink_to(victim)
    write_atomic(target, b"new")
    assert victim.read_bytes() == b"precious"  # not overwritten through the link
    assert target.read_bytes() == b"new" and not target.is_symlink()
    assert planted.is_symlink()  # left alone (remove_stale_temps unlinks it, harmlessly)


@NEEDS_LINKS
def test_a_dangling_link_at_the_temporary_name_creates_nothing_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "elsewhere"
    tokens = iter(["guessed", "fresh"])
    monkeypatch.setattr(atomic, "_temp_token", lambda: next(tokens))
    (tmp_path / ".match.json.guessed.tmp").symlink_to(elsewhere)
    write_atomic(tmp_path / "match.json", b"new")
    assert not elsewhere.exists() and (tmp_path / "match.json").read_bytes() == b"new"


@NEEDS_FIFO
def test_a_fifo_swapped_in_after_the_check_does_not_block_the_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    regular, fifo = tmp_path / "regular", tmp_path / "fifo"
    regular.write_bytes(b"{}")
    os.mkfifo(fifo)
    real_stat = os.stat

    def stat_before_the_swap(path: object, *args: object, **kwargs: object) -> os.stat_result:
        # What the name was when it was checked: a regular file; a FIFO when opened.
        return real_stat(regular if Path(str(path)) == fifo else path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "stat", stat_before_the_swap)
    outcome: list[object] = []

    def read() -> None:
        try:
            outcome.append(read_limited(fifo, 100))
        except OSError as error:
            outcome.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(5)
    if reader.is_alive():  # blocked in open(): a writer end lets it go
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        reader.join(5)
        pytest.fail("reading a FIFO blocked")
    assert len(outcome) == 1 and isinstance(outcome[0], OSError)


def test_file_exists_and_folder_problem_never_raise(tmp_path: Path) -> None:
    long = tmp_path / ("x" * 300) / "data"
    assert file_exists(long / "match.json") is False
    problem = folder_problem(long)
    assert isinstance(problem, OSError) and problem.errno == errno.ENAMETOOLONG
    assert folder_problem(tmp_path / "not-yet" / "data") is None  # made on the first save
    assert folder_problem(tmp_path) is None
    (tmp_path / "file").write_bytes(b"")
    assert isinstance(folder_problem(tmp_path / "file"), NotADirectoryError)
    assert isinstance(folder_problem(tmp_path / "file" / "data"), OSError)
    (tmp_path / "link").symlink_to(tmp_path / "missing")
    assert file_exists(tmp_path / "link") and file_exists(tmp_path / "file")
    assert move_aside(long / "match.json") is None


def test_the_writer_keeps_the_newest_state_and_the_submission_order(tmp_path: Path) -> None:
    gate, started = threading.Event(), threading.Event()
    order: list[str] = []
    writer = BackgroundWriter(on_written=lambda path, _s: order.append(path.name))
    a, b = tmp_path / "a", tmp_path / "b"

    def slow() -> bytes:
        started.set()
        gate.wait(5)
        return b"a0"

    writer.submit(a, slow)  # the writer is busy with this one ...
    assert started.wait(5)
    writer.submit(b, lambda: b"b1")
    for n in range(1, 50):  # ... while the state of a moves on many times
        writer.submit(a, lambda n=n: f"a{n}".encode())
    gate.set()
    assert writer.close()
    assert a.read_bytes() == b"a49" and b.read_bytes() == b"b1"
    # a's newest state was submitted after b's, so it is written after it, once.
    assert order == ["a", "b", "a"]


def test_the_writer_reports_failures_and_skips(tmp_path: Path) -> None:
    errors: list[tuple[str, BaseException]] = []
    writer = BackgroundWriter(on_error=lambda path, e: errors.append((path.name, e)))
    blocker = tmp_path / "file"
    blocker.write_bytes(b"")

    def skip() -> bytes:
        raise Skip

    writer.submit(blocker / "match.json", lambda: b"x")  # its folder is a file
    writer.submit(tmp_path / "skipped", skip)
    writer.submit(tmp_path / "deleted", lambda: None)
    assert writer.close()
    assert [name for name, _ in errors] == ["match.json"]
    assert isinstance(errors[0][1], OSError)
    assert not (tmp_path / "skipped").exists()
