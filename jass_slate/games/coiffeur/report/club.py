"""A Coiffeur session as the club's database keeps it (report/club.py): a hand is a cell
written (a fix too), its contract the row's name and factor, its declaring team the
chooser; each team's score is what the cell changed of its total, so that the scores add
up to the slate's totals."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from jass_slate.games.coiffeur.report.exports import Coiffeur
from jass_slate.games.coiffeur.report.words import history_data
from jass_slate.report.club import ClubSession, HandRow, SidePart, game_rows
from jass_slate.report.results import GameResult


def club_session(coiffeur: Coiffeur, result: GameResult, aliases: Mapping[str, str]
                 ) -> ClubSession:
    from jass_slate.report.aliases import aliased_team

    name, board, entries = coiffeur
    names = tuple(aliased_team(team.name, aliases) for team in board.setup.teams)
    before: Sequence[int] = [0] * len(names)
    hands = []
    for hand in history_data(board, entries):
        totals = hand["totals"]
        team = 1 + [t.name for t in board.setup.teams].index(hand["team"])
        parts = tuple(SidePart(side, totals[side - 1] - before[side - 1], totals[side - 1],
                               hand["cell"]["points"] if side == team else None)
                      for side in range(1, len(names) + 1))
        hands.append(HandRow(hand["number"], 1, hand["name"], hand["factor"], parts,
                             chooser_side=team, at=hand["at"]))
        before = totals
    return ClubSession(name, "coiffeur", names, result.sides, tuple(hands),
                       game_rows([result], hands))
