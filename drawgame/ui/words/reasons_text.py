"""The coach's reasons (:mod:`drawgame.ai.reasons`) in the player's language: what goes wrong
after the move played and why the best is better, each claim a sentence with its figures
and their margins ("The first to go out is Bot 1 in 45% ± 5% of futures (30% ± 5% after
[3|5] on the 3).")."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QLocale

from drawgame.ai.reasons import IN_PIPS, Claim, Share, claim_args, template_key
from drawgame.engine import Action, Draw, Place
from drawgame.ui.words.review_text import action_text
from drawgame.ui.words.text import fill, translate, upper


def templates() -> dict[str, str]:
    """:data:`drawgame.ai.reasons.TEMPLATES` in the current language (the same keys and
    the same English)."""
    return {
        "unblocks": translate(
            "Reasons",
            "%1 passed on the %2s; your move covers that %2 and lets %1 play again: %1 "
            "can place a tile at the next turn in %3 of futures (%4 after %5)",
        ),
        "next_plays": translate(
            "Reasons",
            "what usually happens next: %1 places a tile on the %2 your move opens "
            "(%3 of futures); after %5, %1 can place a tile at once in %4",
        ),
        "stops_next": translate(
            "Reasons",
            "after %5, %1 must draw or pass at the next turn in %4 of futures (%3 after your move)",
        ),
        "dead_end": translate(
            "Reasons",
            "your move leaves an end showing %2 with no %2s left out: nobody can play "
            "there again, and the hand blocks in %3 of futures (%4 after %5)",
        ),
        "nothing_fits": translate(
            "Reasons",
            "none of your tiles fits the ends your move leaves: you must draw or "
            "pass at your next turn in %3 of futures (%4 after %5)",
        ),
        "dead_double": translate(
            "Reasons",
            "after your move %6 can no longer be placed: no end shows a %7 and every "
            "other %7 is on the line, so you count its %8 pips at the end (after %5 it "
            "is still in your hand in %4 of futures)",
        ),
        "double_kept": translate(
            "Reasons",
            "your move leaves no end showing a %7 while you keep the double %6: it is "
            "still in your hand when the hand ends in %3 of futures (%4 after %5)",
        ),
        "gives_up": translate(
            "Reasons",
            "you hold %8 tiles with a %2, but your move leaves no end showing a %2: you "
            "must draw or pass at your next turn in %3 of futures (%4 after %5)",
        ),
        "heavy_block": translate(
            "Reasons", "the hand blocks in %3 of futures (%4 after %5); then you hold %9 pips"
        ),
        "heavy_block+tile": translate(
            "Reasons",
            "you keep %6 (%8 pips) and the hand blocks in %3 of futures (%4 "
            "after %5); then you hold %9 pips",
        ),
        "out_first": translate(
            "Reasons", "the first to go out is %1 in %3 of futures (%4 after %5)"
        ),
        "you_out": translate(
            "Reasons", "you are the first to go out in only %3 of futures (%4 after %5)"
        ),
        "more_pips": translate(
            "Reasons", "you end the hand holding %3 pips on average (%4 after %5)"
        ),
        "drew": translate("Reasons", "you draw although %6 fits"),
        "drew+figures": translate(
            "Reasons",
            "you draw although %6 fits: you end the hand holding %3 pips on average (%4 after %5)",
        ),
    }


def share_text(share: Share) -> str:
    """A share of the futures and its margin, in whole percent: "45% ± 5%" (a margin is
    never shown below 1%)."""
    locale = QLocale()
    return fill(
        translate("Reasons", "%1% ± %2%", "a share of the futures and its margin, in percent"),
        locale.toString(round(100 * share.value)),
        locale.toString(max(1, round(100 * share.margin))),
    )


def pips_text(share: Share) -> str:
    """Pips held on average and the margin: "14.2 ± 1.9"."""
    locale = QLocale()
    return fill(
        translate("Reasons", "%1 ± %2", "pips held on average and their margin"),
        locale.toString(share.value, "f", 1),
        locale.toString(share.margin, "f", 1),
    )


def claim_text(claim: Claim, best: str, seat_name: Callable[[int], str]) -> str:
    """One claim as a phrase (``best``: the best move in words)."""
    seat, number, tile, tile_number, counted = claim_args(claim)
    who = translate("Reasons", "an opponent") if seat < 0 else seat_name(seat)
    shown = pips_text if claim.why in IN_PIPS else share_text
    after = "" if claim.after is None else shown(claim.after)
    instead = "" if claim.instead is None else shown(claim.instead)
    pips = "" if claim.pips is None else pips_text(claim.pips)
    template = templates()[template_key(claim)]
    return fill(template, who, number, after, instead, best, tile, tile_number, counted, pips)


def move_text(action: Action, ends: tuple[int, int] | None) -> str:
    """The best move as the reasons name it: "[3|5] on the 5", "opening with [3|5]",
    "drawing", "passing"."""
    if isinstance(action, Place) and ends is None:
        return fill(translate("Reasons", "opening with %1"), action.tile)
    if isinstance(action, Place):
        return action_text(action, ends)
    if isinstance(action, Draw):
        return translate("Reasons", "drawing")
    return translate("Reasons", "passing")


def why_text(
    claims: Sequence[Claim],
    best: Action,
    ends: tuple[int, int] | None,
    seat_name: Callable[[int], str],
    otherwise: str,
) -> str:
    """What the coach says of a decision: its claims, or ``otherwise`` (the reason's code
    in words, a phrase) when it has none."""
    said = claims_text(claims, best, ends, seat_name)
    return said or upper(otherwise[:1]) + otherwise[1:] + "."


def claims_text(
    claims: Sequence[Claim],
    best: Action,
    ends: tuple[int, int] | None,
    seat_name: Callable[[int], str],
) -> str:
    """The claims on a decision whose best move is ``best`` (``ends``: the line's ends
    before it) as sentences; "" when there is none."""
    shown = move_text(best, ends)
    parts = [claim_text(c, shown, seat_name) for c in claims]
    return " ".join(upper(p[:1]) + p[1:] + "." for p in parts)
