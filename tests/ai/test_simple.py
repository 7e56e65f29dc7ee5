"""The ``random`` and ``greedy`` built-in bots."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai import BOTS, make_bot
from drawgame.ai.simple import GreedyBot, RandomBot
from drawgame.engine import DRAW, FULL_SET, PASS, End, HandState, Match, Place, Tile


def T(text: str) -> Tile:
    return Tile.parse(text if text.startswith("[") else f"[{text}]")


def position(mine: Sequence[str], line: Sequence[tuple[str, End]], stock_size: int) -> HandState:
    """Seat 0 to move holding ``mine`` on ``line``; the other tiles fill the stock first,
    then seat 1's hand."""
    hand = [T(t) for t in mine]
    placed = [Place(T(t), end) for t, end in line]
    used = set(hand) | {p.tile for p in placed}
    rest = [t for t in FULL_SET if t not in used]
    stock, other = rest[:stock_size], rest[stock_size:]
    return HandState.from_tiles([hand, other], stock, opener=1, line=placed, current=0)


def test_both_bots_are_registered_under_their_names() -> None:
    assert {"random", "greedy"} <= set(BOTS)
    assert make_bot("random", random.Random(1)).name == "random"
    assert make_bot("greedy", random.Random(1)).name == "greedy"


def test_greedy_places_its_heaviest_playable_tile() -> None:
    # [5|6] is heavier but fits neither end (3 and 4); [3|6] and [4|5] both weigh 9.
    state = position(["0|3", "3|6", "4|5", "5|6", "1|1"], [("3|4", End.LEFT)], stock_size=5)
    assert state.ends == (3, 4)
    action = GreedyBot().choose(state.view(0))
    assert action == Place(T("[4|5]"), End.RIGHT)  # the tie goes to the greater tile


def test_greedy_places_rather_than_draws_while_it_can_place() -> None:
    # R7 would allow a draw, but greedy plays its only (light) fitting tile.
    state = position(["0|3", "5|6", "5|5"], [("3|4", End.LEFT)], stock_size=10)
    view = state.view(0)
    assert DRAW in view.legal_actions
    assert GreedyBot().choose(view) == Place(T("[0|3]"), End.LEFT)


def test_greedy_draws_only_when_nothing_fits() -> None:
    state = position(["5|6", "5|5"], [("3|4", End.LEFT)], stock_size=3)
    assert GreedyBot().choose(state.view(0)) == DRAW


def test_greedy_passes_when_nothing_fits_and_the_stock_is_down_to_two() -> None:
    state = position(["5|6", "5|5"], [("3|4", End.LEFT)], stock_size=2)
    assert state.view(0).legal_actions == (PASS,)
    assert GreedyBot().choose(state.view(0)) == PASS


def test_greedy_puts_a_tile_that_fits_both_ends_on_the_left() -> None:
    state = position(["3|5", "0|1"], [("3|3", End.LEFT)], stock_size=4)
    assert GreedyBot().choose(state.view(0)) == Place(T("[3|5]"), End.LEFT)


def test_greedy_opens_with_its_heaviest_tile() -> None:
    mine = [T(t) for t in ("0|0", "1|2", "2|6", "3|5", "4|4", "0|6", "1|1")]
    rest = [t for t in FULL_SET if t not in mine]
    state = HandState.from_tiles([mine, rest[:7]], rest[7:], opener=0)
    # [2|6], [3|5] and [4|4] all weigh 8: the greatest tile, [4|4], opens.
    assert GreedyBot().choose(state.view(0)) == Place(T("[4|4]"), End.LEFT)


@settings(max_examples=40)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]))
def test_greedy_follows_its_rule_in_every_position_of_random_hands(seed: int, players: int) -> None:
    rng = random.Random(seed)
    mover = RandomBot(random.Random(seed + 1))
    greedy = GreedyBot()
    state = HandState.deal(players, rng.randrange(players), rng)
    while not state.is_over:
        view = state.view(state.current)
        choice = greedy.choose(view)
        places = [a for a in view.legal_actions if isinstance(a, Place)]
        assert choice in view.legal_actions
        if places:
            assert isinstance(choice, Place)
            assert choice.tile.pips == max(p.tile.pips for p in places)
        else:
            assert choice == (DRAW if DRAW in view.legal_actions else PASS)
        state = state.apply(mover.choose(view))


def test_random_bot_repeats_itself_with_the_same_seed() -> None:
    def game(seed: int) -> list[str]:
        bots = [RandomBot(random.Random(seed)), RandomBot(random.Random(seed + 1))]
        match = Match.new(2, random.Random(99), first_opener=0)
        played = []
        while not match.hand.is_over:
            seat = match.hand.current
            action = bots[seat].choose(match.view(seat))
            played.append(str(action))
            match = match.apply(action)
        return played

    assert game(4) == game(4)
    assert game(4) != game(5)


def test_random_bot_picks_every_legal_action_about_equally_often() -> None:
    state = position(["0|3", "3|6", "5|5"], [("3|4", End.LEFT)], stock_size=10)
    view = state.view(0)
    assert len(view.legal_actions) == 3  # two places and a draw
    bot = RandomBot(random.Random(2024))
    counts = Counter(bot.choose(view) for _ in range(3000))
    assert set(counts) == set(view.legal_actions)
    assert all(800 < n < 1200 for n in counts.values())


@pytest.mark.parametrize(
    "bot", [RandomBot(random.Random(0)), GreedyBot()], ids=["random", "greedy"]
)
def test_bots_refuse_to_move_out_of_turn(bot: RandomBot | GreedyBot) -> None:
    state = position(["0|3"], [("3|4", End.LEFT)], stock_size=4)
    with pytest.raises(ValueError, match="not its turn"):
        bot.choose(state.view(1))
