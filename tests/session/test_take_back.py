"""Take-backs and the match's length through the controller and the keeper: back to the
player's last decision, never into a finished hand, several in a row, the same tile drawn
again, kept by the save (and possible after resume), noted in the record and counted apart
in the statistics."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import DRAW, Match, Rules, TakeBack
from drawgame.engine.record import read_record, record_from_match, write_record
from drawgame.session.controller import HUMAN, GameController, MatchSetup
from drawgame.session.keeper import MatchKeeper
from drawgame.session.log import EntryKind
from drawgame.storage import Statistics, load_save, save_to_json
from drawgame.storage.saves import SaveDocument

from .test_controller import settled


@pytest.fixture
def controller(qapp):
    c = GameController()
    c.move_delay_ms = 0
    c.auto_pass_delay_ms = 0
    yield c
    c.shutdown()


def setup(seed: int = 5, **choices: object) -> MatchSetup:
    return MatchSetup("", ("easy",), seed, **choices)  # type: ignore[arg-type]


def decide(qtbot, controller: GameController, rng: random.Random, prefer_draw: bool = False):
    """Wait for a decision of the player's (more than one legal action) and make one."""
    while True:
        qtbot.waitUntil(lambda: settled(controller), timeout=30000)
        m = controller.match
        assert m.hand.outcome is None, "the hand ended before the player could decide"
        legal = m.hand.legal_actions()
        if len(legal) > 1:
            action = DRAW if prefer_draw and DRAW in legal else rng.choice(legal)
            before = m
            assert controller.play(action)
            return before, action
        assert controller.play(legal[0])


def test_a_take_back_returns_to_the_players_last_decision(qtbot, controller) -> None:
    controller.new_match(setup())
    rng = random.Random(1)
    before, action = decide(qtbot, controller, rng)
    qtbot.waitUntil(lambda: settled(controller), timeout=30000)
    if controller.match.hand.outcome is not None:
        pytest.skip("the hand ended at once")
    played = controller.match.hand.history[len(before.hand.history) :]
    assert controller.can_take_back()
    assert controller.take_back()
    assert controller.match == before
    assert controller.thinking_seat == -1 and controller.human_to_move()
    entry = controller.log[-1]
    assert entry.kind is EntryKind.TAKE_BACK and entry.undone[0] == (HUMAN, action)
    assert len(entry.undone) == len(played)
    assert controller.take_backs == (
        TakeBack(1, len(before.hand.history), tuple((t.seat, t.action) for t in played)),
    )


def test_several_take_backs_in_a_row_reach_the_start_of_the_hand(qtbot, controller) -> None:
    controller.new_match(setup(seed=11))
    rng = random.Random(2)
    decisions = []
    for _ in range(3):
        qtbot.waitUntil(lambda: settled(controller), timeout=30000)
        if controller.match.hand.outcome is not None:
            break
        decisions.append(decide(qtbot, controller, rng)[0])
    qtbot.waitUntil(lambda: settled(controller), timeout=30000)
    if controller.match.hand.outcome is not None:
        pytest.skip("the hand ended before three decisions")
    for before in reversed(decisions):
        assert controller.take_back()
        assert controller.match == before
    assert not controller.can_take_back()
    assert not controller.take_back()
    assert len(controller.take_backs) == len(decisions)


def test_a_draw_taken_back_and_made_again_brings_the_same_tile(qtbot, controller) -> None:
    for seed in range(40):
        controller.new_match(setup(seed=seed))
        qtbot.waitUntil(lambda: settled(controller), timeout=30000)
        m = controller.match
        legal = m.hand.legal_actions()
        if controller.human_to_move() and DRAW in legal and len(legal) > 1:
            break
    else:
        pytest.skip("no deal let the player choose to draw")
    hand_before = set(m.hand.hand(HUMAN))
    assert controller.play(DRAW)
    drawn = set(controller.match.hand.hand(HUMAN)) - hand_before
    qtbot.waitUntil(lambda: settled(controller), timeout=30000)
    assert controller.take_back()
    assert set(controller.match.hand.hand(HUMAN)) == hand_before
    assert controller.play(DRAW)
    assert set(controller.match.hand.hand(HUMAN)) - hand_before == drawn


def test_no_take_back_into_a_finished_hand_or_when_not_allowed(qtbot, controller) -> None:
    controller.new_match(setup(seed=3))
    rng = random.Random(3)
    while controller.match.hand.outcome is None:
        qtbot.waitUntil(lambda: settled(controller), timeout=30000)
        if controller.match.hand.outcome is None and controller.human_to_move():
            controller.play(rng.choice(controller.match.hand.legal_actions()))
    assert not controller.can_take_back() and not controller.take_back()
    if controller.match.result is None:
        controller.next_hand()
        qtbot.waitUntil(lambda: settled(controller), timeout=30000)
        assert not controller.can_take_back()  # nothing decided in the new hand yet
    controller.new_match(setup(seed=3, take_backs=False))
    decide(qtbot, controller, random.Random(4))
    assert not controller.can_take_back() and not controller.take_back()


def test_the_match_is_played_by_the_setups_rules(qtbot, controller) -> None:
    controller.new_match(setup(rules=Rules(2, 7, 2, 50)))
    assert controller.match.target == 50 and controller.match.rules.deal_size == 7
    controller.new_match(MatchSetup("", ("easy", "easy"), 1, Rules(3, 5, 2, 122)))
    assert controller.match.target == 122
    assert controller.setup.again().rules == Rules(3, 5, 2, 122)
    with pytest.raises(ValueError, match="rules for 2 players, but 3 play"):
        MatchSetup("", ("easy", "easy"), 1, Rules.standard(2))


def test_the_save_keeps_take_backs_the_target_and_they_go_on_after_resume(
    qtbot, controller, tmp_path
) -> None:
    # A target no preset of the New match dialog has (those are 50, 100 and 200).
    keeper = MatchKeeper(controller, tmp_path)
    keeper.start(setup(seed=21, rules=Rules(2, 7, 2, 137)), ask=False)
    rng = random.Random(5)
    first, _ = decide(qtbot, controller, rng)
    qtbot.waitUntil(lambda: settled(controller), timeout=30000)
    if controller.match.hand.outcome is not None:
        pytest.skip("the hand ended at once")
    second, _ = decide(qtbot, controller, rng)
    qtbot.waitUntil(lambda: settled(controller), timeout=30000)
    if controller.match.hand.outcome is not None:
        pytest.skip("the hand ended at once")
    assert controller.take_back()
    made = controller.take_backs
    assert keeper.flush()
    doc = keeper.load()
    assert doc is not None and doc.take_backs == made and doc.take_backs_allowed
    assert doc.match == second and doc.match.target == 137
    keeper.close()
    other = GameController()
    other.move_delay_ms = 0
    try:
        again = MatchKeeper(other, tmp_path)
        again.start(setup(), ask=False)
        assert other.match == second and other.setup.rules == Rules(2, 7, 2, 137)
        assert other.take_backs == made
        assert [e.kind for e in other.log].count(EntryKind.TAKE_BACK) == 1
        assert other.can_take_back() and other.take_back()
        assert other.match == first
        again.close()
    finally:
        other.shutdown()


def test_an_old_save_allows_take_backs_and_a_refusal_is_saved() -> None:
    match = Match.new(2, random.Random(1))
    doc = SaveDocument(match, "", ("easy",), "0" * 32, take_backs_allowed=False)
    assert load_save(save_to_json(doc)).take_backs_allowed is False
    old = save_to_json(doc).replace(',"take_backs":{"allowed":false,"made":[]}', "")
    assert "take_backs" not in old
    assert load_save(old).take_backs_allowed is True and load_save(old).take_backs == ()


def finished_match(seed: int, rules: Rules | None = None) -> Match:
    rng = random.Random(seed)
    match = Match.new(rules or Rules.standard(2), rng)
    while not match.is_over:
        hand = match.hand
        match = match.next_hand(rng) if hand.outcome else match.apply(hand.legal_actions()[0])
    return match


def test_the_record_notes_take_backs_as_comments_and_keeps_the_moves_played() -> None:
    match = finished_match(4, Rules(2, 7, 2, 50))
    history = match.past_hands[0].history if match.past_hands else match.hand.history
    note = TakeBack(1, 2, tuple((t.seat, t.action) for t in history[2:4]))
    text = write_record(record_from_match(match, take_backs=[note]))
    lines = text.splitlines()
    assert "# Taken back here: 2 actions" in lines
    assert "Rules: 2 players, deal 7, protected 2, target 50" in lines
    assert read_record(text).to_match() == match
    assert read_record(text).target == 50


def test_statistics_count_take_backs_and_other_lengths_apart() -> None:
    standard, short = finished_match(4), finished_match(4, Rules(2, 7, 2, 50))
    stats = Statistics().add_match("a" * 32, standard, ("easy",))
    stats = stats.add_match("b" * 32, short, ("easy",))
    stats = stats.add_match("c" * 32, standard, ("easy",), take_backs=True)
    assert stats.group(2, "easy").played == 1
    assert stats.group(2, "easy", target=50).played == 1
    assert stats.group(2, "easy", take_backs=True).played == 1
    assert stats.total().played == 2  # the match with take-backs is not in the total
    again = Statistics.from_json(stats.to_json())
    assert again == stats
    old = (
        '{"format": "drawgame-statistics", "version": 1, "groups": [{"players": 2, '
        '"strength": "easy", "played": 1, "won": 0, "lost": 1, "drawn": 0, "hands_played": 1,'
        ' "hands_domino": 0, "hands_block": 0, "best_margin": null}], "recorded": []}'
    )
    assert Statistics.from_json(old).group(2, "easy").played == 1


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 50), min_size=1, max_size=30))
def test_taking_back_then_replaying_the_same_actions_reaches_the_same_match(seed, picks) -> None:
    """Going back to an earlier position of the hand (as the controller keeps them) and
    playing the same actions again reaches the very same match: the stock keeps its order."""
    match = Match.new(2, random.Random(seed))
    positions = [match]
    actions = []
    for pick in picks:
        legal = match.hand.legal_actions()
        if not legal:
            break
        action = legal[pick % len(legal)]
        actions.append(action)
        match = match.apply(action)
        positions.append(match)
    back = seed % len(positions)
    replayed = positions[back]
    for action in actions[back:]:
        replayed = replayed.apply(action)
    assert replayed == match
    assert replayed.hand.stock == match.hand.stock
