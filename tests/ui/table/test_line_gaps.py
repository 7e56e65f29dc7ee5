"""No tile of the line touches a tile it is not joined to (issue 30): a crosswise double sat
flush against an unrelated double in the row above, so the open end could not be told.
Every pair of tiles that are not neighbours in the line keeps half a unit between them,
in any line, laid out at any row width, and in the lines of hands played out."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai import make_bot
from drawgame.engine import Line, LinePlacement, Match
from drawgame.ui.table.line_layout import TileBox, layout_line, plan_line

from .test_line_layout import REGIONS, random_line

#: Half a unit (a quarter of a tile's length): a gap the eye sees at any size.
GAP = 0.5


def gap(a: TileBox, b: TileBox) -> float:
    """How far apart two boxes are: along the axis they are apart on (0: touching)."""
    return max(a.x - b.right, b.x - a.right, a.y - b.bottom, b.y - a.bottom)


def too_close(placements: tuple[LinePlacement, ...], boxes: list[TileBox]) -> list[str]:
    """The pairs of tiles not joined in the line that lie nearer than :data:`GAP`."""
    line = Line.build((p.tile, p.end) for p in placements)
    joined = {frozenset((c.earlier, c.new)) for c in line.connections}
    close = []
    for i, a in enumerate(boxes):
        for b in boxes[:i]:
            if frozenset((a.tile, b.tile)) not in joined and gap(a, b) < GAP - 1e-9:
                close.append(f"{a.tile} {b.tile}: {gap(a, b):.2f}")
    return close


@settings(max_examples=400)
@given(
    seed=st.integers(0, 2**32),
    bias=st.sampled_from([0.0, 0.3, 0.5, 0.7, 1.0]),
    half_width=st.sampled_from([6.0, 7.5, 8.0, 9.5, 11.0, 12.5, 14.0, 16.0, 20.0]),
    cut=st.integers(2, 28),
    lean=st.floats(-1.0, 1.0),
)
def test_tiles_that_are_not_joined_keep_a_gap(seed, bias, half_width, cut, lean):
    placements = random_line(seed, bias).placements[:cut]
    # Leaning to either arm as far as the table ever leans (balanced_lean).
    boxes = layout_line(placements, half_width, lean * max(0.0, half_width - 4.0))
    assert too_close(placements, boxes) == []


def test_the_lines_of_hands_played_out_keep_their_gaps_at_every_move():
    """Lines as the table lays them out while a hand is played (every player count, each
    line kept still while it has room), in regions of windows from 800×600 up."""
    checked = 0
    for players in (2, 3, 4):
        for seed in range(12):
            rng = random.Random(seed)
            match = Match.new(players, rng)
            bots = [make_bot("random", random.Random(seed * 7 + s)) for s in range(players)]
            width, height = REGIONS[seed % len(REGIONS)]
            region = (30.0, 180.0, width, height * 0.85)
            plan = None
            while match.hand.outcome is None:
                hand = match.hand
                match = match.apply(bots[hand.current].choose(match.view(hand.current)))
                placements = match.hand.line.placements
                if plan is not None and placements == plan.placements:
                    continue
                plan = plan_line(placements, region, plan)
                assert too_close(placements, list(plan.boxes)) == [], (players, seed)
                checked += 1
    assert checked > 300
