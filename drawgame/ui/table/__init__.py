"""The table: the scene, its view, the items on it (tiles, markers, stock, tags, seats) and
the layout of the line. The scene renders and emits signals; rules live in the engine."""
