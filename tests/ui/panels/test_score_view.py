"""The score sheet at the window's least size: the player's own short name reads whole in
every language ("You" read "Yo", "Anda" read "An"; issue 30, item 5)."""

from __future__ import annotations

import pytest

from drawgame.session.controller import MatchSetup

from .._events import deliver_posted_events

#: The player's own name in each language, as the catalogues say it.
YOU = {"en": "You", "tr": "Siz", "id": "Anda"}


@pytest.mark.parametrize("code", ["en", "tr", "id"])
@pytest.mark.parametrize("opponents", [1, 2, 3])
def test_at_the_least_size_the_players_own_name_reads_whole(qtbot, window, code, opponents):
    window.set_language(code)
    try:
        window.controller.new_match(MatchSetup("", ("greedy", "easy", "hard")[:opponents], 3))
        window.resize(1, 1)  # as small as the window goes
        deliver_posted_events()
        assert window.width() < 800  # the least size, not the one asked for
        top = window.score_view.horizontalHeader()
        assert top.full_text(0) == YOU[code]
        assert top.shown_text(0) == YOU[code]
        # Each opponent is still told apart: "B1", "B2"...
        shown = [top.shown_text(s) for s in range(1, top.count())]
        assert len(set(shown)) == opponents and all(any(ch.isdigit() for ch in s) for s in shown)
    finally:
        window.set_language("en")  # the language is the application's, not the window's
