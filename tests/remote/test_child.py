"""The child's side, and one protocol for both users: the arena's outside bot and the
game's built-in bots and hint are served by the same loop and asked by the same parent."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from drawgame.ai import make_bot
from drawgame.ai.simple import GreedyBot
from drawgame.remote.child import serve
from drawgame.remote.errors import ChildRaised
from drawgame.remote.process import Child
from drawgame.remote.protocol import (
    Choose,
    Chosen,
    Failed,
    Hinted,
    Made,
    New,
    Reply,
    Suggest,
    decode_reply,
    encode,
)
from drawgame.session.bot_serving import BuiltInBots
from tests.remote.handlers import Echo

from ._views import views

GREEDY = str(Path(__file__).resolve().parents[2] / "benchmarks" / "greedy_bot.py") + ":Greedy"


def served(handler: object, lines: list[bytes]) -> list[Reply]:
    """What ``serve`` answers to ``lines``, in this process."""
    requests_out, requests_in = os.pipe()
    answers_out, answers_in = os.pipe()
    with os.fdopen(requests_out, "rb") as requests:
        os.write(requests_in, b"".join(lines))
        os.close(requests_in)
        serve(handler, requests, answers_in)  # type: ignore[arg-type]
    os.close(answers_in)
    with os.fdopen(answers_out, "rb") as answers:
        return [decode_reply(line) for line in answers.read().splitlines()]


def test_the_loop_answers_each_line_and_reports_bad_requests() -> None:
    view = next(views(2))
    replies = served(
        Echo(),
        [encode(New()), b"not json\n", b'{"op": "dance"}\n', encode(Choose(view))],
    )
    assert replies[0] == Made("first ")
    assert isinstance(replies[1], Failed) and replies[1].text.startswith("JSONDecodeError")
    assert replies[2] == Failed("ValueError: unknown request 'dance'")
    assert replies[3] == Chosen(view.legal_actions[0])


def test_a_new_match_forgets_the_bots_of_earlier_ones() -> None:
    handler = BuiltInBots()
    served(handler, [encode(New((1, s), "greedy", "x")) for s in (1, 2)])
    assert sorted(handler.bots) == [(1, 1), (1, 2)]
    served(handler, [encode(New((2, 1), "greedy", "x"))])
    assert sorted(handler.bots) == [(2, 1)]


@pytest.mark.slow  # starts a child process
@pytest.mark.parametrize(
    ("handler", "arguments", "make", "local"),
    [
        ("drawgame.arena.child:OutsideBots", [GREEDY], New(), GreedyBot()),
        (
            "drawgame.session.bot_serving:BuiltInBots",
            [],
            New((1, 0), "hard", "7-bot-0"),
            make_bot("hard", random.Random("7-bot-0")),
        ),
    ],
)
def test_one_protocol_serves_an_outside_bot_and_the_built_in_bots(
    handler: str, arguments: list[str], make: New, local: object
) -> None:
    with Child(handler, arguments, timeout=60) as child:
        made = child.ask(make)
        assert isinstance(made, Made) and made.name in ("outside-greedy", "hard")
        for view in views(9, moves=8):
            assert child.ask(Choose(view, make.bot)) == Chosen(local.choose(view))  # type: ignore[attr-defined]
        view = next(views(9))
        if handler.endswith("BuiltInBots"):
            hinted = child.ask(Suggest(view))
            assert isinstance(hinted, Hinted) and hinted.hint.action in view.legal_actions
        else:
            with pytest.raises(ChildRaised, match="gives no hints"):
                child.ask(Suggest(view))
        assert child.generation == 0


def test_each_reply_echoes_its_requests_number_even_for_a_bad_request() -> None:
    view = next(views(2))
    lines = [encode(New(), 1), b'{"op": "dance", "id": 2}\n', encode(Choose(view), 3)]
    requests_out, requests_in = os.pipe()
    answers_out, answers_in = os.pipe()
    with os.fdopen(requests_out, "rb") as requests:
        os.write(requests_in, b"".join(lines))
        os.close(requests_in)
        serve(Echo(), requests, answers_in)  # type: ignore[arg-type]
    os.close(answers_in)
    with os.fdopen(answers_out, "rb") as answers:
        numbers = [json.loads(line)["id"] for line in answers.read().splitlines()]
    assert numbers == [1, 2, 3]
