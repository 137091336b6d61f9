"""A Differenzler tournament through the CLI: seven players at a table of four and one of
three, two rounds of one hand, each player's total difference, the lowest first."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_tools import ok

PLAYERS = "Anna,Beat,Cla,Dora,Ernst,Fritz,Gret"
# Seed 5's draw, and each table's hand: the calls, then the points taken (Σ 157).
HANDS = {
    (1, 1): ("Fritz=40,Cla=30,Beat=50,Gret=20", "Fritz=45,Cla=20,Beat=50,Gret=42"),
    (1, 2): ("Dora=60,Anna=40,Ernst=50", "Dora=70,Anna=40,Ernst=47"),
    (2, 1): ("Beat=30,Dora=40,Anna=50,Fritz=30", "Beat=35,Dora=40,Anna=30,Fritz=52"),
    (2, 2): ("Gret=50,Ernst=50,Cla=50", "Gret=60,Ernst=50,Cla=47"),
}
# The differences: R1 Fritz 5, Cla 10, Beat 0, Gret 22; Dora 10, Anna 0, Ernst 3.
#                  R2 Beat 5, Dora 0, Anna 20, Fritz 22; Gret 10, Ernst 0, Cla 3.
# Totals: Ernst 3 + 0 = 3; Beat 0 + 5 = 5; Dora 10 + 0 = 10; Cla 10 + 3 = 13;
#         Anna 0 + 20 = 20; Fritz 5 + 22 = 27; Gret 22 + 10 = 32.
STANDINGS = [("Ernst", 3), ("Beat", 5), ("Dora", 10), ("Cla", 13), ("Anna", 20),
             ("Fritz", 27), ("Gret", 32)]


def test_a_differenzler_tournament(tmp_path: Path) -> None:
    night = tmp_path / "dz"
    said = ok("tournament", "new", str(night), "--game", "differenzler", "--players",
              PLAYERS, "--rounds", "2", "--hands", "1", "--seed", "5")
    assert "Round 1, table 1: Fritz, Cla, Beat, Gret" in said
    assert "Round 2, table 2: Gret, Ernst, Cla" in said
    for (round_number, table), (calls, tricks) in HANDS.items():
        path = night / f"round-{round_number}" / f"table-{table}.toml"
        ok("-f", str(path), "hand", "hearts", "--call", calls, "--tricks", tricks)
    assert ok("tournament", "check", str(night)).strip() == f"{night}: sound."
    data = json.loads(ok("tournament", "show", str(night), "--json"))
    assert [(p["name"], p["total"]) for p in data["players"]] == STANDINGS
    assert [p["rank"] for p in data["players"]] == [1, 2, 3, 4, 5, 6, 7]
    assert data["lowest_wins"] is True and data["played"] == 2
    words = ok("tournament", "show", str(night))
    assert "lowest total first" in words
