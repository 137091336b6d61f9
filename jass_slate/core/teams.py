"""Who plays: the two teams, their players and the seats around the table."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import fold
from jass_slate.language.i18n import N_, _


class Team(IntEnum):
    """One of the two teams. Its value (0, 1) is its place in every pair of scores and
    what the session file and JSON hold as an index; `number` (1, 2) is how the slate,
    the event lines and the command line write it."""

    ONE = 0
    TWO = 1

    @property
    def other(self) -> Team:
        return TEAMS[1 - self]

    @property
    def number(self) -> int:
        """1 or 2, as the team is written."""
        return self.value + 1

    @classmethod
    def numbered(cls, number: int) -> Team:
        """The team written `number` (1 or 2)."""
        return TEAMS[number - 1]


TEAMS = (Team.ONE, Team.TWO)


def as_team(team: int) -> Team:
    """The Team of an index 0 or 1 (a Team already is one)."""
    return TEAMS[team]


@dataclass(frozen=True)
class Teams:
    """Team names, and the seats listed anticlockwise where they are known.

    Seats 1 and 3 (indices 0 and 2) are team 1, seats 2 and 4 team 2; at a six-player
    table (issue 15) seats 1, 3 and 5 are team 1, seats 2, 4 and 6 team 2: they alternate.
    """

    names: tuple[str, str]
    seats: tuple[str, ...] | None = None
    first_forehand: str | None = None

    def players(self, team: Team) -> tuple[str, ...]:
        if self.seats is None:
            return ()
        return self.seats[team::2]

    @property
    def size(self) -> int:
        """How many play: four, or six where the seats say so (four when not named)."""
        return 4 if self.seats is None else len(self.seats)

    def seat_of(self, player: str) -> int | None:
        if self.seats is None:
            return None
        for seat, name in enumerate(self.seats):
            if fold(name) == fold(player):
                return seat
        return None

    def team_at(self, seat: int) -> Team:
        """The team of a seat: seats 1 and 3 (indices 0 and 2) are team 1."""
        return TEAMS[seat % 2]

    def name(self, team: Team) -> str:
        return self.names[team]


def split_team_name(name: str, words: Wording | None = None) -> tuple[str, ...]:
    """`"Anna & Beat"` names two players (`"Anna & Beat & Chris"` three, at a six-player
    table); a plain name names none."""
    if "&" not in name:
        return ()
    players = tuple(p.strip() for p in name.split("&"))
    if len(players) > 3 and all(players):
        raise RuleError(message((words or COMMAND_LINE).team_size, name=name,
                                count=len(players)))
    if len(players) not in (2, 3) or not all(players):
        raise InputError(message((words or COMMAND_LINE).two_players, name=name))
    return players


@dataclass(frozen=True)
class Wording:
    """How the refusals of `make_teams` name what was given: the options of `new` on the
    command line, the keys of `[teams]` in a session file (each marked with N_)."""

    two_teams: str
    different: str
    two_players: str
    player_twice: str
    four_seats: str
    seat_twice: str
    opposite: str
    not_named: str
    no_seat: str
    # six players (issue 15)
    team_size: str
    six_seats: str
    same_size: str
    alternate: str
    near_seat: str


COMMAND_LINE = Wording(
    two_teams=N_("a session has two teams: give --team twice, not {count}"),
    different=N_("the two teams need two different, non-empty names"),
    two_players=N_("a team written with & names two players, like 'Anna & Beat': {name!r}"),
    player_twice=N_("--team names {player!r} twice: each player plays in one team, once"),
    four_seats=N_("--seats lists four players anticlockwise, like Anna,Cla,Beat,Dora"),
    seat_twice=N_("--seats names a player twice"),
    opposite=N_("team {team!r} must sit opposite each other: seats {seat} and {other_seat} "
                "in --seats"),
    not_named=N_("{player!r} has no seat: the players are not named (use --seats)"),
    no_seat=N_("{player!r} has no seat: the players are {players}"),
    team_size=N_("a team has two players, or three at a six-player table: {name!r} names "
                 "{count}"),
    six_seats=N_("--seats lists six players anticlockwise at a six-player table, the teams "
                 "alternating, like Anna,Dora,Beat,Emil,Chris,Fritz; not {count}"),
    same_size=N_("both teams need as many players: {first} against {second}"),
    alternate=N_("team {team!r} must sit on every other seat: seats {seats} in --seats"),
    near_seat=N_("{player!r} has no seat: did you mean {suggestions}?"),
)
IN_FILE = Wording(
    two_teams=N_("[teams] names must list two teams, not {count}"),
    different=N_("[teams] names must be two different, non-empty names"),
    two_players=N_("[teams] names: a team written with & names two players, like "
                   "'Anna & Beat': {name!r}"),
    player_twice=N_("[teams] names lists {player!r} twice: each player plays in one team, "
                    "once"),
    four_seats=N_("[teams] seats must list four players anticlockwise, like "
                  "[\"Anna\", \"Cla\", \"Beat\", \"Dora\"]"),
    seat_twice=N_("[teams] seats names a player twice"),
    opposite=N_("team {team!r} must sit opposite each other: seats {seat} and {other_seat} "
                "in [teams] seats"),
    not_named=N_("[teams] first_forehand {player!r} has no seat: the file names no players "
                 "(no seats)"),
    no_seat=N_("[teams] first_forehand {player!r} has no seat: the players are {players}"),
    team_size=N_("[teams] names: a team has two players, or three at a six-player table: "
                 "{name!r} names {count}"),
    six_seats=N_("[teams] seats must list six players at a six-player table, the teams "
                 "alternating; not {count}"),
    same_size=N_("[teams] names: both teams need as many players: {first} against {second}"),
    alternate=N_("team {team!r} must sit on every other seat: seats {seats} in [teams] seats"),
    near_seat=N_("[teams] first_forehand {player!r} has no seat: did you mean "
                 "{suggestions}?"),
)


def make_teams(
    names: Sequence[str], seats: Sequence[str] | None, first_forehand: str | None,
    words: Wording = COMMAND_LINE,
) -> Teams:
    """Check what `new` was told (or a file's `[teams]`, in its `words`) and seat the
    players anticlockwise."""
    if len(names) != 2:
        raise InputError(message(words.two_teams, count=len(names)))
    clean = tuple(n.strip() for n in names)
    if not all(clean) or fold(clean[0]) == fold(clean[1]):
        raise InputError(message(words.different))
    seated = _seats(clean, seats, words)
    teams = Teams((clean[0], clean[1]), seated)
    if first_forehand is not None:
        seat = teams.seat_of(first_forehand)
        if seat is None:
            near = suggested(first_forehand, teams.seats or ())
            if near:
                raise RuleError(message(words.near_seat, player=first_forehand,
                                        suggestions=near))
            raise RuleError(_who(teams, words).format(player=first_forehand,
                                                      players=", ".join(teams.seats or ())))
        teams = Teams(teams.names, seated, seated[seat] if seated else None)
    return teams


def _who(teams: Teams, words: Wording) -> str:
    """Why a first forehand has no seat, with `{player!r}` and `{players}` to fill."""
    return _(words.no_seat if teams.seats else words.not_named)


def _once_each(players: Sequence[str], words: Wording) -> None:
    """The players the team names name, each in one team, once (case does not count)."""
    seen: dict[str, str] = {}
    for player in players:
        if fold(player) in seen:
            raise RuleError(message(words.player_twice, player=seen[fold(player)]))
        seen[fold(player)] = player


def _seats(
    names: tuple[str, ...], seats: Sequence[str] | None, words: Wording
) -> tuple[str, ...] | None:
    one, two = split_team_name(names[0], words), split_team_name(names[1], words)
    _once_each((*one, *two), words)
    if one and two and len(one) != len(two):
        raise RuleError(message(words.same_size, first=names[0], second=names[1]))
    if seats is None:
        if one and two:
            return tuple(p for pair in zip(one, two, strict=True) for p in pair)
        return None
    clean = [s.strip() for s in seats]
    six = len(one) == 3 or len(two) == 3 or len(clean) > 4
    if len(clean) != (6 if six else 4) or not all(clean):
        raise (RuleError(message(words.six_seats, count=len(clean))) if six
               else InputError(message(words.four_seats)))
    if len({fold(s) for s in clean}) != len(clean):
        raise InputError(message(words.seat_twice))
    for team, players in zip(TEAMS, (one, two), strict=True):
        seated = {fold(seat) for seat in clean[team::2]}
        if players and seated != {fold(p) for p in players}:
            if six:
                raise RuleError(message(words.alternate, team=names[team], seats=", ".join(
                    str(number) for number in range(team.number, 7, 2))))
            raise RuleError(message(
                words.opposite,
                team=names[team], seat=team.number, other_seat=team.number + 2))
    return tuple(clean)


def number_name(name: str) -> bool:
    """A bare number (`2`, `12`): never a player's name, in any game. Where a TEAM is read
    a number is a team (CLI.md: `2` is team 2); where players each play alone, a number is
    a call or points."""
    return name.strip().isdigit()


def check_player_names(players: Iterable[str]) -> None:
    """What `new` and `rename` are told: no player named by a bare number, which would
    never name that player where a number names a team. A file written before this rule
    is still read: only a new name is refused."""
    for player in players:
        if number_name(player):
            raise RuleError(message(N_("{name!r} cannot be a player's name: a number stands "
                                       "for a team (2 is team 2)"), name=player.strip()),
                            key="name", value=player)


def players_named(teams: Teams) -> tuple[str, ...]:
    """Every player the teams name: the seats, else the players of `Anna & Beat`."""
    return teams.seats or tuple(p for name in teams.names for p in split_team_name(name))


def check_push_on(teams: Teams, pushed_back: bool) -> None:
    """A push on to the third partner (`--pushed 2`) needs a six-player table (seed 001:
    "Forehand can shove to the partner sitting two places to her right, who can shove to
    the third partner"), and it does not come back."""
    if teams.size != 6:
        raise RuleError(message(N_("the push goes on to a third partner only at a six-player "
                                   "table: here the partner chooses (--pushed once)")),
                        key="pushed", value=2)
    if pushed_back:
        raise RuleError(message(N_("a push that went on to the third partner is not pushed "
                                   "back: the third partner chooses")), key="pushed", value=2)


def check_rename(teams: Teams, old: str, new: str) -> tuple[str, str]:
    """The player `old` is called `new` from now on: `old` as the seat spells it and `new`
    cleaned. Refused: a player not at the table, an empty or unprintable name, one with
    `&` (it joins a team's players), a name already at the table."""
    seat = teams.seat_of(old)
    if seat is None or teams.seats is None:
        near = suggested(old, teams.seats or ())
        raise RuleError(message(
            N_("{player!r} has no seat at this table: did you mean {suggestions}?"),
            player=old, suggestions=near) if near else message(
            N_("{player!r} has no seat at this table: rename names one of its players"),
            player=old), key="player", value=old)
    clean, spelled = new.strip(), teams.seats[seat]
    if not clean or not clean.isprintable() or "&" in clean:
        raise RuleError(message(N_("a player's new name is a printable name without &, not "
                                   "{name!r}"), name=new), key="name", value=new)
    taken = [name for name in (*teams.seats, *teams.names) if name != spelled]
    if clean == spelled or fold(clean) in {fold(name) for name in taken}:
        raise RuleError(message(N_("{name!r} is already a name at this table"), name=clean),
                        key="name", value=clean)
    return spelled, clean


def renamed(teams: Teams, old: str, new: str) -> Teams:
    """The teams with `old` called `new`: in the seats, as first forehand, and in a team's
    name where that name is its players joined by " & " ("Uli & Beat" becomes
    "Ueli & Beat"); a team name that is not its players' stays."""
    spelled, clean = check_rename(teams, old, new)
    seats = tuple(clean if seat == spelled else seat for seat in teams.seats or ())
    names = tuple(_renamed_team(teams, team, spelled, clean) for team in TEAMS)
    forehand = clean if teams.first_forehand == spelled else teams.first_forehand
    return Teams((names[0], names[1]), seats, forehand)


def _renamed_team(teams: Teams, team: Team, old: str, new: str) -> str:
    name = teams.names[team]
    parts = tuple(part.strip() for part in name.split("&")) if "&" in name else ()
    if {fold(part) for part in parts} != {fold(player) for player in teams.players(team)} \
            or fold(old) not in {fold(part) for part in parts}:
        return name
    return " & ".join(new if fold(part) == fold(old) else part for part in parts)


def parse_team(word: str, teams: Teams) -> Team:
    """A TEAM as the user says it: 1, 2, a team's name or one of its players."""
    folded = fold(word)
    if folded in ("1", "2"):
        return Team.numbered(int(folded))
    for team in TEAMS:
        if fold(teams.names[team]) == folded:
            return team
    seat = teams.seat_of(word)
    if seat is not None:
        return teams.team_at(seat)
    near = suggested(word, [*teams.names, *(teams.seats or ())])
    if near:
        raise InputError(message(N_("no team {word!r}: did you mean {suggestions}?"),
                                 word=word, suggestions=near))
    raise InputError(message(
        N_("no team {word!r}: say 1 ({first_team}) or 2 ({second_team}), or a "
           "player's name"),
        word=word, first_team=teams.names[0], second_team=teams.names[1]))


def suggested(word: str, names: Sequence[str]) -> str:
    """The team and player names nearest a refused `word`, as said in a refusal ('' when
    none is near): `ana` finds Anna, `Anna & Bet` finds Anna & Beat."""
    from jass_slate.core.nearest import nearest, said_list

    return said_list(nearest(word, names, fold))
