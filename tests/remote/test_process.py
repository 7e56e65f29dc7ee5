"""The parent's side: a child that answers, one that is too slow, dies, sends too much or
the wrong thing; each failure is the protocol's error and the child is gone."""

from __future__ import annotations

import os
import pathlib
import sys

import pytest

from drawgame.remote.errors import BadReply, ChildDied, ChildRaised, LoadFailed, TimedOut
from drawgame.remote.process import CHILD_FLAG, PACKAGE_ROOT, Child, child_command
from drawgame.remote.protocol import Choose, Chosen, Made, New

from ._views import views

HANDLERS = "tests.remote.handlers"


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.slow  # starts a child process
def test_a_child_makes_bots_and_answers_with_the_engines_actions() -> None:
    with Child(f"{HANDLERS}:Echo", timeout=10) as child:
        assert child.ask(New((1, 2), "kind")) == Made("first kind")
        for view in views(4, moves=5):
            assert child.ask(Choose(view, (1, 2))) == Chosen(view.legal_actions[0])
        with pytest.raises(ChildRaised, match="raised RuntimeError: no bot was made"):
            child.ask(Choose(next(views(4)), (1, 3)))
        assert child.running and child.generation == 0  # an error reply keeps the child


@pytest.mark.slow  # starts a child process
def test_a_child_that_does_not_answer_in_time_is_killed() -> None:
    child = Child(f"{HANDLERS}:Silent", timeout=0.3)
    child.start()
    pid = child.pid
    assert pid is not None
    # Had the parent waited, the child would have answered after its 60 s asleep with an
    # error (ChildRaised), not TimedOut: no clock is needed to tell.
    with pytest.raises(TimedOut) as caught:
        child.ask(Choose(next(views(1))))
    assert str(caught.value) == "did not answer within the move timeout of 0.3 s"
    assert not child.running and child.generation == 1 and gone(pid)


@pytest.mark.slow  # starts a child process
def test_a_child_that_dies_is_reported_with_its_exit_code() -> None:
    child = Child(f"{HANDLERS}:Dies", timeout=10)
    with pytest.raises(ChildDied, match=r"ended its process \(exit code 5\)"):
        child.ask(Choose(next(views(1))))
    assert not child.running
    # The next request starts a fresh child.
    with pytest.raises(ChildRaised, match="makes no bots"):
        child.ask(New())
    assert child.generation == 1
    child.close()


@pytest.mark.slow  # starts a child process
@pytest.mark.parametrize(
    ("handler", "why"), [("Oversized", "an overlong line"), ("WrongKind", "no bot name")]
)
def test_a_reply_that_is_no_reply_kills_the_child(handler: str, why: str) -> None:
    child = Child(f"{HANDLERS}:{handler}", reader="the test")
    child.start()
    pid = child.pid
    assert pid is not None
    with pytest.raises(BadReply) as caught:
        child.ask(New())
    assert str(caught.value) == f"sent something the test cannot read ({why})"
    assert not child.running and gone(pid)


@pytest.mark.slow  # starts a child process
def test_a_child_that_cannot_load_says_why() -> None:
    with pytest.raises(LoadFailed, match=r"^no, thank you$"):
        Child(f"{HANDLERS}:Refuses", ["no, thank you"]).start()
    with pytest.raises(LoadFailed, match=r"cannot load 'x': it ended its process \(exit code 1\)"):
        Child("tests.remote.no_such_module:X", label="x").start()


@pytest.mark.slow  # starts a child process
def test_a_child_that_cannot_start_is_a_load_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.executable", "/nonexistent/python")
    with pytest.raises(LoadFailed, match="cannot start a process for"):
        Child(f"{HANDLERS}:Echo").start()


# -- where the child's code comes from (issue 21.3) ---------------------------------------


@pytest.mark.slow  # starts a child process
@pytest.mark.parametrize("isolated", [True, False])
def test_a_module_in_the_working_folder_is_not_imported_by_the_child(
    isolated: bool, tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    planted = tmp_path / "imported"
    (tmp_path / "random.py").write_text(
        f"open({str(planted)!r}, 'w').close()\nraise SystemExit('the planted random.py ran')\n"
    )
    monkeypatch.chdir(tmp_path)
    with Child(f"{HANDLERS}:Echo", timeout=10, isolated=isolated) as child:
        assert child.ask(New((1, 2), "kind")) == Made("first kind")
        view = next(views(4))
        assert child.ask(Choose(view, (1, 2))) == Chosen(view.legal_actions[0])
    assert not planted.exists()


@pytest.mark.slow  # starts a child process
def test_the_frozen_game_serves_as_its_own_child(
    tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A stand-in for the bundle's executable: the game's own main, given the arguments.
    game = tmp_path / "drawgame"
    main = (
        f"import sys; sys.path.insert(0, {PACKAGE_ROOT!r}); "
        "from drawgame.app import main; sys.exit(main(sys.argv[1:]))"
    )
    game.write_text(f'#!/bin/sh\nexec {sys.executable} -I -c "{main}" "$@"\n')
    game.chmod(0o755)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(game))
    assert child_command("m:n", ["a"], isolated=True) == [str(game), CHILD_FLAG, "m:n", "a"]
    with Child(f"{HANDLERS}:Echo", timeout=10) as child:
        assert child.ask(New((1, 2), "kind")) == Made("first kind")
        view = next(views(4))
        assert child.ask(Choose(view, (1, 2))) == Chosen(view.legal_actions[0])


@pytest.mark.slow  # starts a child process
def test_an_extra_reply_line_is_not_read_as_the_next_requests_reply() -> None:
    # Replies carried no request number: a child that wrote one line too many had it read
    # as the reply to the next request (issue 21.8, second pass).
    child = Child(f"{HANDLERS}:RepliesTwice", timeout=10, reader="the test")
    try:
        assert child.ask(New((1, 1), "kind")) == Made("first kind")
        first, second = views(4, moves=2)
        assert child.ask(Choose(first, (1, 1))) == Chosen(first.legal_actions[0])
        pid = child.pid
        assert pid is not None
        with pytest.raises(BadReply) as caught:
            child.ask(Choose(second, (1, 1)))
        assert str(caught.value) == (
            "sent something the test cannot read (a reply to another request)"
        )
        assert not child.running and gone(pid)
    finally:
        child.close()
