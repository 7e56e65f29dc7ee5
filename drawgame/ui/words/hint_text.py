"""The hint's reason and figure in the player's language (the AI gives them as codes and
numbers)."""

from __future__ import annotations

from collections.abc import Callable

from drawgame.ai.hint import Reason, ReasonCode
from drawgame.ui.words.text import (
    figure_text,
    fill,
    join_list,
    signed_text,
    size_text,
    translate,
)


def _kept_open(values: tuple[int, ...]) -> str:
    """ "keeps the 5s open", "keeps the 3s and 5s open" (the line has two ends)."""
    if len(values) == 1:
        return fill(translate("Hint", "keeps the %1s open", "one number: 'the 5s'"), values[0])
    return fill(
        translate("Hint", "keeps the %1s and %2s open", "two numbers: 'the 3s and 5s'"),
        join_list(values[:-1]),
        values[-1],
    )


def _blocks(values: tuple[int, ...], seats: str) -> str:
    """The move leaves an end showing a number that ``seats`` have shown they lack."""
    if len(values) == 1:
        return fill(
            translate("Hint", "leaves an end showing %1, which %2 cannot match"), values[0], seats
        )
    return fill(
        translate("Hint", "leaves the ends showing %1 and %2, which %3 cannot match"),
        join_list(values[:-1]),
        values[-1],
        seats,
    )


def _must_draw(ends: tuple[int, int] | None) -> str:
    if ends is None:
        return translate("Hint", "no tile fits, so you must draw")
    if ends[0] == ends[1]:
        return fill(
            translate("Hint", "none of your tiles shows a %1, so you must draw until one does"),
            ends[0],
        )
    return fill(
        translate("Hint", "none of your tiles shows a %1 or a %2, so you must draw until one does"),
        *ends,
    )


def _draws_by_choice() -> str:
    return translate(
        "Hint",
        "a tile fits, but placing it now would leave you weaker: "
        "a drawn tile gives you more to choose from",
    )


def reason_text(
    reason: Reason, seat_name: Callable[[int], str], ends: tuple[int, int] | None = None
) -> str:
    """Why the hint suggests its move, as one phrase: "sheds 11 pips and keeps the 5s open".

    ``ends`` (the line's ends) lets a draw say which numbers are missing.
    """
    clauses = []
    for code in reason.codes:
        if code is ReasonCode.ONLY_MOVE:
            clauses.append(translate("Hint", "it is the only legal move"))
        elif code is ReasonCode.GOES_OUT:
            clauses.append(translate("Hint", "it places your last tile: domino"))
        elif code is ReasonCode.MUST_DRAW:
            clauses.append(_must_draw(ends))
        elif code is ReasonCode.MUST_PASS:
            clauses.append(
                translate("Hint", "no tile fits and the stock is down to two, so you must pass")
            )
        elif code is ReasonCode.DRAWS_BY_CHOICE:
            clauses.append(_draws_by_choice())
        elif code is ReasonCode.SHEDS_HEAVY:
            clauses.append(fill(translate("Hint", "sheds %1 pips"), reason.pips))
        elif code is ReasonCode.PLAYS_DOUBLE:
            clauses.append(
                fill(translate("Hint", "gets the double %1 out while it still fits"), reason.tile)
            )
        elif code is ReasonCode.KEEPS_OPEN:
            clauses.append(_kept_open(reason.kept_open))
        elif code is ReasonCode.BLOCKS:
            seats = join_list([seat_name(s) for s in reason.blocked_seats])
            clauses.append(_blocks(reason.blocked, seats))
        else:
            clauses.append(translate("Hint", "it is the strongest move found"))
    return join_list(clauses)


def points(value: float, signed: bool = False) -> str:
    """``value`` with one decimal, as the language writes numbers ("4.2", "4,2"); with
    ``signed``, a gain or a loss shows its sign as the review shows it ("+4.2", "−1.5";
    "0.0" has none)."""
    return signed_text(value) if signed else figure_text(value)


def expected_text(value: float, margin: float) -> str:
    """The hint's figure: "Expected: +4.2 ± 1.1 points this hand" (``value``: the player's
    expected gain in the hand minus their opponents' average, ``± margin``)."""
    return fill(
        translate(
            "Hint",
            "Expected: %1 ± %2 points this hand",
            "the suggested move's expected points: what you gain in this hand minus what "
            "your opponents gain on average",
        ),
        points(value, signed=True),
        size_text(margin),
    )
