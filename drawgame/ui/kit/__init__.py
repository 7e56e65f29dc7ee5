"""Helpers every window uses (the main window, the dialogs, the review): fitting a window
to its screen and reading settings that may hold anything. They import nothing of the
windows above them."""
