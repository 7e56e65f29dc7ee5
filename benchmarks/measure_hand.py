"""How tall the player's tiles are on the screen at the first deal (issue 30: at least
96 px at 1366×768 with one opponent, 64 px at 800×600 with three).

    python benchmarks/measure_hand.py [--opponents 1] [--lang en] [--png OUT.png]
                                      [--size 1366x768] [--seed 1]

Run it in a real X server with a window manager (the window maximised as a player has
it), e.g. under Xvfb and openbox: ``DISPLAY=:99 QT_QPA_PLATFORM=xcb python3 ...``; with
no DISPLAY it makes an offscreen screen of ``--size``. The game starts as ``drawgame``
starts it on a first start (the first tip under the table), from a temporary home.

It prints two measures of each tile of the hand, once the player may move: its face as the
view maps it onto the screen (``mapFromScene``), and the run of tile-coloured pixels down
its middle in a grab of the whole screen (the PNG written with ``--png``), which is what
a player sees, whatever the scene thinks.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def prepare(size: str) -> None:
    """A home of our own (a first start, settings untouched); an offscreen screen of
    ``size`` when there is no X server."""
    folder = Path(tempfile.mkdtemp(prefix="measure-hand-"))
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        os.environ[name] = str(folder / name.lower())
    if not os.environ.get("DISPLAY"):
        width, height = (int(n) for n in size.split("x"))
        screen = {"name": "measure", "x": 0, "y": 0, "width": width, "height": height}
        screen |= {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
        config = folder / "screen.json"
        config.write_text(json.dumps({"screens": [screen]}))
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    else:
        os.environ.setdefault("QT_QPA_PLATFORM", "xcb")


def is_felt(rgb: int) -> bool:
    """The felt and its shadows are green before all; a tile (face, edge, pips, a dimmed
    face) is not."""
    r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
    return g > r + 20 and g > b + 5


def pixel_height(image: object, x: int, y: int) -> int:
    """The run of not-felt pixels through (``x``, ``y``) down the screen's column ``x``."""
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    if not (0 <= x < image.width() and 0 <= y < image.height()) or is_felt(image.pixel(x, y)):
        return 0
    top, bottom = y, y
    while top > 0 and not is_felt(image.pixel(x, top - 1)):
        top -= 1
    while bottom < image.height() - 1 and not is_felt(image.pixel(x, bottom + 1)):
        bottom += 1
    return bottom - top + 1


def overlaps(window: object) -> list[str]:
    """The pairs of the table's parts whose boxes meet (scene measure): the stock, the
    opponents' panels, the player's name, the banner, the hand's and the line's tiles."""
    from drawgame.ui.windows.main_window import MainWindow

    assert isinstance(window, MainWindow)
    scene = window.scene
    parts = scene.edge_rects()
    parts += [(f"hand {i.tile}", i.sceneBoundingRect()) for i in scene.hand_items()]
    line = [i.sceneBoundingRect() for i in scene.line_items()]
    if line:
        box = line[0]
        for rect in line[1:]:
            box = box.united(rect)
        parts.append(("line", box))
    met = []
    for i, (a, ra) in enumerate(parts):
        for b, rb in parts[i + 1 :]:
            if a.startswith("hand") and b.startswith("hand"):
                continue  # the hand's tiles' shadows and rings reach the next tile
            if ra.intersects(rb):
                met.append(f"{a} / {b}")
    return met


def measure(window: object, png: str | None) -> dict[str, object]:
    from PySide6.QtCore import QPoint, QRectF
    from PySide6.QtGui import QGuiApplication

    from drawgame.ui.windows.main_window import MainWindow

    assert isinstance(window, MainWindow)
    view = window.table
    scene = view.table_scene()
    screen = window.screen() or QGuiApplication.primaryScreen()
    shot = screen.grabWindow(0).toImage()
    if png:
        shot.save(png)
    tiles = []
    for item in scene.hand_items():
        u = item.unit()
        # The tile's face (tile_item paints it 3 % inside its 1 × 2 units).
        inset = 0.03 * u
        body = QRectF(-u / 2, -u, u, 2 * u).adjusted(inset, inset, -inset, -inset)
        mapped = view.mapFromScene(item.mapRectToScene(body)).boundingRect()
        top_left = view.viewport().mapToGlobal(mapped.topLeft()) - screen.geometry().topLeft()
        centre = top_left + QPoint(mapped.width() // 2, mapped.height() // 2)
        tiles.append(
            {
                "tile": str(item.tile),
                "mapped": [top_left.x(), top_left.y(), mapped.width(), mapped.height()],
                "png_height": pixel_height(shot, centre.x(), centre.y()),
            }
        )
    heights = [t["mapped"][3] for t in tiles]  # type: ignore[index]
    pngs = [t["png_height"] for t in tiles]
    scale = view.transform().m22()
    line = [i.sceneBoundingRect() for i in scene.line_items()]
    table = scene.sceneRect()
    spread = None
    if line:
        left, right = min(r.left() for r in line), max(r.right() for r in line)
        spread = [round(left / table.width(), 3), round(right / table.width(), 3)]
    return {
        "screen": [screen.geometry().width(), screen.geometry().height()],
        "window": [window.width(), window.height(), bool(window.isMaximized())],
        "table": [view.width(), view.height()],
        "scale": round(scale, 4),
        "hand": len(tiles),
        "mapped_min": min(heights, default=0),
        "png_min": min(pngs, default=0),
        "line_tiles": len(line),
        "line_half_px": round(scene.line_unit * scale, 1),
        "line_spread": spread,
        "overlaps": overlaps(window),
        "tiles": tiles,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponents", type=int, default=1, choices=(1, 2, 3))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="1366x768", help="the offscreen screen (no DISPLAY)")
    parser.add_argument("--png", default=None, help="write the screen's grab here")
    parser.add_argument(
        "--no-tip", action="store_true", help="the tip dismissed (not a first start)"
    )
    parser.add_argument(
        "--hand-end", action="store_true", help="play the hand out (greedy) and measure its end"
    )
    options = parser.parse_args()
    prepare(options.size)

    from PySide6.QtCore import QTimer

    from drawgame.ai import make_bot
    from drawgame.app import parse_args
    from drawgame.ui.windows.assembly import make_application, start_game

    app = make_application()
    args = parse_args(
        ["--seed", str(options.seed), "--opponents", str(options.opponents), "--lang", options.lang]
    )
    game = start_game(args)
    window = game.window
    window.showMaximized()  # as a player has it (a large screen opens it smaller)
    if options.no_tip:
        window.first_tip.hide()
    settled = {"ticks": 0}
    result: dict[str, object] = {}

    bot = make_bot("greedy", random.Random(options.seed))

    def poll() -> None:
        scene = window.scene
        controller = window.controller
        if options.hand_end:
            match = controller.match
            if match is not None and match.hand.outcome is None and controller.human_to_move():
                if not scene.animator.running and controller.view is not None:
                    controller.play(bot.choose(controller.view))
                return
            ready = window.summary is not None and not scene.animator.running
        else:
            state = scene.state
            ready = (
                state is not None
                and state.interactive
                and not scene.animator.running
                and controller.human_to_move()
            )
        # A few quiet ticks once there: the window manager's last resize.
        settled["ticks"] = settled["ticks"] + 1 if ready else 0
        if settled["ticks"] >= 10:
            result.update(measure(window, options.png))
            app.quit()

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(100)
    QTimer.singleShot(180000, app.quit)
    app.exec()
    del game
    if not result:
        print("the player was never to move", file=sys.stderr)
        return 1
    brief = {k: v for k, v in result.items() if k != "tiles"}
    print(json.dumps(brief))
    for tile in result["tiles"]:  # type: ignore[attr-defined]
        print("  ", json.dumps(tile))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
