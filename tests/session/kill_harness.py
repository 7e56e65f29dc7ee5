"""The real app, with a log of its states for the SIGKILL test.

``python -m tests.session.kill_harness LOG ARGS…`` runs ``drawgame ARGS…`` and appends to LOG
``R <hash>`` whenever the match reaches a state and ``W <hash>`` just before a state's file
replaces the saved one, so the test knows every state reached and every write attempted
without trusting the save it checks. The hooks live here, not in the product.
"""

from __future__ import annotations

import hashlib
import os
import sys

from drawgame import app
from drawgame.session import keeper as keeper_module
from drawgame.storage import atomic, load_save


def state_hash(match_json: str) -> str:
    """A short fingerprint of a match document (what the kill test compares)."""
    return hashlib.sha256(match_json.encode()).hexdigest()[:20]


def main() -> int:
    log = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def note(kind: str, digest: str) -> None:
        # One short write on an O_APPEND file: lines from both threads never interleave.
        os.write(log, f"{kind} {digest}\n".encode())

    keeper_init = keeper_module.MatchKeeper.__init__

    def init(self, controller, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        # Connected before the keeper's own slot, so a state is logged before it is saved.
        controller.changed.connect(
            lambda: (
                note("R", state_hash(controller.match.to_json()))
                if controller.match is not None
                else None
            )
        )
        keeper_init(self, controller, *args, **kwargs)

    keeper_module.MatchKeeper.__init__ = init  # type: ignore[method-assign]

    real_replace = os.replace

    def replace(source, target) -> None:  # type: ignore[no-untyped-def]
        if str(target).endswith(keeper_module.SAVE_NAME):
            with open(source, "rb") as file:
                note("W", state_hash(load_save(file.read()).match.to_json()))
        real_replace(source, target)

    atomic.os.replace = replace  # type: ignore[attr-defined]
    return app.main(sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
