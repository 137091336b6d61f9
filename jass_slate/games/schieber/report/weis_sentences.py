"""Why one team's Weis scores, in words (RULES.md §4): the verdict at the first trick.

Built as Messages (jass_slate.core.errors) like the claim's sentences: `.text()` in the
language in use, `.english()` for `weis-check --json`, without changing the language the
process speaks.
"""

from __future__ import annotations

from dataclasses import dataclass

from jass_slate.core.errors import Message, message
from jass_slate.games.schieber.scoring.weis_cards import Meld, MeldKind, WeisTable
from jass_slate.games.schieber.scoring.weis_verdict import TieBreak, Verdict
from jass_slate.language.i18n import N_


@dataclass(frozen=True)
class WeisName(Message):
    """A Weis's name as a field of a sentence: `run ♥9–Q` in English (its label),
    `Vierblatt ♥9–Q` in the language in use."""

    weis: Meld | None = None

    def text(self) -> str:
        assert self.weis is not None
        return self.weis.name()

    def english(self) -> str:
        assert self.weis is not None
        return self.weis.label


def weis_name(weis: Meld) -> WeisName:
    return WeisName(weis.label, weis=weis)


def reason_message(verdict: Verdict) -> Message:
    """Why the best Weis beat the other team's best, in a player's words (nothing when no
    Weis was beaten)."""
    best, beaten, step = verdict.best, verdict.beaten, verdict.step
    if best is None or beaten is None or best.shown is None or beaten.shown is None:
        return Message("", verbatim=True)
    won, lost = best.shown, beaten.shown
    if step is TieBreak.POINTS:
        return message(N_("more points ({points} against {other_points})"),
                       points=won.points, other_points=lost.points)
    if step is TieBreak.FOUR_OVER_RUN:
        return message(N_("four of a kind beats a run of equal points (house rule)"))
    if step is TieBreak.CARDS:
        return message(N_("more cards ({cards} against {other_cards})"),
                       cards=len(won.cards), other_cards=len(lost.cards))
    if step is TieBreak.RANK:
        return _rank_reason(won, verdict.table)
    if step is TieBreak.TRUMP:
        return message(N_("a run in trumps beats one outside them"))
    return message(N_("{player} plays earlier to the first trick"), player=best.player.name)


def _rank_reason(won: Meld, table: WeisTable) -> Message:
    if won.kind is MeldKind.RUN:
        if table.undenufe:
            return message(N_("lower bottom card, in Undenufe"))
        return message(N_("higher top card"))
    if table.undenufe:
        return message(N_("lower rank, in Undenufe"))
    return message(N_("higher rank"))


def verdict_message(verdict: Verdict) -> Message:
    """`Cla's run ♠10–K beats Anna's run ♥9–Q: higher top card`."""
    best, beaten = verdict.best, verdict.beaten
    if best is None or best.shown is None:
        return message(N_("Nobody has a Weis."))
    # "four tens beat", "a run beats": the verb agrees with the better Weis
    run = best.shown.kind is MeldKind.RUN
    if beaten is None or beaten.shown is None:
        alone = N_("{player}'s {weis} is the best Weis; the other team has none.") if run \
            else N_("{player}'s {weis} are the best Weis; the other team has none.")
        return message(alone, player=best.player.name, weis=weis_name(best.shown))
    sentence = N_("{player}'s {weis} beats {other}'s {other_weis}: {reason}.") \
        if run else N_("{player}'s {weis} beat {other}'s {other_weis}: {reason}.")
    return message(sentence, player=best.player.name, weis=weis_name(best.shown),
                   other=beaten.player.name, other_weis=weis_name(beaten.shown),
                   reason=reason_message(verdict))


def verdict_sentence(verdict: Verdict) -> str:
    """The verdict in the language in use."""
    return verdict_message(verdict).text()
