"""Outside bots that try what the arena must not let them do (tests/arena/test_child.py).

Each is loaded as ``path/to/hostile.py:Class``; none is a fair player.
"""

import contextlib
import gc
import json
import os
import sys

from drawgame.engine import End, HandState, Match, Place, PlayerView, Tile


def _first(view):
    return view.legal_actions[0]


class Spy:
    """Looks for the other hands and the stock through gc and the threads' frames, writes
    what it found to $DRAWGAME_SPY_OUT, and tries to break every greedy bot's choose."""

    name = "spy"

    def __init__(self):
        self.kept = []  # every view it was given, as a bot with a memory keeps them

    def choose(self, view):
        self.kept.append(view)
        seen = [obj for obj in gc.get_objects() if isinstance(obj, HandState | Match)]
        for frame in sys._current_frames().values():
            while frame is not None:
                seen += [v for v in frame.f_locals.values() if isinstance(v, HandState | Match)]
                frame = frame.f_back
        states = [obj.hand if isinstance(obj, Match) else obj for obj in seen]
        others = {
            str(tile)
            for state in states
            for seat, hand in enumerate(state.hands)
            if seat != view.seat
            for tile in hand
        }
        stock = {str(tile) for state in states for tile in state.stock}
        views = [
            obj for obj in gc.get_objects() if isinstance(obj, PlayerView) and obj.seat != view.seat
        ]
        found = {"states": len(states), "other_hands": sorted(others), "stock": sorted(stock)}
        found["other_views"] = len(views)
        with open(os.environ["DRAWGAME_SPY_OUT"], "a", encoding="utf-8") as out:
            out.write(json.dumps(found) + "\n")
        import drawgame.ai.simple as simple

        simple.GreedyBot.choose = lambda self, view: "sabotaged"
        return _first(view)


class LineVandal:
    """Empties the line its view shows after choosing."""

    name = "vandal"

    def choose(self, view):
        action = _first(view)
        view.line._placements = ()
        return action


class LineChecker:
    """Raises if its view's line disagrees with the tiles and the public history."""

    name = "checker"

    def choose(self, view):
        placed = [event.tile for event in view.history if hasattr(event, "tile")]
        if list(view.line.tiles) != placed:
            raise AssertionError(f"the line shows {view.line.tiles}, the history {placed}")
        if len(view.line) + sum(view.hand_sizes) + view.stock_size != 28:
            raise AssertionError("the tiles do not add up to 28")
        return _first(view)


class _EqualToAll:
    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0


class _FakePlace(Place):
    __slots__ = ()

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0


class EqualToAll:
    name = "equal-to-all"

    def choose(self, view):
        return _EqualToAll()


class FakePlace:
    name = "fake-place"

    def choose(self, view):
        return _FakePlace(Tile(6, 6), End.LEFT)


class _EqualsForever:
    def __eq__(self, other):
        while True:
            pass

    def __hash__(self):
        return 0


class EqualsForever:
    name = "equals-forever"

    def choose(self, view):
        return _EqualsForever()


class HoldsTheGil:
    """Thinks in one C call that never lets go of the GIL."""

    name = "gil"

    def choose(self, view):
        return sum(range(10**15))


class LoopsInSecondConstructor:
    name = "second-loop"
    made = 0

    def __init__(self):
        type(self).made += 1
        while type(self).made == 2:
            pass

    def choose(self, view):
        return _first(view)


class Exits:
    name = "exits"

    def choose(self, view):
        sys.exit(3)


class Interrupts:
    name = "interrupts"

    def choose(self, view):
        raise KeyboardInterrupt


class EndsItsProcess:
    name = "ends"

    def choose(self, view):
        os._exit(7)


class Jammer:
    """Writes junk on every file descriptor it may have, then answers."""

    name = "jammer"

    def choose(self, view):
        for fd in range(3, 64):
            with contextlib.suppress(OSError):
                os.write(fd, b'{"action": "junk"\n')
        return _first(view)


print("hostile bots imported")


class Chatty:
    name = "chatty"

    def __init__(self):
        print("a chatty bot is made")

    def choose(self, view):
        print("thinking about", view.hand)
        sys.stdout.flush()
        return _first(view)


class LoopsInConstructor:
    name = "never-made"

    def __init__(self):
        while True:
            pass


def _detach(seconds, note=None):
    """Leave a grandchild in a session of its own (double fork and setsid) that holds this
    process's pipes for ``seconds``, having written ``note`` to $DRAWGAME_FORK_OUT."""
    import time

    child = os.fork()
    if child == 0:
        os.setsid()
        if os.fork() == 0:
            if note is not None:
                with open(os.environ["DRAWGAME_FORK_OUT"], "w") as out:
                    out.write(note)
            time.sleep(seconds)
        os._exit(0)
    os.waitpid(child, 0)


class ForksAndHangs:
    """Leaves a grandchild in a session of its own ("started" in $DRAWGAME_FORK_OUT once it
    runs), holding the arena's stderr, then hangs until it is killed at the move timeout."""

    name = "forks"

    def choose(self, view):
        import time

        _detach(120, "started")
        time.sleep(120)
        return _first(view)


def _tell_the_layer():
    # Which of the warden's layers holds this process (remote/warden.py), for the tests.
    with open(os.environ["DRAWGAME_FORK_OUT"], "w") as out:
        out.write(os.environ.get("DRAWGAME_HELD_IN", "none"))


class _Escaper:
    """Tells its layer and tries its escape (``escape``) once, at its first move; then plays."""

    started = False

    def choose(self, view):
        if not type(self).started:
            type(self).started = True
            _tell_the_layer()
            self.escape()
        return _first(view)


class Hopper(_Escaper):
    """Starts a chain of processes in a session of its own, each forking the next and
    exiting at once, so no process id lasts; it ends by itself after $DRAWGAME_HOP_SECONDS."""

    name = "hopper"

    def escape(self):
        import time

        if os.fork() == 0:
            os.setsid()
            end = time.monotonic() + float(os.environ["DRAWGAME_HOP_SECONDS"])
            while time.monotonic() < end:
                if os.fork():
                    os._exit(0)
                time.sleep(0.002)
            os._exit(0)


def _parent(pid):
    # As /proc sees it (the machine's PID namespace, whatever the bot's own).
    with open(f"/proc/{pid}/stat", "rb") as stat:
        return int(stat.read().rpartition(b")")[2].split()[1])


def _read_memory(pid):
    read = 0
    with contextlib.suppress(OSError):
        with open(f"/proc/{pid}/maps", encoding="ascii") as maps:
            regions = [line.split()[0] for line in maps if line.split()[1].startswith("r")]
        with open(f"/proc/{pid}/mem", "rb", buffering=0) as mem:
            for region in regions:
                start, end = (int(bound, 16) for bound in region.split("-"))
                with contextlib.suppress(OSError):
                    mem.seek(start)
                    read += len(mem.read(min(end - start, 4096)))
    return read


class MemoryReader:
    """Reads the memory of the processes above it up to the arena's, where the run's secret
    is (a bot running as the same user can, unless they forbid it), through
    /proc/<pid>/mem, and writes to $DRAWGAME_SPY_OUT how many bytes it read and whether it
    reached the arena (the first process above it that is not drawgame.remote's)."""

    name = "memory reader"

    def choose(self, view):
        pid = _parent(int(os.readlink("/proc/self")))
        read = reached = 0
        while pid > 1 and not reached:
            read += _read_memory(pid)
            with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
                reached = int(b"drawgame.remote." not in cmdline.read())
            pid = _parent(pid)
        with open(os.environ["DRAWGAME_SPY_OUT"], "a", encoding="utf-8") as out:
            out.write(f"{read} {reached}\n")
        return _first(view)


class Unreaper(_Escaper):
    """Switches its own process's subreaper flag off, then leaves a grandchild in a session
    of its own (double fork and setsid) that holds the arena's pipes for
    $DRAWGAME_HOP_SECONDS."""

    name = "unreaper"

    def escape(self):
        import ctypes

        ctypes.CDLL(None).prctl(36, 0, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER off
        _detach(float(os.environ["DRAWGAME_HOP_SECONDS"]))
