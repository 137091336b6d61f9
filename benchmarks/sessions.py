"""Realistic session files of any length, for the benchmark (and its test).

A club's season on one slate: evenings of about forty hands a week, hands
recorded in one go or part by part, Weis, Stöck, Matches, pushes, games won
by the last hand or by a claim, slips taken back with `undo` and hands
corrected with `fix`. Every file is built through the project's own API and
replayed before it is written, so it is a valid session by construction.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

from jass_slate.core import teams
from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.file.session import Session, create, save
from jass_slate.games.schieber.scoring import events as record
from jass_slate.games.schieber.scoring import rules, rules_mapping
from jass_slate.games.schieber.scoring import tricks as trick_points
from jass_slate.games.schieber.scoring.course import replay_course
from jass_slate.games.schieber.scoring.events import Entry, Event, WeisCall
from jass_slate.games.schieber.scoring.resolve import resolve
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.weis import STOECK_POINTS

TEAM_NAMES = ("Anna & Beat", "Cla & Dora")
SEATS = ("Anna", "Cla", "Beat", "Dora")
# Six players (issue 15): two teams of three, sitting alternately.
SIX_TEAM_NAMES = ("Anna & Beat & Chris", "Dora & Emil & Fritz")
SIX_SEATS = ("Anna", "Dora", "Beat", "Emil", "Chris", "Fritz")
CONTRACTS = (Contract.CLUBS, Contract.SPADES, Contract.DIAMONDS, Contract.HEARTS,
             Contract.OBENABE, Contract.UNDENUFE)
WEIS_LISTS = ((20,), (20,), (20,), (50,), (50,), (100,), (20, 20), (20, 50), (100, 20),
              (200,), (50, 50))
HANDS_AN_EVENING = 40
IMPOSSIBLE = {1, 156}


def copy_slate(slate: Slate) -> Slate:
    """A slate to replay the current game on: closed hands and decided games never change."""
    return copy.copy(slate)  # the copy goes on apart: Slate.__copy__


class Table:
    """One session being played: the events so far and the slate they replay to."""

    def __init__(self, seed: int, players: int = 4, pack: str = "normal") -> None:
        self.rng = random.Random(seed)
        self.rules = rules.preset("classic") if pack == "normal" else \
            rules_mapping.rules_from_mapping({"pack": pack})
        names, seats = (SIX_TEAM_NAMES, SIX_SEATS) if players == 6 else (TEAM_NAMES, SEATS)
        self.teams = teams.make_teams(names, list(seats), seats[0])
        self.six = players == 6
        self.scorer = Slate(self.rules, self.teams)
        self.entries: list[Entry] = []
        self.clock = datetime(2025, 9, 5, 19, 30, tzinfo=timezone(timedelta(hours=2)))
        self.game_start, self.game_entries = copy_slate(self.scorer), 0
        self.fix_asked = False  # the fix the first evening asks for was tried

    # --- writing events --------------------------------------------------------------

    def stamp(self) -> str:
        self.clock += timedelta(seconds=self.rng.randint(20, 200))
        return self.clock.isoformat(timespec="seconds")

    def say(self, event: Event) -> None:
        """Record an event that stands: it goes onto the slate at once."""
        entry = Entry(event, self.stamp())
        if isinstance(event, record.Start | record.Hand) and (
                not self.scorer.games or self.scorer.game.decided):
            self.game_start, self.game_entries = copy_slate(self.scorer), len(self.entries)
        self.scorer.apply(event, entry.at)
        self.entries.append(entry)

    def slip(self, event: Event) -> None:
        """Record a mistake and take it straight back with `undo`; the slate is unchanged."""
        self.entries.append(Entry(event, self.stamp()))
        self.entries.append(Entry(Undo(), self.stamp()))

    # --- what the table does -----------------------------------------------------------

    def base_scores(self) -> tuple[int, int]:
        game = self.scorer.game
        if not self.scorer.games or game.decided:
            return (0, 0)
        return (game.scores[0], game.scores[1])

    def needs_first(self, adds: tuple[int, int]) -> bool:
        """Whether these points take both teams past the Bergpreis line or the target."""
        base = self.base_scores()
        after = (base[0] + adds[0], base[1] + adds[1])
        game = self.scorer.game
        hill_open = not self.scorer.games or game.decided or game.bergpreis is None
        lines = [self.rules.bergpreis_at] if hill_open else []
        lines.append(self.rules.target or 0)
        return any(min(after) >= line for line in lines)

    def contract(self) -> Contract:
        return self.rng.choice(CONTRACTS)

    def tricks(self, contract: Contract = Contract.HEARTS) -> record.Tricks:
        rng = self.rng
        if rng.random() < 0.03:
            return trick_points.match(rng.randrange(2))
        total = trick_points.hand_points(self.rules, contract)
        if total == 157:
            points = min(157, max(0, round(rng.gauss(85, 35))))
            while points in IMPOSSIBLE:
                points = rng.randint(2, 155)
            return trick_points.counted(rng.randrange(2), points)
        points = min(total, max(0, round(rng.gauss(85 * total / 157, 35 * total / 157))))
        while points in (1, total - 1):  # the double pack's counts no cards make
            points = rng.randint(2, total - 2)
        return trick_points.counted(rng.randrange(2), points, total)

    def weis(self) -> WeisCall | None:
        if self.rng.random() < 0.35:
            return WeisCall(self.rng.randrange(2), self.rng.choice(WEIS_LISTS))
        return None

    def stoeck(self, contract: Contract) -> int | None:
        if contract.trump is not None and self.rng.random() < 0.15:
            return self.rng.randrange(2)
        return None

    def whole_hand(self) -> record.Hand:
        """A hand recorded in one go, with `first` where it takes both teams past a line."""
        contract = self.contract()
        factor = self.rules.factor(contract)
        tricks, weis, stoeck = self.tricks(contract), self.weis(), self.stoeck(contract)
        points = self.scorer.trick_points(tricks, contract)
        adds = [factor * points[0], factor * points[1]]
        if weis is not None:
            adds[weis.team] += factor * weis.total
        if stoeck is not None:
            adds[stoeck] += factor * STOECK_POINTS
        first = self.rng.randrange(2) if self.needs_first((adds[0], adds[1])) else None
        pushed = self.rng.random() < 0.3
        return record.Hand(contract, tricks, pushed=pushed, weis=weis, stoeck=stoeck,
                           first=first, pushed_on=self.pushed_on(pushed))

    def pushed_on(self, pushed: bool) -> bool:
        """At six players, a third of the pushes go on to the third partner."""
        return self.six and pushed and self.rng.random() < 0.3

    def play_in_one_go(self) -> None:
        if self.rng.random() < 0.03:
            self.slip(self.whole_hand())
        self.say(self.whole_hand())

    def play_part_by_part(self) -> None:
        contract = self.contract()
        pushed = self.rng.random() < 0.3
        self.say(record.Start(contract, pushed=pushed, pushed_on=self.pushed_on(pushed)))
        weis, stoeck = self.weis(), self.stoeck(contract)
        if weis is not None:
            if self.rng.random() < 0.1:
                self.slip(record.Weis(WeisCall(1 - weis.team, weis.values)))
            self.say(record.Weis(weis))
        if stoeck is not None and self.scorer.open is not None:
            self.say(record.Stoeck(stoeck))
        hand = self.scorer.open
        if hand is None:
            return  # a Weis or Stöck decided the game and closed the hand
        tricks = self.tricks(hand.contract)
        points = self.scorer.trick_points(tricks, hand.contract)
        adds = (hand.factor * points[0], hand.factor * points[1])
        first = self.rng.randrange(2) if self.needs_first(adds) else None
        self.say(record.TricksTaken(tricks, first))

    def play_a_claim(self) -> bool:
        """Near the target a team may claim in the open hand; the verdict ends the game."""
        base = self.base_scores()
        target = self.rules.target or 0
        near = [team for team in (0, 1) if target - base[team] <= 250]
        if not near or self.rng.random() > 0.3:
            return False
        team = self.rng.choice(near)
        self.say(record.Start(self.contract()))
        captured = self.rng.randint(20, 120)
        pair = (captured, 0) if team == 0 else (0, captured)
        self.say(record.Claim(team, captured=pair))
        return True

    def fix_a_hand(self) -> None:
        """Correct a hand of the current game; kept only if everything after still stands."""
        slate = self.scorer
        if slate.open is not None or not slate.hands or slate.game.decided:
            return
        first_number = len(self.game_start.hands) + 1
        number = self.rng.randint(max(first_number, len(slate.hands) - 5), len(slate.hands))
        fix = record.Fix(number, self.whole_hand())
        entry = Entry(fix, self.stamp())
        # Replay only the current game, from a copy of the slate as it began: cheap at any length.
        local = [*self.entries[self.game_entries:],
                 Entry(record.Fix(number - first_number + 1, fix.hand), entry.at)]
        fixed = copy_slate(self.game_start)
        try:
            for _, item in resolve(local):
                fixed.apply(item.event, item.at)
        except RuleError:
            return
        if fixed.open is not None or len(fixed.hands) != len(slate.hands):
            return  # the fix would reopen a hand that a decided game had closed
        self.scorer = fixed
        self.entries.append(entry)

    def play(self, hands: int) -> None:
        """Play until `hands` hands are on the slate; the first evening has a slip and a fix."""
        rng = self.rng
        evening = 0
        while len(self.scorer.hands) < hands:
            done = len(self.scorer.hands)
            if done // HANDS_AN_EVENING > evening:
                evening = done // HANDS_AN_EVENING
                self.clock += timedelta(days=7, hours=-3)
            roll = rng.random()
            if done == 3 and not any(isinstance(e.event, Undo) for e in self.entries):
                self.slip(self.whole_hand())
            elif roll < 0.006 or (done == 7 and not self.fixes() and not self.fix_asked):
                self.fix_asked = self.fix_asked or done == 7
                self.fix_a_hand()  # one that does not stand is not asked for again
            elif roll < 0.05 and self.play_a_claim():
                pass
            elif roll < 0.3:
                self.play_part_by_part()
            else:
                self.play_in_one_go()

    def fixes(self) -> int:
        return sum(isinstance(entry.event, record.Fix) for entry in self.entries)


def session_events(hands: int, seed: int = 6, players: int = 4, pack: str = "normal") -> Table:
    table = Table(seed, players, pack)
    table.play(hands)
    return table


def write_session(path: Path, hands: int, seed: int = 6, players: int = 4,
                  pack: str = "normal") -> Session:
    """Write a valid session file of `hands` hands, replayed once before writing; four
    players, or six (two teams of three); `pack` "double" plays the double pack (314 a
    trump hand)."""
    table = session_events(hands, seed, players, pack)
    session = create(path, table.rules, table.teams, force=True)
    session.entries = table.entries
    session.original = path.read_bytes()
    # replayed with its course, so that the file gets its snapshot, as after any write
    session.replayed, session.course = replay_course(table.rules, table.teams, table.entries)
    save(session)
    return session


def counts(session: Session) -> Iterator[tuple[str, int]]:
    """How many of each kind of event a session holds, for the benchmark's report."""
    kinds: dict[str, int] = {}
    for entry in session.entries:
        name = type(entry.event).__name__.lower()
        kinds[name] = kinds.get(name, 0) + 1
    yield from sorted(kinds.items())
