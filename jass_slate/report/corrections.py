"""Corrections as they are said and handed over: the sentence `correct` says, the line of
`history`, and the plain data of `--json` (issue 15)."""

from __future__ import annotations

from typing import Any

from jass_slate.game.results import CorrectionResult
from jass_slate.game.scorer import Scorer
from jass_slate.language.i18n import _


def signed(points: int) -> str:
    """`+20`, `−20`: the sign always written, a true minus for people."""
    return f"+{points}" if points >= 0 else f"−{-points}"


def correction_line(correction: CorrectionResult, scorer: Scorer) -> str:
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
