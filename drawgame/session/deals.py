"""Where the window's deals come from: every hand's tile order comes from its own secret
(:class:`~drawgame.engine.seal.DealSeal`), new random bytes for each hand, or for a
``--seed`` match a keyed hash of the seed and the hand number, so the same seed deals the
same hands. The move log shows the commitment when the hand is dealt and the secret and
the order when it is over (:func:`seal_entries`)."""

from __future__ import annotations

from drawgame.engine.rules import Rules
from drawgame.engine.seal import DealSeal, DealTerms, seeded_secret
from drawgame.session.log import EntryKind, LogEntry

__all__ = ["new_seal", "seal_entry"]


def new_seal(seed: int | None, rules: Rules, hand: int, opener: int) -> DealSeal:
    """The seal of hand ``hand`` (1 for the first), opened by seat ``opener``: fresh, or
    from ``seed``."""
    terms = DealTerms(rules, hand, opener)
    if seed is None:
        return DealSeal.fresh(terms)
    return DealSeal.from_secret(seeded_secret(seed, hand), terms)


def seal_entry(hand: int, seals: tuple[DealSeal | None, ...], reveal: bool) -> list[LogEntry]:
    """The log entry of hand ``hand``'s commitment (or, with ``reveal``, of its secret and
    order), none if the hand has no seal."""
    seal = seals[hand - 1] if 0 < hand <= len(seals) else None
    if seal is None:
        return []
    return [LogEntry(hand, EntryKind.REVEAL if reveal else EntryKind.DEAL, seal=seal)]
