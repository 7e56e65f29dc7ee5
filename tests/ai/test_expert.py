"""The expert player: legal, deterministic, fair (reads only its view), and it keeps what
hard knows (the passes' proof, the match's values)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import drawgame.ai.expert as expert_module
from drawgame.ai import make_bot
from drawgame.ai.expert import ExpertBot, match_equity
from drawgame.ai.hard import fallback_action
from drawgame.ai.levels import find, thinks_apart
from drawgame.engine import End, HandState, Place, Tile
from drawgame.engine.masks import mask_of
from tests.ai.test_hard import block_position, peeking, public, same_view_states

T = Tile.parse


def play_hand(players: int, seed: int, iterations: int, others: str = "expert") -> HandState:
    rng = random.Random(seed)
    bots = [
        ExpertBot(random.Random(rng.random()), iterations, cpu_limit=None)
        if seat == 0 or others == "expert"
        else make_bot(others, random.Random(rng.random()))
        for seat in range(players)
    ]
    state = HandState.deal(players, rng.randrange(players), rng)
    while not state.is_over:
        view = state.view(state.current)
        action = bots[state.current].choose(view)
        assert action in view.legal_actions
        state = state.apply(action)
    return state


@pytest.mark.slow
@settings(max_examples=30)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**32 - 1))
def test_expert_only_plays_legal_actions(players: int, seed: int) -> None:
    # Against random opponents too: they draw at will, so the draw hints are often wrong.
    play_hand(players, seed, 24, "random" if seed % 2 else "expert")


def test_expert_is_a_level_of_its_own_and_deterministic_for_a_seed() -> None:
    random.seed(1)
    first = play_hand(3, 99, 60, "greedy")
    random.seed(2)
    again = play_hand(3, 99, 60, "greedy")
    assert first.history == again.history
    bot = make_bot("expert", random.Random(5))
    assert isinstance(bot, ExpertBot) and bot.name == "expert"
    level = find("expert")
    assert level is not None and level.words == "Expert" and thinks_apart("expert")


def test_hidden_tiles_never_change_the_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    states = same_view_states(30)
    views = [s.view(0, scores=(20, 35, 10), target=61) for s in states]
    assert len({public(v) for v in views}) == 1
    choices = {ExpertBot(random.Random(77), 300, cpu_limit=None).choose(v) for v in views}
    assert len(choices) == 1

    # The test has teeth: a search that peeks at the real deal does choose differently.
    cheats = set()
    for state, view in zip(states, views, strict=True):
        monkeypatch.setattr(expert_module, "BeliefSampler", peeking(state))
        cheats.add(ExpertBot(random.Random(77), 300, cpu_limit=None).choose(view))
    assert len(cheats) > 1


def test_keeps_the_block_on_numbers_an_opponent_has_passed_on() -> None:
    view = block_position()
    keep = Place(T("[3|3]"), End.LEFT)
    assert view.legal_actions == (keep, Place(T("[5|6]"), End.RIGHT))
    assert ExpertBot(random.Random(3), 200, cpu_limit=None).choose(view) == keep


def test_a_cut_short_budget_still_gives_a_legal_action() -> None:
    rng = random.Random(12)
    for players in (2, 3, 4):
        view = HandState.deal(players, 0, rng).view(0)
        zero = ExpertBot(random.Random(1), 10_000, cpu_limit=0).choose(view)
        assert zero == fallback_action(view)


def test_the_cpu_cap_does_not_change_the_choice_when_not_reached() -> None:
    rng = random.Random(8)
    for _ in range(6):
        view = HandState.deal(2, 0, rng).view(0)
        uncapped = ExpertBot(random.Random(1), 150, cpu_limit=None).choose(view)
        assert ExpertBot(random.Random(1), 150, cpu_limit=30.0).choose(view) == uncapped


def test_the_match_decides_the_rewards() -> None:
    view = block_position()  # scores 40 and 40, target 100
    rewards = match_equity(view)
    heavy = mask_of([T("[6|6]"), T("[5|6]")])  # 23 pips
    light = mask_of([T("[0|1]")])
    # Seat 0 out against 23 pips: ahead, but the match goes on; the shares add up to 1.
    ahead = rewards([0, heavy], 0)
    assert 0.5 < ahead[0] < 1 and ahead[0] + ahead[1] == pytest.approx(1)
    # Seat 1 out against the same 23 pips at equal scores: the mirror image; against 1 pip,
    # a smaller lead.
    assert rewards([heavy, 0], 1) == pytest.approx(ahead[::-1])
    assert 0.5 < rewards([light, 0], 1)[1] < ahead[0]
    near = HandState.deal(2, 0, random.Random(1)).view(0, scores=(90, 0), target=100)
    assert match_equity(near)([0, heavy], 0) == (1.0, 0.0)  # 90 + 23 reaches the target (R17)


def test_wrong_settings_are_refused() -> None:
    rng = random.Random(0)
    for options in ({"iterations": 0}, {"playout": "clever"}, {"rewards": "points"}):
        with pytest.raises(ValueError):
            ExpertBot(rng, **options)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ExpertBot(rng, voluntary_draw=0)
