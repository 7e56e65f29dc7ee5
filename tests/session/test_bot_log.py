"""``drawgame --bot-log FILE`` (issue 20, item 4): every view handed to a computer player is
written, one JSON line per decision, and holds only what that seat may know: its own hand,
never a tile of another hand or of the stock."""

from __future__ import annotations

import json
import os
import pathlib
import random
import re
import subprocess
import sys

import pytest

from drawgame.engine import HandState
from drawgame.session.bot_log import BotLog, BotLogError
from drawgame.session.controller import GameController, MatchSetup

from .test_controller import play_out

TILE = re.compile(r"\[\d\|\d\]")
ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture
def controller(qapp):
    c = GameController()
    c.move_delay_ms = 0
    yield c
    c.shutdown()


@pytest.mark.parametrize(
    ("opponents", "seed"), [(("greedy",), 3), (("random", "easy", "greedy"), 8)]
)
def test_every_logged_view_holds_only_the_seats_own_hand(
    qtbot, controller: GameController, tmp_path: pathlib.Path, opponents, seed
) -> None:
    path = tmp_path / "bots.jsonl"
    log = BotLog.open(path)
    controller.bot_log = log
    controller.new_match(MatchSetup("", opponents, seed))
    play_out(qtbot, controller, random.Random(seed))
    log.close()
    lines = [json.loads(text) for text in path.read_text(encoding="utf-8").splitlines()]
    match = controller.match
    assert match is not None and match.result is not None
    # The computer players' decisions, replayed from each hand's deal, in order.
    decisions = []
    for number, hand in enumerate((*match.past_hands, match.hand), 1):
        state = HandState.from_tiles(
            hand.dealt_hands, hand.dealt_stock, hand.opener, rules=hand.rules
        )
        for turn in hand.history:
            if turn.seat != 0:
                decisions.append((number, state, turn.seat, turn.action))
            state = state.apply(turn.action)
    assert len(lines) == len(decisions) == log.lines > 0
    for line, (number, state, seat, action) in zip(lines, decisions, strict=True):
        assert (line["hand"], line["seat"], line["action"]) == (number, seat, str(action))
        assert "fallback" not in line
        view = line["view"]
        assert view["seat"] == seat and view["hand_number"] == number
        own = {str(tile) for tile in state.hand(seat)}
        assert sorted(view["hand"]) == sorted(own)
        placed = {str(p.tile) for p in state.line.placements}
        hidden = {str(t) for s in range(state.players) if s != seat for t in state.hand(s)}
        hidden |= {str(tile) for tile in state.stock}
        seen = set(TILE.findall(json.dumps(view)))
        assert seen <= own | placed
        assert not seen & hidden


def test_the_log_appends_to_a_regular_file(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "bots.jsonl"
    path.write_text("earlier\n", encoding="utf-8")
    BotLog.open(path).close()
    assert path.read_text(encoding="utf-8") == "earlier\n"


def _bad_paths(tmp_path: pathlib.Path) -> dict[str, pathlib.Path]:
    target = tmp_path / "precious.txt"
    target.write_text("keep me\n", encoding="utf-8")
    link = tmp_path / "link"
    link.symlink_to(target)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    return {"link": link, "fifo": fifo, "folder": tmp_path, "missing": tmp_path / "no" / "f"}


needs_posix = pytest.mark.skipif(
    not (hasattr(os, "mkfifo") and hasattr(os, "symlink")), reason="needs FIFOs and links"
)


@needs_posix
@pytest.mark.parametrize("kind", ["link", "fifo", "folder", "missing"])
def test_a_bad_path_is_refused(tmp_path: pathlib.Path, kind: str) -> None:
    with pytest.raises(BotLogError) as caught:
        BotLog.open(_bad_paths(tmp_path)[kind])
    assert str(caught.value).startswith("--bot-log: ") and "\n" not in str(caught.value)
    assert (tmp_path / "precious.txt").read_text(encoding="utf-8") == "keep me\n"


@needs_posix
def test_a_fifo_with_a_reader_is_refused(tmp_path: pathlib.Path) -> None:
    fifo = _bad_paths(tmp_path)["fifo"]
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        with pytest.raises(BotLogError, match="not a regular file"):
            BotLog.open(fifo)
    finally:
        os.close(reader)


@pytest.mark.slow  # runs the command in a process
@needs_posix
@pytest.mark.parametrize("kind", ["link", "fifo", "folder"])
def test_the_command_refuses_a_bad_path_in_one_line(tmp_path: pathlib.Path, kind: str) -> None:
    path = _bad_paths(tmp_path)[kind]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "drawgame", "--bot-log", str(path), "--data-dir", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env=env,
        check=False,
    )
    assert result.returncode == 2, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("drawgame: error: --bot-log: ")
    assert "Traceback" not in result.stderr and result.stdout == ""
    assert (tmp_path / "precious.txt").read_text(encoding="utf-8") == "keep me\n"
