"""Differenzler: each player alone calls the card points he will take; the difference
between call and points is written, and the lowest total wins.

Its commands, each with the module of commands/ it lives in (the registry, games/__init__,
reads them; cli/lazy.py loads a module when one of its commands runs).
"""

COMMANDS = {
    **dict.fromkeys(("call", "tricks", "hand", "fix", "undo"), "hands"),
    **dict.fromkeys(("show", "history", "rules", "export"), "reading"),
    "play": "play", "watch": "live", "serve": "live",
}
