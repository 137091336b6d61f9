"""A hand recorded trick by trick: who leads each trick, and what the tricks make at the
end (the teams' piles, Match when one team took all nine)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from jass_slate.core.errors import RuleError, message
from jass_slate.core.teams import TEAMS, Team, Teams
from jass_slate.games.schieber.scoring.events import Claim, Pile, Tricks
from jass_slate.games.schieber.scoring.trick import PlayedTrick
from jass_slate.language.i18n import N_


class Playing(Protocol):
    """What the lead of a trick depends on (the hand being written)."""

    @property
    def forehand(self) -> str | None: ...
    @property
    def played(self) -> list[PlayedTrick]: ...


def trick_lead(teams: Teams, hand: Playing, lead: str | None) -> int:
    """The seat that leads the next trick: forehand the first, then the last trick's winner;
    `lead`, if said, must be that player (or give it where the hand cannot tell)."""
    seats = teams.seats
    if seats is None:
        raise RuleError(message(N_("tricks need the seats: name the players with new --team "
                                   "\"Anna & Beat\" (and --seats)")), key="seats")
    if hand.played:
        due: int | None = hand.played[-1].winner
    else:
        due = None if hand.forehand is None else teams.seat_of(hand.forehand)
    if lead is None:
        if due is None:
            raise RuleError(message(N_("say who led the first trick: trick CARDS --lead "
                                       "PLAYER")), key="lead")
        return due
    seat = teams.seat_of(lead)
    if seat is None:
        raise RuleError(message(N_("{player!r} has no seat at this table"), player=lead),
                        key="lead", value=lead)
    if due is not None and seat != due:
        if hand.played:
            text = N_("{due} won trick {number} and leads the next one, not {player}")
        else:
            text = N_("{due} is forehand and leads the first trick, not {player}")
        raise RuleError(message(text, due=seats[due], number=len(hand.played),
                                player=seats[seat]), key="lead", value=lead)
    return seat


def taken_piles(played: Sequence[PlayedTrick], teams: Teams) -> tuple[Pile, ...]:
    """Each team's cards of the tricks it won, and who took the last trick once it is
    played; a team that won no trick has no pile."""
    last = teams.team_at(played[-1].winner) if played[-1].last else None
    won: dict[Team, list[PlayedTrick]] = {}
    for trick in played:
        won.setdefault(teams.team_at(trick.winner), []).append(trick)
    return tuple(Pile(team, tuple(card for trick in won[team] for card in trick.cards), last)
                 for team in TEAMS if team in won)


def played_tricks(taken: Sequence[int], piles: Sequence[Pile]) -> Tricks:
    """The trick points of the nine tricks played: Match when one team won them all."""
    if len(piles) == 1:
        return Tricks((0, 0), piles[0].team)
    return Tricks((taken[0], taken[1]))


def taken_by(played: Sequence[PlayedTrick], teams: Teams, claimants: set[Team | None]
             ) -> tuple[int, int]:
    """The points of the tricks the teams in `claimants` won (the others: 0)."""
    taken = [0, 0]
    for trick in played:
        team = teams.team_at(trick.winner)
        if team in claimants:
            taken[team] += trick.points
    return taken[0], taken[1]


def check_taken(played: Sequence[PlayedTrick], claim: Claim, teams: Teams) -> None:
    """A claim in a hand recorded trick by trick counts the claimants' tricks as played."""
    taken = taken_by(played, teams, {claim.team, claim.also})
    if taken != claim.captured:
        raise RuleError(message(
            N_("this hand is recorded trick by trick: the claimants' tricks count "
               "{first}:{second}, not {captured}; claim without --captured"),
            first=taken[0], second=taken[1],
            captured=f"{claim.captured[0]}:{claim.captured[1]}"), key="captured")
