"""The game notes every commitment it shows at a deal (issue 33), so that ``drawgame
verify`` says a record of this game's match is ok and a made-up one is not."""

from __future__ import annotations

import logging
import random
from pathlib import Path

from drawgame.engine.record import write_record
from drawgame.session.controller import GameController, MatchSetup
from drawgame.session.shown_deals import ShownDeals
from drawgame.storage.records import game_record
from drawgame.storage.shown import read_shown
from drawgame.verify_cli import main as verify

from . import test_controller
from .test_controller import play_out
from .test_deal_seals import commitments as shown_commitments

controller = test_controller.controller  # the same fixture


def test_every_deal_shown_is_noted_and_a_record_of_the_match_verifies(
    qtbot, controller, tmp_path: Path, capsys
) -> None:
    journal = tmp_path / "shown-deals.txt"
    ShownDeals(controller, journal, controller)
    controller.new_match(MatchSetup("", ("greedy",), None))
    assert list(read_shown(journal).when) == shown_commitments(controller)
    play_out(qtbot, controller, random.Random(3), hands=2)
    assert list(read_shown(journal).when) == shown_commitments(controller)
    assert len(read_shown(journal).when) == 2
    record = tmp_path / "match.txt"
    text = write_record(game_record(controller.match, "", ("greedy",), seals=controller.seals))
    record.write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert verify([str(record), "--journal", str(journal)]) == 0
    out = capsys.readouterr().out
    assert out.count("this game showed its commitment on") == 2
    # Another game's journal never saw these deals.
    assert verify([str(record), "--journal", str(tmp_path / "other.txt")]) == 1


def test_a_resumed_match_notes_nothing_twice(qtbot, controller, tmp_path: Path) -> None:
    journal = tmp_path / "shown-deals.txt"
    ShownDeals(controller, journal, controller)
    controller.new_match(MatchSetup("", ("greedy",), 12))
    play_out(qtbot, controller, random.Random(1), hands=1)
    match, seals = controller.match, controller.seals
    again = GameController()
    try:
        ShownDeals(again, journal, again)
        again.resume(match, seals=seals)
        assert len(journal.read_text().splitlines()) == 1
    finally:
        again.shutdown()


def test_a_journal_that_cannot_be_written_is_one_line_and_play_goes_on(
    qtbot, controller, tmp_path: Path, caplog
) -> None:
    journal = tmp_path / "shown-deals.txt"
    journal.mkdir()  # a folder where the journal goes
    ShownDeals(controller, journal, controller)
    with caplog.at_level(logging.WARNING, logger="drawgame"):
        controller.new_match(MatchSetup("", ("greedy",), 4))
        play_out(qtbot, controller, random.Random(4), hands=2)
    told = [r for r in caplog.records if "deals shown" in r.getMessage()]
    assert len(told) == 1 and not told[0].exc_info
    assert controller.match.hand_number == 2
