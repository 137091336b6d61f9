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
    matches = Matches()
    for hand in hands:
        matches.take(hand)
    return matches.earned(values, games)


class Matches:
    """The Matches of a season's hands, taken one at a time (a reader of one pass keeps
    them, not the hands), and the Striche they and the games earn."""

    __slots__ = ("_by_game",)

    def __init__(self) -> None:
        self._by_game: dict[int, list[tuple[Team, StrichEvent]]] = {}

    def take(self, hand: HandResult) -> None:
        if hand.match is not None:
            event = StrichEvent.KONTERMATCH if hand.kontermatch else StrichEvent.MATCH
            self._by_game.setdefault(hand.game, []).append((hand.match, event))

    def earned(self, values: StricheValues, games: Iterable[Game]) -> list[Strich]:
        """Every Strich of the games, once every hand is taken (`striche_earned`)."""
        earned: list[Strich] = []
        for game in games:
            said: list[tuple[Team, StrichEvent]] = []
            if game.bergpreis is not None:
                said.append((game.bergpreis, StrichEvent.BERGPREIS))
            said.extend(self._by_game.get(game.number, ()))
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

