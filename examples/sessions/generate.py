"""Write the example session files beside this script, through the library's own API.

    python examples/sessions/generate.py

Three evenings of the same circle of friends, each with its own partnerships and
rules, so `jass-slate stats examples/sessions/*.toml` has players who change
partners and a team that plays in two sessions. The hands come from a seeded
random generator: running the script again writes the same files.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

from jass_slate.core.cards import deck_contracts
from jass_slate.core.errors import RuleError
from jass_slate.core.teams import make_teams
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.file.session import Session, create, load, save
from jass_slate.games.schieber.scoring.events import (
    Claim,
    Entry,
    Event,
    Hand,
    Start,
    Stoeck,
    TricksTaken,
    Weis,
    WeisCall,
)
from jass_slate.games.schieber.scoring.rules import Rules, preset
from jass_slate.games.schieber.scoring.tricks import counted, match

HERE = Path(__file__).parent
WEIS_LISTS = ((20,), (20,), (50,), (20, 20), (100,), (50, 20), (100, 20), (200,), (100, 50))


@dataclass(frozen=True)
class Evening:
    file: str
    teams: tuple[str, str]
    first_forehand: str
    rules: Rules
    hands: int
    start: datetime
    seed: int
    favourite: float = 0.5  # how often team 1 takes the larger share of the trick points


EVENINGS = (
    Evening("friday-classic.toml", ("Anna & Beat", "Cla & Dora"), "Anna", preset("classic"),
            40, datetime.fromisoformat("2026-11-20T19:30:00+01:00"), 1, 0.9),
    Evening("saturday-swiss.toml", ("Anna & Cla", "Beat & Dora"), "Dora",
            preset("classic-swiss"), 30, datetime.fromisoformat("2026-11-21T20:00:00+01:00"), 2),
    Evening("sunday-tournament.toml", ("Anna & Beat", "Eli & Fritz"), "Eli",
            preset("tournament"), 24, datetime.fromisoformat("2026-11-22T15:00:00+01:00"), 3),
)


def hand_events(rng: random.Random, evening: Evening, chooser_team: int) -> list[Event]:
    """One hand as the table might say it: in one go, or part by part."""
    contract = rng.choice(deck_contracts(evening.rules.deck))
    pushed = rng.random() < 0.35
    weis = None
    if rng.random() < 0.5:
        weis = WeisCall(rng.choice((chooser_team, 1 - chooser_team)), rng.choice(WEIS_LISTS))
    stoeck = None
    if contract.trump is not None and rng.random() < 0.25:
        stoeck = rng.choice((0, 1))
    roll = rng.random()
    if roll < 0.05:
        tricks = match(chooser_team)
    elif roll < 0.08:
        tricks = match(1 - chooser_team)
    else:
        stronger = 0 if rng.random() < evening.favourite else 1
        tricks = counted(stronger, rng.randint(79, 145))
    if rng.random() < 0.5:
        return [Hand(contract, tricks, pushed=pushed, weis=weis, stoeck=stoeck)]
    parts: list[Event] = [Start(contract, pushed)]
    parts += [Weis(weis)] if weis is not None else []
    parts += [Stoeck(stoeck)] if stoeck is not None else []
    return [*parts, TricksTaken(tricks)]


def write(evening: Evening, folder: Path = HERE) -> Path:
    path = folder / evening.file
    rng = random.Random(evening.seed)
    teams = make_teams(list(evening.teams), None, evening.first_forehand)
    session = create(path, evening.rules, teams, force=True)
    clock = evening.start
    while len(session.scorer.hands) < evening.hands:
        slate = session.scorer
        chooser_team = (slate.first_seat or 0) + slate.dealt
        events = hand_events(rng, evening, chooser_team % 2)
        if _claims(rng, session):
            events = [*events[:1], Claim(chooser_team % 2, captured=_captured(rng))] \
                if isinstance(events[0], Start) else events
        if rng.random() < 0.04:
            events = [*events, Undo(), *events[-1:]]
        for event in events:
            if isinstance(event, Weis | Stoeck | TricksTaken | Claim) \
                    and session.scorer.open is None:
                break  # a Weis or Stöck decided the game: the hand is over
            clock += timedelta(seconds=rng.randint(20, 200))
            _record(session, event, rng, clock)
    save(session)
    return path


def _claims(rng: random.Random, session: Session) -> bool:
    rules, game = session.rules, session.scorer.game
    return rules.target is not None and not game.decided \
        and max(game.scores) > rules.target - 250 and rng.random() < 0.5


def _captured(rng: random.Random) -> tuple[int, int]:
    return (rng.randint(20, 80), 0)


def _record(session: Session, event: Event, rng: random.Random, clock: datetime) -> None:
    """Record as the CLI would; a hand that takes both teams past the target needs
    the team that claimed first, and a claim for the other team is rewritten."""
    try:
        session.record(event)
    except RuleError as error:
        session.replayed = None  # a refused event may have half-changed the slate: replay
        if isinstance(event, Hand | TricksTaken) and "--first" in str(error):
            session.record(replace(event, first=rng.choice((0, 1))))
        elif isinstance(event, Claim):
            session.record(replace(event, captured=(0, event.captured[0]))
                           if event.team else event)
        else:
            raise
    last = session.entries[-1]
    session.entries[-1] = Entry(last.event, clock.isoformat(timespec="seconds"))
    session.replayed = None  # replay with the evening's time stamps


def main() -> None:
    for evening in EVENINGS:
        path = write(evening)
        slate = load(path).scorer
        print(f"{path.name}: {len(slate.hands)} hands, games won {slate.games_won}")


if __name__ == "__main__":
    main()
