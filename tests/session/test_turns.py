"""The turn machine without Qt (issue 31): commands in, effects out, in the order the views
are told; answers of the computer seats, the tutor and the hint dropped when they come
late; the player's move waiting for the tutor; the pass made for the player; take-backs;
a whole match played by plain calls, its log adding up to the engine's hands."""

from __future__ import annotations

import logging
import os
import random
from dataclasses import replace

from drawgame.ai import make_bot
from drawgame.ai.tutor import MoveCheck
from drawgame.engine import (
    DRAW,
    FULL_SET,
    PASS,
    End,
    HandState,
    IllegalReason,
    Match,
    Pass,
    Place,
    Rules,
    Tile,
)
from drawgame.session.effects import (
    Announce,
    AskHint,
    AskSeat,
    BotDecided,
    Changed,
    CheckBots,
    Effect,
    FreshBots,
    HandOver,
    HintReady,
    JudgeMove,
    Logged,
    LogReset,
    MatchOver,
    MatchStarted,
    Refused,
    StopTimers,
    Thinking,
    TutorUnavailable,
    TutorWarned,
    WaitForSeat,
    WaitToPass,
    YourTurn,
)
from drawgame.session.log import HUMAN, EntryKind
from drawgame.session.setup import MatchSetup
from drawgame.session.turns import TurnMachine, accepted
from tests._process import run_python
from tests.test_code_quality import ROOT

t = Tile.parse


def position(hand: str, current: int = HUMAN, stock: int | None = None) -> Match:
    """The player's ``hand`` against one opponent, [3|4] on the table (ends 3 and 4)."""
    tiles = [t(x) for x in hand.split()]
    line = [Place(t("[3|4]"), End.LEFT)]
    rest = [x for x in FULL_SET if x not in tiles and x != t("[3|4]")]
    # A short stock: the opponent holds the rest.
    held = 5 if stock is None else len(rest) - stock
    state = HandState.from_tiles(
        [tiles, rest[:held]], rest[held:], opener=1, line=line, current=current
    )
    return Match.from_hand(state)


def at(hand: str, tutor: int | None = None, **kw: int) -> TurnMachine:
    turns = TurnMachine()
    turns.set_tutor(tutor)
    turns.new_match(MatchSetup("", ("greedy",), 1))
    turns.resume(position(hand, **kw))
    return turns


def kinds(effects: list[Effect]) -> list[type]:
    return [type(effect) for effect in effects]


def asked(effects: list[Effect], kind: type) -> Effect:
    (found,) = [effect for effect in effects if isinstance(effect, kind)]
    return found


# -- the order of the news --------------------------------------------------------------------


def test_a_new_match_starts_then_resets_the_log_then_changes() -> None:
    turns = TurnMachine()
    effects = turns.new_match(MatchSetup("Ayşe", ("greedy",), 7))
    assert turns.match is not None and turns.match.hand_number == 1
    told = [e for e in effects if isinstance(e, MatchStarted | LogReset | Changed)]
    assert told == [MatchStarted(), LogReset(), Changed()]
    assert FreshBots() in effects and effects[-1] == Announce()
    # The deal's commitment is the log's first line (R-seal), the seed's own.
    assert [e.kind for e in turns.log] == [EntryKind.DEAL]
    again = TurnMachine()
    again.new_match(MatchSetup("Ayşe", ("greedy",), 7))
    assert again.match is not None and again.match.hand.dealt_hands == turns.match.hand.dealt_hands


def test_the_players_place_is_logged_then_changed_then_the_seat_waits() -> None:
    turns = at("[0|3] [5|5] [6|6]")
    effects = turns.play(Place(t("[0|3]"), End.LEFT))
    assert accepted(effects)
    assert kinds(effects) == [StopTimers, WaitForSeat, Logged, Changed, Announce]
    assert effects[0] == StopTimers(seats=False)  # only the pass made for the player
    entry = asked(effects, Logged).entry  # type: ignore[attr-defined]
    assert (entry.kind, entry.seat, entry.action, entry.ends) == (
        EntryKind.TURN,
        HUMAN,
        Place(t("[0|3]"), End.LEFT),
        (3, 4),
    )
    assert turns.log[-1] == entry
    # Not the player's turn any more: the announcement says nothing.
    assert turns.announce() == []
    assert turns.play(DRAW) == []


def test_the_players_draw_is_logged_at_once_and_a_seats_draws_with_its_turn() -> None:
    # Issue 30: the player's draw showed in the log only with their next placement.
    turns = at("[5|5] [6|6]")
    effects = turns.play(DRAW)
    draw = asked(effects, Logged).entry  # type: ignore[attr-defined]
    assert (draw.kind, draw.seat, draw.action) == (EntryKind.DRAW, HUMAN, None)
    assert turns.log[-1] == draw and kinds(effects)[-3:] == [Logged, Changed, Announce]
    assert turns.announce() == [YourTurn()]  # drawing does not end the turn (R7)
    # The turn's end says only what ended it: each draw was told already.
    while not any(isinstance(a, Place) for a in turns.match.hand.legal_actions()):  # type: ignore[union-attr]
        turns.play(DRAW)
    draws = sum(e.kind is EntryKind.DRAW for e in turns.log)
    place = next(a for a in turns.match.hand.legal_actions() if isinstance(a, Place))  # type: ignore[union-attr]
    placed = asked(turns.play(place), Logged).entry  # type: ignore[attr-defined]
    assert (placed.action, placed.draws) == (place, 0)
    assert draws == len(turns.match.hand.history) - 1  # type: ignore[union-attr]
    # A computer seat drawing: nothing is logged until its turn ends.
    turns = at("[0|3] [5|5] [6|6]")
    turns.play(Place(t("[0|3]"), End.LEFT))
    ask = asked(turns.bot_turn(), AskSeat)
    assert Logged not in kinds(turns.bot_moved(ask.token, DRAW))  # type: ignore[attr-defined]


def test_an_illegal_move_is_refused_with_its_reason_and_changes_nothing() -> None:
    turns = at("[0|3] [5|5] [6|6]")
    before = turns.match
    effects = turns.play(Place(t("[5|5]"), End.LEFT))
    assert effects == [Refused(Place(t("[5|5]"), End.LEFT), IllegalReason.DOES_NOT_FIT, (3, 4))]
    assert not accepted(effects) and turns.match is before


def test_a_computer_seat_is_asked_after_its_pause_and_its_move_is_told() -> None:
    turns = at("[0|3] [5|5] [6|6]")
    turns.play(Place(t("[0|3]"), End.LEFT))
    assert turns.bot_due()
    effects = turns.bot_turn()
    assert effects[0] == Thinking(1) and turns.thinking_seat == 1
    ask = asked(effects, AskSeat)
    assert ask.seat == 1 and ask.view.seat == 1  # type: ignore[attr-defined]
    bot = make_bot("greedy", random.Random(1))
    action = bot.choose(ask.view)  # type: ignore[attr-defined]
    effects = turns.bot_moved(ask.token, action)  # type: ignore[attr-defined]
    assert effects[0] == BotDecided(ask.token, action, action)  # type: ignore[attr-defined]
    # The seat no longer thinks when the views redraw; its thinking ends after.
    assert turns.thinking_seat == -1
    told = [e for e in effects if not isinstance(e, StopTimers | WaitForSeat | WaitToPass)]
    assert kinds(told)[-4:] == [Changed, Thinking, Announce, CheckBots]
    assert turns.announce() == [YourTurn()]


def test_a_late_answer_is_dropped() -> None:
    turns = at("[0|3] [5|5] [6|6]")
    turns.play(DRAW)  # the player draws: still their turn
    turns.play(Place(t("[0|3]"), End.LEFT))
    ask = asked(turns.bot_turn(), AskSeat)
    view = ask.view  # type: ignore[attr-defined]
    assert accepted(turns.take_back())
    before = turns.match
    late = make_bot("greedy", random.Random(1)).choose(view)
    assert turns.bot_moved(ask.token, late) == [CheckBots()]  # type: ignore[attr-defined]
    assert turns.match is before


def test_a_bot_answering_nonsense_plays_its_first_legal_move(caplog) -> None:
    turns = at("[0|3] [5|5] [6|6]")
    turns.play(Place(t("[0|3]"), End.LEFT))
    ask = asked(turns.bot_turn(), AskSeat)
    legal = ask.view.legal_actions  # type: ignore[attr-defined]
    with caplog.at_level(logging.ERROR, logger="drawgame"):
        effects = turns.bot_moved(ask.token, "nonsense")  # type: ignore[attr-defined]
    assert effects[0] == BotDecided(ask.token, legal[0], "nonsense")  # type: ignore[attr-defined]
    assert turns.match is not None and turns.match.hand.history[-1].action == legal[0]
    assert "seat 1 (greedy bot)" in caplog.text


# -- the tutor ------------------------------------------------------------------------------


def warning(played: object, best: object) -> MoveCheck:
    return MoveCheck(played, best, 12.0, 1.0, "blunder")  # type: ignore[arg-type]


def test_the_tutor_judges_a_decision_before_it_is_played() -> None:
    turns = at("[0|3] [5|5] [6|6]", tutor=5)
    move = Place(t("[0|3]"), End.LEFT)
    before = turns.match
    effects = turns.play(move)
    judge = asked(effects, JudgeMove)
    assert judge.action == move and effects[-1] == Changed()  # type: ignore[attr-defined]
    assert turns.move_pending and turns.pending_action == move
    assert turns.play(DRAW) == [] and turns.request_hint() == []  # one move at a time
    check = warning(move, DRAW)
    assert turns.judged(judge.token, check) == [Changed(), TutorWarned(check)]  # type: ignore[attr-defined]
    assert turns.tutor_warning == check and turns.match is before  # not played yet
    # "Choose again": nothing is played and the turn goes on.
    assert turns.answer_tutor(False) == [Changed(), Announce()]
    assert not turns.move_pending and turns.announce() == [YourTurn()]
    assert turns.answer_tutor(True) == []  # nothing is asked any more


def test_a_warned_move_played_anyway_and_an_unjudged_move_go_ahead() -> None:
    turns = at("[0|3] [5|5] [6|6]", tutor=5)
    move = Place(t("[0|3]"), End.LEFT)
    judge = asked(turns.play(move), JudgeMove)
    turns.judged(judge.token, warning(move, DRAW))  # type: ignore[attr-defined]
    effects = turns.answer_tutor(True)
    assert turns.match is not None and turns.match.hand.history[-1].action == move
    assert Logged in kinds(effects)

    turns = at("[0|3] [5|5] [6|6]", tutor=5)
    judge = asked(turns.play(move), JudgeMove)
    effects = turns.judged(judge.token, None)  # type: ignore[attr-defined]
    assert effects[-2:] == [CheckBots(), TutorUnavailable()]
    assert turns.match is not None and turns.match.hand.history[-1].action == move


def test_a_small_loss_is_not_warned_of_and_a_single_move_is_not_judged() -> None:
    turns = at("[0|3] [5|5] [6|6]", tutor=5)
    move = Place(t("[0|3]"), End.LEFT)
    judge = asked(turns.play(move), JudgeMove)
    small = MoveCheck(move, DRAW, 3.0, 1.0, "mistake")
    effects = turns.judged(judge.token, small)  # type: ignore[attr-defined]
    assert TutorWarned not in kinds(effects) and not turns.move_pending
    # The only tile that fits and a stock down to its protected tiles (R8): no choice.
    turns = at("[0|3] [5|5] [6|6]", tutor=2, stock=2)
    assert JudgeMove not in kinds(turns.play(Place(t("[0|3]"), End.LEFT)))


def test_the_moves_warned_of_are_kept_once_for_the_record() -> None:
    from drawgame.engine.tutor_warning import TutorWarning

    turns = at("[0|3] [5|5] [6|6]", tutor=5)
    move = Place(t("[0|3]"), End.LEFT)
    for _ in range(2):  # warned, chose again, warned of the same move again
        turns.judged(asked(turns.play(move), JudgeMove).token, warning(move, DRAW))  # type: ignore[attr-defined]
        turns.answer_tutor(False)
    judge = asked(turns.play(DRAW), JudgeMove)
    turns.judged(judge.token, MoveCheck(DRAW, move, 3.0, 1.0, "inaccuracy"))  # type: ignore[attr-defined]
    assert turns.match is not None
    hand, at_ = turns.match.hand_number, len(turns.match.hand.history) - 1  # before the draw
    assert turns.tutor_warnings == (TutorWarning(hand, at_, move),)  # not the small loss
    resumed = TurnMachine()
    resumed.resume(turns.match, turns.setup, tutor_warnings=turns.tutor_warnings)
    assert resumed.tutor_warnings == turns.tutor_warnings
    turns.new_match(MatchSetup("", ("greedy",), 1))
    assert turns.tutor_warnings == ()


def test_a_warning_about_a_position_taken_back_is_forgotten() -> None:
    from drawgame.engine.tutor_warning import TutorWarning

    turns = at("[0|3] [5|5] [6|6]", tutor=5)
    turns.set_tutor(None)
    assert turns.match is not None
    start = len(turns.match.hand.history)
    turns.play(DRAW)  # a decision: the position after it is the one warned of below
    turns.set_tutor(5)
    move = Place(t("[0|3]"), End.LEFT)
    judge = asked(turns.play(move), JudgeMove)
    turns.judged(judge.token, warning(move, DRAW))  # type: ignore[attr-defined]
    turns.answer_tutor(False)
    assert turns.tutor_warnings == (TutorWarning(1, start + 1, move),)
    assert accepted(turns.take_back())  # back before the draw
    assert turns.tutor_warnings == ()


def test_turning_the_tutor_on_marks_the_match_once() -> None:
    turns = at("[0|3] [5|5] [6|6]")
    assert not turns.tutor_used
    assert turns.set_tutor(2) == [Changed()]  # the save keeps it at once
    assert turns.tutor_used and turns.set_tutor(5) == []


# -- the pass made for the player, the hint -------------------------------------------------


def test_a_pass_that_is_the_only_action_waits_then_is_made_for_the_player() -> None:
    turns = TurnMachine()
    turns.new_match(MatchSetup("", ("greedy",), 1))
    effects = turns.resume(position("[5|5] [6|6]", stock=2))
    assert WaitToPass() in effects
    assert turns.match is not None and turns.match.hand.legal_actions() == (PASS,)
    effects = turns.pass_for_player()
    entry = asked(effects, Logged).entry  # type: ignore[attr-defined]
    assert entry.action == Pass() and entry.auto
    assert turns.pass_for_player() == []  # once
    turns.auto_pass = False
    effects = turns.resume(position("[5|5] [6|6]", stock=2))
    assert WaitToPass() not in effects


def test_a_hint_for_a_position_left_behind_is_not_shown() -> None:
    turns = at("[0|3] [5|5] [6|6]")
    first = asked(turns.request_hint(), AskHint)
    second = asked(turns.request_hint(), AskHint)
    assert turns.hinted(first.token, "old") == [CheckBots()]  # type: ignore[attr-defined]
    assert turns.hinted(second.token, "new") == [HintReady("new"), CheckBots()]  # type: ignore[attr-defined]
    turns.play(Place(t("[0|3]"), End.LEFT))
    assert turns.hinted(second.token, "new") == [CheckBots()]  # type: ignore[attr-defined]


# -- take-backs -----------------------------------------------------------------------------


def test_a_take_back_cancels_what_was_coming_and_is_logged() -> None:
    turns = at("[0|3] [5|5] [6|6]")
    decided = turns.match
    turns.play(Place(t("[0|3]"), End.LEFT))
    turns.bot_turn()  # the opponent thinks
    effects = turns.take_back()
    assert turns.match is decided and turns.thinking_seat == -1
    assert effects[:2] == [StopTimers(), FreshBots()]
    entry = asked(effects, Logged).entry  # type: ignore[attr-defined]
    assert entry.kind is EntryKind.TAKE_BACK and entry.undone == (
        (HUMAN, Place(t("[0|3]"), End.LEFT)),
    )
    assert kinds(effects)[-3:] == [Changed, Thinking, Announce]
    assert not turns.can_take_back() and turns.take_back() == []
    assert len(turns.take_backs) == 1


def test_take_backs_are_not_offered_when_the_match_forbids_them() -> None:
    turns = TurnMachine()
    turns.new_match(MatchSetup("", ("greedy",), 1, take_backs=False))
    turns.resume(position("[0|3] [5|5] [6|6]"))
    turns.play(Place(t("[0|3]"), End.LEFT))
    assert not turns.can_take_back() and turns.take_back() == []


# -- a whole match --------------------------------------------------------------------------


def play_out(turns: TurnMachine, rng: random.Random) -> list[Effect]:
    """Carry out every effect as the controller would, the player choosing at random:
    the whole match, by plain calls."""
    bots = {1: make_bot("greedy", random.Random(1)), 2: make_bot("easy", random.Random(2))}
    told: list[Effect] = []
    short = Rules.standard(3)
    short = replace(short, target=(short.target + 1) // 2)  # a short match
    queue = turns.new_match(MatchSetup("", ("greedy", "easy"), 3, short))
    while True:
        while queue:
            effect = queue.pop(0)
            told.append(effect)
            if isinstance(effect, Announce):
                queue[:0] = turns.announce()
            elif isinstance(effect, WaitForSeat):
                queue += turns.bot_turn()
            elif isinstance(effect, WaitToPass):
                queue += turns.pass_for_player()
            elif isinstance(effect, AskSeat):
                queue += turns.bot_moved(effect.token, bots[effect.seat].choose(effect.view))
        m = turns.match
        assert m is not None
        if m.result is not None:
            return told
        if m.hand.outcome is not None:
            queue = turns.next_hand()
        elif turns.human_to_move() and not any(isinstance(e, WaitToPass) for e in told[-3:]):
            queue = turns.play(rng.choice(m.hand.legal_actions()))
        else:
            queue = turns.pass_for_player()


def test_a_whole_match_is_played_by_plain_calls_and_its_log_adds_up() -> None:
    turns = TurnMachine()
    told = play_out(turns, random.Random(4))
    m = turns.match
    assert m is not None and m.result is not None
    hands = (*m.past_hands, m.hand)
    assert [e for e in told if isinstance(e, HandOver)] == [HandOver(h.outcome) for h in hands]  # type: ignore[arg-type]
    assert told.count(MatchOver(m.result)) == 1
    # What was told is the log, line for line; the log is the hands' histories.
    assert tuple(e.entry for e in told if isinstance(e, Logged)) == turns.log[1:]
    for number, hand in enumerate(hands, 1):
        replayed = []
        for entry in (e for e in turns.log if e.hand_number == number):
            if entry.kind is EntryKind.DRAW:
                replayed.append((entry.seat, DRAW))
            elif entry.kind is EntryKind.TURN:
                replayed += [(entry.seat, DRAW)] * entry.draws + [(entry.seat, entry.action)]
        assert replayed == [(turn.seat, turn.action) for turn in hand.history]
    # The same seed and choices: the same match.
    again = TurnMachine()
    play_out(again, random.Random(4))
    assert again.log == turns.log


def test_the_turn_machine_loads_no_qt() -> None:
    code = """
import random, sys
from drawgame.session.turns import TurnMachine
from drawgame.session.setup import MatchSetup
turns = TurnMachine()
turns.new_match(MatchSetup("", ("greedy",), 5))
print(sorted(m for m in sys.modules if m.startswith(("PySide6", "shiboken6"))))
"""
    result = run_python("-c", code, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
