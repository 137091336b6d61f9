"""The two-player game, pure: its rules and presets, its events, a hand's arithmetic and
the board replayed (docs/games/twoplayer.md)."""
