"""The hard players and the hint think in a process of their own (bot_process.py, through
drawgame.remote): the same choices as in the game's process, and a failing process never
stalls the match."""

from __future__ import annotations

import random

import pytest

from drawgame.ai import make_bot, suggest
from drawgame.engine import Match
from drawgame.remote.protocol import hint_from_data, hint_to_data
from drawgame.session.bot_process import BotHost, RemoteBot


def views():
    match = Match.new(3, random.Random(5))
    bots = [make_bot("greedy", random.Random(s)) for s in range(3)]
    for _ in range(6):
        seat = match.hand.current
        yield match.view(seat)
        match = match.apply(bots[seat].choose(match.view(seat)))


@pytest.mark.slow
def test_a_remote_hard_player_chooses_as_it_would_here():
    host = BotHost()
    try:
        remote = {s: RemoteBot(host, "hard", f"7-bot-{s}", (1, s)) for s in range(3)}
        local = {s: make_bot("hard", random.Random(f"7-bot-{s}")) for s in range(3)}
        for view in views():
            assert remote[view.seat].choose(view) == local[view.seat].choose(view)
        assert host.available
    finally:
        host.close()


def test_a_hint_crosses_as_plain_data():
    view = next(views())
    hint = suggest(view, simulations=40)
    assert hint_from_data(hint_to_data(hint)) == hint


def test_without_the_process_the_player_thinks_here(monkeypatch):
    host = BotHost()
    monkeypatch.setattr("sys.executable", "/nonexistent/python")
    bot = RemoteBot(host, "hard", "seed", (1, 1))
    view = next(views())
    assert bot.choose(view) in view.legal_actions
    assert not host.available
    host.close()
