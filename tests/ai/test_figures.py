"""The coach's figures, written one way everywhere (issue 34: "-5.4" in the hint, "−5.4" in
the review)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from drawgame.ai.figures import MINUS, half_up, signed


def test_a_loss_has_the_minus_sign_a_gain_its_plus_and_nothing_none():
    assert signed(-5.4) == f"{MINUS}5.4"
    assert signed(4.25) == "+4.3"  # halves up, as people round
    assert signed(0.04) == "0.0" and signed(-0.04) == "0.0"
    assert signed(-2.5, digits=0) == f"{MINUS}3"


def test_where_only_ascii_will_do_the_loss_has_a_hyphen():
    assert signed(-1.0, minus="-") == "-1.0"


def test_the_language_writes_the_size():
    assert signed(-5.4, written=lambda size: f"{size:.1f}".replace(".", ",")) == f"{MINUS}5,4"


def test_halves_go_up():
    assert half_up(2.5) == 3 and half_up(0.25, 1) == 0.3 and half_up(-0.25, 1) == -0.3


@given(st.floats(min_value=-999, max_value=999, allow_nan=False))
def test_the_sign_follows_the_rounded_figure(value):
    text = signed(value)
    shown = half_up(value, 1)
    assert text.lstrip("+" + MINUS) == f"{abs(shown):.1f}"
    assert text.startswith("+") == (shown > 0) and text.startswith(MINUS) == (shown < 0)
    assert "-" not in text
