"""One evening of 12 hands as typed at a table (issue 20), long and short: both record
the same hands, and the short forms are measured, characters per hand.

Anna & Beat against Cla & Dora, classic (♣♠ ×1, ♦♥ ×2, Obenabe ×3, Undenufe ×4), the
command as the scorer types it after `jass ` (the program's short name, the same for
both), counted in characters.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli_tools import NEW, ok

# (long, as CLI.md writes it; short) for each hand.
EVENING = [
    ("hand hearts --points 1=95 --weis 1=50", "hand he 1=95 -w 1=50"),
    ("hand clubs --pushed --points 2=97 --stoeck 2", "hand kr -g 2=97 -s 2"),
    ("hand obenabe --points 1=110", "hand ob 1=110"),
    ("hand undenufe --pushed --points 2=40", "hand un -g 2=40"),
    ("hand spades --match 1", "hand s -m 1"),
    ("hand diamonds --points 2=83 --weis 2=20 --stoeck 1", "hand ec 2=83 -w 2=20 -s 1"),
    ("hand hearts --pushed --points 1=62", "hand h -g 1=62"),
    ("hand obenabe --points 2=101 --weis 2=100", "hand ob 2=101 -w 2=100"),
    ("hand clubs --points 1=88", "hand c 1=88"),
    ("hand undenufe --points 1=77 --weis 1=20,20", "hand un 1=77 -w 1=20,20"),
    ("hand spades --pushed --points 2=120 --stoeck 2", "hand s -g 2=120 -s 2"),
    ("hand diamonds --points 1=91", "hand d 1=91"),
]


def test_the_short_evening_records_what_the_long_one_does(session_file: Path) -> None:
    recorded = []
    for form in (0, 1):
        ok("-f", f"evening{form}.toml", *NEW)
        for pair in EVENING:
            ok("-f", f"evening{form}.toml", *pair[form].split())
        recorded.append(json.loads(ok("-f", f"evening{form}.toml", "history", "--json")))
    strip = [[{k: v for k, v in h.items() if k != "at"} for h in r["hands"]] for r in recorded]
    assert strip[0] == strip[1] and len(strip[0]) == 12


def test_characters_typed_per_hand() -> None:
    long = [len(pair[0]) for pair in EVENING]
    short = [len(pair[1]) for pair in EVENING]
    assert long == [37, 44, 27, 36, 21, 50, 34, 40, 24, 42, 46, 27]
    assert short == [20, 20, 13, 15, 11, 25, 14, 22, 11, 23, 20, 11]
    assert (sum(long), sum(short)) == (428, 205)  # 35.7 and 17.1 a hand: 52 % fewer
