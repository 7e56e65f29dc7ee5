"""The Statistics' Progress tab: the levels to choose from are those played, a level
chosen shows its matches only, the last match's figures are said with their margins, and
the button to the practice says how many positions are left to solve."""

from __future__ import annotations

from drawgame.session.practice_keeper import PracticeKeeper
from drawgame.storage.practice import HandFigures, MatchEntry, PracticeBook
from drawgame.ui.dialogs.progress_tab import ProgressTab
from drawgame.ui.words.review_text import loss_text


def _keeper(tmp_path) -> PracticeKeeper:
    keeper = PracticeKeeper(None)
    keeper.book = PracticeBook(
        hands=(HandFigures("aa", 20, 15, 30.0, 16.0), HandFigures("bb", 10, 9, 5.0, 4.0)),
        matches=(
            MatchEntry("match-1.txt", "2026-11-01", 2, "easy", ("aa",)),
            MatchEntry("match-2.txt", "2026-11-02", 2, "hard", ("bb",)),
        ),
    )
    return keeper


def test_the_levels_played_can_be_chosen_and_the_last_match_is_said(qtbot, tmp_path):
    keeper = _keeper(tmp_path)
    opened = []
    tab = ProgressTab(keeper, lambda: opened.append(1))
    qtbot.addWidget(tab)
    tab.refresh()
    assert [tab.levels.itemData(i) for i in range(tab.levels.count())] == ["", "easy", "hard"]
    assert len(tab.graph.points) == 2
    text = tab.summary.text()
    assert text.startswith("Matches reviewed: 2. The last one, against Hard: accuracy 90% ± ")
    assert loss_text(0.5, 0.2) in text
    tab.levels.setCurrentIndex(tab.levels.findData("easy"))
    assert [p.entry.strength for p in tab.graph.points] == ["easy"]
    assert "Matches reviewed: 1. The last one, against Easy: accuracy 75% ± " in tab.summary.text()
    assert tab.practice_button.text() == "Practice mistakes (0)"
    tab.practice_button.click()
    assert opened == [1]
    keeper.shutdown()


def test_the_past_bar_says_when_there_is_nothing_to_review(qtbot, tmp_path):
    keeper = PracticeKeeper(tmp_path / "data", tmp_path / "data" / "records")
    tab = ProgressTab(keeper, None)
    qtbot.addWidget(tab)
    assert not tab.practice_button.isEnabled()
    tab.past.start_button.click()
    assert tab.past.status.text() == "No past match is kept yet."
    assert not tab.past.progress.isVisible() and tab.past.start_button.isEnabled()
    keeper.shutdown()
