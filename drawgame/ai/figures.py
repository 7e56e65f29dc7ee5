"""How the coach's figures are written, the same in the window, the hint, the tutor and the
review: rounded as people round (halves up), and signed with one sign for a loss (issue 34:
the hint printed "-5.4" with a hyphen where the review printed "−5.4")."""

from __future__ import annotations

from collections.abc import Callable

#: U+2212 MINUS SIGN: a loss as the window prints it, never the hyphen.
MINUS = "\u2212"


def half_up(value: float, digits: int = 0) -> float:
    """``value`` rounded as people round, halves up (2.5 → 3, 0.25 → 0.3), not as Python
    rounds floats (halves to even, 2.5 → 2)."""
    # Here, not at import: the window's words import this module for its first frame, which
    # shows no figure (decimal is about 5 M instructions to import).
    from decimal import ROUND_HALF_UP, Decimal

    step = Decimal(1).scaleb(-digits)
    return float(Decimal(repr(value)).quantize(step, rounding=ROUND_HALF_UP))


def plain(value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals and a point: "4.2"."""
    return f"{value:.{digits}f}"


def signed(
    value: float,
    digits: int = 1,
    written: Callable[[float], str] = plain,
    minus: str = MINUS,
) -> str:
    """A gain or a loss: "+4.2", "−6.2", and "0.0" with no sign (a figure that rounds to
    nothing has none). ``written`` writes the rounded size ("4,2" in Turkish); ``minus`` is
    the sign of a loss (a plain "-" where only ASCII will do)."""
    shown = half_up(value, digits)
    text = written(abs(shown)) if written is not plain else plain(abs(shown), digits)
    if shown > 0:
        return "+" + text
    if shown < 0:
        return minus + text
    return text
