"""Deals anyone can verify: every hand's tile order comes from a secret, and the game shows
a commitment to both before the hand is played and reveals them once it is over.

The commitment of a hand is the SHA-256 of exactly these ASCII bytes::

    <secret: 64 lowercase hex digits> "\\n" <the 28 tiles, "[a|b]", one space apart> "\\n"

so ``printf '%s\\n%s\\n' SECRET 'ORDER' | sha256sum`` checks it (see docs/records.md). The order
is the whole shuffled set: the first ``deal_size`` tiles are seat 0's hand, the next seat
1's and so on, and the rest is the stock in drawing order (as
:meth:`~drawgame.engine.hand.HandState.deal` cuts it). The secret makes the commitment
hide the deal: the order alone has too few possibilities left once a player sees their own
tiles.

>>> seal = DealSeal.from_secret(bytes(32))
>>> len(seal.order), seal.commitment == commitment_of(seal.secret_hex, seal.order)
(28, True)
>>> import hashlib
>>> text = seal.secret_hex + "\\n" + " ".join(str(t) for t in seal.order) + "\\n"
>>> hashlib.sha256(text.encode("ascii")).hexdigest() == seal.commitment
True
"""

from __future__ import annotations

import hashlib
import hmac
import random
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .hand import HandState
from .rules import Rules
from .tiles import FULL_SET, Tile

__all__ = [
    "SECRET_BYTES",
    "DealSeal",
    "check_deal",
    "commitment_of",
    "order_text",
    "seal_problem",
    "seeded_secret",
]

#: The length of a hand's secret.
SECRET_BYTES: Final = 32
#: A SHA-256 in lowercase hex, as commitments and secrets are written.
HEX64_RE: Final = re.compile(r"[0-9a-f]{64}")
#: Separates the deal secrets of ``--seed`` from any other use of the seed.
_DOMAIN: Final = b"drawgame deal secret v1"


def order_text(order: Sequence[Tile]) -> str:
    """The tiles in the rule texts' notation, joined by one space."""
    return " ".join(str(tile) for tile in order)


def commitment_of(secret_hex: str, order: Sequence[Tile]) -> str:
    """The commitment (lowercase hex SHA-256) to ``secret_hex`` and ``order``."""
    text = f"{secret_hex}\n{order_text(order)}\n"
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def seeded_secret(seed: int, hand: int) -> bytes:
    """The secret of hand ``hand`` (1 for the first) of a ``--seed`` match: a keyed hash
    of the seed and the hand number, the same on every run."""
    key = hmac.new(_DOMAIN, str(seed).encode("ascii"), hashlib.sha256).digest()
    return hmac.new(key, f"hand {hand}".encode("ascii"), hashlib.sha256).digest()


@dataclass(frozen=True, slots=True)
class DealSeal:
    """A hand's secret and the tile order it gives (never shown by ``repr``)."""

    secret: bytes
    order: tuple[Tile, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.secret, bytes) or len(self.secret) != SECRET_BYTES:
            raise ValueError(f"a deal's secret is {SECRET_BYTES} bytes")
        if sorted(t.index for t in self.order) != list(range(len(FULL_SET))):
            raise ValueError("a deal's order holds every tile once")

    def __repr__(self) -> str:
        return f"DealSeal(commitment={self.commitment[:12]}...)"

    @classmethod
    def from_secret(cls, secret: bytes) -> DealSeal:
        """The seal whose order is the game's shuffle of ``secret``."""
        indices = list(range(len(FULL_SET)))
        cls.shuffler(secret).shuffle(indices)
        return cls(secret, tuple(FULL_SET[i] for i in indices))

    @classmethod
    def fresh(cls) -> DealSeal:
        """A seal from 32 new random bytes (:mod:`secrets`)."""
        return cls.from_secret(secrets.token_bytes(SECRET_BYTES))

    @classmethod
    def parse(cls, secret_hex: str, order: str) -> DealSeal:
        """The seal written as ``secret_hex`` and ``order`` (``ValueError`` if it is not)."""
        if not HEX64_RE.fullmatch(secret_hex):
            raise ValueError("a secret is 64 lowercase hex digits")
        return cls(bytes.fromhex(secret_hex), tuple(Tile.parse(p) for p in order.split()))

    @staticmethod
    def shuffler(secret: bytes) -> random.Random:
        """The generator :meth:`HandState.deal` shuffles with to deal this order."""
        return random.Random(int.from_bytes(secret, "big"))

    @property
    def secret_hex(self) -> str:
        return self.secret.hex()

    @property
    def order_text(self) -> str:
        return order_text(self.order)

    @property
    def commitment(self) -> str:
        return commitment_of(self.secret_hex, self.order)

    def deal(self, rules: Rules, opener: int) -> HandState:
        """The hand this seal deals."""
        hand = HandState.deal(rules, opener, self.shuffler(self.secret))
        assert check_deal(self.order, rules, hand.dealt_hands, hand.dealt_stock) is None
        return hand


def check_deal(
    order: Sequence[Tile],
    rules: Rules,
    hands: Sequence[Sequence[Tile]],
    stock: Sequence[Tile],
) -> str | None:
    """Why ``order`` is not the deal of ``hands`` (each seat's tiles, any order) and
    ``stock`` (in drawing order) by ``rules``; ``None`` when it is."""
    size = rules.deal_size
    if len(hands) != rules.players:
        return f"the deal has {len(hands)} hands, not {rules.players}"
    for seat, tiles in enumerate(hands):
        dealt = order[seat * size : (seat + 1) * size]
        if sorted(dealt) != sorted(tiles):
            first, last = seat * size + 1, (seat + 1) * size
            return f"seat {seat}'s hand is not tiles {first}-{last} of the order"
    if tuple(order[rules.players * size :]) != tuple(stock):
        return "the stock is not the rest of the order"
    return None


def seal_problem(
    commitment: str,
    seal: DealSeal,
    rules: Rules,
    hands: Sequence[Sequence[Tile]],
    stock: Sequence[Tile],
) -> str | None:
    """Why the revealed ``seal`` does not prove the deal (``hands``, ``stock``) committed
    to by ``commitment``; ``None`` when it does."""
    if seal.commitment != commitment:
        return "the secret and the order do not match the commitment"
    problem = check_deal(seal.order, rules, hands, stock)
    return None if problem is None else f"the order is not the deal: {problem}"
