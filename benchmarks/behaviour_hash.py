"""A hash over everything a match through the controller shows: run it before and after a
change to the session's code, and the two hashes must be the same (issue 31: behaviour
unchanged).

Plays seeded matches headlessly (offscreen Qt) through :class:`GameController` and a
:class:`MatchKeeper` on a fresh data folder: computer seats at every level, the tutor on
in some, hints, refused moves, take-backs, a save resumed in a new controller half way,
each match to its end. Hashed: every signal of the controller (with its arguments), the
move log at the end of each match, every file the keeper writes (the saves, the
statistics, the records; the date and the match's random identity made fixed).

    QT_QPA_PLATFORM=offscreen python3 benchmarks/behaviour_hash.py [--matches N] [-v]
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import itertools
import os
import random
import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop

from drawgame.engine import End, Place
from drawgame.session import keeper as keeper_module
from drawgame.session.controller import GameController, MatchSetup
from drawgame.session.keeper import MatchKeeper
from drawgame.ui.dialogs.match_choices import preset_rules

SIGNALS = (
    "matchStarted",
    "logReset",
    "changed",
    "turnLogged",
    "handEnded",
    "matchEnded",
    "thinking",
    "hintReady",
    "refused",
    "yourTurn",
    "autoPassPending",
    "botsThinkHere",
    "tutorWarned",
    "tutorUnavailable",
)

#: (opponents, length, tutor threshold, seed, resume at this many player moves or None)
MATCHES: tuple[tuple[tuple[str, ...], str, int | None, int, int | None], ...] = (
    (("easy",), "standard", 5, 11, 25),
    (("medium", "hard"), "short", 2, 22, None),
    (("hard", "medium", "easy"), "short", None, 33, 14),
    (("hard",), "short", 10, 44, None),
)

_DATE = re.compile(rb"\d{4}-\d\d-\d\d[ T]\d\d:\d\d(:\d\d(\.\d+)?)?([+-]\d\d:\d\d|Z)?")


class Recorder:
    """Everything observable, in order, as lines fed to one hash."""

    def __init__(self, verbose: bool) -> None:
        self.digest = hashlib.sha256()
        self.verbose = verbose
        self.lines = 0
        self.hints = 0

    def add(self, line: str) -> None:
        self.lines += 1
        self.digest.update(line.encode("utf-8") + b"\n")
        if self.verbose:
            print(line[:200])

    def listen(self, controller: GameController) -> None:
        for name in SIGNALS:
            getattr(controller, name).connect(self._slot(name))

    def _slot(self, name: str) -> Callable[..., None]:
        def slot(*args: Any) -> None:
            if name == "hintReady":
                self.hints += 1
            self.add(f"{name}{args!r}")

        return slot

    def capture_writes(self, keeper: MatchKeeper, folder: Path) -> None:
        """Every file the keeper hands its writer, as written (made on the spot too)."""
        writer = keeper._writer  # a benchmark looks behind the keeper
        submit = writer.submit

        def capturing(path: Path, job: Callable[[], bytes]) -> Any:
            try:
                data = job()
            except keeper_module.Skip:
                data = b"<skip>"
            name = Path(path).relative_to(folder)
            if name.parent.name:
                name = name.parent  # a record's name is its date
            self.add(f"write {name}: {_DATE.sub(b'<date>', data).decode('utf-8')}")
            return submit(path, job)

        writer.submit = capturing  # type: ignore[method-assign]


def settled(c: GameController) -> bool:
    m = c.match
    if m is None:
        return False
    if c.tutor_warning is not None:
        return True
    if m.hand.outcome is not None:
        return True
    return c.human_to_move() and not c.move_pending and not c.auto_pass_pending


def wait(app: QCoreApplication, done: Callable[[], bool]) -> None:
    while not done():
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)


def start(
    folder: Path, rec: Recorder, setup: MatchSetup, tutor: int | None
) -> tuple[GameController, MatchKeeper]:
    c = GameController()
    c.move_delay_ms = 0
    c.auto_pass_delay_ms = 0
    c.set_tutor(tutor)
    rec.listen(c)
    k = MatchKeeper(c, folder)
    rec.capture_writes(k, folder)
    k.start(setup, ask=False)
    return c, k


def stop(app: QCoreApplication, c: GameController, k: MatchKeeper) -> None:
    k.flush()
    k.close()
    c.shutdown()
    app.processEvents()


def illegal(c: GameController) -> Place | None:
    view = c.view
    assert view is not None
    legal = set(view.legal_actions)
    if view.ends is None:
        return None
    for tile in view.hand:
        for end in End:
            if Place(tile, end) not in legal:
                return Place(tile, end)
    return None


def player_turn(app: QCoreApplication, c: GameController, rec: Recorder, rng: random.Random) -> str:
    view = c.view
    assert view is not None
    r = rng.random()
    if r < 0.07 and c.can_take_back():
        rec.add(f"take_back -> {c.take_back()}")
        return "take back"
    if r < 0.10:
        before = rec.hints
        rec.add(f"hint -> {c.request_hint()}")
        wait(app, lambda: rec.hints > before)
        return "hint"
    if r < 0.13:
        bad = illegal(c)
        if bad is not None:
            rec.add(f"illegal {bad} -> {c.play(bad)}")
            return "refused"
    action = rng.choice(view.legal_actions)
    rec.add(f"play {action} -> {c.play(action)}")
    return "move"


def play_match(app: QCoreApplication, rec: Recorder, index: int, folder: Path) -> None:
    opponents, length, tutor, seed, resume_at = MATCHES[index]
    rng = random.Random(seed)
    setup = MatchSetup(
        f"Player {index}", opponents, seed, preset_rules(1 + len(opponents), length), True
    )
    rec.add(f"== match {index}: {setup!r} tutor {tutor}")
    c, k = start(folder, rec, setup, tutor)
    moves = 0
    while True:
        wait(app, functools.partial(settled, c))
        m = c.match
        assert m is not None
        if c.tutor_warning is not None:
            answer = rng.random() < 0.5
            rec.add(f"answer_tutor {answer} -> {c.answer_tutor(answer)}")
        elif m.hand.outcome is not None:
            if m.result is not None:
                break
            rec.add(f"next_hand -> {c.next_hand()}")
        elif player_turn(app, c, rec, rng) == "move":
            moves += 1
            if moves == resume_at:
                wait(app, functools.partial(settled, c))
                rec.add("-- resumed in a new controller")
                stop(app, c, k)
                c, k = start(folder, rec, setup, tutor)
            elif moves == 40 and tutor is None:
                c.set_tutor(5)
    rec.add(f"log {c.log!r}")
    rec.add(f"take_backs {c.take_backs!r} seals {c.seals!r} tutor_used {c.tutor_used}")
    stop(app, c, k)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=len(MATCHES))
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    ids = (f"{n:032x}" for n in itertools.count(1))
    keeper_module.uuid.uuid4 = lambda: type("U", (), {"hex": next(ids)})()  # type: ignore[assignment]
    rec = Recorder(args.verbose)
    for index in range(min(args.matches, len(MATCHES))):
        with tempfile.TemporaryDirectory() as tmp:
            play_match(app, rec, index, Path(tmp))
    print(f"{rec.lines} lines, sha256 {rec.digest.hexdigest()}")


if __name__ == "__main__":
    main()
