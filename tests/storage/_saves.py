"""Real save documents for the storage tests: seeded matches at several points."""

from __future__ import annotations

import random

from drawgame.engine import Match
from drawgame.storage import SaveDocument, save_to_json


def playout(players: int, seed: int, steps: int) -> tuple[Match, random.Random]:
    """A match after ``steps`` random legal actions (dealing new hands as needed)."""
    rng = random.Random(seed)
    match = Match.new(players, rng)
    for _ in range(steps):
        if match.is_over:
            break
        if match.hand.outcome is not None:
            match = match.next_hand(rng)
        else:
            match = match.apply(rng.choice(match.hand.legal_actions()))
    return match, rng


def finished(players: int, seed: int) -> Match:
    return playout(players, seed, 10**6)[0]


def document(players: int = 3, seed: int = 1, steps: int = 40, name: str = "Ayşe") -> SaveDocument:
    match, rng = playout(players, seed, steps)
    strengths = ("easy", "medium", "hard")[: players - 1]
    return SaveDocument(match, name, strengths, f"{seed:032x}", seed, rng.getstate())


def real_texts() -> list[str]:
    """Save files as the game writes them: a new match, mid-hand, hand ends, match ends."""
    docs = [
        document(2, 1, 0),
        document(2, 2, 9),
        document(3, 3, 60),
        document(4, 4, 25),
        document(2, 5, 10**6),
    ]
    return [save_to_json(d) for d in docs]


def tile_count(match: Match) -> int:
    hand = match.hand
    return sum(hand.hand_sizes) + hand.stock_size + len(hand.line.tiles)
