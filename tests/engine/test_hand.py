"""A hand's play (R1-R12), one test (or a few) per rule of RULES.md, named after it."""

import collections
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from drawgame.engine import (
    DEAL_SIZE,
    DRAW,
    FULL_SET,
    PASS,
    PROTECTED_STOCK,
    End,
    HandState,
    IllegalAction,
    IllegalReason,
    Match,
    Place,
    Termination,
    Tile,
    may_draw,
)

from ._play import (
    T,
    blocked_position,
    final_match,
    final_state,
    mid_hand,
    play_hand,
    play_match,
    position,
    tiles,
)

L, R = End.LEFT, End.RIGHT


def places(state: HandState) -> set[Place]:
    return {a for a in state.legal_actions() if isinstance(a, Place)}


def deal_of(players: int, seed: int = 0, opener: int = 0) -> HandState:
    return HandState.deal(players, opener, random.Random(seed))


# -- R1 Set -------------------------------------------------------------------------------


def test_r1_set_is_one_double_six_set_of_28() -> None:
    assert len(FULL_SET) == len(set(FULL_SET)) == 28
    assert all(0 <= t.low <= t.high <= 6 for t in FULL_SET)
    assert T("[6|6]").pips == 12 and T("[0|0]").pips == 0 and T("[2|5]").pips == 7


def test_r1_every_deal_uses_each_tile_once() -> None:
    for players in (2, 3, 4):
        state = deal_of(players, seed=players)
        dealt = [t for hand in state.hands for t in hand] + list(state.stock)
        assert sorted(dealt) == list(FULL_SET)


# -- R2 Players ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [0, 1, 5, 6, -2])
def test_r2_only_two_to_four_players(players: int) -> None:
    with pytest.raises(ValueError, match="2, 3 or 4 players"):
        HandState.deal(players, 0, random.Random(1))
    with pytest.raises(ValueError, match="2, 3 or 4 players"):
        Match.new(players, random.Random(1), first_opener=0)


def test_r2_every_player_scores_alone() -> None:
    # Four players: no partnerships, so only the one who went out scores.
    for seed in range(20):
        match = final_match(4, seed)
        for outcome in match.outcomes:
            assert sum(1 for gain in outcome.gains if gain) <= 1
            if outcome.winner is not None:
                assert outcome.gains[outcome.winner] == sum(outcome.gains)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r2_play_goes_clockwise_round_every_seat(players: int) -> None:
    for seed in range(10):
        start = deal_of(players, seed, opener=players - 1)
        for before, action, after in play_hand(start, random.Random(seed), "place_first"):
            if after.outcome is not None:
                break
            if action == DRAW:
                assert after.current == before.current  # R7: the turn goes on
            else:
                assert after.current == (before.current + 1) % players


# -- R3 Deal ------------------------------------------------------------------------------


@pytest.mark.parametrize("players, size, stock", [(2, 7, 14), (3, 7, 7), (4, 6, 4)])
def test_r3_deal_sizes(players: int, size: int, stock: int) -> None:
    assert DEAL_SIZE[players] == size
    for seed in range(10):
        state = deal_of(players, seed)
        assert [len(hand) for hand in state.hands] == [size] * players
        assert state.hand_sizes == (size,) * players
        assert state.stock_size == stock == len(state.stock)
        assert state.ends is None and not state.line and state.outcome is None


def test_r3_the_deal_is_shuffled_by_the_given_rng() -> None:
    assert deal_of(3, seed=5) == deal_of(3, seed=5)
    deals = {deal_of(3, seed=seed).hands for seed in range(50)}
    assert len(deals) == 50


def test_r3_hands_are_secret() -> None:
    state = deal_of(3, seed=2)
    view = state.view(1)
    assert view.hand == state.hands[1]
    assert view.hand_sizes == (7, 7, 7) and view.stock_size == 7
    seen = set(view.hand)
    assert not seen & (set(state.hands[0]) | set(state.hands[2]) | set(state.stock))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r3_from_tiles_wants_the_dealt_counts(players: int) -> None:
    state = deal_of(players)
    hands = [list(hand) for hand in state.hands]
    hands[0].append(state.stock[0])
    with pytest.raises(ValueError, match="R3"):
        HandState.from_tiles(hands, state.stock[1:], 0)


# -- R4 First opener ----------------------------------------------------------------------


def test_r4_first_opener_is_a_fair_lottery() -> None:
    counts = collections.Counter(
        Match.new(4, random.Random(seed)).hand.opener for seed in range(2000)
    )
    assert set(counts) == {0, 1, 2, 3}
    assert all(400 < count < 600 for count in counts.values()), counts


def test_r4_tiles_in_hand_give_no_priority() -> None:
    # The holder of the highest double opens only about as often as chance says.
    holds_six_six = 0
    dealt_six_six = 0
    for seed in range(1000):
        hand = Match.new(2, random.Random(seed)).hand
        holder = [seat for seat, h in enumerate(hand.hands) if T("[6|6]") in h]
        if holder:
            dealt_six_six += 1
            holds_six_six += holder[0] == hand.opener
    assert 0.35 < holds_six_six / dealt_six_six < 0.65


def test_r4_a_given_first_opener_opens() -> None:
    for opener in range(3):
        match = Match.new(3, random.Random(1), first_opener=opener)
        assert match.hand.opener == match.hand.current == opener
    with pytest.raises(ValueError):
        Match.new(3, random.Random(1), first_opener=3)


# -- R5 Opening ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r5_opener_may_open_with_any_tile(players: int) -> None:
    state = deal_of(players, seed=11, opener=1)
    assert state.current == 1
    hand = state.hands[1]
    assert state.legal_actions() == (*(Place(t, L) for t in hand), DRAW)
    for tile in hand:
        after = state.apply(Place(tile, L))
        assert after.line.tiles == (tile,)
        assert after.ends == (tile.low, tile.high)
        assert after.current == 2 % players  # then play goes clockwise


def test_r5_opening_takes_the_left_end() -> None:
    state = deal_of(2)
    with pytest.raises(IllegalAction, match=r"End\.LEFT"):
        state.apply(Place(state.hands[0][0], R))
    # The same convention for set-ups, so that one line has one spelling.
    hands = [list(state.hands[0][1:]), list(state.hands[1])]
    for end, ok in ((L, True), (R, False)):
        line = [Place(state.hands[0][0], end)]
        if ok:
            HandState.from_tiles(hands, state.stock, 0, line=line, current=1)
        else:
            with pytest.raises(ValueError, match=r"End\.LEFT"):
                HandState.from_tiles(hands, state.stock, 0, line=line, current=1)


def test_r5_the_opener_may_draw_first() -> None:
    state = deal_of(4, seed=3)  # four players: a stock of 4, two of them drawable
    opener_hand = set(state.hands[0])
    state = state.apply(DRAW).apply(DRAW)
    assert state.current == 0 and state.stock_size == 2
    assert len(state.hands[0]) == 8 and opener_hand < set(state.hands[0])
    assert DRAW not in state.legal_actions()  # R8
    assert len(places(state)) == 8  # any of the eight tiles still opens


# -- R6 Place -----------------------------------------------------------------------------


def test_r6_a_tile_goes_where_one_half_matches_the_end() -> None:
    line = [Place(T("[3|5]"), L), Place(T("[4|5]"), R)]
    state = mid_hand([tiles("[0|3] [1|4] [3|4] [2|6] [0|0]"), tiles("[1|1] [2|2]")], line)
    assert state.ends == (3, 4)
    assert places(state) == {
        Place(T("[0|3]"), L),
        Place(T("[1|4]"), R),
        Place(T("[3|4]"), L),
        Place(T("[3|4]"), R),  # fits both ends: the player chooses
    }
    assert state.apply(Place(T("[3|4]"), L)).ends == (4, 4)
    assert state.apply(Place(T("[3|4]"), R)).ends == (3, 3)
    assert state.apply(Place(T("[1|4]"), R)).ends == (3, 1)


def test_r6_a_blank_matches_only_a_blank() -> None:
    hand = tiles("[0|0] [0|5] [0|6] [5|5]")
    state = mid_hand([hand, tiles("[1|2] [1|1]")], [Place(T("[3|4]"), L)])
    assert state.ends == (3, 4)
    assert places(state) == set()
    for tile in hand:
        for end in (L, R):
            with pytest.raises(IllegalAction, match="does not fit"):
                state.apply(Place(tile, end))
    assert state.legal_actions() == (DRAW,)


def test_r6_a_blank_end_takes_a_blank_half() -> None:
    state = mid_hand([tiles("[0|0] [0|5] [3|4] [1|2]"), tiles("[1|1]")], [Place(T("[0|6]"), L)])
    assert state.ends == (0, 6)
    assert places(state) == {Place(T("[0|0]"), L), Place(T("[0|5]"), L)}
    assert state.apply(Place(T("[0|5]"), L)).ends == (5, 6)
    assert state.apply(Place(T("[0|0]"), L)).ends == (0, 6)


def test_r6_placing_ends_the_turn() -> None:
    state = deal_of(3, seed=4)
    after = state.apply(Place(state.hands[0][0], L))
    assert after.current == 1
    assert len(after.hands[0]) == 6


def test_r6_only_your_own_tiles() -> None:
    state = deal_of(2, seed=8)
    with pytest.raises(IllegalAction, match="does not hold"):
        state.apply(Place(state.hands[1][0], L))
    with pytest.raises(IllegalAction, match="does not hold"):
        state.apply(Place(state.stock[0], L))


# -- R7 Draw ------------------------------------------------------------------------------


def r7_position() -> HandState:
    """Seat 0 to play on ends 3 and 3 holding [3|6] (fits) and a few that do not; the stock
    holds [0|5] (no fit), then [1|3] (fits), then four more."""
    return mid_hand(
        [tiles("[3|6] [0|1] [1|2] [2|4]"), tiles("[4|4] [1|1]")],
        [Place(T("[3|3]"), L)],
        tiles("[0|5] [1|3] [5|5]"),
    )


def test_r7_may_draw_while_holding_a_playable_tile() -> None:
    state = r7_position()
    assert state.stock_size > 2
    assert Place(T("[3|6]"), L) in state.legal_actions()
    assert DRAW in state.legal_actions()
    after = state.apply(DRAW)
    assert T("[0|5]") in after.hands[0]
    assert after.stock_size == state.stock_size - 1


def test_r7_drawing_does_not_end_the_turn() -> None:
    state = r7_position().apply(DRAW)
    assert state.current == 0
    state = state.apply(DRAW)
    assert state.current == 0
    assert {T("[0|5]"), T("[1|3]")} <= set(state.hands[0])
    assert DRAW in state.legal_actions()  # and may draw again


def test_r7_after_drawing_any_playable_tile_may_be_placed() -> None:
    state = r7_position().apply(DRAW).apply(DRAW)
    # Not only the drawn [1|3]: the [3|6] held before drawing fits too.
    assert {Place(T("[3|6]"), L), Place(T("[1|3]"), R)} <= places(state)
    after = state.apply(Place(T("[3|6]"), R))
    assert after.current == 1
    assert T("[1|3]") in after.hands[0]


def test_r7_may_keep_drawing_after_finding_a_playable_tile() -> None:
    state = r7_position().apply(DRAW).apply(DRAW)  # [1|3] drawn, it fits
    assert DRAW in state.legal_actions()
    state = state.apply(DRAW)
    assert T("[5|5]") in state.hands[0]


def test_r7_must_draw_when_nothing_fits() -> None:
    state = mid_hand(
        [tiles("[0|1] [1|2] [2|4]"), tiles("[4|4] [1|1]")],
        [Place(T("[3|3]"), L)],
        tiles("[0|5] [1|3]"),
    )
    assert state.ends == (3, 3)
    assert state.legal_actions() == (DRAW,)
    with pytest.raises(IllegalAction, match="R7"):
        state.apply(PASS)
    state = state.apply(DRAW)  # [0|5]: still nothing fits
    assert state.legal_actions() == (DRAW,)
    state = state.apply(DRAW)  # [1|3] fits
    assert places(state) == {Place(T("[1|3]"), L), Place(T("[1|3]"), R)}


def test_r7_the_stock_is_drawn_from_the_front() -> None:
    state = deal_of(2, seed=9)
    stock = state.stock
    for count in range(1, 13):
        state = state.apply(DRAW)
        assert set(stock[:count]) <= set(state.hands[0])
        assert state.stock == stock[count:]


# -- R8 The last two stock tiles -----------------------------------------------------------


def test_r8_the_last_two_are_never_drawn() -> None:
    state = deal_of(2, seed=10)
    protected = state.stock[-2:]
    while DRAW in state.legal_actions():
        state = state.apply(DRAW)
    assert state.stock_size == 2 and state.stock == protected
    assert len(state.hands[0]) == 7 + 12
    assert not set(protected) & set(state.hands[0])
    with pytest.raises(IllegalAction, match="R8"):
        state.apply(DRAW)


def test_r8_protected_tiles_are_nobodys_hand_at_the_end() -> None:
    # Seat 1 draws the whole stock down to [6|6] [5|6]; seat 0 then goes out. The two
    # protected tiles count for nobody: seat 0 scores every other pip not on the line.
    hands = [tiles("[3|4]"), tiles("[0|0]"), tiles("[2|6]")]
    protected = tiles("[6|6] [5|6]")
    drawable = [t for t in FULL_SET if t not in {*hands[0], *hands[1], *hands[2], *protected}]
    drawable.remove(T("[3|3]"))
    state = HandState.from_tiles(
        hands, drawable + protected, 0, line=[Place(T("[3|3]"), L)], current=1
    )
    while DRAW in state.legal_actions():
        state = state.apply(DRAW)
    assert state.stock == tuple(protected) and state.current == 1
    state = state.apply(Place(T("[1|3]"), R))  # ends 3 and 1
    state = state.apply(PASS)  # seat 2 holds [2|6]
    outcome = state.apply(Place(T("[3|4]"), L)).outcome
    assert outcome is not None and outcome.winner == 0
    on_line = T("[3|3]").pips + T("[1|3]").pips + T("[3|4]").pips
    assert outcome.gains[0] == 168 - on_line - 12 - 11
    assert outcome.totals[1] + outcome.totals[2] == outcome.gains[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r8_in_played_hands(players: int) -> None:
    for seed in range(30):
        start = deal_of(players, seed)
        end = final_state(start, random.Random(seed), "draw_happy")
        assert end.stock_size >= 2
        assert end.stock[-2:] == start.stock[-2:]
        assert not set(start.stock[-2:]) & {t for hand in end.hands for t in hand}


# -- R9 Pass ------------------------------------------------------------------------------


def test_r9_pass_when_nothing_fits_and_two_tiles_are_left() -> None:
    state = blocked_position()
    assert state.stock_size == 2 and state.ends == (0, 0)
    assert state.legal_actions() == (PASS,)
    with pytest.raises(IllegalAction, match="R8"):
        state.apply(DRAW)
    after = state.apply(PASS)
    assert after.current == 1  # a pass ends the turn
    assert after.outcome is None
    assert after.hands == state.hands and after.stock == state.stock


def test_r9_no_pass_while_a_tile_fits() -> None:
    state = position(
        [tiles("[0|2]"), tiles("[2|6]"), tiles("[4|6]")], tiles("[1|4] [3|3]"), 1, current=0
    )
    assert state.stock_size == 2
    assert PASS not in state.legal_actions()
    with pytest.raises(IllegalAction, match="R9"):
        state.apply(PASS)
    assert state.ends is not None and sorted(state.ends) == [0, 1]
    blank_end = L if state.ends[0] == 0 else R
    assert state.legal_actions() == (Place(T("[0|2]"), blank_end),)


def test_r9_no_pass_while_drawing_is_allowed() -> None:
    state = deal_of(2, seed=12)
    with pytest.raises(IllegalAction, match="R7, R9"):
        state.apply(PASS)
    assert PASS not in state.legal_actions()
    # Even with three tiles left and nothing that fits, the player draws, not passes.
    state = position(
        [tiles("[1|2]"), tiles("[2|6]"), tiles("[4|6]")],
        tiles("[1|4] [3|3] [5|5]"),
        0,
        current=0,
    )
    assert state.stock_size == 3
    assert state.legal_actions() == (DRAW,)


def test_r9_no_pass_before_the_opening() -> None:
    state = deal_of(4, seed=13).apply(DRAW).apply(DRAW)
    assert state.stock_size == 2
    with pytest.raises(IllegalAction, match="R9"):
        state.apply(PASS)


# -- R10 Two ends only --------------------------------------------------------------------


def test_r10_a_double_keeps_the_ends_value() -> None:
    state = mid_hand([tiles("[4|4] [1|1] [2|3]"), tiles("[4|6] [5|6]")], [Place(T("[1|4]"), L)])
    assert state.ends == (1, 4)
    assert state.apply(Place(T("[1|1]"), L)).ends == (1, 4)
    with pytest.raises(IllegalAction):
        state.apply(Place(T("[4|4]"), L))  # the left end shows 1
    state = state.apply(Place(T("[4|4]"), R))
    assert state.ends == (1, 4)  # the double keeps the 4 showing
    # Continue the double by matching its number.
    assert places(state) == {Place(T("[4|6]"), R)}
    assert state.apply(Place(T("[4|6]"), R)).ends == (1, 6)


@pytest.mark.parametrize("double", [t for t in FULL_SET if t.is_double], ids=str)
def test_r10_an_opening_double_shows_its_number_on_both_ends(double: Tile) -> None:
    others = [t for t in FULL_SET if t != double]
    state = HandState.from_tiles([[double, *others[:6]], others[6:13]], others[13:], 0)
    state = state.apply(Place(double, L))
    assert state.ends == (double.low, double.low)
    assert len(state.line.open_points) == 2


def test_r10_no_spinner_a_double_opens_no_branch() -> None:
    # Open [2|2], then [2|5] on one side and [2|3] on the other: only 5 and 3 stay open,
    # so a third 2 fits nowhere, though the double still has free long sides.
    line = [Place(T("[2|2]"), L), Place(T("[2|5]"), L), Place(T("[2|3]"), R)]
    state = mid_hand([tiles("[2|6] [2|4] [3|5] [0|1]"), tiles("[1|2]")], line)
    assert state.ends == (5, 3)
    assert places(state) == {Place(T("[3|5]"), L), Place(T("[3|5]"), R)}
    for tile in tiles("[2|6] [2|4]"):
        for end in (L, R):
            with pytest.raises(IllegalAction, match="does not fit"):
                state.apply(Place(tile, end))


def test_r10_the_line_always_has_two_open_points() -> None:
    state = deal_of(3, seed=14)
    rng = random.Random(14)
    while state.outcome is None:
        state = state.apply(rng.choice(state.legal_actions()))
        if state.line:
            assert len(state.line.open_points) == 2
            assert state.ends == state.line.ends


# -- R11 No placement points --------------------------------------------------------------


def test_r11_placing_scores_nothing_until_the_hand_ends() -> None:
    for match in play_match(3, seed=15):
        if match.hand.outcome is None:
            past = sum(sum(o.gains) for o in match.outcomes)
            assert sum(match.scores) == past
    # The last tile placed counts nothing either: only the opponents' pips.
    state = mid_hand([tiles("[6|6]"), tiles("[1|2]")], [Place(T("[5|6]"), L)])
    outcome = state.apply(next(iter(places(state)))).outcome
    assert outcome is not None and outcome.gains == (3, 0)


def test_r11_opening_scores_nothing() -> None:
    match = Match.new(2, random.Random(16), first_opener=0)
    match = match.apply(match.hand.legal_actions()[0])
    assert match.hand.line and match.scores == (0, 0)
    assert match.view(0).scores == (0, 0)


# -- R12 End of a hand --------------------------------------------------------------------


def test_r12_domino_ends_the_hand() -> None:
    state = mid_hand([tiles("[3|4]"), tiles("[1|2]")], [Place(T("[3|3]"), L)])
    done = state.apply(Place(T("[3|4]"), R))
    assert done.outcome is not None
    assert done.outcome.termination is Termination.DOMINO
    assert done.outcome.winner == 0
    assert done.legal_actions() == ()
    for action in (DRAW, PASS, Place(T("[1|2]"), L)):
        with pytest.raises(IllegalAction, match="over"):
            done.apply(action)


def test_r12_blocked_when_every_player_passes_in_turn() -> None:
    state = blocked_position()
    for seat in range(3):
        assert state.outcome is None
        assert state.current == seat
        state = state.apply(PASS)
    assert state.outcome is not None
    assert state.outcome.termination is Termination.BLOCKED
    assert state.legal_actions() == ()


def test_r12_a_placement_between_passes_restarts_the_count() -> None:
    # Stock down to two, ends 0 and 0; seat 0 holds only [1|1], seat 1 [0|3] [3|5] [2|2].
    state = position(
        [tiles("[1|1]"), tiles("[0|3] [3|5] [2|2]")], tiles("[0|5] [4|4]"), 0, current=0
    )
    assert state.ends == (0, 0)
    state = state.apply(PASS)
    state = state.apply(Place(T("[0|3]"), R))
    state = state.apply(PASS)  # a second pass, but not two in a row
    assert state.outcome is None
    state = state.apply(Place(T("[3|5]"), R))
    state = state.apply(PASS)
    assert state.outcome is None and state.current == 1
    state = state.apply(PASS)  # [2|2] fits neither 0 nor 5
    assert state.outcome is not None
    assert state.outcome.termination is Termination.BLOCKED
    assert state.outcome.totals == (2, 4)
    assert state.outcome.gains == (2, 0)  # 4 - 2


def test_r12_both_halves_count() -> None:
    outcome = blocked_position().apply(PASS).apply(PASS).apply(PASS).outcome
    assert outcome is not None
    assert outcome.totals == (3, 8, 10)  # [1|2], [2|6], [4|6]


# -- Why an action is refused -------------------------------------------------------------
# Every refusal carries a reason a view can put in its own words (one per reason), and the
# reason agrees with the exception ``apply`` raises.


def refused(state: HandState, action: object) -> IllegalReason | None:
    """The reason ``why_illegal`` gives, checked against the exception ``apply`` raises."""
    reason = state.why_illegal(action)  # type: ignore[arg-type]
    assert reason is not None, f"{action} should be refused"
    with pytest.raises(IllegalAction) as raised:
        state.apply(action)  # type: ignore[arg-type]
    assert raised.value.reason is reason
    assert not state.is_legal(action)  # type: ignore[arg-type]
    return reason


def test_legal_actions_have_no_reason() -> None:
    state = deal_of(2, seed=3)
    assert all(state.why_illegal(a) is None for a in state.legal_actions())


def test_r12_nothing_is_possible_once_the_hand_is_over() -> None:
    done = mid_hand([tiles("[3|4]"), tiles("[1|2]")], [Place(T("[3|3]"), L)]).apply(
        Place(T("[3|4]"), R)
    )
    for action in (DRAW, PASS, Place(T("[1|2]"), L)):
        assert refused(done, action) is IllegalReason.HAND_OVER


def test_r6_a_tile_the_player_does_not_hold() -> None:
    state = deal_of(2, seed=8)
    assert refused(state, Place(state.hands[1][0], L)) is IllegalReason.NOT_HELD


def test_r6_a_tile_that_does_not_fit_the_end() -> None:
    state = mid_hand([tiles("[4|4] [1|1] [2|3]"), tiles("[4|6] [5|6]")], [Place(T("[1|4]"), L)])
    assert state.ends == (1, 4)
    assert refused(state, Place(T("[4|4]"), L)) is IllegalReason.DOES_NOT_FIT
    assert refused(state, Place(T("[2|3]"), R)) is IllegalReason.DOES_NOT_FIT


def test_the_opening_tile_goes_on_the_left() -> None:
    state = deal_of(2, seed=5)
    assert refused(state, Place(state.hands[0][0], R)) is IllegalReason.OPENING_END


def test_r8_the_last_two_stock_tiles_are_not_drawn() -> None:
    assert refused(blocked_position(), DRAW) is IllegalReason.STOCK_PROTECTED


def test_r7_r9_the_reason_for_no_pass_while_drawing_is_allowed() -> None:
    assert refused(deal_of(2, seed=12), PASS) is IllegalReason.PASS_WHILE_CAN_DRAW


def test_r9_the_reason_for_no_pass_while_a_tile_fits() -> None:
    state = position(
        [tiles("[0|2]"), tiles("[2|6]"), tiles("[4|6]")], tiles("[1|4] [3|3]"), 1, current=0
    )
    assert state.stock_size == 2
    assert refused(state, PASS) is IllegalReason.PASS_WHILE_TILE_FITS


def test_something_that_is_not_an_action() -> None:
    state = deal_of(2, seed=1)
    assert refused(state, "draw") is IllegalReason.MALFORMED
    assert refused(state, Place(state.hands[0][0], "left")) is IllegalReason.MALFORMED  # type: ignore[arg-type]


def test_every_reason_is_tested_in_this_section() -> None:
    tested = {
        IllegalReason.HAND_OVER,
        IllegalReason.NOT_HELD,
        IllegalReason.DOES_NOT_FIT,
        IllegalReason.OPENING_END,
        IllegalReason.STOCK_PROTECTED,
        IllegalReason.PASS_WHILE_CAN_DRAW,
        IllegalReason.PASS_WHILE_TILE_FITS,
        IllegalReason.MALFORMED,
    }
    assert tested == set(IllegalReason)


def test_may_draw_keeps_the_last_two_stock_tiles() -> None:
    # R7, R8: a draw only while the stock holds more than its two protected tiles.
    assert PROTECTED_STOCK == 2
    assert [may_draw(size) for size in range(5)] == [False, False, False, True, True]


@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1))
def test_may_draw_agrees_with_the_legal_actions(players: int, seed: int) -> None:
    rng = random.Random(seed)
    state = HandState.deal(players, 0, rng)
    while not state.is_over:
        legal = state.legal_actions()
        assert (DRAW in legal) == may_draw(state.stock_size) == state.can_draw()
        if PASS in legal:
            assert state.stock_size == PROTECTED_STOCK
        state = state.apply(rng.choice(legal))
    assert state.stock_size >= PROTECTED_STOCK
