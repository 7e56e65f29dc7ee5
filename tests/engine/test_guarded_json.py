"""The one guarded JSON reader behind the match, the save and the statistics documents:
strict JSON, capped size and depth, one sentence in the caller's own error type, and a
document from a newer version told apart from a corrupt one."""

from __future__ import annotations

import json
from typing import Any

import pytest

from drawgame.engine import Match, NewerSaveError, SaveError
from drawgame.engine.guarded_json import MAX_DEPTH, NewerVersionError, Spec, read_document
from drawgame.storage import Statistics, StatsError, load_save
from drawgame.storage.stats import NewerStatsError

from ..storage._saves import real_texts


class Oops(ValueError):
    pass


class NewerOops(Oops, NewerVersionError):
    pass


SPEC = Spec("the notes", "drawgame-notes", 2, 1_000, Oops, NewerOops)


def notes(**extra: Any) -> str:
    return json.dumps({"format": "drawgame-notes", "version": 2, **extra})


def refused(data: str | bytes) -> str:
    with pytest.raises(Oops) as caught:
        read_document(data, SPEC)
    message = str(caught.value)
    assert message.startswith("the notes") or message.startswith("this file")
    assert "\n" not in message and len(message) < 200
    return message


def test_a_good_document_reads_as_a_dict() -> None:
    assert read_document(notes(n=[1, {"a": None}]), SPEC)["n"] == [1, {"a": None}]
    assert read_document(notes().encode(), SPEC)["version"] == 2


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b"x" * 1001, "too large"),
        ("x" * 1001, "too large"),
        (b"\xff{}", "not UTF-8"),
        ("  ", "empty"),
        ("{", "not valid JSON"),
        (notes(n=1.5)[:-1] + ',"x":NaN}', "NaN is not a JSON number"),
        (notes()[:-1] + ',"x":-Infinity}', "-Infinity is not a JSON number"),
        (notes()[:-1] + ',"format":"drawgame-notes"}', "a key appears twice"),
        ("[" * 400 + "]" * 400, "nested too deeply"),
        ("[1]", "must be a JSON object"),
        (json.dumps({"format": "other", "version": 2}), "this file is not the notes"),
        (notes(version=1), "has version 1; this game reads version 2"),
        (notes(version="3"), "has version unknown"),
        (notes(version=True), "has version unknown"),
    ],
    ids=lambda value: repr(value)[:24],
)
def test_bad_documents_get_one_sentence_in_the_callers_error(data: str | bytes, says: str):
    assert says in refused(data)


def test_depth_is_capped_even_where_json_would_parse() -> None:
    def nested(depth: int) -> str:
        return notes()[:-1] + ',"n":' + "[" * depth + "]" * depth + "}"

    read_document(nested(MAX_DEPTH - 1), SPEC)
    assert "nested too deeply" in refused(nested(MAX_DEPTH + 1))
    assert "nested too deeply" in refused(nested(400))


def test_json_recursion_is_caught() -> None:
    spec = Spec("the notes", "drawgame-notes", 2, 10**6, Oops)
    with pytest.raises(Oops, match="nested too deeply"):
        read_document("[" * 100_000 + "]" * 100_000, spec)


def test_non_text_is_refused() -> None:
    with pytest.raises(Oops, match="must be text"):
        read_document(42, SPEC)  # type: ignore[arg-type]


@pytest.mark.parametrize("version", [3, 10**100])
def test_a_newer_version_is_its_own_error(version: int) -> None:
    with pytest.raises(NewerOops, match="newer version of the game"):
        read_document(notes(version=version), SPEC)


@pytest.mark.parametrize("version", [0, 1, -5, "3", 3.0, None])
def test_an_older_or_odd_version_is_not_called_newer(version: object) -> None:
    with pytest.raises(Oops) as caught:
        read_document(notes(version=version), SPEC)
    assert not isinstance(caught.value, NewerVersionError)


# -- the three documents share it ------------------------------------------------------------


def test_a_match_from_a_newer_version_is_told_apart() -> None:
    doc = json.loads(real_texts()[1])["match"]
    doc["version"] = 2
    with pytest.raises(NewerSaveError) as caught:
        Match.from_json(json.dumps(doc))
    assert isinstance(caught.value, SaveError) and isinstance(caught.value, NewerVersionError)
    doc["version"] = 0
    with pytest.raises(SaveError) as old:
        Match.from_json(json.dumps(doc))
    assert not isinstance(old.value, NewerVersionError)


def test_a_save_from_a_newer_version_is_told_apart() -> None:
    doc = json.loads(real_texts()[1])
    doc["version"] = 7
    with pytest.raises(NewerSaveError, match="newer version"):
        load_save(json.dumps(doc))
    doc["version"] = 1
    doc["match"]["version"] = 7  # a newer match inside: the same
    with pytest.raises(NewerSaveError, match="newer version"):
        load_save(json.dumps(doc))


def test_statistics_from_a_newer_version_are_told_apart() -> None:
    doc = json.loads(Statistics().to_json())
    doc["version"] += 1
    with pytest.raises(NewerStatsError) as caught:
        Statistics.from_json(json.dumps(doc))
    assert isinstance(caught.value, StatsError) and isinstance(caught.value, NewerVersionError)


@pytest.mark.parametrize(
    ("load", "error", "text"),
    [
        (Match.from_json, SaveError, '{"format":"drawgame-match","format":"x"}'),
        (load_save, SaveError, '{"format":"drawgame-save","version":1,"version":2}'),
        (Statistics.from_json, StatsError, '{"format":"drawgame-statistics","version":NaN}'),
    ],
)
def test_each_loader_is_strict_json(load: Any, error: type[Exception], text: str) -> None:
    with pytest.raises(error, match="not valid JSON"):
        load(text)
