"""Every refusal carries a reason a view can put in its own words (one per reason), and the
reason agrees with the exception ``apply`` raises."""

from __future__ import annotations

import pytest

from drawgame.engine import (
    DRAW,
    PASS,
    End,
    HandState,
    IllegalAction,
    IllegalReason,
    Place,
)

from ._play import T, position, tiles
from .test_rules import blocked_position, deal_of, mid_hand

L, R = End.LEFT, End.RIGHT


def refused(state: HandState, action: object) -> IllegalReason | None:
    """The reason ``why_illegal`` gives, checked against the exception ``apply`` raises."""
    reason = state.why_illegal(action)  # type: ignore[arg-type]
    assert reason is not None, f"{action} should be refused"
    with pytest.raises(IllegalAction) as raised:
        state.apply(action)  # type: ignore[arg-type]
    assert raised.value.reason is reason
    assert not state.is_legal(action)  # type: ignore[arg-type]
    return reason


def test_legal_actions_have_no_reason() -> None:
    state = deal_of(2, seed=3)
    assert all(state.why_illegal(a) is None for a in state.legal_actions())


def test_r12_nothing_is_possible_once_the_hand_is_over() -> None:
    done = mid_hand([tiles("[3|4]"), tiles("[1|2]")], [Place(T("[3|3]"), L)]).apply(
        Place(T("[3|4]"), R)
    )
    for action in (DRAW, PASS, Place(T("[1|2]"), L)):
        assert refused(done, action) is IllegalReason.HAND_OVER


def test_r6_a_tile_the_player_does_not_hold() -> None:
    state = deal_of(2, seed=8)
    assert refused(state, Place(state.hands[1][0], L)) is IllegalReason.NOT_HELD


def test_r6_a_tile_that_does_not_fit_the_end() -> None:
    state = mid_hand([tiles("[4|4] [1|1] [2|3]"), tiles("[4|6] [5|6]")], [Place(T("[1|4]"), L)])
    assert state.ends == (1, 4)
    assert refused(state, Place(T("[4|4]"), L)) is IllegalReason.DOES_NOT_FIT
    assert refused(state, Place(T("[2|3]"), R)) is IllegalReason.DOES_NOT_FIT


def test_the_opening_tile_goes_on_the_left() -> None:
    state = deal_of(2, seed=5)
    assert refused(state, Place(state.hands[0][0], R)) is IllegalReason.OPENING_END


def test_r8_the_last_two_stock_tiles_are_not_drawn() -> None:
    assert refused(blocked_position(), DRAW) is IllegalReason.STOCK_PROTECTED


def test_r7_r9_no_pass_while_drawing_is_allowed() -> None:
    assert refused(deal_of(2, seed=12), PASS) is IllegalReason.PASS_WHILE_CAN_DRAW


def test_r9_no_pass_while_a_tile_fits() -> None:
    state = position(
        [tiles("[0|2]"), tiles("[2|6]"), tiles("[4|6]")], tiles("[1|4] [3|3]"), 1, current=0
    )
    assert state.stock_size == 2
    assert refused(state, PASS) is IllegalReason.PASS_WHILE_TILE_FITS


def test_something_that_is_not_an_action() -> None:
    state = deal_of(2, seed=1)
    assert refused(state, "draw") is IllegalReason.MALFORMED
    assert refused(state, Place(state.hands[0][0], "left")) is IllegalReason.MALFORMED  # type: ignore[arg-type]


def test_every_reason_is_tested_here() -> None:
    tested = {
        IllegalReason.HAND_OVER,
        IllegalReason.NOT_HELD,
        IllegalReason.DOES_NOT_FIT,
        IllegalReason.OPENING_END,
        IllegalReason.STOCK_PROTECTED,
        IllegalReason.PASS_WHILE_CAN_DRAW,
        IllegalReason.PASS_WHILE_TILE_FITS,
        IllegalReason.MALFORMED,
    }
    assert tested == set(IllegalReason)
