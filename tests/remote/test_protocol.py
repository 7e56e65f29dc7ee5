"""Every message kind round-trips through its one JSON line; anything else is refused."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai.hint import Hint, Reason, ReasonCode
from drawgame.engine import FULL_SET
from drawgame.engine.view_data import ViewReader, action_from_text, view_to_data
from drawgame.remote.errors import BadReply
from drawgame.remote.protocol import (
    MAX_TEXT,
    REPLIES,
    Choose,
    Chosen,
    Failed,
    Hinted,
    Loaded,
    LoadError,
    Made,
    New,
    NotAnAction,
    Suggest,
    decode_reply,
    decode_request,
    encode,
    failure_text,
    hint_from_data,
)

from ._views import views

ACTIONS = [action_from_text(t) for t in ["draw", "pass"]] + [
    action_from_text(f"{tile} {end}") for tile in sorted(FULL_SET) for end in ("left", "right")
]
keys = st.tuples(st.integers(0, 2**31), st.integers(0, 3))
texts = st.text(max_size=100)


def one_line(message: object) -> bytes:
    line = encode(message)  # type: ignore[arg-type]
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    return line


@given(keys, texts, texts)
def test_new_round_trips(key: tuple[int, int], kind: str, seed: str) -> None:
    request = New(key, kind, seed)
    assert decode_request(one_line(request), ViewReader()) == request


def test_new_for_the_one_bot_of_a_process_is_the_bare_op() -> None:
    assert json.loads(encode(New())) == {"op": "new"}


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.integers(2, 4), keys)
def test_choose_and_suggest_round_trip_their_view(
    seed: int, players: int, key: tuple[int, int]
) -> None:
    reader = ViewReader()
    for view in views(seed, players):
        for request in (Choose(view, key), Suggest(view)):
            again = decode_request(one_line(request), reader)
            assert type(again) is type(request)
            assert view_to_data(again.view) == view_to_data(view)
            if isinstance(again, Choose):
                assert again.bot == key


@pytest.mark.parametrize(
    "line",
    [b"", b"[]", b'{"op": "dance"}', b'{"op": "new", "bot": [1]}', b'{"op": "choose"}'],
)
def test_a_malformed_request_is_a_value_error(line: bytes) -> None:
    with pytest.raises(ValueError):
        decode_request(line, ViewReader())


def hints() -> st.SearchStrategy[Hint]:
    reasons = st.builds(
        Reason,
        st.lists(st.sampled_from(list(ReasonCode)), max_size=3, unique=True).map(tuple),
        st.none() | st.sampled_from(sorted(FULL_SET)),
        st.integers(0, 12),
        st.lists(st.integers(0, 6), max_size=2).map(tuple),
        st.lists(st.integers(0, 6), max_size=2).map(tuple),
        st.lists(st.integers(0, 3), max_size=3).map(tuple),
    ).filter(sayable)
    points = st.floats(-200, 200)
    figures = st.just((None, None)) | st.tuples(points, st.floats(0, 50))
    return st.builds(
        lambda action, reason, figure: Hint(action, reason, *figure),
        st.sampled_from(ACTIONS),
        reasons,
        figures,
    )


def sayable(reason: Reason) -> bool:
    """Whether each code has what it names (the numbers kept open, blocked...)."""
    codes = reason.codes
    return (
        (ReasonCode.KEEPS_OPEN not in codes or bool(reason.kept_open))
        and (ReasonCode.BLOCKS not in codes or bool(reason.blocked and reason.blocked_seats))
        and (ReasonCode.PLAYS_DOUBLE not in codes or reason.tile is not None)
    )


#: Replies of each kind.
EACH_KIND: dict[type, st.SearchStrategy[object]] = {
    Failed: texts.map(Failed),
    Loaded: st.just(Loaded()),
    LoadError: texts.map(LoadError),
    Made: st.text(max_size=80).map(Made),
    Chosen: st.sampled_from(ACTIONS).map(Chosen),
    NotAnAction: st.text(min_size=1, max_size=100).map(NotAnAction),
    Hinted: hints().map(Hinted),
}
replies = st.one_of(*EACH_KIND.values())


@given(replies)
def test_every_reply_round_trips(reply: object) -> None:
    assert decode_reply(one_line(reply)) == reply
    assert decode_reply(one_line(reply), (type(reply),), "no such reply") == reply  # type: ignore[arg-type]


def test_every_reply_kind_is_covered_by_the_strategy() -> None:
    assert set(EACH_KIND) == set(REPLIES)


def test_texts_from_a_child_are_cut_short() -> None:
    assert decode_reply(b'{"error": "' + b"x" * 5000 + b'"}') == Failed("x" * MAX_TEXT)
    assert decode_reply(b'{"made": "' + b"n" * 500 + b'"}') == Made("n" * 80)


def test_an_action_that_is_no_action_comes_back_as_such() -> None:
    reply = decode_reply(b'{"action": "junk"}', Choose.replies, Choose.missing)
    assert reply == NotAnAction("'junk'")
    assert str(reply) == "'junk' (not an action)"


@pytest.mark.parametrize(
    ("line", "why"),
    [
        (b"{not json", "not a JSON object"),
        (b'["made", "x"]', "not a JSON object"),
        (b"[" * 100_000, "not a JSON object"),
        (b'{"colour": "blue"}', "no bot name"),
        (b'{"made": 5}', "no bot name"),
        (b'{"action": "draw"}', "no bot name"),  # an answer to another request
    ],
)
def test_a_malformed_or_unexpected_reply_is_a_bad_reply(line: bytes, why: str) -> None:
    with pytest.raises(BadReply) as caught:
        decode_reply(line, New.replies, New.missing)
    assert caught.value.why == why
    assert str(caught.value) == f"sent something the parent cannot read ({why})"


def test_an_error_answers_any_request() -> None:
    for request in (New(), Choose(next(views(1))), Suggest(next(views(1)))):
        reply = decode_reply(b'{"error": "boom"}', request.replies, request.missing)
        assert reply == Failed("boom")
    assert failure_text(New(), "TypeError: no") == "TypeError: no"
    assert failure_text(New(), "") == "failed"
    assert failure_text(Choose(next(views(1))), "") == "raised an error"


def test_a_bad_hint_is_no_hint() -> None:
    with pytest.raises(BadReply, match="no hint"):
        decode_reply(b'{"hint": {"action": "draw"}}', Suggest.replies, Suggest.missing)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("value", float("nan")),
        ("value", 10**9),
        ("margin", -1.0),
        ("margin", None),
        ("pips", 10**6),
        ("pips", True),
        ("kept_open", []),
        ("kept_open", [9]),
        ("blocked_seats", [-1]),
        ("codes", ["keeps_open"] * 40),
    ],
)
def test_a_hint_whose_reason_cannot_be_said_is_no_reply(field, value):
    # Issue 21.8, second pass: the hint panel raised on NaN % or no number kept open.
    data = {
        "action": "draw",
        "codes": ["keeps_open", "best_chance"],
        "tile": None,
        "pips": 0,
        "kept_open": [5],
        "blocked": [],
        "blocked_seats": [],
        "value": 4.5,
        "margin": 1.25,
    }
    hint_from_data(data)  # as it is, a hint
    with pytest.raises(BadReply):
        decode_reply(json.dumps({"hint": {**data, field: value}}).encode(), (Hinted,))


def test_a_reply_must_echo_its_requests_number() -> None:
    # Issue 21.8 (second pass): an extra line from the child was read as the next reply.
    assert json.loads(encode(New(), 7))["id"] == 7
    assert decode_reply(encode(Made("x"), 7), New.replies, New.missing, 7) == Made("x")
    for line, why in [
        (encode(Made("x"), 6), "a reply to another request"),
        (b'{"made": "x", "id": "7"}', "a reply to another request"),
        (b'{"made": "x", "id": true}', "a reply to another request"),
        (encode(Made("x")), "no request number"),
    ]:
        with pytest.raises(BadReply, match=why):
            decode_reply(line, New.replies, New.missing, 7)
