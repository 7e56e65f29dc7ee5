"""``drawgame``: start the game window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

import drawgame


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="drawgame",
        description="Draw dominoes: play a match against one to three computer opponents.",
    )
    parser.add_argument("--version", action="version", version=f"drawgame {drawgame.__version__}")
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="shuffle with this seed (the same seed deals the same hands)",
    )
    parser.add_argument(
        "--opponents",
        type=int,
        choices=(1, 2, 3),
        default=None,
        help="start with this many opponents instead of the last choice",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtWidgets import QApplication

    from .ui.controller import MatchSetup
    from .ui.main_window import MainWindow
    from .ui.new_match_dialog import load_setup

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("Draw")
    app.setApplicationName("drawgame")
    app.setApplicationDisplayName("Draw")
    app.setApplicationVersion(drawgame.__version__)
    window = MainWindow()
    setup = load_setup(window.settings)
    if args.opponents is not None:
        setup = MatchSetup(setup.player_name, (setup.opponents + ("medium",) * 3)[: args.opponents])
    window.start_match(MatchSetup(setup.player_name, setup.opponents, args.seed))
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
