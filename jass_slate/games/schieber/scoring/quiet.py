"""A whole hand written in one step where nothing in it can decide anything (issue 30).

Most hands of a season take no team past a line: not the Bergpreis, not the target. The
order of their parts (`claim_order`, RULES.md §7) then changes nothing but the order of the
game's entries, and no part is cut off; such a hand is written as the slate writes it part
by part, the same entries in the same order, but without opening, writing and closing it
part by part (a replay writes every hand of a season). Any hand that may reach a line, or
that says its forehand, has the double pack's second pair, follows an exact tie or is
refused by a rule, is written part by part (`Slate._whole_hand`); so is every hand where
`quiet_hands` is off, which tests/games/schieber/test_quiet_hands.py compares on generated
seasons.
"""

from __future__ import annotations

from jass_slate.core.errors import RuleError
from jass_slate.games.schieber.scoring.dealing import Dealing
from jass_slate.games.schieber.scoring.events import Hand
from jass_slate.games.schieber.scoring.results import HandResult
from jass_slate.games.schieber.scoring.rules import Part
from jass_slate.games.schieber.scoring.standing import RunningGame
from jass_slate.games.schieber.scoring.tricks import one
from jass_slate.games.schieber.scoring.weis import STOECK_POINTS, check_stoeck_in


class QuietHands(Dealing):
    """Writes a whole hand in one step where none of its parts can decide the game."""

    quiet_hands = True  # False: every hand part by part (the plain way, for comparison)

    def _quietly(self, event: Hand, factor: int, points: tuple[int, int], at: str) -> bool:
        """Write `event`, a whole hand all of whose checks that do not depend on the slate
        passed (its contract's `factor`, its trick `points`), in one step; False (nothing
        written) where it may decide something or be refused: the parts are then written
        one by one."""
        if not self.quiet_hands or self._hand is not None or event.forehand is not None \
                or event.second_stoeck is not None or not self._stoeck_allowed(event):
            return False
        parts = self._parts(event, factor, points)
        game = self._running
        if game is None or game.decided:
            self._new_game()  # as a hand opened part by part begins it
            game = self._playing()
        if not self._stays_below(game, parts):
            return False
        scores = [0, 0]
        for amounts in parts:
            self._add(scores, amounts)
        around = self._around(event.pushed, event.pushed_back, event.pushed_on)
        tricks = event.tricks
        # HandResult's fields in their order (`_make`: a third of the cost of a call by
        # name), the claim and the second pair None, then no part cut, no trick played
        hand = HandResult._make((
            len(self.hands) + 1, game.number, event.contract, factor, event.pushed,
            event.pushed_back, *around, at, event.fixed, event.pushed_on, points, tricks.match,
            event.weis, event.stoeck, None, () if tricks.pile is None else (tricks.pile,),
            None, scores, list(game.scores), (), (), (0, 0)))
        self.dealt += 1
        self._written(hand)
        return True

    def _stoeck_allowed(self, event: Hand) -> bool:
        """Whether the hand's Stöck, if any, count in its contract (if not, the part by
        part writing refuses them where they are written)."""
        if event.stoeck is None:
            return True
        try:
            check_stoeck_in(event.contract, self.rules)
        except RuleError:
            return False
        return True

    def _parts(self, event: Hand, factor: int, points: tuple[int, int]
               ) -> list[tuple[int, int]]:
        """What each part of the hand writes for both teams, in the claim order; `points`:
        its trick points before the factor."""
        parts = []
        for part in self.rules.claim_order:
            if part is Part.STOECK and event.stoeck is not None:
                parts.append(one(event.stoeck, factor * STOECK_POINTS))
            elif part is Part.WEIS and event.weis is not None:
                parts.append(one(event.weis.team, factor * event.weis.total))
            elif part is Part.STICH:
                parts.append((factor * points[0], factor * points[1]))
        return parts

    def _stays_below(self, game: RunningGame, parts: list[tuple[int, int]]) -> bool:
        """Whether these parts, none negative, leave both teams below every line the game
        still looks at (in a tournament there is none: it ends after its hands)."""
        first, second = game.scores
        for one_team, other_team in parts:  # plain loops: asked for every hand
            if one_team < 0 or other_team < 0:
                return False
            first, second = first + one_team, second + other_team
        lines = self.goal_lines()
        if lines is None:
            return True
        if game.tied or game.hill_tied:
            return False
        targets, hill = lines
        if first >= targets[0] or second >= targets[1]:
            return False
        return game.bergpreis is not None or (first < hill[0] and second < hill[1])
