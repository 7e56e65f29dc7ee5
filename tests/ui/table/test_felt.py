"""The felt paints the edge colour only around the table (the felt's pixmap covers the
table itself), and leaves no part of the exposed area unpainted."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF

from drawgame.ui.table.felt import edge_strips

coords = st.integers(-50, 150)


def rects():
    return st.builds(
        lambda x, y, w, h: QRectF(x, y, w, h),
        coords,
        coords,
        st.integers(1, 120),
        st.integers(1, 120),
    )


@given(rects(), rects(), st.lists(st.tuples(st.floats(-60, 280), st.floats(-60, 280)), max_size=30))
def test_the_strips_and_the_table_cover_the_exposed_area_without_overlap(exposed, table, points):
    strips = edge_strips(exposed, table)
    assert len(strips) <= 4
    for strip in strips:
        assert exposed.contains(strip)
        assert strip.intersected(table).isEmpty()
    for x, y in points:
        p = QPointF(x, y)
        # Inside the exposed area (away from its edges), a point is on the table or on one strip.
        inner = exposed.adjusted(0.01, 0.01, -0.01, -0.01)
        if inner.contains(p) and not table.adjusted(-0.01, -0.01, 0.01, 0.01).contains(p):
            assert sum(s.contains(p) for s in strips) >= 1
