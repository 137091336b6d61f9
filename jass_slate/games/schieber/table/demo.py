"""`demo`: a bundled evening, played into a temporary session file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from jass_slate.core.cards import Contract
from jass_slate.core.teams import Team, make_teams
from jass_slate.games.schieber.file.session import create, editing, save
from jass_slate.games.schieber.report.sentences import game_sentence, hand_sentence
from jass_slate.games.schieber.scoring.events import (
    Event,
    Hand,
    Start,
    Stoeck,
    TricksTaken,
    Weis,
    WeisCall,
)
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.games.schieber.scoring.tricks import counted, match
from jass_slate.language.i18n import _

TEAMS = ("Anna & Beat", "Cla & Dora")

# One game to 3000 under the classic rules, as four friends played it.
DEMO_HANDS: tuple[Event, ...] = (
    Hand(Contract.HEARTS, counted(Team.ONE, 100), weis=WeisCall(Team.ONE, (20,))),
    Hand(Contract.CLUBS, counted(Team.TWO, 97), pushed=True, stoeck=Team.TWO),
    Hand(Contract.OBENABE, counted(Team.ONE, 85), weis=WeisCall(Team.ONE, (100, 20))),
    Hand(Contract.SPADES, counted(Team.TWO, 112), weis=WeisCall(Team.TWO, (50,))),
    Hand(Contract.UNDENUFE, match(Team.TWO), pushed=True),
    Hand(Contract.DIAMONDS, counted(Team.ONE, 131), stoeck=Team.ONE),
    Hand(Contract.HEARTS, counted(Team.TWO, 68), weis=WeisCall(Team.TWO, (20, 20))),
    Hand(Contract.OBENABE, counted(Team.ONE, 102), pushed=True),
    Hand(Contract.CLUBS, counted(Team.ONE, 57), stoeck=Team.TWO),
    Hand(Contract.UNDENUFE, counted(Team.TWO, 89), weis=WeisCall(Team.TWO, (50,))),
    Hand(Contract.DIAMONDS, counted(Team.ONE, 121), weis=WeisCall(Team.ONE, (20,))),
    Hand(Contract.SPADES, counted(Team.TWO, 44), pushed=True),
    Hand(Contract.OBENABE, counted(Team.ONE, 96), weis=WeisCall(Team.ONE, (50, 20))),
    Start(Contract.HEARTS),
    Weis(WeisCall(Team.TWO, (100,))),
    Stoeck(Team.ONE),
    TricksTaken(counted(Team.ONE, 78)),
    Hand(Contract.UNDENUFE, counted(Team.ONE, 104), pushed=True),
    Hand(Contract.CLUBS, counted(Team.TWO, 90), weis=WeisCall(Team.TWO, (20,))),
    Hand(Contract.OBENABE, counted(Team.ONE, 118), weis=WeisCall(Team.ONE, (20,))),
)


def play_demo(path: Path, say: Callable[[str], None]) -> Slate:
    """Record the demo evening into `path`, saying each hand as it is recorded; the file is
    written once, at the end (it is a temporary file: a durable write a hand is for a table)."""
    teams = make_teams(TEAMS, None, "Anna")
    create(path, preset("classic"), teams, force=True)
    say(_("Demo session in a temporary file: {team1} against {team2}, classic rules.").format(
        team1=TEAMS[0], team2=TEAMS[1]))
    with editing(path) as session:
        scorer = session.scorer
        for event in DEMO_HANDS:
            session.record(event)
            scorer = session.scorer
            if scorer.open is None and scorer.hands:
                say(hand_sentence(scorer.hands[-1], scorer))
            if scorer.game.decided:
                break
        save(session)
    sentence = game_sentence(scorer)
    if sentence:
        say(sentence)
    return scorer
