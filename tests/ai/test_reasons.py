"""Reasons that teach: each kind of claim is said in a position built for it and not in a
near miss; facts are read from the log and the counts, figures only beyond their margins;
the same decision gets the same reasons through every route; over 100 recorded mistakes
at least 8 kinds of reason occur."""

from __future__ import annotations

import collections
import itertools
import json
import random
from collections.abc import Sequence
from typing import Any

import pytest

from drawgame.ai.analysis import Label, Options, judge
from drawgame.ai.reasons import (
    DEALS,
    TEMPLATES,
    Case,
    Claim,
    Futures,
    Teaching,
    Why,
    claims_english,
    claims_of,
    reasons_for,
    teach,
)
from drawgame.ai.review import review_match
from drawgame.ai.tutor import check_move
from drawgame.engine import (
    DRAW,
    FULL_SET,
    PASS,
    Action,
    End,
    HandState,
    Place,
    PlayerView,
    Tile,
    distinct_actions,
)
from drawgame.engine.masks import mask_of
from drawgame.engine.record import MatchRecord, record_from_match
from drawgame.remote.protocol import check_from_data, check_to_data
from tests.engine._play import play_match


def ts(text: str) -> list[Tile]:
    return [Tile.parse(part + "]") for part in text.replace(" ", "").split("]") if part]


def _odd(line: Sequence[Tile]) -> list[int]:
    """The numbers shown an odd number of times on ``line``: its two ends (R10)."""
    return [v for v in range(7) if sum(t.has(v) + (t.is_double and t.low == v) for t in line) % 2]


def _path(tiles: list[Tile], start: int) -> list[Tile]:
    """The tiles in an order that makes one line from ``start`` (Hierholzer's walk)."""
    links: dict[int, list[tuple[int, int]]] = {v: [] for v in range(7)}
    for k, t in enumerate(tiles):
        links[t.low].append((t.high, k))
        if not t.is_double:
            links[t.high].append((t.low, k))
    used: set[int] = set()
    stack: list[tuple[int, int | None]] = [(start, None)]
    out: list[Tile] = []
    while stack:
        value, k = stack[-1]
        while links[value] and links[value][-1][1] in used:
            links[value].pop()
        if links[value]:
            nxt, j = links[value].pop()
            used.add(j)
            stack.append((nxt, j))
        else:
            stack.pop()
            if k is not None:
                out.append(tiles[k])
    return out[::-1]


def position(
    mine: str,
    theirs: str,
    stock: str,
    ends: tuple[int, int],
    current: int = 0,
    then: Sequence[Action] = (),
) -> PlayerView:
    """Seat 0 holds ``mine``, seat 1 ``theirs``, the stock ``stock``; every other tile is
    on the line, whose ends show ``ends``; ``then``: the actions made next (seat 1's
    pass). Seat 0's view."""
    hands = [ts(mine), ts(theirs)]
    out = hands[0] + hands[1] + ts(stock)
    line = [t for t in FULL_SET if t not in out]
    assert sorted(_odd(line)) == sorted(set(ends)), "no line has those ends"
    order = _path(line, ends[0])
    placements = [Place(order[0], End.LEFT)]
    shown = (order[0].low, order[0].high)
    grow = 1 if shown[1] == order[0].other(ends[0]) else 0  # the end away from the start
    for tile in order[1:]:
        placements.append(Place(tile, End.LEFT if grow == 0 else End.RIGHT))
        new = tile.other(shown[grow])
        shown = (new, shown[1]) if grow == 0 else (shown[0], new)
    state = HandState.from_tiles(hands, ts(stock), 0, line=placements, current=current)
    for action in then:
        state = state.apply(action)
    return state.view(0)


def on(view: PlayerView, tile: str, value: int) -> Place:
    """``tile`` placed on the end showing ``value``."""
    ends = view.ends
    assert ends is not None
    return Place(Tile.parse(tile), End.LEFT if ends[0] == value else End.RIGHT)


def kinds(view: PlayerView, played: Action, best: Action) -> list[Why]:
    return list(teach(view, played, best).kinds)


# -- facts of the position ----------------------------------------------------------------

#: Seat 0 holds [4|4], [4|6] and [1|2]; every other 4 is on the line, an end shows a 4.
DOUBLE = ("[4|4][4|6][1|2]", "[0|0][1|1][0|6][0|3][1|6][2|2]", "[5|5][3|6]", (4, 2))


def test_a_double_that_can_no_longer_be_placed_is_named() -> None:
    view = position(*DOUBLE)
    teaching = teach(view, on(view, "[4|6]", 4), on(view, "[4|4]", 4))
    assert teaching.kinds[0] is Why.DEAD_DOUBLE
    claim = teaching.claims[0]
    assert claim.tile == Tile(4, 4)
    assert claim.after is not None and claim.after.value == 1.0  # certain: always held
    # An end shows a 4 now (the player sees it): the sentence speaks of the line after
    # the move, not of the line as it stands (a first-time player read it as false).
    assert view.ends is not None and 4 in view.ends
    assert "after your move [4|4] can no longer be placed" in str(teaching).lower()


def test_a_double_still_playable_is_not_called_dead() -> None:
    view = position(*DOUBLE)  # [1|2] on the 2 leaves the 4 showing
    assert Why.DEAD_DOUBLE not in kinds(view, on(view, "[1|2]", 2), on(view, "[4|4]", 4))


def test_a_double_whose_number_is_still_out_is_kept_not_dead() -> None:
    # [4|5] is out (the opponent's): the double may yet be placed.
    view = position("[4|4][4|6][1|2]", "[0|0][0|1][0|4][3|5][4|5]", "[5|5][3|6]", (4, 2))
    assert Why.DEAD_DOUBLE not in kinds(view, on(view, "[4|6]", 4), on(view, "[4|4]", 4))


#: Seat 1 holds no 5 and no 3 (every one is on the line or in seat 0's hand); the stock is
#: down to its protected two, so it passes with the ends showing 5 and 3.
PASSED = ("[5|6][3|3][3|6]", "[0|1][0|2][1|1][1|6][2|6]", "[2|2][4|4]", (5, 3))


def test_covering_the_end_an_opponent_passed_on_is_named() -> None:
    view = position(*PASSED, current=1, then=[PASS])
    teaching = teach(view, on(view, "[5|6]", 5), on(view, "[3|3]", 3))
    assert teaching.kinds[0] is Why.UNBLOCKS
    assert (teaching.claims[0].seat, teaching.claims[0].number) == (1, 5)
    assert "passed on the 5s" in str(teaching)


def test_no_pass_in_the_log_no_word_of_one() -> None:
    # The same tiles, but seat 1 never passed: nothing in the log to point at.
    view = position(*PASSED)
    found = kinds(view, on(view, "[5|6]", 5), on(view, "[3|3]", 3))
    assert Why.UNBLOCKS not in found
    assert Why.NEXT_PLAYS in found  # what usually happens next: seat 1 plays on the 6


def test_a_move_that_keeps_the_passed_number_showing_says_no_pass() -> None:
    view = position(*PASSED, current=1, then=[PASS])  # [3|3] keeps both 5 and 3 showing
    assert Why.UNBLOCKS not in kinds(view, on(view, "[3|3]", 3), on(view, "[5|6]", 5))


#: Every 5 but seat 0's [2|5] is on the line, one end shows a 5: [2|5] on the 2 shuts the
#: line (both ends 5, none left out).
DEAD = ("[2|5][1|2][4|4][3|3]", "[0|1][0|2][1|1][2|2]", "[0|0][6|6]", (5, 2))


def test_an_end_nobody_can_match_is_named() -> None:
    view = position(*DEAD)
    teaching = teach(view, on(view, "[2|5]", 2), on(view, "[1|2]", 2))
    assert teaching.kinds[0] is Why.DEAD_END
    assert teaching.claims[0].number == 5
    assert all(c.why is not Why.HEAVY_BLOCK for c in teaching.claims)  # one figure, once


def test_an_end_whose_number_is_still_out_is_not_dead() -> None:
    view = position("[2|5][1|2][4|4][3|3]", "[0|1][0|2][1|1][5|5]", "[0|0][6|6]", (5, 2))
    found = kinds(view, on(view, "[2|5]", 2), on(view, "[1|2]", 2))
    assert Why.DEAD_END not in found
    assert found[0] is Why.NOTHING_FITS  # what is true instead: nothing of seat 0 fits


def test_leaving_no_tile_that_fits_is_named_only_when_none_fits() -> None:
    view = position("[2|5][1|2][4|4][3|5]", "[0|1][0|2][1|1][5|5]", "[0|0][6|6]", (3, 2))
    # [3|5] still fits after [2|5] on the 2.
    assert Why.NOTHING_FITS not in kinds(view, on(view, "[2|5]", 2), on(view, "[1|2]", 2))


#: A middle-game position with a stock to draw from: seat 0 holds [4|4], [4|6], [1|2].
MIDDLE = ("[4|4][4|6][1|2]", "[0|0][0|1][0|6][1|3]", "[1|6][2|2][5|5][3|6]", (4, 2))


def test_a_draw_while_a_tile_fits_is_named_and_a_placement_is_not() -> None:
    view = position(*MIDDLE)
    assert DRAW in view.legal_actions
    teaching = teach(view, DRAW, on(view, "[4|4]", 4))
    assert teaching.kinds[0] is Why.DREW
    assert teaching.claims[0].tile == Tile(4, 4)
    assert Why.DREW not in kinds(view, on(view, "[1|2]", 2), on(view, "[4|4]", 4))


# -- figures from the futures, said only beyond their margins --------------------------


def futures(n: int, **columns: Sequence[Any]) -> Futures:
    """``n`` made-up futures of seat 0 in a 2-player hand: ``finisher`` (default:
    blocked), ``hand`` (its tiles at the end), ``first`` (seat 1's first turn), ``stuck``."""
    out = Futures()
    for k in range(n):
        out.add(
            columns.get("finisher", [-1] * n)[k],
            mask_of(columns.get("hand", [[]] * n)[k]),
            (4, columns.get("first", [4] * n)[k]),
            columns.get("stuck", [0] * n)[k],
        )
    return out


def split(n: int, share: float, yes: Any, no: Any) -> list[Any]:
    """``n`` futures, the first ``share`` of them ``yes``."""
    return [yes if k < share * n else no for k in range(n)]


def said(mine: Futures, theirs: Futures, played: str = "[1|2]", value: int = 2) -> list[Why]:
    view = position(*MIDDLE)
    case = Case(view, on(view, played, value), on(view, "[4|4]", 4), mine, theirs)
    return [c.why for c in claims_of(case)]


@pytest.mark.parametrize(("why", "yes", "no"), [(Why.OUT_FIRST, 1, -1), (Why.HEAVY_BLOCK, -1, 1)])
def test_a_difference_in_chances_is_said_beyond_its_margin_only(
    why: Why, yes: int, no: int
) -> None:
    def case(n: int, a: float, b: float, apart: bool = False) -> list[Why]:
        heavy = [ts("[6|6][5|6]")] * n
        theirs = split(n, b, yes, no)
        return said(
            futures(n, hand=heavy, finisher=split(n, a, yes, no)),
            futures(n, hand=heavy, finisher=theirs[::-1] if apart else theirs),
        )

    assert why in case(400, 0.5, 0.3)
    assert why not in case(400, 0.5, 0.45)  # beyond the margin, within MIN_GAP
    # 20 futures, in none of which both moves go the same way: within the margin.
    assert why not in case(20, 0.5, 0.3, apart=True)


def test_a_blocked_hand_is_heavy_only_with_many_pips() -> None:
    n = 400
    light = [ts("[0|1]")] * n  # 1 pip held when it blocks
    mine = futures(n, hand=light, finisher=split(n, 0.6, -1, 1))
    theirs = futures(n, hand=light, finisher=split(n, 0.2, -1, 1))
    assert Why.HEAVY_BLOCK not in said(mine, theirs)


def test_going_out_less_often_is_said_beyond_its_margin_only() -> None:
    n = 400
    far = said(futures(n, finisher=split(n, 0.2, 0, 1)), futures(n, finisher=split(n, 0.5, 0, 1)))
    near = said(futures(n, finisher=split(n, 0.45, 0, 1)), futures(n, finisher=split(n, 0.5, 0, 1)))
    assert Why.YOU_OUT in far and Why.YOU_OUT not in near


def test_what_usually_happens_next_is_the_commonest_continuation() -> None:
    n = 400  # seat 1's first turn: 0 places on the end opened, 1 on the other end, 2 draws
    opened = said(futures(n, first=split(n, 0.7, 0, 2)), futures(n, first=split(n, 0.3, 1, 2)))
    assert Why.NEXT_PLAYS in opened
    # Most often on the other end: not "plays on the end you opened", but the best stops
    # seat 1 more often.
    other = said(futures(n, first=split(n, 0.7, 1, 2)), futures(n, first=split(n, 0.3, 1, 2)))
    assert Why.NEXT_PLAYS not in other and Why.STOPS_NEXT in other
    close = said(futures(n, first=split(n, 0.7, 1, 2)), futures(n, first=split(n, 0.65, 1, 2)))
    assert Why.STOPS_NEXT not in close


def test_a_double_kept_is_named_only_when_the_moves_differ_in_it() -> None:
    n = 400
    double = ts("[4|4]")
    mine = futures(n, hand=split(n, 0.6, double, []))
    theirs = futures(n, hand=split(n, 0.1, double, []))
    # [1|2] on the 2 leaves the 4 showing, as the best does: not what they differ in.
    assert Why.DOUBLE_KEPT not in said(mine, theirs)
    view = position("[4|4][4|6][1|2]", "[0|0][3|4][4|5][5|6]", "[1|6][2|2][5|5][3|6]", (4, 2))
    kept = Case(view, on(view, "[4|6]", 4), on(view, "[4|4]", 4), mine, theirs)
    claims = claims_of(kept)
    assert Why.DOUBLE_KEPT in [c.why for c in claims]
    # The 4 shows now: the sentence says the move leaves no end showing one.
    assert view.ends is not None and 4 in view.ends
    claim = next(c for c in claims if c.why is Why.DOUBLE_KEPT)
    assert "your move leaves no end showing a 4" in str(claim).lower()


def test_giving_up_a_number_held_many_times_is_named() -> None:
    view = position("[3|6][0|3][2|3][3|4][1|1]", "[0|1][0|2][0|4][1|3][1|6]", "[0|0][5|5]", (3, 1))
    n = 400
    mine, theirs = futures(n, stuck=split(n, 0.5, 1, 0)), futures(n, stuck=split(n, 0.1, 1, 0))
    gives = Case(view, on(view, "[3|6]", 3), on(view, "[1|1]", 1), mine, theirs)
    assert Why.GIVES_UP in [c.why for c in claims_of(gives)]
    keeps = Case(view, on(view, "[1|1]", 1), on(view, "[3|6]", 3), mine, theirs)
    assert Why.GIVES_UP not in [c.why for c in claims_of(keeps)]


def test_more_pips_held_is_said_only_when_nothing_else_is() -> None:
    n = 400
    mine = futures(n, finisher=[1] * n, hand=split(n, 0.5, ts("[6|6]"), ts("[0|1]")))
    theirs = futures(n, finisher=[1] * n, hand=[ts("[0|1]")] * n)
    assert said(mine, theirs) == [Why.MORE_PIPS]
    assert Why.MORE_PIPS not in said(mine, futures(n, finisher=[0] * n, hand=[[]] * n))


# -- the same reasons everywhere ----------------------------------------------------------


def test_the_same_decision_gets_the_same_reasons() -> None:
    view = position(*PASSED, current=1, then=[PASS])
    played, best = on(view, "[5|6]", 5), on(view, "[3|3]", 3)
    first = teach(view, played, best)
    assert teach(view, played, best) == first
    assert first.deals == DEALS


def test_every_claim_crosses_as_data_and_back() -> None:
    view = position(*PASSED, current=1, then=[PASS])
    teaching = teach(view, on(view, "[5|6]", 5), on(view, "[3|3]", 3))
    again = Teaching.from_data(
        json.loads(json.dumps(teaching.to_data())), view, teaching.played, teaching.best
    )
    assert again.kinds == teaching.kinds and again.to_data() == teaching.to_data()


def test_every_template_has_the_figures_its_claim_gives() -> None:
    for key, text in TEMPLATES.items():
        assert ("%3" in text) == (key not in ("drew", "dead_double")), key
        assert ("%4" in text) == (key != "drew"), key


QUICK = Options.for_budget(200)


def _recorded_mistake() -> tuple[MatchRecord, PlayerView, Action]:
    """A mistake of seat 0 in a seeded record of random players, with reasons."""
    for seed in range(20):
        positions = list(play_match(2, seed, "uniform"))
        first = next(m for m in positions if m.hand.outcome is not None)
        record = record_from_match(first, seed=seed)
        state = record.hands[0].initial_state(record.rules)
        for seat, action in record.hands[0].turns:
            view = state.view(seat)
            if seat == 0 and len(distinct_actions(view)) > 1:
                verdict = judge(view, action, QUICK)
                if reasons_for(view, action, verdict.best, verdict.label.value):
                    return record, view, action
            state = state.apply(action)
    raise AssertionError("no mistake with reasons in 20 records")


@pytest.mark.slow
def test_the_review_the_tutor_and_the_terminal_give_the_same_reasons() -> None:
    record, view, action = _recorded_mistake()
    verdict = judge(view, action, QUICK)
    expected = teach(view, action, verdict.best).claims
    check = check_move(view, action, QUICK)
    assert check.why == expected
    assert check_from_data(json.loads(json.dumps(check_to_data(check)))).why == expected
    review = review_match(record, [0], options=QUICK)
    decision = next(d for d in review.decisions if d.hand == 1 and d.why == expected)
    assert decision.to_dict()["why"] == [c.to_data() for c in expected]
    words = claims_english(expected, verdict.best, view.ends)
    assert words and words == str(Teaching(action, verdict.best, view.ends, expected, DEALS))


# -- the sweep ------------------------------------------------------------------------------


def recorded_mistakes(count: int, seed: int = 1) -> list[tuple[PlayerView, Action, Action]]:
    """Decisions worse than good of an ``easy`` (every third hand ``random``) seat 0
    against ``medium`` players, in hands of 2, 3 and 4 players dealt from ``seed``."""
    from drawgame.ai import make_bot

    rng = random.Random(seed)
    out: list[tuple[PlayerView, Action, Action]] = []
    for h in itertools.count(1):
        players = (2, 2, 3, 4)[h % 4]
        state = HandState.deal(players, h % players, rng)
        kind = "random" if h % 3 == 0 else "easy"
        bots = [
            make_bot(kind if s == 0 else "medium", random.Random(seed * 100 + h * 10 + s))
            for s in range(players)
        ]
        while state.outcome is None:
            view = state.view(state.current)
            action = bots[state.current].choose(view)
            if state.current == 0 and len(distinct_actions(view)) > 1:
                verdict = judge(view, action, Options.for_budget(300))
                if verdict.label in (Label.INACCURACY, Label.MISTAKE, Label.BLUNDER):
                    out.append((view, action, verdict.best))
                    if len(out) == count:
                        return out
            state = state.apply(action)
    raise AssertionError("unreachable")


@pytest.mark.slow
def test_a_hundred_recorded_mistakes_get_at_least_eight_kinds_of_reason() -> None:
    main: collections.Counter[str] = collections.Counter()
    for view, action, best in recorded_mistakes(100):
        teaching = teach(view, action, best)
        main[teaching.kinds[0].value if teaching.kinds else "none"] += 1
        for claim in teaching.claims:
            assert Claim.from_data(claim.to_data(), view.players) == claim
    assert len(set(main) - {"none"}) >= 8, main
    assert main["none"] <= 25, main


def test_the_best_moves_figures_are_the_same_whichever_move_is_asked_about() -> None:
    """The tutor asked about two moves in one position and said of the best one "7.7 ±
    1.4 pips" the first time, "7.5 ± 1.4" the second: the futures are seeded from the
    position alone, so what it says of the best is said alike."""
    found = 0
    for seed in range(40):
        for match in play_match(2, seed, "uniform"):
            view = match.view(match.hand.current)
            moves = distinct_actions(view)
            if match.hand.outcome is not None or len(moves) < 3:
                continue
            best, first, second = moves[0], moves[1], moves[2]
            one = {c.why: c.instead for c in teach(view, first, best).claims}
            two = {c.why: c.instead for c in teach(view, second, best).claims}
            for why in one.keys() & two.keys():
                assert one[why] == two[why], (why, one[why], two[why])
                found += 1
            if found >= 5:
                return
    assert found, "no position with a reason given of two moves: the test shows nothing"
