"""Molotow: three to six players, each alone; each writes his trick points, less the Weis
in his own hand, plus the Weis that fell on the table in his tricks, less his Stöck; the
fewest points win.

Its commands, each with the module of commands/ it lives in (the registry, games/__init__,
reads them; cli/lazy.py loads a module when one of its commands runs).
"""

COMMANDS = {
    **dict.fromkeys(("hand", "fix", "undo"), "hands"),
    **dict.fromkeys(("show", "history", "rules", "export"), "reading"),
    "play": "play", "watch": "live", "serve": "live",
}
