"""Computer players: they read only a PlayerView."""
