"""The Striche of a session, counted from what the slate published, never stored: an undo
or a fix takes them back with the hand that made them."""

from __future__ import annotations

from collections.abc import Iterable

from jass_slate.core.teams import Team
from jass_slate.games.schieber.scoring.results import Game, HandResult
from jass_slate.games.schieber.scoring.striche import Strich, StricheValues, StrichEvent


def striche_earned(values: StricheValues, games: Iterable[Game],
                   hands: Iterable[HandResult]) -> list[Strich]:
    """Every Strich of the session, game by game: the Bergpreis (also in an open game),
    each Match (a Kontermatch instead when the side that did not choose made it; one of
    unknown chooser is a Match), and for a decided game the win and Schneider."""
    matches: dict[int, list[tuple[Team, StrichEvent]]] = {}
    for hand in hands:
        if hand.match is not None:
            event = StrichEvent.KONTERMATCH if hand.kontermatch else StrichEvent.MATCH
            matches.setdefault(hand.game, []).append((hand.match, event))
    earned: list[Strich] = []
    for game in games:
        said: list[tuple[Team, StrichEvent]] = []
        if game.bergpreis is not None:
            said.append((game.bergpreis, StrichEvent.BERGPREIS))
        said.extend(matches.get(game.number, ()))
        if game.winner is not None:
            said.append((game.winner, StrichEvent.WON))
            if game.schneider:
                said.append((game.winner, StrichEvent.SCHNEIDER))
        earned.extend(Strich(game.number, team, event, values.of(event))
                      for team, event in said if values.of(event))
    return earned


def striche_totals(earned: Iterable[Strich], game: int | None = None) -> list[int]:
    """Both teams' Striche, of one game or of all."""
    totals = [0, 0]
    for strich in earned:
        if game is None or strich.game == game:
            totals[strich.team] += strich.striche
    return totals

