"""A bidding game's files among several session files read as one: a table of their own,
beside the other games' in one JSON document or Markdown page, never in their CSV
(shell/several.py: BESIDE)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from jass_slate.language.i18n import N_
from jass_slate.shell.several import BesideFiles

if TYPE_CHECKING:
    from rich.console import RenderableType

    from jass_slate.report.results import GameResult
    from jass_slate.shell.several import BoardExports


class BiddingFiles(BesideFiles):
    name = "bidding"
    contract_key = "contract"
    spoken = N_("Bidding")
    refusal = N_("a CSV is one table and a bidding game's columns are not a {game}'s: export the "
                 "files of each game apart, or use --format json or md")

    def load(self, path: Path) -> Any:
        from jass_slate.games.bidding.commands.board_game import load_board

        return load_board(path)

    def exports(self) -> BoardExports:
        from jass_slate.games.bidding.report import exports

        return exports

    def stats_table(self, counted: dict[str, Any]) -> RenderableType:
        from jass_slate.games.bidding.render.stats import stats_table

        return stats_table(counted)

    def result(self, name: str, board: Any) -> GameResult:
        """The file's game: its sides (each player alone, or two teams), the first past the
        target wins; a Büter's, the Büter and the pair, the side that won the race first
        whatever the totals."""
        from jass_slate.games.bidding.scoring.race import Race

        if isinstance(board, Race):
            return self.race_result(name, board)
        from jass_slate.core.teams import split_team_name
        from jass_slate.games.bidding.scoring.rules import Sides
        from jass_slate.report.aliases import aliased_player
        from jass_slate.report.results import GameResult

        return GameResult(name, 1, "", tuple(
            tuple(aliased_player(player, self.aliases) for player in
                  (split_team_name(side) if board.rules.sides is Sides.TEAMS else (side,)))
            for side in board.sides), board.totals, True, board.winner is not None)

    def race_result(self, name: str, race: Any) -> GameResult:
        """A Büter as three players each alone, so that every reckoning sums to zero: the
        Büter's points are his total less his target, each of the pair's the pair's total
        less theirs (how far each side got past, or stayed short of, its own target); the
        winner of the race is first and the other two share the second, though a loser
        may be further past his target (both crossed in one stage)."""
        from jass_slate.games.bidding.scoring.bueter import BUETER, PAIR
        from jass_slate.report.aliases import aliased_player
        from jass_slate.report.results import GameResult

        named = tuple((aliased_player(player, self.aliases),) for player in race.players)
        if race.bid is None:
            return GameResult(name, 1, "", named, (0,) * len(named), True, False)
        sides = [race.side_of(seat) for seat in range(len(race.players))]
        margin = (race.totals[BUETER] - race.targets[BUETER],
                  race.totals[PAIR] - race.targets[PAIR])
        places = None if race.winner is None else \
            tuple(1 if side == race.winner else 2 for side in sides)
        return GameResult(name, 1, "", named, tuple(margin[side] for side in sides), True,
                          race.winner is not None, places=places)
