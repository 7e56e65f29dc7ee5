"""Draw dominoes: an engine, computer opponents and a Qt table."""

__version__ = "0.1.0"
