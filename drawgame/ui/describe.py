"""The board description in the rule texts' vocabulary (RULES.md), translated: for screen
readers, the "Describe the table" action and the rules help."""

from __future__ import annotations

from drawgame.engine import Line, Port

from .text import fill, translate


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
