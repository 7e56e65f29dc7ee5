"""Match records as files: read only from regular files of a sane size, one error kind
for each problem; the game's own records named by time and pruned to the newest ones;
any player name gives a record the reader takes back."""

from __future__ import annotations

import datetime
import os

import pytest

from drawgame.engine.record import write_record
from drawgame.storage import NAME_LIMIT
from drawgame.storage.records import (
    MAX_RECORD_BYTES,
    RecordFileError,
    game_record,
    keep_record,
    kept_records,
    load_record_file,
    record_name,
)

from ._saves import finished


@pytest.mark.parametrize("name", ["", "Ayşe", "a:b (c) [1|2]", "x" * 40, "Bot 1", "Opener"])
def test_any_player_name_gives_a_record_that_reads_back(name, tmp_path):
    match = finished(2, 1)
    record = game_record(match, name, ("hard",), seed=4)
    path = tmp_path / "m.txt"
    path.write_text(write_record(record), encoding="utf-8")
    again = load_record_file(path)
    assert again.to_match() == match
    assert [s.strength for s in again.seats] == ["human", "hard"]


def test_the_longest_name_a_player_may_give_is_kept_whole(tmp_path):
    # The New match dialog takes NAME_LIMIT characters; a record cut them to 32, and the
    # review showed "Bartholomew Maximilian Fitzgeral" without the rest or a "…".
    name = ("Bartholomew Maximilian Fitzgerald " * 2)[:NAME_LIMIT]
    record = game_record(finished(2, 1), name, ("hard",), seed=4)
    path = tmp_path / "m.txt"
    path.write_text(write_record(record), encoding="utf-8")
    assert load_record_file(path).seats[0].name == name


def test_each_problem_has_its_kind(tmp_path):
    with pytest.raises(RecordFileError) as missing:
        load_record_file(tmp_path / "nothing.txt")
    assert missing.value.kind == "missing"
    with pytest.raises(RecordFileError) as folder:
        load_record_file(tmp_path)
    assert folder.value.kind == "not_file"
    huge = tmp_path / "huge.txt"
    with open(huge, "wb") as stream:
        stream.truncate(MAX_RECORD_BYTES + 1)
    with pytest.raises(RecordFileError) as large:
        load_record_file(huge)
    assert large.value.kind == "too_large"
    broken = tmp_path / "broken.txt"
    broken.write_text("Draw match record 1\nSeat 0: You\nSeat 0: Me\n", encoding="utf-8")
    with pytest.raises(RecordFileError) as bad:
        load_record_file(broken)
    assert (bad.value.kind, bad.value.line) == ("broken", 3)
    newer = tmp_path / "newer.txt"
    newer.write_text("Draw match record 3\nSeat 0: You\n", encoding="utf-8")
    with pytest.raises(RecordFileError) as later:
        load_record_file(newer)
    assert (later.value.kind, later.value.line) == ("newer", None)
    assert "newer version" in later.value.reason


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_is_not_opened(tmp_path):
    fifo = tmp_path / "fifo.txt"
    os.mkfifo(fifo)
    with pytest.raises(RecordFileError) as error:
        load_record_file(fifo)
    assert error.value.kind == "not_file"


def test_kept_records_are_pruned_to_the_newest(tmp_path):
    start = datetime.datetime(2026, 1, 1, 12, 0, 0)
    text = write_record(game_record(finished(2, 2), "", ("greedy",)))
    names = [record_name(f"{n:032x}", start + datetime.timedelta(seconds=n)) for n in range(7)]
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    for name in names:
        keep_record(tmp_path, name, text, keep=4)
    assert [p.name for p in kept_records(tmp_path)] == names[-4:]
    assert (tmp_path / "notes.txt").exists()  # only the game's own records are pruned


def test_future_dated_names_do_not_push_the_real_records_out(tmp_path):
    """200 names dated 2099 (planted, or written while the clock was set ahead) sort after
    every real record by name; pruning by the date inside the file keeps the real ones."""
    match = finished(2, 2)
    now = datetime.datetime(2026, 5, 1, 12, 0)
    future = datetime.datetime(2099, 1, 1)
    ahead = write_record(game_record(match, "", ("greedy",), now=future))
    for n in range(200):
        name = record_name(f"{n:032x}", future + datetime.timedelta(seconds=n))
        (tmp_path / name).write_text(ahead, encoding="utf-8")
    # Files the game did not write, under the game's names: never pruned.
    odd = [record_name(f"{n:032x}", future - datetime.timedelta(days=n + 1)) for n in range(3)]
    (tmp_path / odd[0]).write_text("my notes", encoding="utf-8")
    (tmp_path / odd[1]).mkdir()
    if hasattr(os, "symlink"):
        (tmp_path / odd[2]).symlink_to(tmp_path / odd[0])
    real = []
    for n in range(3):
        when = now + datetime.timedelta(minutes=n)
        text = write_record(game_record(match, "", ("greedy",), now=when))
        real.append(keep_record(tmp_path, record_name(f"{n:032x}", when), text, keep=200))
    kept = kept_records(tmp_path, now=(now + datetime.timedelta(minutes=3)).timestamp())
    assert len(kept) == 200
    assert kept[-3:] == real  # newest last, by the date inside
    assert all(path.exists() for path in real)
    assert (tmp_path / odd[0]).read_text(encoding="utf-8") == "my notes"
    assert (tmp_path / odd[1]).is_dir()
    assert os.path.lexists(tmp_path / odd[2])
    assert len(list(tmp_path.glob("match-2099*"))) == 197  # only the planted ones went


def test_a_record_without_a_date_is_ordered_by_its_modification_time(tmp_path):
    text = write_record(game_record(finished(2, 2), "", ("greedy",)))
    undated = "\n".join(line for line in text.split("\n") if not line.startswith("Date: "))
    older = tmp_path / record_name("b" * 32, datetime.datetime(2030, 1, 1))
    newer = tmp_path / record_name("a" * 32, datetime.datetime(2020, 1, 1))
    older.write_text(undated, encoding="utf-8")
    newer.write_text(undated, encoding="utf-8")
    os.utime(older, (1_000_000_000, 1_000_000_000))
    os.utime(newer, (1_100_000_000, 1_100_000_000))
    assert kept_records(tmp_path) == [older, newer]


@pytest.mark.parametrize("ahead", [datetime.timedelta(minutes=2), datetime.timedelta(hours=23)])
def test_records_dated_less_than_a_day_ahead_do_not_push_a_new_record_out(tmp_path, ahead):
    """Records planted (or copied from a time zone further east) dated a little ahead of
    now rank as older than every real record: a new record is never pruned by its own
    write, nor by the next one, and keep_record returns a path that exists."""
    match = finished(2, 2)
    soon = datetime.datetime.now() + ahead
    planted = write_record(game_record(match, "", ("greedy",), now=soon))
    for n in range(5):
        name = record_name(f"{n:032x}", soon + datetime.timedelta(seconds=n))
        path = tmp_path / name
        path.write_text(planted, encoding="utf-8")
        future = (soon + datetime.timedelta(seconds=n)).timestamp()
        os.utime(path, (future, future))  # the modification time as far ahead
    real = []
    for n in range(3):
        text = write_record(game_record(match, "", ("greedy",)))
        real.append(keep_record(tmp_path, record_name(f"{n + 100:012x}"), text, keep=5))
        assert real[-1].exists()
    assert all(path.exists() for path in real)
    kept = kept_records(tmp_path)
    assert len(kept) == 5
    assert kept[-3:] == real


def test_a_record_is_never_pruned_by_its_own_write(tmp_path):
    """Even among records that rank newer than it (a clock set back since), the record
    just written stays: keep_record prunes the others."""
    match = finished(2, 2)
    newer = write_record(game_record(match, "", ("greedy",)))
    for n in range(4):
        (tmp_path / record_name(f"{n + 1:012x}")).write_text(newer, encoding="utf-8")
    past = datetime.datetime.now() - datetime.timedelta(days=400)
    text = write_record(game_record(match, "", ("greedy",), now=past))
    path = keep_record(tmp_path, record_name("f" * 32, past), text, keep=4)
    assert path.exists()
    assert len(kept_records(tmp_path)) == 4
