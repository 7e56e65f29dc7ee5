"""The line in the rule texts' words: the worked examples of RULES.md and the seeds (R10)."""

from dataclasses import dataclass

import pytest

from drawgame.engine import (
    FULL_SET,
    Connection,
    End,
    HandState,
    Line,
    OpenPoint,
    Place,
    Port,
)

from ._play import T

L, R = End.LEFT, End.RIGHT
HIGH, LOW, A, B = Port.HIGH_END, Port.LOW_END, Port.SIDE_A, Port.SIDE_B


@dataclass(frozen=True)
class Example:
    name: str
    placements: tuple[tuple[str, End], ...]
    connections: tuple[tuple[str, Port, str, Port], ...]
    open_points: tuple[tuple[str, Port, int], ...]
    text: str


# The seven "Played ..." examples of the seeds, with the English text of RULES.md.
EXAMPLES = [
    Example(
        "played [1|4]",
        (("[1|4]", L),),
        (),
        (("[1|4]", HIGH, 4), ("[1|4]", LOW, 1)),
        "Tiles: [1|4]. Connections: none. "
        "Legal continuation points: [1|4] (high end, 4); [1|4] (low end, 1).",
    ),
    Example(
        "played [1|1]",
        (("[1|4]", L), ("[1|1]", L)),
        (("[1|4]", LOW, "[1|1]", A),),
        (("[1|1]", B, 1), ("[1|4]", HIGH, 4)),
        "Tiles: [1|4], [1|1]. Connections: [1|4] (low end) – [1|1] (side A). "
        "Legal continuation points: [1|1] (side B, 1); [1|4] (high end, 4).",
    ),
    Example(
        "played [4|4]",
        (("[1|4]", L), ("[1|1]", L), ("[4|4]", R)),
        (("[1|4]", LOW, "[1|1]", A), ("[1|4]", HIGH, "[4|4]", A)),
        (("[1|1]", B, 1), ("[4|4]", B, 4)),
        "Tiles: [1|4], [1|1], [4|4]. "
        "Connections: [1|4] (low end) – [1|1] (side A); [1|4] (high end) – [4|4] (side A). "
        "Legal continuation points: [1|1] (side B, 1); [4|4] (side B, 4).",
    ),
    Example(
        "played [3|4]",
        (("[1|4]", L), ("[1|1]", L), ("[4|4]", R), ("[3|4]", R)),
        (
            ("[1|4]", LOW, "[1|1]", A),
            ("[1|4]", HIGH, "[4|4]", A),
            ("[4|4]", B, "[3|4]", HIGH),
        ),
        (("[1|1]", B, 1), ("[3|4]", LOW, 3)),
        "Tiles: [1|4], [1|1], [4|4], [3|4]. "
        "Connections: [1|4] (low end) – [1|1] (side A); [1|4] (high end) – [4|4] (side A); "
        "[4|4] (side B) – [3|4] (high end). "
        "Legal continuation points: [1|1] (side B, 1); [3|4] (low end, 3).",
    ),
    Example(
        "played [6|6]",
        (("[3|6]", L), ("[6|6]", R)),
        (("[3|6]", HIGH, "[6|6]", A),),
        (("[3|6]", LOW, 3), ("[6|6]", B, 6)),
        "Tiles: [3|6], [6|6]. Connections: [3|6] (high end) – [6|6] (side A). "
        "Legal continuation points: [3|6] (low end, 3); [6|6] (side B, 6).",
    ),
    Example(
        "played [0|0]",
        (("[0|0]", L),),
        (),
        (("[0|0]", A, 0), ("[0|0]", B, 0)),
        "Tiles: [0|0]. Connections: none. "
        "Legal continuation points: [0|0] (side A, 0); [0|0] (side B, 0).",
    ),
    Example(
        "played [2|2]",
        (("[2|2]", L),),
        (),
        (("[2|2]", A, 2), ("[2|2]", B, 2)),
        "Tiles: [2|2]. Connections: none. "
        "Legal continuation points: [2|2] (side A, 2); [2|2] (side B, 2).",
    ),
]


def built(example: Example) -> Line:
    return Line.build((T(tile), end) for tile, end in example.placements)


def played(example: Example) -> Line:
    """The same line reached in a 2-player hand through HandState.apply: the seats take
    turns, seat 0 placing the first, third... tile of the example and seat 1 the others."""
    line_tiles = [T(tile) for tile, _ in example.placements]
    others = [t for t in FULL_SET if t not in line_tiles]
    hands = [line_tiles[0::2], line_tiles[1::2]]
    for hand in hands:
        while len(hand) < 7:
            hand.append(others.pop())
    state = HandState.from_tiles(hands, others, 0)
    for seat, (tile, end) in enumerate(example.placements):
        assert state.current == seat % 2
        state = state.apply(Place(T(tile), end))
    return state.line


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.name)
def test_worked_example(example: Example) -> None:
    for line in (built(example), played(example)):
        assert line.tiles == tuple(T(tile) for tile, _ in example.placements)
        assert line.connections == tuple(
            Connection(T(a), port_a, T(b), port_b) for a, port_a, b, port_b in example.connections
        )
        assert [(p.tile, p.port, p.value) for p in line.open_points] == [
            (T(tile), port, value) for tile, port, value in example.open_points
        ]
        assert line.describe() == example.text
        assert len(line) == len(example.placements)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.name)
def test_open_points_show_the_line_ends(example: Example) -> None:
    line = built(example)
    assert line.ends is not None
    assert sorted(p.value for p in line.open_points) == sorted(line.ends)
    assert line.point(End.LEFT).value == line.ends[0]
    assert line.point(End.RIGHT).value == line.ends[1]


def test_seed_sentences_open_values() -> None:
    """The seeds' own sentences: after [1|1] the open values are 1 and 4; after [4|4] the
    other open end is 1; after [3|4] the two open values are 1 and 3; after [6|6] on
    [3|6], continue from 3 or 6."""
    by_name = {e.name: built(e) for e in EXAMPLES}
    assert sorted(by_name["played [1|1]"].ends or ()) == [1, 4]
    assert sorted(by_name["played [4|4]"].ends or ()) == [1, 4]
    assert sorted(by_name["played [3|4]"].ends or ()) == [1, 3]
    assert sorted(by_name["played [6|6]"].ends or ()) == [3, 6]
    assert by_name["played [0|0]"].ends == (0, 0)
    assert by_name["played [2|2]"].ends == (2, 2)


def test_empty_line() -> None:
    line = Line()
    assert not line
    assert line.tiles == () and line.connections == () and line.open_points == ()
    assert line.ends is None
    assert line.describe() == "Tiles: none. Connections: none. Legal continuation points: none."
    with pytest.raises(ValueError):
        line.point(End.LEFT)


def test_an_opening_double_names_side_a_where_it_is_first_joined() -> None:
    # Joined on the right: the right side is A and the left side becomes B.
    line = Line.build([(T("[5|5]"), L), (T("[2|5]"), R)])
    assert line.connections == (Connection(T("[5|5]"), A, T("[2|5]"), HIGH),)
    assert line.open_points == (
        OpenPoint(T("[5|5]"), B, 5, End.LEFT),
        OpenPoint(T("[2|5]"), LOW, 2, End.RIGHT),
    )
    # Joined on the left: the left side is A.
    line = Line.build([(T("[5|5]"), L), (T("[5|6]"), L), (T("[2|5]"), R)])
    assert line.connections == (
        Connection(T("[5|5]"), A, T("[5|6]"), LOW),
        Connection(T("[5|5]"), B, T("[2|5]"), HIGH),
    )
    assert line.ends == (6, 2)


def test_a_double_joined_by_its_number_and_continued_from_side_b() -> None:
    line = Line.build([(T("[2|6]"), L), (T("[2|2]"), L), (T("[0|2]"), L)])
    assert line.connections[-1] == Connection(T("[2|2]"), B, T("[0|2]"), HIGH)
    assert line.ends == (0, 6)
    assert (
        line.describe() == "Tiles: [2|6], [2|2], [0|2]. "
        "Connections: [2|6] (low end) – [2|2] (side A); [2|2] (side B) – [0|2] (high end). "
        "Legal continuation points: [0|2] (low end, 0); [2|6] (high end, 6)."
    )


def test_a_tile_that_does_not_fit_is_refused() -> None:
    line = Line.build([(T("[1|4]"), L)])
    with pytest.raises(ValueError, match="does not fit"):
        line.add(T("[2|3]"), L)
    with pytest.raises(ValueError, match="does not fit"):
        line.add(T("[1|2]"), R)  # the right end shows 4
    assert line.tiles == (T("[1|4]"),)  # unchanged: lines are values


def test_lines_are_values() -> None:
    a = Line.build([(T("[1|4]"), L), (T("[1|1]"), L)])
    b = Line.build([(T("[1|4]"), L), (T("[1|1]"), L)])
    c = Line.build([(T("[1|4]"), L), (T("[4|4]"), R)])
    assert a == b and hash(a) == hash(b)
    assert a != c
    longer = a.add(T("[4|6]"), R)
    assert a.tiles == (T("[1|4]"), T("[1|1]"))
    assert longer.tiles[-1] == T("[4|6]")


def test_placements_record_which_halves_touch() -> None:
    line = Line.build([(T("[1|4]"), L), (T("[1|1]"), L), (T("[4|6]"), R)])
    assert [(p.tile, p.end, p.inner, p.outer) for p in line.placements] == [
        (T("[1|4]"), L, None, 4),
        (T("[1|1]"), L, 1, 1),
        (T("[4|6]"), R, 4, 6),
    ]
