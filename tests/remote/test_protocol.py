"""Every message kind round-trips through its one JSON line; anything else is refused."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai.hint import Hint, Reason, ReasonCode
from drawgame.ai.tutor import LABELS, WARNED_LABELS, MoveCheck
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
    Judge,
    Judged,
    Loaded,
    LoadError,
    Made,
    New,
    NotAnAction,
    Suggest,
    check_from_data,
    check_to_data,
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


def verdicts() -> st.SearchStrategy[MoveCheck]:
    """Verdicts that agree with themselves: the best move loses nothing, a label worse
    than good has a loss beyond its margin."""

    def build(played, best, loss, margin, label):
        if label == "best":
            return MoveCheck(played, played, 0.0, 0.0, label)
        if best == played:
            best = next(a for a in ACTIONS if a != played)
        if label in WARNED_LABELS:
            loss = margin + loss + 0.01
        return MoveCheck(played, best, loss, margin, label)

    return st.builds(
        build,
        st.sampled_from(ACTIONS),
        st.sampled_from(ACTIONS),
        st.floats(0, 100),
        st.floats(0, 20),
        st.sampled_from(LABELS),
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
    Judged: verdicts().map(Judged),
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


# -- the tutor's request and verdict --------------------------------------------------------


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.integers(2, 4))
def test_judge_round_trips_its_view_and_action(seed: int, players: int) -> None:
    reader = ViewReader()
    for view in views(seed, players):
        for action in view.legal_actions:
            again = decode_request(one_line(Judge(view, action)), reader)
            assert isinstance(again, Judge) and again.action == action
            assert view_to_data(again.view) == view_to_data(view)


@pytest.mark.parametrize("action", [None, 5, "[7|7] left", "draw please", ["draw"]])
def test_a_judge_request_without_an_action_is_a_value_error(action) -> None:
    data = {"op": "judge", "view": view_to_data(next(views(1))), "action": action}
    with pytest.raises(ValueError):
        decode_request(json.dumps(data).encode(), ViewReader())


GOOD_VERDICT = {
    "played": "draw",
    "best": "[3|5] left",
    "loss": 6.2,
    "margin": 0.8,
    "label": "mistake",
    "why": [],
}

#: A reason that teaches (drawgame.ai.reasons), as the bot process writes it.
CLAIM = {
    "why": "out_first",
    "after": [0.45, 0.05],
    "instead": [0.3, 0.05],
    "seat": 1,
    "number": -1,
    "tile": None,
    "count": 0,
    "pips": None,
}


def test_a_verdict_brings_its_reasons_along() -> None:
    check = check_from_data({**GOOD_VERDICT, "why": [CLAIM]})
    assert [c.why.value for c in check.why] == ["out_first"]
    assert check_to_data(check)["why"] == [CLAIM]
    assert decode_reply(one_line(Judged(check)), Judge.replies, Judge.missing) == Judged(check)


@pytest.mark.parametrize(
    "claim",
    [
        {**CLAIM, "why": "because"},
        {**CLAIM, "seat": 9},
        {**CLAIM, "after": [0.5]},
        {**CLAIM, "after": [0.5, float("nan")]},
        {**CLAIM, "tile": "[7|7]"},
        "out_first",
    ],
)
def test_a_verdict_with_a_broken_reason_is_refused(claim: object) -> None:
    with pytest.raises(ValueError):
        check_from_data({**GOOD_VERDICT, "why": [claim]})


def test_a_verdict_crosses_as_plain_data() -> None:
    check = check_from_data(GOOD_VERDICT)
    assert check == MoveCheck(
        action_from_text("draw"), action_from_text("[3|5] left"), 6.2, 0.8, "mistake"
    )
    assert check_to_data(check) == GOOD_VERDICT
    assert decode_reply(one_line(Judged(check)), Judge.replies, Judge.missing) == Judged(check)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("loss", float("nan")),
        ("loss", float("inf")),
        ("loss", -1.0),
        ("loss", 10**9),
        ("loss", "6.2"),
        ("loss", True),
        ("margin", None),
        ("margin", -0.5),
        ("label", "catastrophe"),
        ("label", 3),
        ("label", "best"),  # the best move is the one played, and loses nothing
        ("loss", 0.5),  # a mistake within its margin
        ("best", "draw"),  # the move played, yet labelled a mistake
        ("best", "[7|7] left"),
        ("played", None),
    ],
)
def test_a_hostile_verdict_is_no_reply(field, value) -> None:
    line = json.dumps({"judged": {**GOOD_VERDICT, field: value}}).encode()
    with pytest.raises(BadReply, match="no verdict"):
        decode_reply(line, Judge.replies, Judge.missing)


@pytest.mark.parametrize(
    "line", [b'{"judged": 5}', b'{"judged": []}', b'{"judged": {}}', b'{"hint": {}}']
)
def test_a_verdict_that_is_not_one_is_no_reply(line: bytes) -> None:
    with pytest.raises(BadReply, match="no verdict"):
        decode_reply(line, Judge.replies, Judge.missing)
