"""How a claim was settled, in words: the reckoning and the verdict (RULES.md §7).

Each sentence is built as a Message (jass_slate.core.errors), so it can be said in the
language in use (`.text()`) or in English for `--json` (`.english()`) without changing
the language the process speaks.
"""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.errors import Message, message
from jass_slate.games.schieber.scoring.results import ClaimVerdict
from jass_slate.games.schieber.scoring.rules import Part
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.language.i18n import N_

# Translated where they are said.
PART_NAMES = {Part.STOECK: N_("Stöck"), Part.WEIS: N_("Weis"), Part.STICH: N_("tricks")}


def claim_message(verdict: ClaimVerdict, scorer: Slate) -> Message:
    """`2900 + Stöck 20×2 + tricks 45×2 = 3030 ≥ 3000: Anna & Beat win, Schneider`."""
    names = scorer.teams.names
    if verdict.also is None:
        return _one_claim(verdict, names)
    return _both_claim(verdict, names)


def claim_sentence(verdict: ClaimVerdict, scorer: Slate) -> str:
    """The claim's verdict in the language in use."""
    return claim_message(verdict, scorer).text()


def _joined(parts: Sequence[object], between: str) -> Message:
    """`parts` (Messages or values) said one after another, `between` each two."""
    fields = {f"part{index}": part for index, part in enumerate(parts)}
    return Message(between.join(f"{{{name}}}" for name in fields), fields, verbatim=True)


def _outcome(verdict: ClaimVerdict, names: tuple[str, str]) -> Message:
    if verdict.schneider:
        return message(N_("{team} win, Schneider"), team=names[verdict.winner])
    return message(N_("{team} win"), team=names[verdict.winner])


def _term(verdict: ClaimVerdict, part: Part, points: int) -> Message:
    """`Stöck 20×2`."""
    return _joined([message(PART_NAMES[part]), f"{points}×{verdict.factor}"], " ")


def sums(verdict: ClaimVerdict, team: int) -> Message:
    """`2900 + Stöck 20×2 + tricks 45×2`: a claimant's written score and what it counted."""
    terms = [_term(verdict, t.part, t.points) for t in verdict.terms if t.team == team]
    return _joined([verdict.base[team], *terms], " + ")


def _one_claim(verdict: ClaimVerdict, names: tuple[str, str]) -> Message:
    team = verdict.claimant
    total = verdict.reckoned[team]
    if verdict.holds:
        return message(N_("{sums} = {total} ≥ {target}: {outcome}"),
                       sums=sums(verdict, team), total=total, target=verdict.target,
                       outcome=_outcome(verdict, names))
    return message(N_("{sums} = {total} < {target}: false claim by {team}, {outcome}"),
                   sums=sums(verdict, team), total=total, target=verdict.target,
                   team=names[team], outcome=_outcome(verdict, names))


def both_reckoning(verdict: ClaimVerdict, names: tuple[str, str]) -> Message:
    """`Anna & Beat 2900 + Weis 20×2 = 2940; Cla & Dora 2950 + tricks 30×2 = 3010`; a part
    claimed after the step that decided it is said too: `… = 2950 (not counted: Weis 50×2)`."""
    return _joined([_team_reckoning(verdict, team, names[team]) for team in (0, 1)], "; ")


def _team_reckoning(verdict: ClaimVerdict, team: int, name: str) -> Message:
    said = _joined([name, sums(verdict, team), "=", verdict.reckoned[team]], " ")
    late = [_term(verdict, t.part, t.points) for t in verdict.not_counted if t.team == team]
    if not late:
        return said
    return message(N_("{reckoning} (not counted: {parts})"), reckoning=said,
                   parts=_joined(late, " + "))


def _both_claim(verdict: ClaimVerdict, names: tuple[str, str]) -> Message:
    reckoning = both_reckoning(verdict, names)
    if verdict.written:
        return message(N_("both claimed: {reckoning}: {outcome}"),
                       reckoning=reckoning, outcome=_outcome(verdict, names))
    return message(
        N_("both claimed: {reckoning}, neither reaches {target}: false claim by {team}, "
           "{outcome}"),
        reckoning=reckoning, target=verdict.target, team=names[verdict.claimant],
        outcome=_outcome(verdict, names))


def claim_reason(verdict: ClaimVerdict, number: int, names: tuple[str, str]) -> Message:
    """Who claimed in hand `number`, and with what: why the game ended there."""
    team, target = verdict.claimant, verdict.target
    if verdict.also is not None:
        reckoning = both_reckoning(verdict, names)
        if verdict.written:
            return message(N_("Both claimed in hand {hand}, {team} first: {reckoning}."),
                           hand=number, team=names[team], reckoning=reckoning)
        return message(N_("Both claimed in hand {hand}, {team} first, and neither reached "
                          "{target}: {reckoning}; a false claim by {team}."),
                       hand=number, team=names[team], target=target, reckoning=reckoning)
    total = verdict.reckoned[team]
    if verdict.holds:
        return message(N_("{team} claimed in hand {hand}: {sums} = {total} ≥ {target}."),
                       team=names[team], hand=number, sums=sums(verdict, team), total=total,
                       target=target)
    return message(N_("{team} claimed falsely in hand {hand}: {sums} = {total} < {target}."),
                   team=names[team], hand=number, sums=sums(verdict, team), total=total,
                   target=target)
