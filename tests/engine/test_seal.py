"""Deals anyone can verify: a seal deals its own order, and a revealed seal that does not
match the commitment, or an order that is not the deal, is told apart in words."""

from __future__ import annotations

import pytest

from drawgame.engine import FULL_SET, Rules
from drawgame.engine.seal import SECRET_BYTES, DealSeal, check_deal, seal_problem, seeded_secret


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seal_deals_its_order_cut_into_the_hands_and_the_stock(players: int) -> None:
    rules = Rules.standard(players)
    seal = DealSeal.from_secret(bytes(range(SECRET_BYTES)))
    hand = seal.deal(rules, 0)
    size = rules.deal_size
    for seat in range(players):
        assert sorted(hand.hands[seat]) == sorted(seal.order[seat * size : (seat + 1) * size])
    assert hand.stock == seal.order[players * size :]
    assert seal_problem(seal.commitment, seal, rules, hand.hands, hand.stock) is None


def test_a_seal_that_is_not_the_committed_one_is_told() -> None:
    rules = Rules.standard(2)
    committed = DealSeal.from_secret(bytes(SECRET_BYTES))
    other = DealSeal.from_secret(b"\x01" * SECRET_BYTES)
    hand = other.deal(rules, 0)
    assert (
        seal_problem(committed.commitment, other, rules, hand.hands, hand.stock)
        == "the secret and the order do not match the commitment"
    )


def test_an_order_that_is_not_the_deal_says_where() -> None:
    rules = Rules.standard(2)
    seal = DealSeal.from_secret(bytes(SECRET_BYTES))
    hand = seal.deal(rules, 0)
    hands, stock = [list(h) for h in hand.hands], list(hand.stock)
    hands[1][0], stock[0] = stock[0], hands[1][0]  # a hand's tile swapped with the stock's
    assert (
        check_deal(seal.order, rules, hands, stock)
        == "seat 1's hand is not tiles 8-14 of the order"
    )
    assert check_deal(seal.order, rules, hand.hands, stock[::-1]) == (
        "the stock is not the rest of the order"
    )
    assert check_deal(seal.order, rules, hand.hands[:1], stock) == "the deal has 1 hands, not 2"
    assert seal_problem(seal.commitment, seal, rules, hands, stock) == (
        "the order is not the deal: seat 1's hand is not tiles 8-14 of the order"
    )


def test_a_seal_read_back_is_the_same_seal() -> None:
    seal = DealSeal.from_secret(bytes(range(SECRET_BYTES)))
    assert DealSeal.parse(seal.secret_hex, seal.order_text) == seal
    assert sorted(seal.order) == list(FULL_SET)


@pytest.mark.parametrize(
    ("secret", "order", "says"),
    [
        ("ab" * 31, None, "64 lowercase hex digits"),
        ("AB" * 32, None, "64 lowercase hex digits"),
        ("ab" * 32, "[0|0] " * 28, "every tile once"),
    ],
)
def test_a_bad_seal_is_refused(secret: str, order: str | None, says: str) -> None:
    good = DealSeal.from_secret(bytes(SECRET_BYTES)).order_text
    with pytest.raises(ValueError, match=says):
        DealSeal.parse(secret, good if order is None else order)


def test_seeded_secrets_are_the_same_for_a_seed_and_differ_from_hand_to_hand() -> None:
    assert seeded_secret(7, 1) == seeded_secret(7, 1)
    assert len({seeded_secret(7, 1), seeded_secret(7, 2), seeded_secret(8, 1)}) == 3
    assert len(seeded_secret(7, 1)) == SECRET_BYTES
