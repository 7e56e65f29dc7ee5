"""The tutor's words: the figure and the better move, and under them what goes wrong, as
the review says it; a question with no checked reason still says why, in the review's
phrase (one question in nine said nothing under its figure)."""

from __future__ import annotations

import pytest

from drawgame.ai.tutor import MoveCheck
from drawgame.ai.verdict import Reason
from drawgame.engine import DRAW, End, Place, Tile
from drawgame.ui.language import LanguageManager
from drawgame.ui.words.review_text import reason_text
from drawgame.ui.words.tutor_text import warning_text, warning_why

t = Tile.parse


@pytest.mark.parametrize("code", ["en", "tr", "id"])
def test_a_question_without_a_checked_reason_says_the_reviews_phrase(qapp, code) -> None:
    manager = LanguageManager()
    assert manager.apply(code)
    try:
        other_tile = MoveCheck(
            Place(t("[0|3]"), End.LEFT), Place(t("[3|5]"), End.RIGHT), 6.2, 1.1, "mistake"
        )
        other_end = MoveCheck(
            Place(t("[3|5]"), End.LEFT), Place(t("[3|5]"), End.RIGHT), 3.0, 1.0, "inaccuracy"
        )
        needless = MoveCheck(DRAW, Place(t("[3|5]"), End.RIGHT), 8.0, 1.9, "mistake")
        should = MoveCheck(Place(t("[3|5]"), End.RIGHT), DRAW, 4.0, 1.0, "inaccuracy")
        for check, reason in (
            (other_tile, Reason.OTHER_TILE),
            (other_end, Reason.OTHER_END),
            (needless, Reason.NEEDLESS_DRAW),
            (should, Reason.SHOULD_DRAW),
        ):
            said = warning_why(check, (3, 4))
            phrase = reason_text(reason)
            assert said == phrase[:1].upper() + phrase[1:] + "."
            assert said not in warning_text(check, (3, 4))
        if code == "en":
            assert warning_why(other_tile, (3, 4)) == "Another tile gave better chances."
    finally:
        manager.apply("en")
