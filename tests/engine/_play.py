"""Shared helpers for the engine tests: seeded playouts and hand-made positions."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

from drawgame.engine import (
    DRAW,
    FULL_SET,
    PASS,
    Action,
    End,
    HandState,
    Match,
    Place,
    PlayerView,
    Tile,
)

#: Every action the engine could be asked to apply: 56 placements, draw and pass.
CANDIDATES: tuple[Action, ...] = (
    *(Place(tile, end) for tile in FULL_SET for end in (End.LEFT, End.RIGHT)),
    DRAW,
    PASS,
)

#: How the random players choose; mixing them reaches both domino and blocked hands.
POLICIES = ("uniform", "place_first", "draw_happy")


def T(text: str) -> Tile:
    """``T("[3|5]")``: a tile, briefly."""
    return Tile.parse(text)


def tiles(text: str) -> list[Tile]:
    """``tiles("[1|2] [3|4]")``: several tiles, briefly."""
    return [Tile.parse(part + "]") for part in text.replace(" ", "").split("]") if part]


def choose(state: HandState, rng: random.Random, policy: str) -> Action:
    legal = state.legal_actions()
    places = [a for a in legal if isinstance(a, Place)]
    if policy == "place_first" and places:
        return rng.choice(places)
    if policy == "draw_happy" and DRAW in legal and rng.random() < 0.7:
        return DRAW
    return rng.choice(legal)


def play_hand(
    state: HandState, rng: random.Random, policy: str = "uniform"
) -> Iterator[tuple[HandState, Action, HandState]]:
    """Play ``state`` to its end, yielding ``(before, action, after)`` for every action."""
    for _ in range(500):
        if state.outcome is not None:
            return
        action = choose(state, rng, policy)
        after = state.apply(action)
        yield state, action, after
        state = after
    raise AssertionError("a hand did not end within 500 actions")


def final_state(state: HandState, rng: random.Random, policy: str = "uniform") -> HandState:
    for _, _, after in play_hand(state, rng, policy):
        state = after
    return state


def play_match(
    players: int, seed: int, policy: str = "uniform", first_opener: int | None = None
) -> Iterator[Match]:
    """Every match position of a seeded random match, from the deal to the result."""
    rng = random.Random(seed)
    match = Match.new(players, rng, first_opener=first_opener)
    yield match
    for _ in range(10_000):
        if match.result is not None:
            return
        if match.hand.outcome is not None:
            match = match.next_hand(rng)
        else:
            match = match.apply(choose(match.hand, rng, policy))
        yield match
    raise AssertionError("a match did not end within 10,000 steps")


def final_match(players: int, seed: int, policy: str = "uniform") -> Match:
    *_, last = play_match(players, seed, policy)
    return last


def line_of(remaining: Sequence[Tile], start: int) -> list[Place]:
    """Placements that lay every tile of ``remaining`` in one line, starting from ``start``.

    The tiles must form a domino trail from ``start`` (an Euler trail of the pip graph);
    the opening tile is the first edge of the trail and the rest extend the end it leaves
    open, so the line's ends are ``start`` and the trail's last value.
    """
    unused = set(remaining)
    adjacency: dict[int, list[Tile]] = {v: [] for v in range(7)}
    for tile in sorted(unused):
        adjacency[tile.low].append(tile)
        if not tile.is_double:
            adjacency[tile.high].append(tile)
    # Hierholzer's algorithm over tiles as edges.
    stack: list[tuple[int, Tile | None]] = [(start, None)]
    trail: list[tuple[int, Tile | None]] = []
    while stack:
        value, _ = stack[-1]
        while adjacency[value] and adjacency[value][-1] not in unused:
            adjacency[value].pop()
        if adjacency[value]:
            tile = adjacency[value].pop()
            unused.discard(tile)
            stack.append((tile.other(value), tile))
        else:
            trail.append(stack.pop())
    trail.reverse()
    edges = [tile for _, tile in trail if tile is not None]
    values = [value for value, _ in trail]
    # With the wrong parities Hierholzer splices a broken sequence: check every join.
    joined = all(
        tile.has(a) and tile.other(a) == b
        for tile, a, b in zip(edges, values, values[1:], strict=False)
    )
    assert len(edges) == len(remaining) and joined, "these tiles do not form a single line"
    first = edges[0]
    # The opening lays low on the left: extend whichever end shows the trail's next value.
    end = End.RIGHT if first.low == start else End.LEFT
    if first.is_double:
        end = End.RIGHT
    return [Place(first, End.LEFT), *(Place(tile, end) for tile in edges[1:])]


def position(
    hands: Sequence[Sequence[Tile]],
    stock: Sequence[Tile],
    start: int,
    *,
    current: int = 0,
    opener: int = 0,
) -> HandState:
    """A mid-hand position: the given hands and stock, every other tile in the line."""
    used = {t for hand in hands for t in hand} | set(stock)
    remaining = [t for t in FULL_SET if t not in used]
    return HandState.from_tiles(
        hands, stock, opener, line=line_of(remaining, start), current=current
    )


#: A PlayerView's public fields (it has no __eq__: compare these).
PUBLIC = (
    "seat",
    "players",
    "hand",
    "line",
    "ends",
    "stock_size",
    "hand_sizes",
    "scores",
    "target",
    "hand_number",
    "opener",
    "current",
    "legal_actions",
    "history",
    "is_over",
    "to_move",
)


def public(view: PlayerView) -> tuple[object, ...]:
    return tuple(getattr(view, name) for name in PUBLIC)


def mid_hand(
    hands: list[list[Tile]],
    line: list[Place],
    stock_front: list[Tile] | None = None,
    current: int = 0,
) -> HandState:
    """Hands, a line and every other tile in the stock, ``stock_front`` drawn first."""
    front = stock_front or []
    used = {t for hand in hands for t in hand} | {p.tile for p in line} | set(front)
    stock = front + [t for t in FULL_SET if t not in used]
    return HandState.from_tiles(hands, stock, 0, line=line, current=current)


def blocked_position() -> HandState:
    """3 players, two tiles in the stock, ends 0 and 0, nobody holds a blank.
    Totals 3, 8 and 10 (the seeds' example)."""
    return position(
        [tiles("[1|2]"), tiles("[2|6]"), tiles("[4|6]")], tiles("[1|4] [3|3]"), 0, current=0
    )
