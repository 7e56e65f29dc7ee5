"""The dialogs and questions over the main window: new match, statistics, rules, the end of
a match, the keeper's notices and the window's own questions, and plain-text message boxes."""
