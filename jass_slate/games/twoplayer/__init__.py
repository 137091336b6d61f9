"""The two-player game: two players each alone, a turned-up card names the trump, and
each hand writes both players' points (with Cinq Cents's taking rule: the one who took
the game on must make more than the other, or the other writes both sums).

Its commands, each with the module of commands/ it lives in (the registry, games/__init__,
reads them; cli/lazy.py loads a module when one of its commands runs).
"""

COMMANDS = {
    **dict.fromkeys(("hand", "fix", "undo"), "hands"),
    **dict.fromkeys(("show", "history", "rules", "export"), "reading"),
    "play": "play", "watch": "live", "serve": "live",
}
