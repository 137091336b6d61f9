"""Statistics over one or many sessions, per team and per player (no typer, no rich).

Everything is counted from the replayed scorers, never from what a file says about
itself. Teams are told apart by name and players by name (case and accents aside),
so a team or a player who plays in several sessions is counted once over all of them.
A player's Weis, Stöck, Matches and points are those of the side they sat on: the
record says which team scored them, not who held the cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from jass_slate.core.notation import fold
from jass_slate.core.teams import TEAMS
from jass_slate.games.schieber.scoring.passing import Season
from jass_slate.games.schieber.scoring.results import HandResult
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.striche_count import Matches, striche_totals
from jass_slate.games.schieber.scoring.tricks import HAND_POINTS
from jass_slate.games.schieber.scoring.weis import STOECK_POINTS
from jass_slate.report.aliases import aliased_player, aliased_team

PAID_OFF_ABOVE = HAND_POINTS / 2  # the choosing side's trick points must be more than half


@dataclass
class ContractTally:
    """One contract, for one team or player."""

    hands: int = 0  # hands played in it
    points: int = 0  # what those hands added to the side, after the factor
    chosen: int = 0
    chosen_points: int = 0  # what the hands chosen added to the chooser's side
    pushed: int = 0  # of those chosen, after forehand pushed (or the partner pushed back)
    counted: int = 0  # of those chosen, with their trick points recorded
    paid_off: int = 0  # of those counted, the chooser's side took more than half of 157

    def add(self, other: ContractTally) -> None:
        for name in _CONTRACT_FIGURES:
            setattr(self, name, getattr(self, name) + getattr(other, name))


@dataclass
class Tally:
    """What one team, or one player's side, did over the sessions read."""

    name: str
    sessions: int = 0
    games: int = 0  # decided games played: won, lost or drawn
    games_won: int = 0
    schneider_won: int = 0
    games_counted: int = 0  # games won with a Schneider counting two, as the scorer counts
    hands: int = 0
    points: int = 0
    matches: int = 0  # all nine tricks, as the side that chose
    kontermatches: int = 0  # all nine tricks against the side that chose
    matches_unknown: int = 0  # all nine tricks, but who chose is not known (no first forehand)
    weis_hands: int = 0
    weis_points: int = 0  # after the factor
    stoeck_hands: int = 0
    stoeck_points: int = 0  # after the factor
    pushes: int = 0  # a player: pushed as forehand; a team: its forehand pushed
    contracts: dict[str, ContractTally] = field(default_factory=dict)
    striche: tuple[int, int] | None = None  # its and its opponents', where rules count them

    def contract(self, name: str) -> ContractTally:
        found = self.contracts.get(name)
        if found is None:
            found = self.contracts[name] = ContractTally()
        return found

    def add(self, other: Tally) -> None:
        """What `other` counted of hands and choices (not sessions, games or Striche)."""
        for name in _HAND_FIGURES:
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name, contract in other.contracts.items():
            self.contract(name).add(contract)

    @property
    def chosen(self) -> int:
        return sum(c.chosen for c in self.contracts.values())

    @property
    def chosen_after_push(self) -> int:
        return sum(c.pushed for c in self.contracts.values())

    @property
    def chosen_points(self) -> int:
        return sum(c.chosen_points for c in self.contracts.values())

    @property
    def counted(self) -> int:
        return sum(c.counted for c in self.contracts.values())

    @property
    def paid_off(self) -> int:
        return sum(c.paid_off for c in self.contracts.values())


_CONTRACT_FIGURES = tuple(f.name for f in fields(ContractTally))
_HAND_FIGURES = ("hands", "points", "matches", "kontermatches", "matches_unknown",
                 "weis_hands", "weis_points", "stoeck_hands", "stoeck_points", "pushes")


@dataclass
class Stats:
    """Per team and per player, in the order they were first met."""

    sessions: list[dict[str, Any]] = field(default_factory=list)
    teams: dict[str, Tally] = field(default_factory=dict)
    players: dict[str, Tally] = field(default_factory=dict)
    sides: dict[str, set[tuple[str, str]]] = field(default_factory=dict)  # (team, partner)

    @property
    def fixed_partners(self) -> bool:
        """Whether every player played every session in one team with one partner: then
        each player's results are their team's, and a table of players repeats the teams."""
        return all(len(sides) == 1 for sides in self.sides.values())

    aliases: Mapping[str, str] = field(default_factory=dict)  # `fold`ed spelling: the name

    def team(self, name: str) -> Tally:
        name = aliased_team(name, self.aliases)
        return self.teams.setdefault(fold(name), Tally(name))

    def player(self, name: str) -> Tally:
        name = aliased_player(name, self.aliases)
        return self.players.setdefault(fold(name), Tally(name))


def collect(sessions: Iterable[tuple[str, Slate, Season]],
            aliases: Mapping[str, str] | None = None) -> Stats:
    """Count every named session's hands and games, its slate at the end and its season
    (read once, in order: in one pass, or from a slate replayed whole); `aliases`
    (`{"uli": "Ueli"}`, keys `fold`ed) make one player of a person written two ways."""
    stats = Stats(aliases=aliases or {})
    for name, scorer, season in sessions:
        _count_session(stats, name, scorer, season)
    return stats


def _count_session(stats: Stats, name: str, scorer: Slate, season: Season) -> None:
    teams = scorer.teams
    sides = [[stats.team(teams.name(t)), *(stats.player(p) for p in teams.players(t))]
             for t in TEAMS]
    for team in TEAMS:
        pair = tuple(stats.player(p).name for p in teams.players(team))
        for player, partner in zip(pair, pair[::-1], strict=True):
            stats.sides.setdefault(fold(player), set()).add(
                (fold(aliased_team(teams.name(team), stats.aliases)), fold(partner)))
    for side in sides:
        for tally in side:
            tally.sessions += 1
    counting = _Counting(stats, scorer)
    matches = Matches()  # for the Striche: the hands are read once, and forgotten
    for hand, _decided in season.hands():
        counting.take(hand)
        matches.take(hand)
    counting.add_to(sides)
    games = season.games()
    for game in games:
        if not game.decided:
            continue
        for team in TEAMS:
            won = game.winner == team
            for tally in sides[team]:
                tally.games += 1
                tally.games_won += won
                tally.schneider_won += won and game.schneider
                tally.games_counted += (2 if game.schneider else 1) if won else 0
    session: dict[str, Any] = {
        "file": name, "teams": list(teams.names), "hands": len(scorer.hands),
        "games": sum(1 for g in games if g.decided), "games_won": list(scorer.games_won),
    }
    values = scorer.rules.striche
    if values is not None:
        totals = striche_totals(matches.earned(values, games))
        session["striche"] = totals
        for team in TEAMS:
            for tally in sides[team]:
                own, against = tally.striche or (0, 0)
                tally.striche = (own + totals[team], against + totals[team.other])
    stats.sessions.append(session)


class _Counting:
    """One session's hands counted as they are read: each hand once for each side (what
    its team and each of its players add up at the end), who chose it and who pushed;
    each name of the record looked up once."""

    def __init__(self, stats: Stats, scorer: Slate) -> None:
        self._stats, self._scorer = stats, scorer
        self.sides = (Tally(""), Tally(""))  # each hand as each side saw it
        self.teams = (Tally(""), Tally(""))  # what each team chose, and its pushes
        self.chosen: dict[str, tuple[Tally, Tally]] = {}  # a player's and what they chose
        self._pushers: dict[str, tuple[Tally, str | None]] = {}  # a forehand's, its third's

    def take(self, hand: HandResult) -> None:
        for team in TEAMS:
            _count_side(self.sides[team], hand, team)
        chose = hand.chooser_team
        if chose is None:
            return
        chooser = self._chooser(hand.chooser) if hand.chooser else None
        if hand.pushed:
            self.teams[chose].pushes += 1
            if hand.forehand:
                self._push(hand.forehand, hand.pushed_on)
        for tally in (self.teams[chose], *([chooser] if chooser else [])):
            _count_choice(tally.contract(hand.contract.value), hand, chose)

    def _chooser(self, said: str) -> Tally:
        """What the player the record calls `said` chose this session."""
        found = self.chosen.get(said)
        if found is None:  # the session's last name: the player's tally, made when first met
            found = (self._stats.player(self._scorer.named_now(said)), Tally(""))
            self.chosen[said] = found
        return found[1]

    def _push(self, forehand: str, on: bool) -> None:
        """`forehand` pushed; with six players, `on`: the partner two seats on pushed on to
        the third."""
        found = self._pushers.get(forehand)
        if found is None:
            teams, named = self._scorer.teams, self._scorer.named_now(forehand)
            seat = teams.seat_of(named)
            third = None if seat is None or not teams.seats else \
                teams.seats[(seat + 2) % teams.size]
            found = self._pushers[forehand] = (self._stats.player(named), third)
        found[0].pushes += 1
        if on and found[1] is not None:
            self._stats.player(found[1]).pushes += 1

    def add_to(self, sides: Sequence[list[Tally]]) -> None:
        """Each side's count to its team and its players, and each choice to its chooser."""
        for team in TEAMS:
            for tally in sides[team]:
                tally.add(self.sides[team])
            sides[team][0].add(self.teams[team])
        for player, chose in self.chosen.values():
            player.add(chose)


def _count_side(tally: Tally, hand: HandResult, team: int) -> None:
    """One hand as one side saw it."""
    tally.hands += 1
    tally.points += hand.scores[team]
    contract = tally.contract(hand.contract.value)
    contract.hands += 1
    contract.points += hand.scores[team]
    if hand.match == team:
        kind = hand.kontermatch
        if kind is None:
            tally.matches_unknown += 1
        elif kind:
            tally.kontermatches += 1
        else:
            tally.matches += 1
    if hand.weis is not None and hand.weis.team == team:
        tally.weis_hands += 1
        tally.weis_points += hand.factor * hand.weis.total
    pairs = hand.stoeck_teams.count(team)  # two with the double pack's second pair
    if pairs:
        tally.stoeck_hands += 1
        tally.stoeck_points += pairs * hand.factor * STOECK_POINTS


def _count_choice(contract: ContractTally, hand: HandResult, team: int) -> None:
    """A hand chosen, and whether the choice paid off."""
    contract.chosen += 1
    contract.chosen_points += hand.scores[team]
    contract.pushed += hand.pushed
    if hand.points is not None:
        contract.counted += 1
        # more than half of what the hand wrote: 78.5 of 157, 157 of the double pack's 314
        contract.paid_off += 2 * hand.points[team] > sum(hand.points)


# --- as plain data -------------------------------------------------------------------


def _ratio(part: int, whole: int) -> float | None:
    return None if whole == 0 else round(part / whole, 4)


def _average(points: int, hands: int) -> float | None:
    return None if hands == 0 else round(points / hands, 2)


def contract_data(tally: ContractTally) -> dict[str, Any]:
    return {
        "hands": tally.hands, "points": tally.points,
        "points_per_hand": _average(tally.points, tally.hands),
        "chosen": tally.chosen, "chosen_points": tally.chosen_points,
        "points_per_chosen_hand": _average(tally.chosen_points, tally.chosen),
        "chosen_after_push": tally.pushed, "counted": tally.counted,
        "paid_off": tally.paid_off, "paid_off_rate": _ratio(tally.paid_off, tally.counted),
    }


def tally_data(tally: Tally) -> dict[str, Any]:
    return {
        "name": tally.name,
        "sessions": tally.sessions,
        "games": tally.games,
        "games_won": tally.games_won,
        "schneider_won": tally.schneider_won,
        "games_counted": tally.games_counted,
        "hands": tally.hands,
        "points": tally.points,
        "points_per_hand": _average(tally.points, tally.hands),
        "matches": tally.matches,
        "kontermatches": tally.kontermatches,
        "matches_unknown": tally.matches_unknown,
        "weis": {"hands": tally.weis_hands, "points": tally.weis_points},
        "stoeck": {"hands": tally.stoeck_hands, "points": tally.stoeck_points},
        "chosen": tally.chosen,
        "chosen_points": tally.chosen_points,
        "points_per_chosen_hand": _average(tally.chosen_points, tally.chosen),
        "chosen_after_push": tally.chosen_after_push,
        "pushes": tally.pushes,
        "counted": tally.counted,
        "paid_off": tally.paid_off,
        "paid_off_rate": _ratio(tally.paid_off, tally.counted),
        "contracts": {name: contract_data(c) for name, c in sorted(tally.contracts.items())},
        **({} if tally.striche is None else {"striche": tally.striche[0],
                                             "striche_against": tally.striche[1]}),
    }


def stats_data(stats: Stats) -> dict[str, Any]:
    """`stats --json`: the sessions read, then every team and every player."""
    return {
        "sessions": stats.sessions,
        "hands": sum(s["hands"] for s in stats.sessions),
        "paid_off_above": PAID_OFF_ABOVE,
        "teams": [tally_data(t) for t in stats.teams.values()],
        "players": [tally_data(p) for p in stats.players.values()],
    }
