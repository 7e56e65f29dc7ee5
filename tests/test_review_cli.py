"""``drawgame review FILE [--seat N] [--json] [--budget DEALS] [--jobs N] [--quiet]
[--annotate OUT]``: headless, a progress bar only on a terminal, strict JSON, the same
verdicts in several processes, records that keep the verdicts, one clear line for bad
input."""

from __future__ import annotations

import contextlib
import io
import json
import os
import pty
import random
import re
import select
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from drawgame.app import main
from drawgame.engine import Rules
from drawgame.engine.record import MatchRecord, record_from_match, write_record
from drawgame.engine.record_reader import read_record
from drawgame.engine.seal import first_sealed, next_sealed, seeded_secret
from drawgame.engine.takeback import TakeBack
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
        # The best move loses nothing; another may lose nothing measurable, but is not best;
        # the only legal move is "forced", not "best" (there was nothing to choose).
        assert (d["label"] in ("best", "forced")) == (d["played"] == d["best"])
        assert (d["label"] == "forced") == (d["reason"] == "forced")
        if d["played"] == d["best"]:
            assert d["loss"] == 0
        assert d["label"] in ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
    assert any(d["label"] == "forced" for d in decisions)


def test_one_seat_in_text(record_file: Path, capsys) -> None:
    assert main(["review", str(record_file), "--seat", "1", "--budget", "60"]) == 0
    out = capsys.readouterr().out
    assert "Bot 1: " in out and "You: " not in out.split("\n\n")[0]
    # The window's words: "Bot 1 lost about 9 points (± 2.1) in this hand: 5.0 ± 1.2 by …"
    assert re.search(
        r"^Hand 1: Bot 1 (lost about \d+ points? \(± \d+\.\d\) in this hand: "
        r"\d+\.\d ± \d+\.\d by |lost nothing worth counting)",
        out,
        re.M,
    )
    assert " by should draw" not in out and " by needless draw" not in out
    assert not re.search(r"turns \d+-\d+", out)


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


# -- issue 19, items 5 and 6: progress, strict JSON, --jobs, --annotate -------------------


def sealed_record(seed: int, hands: int, players: int = 2) -> MatchRecord:
    """The first ``hands`` hands of a match dealt as the game deals it with ``--seed``
    (so ``drawgame verify`` passes), played at random, with a take-back noted in hand 1."""
    rules = Rules.standard(players)
    rng = random.Random(seed)
    match, seal = first_sealed(rules, 0, seeded_secret(seed, 1))
    seals = [seal]
    while True:
        while not match.hand.is_over:
            match = match.apply(rng.choice(match.hand.legal_actions()))
        if match.result is not None or match.hand_number == hands:
            break
        match, seal = next_sealed(match, seeded_secret(seed, match.hand_number + 1))
        seals.append(seal)
    first = match.past_hands[0] if match.past_hands else match.hand
    undone = tuple((t.seat, t.action) for t in first.history[2:4])
    notes = [TakeBack(1, 2, undone)]
    return record_from_match(match, seed=seed, seals=seals, take_backs=notes)


@pytest.fixture(scope="module")
def sealed_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("sealed") / "match.txt"
    path.write_text(write_record(sealed_record(8, 3)), encoding="utf-8")
    return path


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def review_with_stderr(monkeypatch, capsys, stderr: io.StringIO, *args: str) -> str:
    monkeypatch.setattr(sys, "stderr", stderr)
    assert main(["review", *args]) == 0
    assert capsys.readouterr().out
    return stderr.getvalue()


@pytest.mark.slow  # over 2 s
def test_a_progress_bar_on_a_terminal_erased_at_the_end(record_file, monkeypatch, capsys):
    err = review_with_stderr(
        monkeypatch, capsys, FakeTerminal(), str(record_file), "--budget", "20"
    )
    assert err.startswith("\rReviewing [")
    frames = err.split("\r")[1:-1]
    total = len(json.loads(run_json(record_file, capsys))["decisions"])
    assert f"] {total}/{total} decisions, 0:" in frames[-2]
    # Erased: the last frame is blanks as wide as the widest drawn, then a carriage return.
    assert err.endswith("\r") and frames[-1] == " " * len(frames[-2])
    assert "\n" not in err


@pytest.mark.parametrize(
    ("stderr", "args"),
    [(io.StringIO(), []), (FakeTerminal(), ["--quiet"]), (io.StringIO(), ["--quiet"])],
)
def test_no_progress_off_a_terminal_or_with_quiet(record_file, monkeypatch, capsys, stderr, args):
    err = review_with_stderr(monkeypatch, capsys, stderr, str(record_file), "--budget", "20", *args)
    assert err == ""


def run_json(path: Path, capsys, *args: str) -> str:
    assert main(["review", str(path), "--json", "--quiet", *args]) == 0
    return capsys.readouterr().out


def strict(text: str) -> dict:
    def refuse(constant: str) -> None:
        raise AssertionError(f"{constant} is not JSON")

    document = json.loads(text, parse_constant=refuse)
    assert isinstance(document, dict)
    json.dumps(document, allow_nan=False)
    return document


@pytest.mark.parametrize("budget", ["1", "2", "40"])
def test_json_has_candidates_and_seat_summaries_and_is_strict(
    sealed_file: Path, capsys, budget: str
) -> None:
    # A budget of 1 or 2 leaves one deal per estimate: no margin (null, never Infinity).
    document = strict(run_json(sealed_file, capsys, "--budget", budget))
    decisions = document["decisions"]
    assert decisions
    forced = [d for d in decisions if d["reason"] == "forced"]
    assert forced and len(forced) < len(decisions)
    for d in decisions:
        assert d["candidates"], d
        # A tile that fits both ends alike is one move, named on one end: the table's
        # first row and ``best`` name the same end, forced moves included.
        assert d["candidates"][0]["action"] == d["best"], d
        for c in d["candidates"]:
            assert set(c) >= {"action", "value", "margin", "loss", "loss_margin", "deals"}
            assert isinstance(c["value"], float | int)
            assert c["margin"] is None or c["margin"] >= 0
    if budget != "40":
        assert any(c["margin"] is None for d in decisions for c in d["candidates"])
    seats = document["seats"]
    assert [s["seat"] for s in seats] == [0, 1]
    for s in seats:
        summary = s["summary"]
        assert set(summary) >= {"mean_loss", "accuracy", "labels", "luck"}
        assert set(summary["labels"]) == {"best", "good", "inaccuracy", "mistake", "blunder"}
        choices = [d for d in decisions if d["seat"] == s["seat"] and d["reason"] != "forced"]
        assert sum(summary["labels"].values()) == summary["choices"] == len(choices)
        assert 0 <= summary["accuracy"] <= 100


def test_the_text_gives_loss_and_margin_and_each_seats_match(record_file, capsys) -> None:
    assert main(["review", str(record_file), "--budget", "60"]) == 0
    out = capsys.readouterr().out
    lost = re.findall(r"; lost (\d+\.\d) ± (\d+\.\d) points \((\w+)\)$", out, re.M)
    assert lost
    assert re.search(r"\(best, worth [+-]\d+\.\d ±\d+\.\d\)$", out, re.M)
    assert re.search(r"\(forced\)$", out, re.M)
    for name in ("You", "Bot 1"):
        assert re.search(
            rf"^{name}: mean loss \d+\.\d in \d+ choices, accuracy \d+\.\d% \(best \d+, good "
            r"\d+, inaccuracy \d+, mistake \d+, blunder \d+\), "
            r"(luck [+\u2212]\d+\.\d ± \d+\.\d|luck: too close to call)$",
            out,
            re.M,
        )


@pytest.mark.slow  # starts processes
@pytest.mark.parametrize("seat", [[], ["--seat", "1"]])
def test_jobs_give_the_same_document(sealed_file: Path, capsys, seat: list[str]) -> None:
    one = run_json(sealed_file, capsys, "--budget", "40", *seat)
    two = run_json(sealed_file, capsys, "--budget", "40", "--jobs", "2", *seat)
    many = run_json(sealed_file, capsys, "--budget", "40", "--jobs", "64", *seat)
    assert strict(one)["decisions"]
    assert one == two == many


@pytest.mark.slow  # starts processes
def test_jobs_show_progress_on_a_real_terminal(sealed_file: Path) -> None:
    reader, writer = pty.openpty()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    # The document goes to a file: a pipe fills at 64 KB while the test reads the
    # terminal, and a review with its reasons is larger than that (it hung).
    document = tempfile.TemporaryFile()  # noqa: SIM115 (read after the process ends)
    process = subprocess.Popen(
        [sys.executable, "-m", "drawgame", "review", str(sealed_file), "--budget", "40"]
        + ["--jobs", "2", "--json"],
        stdout=document,
        stderr=writer,
        env=env,
    )
    os.close(writer)
    err = b""
    while True:
        try:
            chunk = os.read(reader, 4096)
        except OSError:  # the other end closed (Linux says EIO)
            break
        if not chunk:
            break
        err += chunk
    os.close(reader)
    process.wait(timeout=120)
    document.seek(0)
    out = document.read()
    assert process.returncode == 0, err
    total = len(strict(out.decode())["decisions"])
    text = err.decode()
    assert f"{total}/{total} decisions" in text and text.endswith("\r")
    assert "Traceback" not in text


@pytest.mark.slow  # starts a process
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_exits_130_without_a_traceback(sealed_file: Path, jobs: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    reader, writer = pty.openpty()  # a terminal's stderr: the progress bar shows there
    process = subprocess.Popen(
        [sys.executable, "-m", "drawgame", "review", str(sealed_file), "--budget", "100000"]
        + ["--jobs", jobs],
        stdout=subprocess.PIPE,
        stderr=writer,
        env=env,
        start_new_session=True,  # a group of its own, as a terminal's Ctrl+C signals
    )
    os.close(writer)
    err = b""
    try:
        # Ctrl+C once the review is under way: its progress bar is on the terminal.
        while b"decisions" not in err:
            chunk = _read_terminal(reader, 60)
            assert chunk, err
            err += chunk
        os.killpg(process.pid, signal.SIGINT)
        while chunk := _read_terminal(reader, 60):
            err += chunk
        out = process.communicate(timeout=60)[0]
    finally:
        os.close(reader)
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert out == b"" and b"Traceback" not in err


def _read_terminal(reader: int, timeout: float) -> bytes:
    """What the program wrote on its terminal next (``b""`` once it closed it)."""
    ready, _, _ = select.select([reader], [], [], timeout)
    if not ready:
        return b""
    try:
        return os.read(reader, 4096)
    except OSError:  # the other end closed (Linux says EIO)
        return b""


def test_ctrl_c_erases_the_bar_and_exits_130(record_file, monkeypatch, capsys) -> None:
    from drawgame.ai import review

    def interrupted(record, seats, *, progress, **options):
        progress(0, 10)
        progress(3, 10)
        raise KeyboardInterrupt

    monkeypatch.setattr(review, "review_match", interrupted)
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["review", str(record_file)]) == 130
    assert capsys.readouterr().out == ""
    drawn = terminal.getvalue()
    assert "] 0/10 decisions" in drawn and drawn.endswith(" \r")


@pytest.mark.slow  # over 2 s
def test_annotate_writes_a_record_that_reads_back_and_verifies(
    sealed_file: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "annotated.txt"
    assert main(["review", str(sealed_file), "--quiet", "--budget", "30"]) == 0
    plain = capsys.readouterr().out
    args = ["review", str(sealed_file), "--quiet", "--budget", "30", "--annotate", str(out)]
    assert main(args) == 0
    assert capsys.readouterr().out == plain
    text = out.read_text(encoding="utf-8")
    original = sealed_file.read_text(encoding="utf-8")
    assert read_record(text) == read_record(original)
    # Only comment lines were added, and the record's own lines kept their order.
    assert [line for line in text.splitlines() if not line.startswith("#")] == [
        line for line in original.splitlines() if not line.startswith("#")
    ]
    verdicts = re.findall(
        r"^# (forced|best, worth [+-]\d+\.\d ±\d+\.\d|(good|inaccuracy|mistake|blunder) "
        r"\d+\.\d ±\d+\.\d, best: .+ \(.+\))$",
        text,
        re.M,
    )
    turns = sum(len(hand.turns) for hand in read_record(original).hands)
    assert len(verdicts) == turns
    assert "# Taken back here" in original  # a record read back loses its take-backs
    assert len(re.findall(r"^# Match, (You|Bot 1): mean loss", text, re.M)) == 2
    assert main(["verify", str(out)]) == 0
    assert capsys.readouterr().out.count(": ok") == 3
    # The annotated record reviews again to the very same verdicts.
    assert run_json(out, capsys, "--budget", "30") == run_json(
        sealed_file, capsys, "--budget", "30"
    )


def test_annotate_replaces_a_regular_file_and_may_overwrite_its_input(
    sealed_file: Path, tmp_path: Path, capsys
) -> None:
    copy = tmp_path / "copy.txt"
    copy.write_bytes(sealed_file.read_bytes())
    args = ["--quiet", "--budget", "20", "--seat", "0"]
    assert main(["review", str(copy), *args, "--annotate", str(copy)]) == 0
    capsys.readouterr()
    text = copy.read_text(encoding="utf-8")
    assert "# Reviewed: a verdict after each decision of You, " in text
    assert "# Match, You: " in text and "# Match, Bot 1" not in text
    assert read_record(text) == read_record(sealed_file.read_bytes())
    assert [p.name for p in tmp_path.iterdir()] == ["copy.txt"]  # no temporary file left


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--jobs", "0"], "--jobs must be from 1 to 64, not 0"),
        (["--jobs", "65"], "--jobs must be from 1 to 64, not 65"),
        (["--jobs", "two"], "--jobs must be a whole number"),
        (["--jobs", ""], "--jobs must be a whole number"),
        (["--budget", "0"], "--budget must be from 1 to 1000000"),
        (["--annotate", ""], "--annotate: the file name is empty"),
        (["--annotate", "{dir}"], "not a regular file"),
        (["--annotate", "{link}"], "not a regular file"),
        (["--annotate", "{fifo}"], "not a regular file"),
        (["--annotate", "{missing}/out.txt"], "no such folder"),
        (["--annotate", "a\0b"], "cannot write there"),
        (["--jobs"], "expected one argument"),
    ],
)
def test_bad_flags_get_one_line_and_exit_2(
    record_file: Path, tmp_path: Path, capsys, args: list[str], says: str
) -> None:
    target = tmp_path / "target.txt"
    target.write_text("mine\n")
    (tmp_path / "link").symlink_to(target)
    os.mkfifo(tmp_path / "fifo")
    places = {
        "dir": str(tmp_path),
        "link": str(tmp_path / "link"),
        "fifo": str(tmp_path / "fifo"),
        "missing": str(tmp_path / "nowhere"),
    }
    args = [arg.format(**places) for arg in args]
    with pytest.raises(SystemExit) if args == ["--jobs"] else contextlib.nullcontext() as ended:
        assert main(["review", str(record_file), *args]) == 2
    if ended is not None:
        assert ended.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and says in captured.err, captured.err
    assert captured.err.startswith("drawgame review: error: ")
    assert target.read_text() == "mine\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "link", "target.txt"]


def test_a_folder_that_cannot_be_written_is_said_before_reviewing(
    record_file: Path, tmp_path: Path, capsys, monkeypatch
) -> None:
    from drawgame.ai import review

    monkeypatch.setattr(review, "review_match", lambda *a, **k: pytest.fail("reviewed"))
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    if os.access(locked, os.W_OK):  # root may write anywhere: the check is asked all the same
        real = os.access
        monkeypatch.setattr(os, "access", lambda p, m: Path(p) != locked and real(p, m))
    try:
        assert main(["review", str(record_file), "--annotate", str(locked / "out.txt")]) == 2
    finally:
        locked.chmod(0o700)
    assert "cannot write in its folder" in capsys.readouterr().err


@pytest.mark.slow  # starts processes
def test_a_failing_or_killed_review_process_is_an_error_not_a_hang(sealed_file: Path) -> None:
    import multiprocessing

    from drawgame.ai.review import Options
    from drawgame.review_cli import ReviewFailed, read_file, review_in_processes

    record = read_file(str(sealed_file))
    with pytest.raises(ReviewFailed, match=r"reviewing hand \d failed: ValueError: seat"):
        review_in_processes(record, (5,), Options.for_budget(10), 2)
    assert not multiprocessing.active_children()

    def kill_one() -> None:
        for child in multiprocessing.active_children():
            if child.name.startswith("drawgame-review-") and child.pid is not None:
                os.kill(child.pid, signal.SIGKILL)
                return

    # A review this big runs for hours: stopped with the killed process, not finished.
    with pytest.raises(ReviewFailed, match=r"stopped \(exit status -9\)"):
        review_in_processes(record, None, Options.for_budget(100_000), 2, tick=kill_one)
    assert not multiprocessing.active_children()


@pytest.mark.slow  # starts processes
def test_review_processes_never_import_modules_from_the_working_folder(
    sealed_file: Path, tmp_path: Path
) -> None:
    # multiprocessing starts Python with -c, which puts the working folder first on the
    # path: a pickle.py or socket.py planted there ran in every worker.
    for name in ("pickle", "socket", "signal", "threading", "selectors", "struct", "weakref"):
        (tmp_path / f"{name}.py").write_text(
            f"open({str(tmp_path / ('planted-' + name))!r}, 'w').close()\n"
        )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONSAFEPATH", None)
    result = subprocess.run(
        # -P: the command itself starts as the installed script does, its folder not first.
        [sys.executable, "-P", "-m", "drawgame", "review", str(sealed_file), "--jobs", "2"]
        + ["--budget", "10", "--json"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert strict(result.stdout)["decisions"]
    assert not list(tmp_path.glob("planted-*"))


def test_a_narrow_terminal_gets_a_line_that_does_not_wrap(record_file, monkeypatch, capsys):
    class Narrow(FakeTerminal):
        def fileno(self) -> int:
            return 2

    monkeypatch.setattr(os, "get_terminal_size", lambda fd: os.terminal_size((30, 24)))
    err = review_with_stderr(monkeypatch, capsys, Narrow(), str(record_file), "--budget", "20")
    frames = err.split("\r")[1:-1]
    assert frames and max(len(frame) for frame in frames) == 29
    assert frames[0].startswith("Reviewing [")
