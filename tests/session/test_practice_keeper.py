"""The practice keeper: the book read at start and written atomically after each change; a
corrupt file moved aside with the trouble kept for the window to say (the records are never
touched); a newer one never written over; past matches reviewed on its own thread, what is
reviewed kept when it is stopped."""

from __future__ import annotations

from drawgame.ai.verdict import DEFAULT_BUDGET
from drawgame.session.practice_keeper import PracticeKeeper, PracticeTrouble
from drawgame.storage.practice import FILE_NAME, PracticeBook
from drawgame.storage.records import RECORDS_FOLDER, kept_records

from ..ui.review._practice import BUDGET, keep, short_record


def _keeper(qtbot, data) -> PracticeKeeper:
    keeper = PracticeKeeper(data, data / RECORDS_FOLDER)
    keeper.budget = BUDGET
    return keeper


def _analysed(qtbot, keeper: PracticeKeeper) -> None:
    assert keeper.analyse_past() and keeper.running
    qtbot.waitUntil(lambda: not keeper.running, timeout=120000)


def test_the_review_window_and_the_keeper_use_the_reviews_budget(tmp_path):
    assert PracticeKeeper(None).budget == DEFAULT_BUDGET


def test_past_matches_are_reviewed_on_a_thread_and_the_book_is_kept(qtbot, tmp_path):
    data = tmp_path / "data"
    keep(data, [short_record(3), short_record(2, "hard")])
    keeper = _keeper(qtbot, data)
    seen: list[tuple[int, int]] = []
    keeper.progressed.connect(lambda done, total: seen.append((done, total)))
    _analysed(qtbot, keeper)
    assert seen and seen[-1][0] == seen[-1][1] > 0
    assert len(keeper.book.progress()) == 2
    assert keeper.unsolved == len(keeper.book.mistakes) > 0
    assert keeper.flush()
    written = PracticeBook.from_json((data / FILE_NAME).read_bytes())
    assert written == keeper.book
    # Asked again: nothing left to review, nothing changes.
    before = keeper.book
    _analysed(qtbot, keeper)
    assert keeper.book == before
    keeper.shutdown()


def test_a_solved_position_is_remembered_by_the_next_start(qtbot, tmp_path):
    data = tmp_path / "data"
    keep(data, [short_record(3)])
    keeper = _keeper(qtbot, data)
    _analysed(qtbot, keeper)
    first = keeper.book.unsolved[0]
    count = keeper.unsolved
    with qtbot.waitSignal(keeper.changed):
        keeper.solve(first.key)
    assert keeper.unsolved == count - 1
    keeper.shutdown()
    again = _keeper(qtbot, data)
    assert again.unsolved == count - 1 and again.problem is None
    assert next(m for m in again.book.mistakes if m.key == first.key).solved
    again.shutdown()


def test_a_corrupt_file_is_moved_aside_and_the_records_stay(qtbot, tmp_path):
    data = tmp_path / "data"
    paths = keep(data, [short_record(3)])
    records_before = [p.read_bytes() for p in paths]
    data.joinpath(FILE_NAME).write_text(
        '{"format": "drawgame-practice", "version": 1, "mis', "utf-8"
    )
    keeper = _keeper(qtbot, data)
    assert keeper.problem is not None and keeper.problem[0] is PracticeTrouble.UNREADABLE
    assert "not valid JSON" in keeper.problem[1]
    assert keeper.book == PracticeBook()
    aside = [p for p in data.iterdir() if p.name.startswith("practice.bad-")]
    assert len(aside) == 1 and aside[0].read_text("utf-8").endswith('"mis')
    assert [p.read_bytes() for p in kept_records(data / RECORDS_FOLDER)] == records_before
    # The practice starts again from the records.
    _analysed(qtbot, keeper)
    assert keeper.unsolved > 0
    keeper.shutdown()


def test_a_newer_file_is_kept_as_it_is(qtbot, tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    newer = '{"format": "drawgame-practice", "version": 99}'
    data.joinpath(FILE_NAME).write_text(newer, "utf-8")
    keep(data, [short_record(3)])
    keeper = _keeper(qtbot, data)
    assert keeper.problem is not None and keeper.problem[0] is PracticeTrouble.NEWER
    _analysed(qtbot, keeper)
    assert keeper.flush()
    assert data.joinpath(FILE_NAME).read_text("utf-8") == newer
    keeper.shutdown()


def test_stopping_keeps_what_was_reviewed(qtbot, tmp_path):
    data = tmp_path / "data"
    keep(data, [short_record(seed) for seed in range(1, 5)])
    keeper = _keeper(qtbot, data)
    assert keeper.analyse_past()
    qtbot.waitUntil(lambda: len(keeper.book.hands) >= 1, timeout=120000)
    keeper.cancel()
    assert not keeper.running
    done = len(keeper.book.hands)
    qtbot.wait(300)
    assert len(keeper.book.hands) == done  # nothing comes after the stop
    keeper.shutdown()


def test_no_records_folder_means_nothing_to_review(qtbot, tmp_path):
    keeper = PracticeKeeper(tmp_path / "data", tmp_path / "nowhere")
    assert not keeper.analyse_past() and not keeper.running
    keeper.shutdown()
