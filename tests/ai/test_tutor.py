"""The tutor's verdict (drawgame/ai/tutor.py): the coach's analysis summed up for one move,
the same best move as the hint, warned of only beyond its margin and from the threshold."""

from __future__ import annotations

import pytest

from drawgame.ai.analysis import Options, same_move
from drawgame.ai.hint import suggest
from drawgame.ai.tutor import LABELS, THRESHOLDS, MoveCheck, check_move, is_decision
from drawgame.engine import DRAW, FULL_SET, End, HandState, Place, Tile

from ..session.test_tutor import LAST_TILE, SMALL_LOSS, hand_state

t = Tile.parse
#: A small budget for what holds at any budget.
QUICK = Options(budget=60, fresh=20)


# -- the verdict ----------------------------------------------------------------------------


def test_the_verdicts_in_the_test_positions_are_clear() -> None:
    view = hand_state(LAST_TILE).view(0)
    check = check_move(view, DRAW)
    assert check.best == Place(t(LAST_TILE), End.LEFT)
    assert check.label == "blunder" and check.loss - check.margin > 10
    assert all(check.warns(points) for points in THRESHOLDS)
    small = check_move(hand_state(SMALL_LOSS).view(0), DRAW)
    assert small.label == "inaccuracy" and small.margin < small.loss
    assert 3 < small.loss < 4.5  # clearly above 2, below 5
    assert small.warns(2) and not small.warns(5) and not small.warns(10)
    best = check_move(view, check.best)
    assert (best.label, best.loss, best.best) == ("best", 0.0, check.best)
    assert not best.warns(2)


def test_the_tutors_labels_are_the_analysis_labels() -> None:
    from drawgame.ai.analysis import Label

    assert tuple(label.value for label in Label) == LABELS


def test_a_loss_within_its_margin_is_never_warned_of() -> None:
    a, b = Place(t("[0|3]"), End.LEFT), DRAW
    assert not MoveCheck(b, a, 12.0, 13.0, "good").warns(2)
    with pytest.raises(ValueError):
        MoveCheck(b, a, 12.0, 13.0, "blunder")


def test_only_a_choice_is_judged() -> None:
    assert is_decision(hand_state(LAST_TILE).view(0))  # place or draw
    # Ends 3 and 3, one tile: either end is the same move, and the stock holds two.
    tiles = [t("[3|5]")]
    line = [Place(t("[3|3]"), End.LEFT)]
    rest = [x for x in FULL_SET if x not in tiles and x != t("[3|3]")]
    state = HandState.from_tiles([tiles, rest[:-2]], rest[-2:], opener=1, line=line, current=0)
    assert len(state.view(0).legal_actions) == 2
    assert not is_decision(state.view(0))


@pytest.mark.parametrize("hand", [LAST_TILE, SMALL_LOSS, "[3|5] [3|3]", "[4|6] [1|3] [2|4]"])
def test_the_tutor_and_the_hint_name_the_same_best_move(hand) -> None:
    # One analysis: judged in any order, the same position gives the same best move (at
    # any budget the two share; a small one here, the game's in the test above).
    view = hand_state(hand).view(0)
    hint = suggest(view, QUICK)
    for action in view.legal_actions:
        check = check_move(view, action, QUICK)
        assert same_move(check.best, hint.action, view)
        assert check_move(view, action, QUICK) == check  # deterministic
