"""The board description in the rule texts' vocabulary (RULES.md), translated: for screen
readers, the "Describe the table" action and the rules help."""

from __future__ import annotations

from collections.abc import Callable

from drawgame.engine import Line, PlacedEvent, PlayerView, Port
from drawgame.ui.words.text import fill, translate


def port_name(port: Port) -> str:
    return {
        Port.HIGH_END: translate("Board", "high end"),
        Port.LOW_END: translate("Board", "low end"),
        Port.SIDE_A: translate("Board", "side A"),
        Port.SIDE_B: translate("Board", "side B"),
    }[port]


def describe_line(line: Line) -> str:
    """ "Tiles: …. Connections: …. Legal continuation points: …." in the current language."""
    none = translate("Board", "none")
    tiles = ", ".join(str(t) for t in line.tiles) or none
    connections = (
        "; ".join(
            fill(
                "%1 (%2) – %3 (%4)",
                c.earlier,
                port_name(c.earlier_port),
                c.new,
                port_name(c.new_port),
            )
            for c in line.connections
        )
        or none
    )
    points = (
        "; ".join(fill("%1 (%2, %3)", p.tile, port_name(p.port), p.value) for p in line.open_points)
        or none
    )
    return fill(
        translate("Board", "Tiles: %1. Connections: %2. Legal continuation points: %3."),
        tiles,
        connections,
        points,
    )


def describe_table(view: PlayerView, seat_name: Callable[[int], str], nameless: bool) -> str:
    """The whole table for the player of ``view`` in words: the line, their hand, the stock
    and the last tile played (by "you" when ``nameless``)."""
    hand = " ".join(str(t) for t in view.hand) or translate("Board", "none")
    parts = [
        describe_line(view.line),
        fill(translate("Board", "Your hand: %1."), hand),
        fill(
            translate("Board", "Stock: %1 tiles, of which the last two are never drawn."),
            view.stock_size,
        ),
    ]
    if view.history and isinstance(view.history[-1], PlacedEvent):
        last = view.history[-1]
        if last.seat == view.seat and nameless:
            parts.append(fill(translate("Board", "Last played: %1, by you."), last.tile))
        else:
            who = seat_name(last.seat)
            parts.append(fill(translate("Board", "Last played: %1 by %2."), last.tile, who))
    return " ".join(parts)
