"""The games jass-slate keeps: the one registry of them (python-chess's VARIANTS).

Each game is a package of its own, jass_slate/games/NAME/, found by its name; nothing
outside this module and a game's own package names a game. The first game is the one
`new` starts without `--game`, and the one a session file of format 1 holds (it was the
only one there was).
"""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.file.head import keep_games
from jass_slate.language.i18n import N_


@dataclass(frozen=True)
class JassGame:
    """One game: its name, which its session files' `game` key says, and its package's."""

    name: str


GAMES = (JassGame("schieber"), JassGame("coiffeur"), JassGame("differenzler"))
keep_games([game.name for game in GAMES])  # the file layer refuses any other game's file

# What the app's help says of the games: the first, and how to start the others.
APP_HELP = N_("Keep the score of a Schieber Jass table: the chalk slate, in your terminal.\n\n"
              "Start with `jass-slate new --team 'Anna & Beat' --team 'Cla & Dora'`, then "
              "record each hand with `jass-slate hand hearts --points 1=100`.")
OTHER_GAMES_HELP = N_("A Coiffeur or a Differenzler: `jass-slate new --game coiffeur ...` or "
                      "`--game differenzler ...`; the commands listed are those of the "
                      "session file's game.")
