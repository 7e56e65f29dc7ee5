"""Playing matches: run_arena, its seeds, its counts, failing bots and the records it keeps."""

from __future__ import annotations

import json
import os
import pathlib
import random
import stat

import pytest

import drawgame.arena.play as play
from drawgame.arena import (
    ArenaError,
    BotFailure,
    RecordsFailed,
    load_bot,
    run_arena,
)
from drawgame.engine import Match, target_for
from drawgame.engine.hand import HandState
from drawgame.storage.records import load_record_file

from ._bots import cli, without_timings


def test_a_run_adds_up() -> None:
    report = run_arena(3, ["greedy", "random", "greedy"], matches=3, seed=11)
    assert report.matches == report.requested == 3
    assert sum(report.match_wins) + report.drawn_matches == 3
    assert report.hands >= 3 and report.abandoned == 0 and report.errors == []
    # Every match ends with someone at or over the target (R17).
    assert max(report.points) >= target_for(3)
    assert all(n > 0 for n in report.moves)
    for summary in report.think_ms:
        assert set(summary) == {"median", "p99", "max"}
        assert 0 <= summary["median"] <= summary["p99"] <= summary["max"]
    assert len(report.win_intervals) == 3


def test_the_same_seed_plays_the_same_games() -> None:
    first = run_arena(2, ["random", "greedy"], matches=3, seed=42)
    again = run_arena(2, ["random", "greedy"], matches=3, seed=42)
    other = run_arena(2, ["random", "greedy"], matches=3, seed=43)
    assert without_timings(first) == without_timings(again)
    assert without_timings(first) != without_timings(other)


def test_every_match_draws_its_first_opener_by_lottery(monkeypatch: pytest.MonkeyPatch) -> None:
    openers = []

    class Recording:
        @staticmethod
        def from_hands(past: tuple, hand: HandState) -> Match:
            # R4: drawn by lot, from the run's secret (ArenaSeed.first_opener): no seat is
            # favoured.
            match = Match.from_hands(past, hand)
            openers.append(match.first_opener)
            return match

    monkeypatch.setattr(play, "Match", Recording)
    run_arena(3, ["greedy"] * 3, matches=12, seed=0)
    assert set(openers) == {0, 1, 2}


def test_progress_bar_goes_to_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    run_arena(2, ["greedy", "greedy"], matches=2, progress=True)
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "\r[" in captured.err and "2/2 matches" in captured.err


@pytest.mark.slow  # starts a bot's process
def test_an_illegal_action_stops_the_run_with_the_position(bots_file: str) -> None:
    with pytest.raises(BotFailure) as caught:
        run_arena(2, ["greedy", f"{bots_file}:Illegal"], matches=3, on_error="stop")
    message = str(caught.value)
    assert "seat 1" in message and "Illegal" in message
    assert "returned an illegal action: '[6|6] left' (not an action)" in message
    for part in ("hand 1", "line, in the order played:", "hand: [", "legal actions: "):
        assert part in message
    report = caught.value.report
    assert report.stopped and report.abandoned == 1 and report.matches == 0
    assert report.errors_per_seat == [0, 1]


@pytest.mark.slow  # starts a bot's process
def test_skip_abandons_the_failed_match_and_goes_on(bots_file: str) -> None:
    report = run_arena(
        2, [f"{bots_file}:FailsInFirstMatch", "greedy"], matches=3, seed=2, on_error="skip"
    )
    assert report.abandoned == 1 and report.matches == 2 and not report.stopped
    assert len(report.errors) == 1 and report.errors[0].startswith("match 1 ")
    assert "first-match nerves" in report.errors[0]
    assert sum(report.match_wins) + report.drawn_matches == 2


def test_library_rejects_wrong_arguments_before_playing() -> None:
    with pytest.raises(ArenaError, match="at least 1"):
        run_arena(2, ["greedy", "random"], matches=0)
    with pytest.raises(ArenaError, match="stop' or 'skip"):
        run_arena(2, ["greedy", "random"], matches=1, on_error="ignore")
    with pytest.raises(ArenaError, match="unknown bot"):
        load_bot("nobody", random.Random(0))


# -- Records (--records DIR) ----------------------------------------------------------------
# ``drawgame-arena --records DIR``: one match record per finished match, each one read
# back by the game (and so by ``drawgame review``); a folder that cannot be written is one
# line and exit status 2.


def test_records_are_written_one_per_match_and_read_back(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "new" / "records"
    report = run_arena(3, ["random", "greedy", "easy"], 4, seed=9, records=folder)
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == [f"match-000{n}.txt" for n in range(1, 5)]
    points = [0, 0, 0]
    for number, path in enumerate(files, 1):
        record = load_record_file(path)
        match = record.to_match()
        assert match.result is not None
        assert [seat.strength for seat in record.seats] == ["random", "greedy", "easy"]
        assert record.seed == 9 and record.event == f"drawgame-arena --seed 9, match {number}"
        for seat, score in enumerate(match.scores):
            points[seat] += score
    # The records are the matches the report counted.
    assert points == report.points


@pytest.mark.slow  # starts a bot's process
def test_the_cli_writes_records(tmp_path: pathlib.Path) -> None:
    result = cli("--bots", "random,greedy", "--matches", "2", "--records", str(tmp_path / "r"))
    assert result.returncode == 0, result.stderr
    assert len(list((tmp_path / "r").glob("match-*.txt"))) == 2


@pytest.mark.slow  # starts a bot's process
def test_a_folder_that_cannot_be_written_is_one_line_and_exit_2(tmp_path: pathlib.Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    result = cli("--bots", "random,greedy", "--matches", "2", "--records", str(blocker / "r"))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("drawgame-arena: error: --records: cannot")


needs_links = pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symlinks")


@needs_links
def test_a_link_planted_in_the_records_folder_is_not_followed(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    target = tmp_path / "precious.txt"
    target.write_text("keep me", encoding="utf-8")
    # At a record's name, and at the name the folder's probe once had.
    (folder / "match-0001.txt").symlink_to(target)
    (folder / f".drawgame-arena-probe-{os.getpid()}").symlink_to(target)
    run_arena(2, ["greedy", "random"], 2, seed=1, records=folder)
    assert target.read_text(encoding="utf-8") == "keep me"
    first = folder / "match-0001.txt"
    assert not first.is_symlink() and load_record_file(first).to_match().result is not None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_in_the_records_folder_is_replaced_not_written(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    fifo = folder / "match-0001.txt"
    os.mkfifo(fifo)
    # A reader keeps the FIFO open, so a writer that opened it would not block but pour
    # the record into it; the arena must replace the name without ever opening it.
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        run_arena(2, ["greedy", "random"], 1, seed=1, records=folder)
        try:
            poured = os.read(reader, 1 << 16)
        except BlockingIOError:
            poured = b""
    finally:
        os.close(reader)
    assert poured == b""
    assert stat.S_ISREG(os.lstat(fifo).st_mode)
    assert load_record_file(fifo).to_match().result is not None


@pytest.mark.slow  # the command in a process of its own
def test_a_folder_planted_at_a_records_name_stops_the_run_but_the_report_is_printed(
    tmp_path: pathlib.Path,
) -> None:
    folder = tmp_path / "records"
    (folder / "match-0002.txt").mkdir(parents=True)
    args = ("--bots", "greedy,random", "--matches", "3", "--seed", "4", "--records")
    result = cli(*args, str(folder), "--json")
    assert result.returncode == 2
    # The report of the matches played, the one whose record failed included.
    data = json.loads(result.stdout)
    assert data["requested"] == 3 and data["matches"] == 2 and data["errors"] == []
    assert sum(data["match_wins"]) + data["drawn_matches"] == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("drawgame-arena: error: --records: cannot write")
    assert "match-0002.txt" in lines[0] and "stopped after match 2 of 3" in lines[0]
    assert load_record_file(folder / "match-0001.txt").to_match().result is not None
    assert (folder / "match-0002.txt").is_dir()  # left as it was
    # The same run without --json prints its text report.
    text = cli(*args, str(folder))
    assert text.returncode == 2 and "matches played: 2 of 3" in text.stdout


def test_the_report_of_a_run_whose_record_fails_comes_with_the_failure(
    tmp_path: pathlib.Path,
) -> None:
    folder = tmp_path / "records"
    (folder / "match-0001.txt").mkdir(parents=True)
    with pytest.raises(RecordsFailed, match=r"match-0001\.txt") as failed:
        run_arena(2, ["greedy", "random"], 3, seed=1, records=folder)
    assert failed.value.report.matches == 1 and failed.value.report.requested == 3
    assert isinstance(failed.value, ArenaError)  # what callers already catch


def test_no_temporary_or_probe_file_is_left(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "records"
    run_arena(2, ["greedy", "random"], 2, seed=1, records=folder)
    assert sorted(p.name for p in folder.iterdir()) == ["match-0001.txt", "match-0002.txt"]


def test_arena_records_carry_the_deal_seals_and_verify(tmp_path: pathlib.Path) -> None:
    """Issue 20, item 4: each hand's commitment, secret and order are in the record, so
    ``drawgame verify`` passes on it; the run's own secret never appears in a record."""
    from drawgame.verify_cli import main as verify_main

    folder = tmp_path / "records"
    report = run_arena(2, ["greedy", "random"], 3, records=folder)  # a fresh secret
    assert report.secret is not None
    files = sorted(folder.glob("match-*.txt"))
    assert len(files) == 3
    secrets_seen: set[str] = set()
    for path in files:
        text = path.read_text(encoding="utf-8")
        assert report.secret not in text
        record = load_record_file(path)
        assert all(h.commitment is not None and h.seal is not None for h in record.hands)
        secrets_seen.update(h.seal.secret_hex for h in record.hands if h.seal is not None)
        # Nothing this game showed vouches for an arena's deals: the run's secret, told at
        # its end, does (issue 33).
        assert verify_main([str(path)]) == 1
        assert verify_main([str(path), "--arena-secret", report.secret]) == 0
        assert verify_main([str(path), "--arena-secret", report.secret[::-1]]) == 1
    # A secret per hand, never the same twice.
    assert len(secrets_seen) == sum(len(load_record_file(p).hands) for p in files)


@pytest.mark.slow  # starts a bot's process
def test_seeded_arena_records_verify_through_the_command(tmp_path: pathlib.Path) -> None:
    import subprocess
    import sys

    folder = tmp_path / "records"
    first = run_arena(2, ["greedy", "easy"], 2, seed=5, records=folder)
    again = run_arena(2, ["greedy", "easy"], 2, seed=5, records=tmp_path / "again")
    assert first.points == again.points  # --seed stays reproducible
    for path in sorted(folder.glob("match-*.txt")):
        assert path.read_bytes() == (tmp_path / "again" / path.name).read_bytes()
        result = subprocess.run(
            [sys.executable, "-m", "drawgame", "verify", str(path)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr
        assert "hand 1: ok" in result.stdout
