"""PlayerView: everything one seat may know, and nothing more."""

import gc
import random
import types

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.engine import (
    DRAW,
    PASS,
    DrewEvent,
    End,
    HandState,
    Match,
    PassedEvent,
    Place,
    PlacedEvent,
    PlayerView,
    Tile,
)
from drawgame.engine.masks import mask_of

from ._play import POLICIES, PUBLIC, T, choose, play_hand, public, tiles

L, R = End.LEFT, End.RIGHT


def scripted() -> list[HandState]:
    """A 3-player hand played by hand: draws in a row, placements and a pass."""
    hands = [
        tiles("[0|0] [0|1] [0|2] [0|3] [0|4] [0|5] [0|6]"),
        tiles("[1|1] [1|2] [1|3] [1|4] [1|5] [1|6] [2|2]"),
        tiles("[2|3] [2|4] [2|5] [2|6] [3|3] [3|4] [3|5]"),
    ]
    stock = tiles("[3|6] [4|4] [4|5] [4|6] [5|5] [5|6] [6|6]")
    state = HandState.from_tiles(hands, stock, 0)
    states = [state]
    for action in [
        DRAW,  # seat 0 draws [3|6]
        DRAW,  # and [4|4]
        (T("[4|4]"), L),
        (T("[1|4]"), R),  # seat 1
        DRAW,  # seat 2 draws [4|5]
        (T("[2|4]"), L),
        (T("[0|2]"), L),  # seat 0
        DRAW,  # seat 1 draws [4|6]
        DRAW,  # and [5|5]; two tiles are left
        (T("[1|1]"), R),
        PASS,  # seat 2 holds no 0 and no 1
    ]:
        state = state.apply(Place(*action) if isinstance(action, tuple) else action)
        states.append(state)
    return states


def test_the_public_history_of_a_hand() -> None:
    final = scripted()[-1]
    assert final.ends == (0, 1) and final.stock_size == 2
    expected = (
        DrewEvent(0, 2),
        PlacedEvent(0, T("[4|4]"), L),
        PlacedEvent(1, T("[1|4]"), R),
        DrewEvent(2, 1),
        PlacedEvent(2, T("[2|4]"), L),
        PlacedEvent(0, T("[0|2]"), L),
        DrewEvent(1, 2),
        PlacedEvent(1, T("[1|1]"), R),
        PassedEvent(2, (0, 1)),
    )
    for seat in range(3):
        view = final.view(seat)
        assert view.history == expected  # the same public record for every seat
        assert view.passed_on(2) == frozenset({0, 1})
        assert view.passed_on(0) == frozenset()  # drawing proves nothing (R7)


def test_a_view_holds_the_seats_hand_and_the_public_facts() -> None:
    final = scripted()[-1]
    view = final.view(0)
    assert view.seat == 0 and view.players == 3
    assert view.hand == final.hands[0]
    assert T("[3|6]") in view.hand  # the tiles it drew
    assert view.line == final.line and view.line.tiles == final.line.tiles
    assert view.ends == final.ends == (0, 1)
    assert view.stock_size == 2
    assert view.hand_sizes == tuple(len(h) for h in final.hands) == (7, 7, 7)
    assert view.current == 0 and view.opener == 0 and view.to_move and not view.is_over
    assert view.legal_actions == final.legal_actions()
    assert view.scores == (0, 0, 0) and view.target is None
    unseen = set(view.unseen())
    assert unseen == set(final.hands[1]) | set(final.hands[2]) | set(final.stock)


def test_legal_actions_only_for_the_seat_to_move() -> None:
    for state in scripted():
        for seat in range(3):
            view = state.view(seat)
            if seat == state.current:
                assert view.legal_actions == state.legal_actions() and view.to_move
            else:
                assert view.legal_actions == () and not view.to_move


def test_match_view_has_scores_target_and_hand_number() -> None:
    rng = random.Random(3)
    match = Match.new(3, rng, first_opener=1)
    while not (match.hand_number == 2 and match.hand.outcome is not None):
        if match.hand.outcome is not None:
            match = match.next_hand(rng)
        else:
            match = match.apply(rng.choice(match.hand.legal_actions()))
    for seat in range(3):
        view = match.view(seat)
        assert view.scores == match.scores and view.target == 61
        assert view.hand_number == match.hand_number
        assert view.is_over == (match.hand.outcome is not None)
        assert view.legal_actions == ()  # nothing to do once the hand is over
    assert any(match.scores)
    assert Match.new(2, random.Random(0)).view(0).target == 100


def test_a_view_is_read_only() -> None:
    view = scripted()[3].view(1)
    before = public(view)
    for name in PUBLIC:
        with pytest.raises(AttributeError):
            setattr(view, name, None)
        with pytest.raises(AttributeError):
            delattr(view, name)
    with pytest.raises(AttributeError):
        view.anything_new = 1  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        view.line.tiles = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        PlayerView()
    assert isinstance(view.hand, tuple) and isinstance(view.history, tuple)
    assert isinstance(view.legal_actions, tuple) and isinstance(view.hand_sizes, tuple)
    assert public(view) == before


def test_writing_to_a_views_line_changes_no_other_line() -> None:
    # A bot can still assign Line's slots; the view's line must be its own copy.
    states = scripted()
    state = states[6]
    tiles_before = state.line.tiles
    view = state.view(0)
    assert view.line == state.line and view.line is not state.line
    view.line._placements = ()
    view.line._points = ()
    assert state.line.tiles == tiles_before and state.ends is not None
    assert state.view(1).line.tiles == tiles_before
    later = state.apply(state.legal_actions()[0])
    assert later.line.tiles[: len(tiles_before)] == tiles_before


def test_a_view_asks_for_a_real_seat() -> None:
    state = scripted()[0]
    for seat in (-1, 3, True, "0", None):
        with pytest.raises(ValueError, match="seat"):
            state.view(seat)  # type: ignore[arg-type]


# -- secrecy --------------------------------------------------------------------------------

STOP = (types.ModuleType, type, types.FunctionType, types.BuiltinFunctionType,
        types.MethodType, types.WrapperDescriptorType, types.MethodDescriptorType,
        types.GetSetDescriptorType, types.MemberDescriptorType, types.CodeType)  # fmt: skip


def reachable(root: object) -> list[object]:
    """Every object reachable from ``root`` through references, stopping at modules, types
    and functions (shared, public machinery such as FULL_SET lives behind those)."""
    seen = {id(root)}
    out = [root]
    todo = [root]
    while todo:
        for ref in gc.get_referents(todo.pop()):
            if id(ref) in seen or isinstance(ref, STOP):
                continue
            seen.add(id(ref))
            out.append(ref)
            todo.append(ref)
    return out


def assert_keeps_secrets(state: HandState, view: PlayerView) -> None:
    seat = view.seat
    objects = reachable(view)
    allowed_tiles = set(state.hands[seat]) | set(state.line.tiles)
    secret_tuples = [
        state.stock,
        tuple(t.index for t in state.stock),
        state._deal.stock,
    ]
    secret_sets = []
    secret_ints = {}
    for other, hand in enumerate(state.hands):
        if other == seat:
            continue
        secret_tuples += [hand, tuple(t.index for t in hand)]
        secret_sets.append(frozenset(hand))
        mask = mask_of(hand)
        secret_ints[id(mask)] = mask
    # Every hand is one int (seat s at bits 28 * s on), shared by the hand's positions.
    secret_ints[id(state._hands)] = state._hands
    ids = {id(obj) for obj in objects}
    assert id(state._deal) not in ids and id(state._deal.stock) not in ids
    for obj in objects:
        assert not isinstance(obj, HandState | Match), "a view reaches the game state"
        if isinstance(obj, Tile):
            assert obj in allowed_tiles, f"a view reaches {obj}, which is not public"
        elif isinstance(obj, tuple) and obj:
            # Tuples of small numbers (ends, hand sizes) may equal short index tuples by chance.
            if all(isinstance(x, Tile) for x in obj) or len(obj) >= 5:
                assert obj not in secret_tuples, f"a view reaches a secret: {obj}"
        elif isinstance(obj, frozenset | set):
            assert frozenset(obj) not in secret_sets
        elif isinstance(obj, int) and obj >= 4096:
            # Hand masks; no public number is this large.
            assert obj not in secret_ints.values()


@settings(max_examples=60)
@given(
    players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32), policy=st.sampled_from(POLICIES)
)
def test_nothing_secret_is_reachable_from_a_view(players: int, seed: int, policy: str) -> None:
    rng = random.Random(seed)
    match = Match.new(players, rng)
    step = 0
    while match.result is None and match.hand_number <= 2:
        if match.hand.outcome is not None:
            match = match.next_hand(rng)
        if step % 4 == 0:
            for seat in range(players):
                assert_keeps_secrets(match.hand, match.view(seat))
                assert_keeps_secrets(match.hand, match.hand.view(seat))
        match = match.apply(choose(match.hand, rng, policy))
        step += 1
    for seat in range(players):
        assert_keeps_secrets(match.hand, match.view(seat))


def test_the_secrecy_check_can_fail() -> None:
    # Guard the guard: a view that leaked the stock order would be caught.
    state = scripted()[2]
    view = state.view(1)
    leaky = object.__new__(PlayerView)
    for name in PlayerView.__slots__:
        object.__setattr__(leaky, name, getattr(view, name))
    object.__setattr__(leaky, "history", (state.stock,))
    with pytest.raises(AssertionError):
        assert_keeps_secrets(state, leaky)
    object.__setattr__(leaky, "history", (state,))
    with pytest.raises(AssertionError):
        assert_keeps_secrets(state, leaky)
    object.__setattr__(leaky, "history", ())
    assert_keeps_secrets(state, leaky)


@settings(max_examples=150)
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32), data=st.data())
def test_hidden_tiles_do_not_change_a_view(players: int, seed: int, data: st.DataObject) -> None:
    """Two deals that differ only in what ``seat`` cannot see (other hands and the protected
    stock tiles) give that seat equal views, as long as the same actions stay legal."""
    rng = random.Random(seed)
    first = HandState.deal(players, rng.randrange(players), rng)
    seat = data.draw(st.integers(0, players - 1))
    hidden = [t for other, hand in enumerate(first.hands) if other != seat for t in hand]
    hidden += first.stock[-2:]
    shuffled = data.draw(st.permutations(hidden))
    it = iter(shuffled)
    hands = [
        list(hand) if other == seat else [next(it) for _ in hand]
        for other, hand in enumerate(first.hands)
    ]
    stock = [*first.stock[:-2], next(it), next(it)]
    second = HandState.from_tiles(hands, stock, first.opener)
    a, b = first, second
    for _ in range(200):
        assert public(a.view(seat)) == public(b.view(seat))
        if a.outcome is not None or b.outcome is not None:
            break
        action = choose(a, rng, "uniform")
        if not b.is_legal(action):
            break
        a, b = a.apply(action), b.apply(action)


def test_every_view_of_a_played_hand_is_consistent() -> None:
    rng = random.Random(21)
    start = HandState.deal(4, 2, rng)
    for _, _, state in play_hand(start, rng, "uniform"):
        for seat in range(4):
            view = state.view(seat)
            assert view.hand == state.hands[seat]
            assert sum(view.hand_sizes) + view.stock_size + len(view.line) == 28
            placed = [e for e in view.history if isinstance(e, PlacedEvent)]
            assert tuple(e.tile for e in placed) == view.line.tiles
            drawn = sum(e.count for e in view.history if isinstance(e, DrewEvent))
            assert drawn == 4 - view.stock_size
