"""Write the club's season beside this script: five Friday evenings of six players who
change partners, under house rules that count Striche, and the club's players.toml (one
evening's scribe wrote Fritz as "Fritzli").

    python examples/club/generate.py

The hands come from the example sessions' seeded generator (examples/sessions/generate.py):
running the script again writes the same files. Then:

    jass-slate settle examples/club/*.toml --per-strich 0.50
    jass-slate stats --ratings examples/club/*.toml --chart docs/pictures/club-ratings.svg
"""

from __future__ import annotations

import sys
from dataclasses import replace
from datetime import datetime
from pathlib import Path

from jass_slate.file.players import Player, players_text
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.striche import striche_preset

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "sessions"))
from generate import Evening, write  # noqa: E402  (the example sessions' generator)

HOUSE = replace(preset("classic"), striche=striche_preset("jasswiki"))
PAIRINGS = (("Anna & Beat", "Cla & Dora"), ("Anna & Eli", "Fritz & Beat"),
            ("Cla & Fritzli", "Dora & Anna"), ("Beat & Cla", "Eli & Dora"),
            ("Fritz & Anna", "Eli & Cla"))
EVENINGS = tuple(
    Evening(f"2026-{index + 1:02d}-friday.toml", teams, teams[0].split(" & ")[0], HOUSE, 24,
            datetime.fromisoformat(f"2026-{index + 1:02d}-06T19:30:00+01:00"), 40 + index,
            (0.7, 0.5, 0.4, 0.6, 0.55)[index])
    for index, teams in enumerate(PAIRINGS))
PLAYERS = (Player("Anna"), Player("Beat"), Player("Cla"), Player("Dora"), Player("Eli"),
           Player("Fritz", ("Fritzli",)))


def main() -> None:
    for evening in EVENINGS:
        path = write(evening, HERE)
        print(path.name)
    (HERE / "players.toml").write_text(players_text(PLAYERS), encoding="utf-8")


if __name__ == "__main__":
    main()
