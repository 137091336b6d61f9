"""The bidding games (Bieterjass, Sidi-Barrani): each hand a bid wins the auction, the
bidders play for it, and what each side writes depends on whether the bid was made; and
okr's Büter, one bid for the whole game and a race to two targets.

Its commands, each with the module of commands/ it lives in (the registry, games/__init__,
reads them; cli/lazy.py loads a module when one of its commands runs).
"""

COMMANDS = {
    **dict.fromkeys(("hand", "fix", "undo", "bid"), "hands"),
    **dict.fromkeys(("show", "history", "rules", "export"), "reading"),
    "play": "play", "watch": "live", "serve": "live",
}
