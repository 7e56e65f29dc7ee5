"""Deals anyone can verify: every hand's tile order is *derived* from a secret, and the game
shows a commitment to the whole deal before the hand is played and reveals the secret once
it is over (docs/records.md, "Deals anyone can verify", gives both recipes byte for byte).

The order is a Fisher-Yates shuffle of the 28 tiles in set order (``[0|0] [0|1] … [6|6]``)
driven by the bytes of SHA-256(secret || counter), the counter a 4-byte big-endian number
from 0: for ``i`` from 27 down to 1 the next byte ``b`` below ``256 - 256 % (i + 1)`` (larger
ones are skipped, so no position is favoured) swaps tile ``i`` with tile ``b % (i + 1)``.
The first ``deal_size`` tiles are seat 0's hand, the next seat 1's…, the rest the stock in
drawing order.

The commitment is the SHA-256 of the canonical text (:func:`canonical_text`): six lines of
ASCII, each ending in ``"\\n"``, binding the secret, the rules, the hand's number, the seat
that opens it and the order, so no line of a record can be changed without changing it.

>>> terms = DealTerms(Rules.standard(2), hand=1, opener=0)
>>> seal = DealSeal.from_secret(bytes(32), terms)
>>> text = canonical_text(seal.secret_hex, terms, seal.order)
>>> text.splitlines()[2:5]
['Rules: 2 players, deal 7, protected 2, target 100', 'Hand: 1', 'Opener: 0']
>>> text.splitlines()[5][:31], text.endswith("[5|5]\\n")
('Order: [6|6] [4|4] [1|1] [0|6] ', True)
>>> seal.order == derived_order(bytes(32)) and seal.binding
True

Records written before this seal (format version 1) carry an *old seal*: the SHA-256 of
``secret "\\n" order "\\n"`` alone, with an order drawn by Python's ``random`` module. It
binds neither the rules, nor the hand, nor the order to the secret; such a seal is read and
shown as before (:attr:`DealSeal.binding` is false) but cannot be verified as binding.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import re
import secrets
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from .hand import HandState
from .match import Match
from .rules import Rules
from .tiles import FULL_SET, Tile

__all__ = [
    "SEAL_HEAD",
    "SECRET_BYTES",
    "DealSeal",
    "DealTerms",
    "canonical_text",
    "check_deal",
    "commitment_of",
    "derived_order",
    "first_sealed",
    "next_sealed",
    "order_text",
    "seal_problem",
    "seeded_secret",
]

#: The length of a hand's secret.
SECRET_BYTES: Final = 32
#: A SHA-256 in lowercase hex, as commitments and secrets are written.
HEX64_RE: Final = re.compile(r"[0-9a-f]{64}")
#: The first line of the canonical text: the seal's own version.
SEAL_HEAD: Final = "Draw deal seal 2"
#: Separates the deal secrets of ``--seed`` from any other use of the seed.
_DOMAIN: Final = b"drawgame deal secret v1"
#: A hand number a commitment may name (a record holds at most 500 hands).
MAX_HAND: Final = 9999


def order_text(order: Sequence[Tile]) -> str:
    """The tiles in the rule texts' notation, joined by one space."""
    return " ".join(str(tile) for tile in order)


def _stream(secret: bytes) -> Iterator[int]:
    """The bytes of SHA-256(secret || 0), SHA-256(secret || 1)… (4-byte big-endian counter)."""
    counter = 0
    while True:
        yield from hashlib.sha256(secret + counter.to_bytes(4, "big")).digest()
        counter += 1


def derived_order(secret: bytes) -> tuple[Tile, ...]:
    """The order ``secret`` deals: the Fisher-Yates shuffle of the module's docstring."""
    tiles = list(FULL_SET)
    stream = _stream(secret)
    for i in range(len(tiles) - 1, 0, -1):
        n = i + 1
        limit = 256 - 256 % n
        byte = next(stream)
        while byte >= limit:  # rejection: every j in 0..i equally likely
            byte = next(stream)
        j = byte % n
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tuple(tiles)


@dataclass(frozen=True, slots=True)
class DealTerms:
    """What a commitment binds besides the secret and the order: the match's ``rules``, the
    hand's number (1 for the first) and the seat that opens it (0 for the record's
    ``Seat 0``)."""

    rules: Rules
    hand: int
    opener: int

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            raise TypeError(f"the terms need Rules, not {self.rules!r}")
        if type(self.hand) is not int or not 1 <= self.hand <= MAX_HAND:
            raise ValueError(f"a hand's number is 1 to {MAX_HAND}, not {self.hand!r}")
        if type(self.opener) is not int or not 0 <= self.opener < self.rules.players:
            raise ValueError(f"no seat {self.opener!r} opens a hand of {self.rules.players}")


def canonical_text(secret_hex: str, terms: DealTerms, order: Sequence[Tile]) -> str:
    """The text a commitment is the SHA-256 of (ASCII, six lines, each ending ``"\\n"``)."""
    return (
        f"{SEAL_HEAD}\n"
        f"Secret: {secret_hex}\n"
        f"Rules: {terms.rules}\n"
        f"Hand: {terms.hand}\n"
        f"Opener: {terms.opener}\n"
        f"Order: {order_text(order)}\n"
    )


def commitment_of(secret_hex: str, order: Sequence[Tile], terms: DealTerms | None = None) -> str:
    """The commitment (lowercase hex SHA-256) to the deal; without ``terms`` the old seal's
    (``secret "\\n" order "\\n"``), which binds only those two."""
    if terms is None:
        text = f"{secret_hex}\n{order_text(order)}\n"
    else:
        text = canonical_text(secret_hex, terms, order)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def seeded_secret(seed: int, hand: int) -> bytes:
    """The secret of hand ``hand`` (1 for the first) of a ``--seed`` match: a keyed hash
    of the seed and the hand number, the same on every run."""
    key = hmac.new(_DOMAIN, str(seed).encode("ascii"), hashlib.sha256).digest()
    return hmac.new(key, f"hand {hand}".encode("ascii"), hashlib.sha256).digest()


def old_order(secret: bytes) -> tuple[Tile, ...]:
    """The order the old seal drew from ``secret`` (Python's ``random``): for a save made
    before the seal bound its order."""
    indices = list(range(len(FULL_SET)))
    random.Random(int.from_bytes(secret, "big")).shuffle(indices)
    return tuple(FULL_SET[i] for i in indices)


@dataclass(frozen=True, slots=True)
class DealSeal:
    """A hand's secret, the tile order and, for a binding seal, its :class:`DealTerms`
    (never shown by ``repr``). With ``terms`` the order must be the secret's
    (:func:`derived_order`); without, it is an old seal, read as it was written."""

    secret: bytes
    order: tuple[Tile, ...]
    terms: DealTerms | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.secret, bytes) or len(self.secret) != SECRET_BYTES:
            raise ValueError(f"a deal's secret is {SECRET_BYTES} bytes")
        if sorted(t.index for t in self.order) != list(range(len(FULL_SET))):
            raise ValueError("a deal's order holds every tile once")
        if self.terms is not None and self.order != derived_order(self.secret):
            raise ValueError("the order is not the one its secret deals")

    def __repr__(self) -> str:
        return f"DealSeal(commitment={self.commitment[:12]}...)"

    @classmethod
    def from_secret(cls, secret: bytes, terms: DealTerms) -> DealSeal:
        """The binding seal of ``secret`` for the hand of ``terms``."""
        return cls(secret, derived_order(secret), terms)

    @classmethod
    def fresh(cls, terms: DealTerms) -> DealSeal:
        """A seal from 32 new random bytes (:mod:`secrets`)."""
        return cls.from_secret(secrets.token_bytes(SECRET_BYTES), terms)

    @classmethod
    def parse(cls, secret_hex: str, order: str, terms: DealTerms | None) -> DealSeal:
        """The seal written as ``secret_hex`` and ``order``, spelled exactly as the game
        writes them (``ValueError`` if not); ``terms`` ``None`` for an old seal."""
        if not HEX64_RE.fullmatch(secret_hex):
            raise ValueError("a secret is 64 lowercase hex digits")
        spelling = "the order is not written as the game writes it ([a|b], a <= b, one space apart)"
        try:
            tiles = tuple(Tile.parse(p) for p in order.split(" "))
        except ValueError:
            raise ValueError(spelling) from None
        if order_text(tiles) != order:
            raise ValueError(spelling)
        return cls(bytes.fromhex(secret_hex), tiles, terms)

    @property
    def binding(self) -> bool:
        """Whether this seal binds the whole deal (not an old seal)."""
        return self.terms is not None

    @property
    def secret_hex(self) -> str:
        return self.secret.hex()

    @property
    def order_text(self) -> str:
        return order_text(self.order)

    @property
    def commitment(self) -> str:
        return commitment_of(self.secret_hex, self.order, self.terms)

    def deal(self) -> HandState:
        """The hand this (binding) seal deals."""
        terms = self.terms
        if terms is None:
            raise ValueError("an old seal deals no new hand")
        rules, size = terms.rules, terms.rules.deal_size
        hands = [self.order[s * size : (s + 1) * size] for s in range(rules.players)]
        stock = self.order[rules.players * size :]
        return HandState.from_tiles(hands, stock, terms.opener, rules=rules)


def first_sealed(rules: Rules, opener: int, secret: bytes) -> tuple[Match, DealSeal]:
    """A new match by ``rules`` whose first hand, opened by ``opener``, ``secret`` deals."""
    seal = DealSeal.from_secret(secret, DealTerms(rules, 1, opener))
    return Match.from_hands((), seal.deal()), seal


def next_sealed(match: Match, secret: bytes) -> tuple[Match, DealSeal]:
    """``match`` going on with the next hand, which ``secret`` deals (R16: the next seat
    opens it)."""
    opener = (match.hand.opener + 1) % match.players
    seal = DealSeal.from_secret(secret, DealTerms(match.rules, match.hand_number + 1, opener))
    return match.next_dealt(seal.deal()), seal


def check_deal(
    order: Sequence[Tile],
    rules: Rules,
    hands: Sequence[Sequence[Tile]],
    stock: Sequence[Tile],
    names: Sequence[str] | None = None,
) -> str | None:
    """Why ``order`` is not the deal of ``hands`` (each seat's tiles, any order) and
    ``stock`` (in drawing order) by ``rules``; ``None`` when it is. ``names`` name the
    seats (``seat N`` without)."""
    size = rules.deal_size
    if len(hands) != rules.players:
        return f"the deal has {len(hands)} hands, not {rules.players}"
    for seat, tiles in enumerate(hands):
        dealt = order[seat * size : (seat + 1) * size]
        if sorted(dealt) != sorted(tiles):
            who = f"seat {seat}" if names is None else names[seat]
            return f"{who}'s tiles are not the ones committed at the deal"
    if tuple(order[rules.players * size :]) != tuple(stock):
        return "the stock is not the one committed at the deal"
    return None


def seal_problem(
    commitment: str,
    seal: DealSeal,
    rules: Rules,
    hands: Sequence[Sequence[Tile]],
    stock: Sequence[Tile],
    names: Sequence[str] | None = None,
) -> str | None:
    """Why the revealed ``seal`` does not prove the deal (``hands``, ``stock``) committed
    to by ``commitment``; ``None`` when it does."""
    if seal.commitment != commitment:
        return "the revealed secret does not give the commitment shown at the deal"
    return check_deal(seal.order, rules, hands, stock, names)
