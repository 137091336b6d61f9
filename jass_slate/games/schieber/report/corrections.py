"""Corrections and renames as they are said and handed over: the sentence `correct` and
`rename` say, the line of `history`, and the plain data of `--json` (issues 15, 20)."""

from __future__ import annotations

from typing import Any

from jass_slate.games.schieber.scoring.results import CorrectionResult, RenameResult
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.language.i18n import _


def signed(points: int) -> str:
    """`+20`, `−20`: the sign always written, a true minus for people."""
    return f"+{points}" if points >= 0 else f"−{-points}"


def correction_line(correction: CorrectionResult, scorer: Slate) -> str:
    """`Correction after hand 7: Anna & Beat −20 (forgot Weis in hand 7); now 480 – 312`."""
    team = scorer.teams.name(correction.team)
    totals = f"{correction.totals[0]} – {correction.totals[1]}"
    if correction.why:
        text = _("Correction after hand {number}: {team} {points} ({why}); now {totals}")
    else:
        text = _("Correction after hand {number}: {team} {points}; now {totals}")
    return text.format(number=correction.after, team=team, points=signed(correction.points),
                       why=correction.why, totals=totals)


def correction_data(correction: CorrectionResult) -> dict[str, Any]:
    """One correction for `--json`: teams as 1 and 2, as everywhere in the JSON."""
    return {
        "game": correction.game,
        "after_hand": correction.after,
        "team": correction.team.number,
        "points": correction.points,
        "why": correction.why,
        "totals": list(correction.totals),
        "at": correction.at,
    }


def rename_line(rename: RenameResult) -> str:
    """`Renamed after hand 3: Uli is Ueli from here on` (`in hand 4`: during the hand)."""
    if not rename.hand:
        text = _("Renamed before hand 1: {old} is {new} from here on")
    elif rename.during:
        text = _("Renamed in hand {number}: {old} is {new} from here on")
    else:
        text = _("Renamed after hand {number}: {old} is {new} from here on")
    return text.format(number=rename.hand, old=rename.old, new=rename.new)


def rename_data(rename: RenameResult) -> dict[str, Any]:
    """One rename for `--json`."""
    return {"game": rename.game, "hand": rename.hand, "during_hand": rename.during,
            "old": rename.old, "new": rename.new, "at": rename.at}
