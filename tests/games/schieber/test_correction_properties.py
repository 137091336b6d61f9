"""Invariants of corrections (issue 15), for any evening of hands and corrections."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jass_slate.core.cards import Deck, deck_contracts
from jass_slate.core.errors import RuleError
from jass_slate.core.teams import Team
from jass_slate.core.undo import Undo
from jass_slate.games.schieber.file.event_text import format_entry, parse_entry
from jass_slate.games.schieber.scoring.events import Correction, Entry, Event, Hand
from jass_slate.games.schieber.scoring.rules import preset
from jass_slate.games.schieber.scoring.slate import Slate, replay
from jass_slate.games.schieber.scoring.tricks import counted
from tests.helpers import TEAMS

AT = "2026-12-01T20:00:00+01:00"
HAND = st.builds(lambda c, t, p: Hand(c, counted(t, p)),
                 st.sampled_from(deck_contracts(Deck.FRENCH)),
                 st.sampled_from([Team.ONE, Team.TWO]), st.integers(0, 157).filter(
                     lambda p: p not in (1, 156)))
CORRECTION = st.builds(Correction, st.sampled_from([Team.ONE, Team.TWO]),
                       st.integers(-300, 300).filter(bool), st.text(
                           st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")),
                           max_size=20))


def kept(events: list[Event]) -> tuple[Slate, list[Entry]]:
    """The events a scorer takes, in order; those it refuses are left out."""
    rules = preset("classic")
    scorer, entries = Slate(rules, TEAMS), list[Entry]()
    for event in events:
        try:
            replay(rules, TEAMS, [*entries, Entry(event, AT)])
        except RuleError:
            continue
        entries.append(Entry(event, AT))
        scorer.apply(event, AT)
    return scorer, entries


@settings(max_examples=40, deadline=None)
@given(st.lists(st.one_of(HAND, CORRECTION), max_size=14))
def test_a_game_is_its_hands_and_its_corrections(events: list[Event]) -> None:
    scorer, entries = kept(events)
    for game in scorer.games:
        hands = [h for h in scorer.hands if h.game == game.number]
        corrections = [c for c in scorer.corrections if c.game == game.number]
        for team in (0, 1):
            assert game.scores[team] == sum(h.scores[team] for h in hands) + sum(
                c.points for c in corrections if c.team == team)
            assert game.scores[team] >= 0
            assert game.marks[team].value == game.scores[team]
            assert min(vars(game.marks[team]).values()) >= 0  # no negative stroke
    # every line reads back as the event it was written from
    assert [parse_entry(format_entry(entry)) for entry in entries] == entries


@settings(max_examples=30, deadline=None)
@given(st.lists(HAND, min_size=1, max_size=6), CORRECTION)
def test_an_undone_correction_leaves_the_slate_as_it_was(hands: list[Event],
                                                         correction: Correction) -> None:
    scorer, entries = kept(hands)
    rules = preset("classic")
    try:
        replay(rules, TEAMS, [*entries, Entry(correction, AT)])
    except RuleError:
        return  # refused (a decided game, below 0): nothing to undo
    undone = replay(rules, TEAMS, [*entries, Entry(correction, AT), Entry(Undo(), AT)])
    assert [g.scores for g in undone.games] == [g.scores for g in scorer.games]
    assert undone.corrections == []
