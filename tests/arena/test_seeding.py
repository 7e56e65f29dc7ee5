"""Where the arena's deals come from (issue 21, item 1): a secret that a bot cannot work
out from its own tiles, fresh for every run unless ``--seed`` or ``--seed-file`` asks for
reproducible games."""

from __future__ import annotations

import json
import os
import pathlib
import random

import pytest

from drawgame.arena import ArenaError, run_arena
from drawgame.arena.seeding import MAX_SEED_FILE_BYTES, ArenaSeed
from drawgame.engine import Match, Rules
from drawgame.engine.record import HandRecord, MatchRecord
from drawgame.engine.seal import DealTerms
from drawgame.engine.tiles import Tile
from drawgame.storage.records import load_record_file

from ._bots import cli, without_timings

#: The seeds a bot tries: the default of old, and every small number.
GUESSES = range(1001)


def _records(folder: pathlib.Path) -> list[MatchRecord]:
    return [load_record_file(path) for path in sorted(folder.glob("match-*.txt"))]


def _first_deal(match: Match) -> tuple[tuple[Tile, ...], ...]:
    return match.past_hands[0].dealt_hands if match.past_hands else match.hand.dealt_hands


def _public_candidates(index: int) -> list[Match]:
    """Every first hand a bot can deal from the public inputs: the old derivation
    (``random.Random(f"drawgame-arena {seed} match {i}")``) and the new one with a
    public number, for every seed it tries."""
    candidates = [Match.new(2, random.Random(f"drawgame-arena {s} match {index}")) for s in GUESSES]
    for s in GUESSES:
        seed = ArenaSeed.number(s)
        opener = seed.first_opener(index, 2)
        seal = seed.hand_seal(index, DealTerms(Rules.standard(2), 1, opener))
        candidates.append(Match.from_hands((), seal.deal()))
    return candidates


def test_a_bot_holding_its_tiles_cannot_reproduce_the_deal(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "records"
    report = run_arena(2, ["greedy", "random"], 2, records=folder)  # the default: no seed
    records = _records(folder)
    assert len(records) == 2 and report.seed is None
    for index, record in enumerate(records):
        hand: HandRecord = record.hands[0]
        mine, theirs = set(hand.deal[0]), set(hand.deal[1])
        for candidate in _public_candidates(index):
            deal = candidate.hand.dealt_hands
            # Seat 0 looks for a guess that dealt it its own tiles: none also deals the
            # other hand and the stock as they were.
            if set(deal[0]) == mine:
                assert set(deal[1]) != theirs or candidate.hand.dealt_stock != hand.stock


def test_default_runs_deal_differently_and_tell_their_secret_only_at_the_end(
    tmp_path: pathlib.Path,
) -> None:
    first = run_arena(2, ["greedy", "random"], 2, records=tmp_path / "a")
    again = run_arena(2, ["greedy", "random"], 2, records=tmp_path / "b")
    deals = [[r.hands[0].deal for r in _records(tmp_path / x)] for x in "ab"]
    assert deals[0] != deals[1]
    assert first.seed_from == again.seed_from == "fresh"
    assert first.secret is not None and again.secret is not None
    assert first.secret != again.secret and len(first.secret) == 64
    # Nothing a bot could read during the run holds the secret; the records replay.
    for path in (tmp_path / "a").iterdir():
        text = path.read_text(encoding="utf-8")
        assert first.secret not in text and "Seed:" not in text
        assert "drawgame-arena, match" in text
        assert load_record_file(path).to_match().result is not None
    # Told at the end, the secret (in a file) plays the same games again.
    secret_file = tmp_path / "secret"
    secret_file.write_text(first.secret + "\n", encoding="utf-8")
    replay = run_arena(2, ["greedy", "random"], 2, ArenaSeed.file(secret_file))
    assert without_timings(replay)["points"] == without_timings(first)["points"]
    assert replay.secret is None and replay.seed_from == "--seed-file"


def test_the_same_seed_and_the_same_seed_file_play_the_same_games(tmp_path: pathlib.Path) -> None:
    by_number = without_timings(run_arena(2, ["random", "greedy"], 3, seed=42))
    again = without_timings(run_arena(2, ["random", "greedy"], 3, seed=42))
    assert by_number == again and by_number["secret"] is None
    seed_file = tmp_path / "seed.txt"
    seed_file.write_text("  42\n", encoding="utf-8")  # spaces and newlines do not count
    from_file = without_timings(run_arena(2, ["random", "greedy"], 3, ArenaSeed.file(seed_file)))
    assert from_file["seed"] is None and from_file["seed_from"] == "--seed-file"
    for key in ("seed", "seed_from"):
        del by_number[key], from_file[key]
    assert from_file == by_number


def test_the_seed_is_not_in_the_repr() -> None:
    seed = ArenaSeed.fresh()
    assert seed.revealed is not None
    assert seed.revealed not in repr(seed) and seed.key.hex() not in repr(seed)


def _bad_seed_files(tmp_path: pathlib.Path) -> dict[str, tuple[pathlib.Path, str]]:
    empty = tmp_path / "empty"
    empty.write_text(" \n", encoding="utf-8")
    large = tmp_path / "large"
    large.write_bytes(b"7" * (MAX_SEED_FILE_BYTES + 1))
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    return {
        "missing": (tmp_path / "missing", "no file"),
        "folder": (tmp_path, "not a regular file"),
        "fifo": (fifo, "not a regular file"),  # never opened: it would block
        "empty": (empty, "is empty"),
        "large": (large, f"larger than {MAX_SEED_FILE_BYTES} bytes"),
    }


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("kind", ["missing", "folder", "fifo", "empty", "large"])
def test_a_bad_seed_file_is_one_clear_error(tmp_path: pathlib.Path, kind: str) -> None:
    path, message = _bad_seed_files(tmp_path)[kind]
    with pytest.raises(ArenaError, match=message) as caught:
        ArenaSeed.file(path)
    assert str(caught.value).startswith("--seed-file: ") and "\n" not in str(caught.value)


@pytest.mark.slow  # the arena command in other processes
def test_the_cli_seed_file_and_seed(tmp_path: pathlib.Path) -> None:
    seed_file = tmp_path / "seed"
    seed_file.write_text("a long secret\n", encoding="utf-8")
    runs = [
        cli("--bots", "random,greedy", "--matches", "3", *args, "--json")
        for args in (["--seed-file", str(seed_file)], ["--seed-file", str(seed_file)])
    ]
    assert all(run.returncode == 0 for run in runs), runs[0].stderr
    assert "a long secret" not in runs[0].stdout
    reports = [json.loads(run.stdout) for run in runs]
    for data in reports:
        del data["think_ms"], data["elapsed_s"]
    assert reports[0] == reports[1]
    assert reports[0]["seed_from"] == "--seed-file" and reports[0]["secret"] is None
    both = cli("--bots", "random,greedy", "--seed", "1", "--seed-file", str(seed_file))
    assert both.returncode == 2 and "not allowed with" in both.stderr


@pytest.mark.slow  # the arena command in another process
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize("kind", ["missing", "fifo", "large"])
def test_the_cli_says_a_bad_seed_file_in_one_line(tmp_path: pathlib.Path, kind: str) -> None:
    path, message = _bad_seed_files(tmp_path)[kind]
    result = cli("--bots", "random,greedy", "--matches", "1", "--seed-file", str(path))
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("drawgame-arena: error: --seed-file: ")
    assert message in lines[0] and "Traceback" not in result.stderr
