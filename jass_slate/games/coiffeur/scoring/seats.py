"""Who deals and who is forehand at a Coiffeur table: as in Schieber, one seat on
anticlockwise each hand (research/variants.md §1.4). Who declared is recorded with each
cell and never derived from this: in Coiffeur a push may go to an opponent.

The seats are listed anticlockwise and the teams alternate round the table (team 1, team 2
(, team 3), team 1, ...); without `--seats` the players sit as the team names list them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import fold
from jass_slate.language.i18n import N_


@dataclass(frozen=True)
class Seating:
    """The players anticlockwise and who was forehand in the first hand (None: unknown)."""

    seats: tuple[str, ...]
    first_forehand: str | None = None

    def deal(self, hands: int) -> tuple[str, str] | None:
        """The dealer and the forehand of the hand after `hands` hands (None: no first
        forehand said)."""
        if self.first_forehand is None:
            return None
        first = [fold(s) for s in self.seats].index(fold(self.first_forehand))
        forehand = (first + hands) % len(self.seats)
        return self.seats[forehand - 1], self.seats[forehand]


def seating(teams: Sequence[Sequence[str]], seats: Sequence[str] | None,
            first_forehand: str | None) -> Seating | None:
    """The table's seats from the teams' players (each team's list, in order) or `seats`;
    None where nobody is named. A first forehand needs seats and must sit at the table."""
    if seats is None:
        if not all(teams) or len({len(players) for players in teams}) != 1:
            if first_forehand is not None:
                raise RuleError(message(N_("--first-forehand needs the players: name them "
                                           "in the teams (\"Anna & Beat\") or with --seats")))
            return None
        seated = tuple(p for places in zip(*teams, strict=True) for p in places)
    else:
        seated = tuple(s.strip() for s in seats)
        _check_seats(teams, seated)
    if first_forehand is not None and fold(first_forehand) not in {fold(s) for s in seated}:
        raise RuleError(message(N_("{player!r} is not at the table: the players are "
                                   "{players}"), player=first_forehand,
                                players=", ".join(seated)))
    forehand = next((s for s in seated if first_forehand and fold(s) == fold(first_forehand)),
                    None)
    return Seating(seated, forehand)


def _check_seats(teams: Sequence[Sequence[str]], seats: Sequence[str]) -> None:
    count = len(teams)
    if not seats or not all(seats) or len(seats) % count:
        raise InputError(message(N_("--seats lists every player once, the {count} teams "
                                    "alternating round the table"), count=count))
    if len({fold(s) for s in seats}) != len(seats):
        raise InputError(message(N_("--seats names a player twice")))
    for team, players in enumerate(teams):
        seated = {fold(s) for s in seats[team::count]}
        if players and seated != {fold(p) for p in players}:
            raise RuleError(message(N_("--seats: the players of team {number} sit every "
                                       "{count} seats, from seat {number}"),
                                    number=team + 1, count=count))
