"""Draw dominoes: an engine, computer opponents and a Qt table."""

__version__ = "0.1.0"

#: The freedesktop id: the .desktop file, the AppStream component and the icon name.
APP_ID = "io.github.drawgame.Draw"
