"""Guggitaler: three or four players each alone play five hands, each penalising one
thing (the tricks, the hearts, the queens, the king of clubs, the last trick); a domino,
or the five hands again with the goals reversed, ends the series, and the lowest total
wins.

Its commands, each with the module of commands/ it lives in (the registry, games/__init__,
reads them; cli/lazy.py loads a module when one of its commands runs).
"""

COMMANDS = {
    **dict.fromkeys(("hand", "domino", "fix", "undo"), "hands"),
    **dict.fromkeys(("show", "history", "rules", "export"), "reading"),
    "play": "play", "watch": "live", "serve": "live",
}
