"""Mittlere: three players, each alone; each hand's card points say who is highest,
middle and lowest, and the middle one writes two Nuller while the others write a Strich
each (research/games-2.md §3); the most Striche less Nuller after 12 hands wins.

Its commands, each with the module of commands/ it lives in (the registry, games/__init__,
reads them; cli/lazy.py loads a module when one of its commands runs).
"""

COMMANDS = {
    **dict.fromkeys(("hand", "fix", "undo"), "hands"),
    **dict.fromkeys(("show", "history", "rules", "export"), "reading"),
    "play": "play", "watch": "live", "serve": "live",
}
