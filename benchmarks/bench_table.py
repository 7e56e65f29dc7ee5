"""How smooth the table is: the time to draw a frame of a crowded line, and the longest the
window stalls while a computer player thinks.

    python benchmarks/bench_table.py [--frames 60] [--size 1920x1080]

The window runs on an offscreen screen of ``--size`` (Qt's offscreen ``configfile``): the
window fits the screen it opens on, so a smaller screen would shrink the table measured.

Prints the median and worst frame time (issue 23's goals: median ≤ 12 ms at 1920×1080,
≤ 16 ms at 3840×2160), the same while tiles glide (from the hand to the line, from the stock
to the hand, from a seat to the line: issue 30) and how many frames a glide got, and the
longest gap between timer ticks of the GUI thread during
hard's moves (goal: ≤ 50 ms), with the thread's own CPU time in a gap at most (a gap on a
loaded machine also holds the time the thread waited for a core).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from drawgame.ai import make_bot
from drawgame.engine import Match, Place
from drawgame.session.controller import MatchSetup
from drawgame.ui.windows.main_window import MainWindow


def screen_of(size: str) -> None:
    """An offscreen screen of ``size`` pixels at 96 dpi, and a home folder of our own (the
    window's settings are not the player's), before Qt starts."""
    width, height = (int(n) for n in size.split("x"))
    folder = Path(tempfile.mkdtemp(prefix="bench-table-"))
    screen = {"name": "bench", "x": 0, "y": 0, "width": width, "height": height}
    screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [screen]}))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        os.environ[name] = str(folder / name.lower())


def crowded(players: int, length: int) -> Match:
    """A seeded position, the player to move, with a line of at least ``length`` tiles."""
    for seed in range(2000):
        rng = random.Random(seed)
        match = Match.new(players, rng, first_opener=1)
        bots = [make_bot("greedy", random.Random(seed + s)) for s in range(players)]
        while match.hand.outcome is None:
            hand = match.hand
            if hand.current == 0 and len(hand.line) >= length:
                return match
            match = match.apply(bots[hand.current].choose(match.view(hand.current)))
    raise SystemExit(f"no line of {length} tiles found")


def frame_times(window: MainWindow, frames: int) -> list[float]:
    """Milliseconds to lay out the state and paint the whole table, frame by frame, the way
    the screen gets it: a full repaint of the view's viewport (its paint event, with the
    items' caches), not a render into an image (which bypasses them)."""
    viewport = window.table.viewport()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        window.refresh()
        viewport.repaint()
        times.append((time.perf_counter() - start) * 1000)
    return times


def render_times(window: MainWindow, frames: int) -> list[float]:
    """The same frames rendered into an image (the figure earlier rounds reported)."""
    viewport = window.table.viewport()
    image = QImage(viewport.size() * viewport.devicePixelRatio(), QImage.Format.Format_ARGB32)
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        window.refresh()
        painter = QPainter(image)
        window.table.render(painter)
        painter.end()
        times.append((time.perf_counter() - start) * 1000)
    return times


class _Paints(QObject):
    """Counts the paint events of the widget it filters."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def glide_frames(
    window: MainWindow, moves: int
) -> tuple[list[float], list[float], list[float], list[int]]:
    """The frames of the glides (normal speed) over ``moves`` of the player's moves and the
    computer's replies, as the screen gets them: each turn of the event loop that painted
    the table (the glide's step and the repaint of what it moved, only that), its time and
    the GUI thread's CPU time in ms, the CPU time of each glide's first frame (which also
    repaints what the move changed: the seats' panels, the banner) and how many frames
    each glide showed (a 300 ms glide at 60 frames a second shows about 18)."""
    app = QApplication.instance()
    assert app is not None
    controller, scene = window.controller, window.scene
    window.set_speed("normal")
    controller.new_match(MatchSetup("", ("greedy", "greedy", "greedy"), 7))
    paints = _Paints()
    window.table.viewport().installEventFilter(paints)
    rng = random.Random(3)
    times: list[float] = []
    cpu: list[float] = []
    first: list[float] = []
    shown: list[int] = []
    done, frames = 0, 0
    deadline = time.monotonic() + 120
    while done < moves and time.monotonic() < deadline:
        running = scene.animator.running
        before, start, start_cpu = paints.count, time.perf_counter(), time.thread_time()
        app.processEvents()
        if running and paints.count > before:
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
            if frames == 0:
                first.append(cpu[-1])
            frames += 1
        if running and not scene.animator.running:
            shown.append(frames)
            frames = 0
        match = controller.match
        assert match is not None
        if scene.animator.running:
            continue
        if match.hand.outcome is not None:
            if match.result is not None:
                break
            controller.next_hand()
        elif controller.human_to_move():
            legal = match.hand.legal_actions()
            places = [a for a in legal if isinstance(a, Place)]
            controller.play(rng.choice(places or legal))
            done += 1
        time.sleep(0.001)
    window.table.viewport().removeEventFilter(paints)
    window.set_speed("off")
    return times, cpu, first, shown


def stalls_while_thinking(window: MainWindow, moves: int) -> tuple[list[float], list[float]]:
    """The gaps (ms) between 5 ms timer ticks while hard players make ``moves`` moves, and
    the GUI thread's CPU time (ms) in each gap: on a loaded machine a gap also holds the
    time the thread waited for a core, which the CPU time leaves out."""
    app = QApplication.instance()
    assert app is not None
    controller = window.controller
    controller.new_match(MatchSetup("", ("hard", "hard", "hard"), 7))
    gaps: list[float] = []
    busy: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.elapsed()]
    last_cpu = [time.thread_time()]

    def tick() -> None:
        now, cpu = clock.elapsed(), time.thread_time()
        gaps.append(now - last[0])
        busy.append((cpu - last_cpu[0]) * 1000)
        last[0], last_cpu[0] = now, cpu

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    rng = random.Random(1)
    done = 0
    deadline = time.monotonic() + 120
    while done < moves and time.monotonic() < deadline:
        app.processEvents()
        match = controller.match
        assert match is not None
        if match.hand.outcome is not None:
            if match.result is not None:
                break
            controller.next_hand()
        elif controller.human_to_move():
            controller.play(rng.choice(match.hand.legal_actions()))
            done += 1
        time.sleep(0.001)
    timer.stop()
    return gaps, busy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--moves", type=int, default=12, help="player moves while hard thinks")
    parser.add_argument("--glides", type=int, default=12, help="player moves while tiles glide")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    screen_of(args.size)  # before Qt starts
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow()
    window.set_speed("off")
    window.resize(width, height)
    window.show()
    app.processEvents()
    table = window.table.viewport().size()
    print(f"window {window.width()}x{window.height()}, table {table.width()}x{table.height()}")
    match = crowded(2, 22)
    window.controller.resume(match, MatchSetup("", ("greedy",) * 3))
    app.processEvents()
    for what, measure in (("frame", frame_times), ("render into an image", render_times)):
        times = measure(window, args.frames)
        print(
            f"{what} at {width}x{height}, line of {len(match.hand.line)} tiles: "
            f"median {statistics.median(times):.1f} ms, worst {max(times):.1f} ms "
            f"over {len(times)} frames"
        )
    glides, cpu, first, counts = glide_frames(window, args.glides)
    print(
        f"frame of a glide at {width}x{height}: median {statistics.median(glides):.1f} ms, "
        f"worst {max(glides):.1f} ms (GUI CPU median {statistics.median(cpu):.1f} ms, worst "
        f"{max(cpu):.1f} ms; a glide's first frame {statistics.median(first):.1f} ms) over "
        f"{len(glides)} frames; frames a glide: median "
        f"{statistics.median(counts):.0f}, fewest {min(counts)} over {len(counts)} glides"
    )
    window.controller.move_delay_ms = 0
    gaps, busy = stalls_while_thinking(window, args.moves)
    print(
        f"GUI thread while hard thinks: longest gap {max(gaps):.0f} ms, "
        f"median {statistics.median(gaps):.0f} ms over {len(gaps)} ticks; "
        f"its CPU time in a gap at most {max(busy):.0f} ms"
    )
    window.close()


if __name__ == "__main__":
    main()
