"""Weis declared as cards while scoring (`--weis "Anna: ♥9-Q"`), judged at the session's table.

Who plays first to the first trick comes from the seats and the hand's forehand;
without them, the declarations count in the order given.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from jass_slate.core.cards import Contract
from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.teams import Team, Teams, parse_team
from jass_slate.games.schieber.scoring.events import WeisCall
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.table.inputs import weis_option
from jass_slate.language.i18n import N_

if TYPE_CHECKING:  # the card machinery is imported when cards are declared, not at start-up
    from jass_slate.core.held_cards import Said
    from jass_slate.games.schieber.scoring.weis_verdict import Verdict


def is_declaration(text: str) -> bool:
    """`Anna: ♥9-Q` declares cards; `1=20,50` says values."""
    return ":" in text and "=" not in text.partition(":")[0]


def _team_of(name: str, teams: Teams) -> Team:
    seat = teams.seat_of(name)
    return teams.team_at(seat) if seat is not None else parse_team(name, teams)


def _in_play_order(saids: Sequence[Said], teams: Teams, forehand: str | None) -> list[Said]:
    """Forehand first, then anticlockwise, where the seats say it; else as given."""
    first = None if forehand is None else teams.seat_of(forehand)
    seats = [teams.seat_of(s.name) for s in saids]
    if first is None or None in seats:
        return list(saids)
    return sorted(saids, key=lambda s: ((teams.seat_of(s.name) or 0) - first) % teams.size)


def judge(texts: Sequence[str], rules: Rules, contract: Contract, teams: Teams,
          forehand: str | None) -> Verdict:
    """Adjudicate declarations `NAME: CARDS` under the session's rules, contract and seats."""
    from jass_slate.core.held_cards import parse_table
    from jass_slate.games.schieber.scoring.weis_cards import WeisTable
    from jass_slate.games.schieber.scoring.weis_verdict import Player, adjudicate

    saids = _in_play_order(parse_table(texts, rules.deck, rules.pack), teams, forehand)
    players = [Player(s.name, _team_of(s.name, teams), s.cards) for s in saids]
    return adjudicate(players, WeisTable(rules, contract))


def declared_call(verdict: Verdict, texts: Sequence[str]) -> WeisCall:
    """The scoring team's Weis from declarations already judged; the record keeps every
    declaration."""
    from jass_slate.core.notation import hand_text

    team = verdict.scoring_team
    if team is None:
        raise RuleError(message(N_("no Weis in the cards declared ({declarations}): nothing "
                                   "to write"), declarations="; ".join(texts)),
                        value=tuple(texts))
    declared = tuple(f"{p.player.name}: {hand_text(p.player.cards)}" for p in verdict.players)
    return WeisCall(team, verdict.scoring_weis(), declared)


def declarations(texts: Sequence[str]) -> bool:
    """Whether `--weis` values are declarations; both kinds at once are refused."""
    said = [is_declaration(t) for t in texts]
    if any(said) and not all(said):
        raise InputError(message(N_("give --weis either as TEAM=V,V or as \"NAME: CARDS\", "
                                    "not both")), value=tuple(texts))
    return bool(said) and all(said)


def sentence(verdict: Verdict) -> str:
    """The verdict on declarations, to tell the table why that team scores (in the language
    in use)."""
    from jass_slate.games.schieber.report.weis_sentences import verdict_sentence

    return verdict_sentence(verdict)


def weis_call(texts: Sequence[str], rules: Rules, teams: Teams, contract: Contract | None,
              forehand: str | None,
              heard: Callable[[Verdict], None] | None = None) -> WeisCall | None:
    """`--weis` as values (`1=20,50`) or as declarations (`Anna: ♥9-Q`) judged at the table;
    declarations are judged once, and `heard` is given the verdict (to say it later)."""
    if not declarations(texts):
        return weis_option(teams, texts)
    if contract is None:
        raise RuleError(message(N_("no open hand for a Weis: open one with `start CONTRACT` "
                                   "first")), value=tuple(texts))
    verdict = judge(texts, rules, contract, teams, forehand)
    call = declared_call(verdict, texts)
    if heard is not None:
        heard(verdict)
    return call
