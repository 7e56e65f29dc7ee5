"""The review window, its scene and the records menu that opens it."""
