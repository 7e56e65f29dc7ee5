"""The hint button: the coach's analysis's best move, its value and margin, and a reason a
UI can show or translate."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from drawgame.ai import Hint, ReasonCode, suggest
from drawgame.ai.analysis import Options, analyse
from drawgame.ai.hint import explain
from drawgame.engine import DRAW, FULL_SET, PASS, End, HandState, Place, PlayerView, Tile

from .test_hard import LONG_LINE, block_position

T = Tile.parse
SMALL = Options(budget=120, fresh=40)


def position(
    hands: list[str], line: list[tuple[str, End]], stock_size: int | None = None
) -> PlayerView:
    """Seat 0 to move; the tiles nobody holds fill the stock (only ``stock_size`` of them
    if given, the rest joining seat 1's hand)."""
    held = [[T(x) for x in hand.split()] for hand in hands]
    placed = [Place(T(x), end) for x, end in line]
    used = {t for hand in held for t in hand} | {p.tile for p in placed}
    stock = [t for t in FULL_SET if t not in used]
    if stock_size is not None:
        held[1] += stock[stock_size:]
        stock = stock[:stock_size]
    return HandState.from_tiles(held, stock, 0, line=placed, current=0).view(0)


def test_going_out_is_explained_as_a_domino() -> None:
    view = position(["[5|6]", "[0|0] [1|1]"], [("[3|6]", End.LEFT)])
    hint = suggest(view, SMALL)
    assert hint.action == Place(T("[5|6]"), End.RIGHT)
    assert hint.reason.codes == (ReasonCode.GOES_OUT,)
    assert str(hint.reason) == "places its last tile and goes out (domino)"


def test_the_only_legal_move_says_so() -> None:
    # Stock down to two (no draw, R8) and one tile that fits.
    view = position(["[2|6] [0|0]", "[1|1]"], [("[3|6]", End.LEFT)], stock_size=2)
    assert len(view.legal_actions) == 1
    hint = suggest(view)
    assert hint.action == Place(T("[2|6]"), End.RIGHT)
    assert hint.reason.codes == (ReasonCode.ONLY_MOVE,)
    assert str(hint.reason) == "it is the only legal move"


def test_must_draw_and_must_pass() -> None:
    draw = position(["[0|0] [1|1]", "[2|2]"], [("[3|6]", End.LEFT)])
    assert draw.legal_actions == (DRAW,)
    hint = suggest(draw)
    assert (hint.action, hint.reason.codes) == (DRAW, (ReasonCode.MUST_DRAW,))
    assert str(hint.reason) == "no tile fits, so it must draw"
    state = HandState.from_tiles(
        [[T("[3|3]"), T("[5|6]")], [T("[0|6]")]],
        [T("[0|0]"), T("[0|3]")],
        0,
        line=LONG_LINE,
        current=1,
    )
    hint = suggest(state.view(1))
    assert (hint.action, hint.reason.codes) == (PASS, (ReasonCode.MUST_PASS,))
    assert "must pass" in str(hint.reason)


def test_keeping_a_block_names_the_numbers_and_the_seat() -> None:
    view = block_position()
    hint = suggest(view, Options(budget=400, fresh=100))
    assert hint.action == Place(T("[3|3]"), End.LEFT)
    reason = hint.reason
    assert reason.codes == (ReasonCode.PLAYS_DOUBLE, ReasonCode.KEEPS_OPEN, ReasonCode.BLOCKS)
    assert (reason.kept_open, reason.blocked, reason.blocked_seats) == ((5,), (3, 5), (1,))
    assert str(reason) == (
        "gets the double [3|3] out while it still fits, keeps the 5s open "
        "and blocks the 3s and 5s, which seat 1 lacks"
    )


def test_shedding_a_heavy_tile() -> None:
    view = position(["[5|6] [2|5] [0|0] [1|2]", "[1|1] [0|4]"], [("[3|6]", End.LEFT)])
    reason = explain(view, Place(T("[5|6]"), End.RIGHT))
    assert reason.codes == (ReasonCode.SHEDS_HEAVY, ReasonCode.KEEPS_OPEN)
    assert (reason.pips, reason.kept_open) == (11, (5,))
    assert str(reason) == "sheds 11 pips and keeps the 5s open"
    assert explain(view, DRAW).codes == (ReasonCode.DRAWS_BY_CHOICE,)


def test_without_a_simple_reason_the_hint_says_it_is_the_strongest_move() -> None:
    # A light tile that keeps nothing open and blocks nobody.
    view = position(["[1|3] [0|0] [2|2]", "[1|1] [0|4]"], [("[3|6]", End.LEFT)])
    reason = explain(view, Place(T("[1|3]"), End.LEFT))
    assert reason.codes == (ReasonCode.BEST_CHANCE,)
    assert str(reason) == "is the strongest move found"


def test_the_hint_is_the_analysis_best_with_its_value_and_margin_and_is_stable() -> None:
    rng = random.Random(6)
    for _ in range(5):
        view = HandState.deal(3, 0, rng).view(0)
        hint = suggest(view, SMALL)
        analysis = analyse(view, SMALL)
        assert hint.action == analysis.best.action
        assert (hint.value, hint.margin) == (analysis.best.value, analysis.best.margin)
        assert hint.margin is not None and 0 < hint.margin < math.inf
        assert suggest(view, SMALL) == hint
        assert str(hint.reason)
        assert isinstance(hint, Hint)
        with pytest.raises(dataclasses.FrozenInstanceError):
            hint.action = DRAW  # type: ignore[misc]


def test_an_only_move_has_no_figure_to_show() -> None:
    view = position(["[2|6] [0|0]", "[1|1]"], [("[3|6]", End.LEFT)], stock_size=2)
    hint = suggest(view)
    assert (hint.value, hint.margin) == (None, None)
