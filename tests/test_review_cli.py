"""``drawgame review FILE [--seat N] [--json]``: headless, one clear line for bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawgame.app import main
from drawgame.engine.record import record_from_match, write_record
from tests.engine._play import play_match

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    positions = list(play_match(2, 12, "place_first"))
    first = next(m for m in positions if m.hand.outcome is not None)
    path = tmp_path_factory.mktemp("records") / "match-0001.txt"
    path.write_text(write_record(record_from_match(first, seed=12)), encoding="utf-8")
    return path


def test_json_lists_every_decision_of_every_seat(record_file: Path, capsys) -> None:
    assert main(["review", str(record_file), "--json", "--budget", "60"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["players"] == 2
    assert len(document["scores"]) == 2 and max(document["scores"]) > 0
    decisions = document["decisions"]
    assert {d["seat"] for d in decisions} == {0, 1}
    for d in decisions:
        assert set(d) >= {"hand", "turn", "seat", "played", "best", "loss", "label"}
        assert d["loss"] >= 0
        assert (d["loss"] == 0) == (d["played"] == d["best"])
        assert d["label"] in ("best", "good", "inaccuracy", "mistake", "blunder")


def test_one_seat_in_text(record_file: Path, capsys) -> None:
    assert main(["review", str(record_file), "--seat", "1", "--budget", "60"]) == 0
    out = capsys.readouterr().out
    assert "Bot 1: " in out and "You: " not in out.split("\n\n")[0]
    assert "Hand 1, Bot 1: lost about" in out


@pytest.mark.parametrize(
    ("make", "args", "says"),
    [
        (None, ["--seat", "2"], "--seat must be from 0 to 1"),
        (None, ["--seat", "x"], "--seat must be a whole number"),
        ("missing", [], "no such file"),
        ("dir", [], "not a regular file"),
        ("fifo", [], "not a regular file"),
        ("junk", [], "line 1: not a Draw match record"),
        ("binary", [], "not UTF-8"),
        ("big", [], "too large"),
    ],
)
def test_bad_input_gets_one_line_and_exit_2(
    tmp_path: Path, record_file: Path, capsys, make: str | None, args: list[str], says: str
) -> None:
    path = record_file
    if make == "missing":
        path = tmp_path / "nothing.txt"
    elif make == "dir":
        path = tmp_path
    elif make == "fifo":
        path = tmp_path / "pipe"
        os.mkfifo(path)  # opening it for reading must not block
    elif make is not None:
        path = tmp_path / "bad.txt"
        content = {"junk": b"hello\n", "binary": b"\xff\xfe\x00", "big": b"#" * 4_000_001}
        path.write_bytes(content[make])
    assert main(["review", str(path), *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and says in captured.err
    assert captured.err.startswith("drawgame review: error: ")


def run_without_qt(*args: str) -> subprocess.CompletedProcess[str]:
    script = (
        "import sys; sys.modules['PySide6'] = None; from drawgame.app import main; sys.exit(main())"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("DISPLAY", None)
    return subprocess.run(
        [sys.executable, "-c", script, "review", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


@pytest.mark.slow
def test_review_needs_no_qt(record_file: Path) -> None:
    result = run_without_qt(str(record_file), "--json", "--seat", "0", "--budget", "20")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["decisions"]


@pytest.mark.slow
def test_a_broken_record_exits_2_without_a_traceback(tmp_path: Path, record_file: Path):
    bad = tmp_path / "bad.txt"
    bad.write_text(record_file.read_text().replace("Stock: [", "Stock: [9|9] ["), "utf-8")
    result = run_without_qt(str(bad))
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "is not a tile" in result.stderr
    assert "Traceback" not in result.stderr
