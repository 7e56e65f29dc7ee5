"""Whole matches through the GameController alone, no widgets: the player's seat picks legal
actions from ``controller.view``, the computer seats think on their thread.

The move log is facts (who, what, tiles drawn, the ends) that add up to the engine's hands
and scores; its words come from the narrator, so a language switch re-renders them."""

from __future__ import annotations

import logging
import random

import pytest

from drawgame.ai import BOTS
from drawgame.engine import (
    DRAW,
    PASS,
    Draw,
    End,
    IllegalReason,
    Pass,
    Place,
    Tile,
)
from drawgame.session.controller import GameController, MatchSetup
from drawgame.session.log import EntryKind, LogEntry
from drawgame.ui.language import LanguageManager
from drawgame.ui.panels.move_log import MoveLogModel
from drawgame.ui.words.narrator import Narrator


@pytest.fixture
def controller(qapp):
    c = GameController()
    c.move_delay_ms = 0
    yield c
    c.shutdown()


@pytest.fixture
def narrator(controller):
    """The window's words for this controller's match (the player named by its set-up)."""
    return Narrator(controller, lambda: controller.setup.player_name)


def settled(controller: GameController) -> bool:
    """The player is to move, or the hand is over: nothing is left for the computer."""
    m = controller.match
    return m is not None and (controller.human_to_move() or m.hand.outcome is not None)


def play_out(qtbot, controller: GameController, rng: random.Random, hands: int = 99) -> None:
    """Play until the match ends (or ``hands`` hands have ended), the player choosing at
    random among the legal actions the view offers."""
    while True:
        qtbot.waitUntil(lambda: settled(controller), timeout=30000)
        m = controller.match
        if m.hand.outcome is not None:
            if m.result is not None or m.hand_number >= hands:
                return
            assert controller.next_hand()
            continue
        view = controller.view
        assert view.seat == 0 and view.legal_actions
        assert controller.play(rng.choice(view.legal_actions))


def check_log_against_the_engine(controller: GameController) -> None:
    match = controller.match
    log = controller.log
    assert all(isinstance(entry, LogEntry) for entry in log)
    hands = (*match.past_hands, match.hand)
    for number, hand in enumerate(hands, 1):
        turns = [e for e in log if e.hand_number == number and e.kind is EntryKind.TURN]
        # Each turn entry is its draws and the place or pass that ended it, and each of
        # the player's draws is an entry of its own (told at once): together they are the
        # hand's history, action for action.
        replayed = []
        for entry in log:
            if entry.hand_number != number:
                continue
            if entry.kind is EntryKind.DRAW:
                assert entry.seat == 0 and entry.action is None
                replayed.append((entry.seat, DRAW))
            elif entry.kind is EntryKind.TURN:
                assert 0 <= entry.seat < match.players
                assert isinstance(entry.action, Place | Pass) and entry.draws >= 0
                assert entry.seat != 0 or entry.draws == 0
                replayed += [(entry.seat, DRAW)] * entry.draws + [(entry.seat, entry.action)]
        history = [(turn.seat, turn.action) for turn in hand.history]
        assert replayed == history
        closing = [t for t in hand.history if not isinstance(t.action, Draw)]
        assert [e.ends for e in turns] == [t.ends for t in closing]
        ends = [e for e in log if e.hand_number == number and e.kind is EntryKind.HAND_END]
        assert [e.outcome for e in ends] == [hand.outcome]
        # The hand's commitment comes first; its secret and order once it is over, and
        # they are the deal (the first hand of a new match is announced by logReset).
        entries = [e for e in log if e.hand_number == number]
        assert entries[0].kind is EntryKind.DEAL
        reveal = entries[entries.index(ends[0]) + 1]
        assert reveal.kind is EntryKind.REVEAL and reveal.seal == entries[0].seal
        assert reveal.seal.order[hand.rules.players * hand.rules.deal_size :] == hand.dealt_stock
    gains = [0] * match.players
    for entry in log:
        if entry.kind is EntryKind.HAND_END:
            assert entry.seat == -1
            for seat, gain in enumerate(entry.outcome.gains):
                gains[seat] += gain
    assert tuple(gains) == match.scores
    assert match.result is not None
    assert log[-1] == LogEntry(match.hand_number, EntryKind.MATCH_END, result=match.result)
    winner = max(match.scores)
    assert all(match.scores[s] == winner for s in match.result.winners)
    assert winner >= match.target


@pytest.mark.parametrize(
    ("opponents", "seed"), [(("greedy",), 5), (("random", "greedy", "random"), 11)]
)
def test_a_whole_match_through_the_controller(qtbot, controller, opponents, seed):
    hands_ended, matches_ended, logged = [], [], []
    controller.handEnded.connect(hands_ended.append)
    controller.matchEnded.connect(matches_ended.append)
    controller.turnLogged.connect(logged.append)
    controller.new_match(MatchSetup("", opponents, seed))
    play_out(qtbot, controller, random.Random(seed))
    match = controller.match
    assert match.players == 1 + len(opponents)
    assert matches_ended == [match.result]
    assert hands_ended == [hand.outcome for hand in (*match.past_hands, match.hand)]
    # Every entry was announced as it came, but the first hand's commitment: the log of a
    # new match is told by logReset.
    assert controller.log[0].kind is EntryKind.DEAL
    assert tuple(logged) == controller.log[1:]
    check_log_against_the_engine(controller)
    assert controller.next_hand() is False  # the match is over
    assert controller.play(DRAW) is False


def test_a_language_switch_re_renders_the_log_and_keeps_its_entries(qtbot, controller, narrator):
    controller.new_match(MatchSetup("", ("greedy",), 3))
    play_out(qtbot, controller, random.Random(3), hands=1)
    model = MoveLogModel(controller, narrator)
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    entries = controller.log
    hands = len({e.hand_number for e in entries})
    # One line per entry, under a heading and who opens and why for each hand.
    assert model.rowCount() == len(entries) + 2 * hands and len(entries) > 2
    lines = [
        r for r in range(model.rowCount()) if not model.is_heading(r) and not model.is_opener(r)
    ]

    def texts() -> list[str]:
        return [model.data(model.index(row)) for row in range(model.rowCount())]

    english = texts()
    assert any(t.startswith("You ") for t in english)  # the nameless player is "you"
    manager = LanguageManager()
    try:
        assert manager.apply("tr")
        turkish = texts()
        assert manager.apply("id")
        indonesian = texts()
    finally:
        manager.apply("en")
    assert controller.log == entries and [model.entry(r) for r in lines] == list(entries)
    assert not resets  # nothing was retold
    for other in (turkish, indonesian):
        assert len(other) == len(english)
        assert all(a != b for a, b in zip(english, other, strict=True)), other
    assert texts() == english


def test_the_player_named_is_told_in_the_third_person(qtbot, controller, narrator):
    controller.new_match(MatchSetup("Zeynep", ("greedy",), 3))
    play_out(qtbot, controller, random.Random(3), hands=1)
    texts = [narrator.entry_text(e) for e in controller.log]
    mine = [t for e, t in zip(controller.log, texts, strict=True) if e.seat == 0]
    assert mine and all(t.startswith("Zeynep ") for t in mine)
    assert not any(t.startswith("You ") for t in texts)


def test_a_refused_action_carries_the_engines_reason(qtbot, controller, narrator):
    for seed in range(50):
        controller.new_match(MatchSetup("", ("greedy",), seed))
        qtbot.waitUntil(lambda: settled(controller), timeout=10000)
        if controller.view.ends is None:  # the player opens
            break
    view = controller.view
    assert view.ends is None and controller.human_to_move()
    elsewhere = next(
        t for t in (Tile(a, b) for a in range(7) for b in range(a, 7)) if t not in view.hand
    )
    cases = [
        (PASS, IllegalReason.PASS_WHILE_CAN_DRAW, "You may not pass while you can draw."),
        (Place(elsewhere, End.LEFT), IllegalReason.NOT_HELD, f"You do not hold {elsewhere}."),
        (
            Place(view.hand[0], End.RIGHT),
            IllegalReason.OPENING_END,
            "That move is not allowed now.",
        ),
    ]
    for action, reason, text in cases:
        with qtbot.waitSignal(controller.refused, timeout=1000) as refused:
            assert controller.play(action) is False
        said_action, said_reason, ends = refused.args
        assert said_action == action and said_reason is reason and ends is None
        assert narrator.illegal_text(reason, action, ends) == text
    assert controller.match.hand.history == ()  # nothing was played
    # Later in the hand: a tile of the player's that fits neither end.
    rng = random.Random(1)
    while True:
        qtbot.waitUntil(lambda: settled(controller), timeout=10000)
        view = controller.view
        assert controller.match.hand.outcome is None, "choose a seed with a tile that fits not"
        misfits = [t for t in view.hand if not any(t.has(v) for v in view.ends or ())]
        if view.ends is not None and misfits:
            break
        controller.play(rng.choice(view.legal_actions))
    with qtbot.waitSignal(controller.refused, timeout=1000) as refused:
        assert controller.play(Place(misfits[0], End.LEFT)) is False
    action, reason, ends = refused.args
    assert reason is IllegalReason.DOES_NOT_FIT and ends == view.ends
    assert narrator.illegal_text(reason, action, ends) == (
        f"{misfits[0]} does not fit the end showing {view.ends[0]}."
    )


class BrokenBot:
    name = "broken"

    def choose(self, view):
        raise RuntimeError("the broken bot always fails")


def test_a_failing_bot_is_logged_and_the_match_goes_on(qtbot, controller, monkeypatch, caplog):
    monkeypatch.setitem(BOTS, "broken", lambda rng: BrokenBot())
    caplog.set_level(logging.ERROR, logger="drawgame")
    controller.new_match(MatchSetup("", ("broken",), 8))
    play_out(qtbot, controller, random.Random(8), hands=1)
    bot_turns = [e for e in controller.log if e.kind is EntryKind.TURN and e.seat == 1]
    assert bot_turns, "the broken bot's seat still played"
    failures = [r for r in caplog.records if r.name == "drawgame" and r.exc_info]
    assert len(failures) >= len(bot_turns)
    record = failures[0]
    assert record.exc_info[0] is RuntimeError
    assert "the broken bot always fails" in caplog.text
    assert "seat 1 (broken bot) failed" in record.getMessage()
    assert controller.match.hand.outcome is not None  # the hand was played to its end
