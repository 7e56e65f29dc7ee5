"""Deals anyone can verify (issue 33): a hand's order is derived from its secret, its
commitment binds the secret, the rules, the hand's number, its opener and the order, and a
seal is read back only in the spelling the game writes."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import FULL_SET, Rules
from drawgame.engine.seal import (
    SECRET_BYTES,
    DealSeal,
    DealTerms,
    check_deal,
    commitment_of,
    derived_order,
    first_sealed,
    next_sealed,
    seal_problem,
    seeded_secret,
)

TERMS = DealTerms(Rules.standard(2), 1, 0)


@given(st.binary(min_size=SECRET_BYTES, max_size=SECRET_BYTES))
def test_a_secret_derives_one_order_of_every_tile(secret: bytes) -> None:
    order = derived_order(secret)
    assert sorted(order) == list(FULL_SET)
    assert derived_order(secret) == order


def test_the_shuffle_favours_no_place() -> None:
    # 2,800 secrets: each tile lands first about 100 times. With modulo bias (a byte % 28
    # without rejection) the first 4 tiles of the set would come 10% more often, as
    # 256 % 28 = 4; the spread allowed here is about four standard deviations.
    firsts = Counter(derived_order(n.to_bytes(SECRET_BYTES, "big"))[0] for n in range(2800))
    assert set(firsts) == set(FULL_SET)
    assert max(firsts.values()) < 145 and min(firsts.values()) > 60


@pytest.mark.parametrize(
    "rules", [Rules.standard(2), Rules.standard(3), Rules.standard(4), Rules(3, 5, 2, 50)]
)
def test_a_seal_deals_its_order_cut_into_the_hands_and_the_stock(rules: Rules) -> None:
    terms = DealTerms(rules, 4, rules.players - 1)
    seal = DealSeal.from_secret(bytes(range(SECRET_BYTES)), terms)
    hand = seal.deal()
    size = rules.deal_size
    for seat in range(rules.players):
        assert sorted(hand.hands[seat]) == sorted(seal.order[seat * size : (seat + 1) * size])
    assert hand.stock == seal.order[rules.players * size :]
    assert hand.opener == rules.players - 1 and hand.rules == rules
    assert seal_problem(seal.commitment, seal, rules, hand.hands, hand.stock) is None


def test_the_commitment_binds_every_term_of_the_deal() -> None:
    secret = bytes(range(SECRET_BYTES))
    seal = DealSeal.from_secret(secret, TERMS)
    others = [
        DealTerms(Rules(2, 5, 2, 100), 1, 0),  # another deal size
        DealTerms(Rules(2, 7, 3, 100), 1, 0),  # another protected stock
        DealTerms(Rules(2, 7, 2, 61), 1, 0),  # another target
        DealTerms(Rules.standard(3), 1, 0),  # other seats
        DealTerms(Rules.standard(2), 2, 0),  # another hand
        DealTerms(Rules.standard(2), 1, 1),  # another opener
    ]
    commitments = {DealSeal.from_secret(secret, terms).commitment for terms in others}
    assert len(commitments | {seal.commitment}) == len(others) + 1
    other_secret = DealSeal.from_secret(b"\x01" * SECRET_BYTES, TERMS)
    assert other_secret.commitment != seal.commitment


def test_an_order_that_is_not_its_secrets_is_refused() -> None:
    order = derived_order(bytes(SECRET_BYTES))
    swapped = (order[1], order[0], *order[2:])
    with pytest.raises(ValueError, match="not the one its secret deals"):
        DealSeal(bytes(SECRET_BYTES), swapped, TERMS)
    # An old seal keeps whatever order it was written with, and binds nothing else.
    old = DealSeal(bytes(SECRET_BYTES), swapped)
    assert not old.binding
    text = f"{old.secret_hex}\n{old.order_text}\n"
    assert old.commitment == hashlib.sha256(text.encode("ascii")).hexdigest()
    with pytest.raises(ValueError, match="old seal"):
        old.deal()


def test_a_seal_that_is_not_the_committed_one_is_told() -> None:
    rules = Rules.standard(2)
    committed = DealSeal.from_secret(bytes(SECRET_BYTES), TERMS)
    other = DealSeal.from_secret(b"\x01" * SECRET_BYTES, TERMS)
    hand = other.deal()
    assert (
        seal_problem(committed.commitment, other, rules, hand.hands, hand.stock)
        == "the revealed secret does not give the commitment shown at the deal"
    )


def test_an_order_that_is_not_the_deal_names_the_seat() -> None:
    rules = Rules.standard(2)
    seal = DealSeal.from_secret(bytes(SECRET_BYTES), TERMS)
    hand = seal.deal()
    hands, stock = [list(h) for h in hand.hands], list(hand.stock)
    hands[1][0], stock[0] = stock[0], hands[1][0]  # a hand's tile swapped with the stock's
    problem = check_deal(seal.order, rules, hands, stock, ["You", "Bot 1"])
    assert problem == "Bot 1's tiles are not the ones committed at the deal"
    assert check_deal(seal.order, rules, hand.hands, stock[::-1]) == (
        "the stock is not the one committed at the deal"
    )
    assert check_deal(seal.order, rules, hand.hands[:1], stock) == "the deal has 1 hands, not 2"


def test_a_seal_read_back_is_the_same_seal() -> None:
    seal = DealSeal.from_secret(bytes(range(SECRET_BYTES)), TERMS)
    assert DealSeal.parse(seal.secret_hex, seal.order_text, TERMS) == seal
    assert "secret" not in repr(seal) and seal.secret_hex not in repr(seal)


@pytest.mark.parametrize(
    ("secret", "spelling", "says"),
    [
        ("ab" * 31, None, "64 lowercase hex digits"),
        ("AB" * 32, None, "64 lowercase hex digits"),
        ("ab" * 32, lambda text: "[0|0] " * 27 + "[0|0]", "every tile once"),
        ("ab" * 32, lambda text: text.replace("[0|1]", "[1|0]"), "as the game writes it"),
        ("ab" * 32, lambda text: text.replace(" ", "  ", 1), "as the game writes it"),
        ("ab" * 32, lambda text: text.replace(" ", "\t", 1), "as the game writes it"),
        ("ab" * 32, lambda text: text.replace("[0|1]", "[ 0|1]"), "as the game writes it"),
    ],
)
def test_only_the_games_spelling_of_a_seal_is_read(secret, spelling, says) -> None:
    good = derived_order(bytes.fromhex("ab" * 32))
    text = " ".join(str(t) for t in good)
    with pytest.raises(ValueError, match=says):
        DealSeal.parse(secret, text if spelling is None else spelling(text), TERMS)


def test_seeded_secrets_are_the_same_for_a_seed_and_differ_from_hand_to_hand() -> None:
    assert seeded_secret(7, 1) == seeded_secret(7, 1)
    assert len({seeded_secret(7, 1), seeded_secret(7, 2), seeded_secret(8, 1)}) == 3
    assert len(seeded_secret(7, 1)) == SECRET_BYTES


def test_a_sealed_match_goes_on_with_the_next_seat_opening() -> None:
    match, first = first_sealed(Rules.standard(3), 2, seeded_secret(1, 1))
    assert first.terms == DealTerms(Rules.standard(3), 1, 2)
    while not match.hand.is_over:
        match = match.apply(match.hand.legal_actions()[0])
    after, second = next_sealed(match, seeded_secret(1, 2))
    assert second.terms == DealTerms(Rules.standard(3), 2, 0)
    assert after.hand.dealt_stock == second.order[21:]
    with pytest.raises(ValueError, match="next seat"):
        match.next_dealt(DealSeal.from_secret(bytes(32), DealTerms(match.rules, 2, 2)).deal())


def test_commitment_of_without_terms_is_the_old_seal() -> None:
    seal = DealSeal.from_secret(bytes(SECRET_BYTES), TERMS)
    assert commitment_of(seal.secret_hex, seal.order, TERMS) == seal.commitment
    assert commitment_of(seal.secret_hex, seal.order) != seal.commitment
