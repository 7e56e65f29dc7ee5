"""What goes wrong when a child is asked: each message completes a sentence about the bot,
and an exception names the bot's own line, not the machinery's."""

from __future__ import annotations

import pytest

from drawgame.remote.errors import (
    BadReply,
    CallFailed,
    ChildDied,
    ChildRaised,
    RemoteError,
    TimedOut,
    exception_text,
    timeout_text,
)


def test_the_timeout_is_told_in_plain_seconds() -> None:
    assert timeout_text(1.0) == "did not answer within the move timeout of 1 s"
    assert timeout_text(0.25) == "did not answer within the move timeout of 0.25 s"


def test_a_bad_reply_says_who_cannot_read_it_and_why() -> None:
    error = BadReply("an overlong line", reader="the arena")
    assert str(error) == "sent something the arena cannot read (an overlong line)"
    assert error.why == "an overlong line"
    assert (
        str(BadReply("no JSON object")) == "sent something the parent cannot read (no JSON object)"
    )


@pytest.mark.parametrize("kind", [TimedOut, ChildDied, ChildRaised, BadReply])
def test_every_failed_call_is_one_family(kind: type[Exception]) -> None:
    assert issubclass(kind, CallFailed) and issubclass(kind, RemoteError)


def bot_move() -> None:
    raise ValueError("no tile fits")


def test_an_exception_names_the_bots_line() -> None:
    with pytest.raises(ValueError) as caught:
        bot_move()
    text = exception_text(caught.value)
    assert text.startswith("ValueError: no tile fits (at ")
    assert text.endswith(f"{__file__}:{bot_move.__code__.co_firstlineno + 1} in bot_move)")


def test_an_exception_without_a_message_or_a_traceback_is_its_name() -> None:
    assert exception_text(KeyboardInterrupt()) == "KeyboardInterrupt"
    assert exception_text(RuntimeError("stuck")) == "RuntimeError: stuck"
