"""Every Rules the engine accepts goes through every layer (in the manner of OpenSpiel's and
python-chess's conformance checks): random valid rules (players, deal size, protected stock,
target), a match played at random to its end by the engine (R1-R17), the fast playouts
beside it move for move, the save and the match record written and read back (read = replay
through the rules), each deal verified against its commitment, the coach asked at a real
decision (a small budget), and the table showing a position with as many tiles as the
position has."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from drawgame.ai.analysis import Options, analyse
from drawgame.ai.fastsim import FastHand, code_of
from drawgame.engine import FULL_SET, HandState, Match, Rules
from drawgame.engine.record import read_record, record_from_match, write_record
from drawgame.engine.seal import DealSeal, DealTerms, commitment_of, first_sealed, next_sealed
from drawgame.engine.serialize import match_from_json, match_to_json
from drawgame.storage import SaveDocument, load_save, save_to_json
from drawgame.storage.saves import SaveError
from drawgame.storage.shown import Shown
from drawgame.verify_cli import Vouchers, verify

#: The coach's budget here: enough to rank the moves, small enough to be quick.
COACH = Options(budget=16, fresh=8)


@st.composite
def any_rules(draw: st.DrawFn, target: int = 60) -> Rules:
    """Any rules the engine accepts (R1-R3, R8, R17), the target kept small enough for a
    match played at random to end soon."""
    players = draw(st.integers(2, 4))
    deal = draw(st.integers(1, len(FULL_SET) // players))
    protected = draw(st.integers(0, len(FULL_SET) - players * deal))
    return Rules(players, deal, protected, draw(st.integers(1, target)))


def tiles_in(hand: HandState) -> int:
    return sum(hand.hand_sizes) + len(hand.line.tiles) + hand.stock_size


def play_hand(match: Match, rng: random.Random) -> Match:
    """The hand in play played at random to its end, the fast path beside it: on every turn
    the same legal actions, and the same outcome at the end (R5-R15)."""
    fast = FastHand.from_state(match.hand)
    while match.hand.outcome is None:
        legal = match.hand.legal_actions()
        assert sorted(fast.legal()) == sorted(code_of(a) for a in legal)
        action = rng.choice(legal)
        match = match.apply(action)
        fast.play(code_of(action))
        hand = match.hand
        assert tiles_in(hand) == len(FULL_SET)  # R1: no tile made or lost
        # R8: the protected tiles are never drawn.
        assert hand.stock_size >= min(hand.rules.protected_stock, len(hand.dealt_stock))
    assert fast.outcome() == match.hand.outcome
    return match


def sealed_match(rules: Rules, seed: int) -> tuple[Match, list[DealSeal]]:
    """A match by ``rules`` played at random to its end, each hand dealt from a seal."""
    rng = random.Random(seed)
    match, seal = first_sealed(rules, rng.randrange(rules.players), rng.randbytes(32))
    seals = [seal]
    while True:
        match = play_hand(match, rng)
        if match.result is not None:
            return match, seals
        match, seal = next_sealed(match, rng.randbytes(32))
        seals.append(seal)


@settings(max_examples=12)
@given(any_rules(), st.integers(0, 2**32))
@example(Rules(4, 7, 0, 1), 0)  # every tile dealt: a record's empty "Stock:" line
@example(Rules(2, 1, 26, 3), 1)  # one tile each, all but two protected
def test_any_rules_play_save_record_and_verify_alike(rules: Rules, seed: int) -> None:
    match, seals = sealed_match(rules, seed)
    # R17: the match ends when a seat reaches the target, by these rules throughout.
    assert max(match.scores) >= rules.target and match.rules == rules
    assert all(hand.rules == rules for hand in (*match.past_hands, match.hand))
    # The engine's own document, and the game's save: the same match back.
    assert match_from_json(match_to_json(match)) == match
    doc = SaveDocument(match, "", ("easy",) * (rules.players - 1), "c" * 32)
    standard = Rules.standard(rules.players)
    if (rules.deal_size, rules.protected_stock) == (standard.deal_size, standard.protected_stock):
        assert load_save(save_to_json(doc)).match == match
    else:  # the game deals by the standard rules only; another deal is refused, clearly
        with pytest.raises(SaveError, match="this game plays"):
            load_save(save_to_json(doc))
    # The record, read back by replaying it through the rules, and each deal verified.
    record = record_from_match(match, seals=seals)
    text = write_record(record)
    again = read_record(text)
    assert again.to_match() == match and again.rules == rules
    # The dealer's commitments are the ones the record holds: verify vouches for them.
    noted = frozenset(seal.commitment for seal in seals)
    lines, good = verify(again, Vouchers(Shown({}), noted))
    assert good, lines
    for number, (hand, seal) in enumerate(zip(again.hands, seals, strict=True), 1):
        terms = DealTerms(rules, number, hand.opener)
        assert hand.commitment == commitment_of(seal.secret_hex, seal.order, terms)


def a_decision(rules: Rules, seed: int) -> Match | None:
    """A position of a match by ``rules`` where the seat to move has a choice."""
    rng = random.Random(seed)
    match = Match.new(rules, rng)
    for _ in range(200):
        hand = match.hand
        if hand.outcome is not None:
            if match.result is not None:
                return None
            match = match.next_hand(rng)
            continue
        if len(hand.legal_actions()) > 1:
            return match
        match = match.apply(hand.legal_actions()[0])
    return None


@settings(max_examples=6)
@given(any_rules(), st.integers(0, 2**32))
def test_the_coach_judges_a_decision_by_any_rules(rules: Rules, seed: int) -> None:
    match = a_decision(rules, seed)
    if match is None:
        return
    view = match.view(match.hand.current)
    analysis = analyse(view, COACH)
    assert {c.action for c in analysis.candidates} <= set(view.legal_actions)
    assert analysis.best.loss == 0.0 and not analysis.forced
    # A seat's net hand points can never exceed every pip on the table.
    assert all(abs(c.value) <= 7 * 12 * 2 for c in analysis.candidates)


@settings(max_examples=8)
@given(any_rules(), st.integers(0, 2**32), st.integers(0, 60))
@example(Rules(2, 7, 5, 100), 3, 0)  # five protected tiles, not the standard two (R8)
def test_the_table_shows_as_many_tiles_as_the_position_has(
    qapp, rules: Rules, seed: int, moves: int
) -> None:
    from drawgame.ui.table.seat_panel import SeatInfo
    from drawgame.ui.table.table_scene import TableScene
    from drawgame.ui.table.table_state import TableState
    from drawgame.ui.table.tile_item import TileItem

    rng = random.Random(seed)
    hand = HandState.deal(rules, rng.randrange(rules.players), rng)
    for _ in range(moves):
        if hand.outcome is not None:
            break
        hand = hand.apply(rng.choice(hand.legal_actions()))
    view = hand.view(0)
    seats = tuple(
        SeatInfo(seat, f"Seat {seat}", "", size, None, False, hand.current == seat)
        for seat, size in enumerate(hand.hand_sizes)
    )
    scene = TableScene()
    scene.show_state(TableState(view, seats, False, ""), animate=False)
    assert len(scene.hand_items()) == hand.hand_sizes[0]
    assert len(scene.line_items()) == len(hand.line.tiles)
    stock = scene.stock_item
    assert stock.size == hand.stock_size
    shown = [item for item in stock.childItems() if isinstance(item, TileItem)]
    shown = [item for item in shown if item.isVisible()]
    # R8: the match's own protected tiles, set apart in their enclosure on the right.
    apart = [item for item in shown if item.x() >= stock.boundingRect().width() - 84]
    protected = rules.protected_stock if hand.stock_size >= rules.protected_stock else 0
    assert len(apart) == protected
    assert len(shown) == max(0, hand.stock_size - rules.protected_stock) + protected
