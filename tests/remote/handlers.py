"""Handlers a test child serves (``tests.remote.handlers:Name``): each misbehaves in one way."""

from __future__ import annotations

import os
import time

from drawgame.remote.child import Bots, Handler
from drawgame.remote.errors import LoadFailed
from drawgame.remote.protocol import Choose, Loaded, Made, New, Reply


class Echo(Bots):
    """Bots that play the first legal action; what they print must not reach the parent."""

    def make(self, request: New) -> object:
        print("made", request)

        class First:
            name = f"first {request.kind}"

            def choose(self, view):
                print("choosing")
                return view.legal_actions[0]

        return First()


class Silent(Handler):
    def choose(self, request: Choose) -> Reply:
        time.sleep(60)
        raise AssertionError("killed before")


class Dies(Handler):
    def choose(self, request: Choose) -> Reply:
        os._exit(5)


class Oversized(Handler):
    def new(self, request: New) -> Reply:
        return Made("x" * 100_000)


class WrongKind(Handler):
    def new(self, request: New) -> Reply:
        return Loaded()


class Refuses(Handler):
    def __init__(self, why: str) -> None:
        raise LoadFailed(why)


class RepliesTwice(Echo):
    """Writes each reply to a move twice: the copy waits in the pipe for the next request
    (with no request numbers it was read as that request's reply)."""

    def __init__(self) -> None:
        import drawgame.remote.child as child
        from drawgame.remote.protocol import Chosen

        super().__init__()
        encode = child.encode

        def twice(message: Reply, *rest: object) -> bytes:
            line = encode(message, *rest)  # type: ignore[arg-type]
            return line * 2 if isinstance(message, Chosen) else line

        child.encode = twice  # type: ignore[assignment]
