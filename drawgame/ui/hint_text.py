"""The hint's reason in the player's language (the AI gives it as codes and numbers)."""

from __future__ import annotations

from collections.abc import Callable

from drawgame.ai.hint import Reason, ReasonCode

from .text import fill, translate


def _numbers(values: tuple[int, ...]) -> str:
    names = [
        fill(translate("Hint", "%1s", "the tiles showing a number, as in 'the 5s'"), v)
        for v in values
    ]
    if len(names) == 1:
        return names[0]
    return fill(translate("Hint", "%1 and %2"), ", ".join(names[:-1]), names[-1])


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


def _draws_by_choice(hand_win: float | None) -> str:
    if hand_win is None:
        return translate(
            "Hint",
            "a tile fits, but placing it now would leave you weaker: "
            "a drawn tile gives you more to choose from",
        )
    return fill(
        translate(
            "Hint",
            "a tile fits, but placing it now would leave you weaker: with one more tile to "
            "choose from you win the hand more often (%1% of the tries)",
        ),
        round(100 * hand_win),
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
            clauses.append(_draws_by_choice(reason.hand_win))
        elif code is ReasonCode.SHEDS_HEAVY:
            clauses.append(fill(translate("Hint", "sheds %1 pips"), reason.pips))
        elif code is ReasonCode.PLAYS_DOUBLE:
            clauses.append(
                fill(translate("Hint", "gets the double %1 out while it still fits"), reason.tile)
            )
        elif code is ReasonCode.KEEPS_OPEN:
            clauses.append(fill(translate("Hint", "keeps the %1 open"), _numbers(reason.kept_open)))
        elif code is ReasonCode.BLOCKS:
            seats = ", ".join(seat_name(s) for s in reason.blocked_seats)
            clauses.append(
                fill(
                    translate("Hint", "blocks the %1, which %2 lacks"),
                    _numbers(reason.blocked),
                    seats,
                )
            )
        elif reason.hand_win is None:
            clauses.append(translate("Hint", "it is the strongest move found"))
        else:
            clauses.append(
                fill(
                    translate(
                        "Hint", "it gives the best chances (it wins the hand in %1% of the tries)"
                    ),
                    round(100 * reason.hand_win),
                )
            )
    if len(clauses) == 1:
        return clauses[0]
    return fill(translate("Hint", "%1 and %2"), ", ".join(clauses[:-1]), clauses[-1])
