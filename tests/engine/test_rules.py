"""The Rules value: the standard rules reproduce the game as it was, a house variant
changes the deal, the drawing limit and the match's end, and survives every file format."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from drawgame.ai.fastsim import DRAW_CODE, FastHand, action_of, playout
from drawgame.ai.hard import HardBot
from drawgame.ai.heuristic import MediumBot, Position
from drawgame.engine import (
    DEAL_SIZE,
    DRAW,
    PROTECTED_STOCK,
    HandState,
    Match,
    Rules,
    SaveError,
    target_for,
)
from drawgame.engine.record import RecordError, read_record, record_from_match, write_record
from drawgame.engine.view_data import view_from_data, view_to_data
from drawgame.storage import SaveDocument, load_save, save_to_json

#: Any Rules the constructor accepts.
valid_rules = st.integers(2, 4).flatmap(
    lambda players: st.integers(1, 28 // players).flatmap(
        lambda deal: st.builds(
            Rules,
            st.just(players),
            st.just(deal),
            st.integers(0, 28 - players * deal),
            st.integers(1, 10_000),
        )
    )
)


def play_out(match: Match, rng: random.Random, steps: int = 10**6) -> Match:
    """``match`` after ``steps`` random legal actions, dealing new hands as needed."""
    for _ in range(steps):
        if match.is_over:
            break
        if match.hand.outcome is not None:
            match = match.next_hand(rng)
        else:
            match = match.apply(rng.choice(match.hand.legal_actions()))
    return match


# -- the value itself -----------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_standard_rules_are_the_rule_texts(players: int) -> None:
    rules = Rules.standard(players)
    assert rules.players == players
    assert rules.deal_size == DEAL_SIZE[players]
    assert rules.protected_stock == PROTECTED_STOCK == 2
    assert rules.target == target_for(players) == (100 if players == 2 else 61)
    assert rules.is_standard
    assert rules.stock_size == 28 - players * DEAL_SIZE[players]


@given(valid_rules)
def test_rules_round_trip_as_text_and_as_data(rules: Rules) -> None:
    assert Rules.parse(str(rules)) == rules
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert rules.is_standard == (rules == Rules.standard(rules.players))
    assert hash(rules) == hash(Rules.parse(str(rules)))


@given(st.integers(-3, 40), st.integers(-3, 40), st.integers(-3, 40), st.integers(-5, 20_000))
def test_rules_are_checked_when_made(players: int, deal: int, protected: int, target: int) -> None:
    fits = (
        2 <= players <= 4
        and deal >= 1
        and protected >= 0
        and players * deal + protected <= 28
        and 1 <= target <= 10_000
    )
    if fits:
        assert Rules(players, deal, protected, target).players == players
    else:
        with pytest.raises(ValueError, match=r"\(R[0-9]+(, R[0-9]+)*\)"):
            Rules(players, deal, protected, target)


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ((5, 5, 2, 100), "number of players"),
        ((2, 0, 2, 100), "deal"),
        ((2, 7, -1, 100), "protected stock"),
        ((2, 7, 2, 0), "target"),
        ((4, 7, 2, 61), "needs 30 tiles"),
        ((2, True, 2, 100), "deal"),
        ((2, 7.0, 2, 100), "deal"),
    ],
)
def test_invalid_rules_say_what_is_wrong(values: tuple[object, ...], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        Rules(*values)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "2 players",
        "2 players, deal 7, protected 2",
        "two players, deal 7, protected 2, target 1",
        "2 players, deal 7, protected 2, target 100, extra",
        "4 players, deal 7, protected 2, target 1",
    ],
)
def test_parse_refuses_anything_else(text: str) -> None:
    with pytest.raises(ValueError):
        Rules.parse(text)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {},
        {"players": 2},
        {**Rules.standard(2).to_dict(), "extra": 1},
        {**Rules.standard(2).to_dict(), "target": "100"},
        {**Rules.standard(2).to_dict(), "target": 10**400},
    ],
)
def test_from_dict_refuses_anything_else(data: object) -> None:
    with pytest.raises(ValueError):
        Rules.from_dict(data)


def test_standard_refuses_other_numbers_of_players() -> None:
    for players in (1, 5, True, "2"):
        with pytest.raises(ValueError, match="R2"):
            Rules.standard(players)  # type: ignore[arg-type]


# -- standard rules: the game as it was ------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_standard_rules_deal_what_a_number_of_players_deals(players: int) -> None:
    for seed in range(30):
        by_number = Match.new(players, random.Random(seed))
        by_rules = Match.new(Rules.standard(players), random.Random(seed))
        assert by_number == by_rules
        assert by_number.hand.hands == by_rules.hand.hands
        assert by_number.rules == Rules.standard(players)
        assert HandState.deal(players, 0, random.Random(seed)) == HandState.deal(
            Rules.standard(players), 0, random.Random(seed)
        )


def test_the_deal_for_a_seed_is_what_it_always_was() -> None:
    # Pinned from the engine before Rules existed: seeded tests and the strength table
    # depend on these deals.
    state = HandState.deal(2, 0, random.Random(1))
    order = list(range(28))
    random.Random(1).shuffle(order)
    assert [t.index for t in state.hand(0)] == sorted(order[:7])
    assert [t.index for t in state.stock] == order[14:]


def test_match_new_by_keyword_still_works() -> None:
    match = Match.new(rules=3, rng=random.Random(2), first_opener=1)
    assert match.rules == Rules.standard(3) and match.hand.opener == 1


# -- a house variant -------------------------------------------------------------------------


@given(valid_rules, st.integers(0, 2**32))
@settings(max_examples=60, deadline=None)
def test_a_variant_deals_its_size_and_keeps_its_stock(rules: Rules, seed: int) -> None:
    match = Match.new(rules, random.Random(seed))
    hand = match.hand
    assert hand.rules == rules == match.rules
    assert hand.hand_sizes == (rules.deal_size,) * rules.players
    assert hand.stock_size == rules.stock_size
    finished = play_out(match, random.Random(seed), steps=300)
    for state in (*finished.past_hands, finished.hand):
        assert state.rules == rules
        # R8: the protected tiles are never drawn.
        assert state.stock_size >= rules.protected_stock
        assert state.can_draw() == (
            state.outcome is None and state.stock_size > rules.protected_stock
        )


def test_the_same_seed_shuffles_the_same_whatever_the_deal() -> None:
    standard = HandState.deal(2, 0, random.Random(5))
    small = HandState.deal(Rules(2, 5, 2, 100), 0, random.Random(5))
    assert small.hand_sizes == (5, 5) and small.stock_size == 18
    assert set(small.hand(0)) <= set(standard.hand(0)) | set(standard.hand(1)) | set(standard.stock)


def test_a_protected_stock_of_four_stops_drawing_earlier() -> None:
    rules = Rules(2, 7, 4, 100)
    state = HandState.deal(rules, 0, random.Random(3))
    while DRAW in state.legal_actions():
        state = state.apply(DRAW)
    assert state.stock_size == 4 and not state.can_draw()
    assert state.why_illegal(DRAW) is not None


def test_no_protected_stock_draws_the_last_tile() -> None:
    rules = Rules(2, 7, 0, 100)
    state = HandState.deal(rules, 0, random.Random(3))
    while DRAW in state.legal_actions():
        state = state.apply(DRAW)
    assert state.stock_size == 0


def test_a_lower_target_ends_the_match_sooner() -> None:
    for seed in range(20):
        short = play_out(Match.new(Rules(2, 7, 2, 50), random.Random(seed)), random.Random(seed))
        assert short.is_over and short.target == 50
        assert max(short.scores) >= 50
        before = [0, 0]
        for outcome in short.outcomes[:-1]:
            before = [a + b for a, b in zip(before, outcome.gains, strict=True)]
        assert max(before) < 50


def test_next_hand_keeps_the_rules() -> None:
    rules = Rules(3, 5, 3, 40)
    match = Match.new(rules, random.Random(4))
    rng = random.Random(4)
    while match.hand.outcome is None:
        match = match.apply(rng.choice(match.hand.legal_actions()))
    if not match.is_over:
        match = match.next_hand(rng)
        assert match.hand.rules == rules and match.hand.hand_sizes == (5, 5, 5)


def test_from_tiles_uses_the_rules_given() -> None:
    state = HandState.deal(Rules(2, 5, 2, 100), 1, random.Random(6))
    again = HandState.from_tiles(state.hands, state.stock, 1, rules=Rules(2, 5, 2, 100))
    assert again == state
    with pytest.raises(ValueError, match="R3"):
        HandState.from_tiles(state.hands, state.stock, 1)  # standard: 7 tiles each
    with pytest.raises(ValueError, match="for 3 players"):
        HandState.from_tiles(state.hands, state.stock, 1, rules=Rules.standard(3))


def test_same_tiles_other_rules_are_other_positions() -> None:
    a = HandState.deal(Rules(2, 7, 2, 100), 0, random.Random(1))
    b = HandState.deal(Rules(2, 7, 2, 50), 0, random.Random(1))
    assert a != b and a.hands == b.hands


def test_from_hands_checks_the_basics() -> None:
    match = Match.new(2, random.Random(8))
    with pytest.raises(ValueError, match="over"):
        Match.from_hands([match.hand], match.hand)
    rng = random.Random(2)
    done = Match.new(2, rng)
    while done.hand.outcome is None:
        done = done.apply(rng.choice(done.hand.legal_actions()))
    other = HandState.deal(Rules(2, 7, 2, 50), 1, random.Random(1))
    with pytest.raises(ValueError, match="same rules"):
        Match.from_hands([done.hand], other)
    again = Match.from_hands([done.hand], HandState.deal(2, 1, random.Random(1)))
    assert again.past_hands == (done.hand,) and again.first_opener == done.hand.opener


# -- files -----------------------------------------------------------------------------------

VARIANTS = [Rules(2, 7, 2, 50), Rules(2, 5, 2, 100), Rules(3, 6, 4, 30), Rules(4, 5, 0, 25)]


@pytest.mark.parametrize("rules", VARIANTS)
def test_a_variant_survives_save_and_load(rules: Rules) -> None:
    rng = random.Random(11)
    for steps in (0, 15, 10**6):
        match = play_out(Match.new(rules, rng), rng, steps)
        loaded = Match.from_json(match.to_json())
        assert loaded == match and loaded.rules == rules
        assert json.loads(match.to_json())["rules"] == rules.to_dict()
        # The game's own saves keep a target of the player's choice; they refuse a deal
        # or a stock the table does not play (its words say "the last two").
        opponents = ("easy", "medium", "hard")[: rules.players - 1]
        doc = SaveDocument(match, "Ayşe", opponents, "0" * 32)
        standard = Rules.standard(rules.players)
        if (rules.deal_size, rules.protected_stock) == (
            standard.deal_size,
            standard.protected_stock,
        ):
            assert load_save(save_to_json(doc)).match.rules == rules
        else:
            with pytest.raises(SaveError, match="this game plays"):
                load_save(save_to_json(doc))


def test_a_save_without_rules_loads_with_the_standard_rules() -> None:
    match = play_out(Match.new(3, random.Random(3)), random.Random(3), 60)
    doc = json.loads(match.to_json())
    assert doc["rules"] == Rules.standard(3).to_dict()
    del doc["rules"]
    loaded = Match.from_json(json.dumps(doc))
    assert loaded == match and loaded.rules.is_standard


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"players": 2, "deal_size": 7, "protected_stock": 2, "target": 0}, "target"),
        ({"players": 2, "deal_size": 14, "protected_stock": 2, "target": 100}, "30 tiles"),
        ({"players": 3, "deal_size": 7, "protected_stock": 2, "target": 61}, "3 players"),
        ({"players": 2, "deal_size": 7}, "exactly"),
        ("standard", "exactly"),
        ({"players": 2, "deal_size": 7, "protected_stock": 2, "target": 10**300}, "target"),
    ],
)
def test_a_save_with_bad_rules_is_a_save_error(rules: object, words: str) -> None:
    match = Match.new(2, random.Random(1))
    doc = json.loads(match.to_json())
    doc["rules"] = rules
    with pytest.raises(SaveError, match=f"rules.*{words}"):
        Match.from_json(json.dumps(doc))


def test_a_save_whose_deal_breaks_its_rules_is_a_save_error() -> None:
    match = Match.new(Rules(2, 5, 2, 100), random.Random(1))
    doc = json.loads(match.to_json())
    doc["rules"]["deal_size"] = 6
    with pytest.raises(SaveError, match="not a possible deal"):
        Match.from_json(json.dumps(doc))


def test_a_save_over_its_target_is_refused() -> None:
    match = play_out(Match.new(Rules(2, 7, 2, 30), random.Random(5)), random.Random(5))
    doc = json.loads(match.to_json())
    assert len(doc["hands"]) == 4
    doc["rules"]["target"] = 1  # the first hand's winner was then already over it
    with pytest.raises(SaveError, match="already over before hand 2"):
        Match.from_json(json.dumps(doc))


@pytest.mark.parametrize("rules", VARIANTS)
def test_a_variant_survives_record_write_and_read(rules: Rules) -> None:
    rng = random.Random(12)
    match = play_out(Match.new(rules, rng), rng)
    record = record_from_match(match, seed=12)
    assert record.rules == rules and record.house_rules == rules
    text = write_record(record)
    assert f"Rules: {rules}" in text.splitlines()
    assert f"Target: {rules.target}" in text.splitlines()
    again = read_record(text)
    assert again == record and again.to_match() == match


def test_a_standard_record_has_no_rules_line() -> None:
    rng = random.Random(13)
    match = play_out(Match.new(2, rng), rng)
    record = record_from_match(match)
    assert record.house_rules is None and record.rules == Rules.standard(2)
    text = write_record(record)
    assert not any(line.startswith("Rules:") for line in text.splitlines())
    # A Rules line naming the standard rules reads the same.
    lines = text.splitlines()
    lines.insert(lines.index("Target: 100"), f"Rules: {Rules.standard(2)}")
    assert read_record("\n".join(lines)) == record


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("Rules: 2 players, deal 7, protected 2, target 0", "rules are not valid.*target"),
        ("Rules: 2 players, deal 15, protected 2, target 50", "rules are not valid.*needs"),
        ("Rules: house rules", "rules are not valid.*written like"),
        ("Rules: 3 players, deal 7, protected 2, target 50", "3 players but 2 seats"),
    ],
)
def test_a_record_with_bad_rules_is_a_record_error(line: str, words: str) -> None:
    rng = random.Random(14)
    match = play_out(Match.new(Rules(2, 7, 2, 50), rng), rng)
    lines = write_record(record_from_match(match)).splitlines()
    at = next(n for n, text in enumerate(lines) if text.startswith("Rules:"))
    lines[at] = line
    with pytest.raises(RecordError, match=words) as caught:
        read_record("\n".join(lines))
    assert caught.value.line == at + 1


def test_a_variant_record_without_its_rules_line_is_refused() -> None:
    rng = random.Random(15)
    match = play_out(Match.new(Rules(2, 5, 2, 100), rng), rng)
    lines = [
        text
        for text in write_record(record_from_match(match)).splitlines()
        if not text.startswith("Rules:")
    ]
    with pytest.raises(RecordError, match="not a possible deal"):
        read_record("\n".join(lines))


# -- views and the AI ------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [Rules.standard(2), *VARIANTS])
def test_the_view_carries_the_rules_across_processes(rules: Rules) -> None:
    match = Match.new(rules, random.Random(16))
    view = match.view(match.hand.current)
    assert view.rules == rules and view.target == rules.target
    data = json.loads(json.dumps(view_to_data(view)))
    assert data["rules"] == rules.to_dict()
    assert view_from_data(data).rules == rules
    del data["rules"]
    assert view_from_data(data).rules == Rules.standard(rules.players)


def test_view_data_with_bad_rules_is_refused() -> None:
    view = Match.new(2, random.Random(17)).view(0)
    data = view_to_data(view)
    data["rules"] = {**data["rules"], "players": 3}
    with pytest.raises(ValueError, match="3 players"):
        view_from_data(data)
    data["rules"] = {"players": 2}
    with pytest.raises(ValueError):
        view_from_data(data)


@pytest.mark.parametrize("protected", [0, 1, 2, 4, 6])
def test_the_fast_path_honours_the_protected_stock(protected: int) -> None:
    rules = Rules(2, 7, protected, 100)
    for seed in range(20):
        state = HandState.deal(rules, 0, random.Random(seed))
        fast = FastHand.from_state(state)
        assert fast.protected == protected
        trace: list[int] = []
        fast.playout_random(random.Random(seed), trace)
        draws = trace.count(DRAW_CODE)
        assert draws <= rules.stock_size - protected
        assert fast.stock_size >= protected
        # The engine agrees with every move of the fast path.
        for code in trace:
            assert code in FastHand.from_state(state).legal()
            state = state.apply(action_of(code))
        assert state.is_over and state.stock_size == fast.stock_size


def test_playout_draws_down_to_the_protected_stock_it_is_given() -> None:
    for protected in (0, 2, 5):
        fast = FastHand.deal(Rules(2, 7, protected, 100), 0, random.Random(1))
        hands = list(fast.hands)
        # After the opening every seat asks to draw: the loop draws while the stock
        # allows (then passes, unchecked, until the hand is blocked).
        trace: list[int] = []

        def always_draw(
            hand: int,
            left: int,
            right: int,
            on_left: tuple[int, ...],
            on_right: tuple[int, ...],
            line: int,
        ) -> int:
            return len(on_left) + len(on_right) if left >= 0 else 0

        playout(
            hands, fast.stock, 0, -1, -1, 0, 0, 0, always_draw, None, trace, protected=protected
        )
        assert trace.count(DRAW_CODE) == 14 - protected


def test_a_fast_deal_follows_the_rules() -> None:
    fast = FastHand.deal(Rules(3, 4, 3, 20), 1, random.Random(2))
    assert [mask.bit_count() for mask in fast.hands] == [4, 4, 4]
    assert fast.stock_size == 16 and fast.protected == 3
    assert DRAW_CODE in fast.legal()


def test_the_heuristics_read_the_protected_stock_from_the_view() -> None:
    rules = Rules(2, 7, 6, 100)
    state = HandState.deal(rules, 0, random.Random(9))
    while DRAW in state.legal_actions():
        state = state.apply(DRAW)
    view = state.view(state.current)
    assert view.stock_size == 6
    assert not Position.of(view).can_draw
    # Both bots play a legal action with the stock closed at six tiles.
    assert MediumBot().choose(view) in view.legal_actions
    hard = HardBot(random.Random(1), simulations=50, time_limit=None)
    assert hard.choose(view) in view.legal_actions
