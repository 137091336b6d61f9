"""`demo`: a bundled evening, played into a temporary session file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from jass_slate.game.cards import Contract
from jass_slate.game.events import Event, Hand, Start, Stoeck, TricksTaken, Weis, WeisCall
from jass_slate.game.rules import preset
from jass_slate.game.scorer import Scorer, counted, match
from jass_slate.game.teams import make_teams
from jass_slate.language.i18n import _
from jass_slate.report.sentences import game_sentence, hand_sentence
from jass_slate.session.file import create, editing, load, save

TEAMS = ("Anna & Beat", "Cla & Dora")

# One game to 3000 under the classic rules, as four friends played it.
DEMO_HANDS: tuple[Event, ...] = (
    Hand(Contract.HEARTS, counted(0, 100), weis=WeisCall(0, (20,))),
    Hand(Contract.CLUBS, counted(1, 97), pushed=True, stoeck=1),
    Hand(Contract.OBENABE, counted(0, 85), weis=WeisCall(0, (100, 20))),
    Hand(Contract.SPADES, counted(1, 112), weis=WeisCall(1, (50,))),
    Hand(Contract.UNDENUFE, match(1), pushed=True),
    Hand(Contract.DIAMONDS, counted(0, 131), stoeck=0),
    Hand(Contract.HEARTS, counted(1, 68), weis=WeisCall(1, (20, 20))),
    Hand(Contract.OBENABE, counted(0, 102), pushed=True),
    Hand(Contract.CLUBS, counted(0, 57), stoeck=1),
    Hand(Contract.UNDENUFE, counted(1, 89), weis=WeisCall(1, (50,))),
    Hand(Contract.DIAMONDS, counted(0, 121), weis=WeisCall(0, (20,))),
    Hand(Contract.SPADES, counted(1, 44), pushed=True),
    Hand(Contract.OBENABE, counted(0, 96), weis=WeisCall(0, (50, 20))),
    Start(Contract.HEARTS),
    Weis(WeisCall(1, (100,))),
    Stoeck(0),
    TricksTaken(counted(0, 78)),
    Hand(Contract.UNDENUFE, counted(0, 104), pushed=True),
    Hand(Contract.CLUBS, counted(1, 90), weis=WeisCall(1, (20,))),
    Hand(Contract.OBENABE, counted(0, 118), weis=WeisCall(0, (20,))),
)


def play_demo(path: Path, say: Callable[[str], None]) -> Scorer:
    """Record the demo evening into `path`, saying each hand as it is written."""
    teams = make_teams(TEAMS, None, "Anna")
    create(path, preset("classic"), teams, force=True)
    say(_("Demo session in a temporary file: {team1} against {team2}, classic rules.").format(
        team1=TEAMS[0], team2=TEAMS[1]))
    slate = load(path).slate
    for event in DEMO_HANDS:
        with editing(path) as session:
            session.record(event)
            save(session)
        slate = session.slate
        if slate.open is None and slate.hands:
            say(hand_sentence(slate.hands[-1], slate))
        if slate.game.decided:
            break
    sentence = game_sentence(slate)
    if sentence:
        say(sentence)
    return slate
