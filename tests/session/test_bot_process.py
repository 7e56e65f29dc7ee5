"""The hard players and the hint think in a process of their own (bot_process.py, through
drawgame.remote): the same choices as in the game's process, and a failing process never
stalls the match."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import threading

import pytest
from PySide6.QtCore import Qt

from drawgame.ai import make_bot, suggest
from drawgame.ai.analysis import Options
from drawgame.engine import Match
from drawgame.remote.errors import RemoteError
from drawgame.remote.protocol import New, hint_from_data, hint_to_data
from drawgame.session import bot_process
from drawgame.session.bot_process import BotHost, RemoteBot


def views():
    match = Match.new(3, random.Random(5))
    bots = [make_bot("greedy", random.Random(s)) for s in range(3)]
    for _ in range(6):
        seat = match.hand.current
        yield match.view(seat)
        match = match.apply(bots[seat].choose(match.view(seat)))


@pytest.mark.slow
def test_a_remote_hard_player_chooses_as_it_would_here():
    host = BotHost()
    try:
        remote = {s: RemoteBot(host, "hard", f"7-bot-{s}", (1, s)) for s in range(3)}
        local = {s: make_bot("hard", random.Random(f"7-bot-{s}")) for s in range(3)}
        for view in views():
            assert remote[view.seat].choose(view) == local[view.seat].choose(view)
        assert host.available
    finally:
        host.close()


def test_a_hint_crosses_as_plain_data():
    view = next(views())
    hint = suggest(view, Options(budget=60, fresh=20))
    assert hint_from_data(hint_to_data(hint)) == hint


@pytest.mark.slow
def test_the_tutors_verdict_from_the_process_is_the_one_made_here():
    from drawgame.ai.tutor import check_move

    host = BotHost()
    try:
        for view in list(views())[:3]:
            for action in view.legal_actions[:3]:
                assert host.check(view, action) == check_move(view, action)
        assert host.available
    finally:
        host.close()


@pytest.mark.slow  # starts the bot process
def test_without_the_process_the_player_thinks_here(monkeypatch):
    host = BotHost()
    monkeypatch.setattr("sys.executable", "/nonexistent/python")
    bot = RemoteBot(host, "hard", "seed", (1, 1))
    view = next(views())
    assert bot.choose(view) in view.legal_actions
    assert not host.available
    host.close()


# -- a helper that hangs, dies or answers nonsense (issue 21.2, 21.8) ---------------------


def in_thread(work):
    """Run ``work`` in a thread; the thread, to join with a generous guard."""
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            outcome["value"] = work()
        except BaseException as error:
            outcome["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.outcome = outcome  # type: ignore[attr-defined]
    return thread


@pytest.fixture
def short_deadline(monkeypatch):
    monkeypatch.setattr(bot_process, "ANSWER_DEADLINE", 1.0)


@pytest.fixture
def stopped():
    """Processes stopped by the test, continued (or already killed) at its end."""
    pids: list[int] = []
    yield pids
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGCONT)


@pytest.mark.slow
def test_a_stopped_process_is_given_up_at_the_deadline_and_the_bot_thinks_here(
    short_deadline, stopped, caplog
):
    host = BotHost()
    try:
        bot = RemoteBot(host, "hard", "seed", (1, 1))
        first, *rest = list(views())
        bot.choose(first)  # started and serving
        assert host.available and host.pid is not None
        pid = host.pid
        stopped.append(pid)
        os.kill(pid, signal.SIGSTOP)
        for view in rest:
            thread = in_thread(lambda view=view: bot.choose(view))
            thread.join(60)  # a failure guard only
            assert not thread.is_alive(), "the move waited on the stopped process"
            assert thread.outcome["value"] in view.legal_actions
        assert host.failure is not None and "did not answer" in host.failure
        assert not host.available and host.pid is None
        assert gone(pid)
        # Said once in the log, however many moves follow.
        assert len([r for r in caplog.records if "bot process failed" in r.message]) == 1
    finally:
        host.close()


@pytest.mark.slow
def test_closing_does_not_wait_for_a_request_in_flight(monkeypatch, stopped):
    monkeypatch.setattr(bot_process, "ANSWER_DEADLINE", 600.0)  # not what ends it
    host = BotHost()
    bot = RemoteBot(host, "hard", "seed", (1, 1))
    first, second, *_ = list(views())
    bot.choose(first)
    pid = host.pid
    assert pid is not None
    stopped.append(pid)
    os.kill(pid, signal.SIGSTOP)
    asking = in_thread(lambda: bot.choose(second))
    asking.join(0.5)
    assert asking.is_alive()  # waits on the stopped process
    closing = in_thread(host.close)
    closing.join(60)
    assert not closing.is_alive(), "closing waited for the request in flight"
    asking.join(60)
    assert not asking.is_alive()
    # Nobody waits for that move any more: it is not thought out here either.
    assert isinstance(asking.outcome.get("error"), RemoteError)
    assert host.failure is None and not host.available
    assert gone(pid)


@pytest.mark.slow
@pytest.mark.parametrize("handler", ["AnswersFive", "ReturnsFive", "IllegalMove"])
def test_a_process_that_answers_no_legal_action_is_given_up(handler, caplog):
    host = BotHost(f"tests.session.bad_helpers:{handler}")
    try:
        bot = RemoteBot(host, "hard", "seed", (1, 1))
        for view in views():
            assert bot.choose(view) in view.legal_actions
        assert host.failure is not None and not host.available
        assert len([r for r in caplog.records if "bot process failed" in r.message]) == 1
    finally:
        host.close()


@pytest.mark.slow
def test_a_hint_of_an_illegal_action_gives_the_process_up():
    host = BotHost("tests.session.bad_helpers:IllegalHint")
    try:
        view = next(views())
        with pytest.raises(RemoteError):
            host.hint(view)
        assert host.failure is not None and "hinted" in host.failure
    finally:
        host.close()


@pytest.mark.slow
def test_a_hint_whose_reason_cannot_be_said_gives_the_process_up():
    # A legal action with a reason of NaN % and no number kept open went through to the
    # hint panel, whose text then raised on every refresh (issue 21.8, second pass).
    host = BotHost("tests.session.bad_helpers:UnsayableHint")
    try:
        view = next(views())
        with pytest.raises(RemoteError):
            host.hint(view)
        assert host.failure is not None and not host.available
    finally:
        host.close()


def gone(pid: int) -> bool:
    """``pid`` has ended (a zombie waiting for its parent counts as ended)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat:
            return stat.read().rpartition(b")")[2].split()[0] == b"Z"
    except FileNotFoundError:
        return True


@pytest.mark.slow
def test_with_the_process_stopped_the_match_goes_on_and_the_player_is_told_once(
    qtbot, short_deadline, stopped
):
    from drawgame.session.controller import GameController, MatchSetup
    from drawgame.session.log import EntryKind

    c = GameController()
    c.move_delay_ms = 0
    c.auto_pass_delay_ms = 0
    told: list[int] = []
    c.botsThinkHere.connect(lambda: told.append(1))
    turns = []
    c.turnLogged.connect(lambda e: turns.append(e) if e.kind is EntryKind.TURN else None)

    def play_first() -> None:
        if c.human_to_move():
            c.play(c.match.hand.legal_actions()[0])

    c.yourTurn.connect(play_first, type=Qt.ConnectionType.QueuedConnection)
    try:
        c.bot_host.ask(New((99, 1), "hard", "start"))  # the process serves
        pid = c.bot_host.pid
        assert pid is not None
        stopped.append(pid)
        os.kill(pid, signal.SIGSTOP)
        c.new_match(MatchSetup("", ("hard", "hard"), seed=3))
        # The bots' moves come from the game's process once the deadline has passed.
        qtbot.waitUntil(lambda: sum(e.seat != 0 for e in turns) >= 6, timeout=60000)
        assert told == [1]
        assert gone(pid)
    finally:
        c.shutdown()


@pytest.mark.slow
def test_a_process_that_answers_just_before_the_deadline_every_time_is_given_up(
    monkeypatch, caplog
):
    # Each answer in time, yet each hard move (and each tile drawn) waited 9.5 s of the
    # 10 s deadline: the match crawled on for good (issue 21.2, second pass).
    monkeypatch.setattr(bot_process, "ANSWER_DEADLINE", 2.0)
    monkeypatch.setenv("DRAWGAME_TEST_DELAY", "1.5")
    host = BotHost("tests.session.bad_helpers:JustInTime")
    try:
        bot = RemoteBot(host, "hard", "seed", (1, 1))
        waited = []
        for view in views():
            # In this thread: the process dies with the thread that started it.
            assert bot.choose(view) in view.legal_actions
            waited.append(host.available)
        assert host.failure is not None and "slow" in host.failure
        assert waited.count(True) <= 1  # at most one slow answer before it is given up
        assert len([r for r in caplog.records if "bot process failed" in r.message]) == 1
    finally:
        host.close()
