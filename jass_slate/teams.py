"""Who plays: the two teams, their players and the seats around the table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from jass_slate.cards import fold
from jass_slate.errors import InputError, RuleError
from jass_slate.i18n import _


@dataclass(frozen=True)
class Teams:
    """Team names, and the seats listed anticlockwise where they are known.

    Seats 1 and 3 (indices 0 and 2) are team 1, seats 2 and 4 team 2.
    """

    names: tuple[str, str]
    seats: tuple[str, str, str, str] | None = None
    first_forehand: str | None = None

    def players(self, team: int) -> tuple[str, ...]:
        if self.seats is None:
            return ()
        return (self.seats[team], self.seats[team + 2])

    def seat_of(self, player: str) -> int | None:
        if self.seats is None:
            return None
        for seat, name in enumerate(self.seats):
            if fold(name) == fold(player):
                return seat
        return None

    def name(self, team: int) -> str:
        return self.names[team]


def split_team_name(name: str) -> tuple[str, ...]:
    """`"Anna & Beat"` names two players; a plain name names none."""
    if "&" not in name:
        return ()
    players = tuple(p.strip() for p in name.split("&"))
    if len(players) != 2 or not all(players):
        raise InputError(
            _("a team written with & names two players, like 'Anna & Beat': {name!r}").format(
                name=name))
    return players


def make_teams(
    names: Sequence[str], seats: Sequence[str] | None, first_forehand: str | None
) -> Teams:
    """Check what `new` was told and seat the players anticlockwise."""
    if len(names) != 2:
        raise InputError(_("a Schieber session has two teams: give --team twice, not {count}")
                         .format(count=len(names)))
    clean = tuple(n.strip() for n in names)
    if not all(clean) or fold(clean[0]) == fold(clean[1]):
        raise InputError(_("the two teams need two different, non-empty names"))
    seated = _seats(clean, seats)
    teams = Teams((clean[0], clean[1]), seated)
    if first_forehand is not None:
        seat = teams.seat_of(first_forehand)
        if seat is None:
            raise RuleError(_who(teams).format(player=first_forehand,
                                               players=", ".join(teams.seats or ())))
        teams = Teams(teams.names, seated, seated[seat] if seated else None)
    return teams


def _who(teams: Teams) -> str:
    """Why a first forehand has no seat, with `{player!r}` and `{players}` to fill."""
    if teams.seats:
        return _("{player!r} has no seat: the players are {players}")
    return _("{player!r} has no seat: the players are not named (use --seats)")


def _seats(
    names: tuple[str, ...], seats: Sequence[str] | None
) -> tuple[str, str, str, str] | None:
    one, two = split_team_name(names[0]), split_team_name(names[1])
    if seats is None:
        if one and two:
            return (one[0], two[0], one[1], two[1])
        return None
    clean = [s.strip() for s in seats]
    if len(clean) != 4 or not all(clean):
        raise InputError(_("--seats lists four players anticlockwise, like Anna,Cla,Beat,Dora"))
    if len({fold(s) for s in clean}) != 4:
        raise InputError(_("--seats names a player twice"))
    for team, players in enumerate((one, two)):
        seated = {fold(clean[team]), fold(clean[team + 2])}
        if players and seated != {fold(p) for p in players}:
            raise RuleError(
                _("team {team!r} must sit opposite each other: seats {seat} and {other_seat} "
                  "in --seats").format(team=names[team], seat=team + 1, other_seat=team + 3)
            )
    return (clean[0], clean[1], clean[2], clean[3])


def parse_team(word: str, teams: Teams) -> int:
    """A TEAM as the user says it: 1, 2, a team's name or one of its players."""
    folded = fold(word)
    if folded in ("1", "2"):
        return int(folded) - 1
    for team, name in enumerate(teams.names):
        if fold(name) == folded:
            return team
    seat = teams.seat_of(word)
    if seat is not None:
        return seat % 2
    raise InputError(_("no team {word!r}: say 1 ({first_team}) or 2 ({second_team}), or a "
                       "player's name").format(word=word, first_team=teams.names[0],
                                               second_team=teams.names[1]))
