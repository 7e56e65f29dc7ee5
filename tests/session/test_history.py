"""The take-back positions without Qt: only the player's decisions are kept (a forced move
is none), a take-back goes back to the last one, several go further back, never into a
finished hand; a resumed hand's positions are replayed from its deal; only the first
MAX_TAKE_BACKS take-backs are kept."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import DRAW, Match, Rules, TakeBack
from drawgame.engine.takeback import MAX_TAKE_BACKS
from drawgame.session.history import History
from drawgame.session.log import HUMAN


def played(seed: int, actions: int) -> list[Match]:
    """A hand's positions, the deal first, ``actions`` actions (or to the hand's end)."""
    rng = random.Random(seed)
    m = Match.new(Rules.standard(2), rng, HUMAN)
    line = [m]
    while len(line) <= actions and m.hand.outcome is None:
        m = m.apply(rng.choice(m.hand.legal_actions()))
        line.append(m)
    return line


def decisions(line: list[Match]) -> list[Match]:
    return [
        m
        for m in line
        if m.hand.outcome is None and m.hand.current == HUMAN and len(m.hand.legal_actions()) > 1
    ]


def kept(line: list[Match]) -> History:
    history = History()
    for m in line:
        history.note(m)
    return history


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 30))
def test_a_take_back_goes_back_to_the_players_last_decision(seed: int, actions: int) -> None:
    line = played(seed, actions)
    history = kept(line)
    now = line[-1]
    earlier = [m for m in decisions(line) if len(m.hand.history) < len(now.hand.history)]
    assert history.can_take_back(now) == (bool(earlier) and now.hand.outcome is None)
    if not history.can_take_back(now):
        return
    before, note = history.take_back(now)
    assert before is earlier[-1]
    assert note == TakeBack(
        1,
        len(before.hand.history),
        tuple((turn.seat, turn.action) for turn in now.hand.history[note.at :]),
    )
    assert note.undone[0][0] == HUMAN  # the player's decision first
    assert history.take_backs == (note,)
    # Again from there: one decision further back, until there is none.
    while history.can_take_back(before):
        previous, _ = history.take_back(before)
        assert len(previous.hand.history) < len(before.hand.history)
        before = previous
    assert before is decisions(line)[0]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 40))
def test_a_resumed_hands_positions_are_replayed_from_its_deal(seed: int, actions: int) -> None:
    line = played(seed, actions)
    replayed = History()
    replayed.replay(line[-1])
    noted = kept(line)
    now = line[-1]
    assert replayed.can_take_back(now) == noted.can_take_back(now)
    if noted.can_take_back(now):
        back, _ = replayed.take_back(now)
        expected, _ = noted.take_back(now)
        assert back.hand.history == expected.hand.history


def test_a_finished_hand_is_never_taken_back() -> None:
    seed = next(s for s in range(100) if played(s, 999)[-1].hand.outcome is not None)
    line = played(seed, 999)
    assert decisions(line)
    history = kept(line)
    assert not history.can_take_back(line[-1])
    replayed = History()
    replayed.replay(line[-1])
    assert not replayed.can_take_back(line[-1])


def test_a_new_hand_forgets_the_last_ones_positions() -> None:
    line = played(3, 20)
    history = kept(line)
    assert history.can_take_back(line[-1])
    deal = next(m for m in (played(s, 0)[0] for s in range(50)) if decisions([m]))
    history.new_hand(deal)
    assert not history.can_take_back(deal)
    after = deal.apply(deal.hand.legal_actions()[0])
    assert history.can_take_back(after)
    assert history.take_back(after)[0] is deal


def test_only_the_first_take_backs_are_kept() -> None:
    note = TakeBack(1, 0, ((HUMAN, DRAW),))
    history = History()
    history.restart((note,) * (MAX_TAKE_BACKS + 5))
    assert len(history.take_backs) == MAX_TAKE_BACKS
    line = played(3, 20)
    for m in line:
        history.note(m)
    assert history.can_take_back(line[-1])
    history.take_back(line[-1])
    assert len(history.take_backs) == MAX_TAKE_BACKS
    history.restart()
    assert history.take_backs == ()
