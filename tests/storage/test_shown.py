"""The journal of the commitments the game showed (issue 33): append-only, bounded, whole
lines even from two copies of the game at once, and never followed through a link."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

import pytest

from drawgame.storage import shown
from drawgame.storage.shown import SHOWN_NAME, default_journal, note_shown, read_shown

ROOT = Path(__file__).resolve().parents[2]


def hexes(count: int, salt: str = "") -> list[str]:
    import hashlib

    return [hashlib.sha256(f"{salt}{n}".encode()).hexdigest() for n in range(count)]


def test_a_commitment_noted_is_read_back_with_its_time(tmp_path: Path) -> None:
    path = tmp_path / "data" / SHOWN_NAME
    when = datetime.datetime(2026, 12, 5, 12, 3, 4)
    first, second = hexes(2)
    note_shown(path, first, when)
    note_shown(path, second)
    note_shown(path, first, when + datetime.timedelta(days=1))  # the first time is kept
    journal = read_shown(path)
    assert journal.when[first] == "2026-12-05 12:03:04"
    assert set(journal.when) == {first, second} and journal.garbage == 0
    assert path.read_text().splitlines()[0] == f"{first} 2026-12-05 12:03:04"
    with pytest.raises(ValueError):
        note_shown(path, "not hex")


def test_the_oldest_lines_go_past_the_bound(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(shown, "MAX_SHOWN", 50)
    monkeypatch.setattr(shown, "_SLACK", 10)
    path = tmp_path / SHOWN_NAME
    all_ = hexes(130)
    for commitment in all_:
        note_shown(path, commitment)
    kept = list(read_shown(path).when)
    assert len(kept) <= 60 and kept == all_[-len(kept) :]  # the newest, in order
    assert all_[-1] in kept and all_[0] not in kept


@pytest.mark.parametrize("bound", [None, 100])
def test_two_copies_appending_at_once_leave_whole_lines(tmp_path: Path, bound) -> None:
    path = tmp_path / SHOWN_NAME
    code = (
        "import sys, hashlib\n"
        "from pathlib import Path\n"
        "from drawgame.storage import shown\n"
        "from drawgame.storage.shown import note_shown\n"
        f"if {bound!r}:\n"
        f"    shown.MAX_SHOWN, shown._SLACK = {bound!r}, 20\n"
        "for n in range(300):\n"
        "    digest = hashlib.sha256(f'{sys.argv[2]}{n}'.encode()).hexdigest()\n"
        "    note_shown(Path(sys.argv[1]), digest)\n"
    )
    copies = [
        subprocess.Popen([sys.executable, "-c", code, str(path), salt], cwd=ROOT)
        for salt in ("a", "b")
    ]
    assert [copy.wait(timeout=120) for copy in copies] == [0, 0]
    journal = read_shown(path)
    assert journal.garbage == 0
    if bound is None:
        assert set(journal.when) == set(hexes(300, "a")) | set(hexes(300, "b"))
    else:  # trimmed while the other copy appended: whole lines, the newest kept
        assert bound <= len(journal.when) <= bound + 20
        assert set(journal.when) <= set(hexes(300, "a")) | set(hexes(300, "b"))


def test_a_hostile_journal_is_an_os_error_never_followed(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.txt"
    target.write_text("precious\n")
    link = tmp_path / "link" / SHOWN_NAME
    link.parent.mkdir()
    link.symlink_to(target)
    with pytest.raises(OSError):
        note_shown(link, hexes(1)[0])
    with pytest.raises(OSError):
        read_shown(link)
    assert target.read_text() == "precious\n"
    folder = tmp_path / "folder" / SHOWN_NAME
    folder.mkdir(parents=True)
    with pytest.raises(OSError):
        note_shown(folder, hexes(1)[0])
    with pytest.raises(OSError):
        read_shown(folder)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo" / SHOWN_NAME
        fifo.parent.mkdir()
        os.mkfifo(fifo)
        with pytest.raises(OSError):
            note_shown(fifo, hexes(1)[0])  # never blocks on it


def test_garbage_lines_are_counted_and_left_out(tmp_path: Path) -> None:
    path = tmp_path / SHOWN_NAME
    good = hexes(1)[0]
    path.write_bytes(b"\x00\xff garbage\n" + f"{good} 2026-12-05 12:00:00\n".encode() + b"x\n")
    journal = read_shown(path)
    assert journal.when == {good: "2026-12-05 12:00:00"} and journal.garbage == 2


def test_the_default_journal_is_in_the_folder_qt_gives_the_game(qapp) -> None:
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    names = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName("Draw")
    QCoreApplication.setApplicationName("drawgame")
    try:
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        assert default_journal() == Path(location) / SHOWN_NAME
    finally:
        QCoreApplication.setOrganizationName(names[0])
        QCoreApplication.setApplicationName(names[1])
