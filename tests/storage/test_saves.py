"""The save document: it restores the match exactly, and nothing in a bad or hostile file
gets past the loader except as a SaveError (issue 7). Fuzzed with mutations of real files."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import Match, Rules, SaveError
from drawgame.engine.record import record_from_match
from drawgame.engine.seal import (
    DealSeal,
    DealTerms,
    first_sealed,
    next_sealed,
    old_order,
    seeded_secret,
)
from drawgame.session.effects import AskSeat
from drawgame.session.turns import TurnMachine
from drawgame.storage import SaveDocument, load_save, save_to_json

from ._saves import document, playout, real_texts, tile_count

REAL = real_texts()


def test_a_saved_match_comes_back_exactly() -> None:
    doc = document(3, 7, 55, name="Zeynep")
    back = load_save(save_to_json(doc).encode("utf-8"))
    assert back == doc
    match = back.match
    assert match.hand.hands == doc.match.hand.hands  # every hand ...
    assert match.hand.stock == doc.match.hand.stock  # ... the stock order ...
    assert match.hand.line == doc.match.hand.line  # ... the line, the turn, the scores
    assert (match.hand.current, match.scores) == (doc.match.hand.current, doc.match.scores)
    assert match.hand.history == doc.match.hand.history
    assert (back.player_name, back.opponents) == ("Zeynep", ("easy", "medium"))


def test_the_next_hands_are_dealt_as_they_would_have_been() -> None:
    # Play to the end of a hand; the shuffler's saved state deals the same next hand.
    match, rng = playout(2, 8, 1)
    while match.hand.outcome is None:
        match = match.apply(match.hand.legal_actions()[0])
    doc = SaveDocument(match, "", ("easy",), "f" * 32, 8, rng.getstate())
    back = load_save(save_to_json(doc))
    assert back.rng_state is not None
    resumed = random.Random()
    resumed.setstate(back.rng_state)
    assert match.next_hand(resumed) == match.next_hand(rng)


def test_the_document_is_versioned_json_around_the_engines_document() -> None:
    doc = json.loads(REAL[1])
    assert (doc["format"], doc["version"]) == ("drawgame-save", 1)
    assert doc["match"]["format"] == "drawgame-match"
    assert doc["opponents"] == ["easy"]


def test_unknown_opponents_are_refused_when_the_game_cannot_play_them() -> None:
    with pytest.raises(SaveError, match="no opponent"):
        load_save(REAL[1], known_opponents={"medium", "hard"})
    assert load_save(REAL[1], known_opponents={"easy"}).opponents == ("easy",)


def edit(text: str, change: Any) -> str:
    doc = json.loads(text)
    change(doc)
    return json.dumps(doc)


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def change(doc: Any) -> None:
        for key in path[:-1]:
            doc = doc[key]
        doc[path[-1]] = value

    return change


def _duplicate_tile(doc: Any) -> None:
    hand = doc["match"]["hands"][0]
    hand["stock"][0] = hand["hands"][0][0]


def _missing_tile(doc: Any) -> None:
    doc["match"]["hands"][0]["hands"][1].pop()


def _extra_tile(doc: Any) -> None:
    hand = doc["match"]["hands"][0]
    hand["hands"][0].append(hand["stock"].pop())


def deep(text: str, key: str, depth: int) -> bytes:
    """``text`` with the value of ``key`` replaced by ``depth`` nested lists."""
    doc = json.loads(text)
    doc[key] = "HERE"
    return json.dumps(doc).replace('"HERE"', "[" * depth + "]" * depth).encode()


HOSTILE = {
    "empty": b"",
    "blank": b"  \n\t ",
    "truncated": REAL[2][: len(REAL[2]) // 2].encode(),
    "garbled": bytes(random.Random(1).randrange(256) for _ in range(3000)),
    "not utf-8": REAL[1].encode("utf-16"),
    "nul bytes": b"\0" * 4096,
    "a list": b"[]",
    "wrong format": edit(REAL[1], _set(("format",), "drawgame-match")).encode(),
    "wrong version": edit(REAL[1], _set(("version",), 2)).encode(),
    "version 0": edit(REAL[1], _set(("version",), 0)).encode(),
    "version 10**100": edit(REAL[1], _set(("version",), 10**100)).encode(),
    "score 10**100": edit(REAL[4], _set(("match", "scores", 0), 10**100)).encode(),
    "seed 10**100": edit(REAL[1], _set(("seed",), 10**100)).encode(),
    "opener 10**100": edit(REAL[1], _set(("match", "hands", 0, "opener"), 10**100)).encode(),
    "a 5000-digit number": ('{"format":"drawgame-save","version":' + "9" * 5000 + "}").encode(),
    "duplicate tile": edit(REAL[2], _duplicate_tile).encode(),
    "missing tile": edit(REAL[2], _missing_tile).encode(),
    "extra tile": edit(REAL[2], _extra_tile).encode(),
    "deep nesting": ('{"format":"drawgame-save","version":1,"id":' + "[" * 100_000).encode(),
    "deep nesting that parses": deep(REAL[1], "opponents", 900),
    "deep nesting in the match": deep(REAL[1], "match", 900),
    "deeper nesting in the match": deep(REAL[1], "match", 5000),
    "players as text": edit(REAL[1], _set(("match", "players"), "2")).encode(),
    "opponents as text": edit(REAL[1], _set(("opponents",), "easy")).encode(),
    "too many opponents": edit(REAL[1], _set(("opponents",), ["easy"] * 4)).encode(),
    "opponents do not fit": edit(REAL[1], _set(("opponents",), ["easy", "hard"])).encode(),
    "name too long": edit(REAL[1], _set(("player_name",), "x" * 41)).encode(),
    "name with control": edit(REAL[1], _set(("player_name",), "a\u0007b")).encode(),
    "bad identity": edit(REAL[1], _set(("id",), "../../etc/passwd")).encode(),
    "shuffler of floats": edit(REAL[1], _set(("rng",), [0.5] * 625)).encode(),
    "shuffler all zero": edit(REAL[1], _set(("rng",), [0] * 625)).encode(),
    "shuffler too short": edit(REAL[1], _set(("rng",), [1] * 10)).encode(),
    "no match": edit(REAL[1], lambda d: d.pop("match")).encode(),
    "match is null": edit(REAL[1], _set(("match",), None)).encode(),
    "NaN score": REAL[4].replace('"scores":[', '"scores":[NaN,').encode(),
    "huge": b'{"a":"' + b"x" * 5_000_000 + b'"}',
}


@pytest.mark.parametrize("name", HOSTILE)
def test_bad_and_hostile_files_are_refused_in_one_sentence(name: str) -> None:
    with pytest.raises(SaveError) as caught:
        load_save(HOSTILE[name])
    message = str(caught.value)
    assert message and "\n" not in message and len(message) < 200


def test_the_hostile_cases_are_one_step_from_a_valid_file() -> None:
    # So each case above is refused for its own flaw, not for some earlier one.
    assert load_save(edit(REAL[1], _set(("player_name",), "x" * 40))).player_name == "x" * 40
    assert load_save(edit(REAL[1], _set(("seed",), None))).seed is None
    assert load_save(edit(REAL[1], _set(("rng",), None))).rng_state is None


# -- fuzzing -------------------------------------------------------------------------------

HOSTILE_VALUES = [
    10**100,
    -(10**100),
    -1,
    0,
    1,
    7,
    28,
    2.5,
    float("inf"),
    "",
    "[0|0]",
    "[6|6]",
    "[7|7]",
    "draw",
    "pass",
    "[3|4] left",
    None,
    True,
    [],
    {},
    [[[[[[[[]]]]]]]],
    {"format": "drawgame-match"},
    "x" * 10_000,
]


def paths(doc: object, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += paths(value, (*prefix, key))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            found += paths(value, (*prefix, index))
    return found


def mutate(doc: Any, data: st.DataObject) -> Any:
    """One random change somewhere in the tree: a hostile value, a deletion, a duplicate,
    a swap, or a tile moved from one place to another."""
    all_paths = paths(doc)
    path = data.draw(st.sampled_from(all_paths[1:]), label="path")
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    key = path[-1]
    kind = data.draw(st.sampled_from(["value", "delete", "duplicate", "swap", "tile"]))
    if kind == "value":
        # A copy: later changes must not alter the shared hostile values.
        parent[key] = copy.deepcopy(data.draw(st.sampled_from(HOSTILE_VALUES), label="value"))
    elif kind == "delete":
        del parent[key]
    elif kind == "duplicate" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    elif kind == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = data.draw(st.integers(0, len(parent) - 1), label="other")
        parent[key], parent[other] = parent[other], parent[key]
    elif kind == "tile":
        tiles = [p for p in all_paths if isinstance(_get(doc, p), str) and "|" in _get(doc, p)]
        if tiles:
            source = data.draw(st.sampled_from(tiles), label="tile")
            parent[key] = _get(doc, source)
    return doc


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def check_loaded(doc: SaveDocument) -> None:
    """What loads is a sound match: 28 tiles, scores the hands explain, a clean re-save."""
    assert tile_count(doc.match) == 28
    for finished in doc.match.past_hands:
        assert sum(finished.hand_sizes) + finished.stock_size + len(finished.line.tiles) == 28
    assert all(0 <= s < 1000 for s in doc.match.scores)
    assert len(doc.opponents) == doc.match.players - 1
    assert load_save(save_to_json(doc)) == doc


@pytest.mark.slow
@settings(max_examples=300)
@given(text=st.sampled_from(REAL), data=st.data())
def test_fuzz_json_mutations_of_real_save_files(text: str, data: st.DataObject) -> None:
    doc = json.loads(text)
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        doc = mutate(doc, data)
    try:
        loaded = load_save(json.dumps(doc))
    except SaveError:
        return
    check_loaded(loaded)


@settings(max_examples=300)
@given(
    text=st.sampled_from(REAL),
    cut=st.floats(0, 1),
    noise=st.lists(st.tuples(st.floats(0, 1), st.binary(min_size=1, max_size=4)), max_size=4),
)
def test_fuzz_byte_mutations_of_real_save_files(
    text: str, cut: float, noise: list[tuple[float, bytes]]
) -> None:
    data = bytearray(text.encode("utf-8"))
    for where, junk in noise:
        at = int(where * len(data))
        data[at : at + len(junk)] = junk
    data = data[: max(1, int(len(data) * cut))] if cut < 1 else data
    try:
        loaded = load_save(bytes(data))
    except SaveError:
        return
    check_loaded(loaded)


def test_every_truncation_of_a_real_file_is_refused() -> None:
    text = REAL[2].encode()
    for end in range(0, len(text) - 1, max(1, len(text) // 400)):
        with pytest.raises(SaveError):
            load_save(text[:end])


def test_the_checks_can_fail() -> None:
    bad = load_save(REAL[2])
    object.__setattr__(bad, "opponents", ("easy", "easy", "easy"))
    with pytest.raises(AssertionError):
        check_loaded(bad)


# -- the deals' seals (issue 33) ---------------------------------------------------------


def _sealed_hand_over(seed: int) -> tuple[Match, list[DealSeal]]:
    """A match whose first hand, dealt from a binding seal, is over; the next hand's seal
    made already (as the game makes it at a hand's end)."""
    match, first = first_sealed(Rules.standard(2), 1, seeded_secret(seed, 1))
    while match.hand.outcome is None:
        match = match.apply(match.hand.legal_actions()[0])
    _, second = next_sealed(match, seeded_secret(seed, 2))
    return match, [first, second]


def test_binding_seals_come_back_binding_with_their_hands_terms() -> None:
    match, seals = _sealed_hand_over(5)
    doc = SaveDocument(match, "", ("easy",), "a" * 32, seals=tuple(seals))
    back = load_save(save_to_json(doc))
    assert back.seals == tuple(seals)
    assert [seal.terms for seal in back.seals if seal is not None] == [
        DealTerms(Rules.standard(2), 1, 1),
        DealTerms(Rules.standard(2), 2, 0),
    ]


def test_a_save_from_before_the_binding_seal_resumes_with_its_old_seal() -> None:
    # The hand in play was dealt by the old seal: Python's random, seeded by the secret.
    secret = seeded_secret(6, 1)
    match = Match.new(Rules.standard(2), random.Random(int.from_bytes(secret, "big")), 0)
    match = match.apply(match.hand.legal_actions()[0])
    old = DealSeal(secret, old_order(secret))
    doc = SaveDocument(match, "", ("easy",), "b" * 32, seals=(old,))
    back = load_save(save_to_json(doc))
    assert back.seals == (old,) and not old.binding
    # The game goes on: the next hand is dealt from a binding seal, and the record leaves
    # the old seal out (it binds too little for a record of format 2).
    turns = TurnMachine()
    turns.resume(back.match, seals=back.seals)
    while turns.match is not None and turns.match.hand.outcome is None:
        if turns.human_to_move():
            turns.play(turns.match.hand.legal_actions()[0])
        else:
            ask = next(e for e in turns.bot_turn() if isinstance(e, AskSeat))
            turns.bot_moved(ask.token, turns.match.hand.legal_actions()[0])
    turns.next_hand()
    assert turns.match is not None
    assert turns.seals[1] is not None and turns.seals[1].binding
    assert turns.match.hand.dealt_stock == turns.seals[1].order[14:]
    record = record_from_match(turns.match, seals=turns.seals)
    assert record.hands[0].commitment is None and record.hands[1].seal is None
    assert record.hands[1].commitment == turns.seals[1].commitment
