"""Never lose a match (issue 7): every action is saved, an unfinished match is resumed
exactly (or the player starts a new one), finished matches go into the statistics, and bad
files or an unwritable folder never stop play. One copy of the game keeps a data folder at
a time (issue 13)."""

from __future__ import annotations

import errno
import json
import os
import random
import re
import socket
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QPushButton

from drawgame.engine import Match
from drawgame.engine.seal import next_sealed, seeded_secret
from drawgame.session.controller import MatchSetup
from drawgame.session.keeper import LockHolder, MatchKeeper
from drawgame.storage import SaveDocument, Statistics, load_save, save_to_json
from drawgame.storage import atomic as atomic_module
from drawgame.storage.lockfile import read_lock
from drawgame.storage.settings import Settings
from drawgame.ui.windows.assembly import build_game
from drawgame.ui.windows.main_window import MainWindow
from drawgame.ui.windows.notices import Notices
from drawgame.ui.words.text import keep_whole

from ..storage.test_saves import HOSTILE, REAL


@pytest.fixture
def open_window(qtbot, tmp_path):
    """``open_window(data_dir)``: a window keeping its matches in ``data_dir``, like the app."""
    opened: list[tuple[MainWindow, MatchKeeper]] = []

    def open_(data: Path | None = None) -> tuple[MainWindow, MatchKeeper]:
        settings = Settings(tmp_path / "settings.ini")
        game = build_game(settings, None, data if data is not None else tmp_path / "data")
        window = game.window
        window.set_speed("off")
        window.controller.move_delay_ms = 0
        qtbot.addWidget(window)
        window.resize(1100, 700)
        window.show()
        opened.append((window, game.keeper))
        return window, game.keeper

    yield open_
    for window, keeper in opened:
        window.close()
        keeper.close()


def settle(qtbot, window) -> None:
    """Wait until the player is to move, or a hand or the match has ended."""
    c = window.controller
    qtbot.waitUntil(
        lambda: c.human_to_move() or (c.match is not None and c.match.hand.outcome is not None),
        timeout=20000,
    )


def next_hand(qtbot, window) -> bool:
    """Close the hand's summary as the player would, which deals the next hand (False
    when the match is over)."""
    qtbot.waitUntil(lambda: window.summary is not None, timeout=5000)
    match = window.controller.match
    window.summary.accept()
    if match.result is not None:
        return False
    assert window.controller.match.hand_number == match.hand_number + 1
    return True


def play(qtbot, window, actions: int, rng: random.Random) -> None:
    """The player makes up to ``actions`` random legal moves; stops at a hand's end."""
    c = window.controller
    for _ in range(actions):
        settle(qtbot, window)
        if not c.human_to_move():
            return
        assert c.play(rng.choice(c.match.hand.legal_actions()))


def play_to_match_end(qtbot, window) -> None:
    c = window.controller
    rng = random.Random(0)
    for _ in range(3000):
        settle(qtbot, window)
        if c.match.result is not None:
            return
        if c.match.hand.outcome is not None:
            next_hand(qtbot, window)
            continue
        c.play(rng.choice(c.match.hand.legal_actions()))
    pytest.fail("the match did not end")


def _without_last_action(text: str) -> str:
    doc = json.loads(text)
    doc["hands"][-1]["actions"].pop()
    del doc["scores"]
    return json.dumps(doc)


def saved(keeper: MatchKeeper) -> SaveDocument:
    assert keeper.flush()
    return load_save(keeper.save_path.read_bytes())


def notices(keeper: MatchKeeper, name: str) -> list[QMessageBox]:
    shown = keeper.parent().findChild(Notices)
    return shown.named(name)


# -- saving --------------------------------------------------------------------------------


@pytest.mark.slow
def test_every_action_is_saved(qtbot, open_window):
    window, keeper = open_window()
    keeper.start(MatchSetup("Tester", ("greedy", "greedy"), 31))
    c = window.controller
    rng = random.Random(1)
    for _ in range(40):
        play(qtbot, window, 1, rng)
        if c.match.hand.outcome is not None:
            if not next_hand(qtbot, window):
                break
            continue
        # What is on disk is exactly the match on the table, after each action.
        doc = saved(keeper)
        assert doc.match == c.match
        assert (doc.player_name, doc.opponents, doc.seed) == ("Tester", ("greedy", "greedy"), 31)


def test_the_data_folder_is_created_and_holds_only_the_save_the_lock_and_the_journal(
    qtbot, open_window, tmp_path
):
    folder = tmp_path / "new" / "folder"
    window, keeper = open_window(folder)
    keeper.start(MatchSetup("Tester", ("greedy",), 3))
    play(qtbot, window, 3, random.Random(2))
    assert keeper.flush()
    # The journal of the deals shown (issue 33) stays; the lock goes with the game.
    assert sorted(os.listdir(folder)) == ["drawgame.lock", "match.json", "shown-deals.txt"]
    window.close()
    keeper.close()
    assert sorted(os.listdir(folder)) == ["match.json", "shown-deals.txt"]


# -- resuming ------------------------------------------------------------------------------


@pytest.mark.slow
def test_an_unfinished_match_is_resumed_exactly(qtbot, open_window):
    first, keeper = open_window()
    keeper.start(MatchSetup("Ayşe", ("random", "greedy", "random"), 4))
    c = first.controller
    rng = random.Random(3)
    # Two hands in, then part of the third: the saved match carries its whole history.
    for _ in range(10):
        play(qtbot, first, 200, rng)
        settle(qtbot, first)
        assert c.match.result is None, "choose a seed whose match lasts three hands"
        if c.match.hand_number == 3:
            break
        next_hand(qtbot, first)
    play(qtbot, first, 4, rng)
    settle(qtbot, first)
    before, log, names = c.match, c.log, first.seat_names()
    first.close()

    second, keeper2 = open_window()
    keeper2.start(MatchSetup("Someone else", ("hard",), 99))
    box = second.findChild(QMessageBox, "resumeBox")
    assert box is not None and box.isVisible()
    assert "hand 3" in box.text()
    # Whose score is whose: the saved match's own names, not the new set-up's.
    scores = " – ".join(f"{n}: {s}" for n, s in zip(names, before.scores, strict=True))
    # (a message box keeps each name whole: "Bot 1" with a no-break space)
    assert names[0] == "Ayşe" and keep_whole(scores) in box.text()
    qtbot.mouseClick(box.findChild(object, "resumeButton"), Qt.MouseButton.LeftButton)
    c2 = second.controller
    after = c2.match
    assert after == before
    assert after.hand.hands == before.hand.hands and after.hand.stock == before.hand.stock
    assert after.hand.line == before.hand.line and after.hand.current == before.hand.current
    assert after.scores == before.scores and after.past_hands == before.past_hands
    assert c2.setup.opponents == ("random", "greedy", "random")
    assert second.seat_names() == names
    assert c2.log == log  # the move log is told again, entry for entry
    totals = second.score_model
    row = totals.rowCount() - 1
    assert [int(totals.data(totals.index(row, s))) for s in range(4)] == list(after.scores)


def test_a_match_saved_at_a_hands_end_deals_the_same_next_hand(qtbot, open_window):
    first, keeper = open_window()
    keeper.start(MatchSetup("Tester", ("greedy",), 17))
    c = first.controller
    play(qtbot, first, 500, random.Random(4))
    settle(qtbot, first)
    assert c.match.hand.outcome is not None
    ended = c.match
    # What the uninterrupted game would deal: the next hand's secret is made when the
    # hand ends, and kept by the save (with --seed 17 it is the seed's secret for it).
    seal = c.seals[ended.hand_number]
    expected, again = next_sealed(ended, seeded_secret(17, ended.hand_number + 1))
    assert seal == again
    first.close()

    second, keeper2 = open_window()
    keeper2.start(MatchSetup("Tester", ("greedy",), 17), ask=False)
    qtbot.waitUntil(lambda: second.summary is not None, timeout=5000)  # back at the summary
    qtbot.mouseClick(second.summary.next_button, Qt.MouseButton.LeftButton)
    assert second.controller.match == expected


def new_match_dialog(window):
    dialog = window.findChild(QDialog, "newMatchDialog")
    assert dialog is not None and dialog.isVisible()
    return dialog


class Reopened(NamedTuple):
    before: Match  # the match left unfinished
    old: SaveDocument  # its save
    window: MainWindow  # the second window, asking whether to resume
    keeper: MatchKeeper
    box: QMessageBox  # the question


def reopened(qtbot, open_window, moves: int, seed: int, setup: MatchSetup) -> Reopened:
    """A match of Tester against greedy left ``moves`` moves in; then a second window
    started with ``setup``, and the resume question it asks."""
    first, keeper = open_window()
    keeper.start(MatchSetup("Tester", ("greedy",), 5))
    play(qtbot, first, moves, random.Random(seed))
    settle(qtbot, first)
    before, old = first.controller.match, saved(keeper)
    first.close()
    second, keeper2 = open_window()
    keeper2.start(setup)
    return Reopened(before, old, second, keeper2, second.findChild(QMessageBox, "resumeBox"))


def test_the_player_may_start_a_new_match_instead(qtbot, open_window):
    _, old, second, keeper2, box = reopened(
        qtbot, open_window, 3, 5, MatchSetup("Tester", ("greedy", "greedy"), 6)
    )
    assert "does not count in your statistics" in box.text()  # what giving up costs is said
    qtbot.mouseClick(box.findChild(object, "newMatchButton"), Qt.MouseButton.LeftButton)
    # The choice of opponents comes first; nothing is thrown away yet.
    dialog = new_match_dialog(second)
    assert saved(keeper2).match_id == old.match_id
    dialog.opponents.setValue(2)
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    match = second.controller.match
    assert match.players == 3 and match.hand_number == 1
    doc = saved(keeper2)
    assert doc.match == match and doc.match_id != old.match_id


def test_a_click_on_new_match_by_mistake_loses_nothing(qtbot, open_window):
    before, _, second, keeper2, box = reopened(
        qtbot, open_window, 3, 5, MatchSetup("Tester", ("greedy",), 6)
    )
    qtbot.mouseClick(box.findChild(object, "newMatchButton"), Qt.MouseButton.LeftButton)
    dialog = new_match_dialog(second)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # changed their mind: back to the match
    assert second.controller.match == before
    assert saved(keeper2).match == before


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_enter_or_escape_on_the_question_resumes_rather_than_throwing_the_match_away(
    qtbot, open_window, key
):
    before, _, second, _, box = reopened(
        qtbot, open_window, 2, 6, MatchSetup("Tester", ("greedy",), 7)
    )
    qtbot.keyClick(box, key)
    assert second.controller.match == before


# -- bad files -----------------------------------------------------------------------------

BAD_SAVES = [
    "empty",
    "truncated",
    "garbled",
    "version 0",  # a newer version is not bad: see below
    "duplicate tile",
    "missing tile",
    "score 10**100",
    "deep nesting",
    "opponents as text",
    "players as text",
]


def one_sentence(text: str) -> bool:
    return text.endswith(".") and not re.search(r"[.!?]\s", text) and "\n" not in text


@pytest.mark.parametrize("case", [*BAD_SAVES, "a folder", "unknown opponent"])
def test_a_bad_save_is_kept_aside_the_player_told_once_and_play_goes_on(
    qtbot, open_window, tmp_path, case
):
    data = tmp_path / "data"
    data.mkdir()
    target = data / "match.json"
    if case == "a folder":
        target.mkdir()
        original = None
    else:
        content = HOSTILE[case] if case in HOSTILE else REAL[1].replace('"easy"', '"godlike"')
        original = content if isinstance(content, bytes) else content.encode()
        target.write_bytes(original)
    window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 9))
    (box,) = notices(keeper, "restoreFailedBox")
    qtbot.waitUntil(box.isVisible, timeout=2000)
    assert one_sentence(box.text()) and "could not be restored" in box.text()
    assert keeper.flush()  # the new match's first save is done: no temporary file
    ours = ("match.json", "drawgame.lock", "shown-deals.txt")
    kept = [p for p in data.iterdir() if p.name not in ours]
    assert [p.name for p in kept] == [p.name for p in kept if p.name.startswith("match.bad-")]
    assert len(kept) == 1 and re.fullmatch(r"match\.bad-\d{8}-\d{6}\.json", kept[0].name)
    if original is not None:
        assert kept[0].read_bytes() == original  # kept for inspection, byte for byte
    assert str(kept[0]) in box.detailedText()
    box.accept()
    # A new match is on, and it is saved.
    assert window.controller.match is not None and window.controller.match.hand_number == 1
    play(qtbot, window, 2, random.Random(7))
    assert saved(keeper).match == window.controller.match
    assert len(notices(keeper, "restoreFailedBox")) == 1


def test_a_finished_match_left_on_disk_is_counted_once_and_a_new_match_begins(
    qtbot, open_window, tmp_path
):
    from ..storage._saves import finished

    data = tmp_path / "data"
    data.mkdir()
    doc = SaveDocument(finished(2, 11), "Tester", ("greedy",), "ab" * 16)
    for _ in range(2):  # the same finished match found twice (say, a copied-back file)
        (data / "match.json").write_text(save_to_json(doc))
        window, keeper = open_window(data)
        keeper.start(MatchSetup("Tester", ("greedy",), 3))
        assert window.findChild(QMessageBox, "resumeBox") is None
        assert window.controller.match.hand_number == 1
        assert keeper.flush()
        window.close()
        keeper.close()
    stats = Statistics.from_json((data / "statistics.json").read_bytes())
    assert stats.total().played == 1


@pytest.mark.parametrize("case", ["empty", "garbled", "10**100 matches", "deep nesting"])
def test_bad_statistics_are_kept_aside_and_start_from_zero(qtbot, open_window, tmp_path, case):
    from ..storage.test_stats import HOSTILE as BAD_STATS

    data = tmp_path / "data"
    data.mkdir()
    (data / "statistics.json").write_bytes(BAD_STATS[case])
    _window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 9))
    (box,) = notices(keeper, "statsUnreadableBox")
    assert one_sentence(box.text())
    assert keeper.statistics == Statistics()
    kept = [p.name for p in data.iterdir() if p.name.startswith("statistics.bad-")]
    assert len(kept) == 1
    assert notices(keeper, "restoreFailedBox") == []


# -- files from a newer version (hardening item 7) ------------------------------------------


def newer(text: str | bytes, version: int = 2) -> bytes:
    doc = json.loads(text)
    doc["version"] = version
    return json.dumps(doc).encode()


def test_a_save_from_a_newer_version_is_kept_untouched_and_not_overwritten(
    qtbot, open_window, tmp_path
):
    data = tmp_path / "data"
    data.mkdir()
    original = newer(REAL[1])
    (data / "match.json").write_bytes(original)
    window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 9))
    (box,) = notices(keeper, "newerSaveBox")
    qtbot.waitUntil(box.isVisible, timeout=2000)
    assert one_sentence(box.text()) and "newer version" in box.text()
    assert "version 2" in box.detailedText()
    assert notices(keeper, "restoreFailedBox") == []
    box.accept()
    # A new match is played, and the newer file stays as it was.
    assert window.controller.match is not None and window.controller.match.hand_number == 1
    play(qtbot, window, 3, random.Random(7))
    assert keeper.flush()
    assert (data / "match.json").read_bytes() == original
    assert sorted(p.name for p in data.iterdir()) == [
        "drawgame.lock",
        "match.json",
        "shown-deals.txt",
    ]


def test_statistics_from_a_newer_version_are_kept_and_not_overwritten(qtbot, open_window, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    original = newer(Statistics().to_json(), 5)
    (data / "statistics.json").write_bytes(original)
    _window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 9))
    (box,) = notices(keeper, "newerStatsBox")
    assert one_sentence(box.text()) and "newer version" in box.text()
    assert notices(keeper, "statsUnreadableBox") == []
    keeper.reset_statistics()  # what would write them
    assert keeper.flush()
    assert (data / "statistics.json").read_bytes() == original
    assert not [p for p in data.iterdir() if ".bad-" in p.name]


# -- cannot save ---------------------------------------------------------------------------


@pytest.mark.parametrize("how", ["a name too long", "a parent that is a file"])
def test_a_data_folder_that_cannot_be_inspected_is_said_once_and_play_goes_on(
    qtbot, open_window, tmp_path, how
):
    if how == "a name too long":
        data = tmp_path / ("x" * 300) / "data"
    else:
        (tmp_path / "file").write_bytes(b"")
        data = tmp_path / "file" / "data"
    window, keeper = open_window(data)  # Path.exists() raised here before
    keeper.start(MatchSetup("Tester", ("greedy",), 12))
    play(qtbot, window, 4, random.Random(3))
    assert keeper.flush()
    shown = keeper.parent().findChild(Notices).shown
    assert [box.objectName() for box in shown] == ["cannotSaveBox"]
    (box,) = shown
    assert one_sentence(box.text()) and "cannot save" in box.text()
    assert window.controller.match is not None and len(window.controller.match.hand.history) >= 2


def read_only_folder(tmp_path: Path) -> Path:
    if os.geteuid() != 0:
        folder = tmp_path / "read-only"
        folder.mkdir()
        folder.chmod(0o555)
        return folder
    # root writes through permission bits; /sys/kernel refuses new files even to root.
    folder = Path("/sys/kernel")
    try:
        os.close(os.open(folder / ".drawgame-probe", os.O_WRONLY | os.O_CREAT, 0o644))
    except OSError:
        return folder
    pytest.skip("no read-only folder available")


@pytest.mark.parametrize("how", ["read-only folder", "disk full", "folder is a file"])
def test_when_it_cannot_save_it_says_so_once_and_play_goes_on(
    qtbot, open_window, tmp_path, monkeypatch, how
):
    if how == "read-only folder" and sys.platform == "win32":
        pytest.skip("folder permission bits are POSIX")
    if how == "disk full" and not Path("/proc/self/fd").is_dir():
        pytest.skip("finds a descriptor's file through /proc (Linux)")
    if how == "read-only folder":
        data = read_only_folder(tmp_path)
    elif how == "folder is a file":
        data = tmp_path / "file"
        data.write_bytes(b"")
    else:
        data = tmp_path / "data"
        real_write = os.write

        def full_disk(fd: int, chunk) -> int:
            target = os.readlink(f"/proc/self/fd/{fd}")
            if target.startswith(str(data)):
                raise OSError(errno.ENOSPC, "No space left on device")
            return real_write(fd, chunk)

        monkeypatch.setattr(atomic_module.os, "write", full_disk)
    window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 12))
    c = window.controller
    rng = random.Random(8)
    for _ in range(8):
        play(qtbot, window, 1, rng)
        if c.match.hand.outcome is not None:
            next_hand(qtbot, window)
    assert keeper.flush()
    qtbot.waitUntil(lambda: notices(keeper, "cannotSaveBox") != [], timeout=2000)
    (box,) = notices(keeper, "cannotSaveBox")  # said once, however many saves failed
    assert one_sentence(box.text()) and "cannot save" in box.text()
    assert len(c.match.hand.history) + len(c.match.past_hands) >= 4  # the match went on
    if how == "disk full":
        assert "No space left" in box.detailedText()
        assert [p for p in data.iterdir() if p.name.endswith(".tmp")] == []


@pytest.mark.parametrize("how", ["records is a file", "read-only records"])
def test_a_record_that_cannot_be_kept_says_only_that_and_cannot_save_is_still_said(
    qtbot, open_window, tmp_path, monkeypatch, how
):
    from ..storage._saves import finished

    data = tmp_path / "data"
    data.mkdir()
    records = data / "records"
    if how == "records is a file":
        records.write_bytes(b"")
    elif sys.platform == "win32" or os.geteuid() == 0:
        pytest.skip("folder permission bits (root writes through them)")
    else:
        records.mkdir()
        records.chmod(0o555)
    window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 12), ask=False)
    window.controller.resume(finished(2, 11), MatchSetup("Tester", ("greedy",)))
    assert keeper.flush()
    qtbot.waitUntil(lambda: notices(keeper, "recordNotKeptBox") != [], timeout=2000)
    (box,) = notices(keeper, "recordNotKeptBox")
    assert one_sentence(box.text()) and "record of this match" in box.text()
    assert "statistics are saved" in box.text() and str(records) in box.text()
    assert notices(keeper, "cannotSaveBox") == []
    # The match and the statistics were saved.
    assert saved(keeper).match == window.controller.match
    assert Statistics.from_json(keeper.stats_path.read_bytes()).total().played == 1
    # A later failure to save is still said.

    def full_disk(path: Path, data: bytes, **_kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(atomic_module, "write_atomic", full_disk)
    window.controller.new_match(MatchSetup("Tester", ("greedy",), 13))
    play(qtbot, window, 2, random.Random(2))
    assert keeper.flush()
    qtbot.waitUntil(lambda: notices(keeper, "cannotSaveBox") != [], timeout=2000)
    assert "No space left" in notices(keeper, "cannotSaveBox")[0].detailedText()
    if how == "read-only records":
        records.chmod(0o755)


# -- statistics ----------------------------------------------------------------------------


def saved_near_the_end(tmp_path: Path, match_id: str, tutor: bool = False) -> tuple[Path, Match]:
    """A data folder whose save is a match near its end, three moves into its hand, against
    greedy: the folder and the match."""
    from ..storage._saves import playout

    match, _ = playout(2, 21, 10**6)
    while len(match.hand.history) >= 4:
        match = Match.from_json(_without_last_action(match.to_json()))
    data = tmp_path / "data"
    data.mkdir()
    doc = SaveDocument(match, "Tester", ("greedy",), match_id, 21, tutor=tutor)
    (data / "match.json").write_text(save_to_json(doc))
    return data, match


@pytest.mark.slow
def test_a_finished_match_goes_into_the_statistics_dialog_and_reset_asks_first(
    qtbot, open_window, tmp_path
):
    # Resume a match near its end (quicker than playing a whole one).
    data, match = saved_near_the_end(tmp_path, "cd" * 16)
    window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 21), ask=False)
    assert window.controller.match.hand_number == match.hand_number
    play_to_match_end(qtbot, window)
    match = window.controller.match
    won = match.result.winners == (0,)
    assert keeper.flush()
    doc = json.loads(keeper.stats_path.read_text())
    assert (doc["format"], doc["version"], doc["recorded"]) == (
        "drawgame-statistics",
        3,
        ["cd" * 16],
    )
    on_disk = Statistics.from_json(keeper.stats_path.read_bytes())
    assert on_disk == keeper.statistics
    record = on_disk.group(2, "greedy")
    assert (record.played, record.won, record.lost) == (1, int(won), int(not won))
    assert record.hands_played == match.hand_number

    window.actions_.statistics.trigger()
    dialog = window.findChild(object, "statisticsDialog")
    assert dialog is not None and dialog.isVisible()
    table = dialog.table
    header = [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
    row = {header[i]: table.item(0, i).text() for i in range(table.columnCount())}
    assert row["Players"] == "2" and row["Played"] == "1"
    assert row["Won"] == ("1 (100%)" if won else "0 (0%)")  # with the share of matches won
    assert row["Best margin"] == (str(match.result.margin) if won else "–")
    assert table.item(1, 0).text() == "All"

    # Cancel keeps everything; Reset (after asking) forgets it, on disk too.
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(
        dialog.confirm.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
    )
    assert keeper.statistics.total().played == 1
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(
        dialog.confirm.button(QMessageBox.StandardButton.Reset), Qt.MouseButton.LeftButton
    )
    assert keeper.statistics.total().played == 0
    assert table.rowCount() == 1 and table.item(0, 2).text() == "0"
    assert keeper.flush()
    reloaded = Statistics.from_json(keeper.stats_path.read_bytes())
    assert reloaded.total().played == 0
    # The match just reset is not counted again when its save is found at the next start.
    window.close()
    _again, keeper2 = open_window(data)
    keeper2.start(MatchSetup("Tester", ("greedy",), 22))
    assert keeper2.statistics.total().played == 0


def test_a_match_with_the_tutor_is_saved_so_and_counted_apart(qtbot, open_window, tmp_path):
    # A match near its end, saved after the tutor was turned on in it, the tutor now off.
    data, _ = saved_near_the_end(tmp_path, "ef" * 16, tutor=True)
    window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 21), ask=False)
    assert window.controller.tutor is None and window.controller.tutor_used
    assert saved(keeper).tutor  # the fact stays in the save
    play_to_match_end(qtbot, window)
    assert keeper.flush()
    on_disk = Statistics.from_json(keeper.stats_path.read_bytes())
    assert on_disk.group(2, "greedy", tutor=True).played == 1
    assert on_disk.group(2, "greedy").played == 0 and on_disk.total().played == 0

    window.actions_.statistics.trigger()
    dialog = window.findChild(object, "statisticsDialog")
    table = dialog.table
    rows = [[table.item(r, c).text() for c in range(2)] for r in range(table.rowCount())]
    assert rows == [["All", ""], ["2", "greedy, with the tutor"]]  # after the total
    assert "tutor" in dialog.apart.text()


def test_turning_the_tutor_on_marks_the_match_in_the_save(qtbot, open_window, tmp_path):
    window, keeper = open_window()
    keeper.start(MatchSetup("Tester", ("greedy",), 5), ask=False)
    settle(qtbot, window)
    assert not saved(keeper).tutor
    window.actions_.tutors[10].trigger()  # Settings → Tutor, mid-match
    window.actions_.tutors[0].trigger()  # and off again: the match had it on
    assert saved(keeper).tutor  # saved at once, before any move
    play(qtbot, window, 3, random.Random(2))
    settle(qtbot, window)
    assert saved(keeper).tutor
    window.close()
    keeper.close()
    again, _keeper = open_window()
    _keeper.start(MatchSetup("Tester", ("greedy",), 6), ask=False)
    assert again.controller.tutor_used and again.controller.tutor is None


# -- one copy of the game per data folder (issue 13) ---------------------------------------

HOLD_LOCK = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(1000)
print("locked", flush=True)
time.sleep(120)
"""


def hold_lock(folder: Path) -> subprocess.Popen[str]:
    """Another copy of the game, as far as the lock goes: a process holding it, started
    as the ``drawgame`` script is (Python running a file of that name)."""
    folder.mkdir(parents=True, exist_ok=True)
    game = folder.parent / "bin" / "drawgame"
    game.parent.mkdir(exist_ok=True)
    game.write_text(HOLD_LOCK, encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, str(game), str(folder / "drawgame.lock")],
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


def test_a_second_copy_plays_without_touching_the_first_ones_files(
    qtbot, qapp, open_window, tmp_path
):
    data = tmp_path / "data"
    first, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 5))
    play(qtbot, first, 3, random.Random(5))
    settle(qtbot, first)  # the first copy waits for its player: its files stay as they are
    mine = saved(keeper)
    files = {p.name: p.read_bytes() for p in data.iterdir()}

    second, keeper2 = open_window(data)
    keeper2.start(MatchSetup("Tester", ("greedy",), 6))
    # Said, and offered: play here without saving (the default), or quit.
    (box,) = notices(keeper2, "folderInUseBox")
    assert box.isVisible() and "already open" in box.text()
    assert box.defaultButton().objectName() == "playWithoutSavingButton"
    assert notices(keeper2, "resumeBox") == []  # the first copy's match is not offered
    # Nothing is dealt behind the question: no computer seat opens before the answer.
    for _ in range(4):  # the computer seats move at once in these tests: what is queued
        qapp.processEvents()
    assert second.controller.match is None
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert second.controller.match is not None and second.controller.setup.seed == 6
    assert not keeper2.saving
    play(qtbot, second, 4, random.Random(6))
    assert keeper2.flush()
    # The first copy's save, statistics and temporary files are untouched.
    assert {p.name: p.read_bytes() for p in data.iterdir()} == files
    assert saved(keeper).match_id == mine.match_id


@pytest.mark.slow
def test_a_copy_of_the_game_in_another_process_keeps_the_folder(qtbot, open_window, tmp_path):
    data = tmp_path / "data"
    other = hold_lock(data)
    try:
        window, keeper = open_window(data)
        keeper.start(MatchSetup("Tester", ("greedy",), 5))
        assert notices(keeper, "folderInUseBox") and not keeper.saving
        assert window.controller.match is None  # dealt once the player has answered
        # A copy of the game is not offered to be taken over.
        assert notices(keeper, "folderInUseBox")[0].findChild(object, "takeOverButton") is None
        quit_button = notices(keeper, "folderInUseBox")[0].findChild(object, "quitButton")
        qtbot.mouseClick(quit_button, Qt.MouseButton.LeftButton)
        assert not window.isVisible()
    finally:
        other.kill()
        other.wait()


@pytest.mark.slow
def test_a_lock_left_by_a_crash_is_taken_over(qtbot, open_window, tmp_path):
    data = tmp_path / "data"
    first, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 5))
    play(qtbot, first, 3, random.Random(5))
    before = saved(keeper).match
    first.close()
    crashed = hold_lock(data)
    crashed.kill()  # SIGKILL on POSIX, TerminateProcess on Windows
    crashed.wait()
    assert (data / "drawgame.lock").exists()  # left behind by the killed process

    second, keeper2 = open_window(data)
    keeper2.start(MatchSetup("Tester", ("greedy",), 6), ask=False)
    assert keeper2.saving and notices(keeper2, "folderInUseBox") == []
    assert second.controller.match == before


# -- locks Qt would never take over (issue 21) ---------------------------------------------

KEEPER_WITH_A_FIFO_LOCK = """
import os, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from drawgame.session.controller import GameController
from drawgame.session.keeper import LockHolder, MatchKeeper
folder = Path(sys.argv[1])
keeper = MatchKeeper(GameController(), folder)
print(keeper.saving, keeper.folder_in_use, sorted(p.name for p in folder.iterdir()), flush=True)
keeper.close()
os._exit(0)  # the controller's bot thread is not wound down here
"""


@pytest.mark.slow  # starts another process
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")
def test_a_fifo_named_like_the_lock_does_not_hang_the_start(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    os.mkfifo(data / "drawgame.lock")
    # In another process: without the check, QLockFile blocks for ever opening the FIFO.
    done = subprocess.run(
        [sys.executable, "-c", KEEPER_WITH_A_FIFO_LOCK, str(data)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    saving, in_use, names = done.stdout.split(" ", 2)
    assert (saving, in_use) == ("True", "False")
    assert re.search(r"'drawgame\.bad-\d{8}-\d{6}\.lock'", names)  # moved aside, kept


@pytest.mark.parametrize("kind", ["empty", "garbage", "folder"])
def test_a_lock_that_cannot_be_read_is_taken_over(qtbot, open_window, tmp_path, kind):
    data = tmp_path / "data"
    data.mkdir()
    lock = data / "drawgame.lock"
    if kind == "folder":
        lock.mkdir()
    else:
        lock.write_bytes(b"" if kind == "empty" else b"\x00garbage\nnot a pid\n")
    window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 5), ask=False)
    assert keeper.saving and not keeper.folder_in_use
    assert notices(keeper, "folderInUseBox") == [] and notices(keeper, "cannotSaveBox") == []
    assert saved(keeper).match == window.controller.match


def foreign_lock(folder: Path, pid: int, host: str) -> None:
    """A lock as QLockFile writes it, naming ``pid`` on ``host``."""
    folder.mkdir(parents=True, exist_ok=True)
    text = f"{pid}\npython3.11\n{host}\n0123\n4567\n"
    (folder / "drawgame.lock").write_text(text, encoding="utf-8")


def test_a_lock_from_another_computer_may_be_taken_over_and_the_game_saves_again(
    qtbot, open_window, tmp_path
):
    data = tmp_path / "data"
    first, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 5))
    play(qtbot, first, 3, random.Random(5))
    before = saved(keeper).match
    first.close()
    keeper.close()
    foreign_lock(data, os.getpid(), socket.gethostname() + "-elsewhere")

    second, keeper2 = open_window(data)
    keeper2.start(MatchSetup("Tester", ("greedy",), 6))
    assert not keeper2.saving and keeper2.lock_holder is LockHolder.OTHER_HOST
    (box,) = notices(keeper2, "folderInUseBox")
    assert "another computer" in box.text() and "overwrite" in box.text()
    assert box.defaultButton().objectName() == "playWithoutSavingButton"
    take = box.findChild(QPushButton, "takeOverButton")
    assert take is not None
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)
    assert keeper2.saving and not keeper2.folder_in_use
    # As at a start: the saved match is offered again, and resumed it is saved.
    (resume,) = notices(keeper2, "resumeBox")
    qtbot.keyClick(resume, Qt.Key.Key_Return)
    assert second.controller.match == before
    play(qtbot, second, 2, random.Random(6))
    assert saved(keeper2).match == second.controller.match != before
    assert read_lock(data / "drawgame.lock") == (
        os.getpid(),
        *read_lock(data / "drawgame.lock")[1:],
    )


@pytest.mark.slow  # starts another process
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process names from /proc")
def test_a_lock_naming_a_live_program_that_is_not_the_game_may_be_taken_over(
    qtbot, open_window, tmp_path
):
    data = tmp_path / "data"
    # A process id reused by another Python program (Qt would call it the game: same name).
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        foreign_lock(data, other.pid, socket.gethostname())
        window, keeper = open_window(data)
        keeper.start(MatchSetup("Tester", ("greedy",), 6))
        assert keeper.lock_holder is LockHolder.OTHER_PROGRAM and not keeper.saving
        (box,) = notices(keeper, "folderInUseBox")
        assert "not the game" in box.text()
        qtbot.mouseClick(box.findChild(QPushButton, "takeOverButton"), Qt.MouseButton.LeftButton)
        assert keeper.saving
        assert saved(keeper).match == window.controller.match  # the match in play is kept
    finally:
        other.kill()
        other.wait()


@pytest.mark.slow
def test_statistics_are_read_again_before_a_match_is_added(qtbot, open_window, tmp_path):
    """Whatever reached the statistics file meanwhile is kept: read, add, write."""
    from ..storage._saves import finished

    data, _ = saved_near_the_end(tmp_path, "cd" * 16)
    window, keeper = open_window(data)
    keeper.start(MatchSetup("Tester", ("greedy",), 21), ask=False)
    assert keeper.statistics.total().played == 0
    # Meanwhile a finished match was counted on disk (say, by a copy that just quit).
    elsewhere = Statistics().add_match("ef" * 16, finished(2, 11), ("greedy",))
    (data / "statistics.json").write_text(elsewhere.to_json())
    play_to_match_end(qtbot, window)
    assert keeper.flush()
    on_disk = Statistics.from_json((data / "statistics.json").read_bytes())
    assert on_disk.total().played == 2
    assert on_disk.recorded == ("ef" * 16, "cd" * 16) or set(on_disk.recorded) == {
        "ef" * 16,
        "cd" * 16,
    }
