"""Saved matches: Match.to_json() / Match.from_json() round-trips, and hostile documents."""

import copy
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from drawgame.engine import (
    DEAL_SIZE,
    FULL_SET,
    Draw,
    End,
    HandState,
    Match,
    Place,
    SaveError,
    target_for,
)

from ._play import choose, final_match, play_match, public


def assert_valid(match: Match) -> None:
    """The loaded match is one the rules can reach (checked without the loader)."""
    players = match.players
    assert 2 <= players <= 4
    hands = (*match.past_hands, match.hand)
    assert match.hand_number == len(hands)
    scores = [0] * players
    for number, hand in enumerate(hands):
        assert hand.players == players
        assert hand.opener == (match.first_opener + number) % players  # R16
        if number < len(hands) - 1:
            assert hand.outcome is not None
        everything = [t for h in hand.hands for t in h] + list(hand.stock) + list(hand.line.tiles)
        assert sorted(everything) == list(FULL_SET)
        assert hand.stock_size >= 2
        size = DEAL_SIZE[players]
        for seat in range(players):
            placed = sum(1 for t in hand.history if t.seat == seat and isinstance(t.action, Place))
            drawn = sum(1 for t in hand.history if t.seat == seat and isinstance(t.action, Draw))
            assert len(hand.hands[seat]) == size - placed + drawn
        draws = sum(1 for t in hand.history if isinstance(t.action, Draw))
        assert hand.stock_size == 28 - size * players - draws
        assert len(hand.line) == sum(1 for t in hand.history if isinstance(t.action, Place))
        if hand.outcome is not None:
            scores = [s + g for s, g in zip(scores, hand.outcome.gains, strict=True)]
        if number < len(hands) - 1:
            assert max(scores) < target_for(players)
    assert match.scores == tuple(scores)
    assert all(0 <= s < 1000 for s in scores)
    again = Match.from_json(match.to_json())
    assert again == match


# -- round trips ----------------------------------------------------------------------------


def seeded_points(players: int, seed: int, every: int) -> Iterator[Match]:
    for step, match in enumerate(play_match(players, seed)):
        if step % every == 0 or match.result is not None:
            yield match


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(4))
def test_round_trip_at_many_points_of_a_match(players: int, seed: int) -> None:
    for match in seeded_points(players, seed, every=7):
        text = match.to_json()
        loaded = Match.from_json(text)
        assert loaded == match
        assert loaded.to_json() == text
        assert loaded.scores == match.scores and loaded.result == match.result
        assert loaded.hand_number == match.hand_number and loaded.target == match.target
        assert loaded.hand.stock == match.hand.stock  # the stock order is kept
        assert loaded.hand.history == match.hand.history
        for seat in range(players):
            assert public(loaded.view(seat)) == public(match.view(seat))
        assert Match.from_json(text.encode("utf-8")) == match
        # Play goes on identically from the loaded match.
        rng_a, rng_b = random.Random(seed + 99), random.Random(seed + 99)
        a, b = match, loaded
        for _ in range(25):
            if a.result is not None:
                assert b.result == a.result
                break
            if a.hand.outcome is not None:
                a, b = a.next_hand(rng_a), b.next_hand(rng_b)
            else:
                action = choose(a.hand, rng_a, "uniform")
                assert choose(b.hand, rng_b, "uniform") == action
                a, b = a.apply(action), b.apply(action)
            assert a == b


def test_a_document_is_versioned_json() -> None:
    match = final_match(3, 5)
    doc = json.loads(match.to_json())
    assert doc["format"] == "drawgame-match" and doc["version"] == 1
    assert doc["players"] == 3 and doc["scores"] == list(match.scores)
    assert len(doc["hands"]) == match.hand_number
    first = doc["hands"][0]
    assert [len(h) for h in first["hands"]] == [7, 7, 7] and len(first["stock"]) == 7


# -- hostile documents ---------------------------------------------------------------------


def real_doc(players: int = 3, seed: int = 5, finished: bool = True) -> dict[str, Any]:
    if finished:
        return json.loads(final_match(players, seed).to_json())  # type: ignore[no-any-return]
    for match in play_match(players, seed):
        if match.hand_number == 2 and len(match.hand.history) > 5:
            return json.loads(match.to_json())  # type: ignore[no-any-return]
    raise AssertionError("match too short")


def load(doc: object) -> Match:
    text = doc if isinstance(doc, str | bytes) else json.dumps(doc)
    return Match.from_json(text)


def rejects(doc: object, match: str | None = None) -> None:
    with pytest.raises(SaveError, match=match):
        load(doc)


@pytest.mark.parametrize(
    "text",
    ["", "   ", "\n", "{", '{"format": "drawgame-match"', "not json", "{'a': 1}", "[]", "1",
     "null", '"drawgame-match"', "true", "NaN", "[" * 100000, '{"a":' * 100000,
     '{"version":' + "[" * 100000 + "]" * 100000 + "}", "1" * 5000, "\ud800", "\x00"],
    ids=lambda text: repr(text)[:24],
)  # fmt: skip
def test_junk_is_refused(text: str) -> None:
    rejects(text)


@pytest.mark.parametrize(
    "data",
    [b"", b"\xff\xfe\x00", b"\xef\xbb\xbf{}", b"\x80" * 10, b"[" * 100000],
    ids=lambda data: repr(data)[:24],
)
def test_junk_bytes_are_refused(data: bytes) -> None:
    rejects(data)


@pytest.mark.parametrize("value", [None, 42, 1.5, ["{}"], bytearray(b"{}"), {"format": 1}])
def test_non_text_is_refused(value: object) -> None:
    with pytest.raises(SaveError):
        Match.from_json(value)  # type: ignore[arg-type]


def test_a_truncated_document_is_refused() -> None:
    text = json.dumps(real_doc())
    for cut in range(0, len(text) - 1, max(1, len(text) // 150)):
        rejects(text[:cut])


def test_too_large_is_refused() -> None:
    doc = real_doc()
    doc["padding"] = "x" * 4_100_000
    rejects(doc, "too large")
    rejects(json.dumps(doc).encode(), "too large")


def wrong_rotation(doc: dict[str, Any]) -> None:
    """Hand 2, not yet started, opened by the wrong seat."""
    del doc["hands"][2:]
    second = doc["hands"][1]
    second.update(opener=(second["opener"] + 1) % doc["players"], actions=[])
    del doc["scores"]


@pytest.mark.parametrize(
    "change, reason",
    [
        (lambda d: d.pop("format"), "not a saved Draw match"),
        (lambda d: d.update(format="chess"), "not a saved Draw match"),
        (lambda d: d.update(format=["drawgame-match"]), "not a saved Draw match"),
        (lambda d: d.update(version=2), "version 2"),
        (lambda d: d.update(version="1"), "version"),
        (lambda d: d.update(version=1.0), "version"),
        (lambda d: d.update(version=True), "version"),
        (lambda d: d.update(version=10**100), "version unknown"),
        (lambda d: d.pop("version"), "version"),
        (lambda d: d.update(players=10**100), "players"),
        (lambda d: d.update(players=5), "players"),
        (lambda d: d.update(players="3"), "players"),
        (lambda d: d.update(first_opener=-1), "first_opener"),
        (lambda d: d.update(first_opener=10**100), "first_opener"),
        (lambda d: d.update(scores=[10**100, 0, 0]), "scores"),
        (lambda d: d.update(scores=[0, 0, 0]), "scores"),
        (lambda d: d.update(scores="high"), "scores"),
        (lambda d: d.update(hands=[]), "no hand"),
        (lambda d: d.update(hands={}), "list"),
        (lambda d: d.update(hands=[None]), "object"),
        (lambda d: d.update(hands=[[]] * 3000), "too long"),
        (lambda d: d["hands"][0].update(opener=10**100), "opener"),
        (lambda d: d["hands"][0].update(opener=True), "opener"),
        (lambda d: d["hands"][0].update(hands="[1|2]"), "list"),
        (lambda d: d["hands"][0]["hands"].pop(), "3 hands"),
        (lambda d: d["hands"][0]["hands"][0].append(d["hands"][0]["stock"].pop()), "R3"),
        (lambda d: d["hands"][0]["hands"][1].append(d["hands"][0]["hands"][0].pop()), "R3"),
        (lambda d: d["hands"][0]["hands"][0].__setitem__(0, d["hands"][0]["hands"][1][0]), "twice"),
        (lambda d: d["hands"][0]["stock"].__setitem__(0, d["hands"][0]["stock"][1]), "twice"),
        (lambda d: d["hands"][0]["stock"].pop(), "missing"),
        (lambda d: d["hands"][0]["stock"].__setitem__(0, "[7|7]"), "not a tile"),
        (lambda d: d["hands"][0]["stock"].__setitem__(0, 12), "tile like"),
        (lambda d: d["hands"][0]["stock"].__setitem__(0, "[1|2]" * 100), "tile like"),
        (lambda d: d["hands"][0].update(actions=["fly"]), "not an action"),
        (lambda d: d["hands"][0].update(actions=[None]), "action must be text"),
        (lambda d: d["hands"][0].update(actions="draw"), "list"),
        (lambda d: d["hands"][0].update(actions=["draw"] * 500), "too long"),
        (lambda d: d["hands"][0]["actions"].insert(0, "pass"), "breaks the rules"),
        (lambda d: d["hands"][0]["actions"].insert(0, "[6|6] right"), "breaks the rules"),
        (lambda d: d["hands"][0]["actions"].append("draw"), "action"),
        (lambda d: d["hands"][0]["actions"].pop(), "before it ended"),
        (wrong_rotation, "R16"),
        (lambda d: d["hands"].append(copy.deepcopy(d["hands"][-1])), "already over"),
        (lambda d: d["hands"].insert(1, copy.deepcopy(d["hands"][0])), "R16"),
        (lambda d: d["hands"][0].update(line=["[3|3] left"], current=1), "deal"),
        (lambda d: d["hands"][-1].update(current=0), "deal"),
    ],
)  # fmt: skip
def test_hostile_changes_to_a_real_document_are_refused(change: Any, reason: str) -> None:
    doc = real_doc()
    assert len(doc["hands"]) >= 2
    load(doc)  # the unchanged document loads
    change(doc)
    rejects(doc, reason)


def test_illegal_action_sequences_are_refused() -> None:
    doc = real_doc(2, 8, finished=False)
    actions = doc["hands"][-1]["actions"]
    assert len(actions) > 5
    stock_of_last = doc["hands"][-1]["stock"]
    for number in range(len(actions)):
        for bad in ("pass", f"{stock_of_last[-1]} left", "[3|5] up"):
            broken = copy.deepcopy(doc)
            broken["hands"][-1]["actions"][number] = bad
            try:
                match = load(broken)
            except SaveError:
                continue
            assert_valid(match)  # a replacement that happens to be legal is still a real game
            assert bad != f"{stock_of_last[-1]} left"  # the protected tile is never in a hand


def test_an_unfinished_match_continues_after_loading() -> None:
    for match in play_match(4, 3):
        if match.hand_number == 2 and len(match.hand.history) == 6:
            break
    loaded = Match.from_json(match.to_json())
    assert loaded.result is None and loaded.hand.outcome is None
    assert_valid(loaded)
    for action in match.hand.legal_actions():
        assert loaded.apply(action) == match.apply(action)


def test_every_wrong_type_everywhere() -> None:
    doc = real_doc(3, 4, finished=False)  # two hands: small enough to try everything
    assert len(doc["hands"]) == 2
    wrong: list[object] = [None, True, False, 0, -1, 7, 1.5, "x", "", [], {}, 10**100, [[]]]
    for path in paths(doc):
        for value in wrong:
            mutated = copy.deepcopy(doc)
            set_at(mutated, path, value)
            try:
                match = load(mutated)
            except SaveError:
                continue
            assert_valid(match)


# -- fuzzing real save files ----------------------------------------------------------------


def paths(doc: object, prefix: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place in a JSON document that holds a value."""
    out: list[tuple[object, ...]] = []
    items: Any = (
        doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) else ()
    )
    for key, value in items:
        out.append((*prefix, key))
        out += paths(value, (*prefix, key))
    return out


def parent_of(doc: Any, path: tuple[object, ...]) -> Any:
    for key in path[:-1]:
        doc = doc[key]
    return doc


def set_at(doc: Any, path: tuple[object, ...], value: object) -> None:
    parent_of(doc, path)[path[-1]] = value


SAVES = [
    json.loads(final_match(2, 31).to_json()),
    json.loads(final_match(4, 32).to_json()),
    real_doc(3, 33, finished=False),
]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=8)
    | st.sampled_from(
        ["[3|5]", "[0|0]", "[6|6]", "[3|5] left", "[1|2] right", "draw", "pass", "drawgame-match"]
    )
    | st.integers(-2, 30)
    | st.just(10**100),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def mutate_json(doc: Any, data: st.DataObject) -> Any:
    doc = copy.deepcopy(doc)
    for _ in range(data.draw(st.integers(1, 3))):
        where = paths(doc)
        if not where:
            break
        path = data.draw(st.sampled_from(where))
        parent = parent_of(doc, path)
        key = path[-1]
        kind = data.draw(st.sampled_from(["replace", "delete", "duplicate", "swap", "tweak"]))
        if kind == "replace":
            parent[key] = data.draw(json_values)
        elif kind == "delete":
            del parent[key]
        elif kind == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
        elif kind == "swap" and isinstance(parent, list) and len(parent) > 1:
            other = data.draw(st.integers(0, len(parent) - 1))
            parent[key], parent[other] = parent[other], parent[key]
        elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += data.draw(st.sampled_from([-1, 1, 10**100]))
    return doc


@pytest.mark.slow
@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(save=st.sampled_from(SAVES), data=st.data())
def test_fuzz_mutated_save_files(save: dict[str, Any], data: st.DataObject) -> None:
    how = data.draw(st.sampled_from(["bytes", "truncate", "json", "json"]))
    raw = json.dumps(save).encode("utf-8")
    if how == "bytes":
        buffer = bytearray(raw)
        for _ in range(data.draw(st.integers(1, 4))):
            buffer[data.draw(st.integers(0, len(buffer) - 1))] = data.draw(st.integers(0, 255))
        text: str | bytes = bytes(buffer)
    elif how == "truncate":
        text = raw[: data.draw(st.integers(0, len(raw) - 1))]
    else:
        text = json.dumps(mutate_json(save, data))
    try:
        match = Match.from_json(text)
    except SaveError as error:
        assert str(error) and "\n" not in str(error)  # one clear sentence
        return
    assert_valid(match)


def test_the_validity_check_can_fail() -> None:
    # Guard the guard: a match whose hand starts in mid-play, with counts no deal reaches
    # (possible only through private constructors), fails the checks and cannot be saved.
    hands = [list(FULL_SET[1:20]), list(FULL_SET[20:25])]
    state = HandState.from_tiles(hands, FULL_SET[25:], 0, line=[Place(FULL_SET[0], End.LEFT)])
    impossible = Match._make(state, (), 0)
    with pytest.raises(AssertionError):
        assert_valid(impossible)
    with pytest.raises(ValueError, match="deal"):
        impossible.to_json()
