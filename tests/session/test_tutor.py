"""The tutor through the controller (issue 19, item 4): off by default; when on, the
player's decision is judged in the bot process before it is carried out, a move losing the
threshold or more waits for the player's answer, and a process that cannot judge lets the
move go ahead. The fact that the tutor was on is kept by the save and counted apart."""

from __future__ import annotations

import random

import pytest

from drawgame.engine import DRAW, FULL_SET, End, HandState, Match, Place, Rules, Tile
from drawgame.session.bot_process import BotHost
from drawgame.session.controller import GameController, MatchSetup
from drawgame.storage import Statistics, load_save, save_to_json
from drawgame.storage.saves import SaveDocument

from .test_take_back import finished_match

t = Tile.parse

#: The player's last tile fits the 3: placing it wins the hand; drawing loses ~17 points.
LAST_TILE = "[0|3]"
#: Drawing here loses between 2 and 5 points: warned of from 2, not from 5.
SMALL_LOSS = "[0|2] [4|4] [4|5]"


def hand_state(hand: str) -> HandState:
    """The player to move against one opponent, [3|4] on the table (ends 3 and 4)."""
    tiles = [t(x) for x in hand.split()]
    line = [Place(t("[3|4]"), End.LEFT)]
    rest = [x for x in FULL_SET if x not in tiles and x != t("[3|4]")]
    return HandState.from_tiles([tiles, rest[:5]], rest[5:], opener=1, line=line, current=0)


def at(controller: GameController, hand: str) -> None:
    controller.new_match(MatchSetup("", ("greedy",), 1))
    controller.resume(Match.from_hand(hand_state(hand)))
    assert controller.human_to_move()


@pytest.fixture
def controller(qapp):
    c = GameController()
    c.move_delay_ms = 60_000  # the opponent keeps still: the position stays to look at
    c.auto_pass_delay_ms = 0
    yield c
    c.shutdown()


def drew(controller: GameController) -> bool:
    history = controller.match.hand.history
    return bool(history) and history[-1].action == DRAW


# -- the controller -------------------------------------------------------------------------


def test_the_tutor_is_off_by_default_and_moves_go_ahead(qtbot, controller) -> None:
    assert controller.tutor is None
    at(controller, LAST_TILE)
    warned: list[object] = []
    controller.tutorWarned.connect(warned.append)
    assert controller.play(DRAW)
    assert drew(controller) and not controller.move_pending and not warned


@pytest.mark.slow  # starts the bot process
def test_a_losing_move_waits_for_the_players_answer(qtbot, controller) -> None:
    controller.set_tutor(2)
    at(controller, LAST_TILE)
    with qtbot.waitSignal(controller.tutorWarned, timeout=30000) as warned:
        assert controller.play(DRAW)
        assert controller.move_pending and not controller.match.hand.history
        assert not controller.play(Place(t(LAST_TILE), End.LEFT))  # no second move
        assert not controller.request_hint()
    check = warned.args[0]
    assert check is controller.tutor_warning
    assert check.played == DRAW and check.best == Place(t(LAST_TILE), End.LEFT)
    # Choose again: the turn goes on, nothing played.
    with qtbot.waitSignal(controller.yourTurn, timeout=1000):
        assert controller.answer_tutor(False)
    assert not controller.move_pending and not controller.match.hand.history
    assert not controller.answer_tutor(True)  # nothing is asked any more
    # The same move again: the same verdict, then played anyway.
    with qtbot.waitSignal(controller.tutorWarned, timeout=30000) as again:
        controller.play(DRAW)
    assert again.args[0] == check
    assert controller.answer_tutor(True)
    assert drew(controller) and not controller.move_pending


@pytest.mark.slow  # starts the bot process
def test_the_best_move_and_a_small_loss_are_played_at_once(qtbot, controller) -> None:
    warned: list[object] = []
    controller.tutorWarned.connect(warned.append)
    controller.set_tutor(5)
    at(controller, SMALL_LOSS)
    assert controller.play(DRAW)
    qtbot.waitUntil(lambda: drew(controller), timeout=30000)
    at(controller, LAST_TILE)
    assert controller.play(Place(t(LAST_TILE), End.LEFT))
    qtbot.waitUntil(lambda: controller.match.hand.outcome is not None, timeout=30000)
    assert not warned


@pytest.mark.slow  # starts the bot process
def test_a_take_back_or_a_new_match_forgets_the_move_judged(qtbot, controller) -> None:
    controller.set_tutor(2)
    at(controller, LAST_TILE)
    with qtbot.waitSignal(controller.tutorWarned, timeout=30000):
        controller.play(DRAW)
    controller.new_match(MatchSetup("", ("greedy",), 2))
    assert not controller.move_pending and controller.tutor_warning is None
    assert not controller.answer_tutor(True)


@pytest.mark.slow  # starts the bot process
@pytest.mark.parametrize("handler", ["IllegalVerdict", "OtherMoveVerdict", "JudgeRaises"])
def test_when_the_process_cannot_judge_the_move_goes_ahead(qapp, qtbot, handler) -> None:
    c = GameController(bot_host=BotHost(f"tests.session.bad_helpers:{handler}"))
    c.move_delay_ms = 60_000
    try:
        c.set_tutor(2)
        at(c, LAST_TILE)
        warned: list[object] = []
        c.tutorWarned.connect(warned.append)
        with qtbot.waitSignal(c.tutorUnavailable, timeout=30000):
            assert c.play(DRAW)
        assert drew(c) and not c.move_pending and not warned
        if handler != "JudgeRaises":  # a wrong verdict gives the process up
            assert c.bot_host.failure is not None and "judged" in c.bot_host.failure
    finally:
        c.shutdown()


def test_without_the_process_the_move_goes_ahead_unwarned(qtbot, controller) -> None:
    controller.bot_host.give_up("the test")
    controller.set_tutor(2)
    at(controller, LAST_TILE)
    with qtbot.waitSignal(controller.tutorUnavailable, timeout=5000):
        assert controller.play(DRAW)
    assert drew(controller)


@pytest.mark.slow  # starts the bot process
def test_a_stuck_process_lets_the_move_go_ahead_at_the_deadline(qapp, qtbot, monkeypatch) -> None:
    from drawgame.session import bot_process

    monkeypatch.setattr(bot_process, "ANSWER_DEADLINE", 1.0)
    c = GameController(bot_host=BotHost("tests.session.bad_helpers:JudgeStuck"))
    c.move_delay_ms = 60_000
    try:
        c.set_tutor(2)
        at(c, LAST_TILE)
        with qtbot.waitSignal(c.tutorUnavailable, timeout=30000):
            assert c.play(DRAW)
        assert drew(c) and not c.bot_host.available
    finally:
        c.shutdown()


# -- kept and counted apart -----------------------------------------------------------------


def test_a_match_played_with_the_tutor_on_at_any_point_is_marked(qtbot, controller) -> None:
    controller.new_match(MatchSetup("", ("greedy",), 1))
    assert not controller.tutor_used
    controller.set_tutor(10)
    controller.set_tutor(None)  # on for a moment is on
    assert controller.tutor_used
    controller.new_match(MatchSetup("", ("greedy",), 2))
    assert not controller.tutor_used  # a new match, the tutor off
    controller.resume(controller.match, tutor_used=True)  # a save says it was on
    assert controller.tutor_used
    controller.set_tutor(5)
    controller.new_match(MatchSetup("", ("greedy",), 3))
    assert controller.tutor_used  # on from the start
    with pytest.raises(ValueError):
        controller.set_tutor(3)


def test_the_save_keeps_the_tutor() -> None:
    match = Match.new(2, random.Random(1))
    doc = SaveDocument(match, "", ("easy",), "0" * 32, tutor=True)
    text = save_to_json(doc)
    assert load_save(text).tutor is True
    old = text.replace(',"tutor":true', "")
    assert '"tutor":' not in old and load_save(old).tutor is False  # saved before the tutor
    from drawgame.engine import SaveError

    for bad in ('"yes"', "1", "null"):
        with pytest.raises(SaveError, match="tutor"):
            load_save(text.replace('"tutor":true', f'"tutor":{bad}'))


def test_the_save_keeps_the_moves_the_tutor_warned_of() -> None:
    from drawgame.engine import SaveError
    from drawgame.engine.tutor_warning import TutorWarning

    match = Match.new(2, random.Random(1))
    notes = (TutorWarning(1, 0, DRAW), TutorWarning(1, 0, Place(t("[2|5]"), End.RIGHT)))
    text = save_to_json(SaveDocument(match, "", ("easy",), "0" * 32, tutor_warnings=notes))
    assert load_save(text).tutor_warnings == notes
    old = text.replace(',"tutor_warnings":[[1,0,"draw"],[1,0,"[2|5] right"]]', "")
    assert "tutor_warnings" not in old and load_save(old).tutor_warnings == ()
    for bad, says in (
        ('[[2,0,"draw"]]', "hand dealt"),
        ('[[1,-1,"draw"]]', "hand dealt"),
        ('[[1,0,"pass"]]', "no move to warn of"),
        ('[[1,0,"[9|9] left"]]', "no move to warn of"),
        ('{"a":1}', "list of at most 200"),
        ("[" + ",".join(['[1,0,"draw"]'] * 201) + "]", "list of at most 200"),
    ):
        spoiled = text.replace('[[1,0,"draw"],[1,0,"[2|5] right"]]', bad)
        with pytest.raises(SaveError, match=says):
            load_save(spoiled)


def test_statistics_count_tutor_matches_apart() -> None:
    standard = finished_match(4)
    stats = Statistics().add_match("a" * 32, standard, ("easy",))
    stats = stats.add_match("b" * 32, standard, ("easy",), tutor=True)
    stats = stats.add_match("c" * 32, standard, ("easy",), take_backs=True, tutor=True)
    stats = stats.add_match("d" * 32, finished_match(5, Rules(2, 7, 2, 50)), ("easy",), tutor=True)
    assert stats.group(2, "easy").played == 1
    assert stats.group(2, "easy", tutor=True).played == 1
    assert stats.group(2, "easy", take_backs=True, tutor=True).played == 1
    assert stats.group(2, "easy", target=50, tutor=True).played == 1
    assert stats.total().played == 1  # the tutor's matches are not in the total
    assert Statistics.from_json(stats.to_json()) == stats
    version_2 = (
        '{"format": "drawgame-statistics", "version": 2, "groups": [{"players": 2, '
        '"strength": "easy", "played": 1, "won": 0, "lost": 1, "drawn": 0, "hands_played": 1,'
        ' "hands_domino": 0, "hands_block": 0, "best_margin": null, "target": null, '
        '"take_backs": false, "tutor": true}], "recorded": []}'
    )
    # Version 2 knew no tutor: a "tutor" there is not read.
    assert Statistics.from_json(version_2).group(2, "easy").played == 1
    from drawgame.storage import StatsError

    bad = stats.to_json().replace('"tutor": true', '"tutor": "yes"', 1)
    with pytest.raises(StatsError, match="tutor"):
        Statistics.from_json(bad)
