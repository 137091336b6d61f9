"""What is written between two hands: a correction (the sponge of the chalk slate,
issue 15) and a player's new name; each said where it stands in the games."""

from __future__ import annotations

from jass_slate.core.errors import RuleError, message
from jass_slate.core.notation import fold
from jass_slate.core.teams import Team, check_rename, renamed
from jass_slate.games.schieber.scoring.results import CorrectionResult, RenameResult
from jass_slate.games.schieber.scoring.standing import Standing
from jass_slate.language.i18n import N_


class Corrections(Standing):
    """The games and hands written so far, and what is written between hands."""

    def _correct(self, team: Team, points: int, why: str, at: str) -> None:
        """A manual entry between two hands of the game being played (issue 15)."""
        if self._hand is not None:
            raise RuleError(message(
                N_("hand {number} is still open: a correction is written between hands; "
                   "record its tricks or a claim, or undo it, first"),
                number=self._hand.number), key="correct")
        game = self._running
        if game is None or game.decided:
            refusal = N_("no game is being played: a correction counts in a game that has "
                         "hands and is not decided (fix or undo a hand of a decided game)")
            raise RuleError(message(refusal), key="correct", value=points)
        if points == 0:
            raise RuleError(message(N_("a correction of 0 changes nothing: say +N or -N")),
                            key="correct", value=points)
        if not why.isprintable():  # its line of the file holds it: no line break, no tab
            raise RuleError(message(N_("the reason of a correction is plain words on one "
                                       "line, not {why!r}"), why=why), key="why", value=why)
        if game.scores[team] + points < 0:
            raise RuleError(message(
                N_("a correction of {points} would take {team} below 0 (it has {score})"),
                points=points, team=self.teams.name(team), score=game.scores[team]),
                key="correct", value=points)
        self._write_correction(team, points, why, at)

    def _write_correction(self, team: Team, points: int, why: str, at: str) -> None:
        """A correction between hands: written like any part, judged by the same lines
        (a game it decides ends with the last hand), and ties settled at once."""
        game = self._playing()
        game.scores[team] += points
        game.entries.append((team, points))
        self._judge(None)
        if (game.tied or game.hill_tied) and not game.decided:
            self._settle_ties()
        self.corrections.append(CorrectionResult(
            game.number, self.hands[-1].number, team, points, why, list(game.scores), at))

    def _rename(self, old: str, new: str, at: str) -> None:
        """A player called `new` from here on: every later event, and the slate, say it."""
        spelled, clean = check_rename(self.teams, old, new)
        self.teams = renamed(self.teams, spelled, clean)
        hand = self._hand or (self.hands[-1] if self.hands else None)
        game = self._running.number if self._running is not None else len(self._past) + 1
        self.renames.append(RenameResult(game, 0 if hand is None else hand.number,
                                         self._hand is not None, spelled, clean, at))

    def named_now(self, player: str) -> str:
        """The name a player said with an earlier name (a hand's forehand) has now."""
        for rename in self.renames:
            if fold(rename.old) == fold(player):
                player = rename.new
        return player
