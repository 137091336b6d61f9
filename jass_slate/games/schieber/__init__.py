"""Schieber: two teams of two (or three), the Z slate, to 1000, 1500, 2500 or 3000.

Its commands, each with the module of commands/ it lives in (the registry, games/__init__,
reads them; cli/lazy.py loads a module when one of its commands runs).
"""

COMMANDS = {
    **dict.fromkeys(("hand", "start", "weis", "stoeck", "tricks", "trick", "claim", "undo",
                     "fix", "correct", "rename"), "record"),
    **dict.fromkeys(("show", "history", "rules", "export"), "reading"),
    "play": "play", "weis-check": "weis", "count": "count", "watch": "live", "serve": "live",
}
