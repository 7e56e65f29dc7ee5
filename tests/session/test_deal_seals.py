"""The window's deals are sealed (issue 20): the move log tells each hand's commitment when
it is dealt and its secret and order when it is over; ``--seed`` deals the same hands, with
the same commitments, every time; the review window tells whether the hand shown was dealt
as committed."""

from __future__ import annotations

import hashlib
import random

import pytest

from drawgame.engine.record import write_record
from drawgame.engine.record_reader import read_record
from drawgame.session.controller import GameController, MatchSetup
from drawgame.session.log import EntryKind
from drawgame.storage.records import game_record
from drawgame.storage.shown import Shown
from drawgame.ui.panels.move_log import MoveLogModel
from drawgame.ui.review.review_window import ReviewWindow
from drawgame.ui.words.narrator import Narrator

from .test_controller import play_out


@pytest.fixture
def controller(qapp):
    c = GameController()
    c.move_delay_ms = 0
    yield c
    c.shutdown()


def commitments(controller: GameController) -> list[str]:
    return [e.seal.commitment for e in controller.log if e.kind is EntryKind.DEAL]


def test_a_seed_deals_the_same_commitments(qtbot, controller, qapp) -> None:
    controller.new_match(MatchSetup("", ("greedy",), 41))
    play_out(qtbot, controller, random.Random(1), hands=2)
    controller.next_hand()
    first = commitments(controller)
    assert len(first) == 3
    other = GameController()
    other.move_delay_ms = 0
    try:
        other.new_match(MatchSetup("", ("random",), 41))
        play_out(qtbot, other, random.Random(2), hands=2)
        other.next_hand()
        assert commitments(other) == first
        assert other.match.hand.dealt_hands == controller.match.hand.dealt_hands
        assert other.match.hand.dealt_stock == controller.match.hand.dealt_stock
    finally:
        other.shutdown()
    # Without a seed, every match has its own secrets.
    controller.new_match(MatchSetup("", ("greedy",), None))
    again = commitments(controller)
    controller.new_match(MatchSetup("", ("greedy",), None))
    assert again != commitments(controller)


def test_the_log_tells_the_commitment_then_the_reveal(qtbot, controller) -> None:
    narrator = Narrator(controller)
    controller.new_match(MatchSetup("", ("greedy",), 8))
    model = MoveLogModel(controller, narrator)
    dealt = controller.log[0]
    assert dealt.kind is EntryKind.DEAL
    seal = controller.seals[0]
    groups = " ".join(seal.commitment[i : i + 8] for i in range(0, 64, 8))
    assert narrator.entry_text(dealt) == f"Hand 1 dealt. Commitment: {groups}"
    assert seal.commitment in narrator.entry_tooltip(dealt)
    assert seal.secret_hex not in narrator.entry_tooltip(dealt)
    assert model.text(1) == narrator.entry_text(dealt)  # under the heading "Hand 1"
    logged = []
    controller.turnLogged.connect(logged.append)
    play_out(qtbot, controller, random.Random(8), hands=1)
    reveal = controller.log[-1] if controller.match.result is None else controller.log[-2]
    assert reveal.kind is EntryKind.REVEAL and reveal in logged
    text = narrator.entry_text(reveal)
    assert text.startswith(f"Hand 1's deal revealed: secret {seal.secret_hex[:12]}…")
    assert text.endswith(seal.order_text)
    assert seal.secret_hex in narrator.entry_tooltip(reveal)
    first = (*controller.match.past_hands, controller.match.hand)[0]
    data = (
        f"Draw deal seal 2\nSecret: {seal.secret_hex}\nRules: {controller.match.rules}\n"
        f"Hand: 1\nOpener: {first.opener}\nOrder: {seal.order_text}\n"
    ).encode("ascii")
    assert hashlib.sha256(data).hexdigest() == seal.commitment
    if controller.match.result is None:
        controller.next_hand()
        assert logged[-1].kind is EntryKind.DEAL and logged[-1].hand_number == 2


def test_the_review_window_shows_the_check(qtbot, controller) -> None:
    controller.new_match(MatchSetup("", ("greedy",), 9))
    play_out(qtbot, controller, random.Random(9), hands=1)
    record = game_record(
        controller.match, "", ("greedy",), 9, seals=controller.seals, take_backs=()
    )
    text = write_record(record)
    # Shown at the deal (the game's journal): verified.
    shown = Shown({controller.seals[0].commitment: "2026-12-05 12:00:00"})
    review = ReviewWindow(read_record(text), budget=10, shown=shown)
    qtbot.addWidget(review)
    review.cancel()
    assert review.deal_check.text() == "Deal verified" and review.deal_check.verified
    # Never shown: the seal holds, and proves nothing.
    review = ReviewWindow(read_record(text), budget=10)
    qtbot.addWidget(review)
    review.cancel()
    assert review.deal_check.text() == "Deal matches its commitment, which this game never showed"
    assert review.deal_check.verified is None
    # A record read unchecked, whose commitment was changed.
    commitment = controller.seals[0].commitment
    bad = text.replace(f"Commitment: {commitment}", f"Commitment: {'0' * 64}")
    review = ReviewWindow(read_record(bad, check_seals=False), budget=10)
    qtbot.addWidget(review)
    review.cancel()
    assert review.deal_check.text() == "Deal does not match its commitment"
    assert review.deal_check.verified is False
    # An older record: nothing to check.
    old = "\n".join(
        line
        for line in text.splitlines()
        if not line.startswith(("Commitment:", "Secret:", "Order:"))
    )
    review = ReviewWindow(read_record(old + "\n"), budget=10)
    qtbot.addWidget(review)
    review.cancel()
    assert review.deal_check.verified is None


def test_the_review_window_never_calls_an_old_seal_verified(qtbot) -> None:
    # A record of format 1 (before issue 33): its old seal reads, and proves nothing.
    from tests.test_verify import old_record

    review = ReviewWindow(read_record(old_record(24)), budget=10)
    qtbot.addWidget(review)
    review.cancel()
    assert review.deal_check.text() == "This hand has an old seal, which cannot prove its deal"
    assert review.deal_check.verified is None
