"""The hard player: legal, deterministic, fair (reads only its view), within its budget."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import drawgame.ai.hard as hard_module
from drawgame.ai import make_bot
from drawgame.ai.hard import HardBot, Search, fallback_action
from drawgame.ai.inference import Deal
from drawgame.engine import (
    DRAW,
    FULL_SET,
    PASS,
    End,
    HandState,
    Match,
    Place,
    PlayerView,
    Tile,
)

T = Tile.parse


def tiles(text: str) -> list[Tile]:
    return [T(name) for name in text.split()]


# A whole line from 3 to 5; with [3|3] and [5|6] in seat 0's hand and [0|6] in seat 1's,
# the two stock tiles are [0|0] and [0|3].
LONG_LINE = [
    Place(tile, End.LEFT if k == 0 else End.RIGHT)
    for k, tile in enumerate(
        tiles(
            "[3|6] [6|6] [4|6] [4|5] [5|5] [3|5] [3|4] [4|4] [2|4] [2|6] [1|6] [1|5] "
            "[2|5] [2|3] [1|3] [1|4] [0|4] [0|2] [2|2] [1|2] [1|1] [0|1] [0|5]"
        )
    )
]


def block_position() -> PlayerView:
    """Seat 1 has passed on 3 and 5; seat 0 holds [3|3] and [5|6], ends 3 and 5.

    [3|3] keeps both ends on numbers seat 1 lacks: it must pass again and [5|6] then goes
    out. [5|6] first (what greedy plays) opens a 6, which seat 1 may hold and go out with.
    """
    state = HandState.from_tiles(
        [[T("[3|3]"), T("[5|6]")], [T("[0|6]")]],
        [T("[0|0]"), T("[0|3]")],
        0,
        line=LONG_LINE,
        current=1,
    )
    assert state.legal_actions() == (PASS,)
    return state.apply(PASS).view(0, scores=(40, 40), target=100)


def play_hand(players: int, seed: int, names: list[str], simulations: int) -> HandState:
    rng = random.Random(seed)
    bots = [
        HardBot(random.Random(rng.random()), simulations=simulations, time_limit=None)
        if name == "hard"
        else make_bot(name, random.Random(rng.random()))
        for name in names
    ]
    state = HandState.deal(players, rng.randrange(players), rng)
    while not state.is_over:
        view = state.view(state.current)
        action = bots[state.current].choose(view)
        assert action in view.legal_actions
        state = state.apply(action)
    return state


@pytest.mark.slow
@settings(max_examples=40)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1))
def test_hard_only_plays_legal_actions(players: int, seed: int) -> None:
    # Against random opponents too: they draw at will, so the draw hints are often wrong.
    names = ["hard"] + ["random" if seed % 2 else "hard"] * (players - 1)
    play_hand(players, seed, names, simulations=24)


@pytest.mark.slow
def test_hard_plays_whole_matches_legally() -> None:
    for players in (2, 3, 4):
        rng = random.Random(players)
        bots = [HardBot(random.Random(s), simulations=16) for s in range(players)]
        match = Match.new(players, rng)
        while match.result is None:
            if match.hand.is_over:
                match = match.next_hand(rng)
            view = match.view(match.hand.current)
            action = bots[view.seat].choose(view)
            assert action in view.legal_actions
            match = match.apply(action)


def test_hard_is_registered_and_deterministic_for_a_seed() -> None:
    first = play_hand(3, 99, ["hard", "greedy", "hard"], simulations=60)
    again = play_hand(3, 99, ["hard", "greedy", "hard"], simulations=60)
    assert first.history == again.history
    bot = make_bot("hard", random.Random(5))
    assert isinstance(bot, HardBot) and bot.name == "hard"


def test_the_time_cap_does_not_change_the_choice_when_not_reached() -> None:
    rng = random.Random(8)
    for _ in range(10):
        state = HandState.deal(2, 0, rng)
        view = state.view(0)
        uncapped = HardBot(random.Random(1), simulations=200, time_limit=None).choose(view)
        capped = HardBot(random.Random(1), simulations=200, time_limit=30.0).choose(view)
        assert uncapped == capped


def same_view_states(count: int) -> list[HandState]:
    """Many positions that look the same to seat 0: same hand, line, sizes and turn."""
    line = [
        Place(T("[3|4]"), End.LEFT),
        Place(T("[4|4]"), End.RIGHT),
        Place(T("[1|3]"), End.LEFT),
    ]
    own = [T(x) for x in ("[1|5]", "[4|6]", "[1|1]", "[4|5]", "[2|6]")]
    rest = [t for t in FULL_SET if t not in own and t not in {p.tile for p in line}]
    rng = random.Random(2024)
    states = []
    for _ in range(count):
        rng.shuffle(rest)
        states.append(
            HandState.from_tiles([own, rest[:6], rest[6:11]], rest[11:], 2, line=line, current=0)
        )
    return states


def public(view: PlayerView) -> tuple[object, ...]:
    return (
        view.hand,
        view.line.tiles,
        view.hand_sizes,
        view.stock_size,
        view.legal_actions,
        view.history,
        view.scores,
        view.target,
    )


def peeking(state: HandState) -> type:
    """A stand-in for a search's deal sampler that deals the real hidden tiles."""
    hands = tuple(sum(1 << t.index for t in hand) for hand in state.hands)
    deal = Deal(hands, tuple(t.index for t in state.stock))

    class Peek:
        def __init__(self, *args: object) -> None:
            pass

        def sample(self, rng: random.Random) -> Deal:
            return deal

    return Peek


def test_hidden_tiles_never_change_the_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    states = same_view_states(30)
    views = [s.view(0, scores=(20, 35, 10), target=61) for s in states]
    assert len({public(v) for v in views}) == 1
    choices = {HardBot(random.Random(77), simulations=300).choose(v) for v in views}
    assert len(choices) == 1

    # The test has teeth: a search that peeks at the real deal does choose differently.
    cheats = set()
    for state, view in zip(states, views, strict=True):
        monkeypatch.setattr(hard_module, "BeliefSampler", peeking(state))
        cheats.add(HardBot(random.Random(77), simulations=300).choose(view))
    assert len(cheats) > 1


def test_keeps_the_block_on_numbers_an_opponent_has_passed_on() -> None:
    view = block_position()
    assert view.legal_actions == (Place(T("[3|3]"), End.LEFT), Place(T("[5|6]"), End.RIGHT))
    assert HardBot(random.Random(3), simulations=200).choose(view) == Place(T("[3|3]"), End.LEFT)
    # The pass proves seat 1 does not hold [0|3]: [3|3] wins the hand in every deal.
    values = Search(view, random.Random(0), 200, None).run()
    assert values[0].hand_wins == 1.0 and values[1].hand_wins < 0.9


def test_a_cut_short_budget_still_gives_a_legal_action() -> None:
    rng = random.Random(12)
    for players in (2, 3, 4):
        state = HandState.deal(players, 0, rng)
        view = state.view(0)
        zero = HardBot(random.Random(1), simulations=10_000, time_limit=0).choose(view)
        assert zero in view.legal_actions
        assert zero == fallback_action(view)
        short = HardBot(random.Random(1), simulations=10**7, time_limit=0.05).choose(view)
        assert short in view.legal_actions


class FakeClock:
    """``time.perf_counter`` that moves on by ``step`` seconds each time it is read: a
    deadline is reached after a known number of reads, whatever the machine's speed."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def test_the_time_limit_cuts_the_search_short(monkeypatch) -> None:
    view = HandState.deal(2, 0, random.Random(12)).view(0)
    budget = 2_000
    whole = Search(view, random.Random(0), budget, None).run()
    deals = whole[0].deals
    # No limit: every deal of the budget is played.
    assert deals == max(hard_module.MIN_DEALS, -(-budget // len(whole)))
    # The clock reads 0.01 s later each time the search looks at it: 0.05 s is up after
    # a handful of deals (one read each), far fewer than the budget.
    monkeypatch.setattr(hard_module, "time", FakeClock(0.01))
    cut = Search(view, random.Random(0), budget, 0.05).run()
    assert [v.action for v in cut] == [v.action for v in whole]
    assert 0 < cut[0].deals < 10 < deals
    assert all(v.deals == cut[0].deals for v in cut)
    # The bot still chooses a legal action from what was searched.
    action = HardBot(random.Random(1), simulations=budget, time_limit=0.05).choose(view)
    assert action in view.legal_actions


def test_a_single_legal_action_is_returned_at_once() -> None:
    # Seat 1 can place nothing on 3 and 5 and may not draw: it must pass (R9).
    state = HandState.from_tiles(
        [[T("[3|3]"), T("[5|6]")], [T("[0|6]")]],
        [T("[0|0]"), T("[0|3]")],
        0,
        line=LONG_LINE,
        current=1,
    )
    bot = HardBot(random.Random(1), simulations=10**9, time_limit=None)

    def no_search(_view: PlayerView) -> list[object]:
        raise AssertionError("searched a decision with a single legal action")

    bot.analyse = no_search
    assert bot.choose(state.view(1)) == PASS
    # With nothing that fits and stock to draw from, the only action is to draw (R7).
    fresh = HandState.from_tiles(
        [[T("[0|0]"), T("[1|1]")], [T("[5|6]"), T("[2|2]")]],
        [
            t
            for t in FULL_SET
            if t not in {T("[0|0]"), T("[1|1]"), T("[5|6]"), T("[2|2]"), T("[3|6]")}
        ],
        0,
        line=[Place(T("[3|6]"), End.LEFT)],
        current=0,
    )
    assert fresh.legal_actions() == (DRAW,)
    assert bot.choose(fresh.view(0)) == DRAW


def test_goes_out_when_it_can() -> None:
    state = HandState.from_tiles(
        [[T("[5|6]")], [T("[0|0]"), T("[1|1]")]],
        [t for t in FULL_SET if t not in {T("[5|6]"), T("[0|0]"), T("[1|1]"), T("[3|6]")}],
        0,
        line=[Place(T("[3|6]"), End.LEFT)],
        current=0,
    )
    view = state.view(0)
    assert DRAW in view.legal_actions
    assert HardBot(random.Random(1), simulations=50).choose(view) == Place(T("[5|6]"), End.RIGHT)
