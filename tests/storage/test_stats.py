"""Statistics: what they count, by players and opponent strength; counted once per match;
a bad or hostile statistics file is refused as a StatsError (issue 7)."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import MatchResult, Outcome, Termination
from drawgame.storage import Record, Statistics, StatsError, strength_key

from ._saves import finished
from .test_saves import mutate

ID = "0123456789abcdef" * 2


def fake_match(
    players: int,
    winners: tuple[int, ...],
    margin: int | None,
    hands: list[Any],
    target: int | None = None,
):
    """A finished match with chosen hands and result (a drawn match is rare in play)."""
    target = target if target is not None else (100 if players == 2 else 61)
    outcomes = tuple(
        Outcome(term, winner, tuple(0 for _ in range(players)), tuple(0 for _ in range(players)))
        for term, winner in hands
    )
    return SimpleNamespace(
        players=players, result=MatchResult(winners, margin), outcomes=outcomes, target=target
    )


D, B = Termination.DOMINO, Termination.BLOCKED


def test_a_won_match_counts_its_hands_and_margin() -> None:
    match = fake_match(2, (0,), 23, [(D, 0), (B, 0), (D, 1), (B, None), (D, 0)])
    stats = Statistics().add_match(ID, match, ("hard",))
    group = stats.group(2, "hard")
    assert (group.played, group.won, group.lost, group.drawn) == (1, 1, 0, 0)
    assert (group.hands_played, group.hands_domino, group.hands_block) == (5, 2, 1)
    assert group.best_margin == 23


def test_lost_and_drawn_matches_and_the_best_margin_over_several() -> None:
    stats = Statistics()
    stats = stats.add_match("1" * 32, fake_match(3, (0,), 10, [(D, 0)]), ("easy", "easy"))
    stats = stats.add_match("2" * 32, fake_match(3, (0,), 31, [(D, 0)]), ("easy", "easy"))
    stats = stats.add_match("3" * 32, fake_match(3, (1,), 5, [(D, 1)]), ("easy", "easy"))
    # A draw between the two opponents is a loss for the player; one with the player a draw.
    stats = stats.add_match("4" * 32, fake_match(3, (1, 2), None, [(D, 1)]), ("easy", "easy"))
    stats = stats.add_match("5" * 32, fake_match(3, (0, 2), None, [(B, 0)]), ("easy", "easy"))
    group = stats.group(3, "easy")
    assert (group.played, group.won, group.lost, group.drawn) == (5, 2, 2, 1)
    assert group.best_margin == 31
    assert (group.hands_domino, group.hands_block) == (2, 1)


def test_groups_by_players_and_strength_with_a_total() -> None:
    stats = Statistics()
    stats = stats.add_match("1" * 32, fake_match(2, (0,), 9, [(D, 0)]), ("hard",))
    stats = stats.add_match("2" * 32, fake_match(4, (0,), 4, [(D, 0)]), ("easy", "hard", "hard"))
    stats = stats.add_match("3" * 32, fake_match(2, (1,), 9, [(D, 1)]), ("medium",))
    keys = [(g.players, g.strength) for g in stats.groups]
    assert keys == [(2, "hard"), (2, "medium"), (4, "mixed")]
    total = stats.total()
    assert (total.players, total.played, total.won, total.lost, total.best_margin) == (
        None,
        3,
        2,
        1,
        9,
    )


def test_a_match_is_counted_once_and_only_when_finished() -> None:
    match = finished(2, 3)
    stats = Statistics().add_match(ID, match, ("easy",))
    assert stats.add_match(ID, match, ("easy",)) is stats
    assert stats.add_match("f" * 32, match, ("easy",)).total().played == 2
    with pytest.raises(ValueError, match="finished"):
        unfinished = SimpleNamespace(players=2, result=None, outcomes=())
        Statistics().add_match(ID, unfinished, ("easy",))


def test_a_real_match_round_trips() -> None:
    stats = Statistics()
    for seed in range(4):
        match = finished(2 + seed % 3, seed)
        stats = stats.add_match(f"{seed:032x}", match, ("medium",) * (match.players - 1))
    assert Statistics.from_json(stats.to_json()) == stats
    assert Statistics.from_json(stats.to_json().encode()) == stats
    assert stats.total().hands_played == sum(g.hands_played for g in stats.groups)


def test_strength_key() -> None:
    assert strength_key(("hard", "hard")) == "hard"
    assert strength_key(("hard", "easy")) == "mixed"


def good() -> dict[str, Any]:
    stats = Statistics((Record(2, "easy", 3, 1, 1, 1, 9, 2, 1, 12),), (ID,))
    doc: dict[str, Any] = json.loads(stats.to_json())
    return doc


def changed(**where: Any) -> bytes:
    doc = good()
    for key, value in where.items():
        if key.startswith("g_"):
            doc["groups"][0][key[2:]] = value
        else:
            doc[key] = value
    return json.dumps(doc).encode()


HOSTILE = {
    "empty": b"",
    "truncated": json.dumps(good()).encode()[:40],
    "garbled": b"\x93\xff{{{",
    "wrong version": changed(version=0),
    "wrong format": changed(format="drawgame-save"),
    "10**100 matches": changed(g_played=10**100, g_won=10**100 - 2),
    "negative": changed(g_lost=-1, g_won=3),
    "float": changed(g_won=1.0),
    "counts do not add up": changed(g_won=2),
    "margin without a win": changed(g_won=0, g_drawn=2, g_best_margin=5),
    "a win without margin": changed(g_best_margin=None),
    "more hands won than played": changed(g_hands_domino=9),
    "players 9": changed(g_players=9),
    "strength as number": changed(g_strength=3),
    "groups as object": changed(groups={}),
    "twice the same group": changed(groups=good()["groups"] * 2),
    "deep nesting": b'{"format":"drawgame-statistics","groups":' + b"[" * 100_000,
    "bad identity": changed(recorded=["x"]),
    "too many identities": changed(recorded=[ID] * 51),
    "too large": b" " * 300_000,
}


@pytest.mark.parametrize("name", HOSTILE)
def test_bad_statistics_files_are_refused(name: str) -> None:
    with pytest.raises(StatsError) as caught:
        Statistics.from_json(HOSTILE[name])
    assert "\n" not in str(caught.value)


def test_the_hostile_cases_start_from_a_valid_file() -> None:
    assert Statistics.from_json(json.dumps(good())).total().played == 3


@pytest.mark.slow
@settings(max_examples=300)
@given(data=st.data())
def test_fuzz_mutations_of_a_real_statistics_file(data: st.DataObject) -> None:
    stats = Statistics()
    for seed in range(3):
        match = finished(2 + seed, seed)
        stats = stats.add_match(f"{seed:032x}", match, ("hard",) * (match.players - 1))
    doc = json.loads(stats.to_json())
    for _ in range(data.draw(st.integers(1, 3))):
        doc = mutate(doc, data)
    try:
        loaded = Statistics.from_json(json.dumps(doc))
    except StatsError:
        return
    total = loaded.total()
    assert total.won + total.lost + total.drawn == total.played
    assert Statistics.from_json(loaded.to_json()) == loaded
