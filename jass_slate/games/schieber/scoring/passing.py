"""The whole season in one pass: events applied in the order they count, each closed hand
handed on to the reader and forgotten (issue 30).

A `Slate` keeps every hand and game of a season; a reader of the whole season (history,
the exports) needs each only once, in order. `Passing` replays through a slate that keeps
the last few (what the rules read: the last hand, the games still open to a correction)
and hands the ones before on as they leave; what it keeps of a game that left is the game
without its parts (`Game.entries`, which no reader reads), so a season's memory stays
flat but for a small record per game. `Season` is what the readers take: the hands, each
with whether it decided its game, then the games, from a pass or from a slate replayed
whole; both give the same.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TypeVar

from jass_slate.core.errors import RuleError
from jass_slate.core.lazy_sequence import Earlier, LazySequence
from jass_slate.core.teams import Teams
from jass_slate.core.undo import EventError
from jass_slate.games.schieber.scoring.events import Entry
from jass_slate.games.schieber.scoring.results import Game, HandResult
from jass_slate.games.schieber.scoring.rules import Rules
from jass_slate.games.schieber.scoring.slate import Slate

T = TypeVar("T")

# The slate reads its last hand (a part cut off by a decided game replaces it) and counts
# the rest; a hand's game is decided, or not, for good once the hand after it closes.
KEEP_HANDS = 2
KEEP_GAMES = 2  # a game, once two have begun after it, is read no more


def _forgotten() -> Sequence[object]:
    raise LookupError("a season read in one pass keeps no hand or game that went by")


class Forgetting(LazySequence[T]):
    """The last `keep` items at hand; each one before them is handed to `passed` as it
    leaves, and counted."""

    __slots__ = ("_keep", "_passed")

    def __init__(self, keep: int, passed: Callable[[T], object]) -> None:
        super().__init__((), Earlier[T](0, _forgotten))  # type: ignore[arg-type]
        self._keep, self._passed = keep, passed

    def append(self, item: T) -> None:
        recent = self._recent
        recent.append(item)
        if len(recent) > self._keep:
            self._passed(recent.pop(0))
            assert self._earlier is not None
            self._earlier.count += 1


class Season:
    """A session's hands, each with whether it decided its game (read once, in order),
    then its games; here from a slate replayed whole."""

    def __init__(self, scorer: Slate) -> None:
        self.scorer = scorer

    def hands(self) -> Iterator[tuple[HandResult, bool]]:
        games = self.scorer.games
        for hand in self.scorer.hands:
            yield hand, games[hand.game - 1].decided_in == hand.number

    def games(self) -> Sequence[Game]:
        """Every game (once the hands are read)."""
        return self.scorer.games


class Passing(Season):
    """The season replayed in one pass over `order` (the indices of the events that
    stand, as `resolve.standing_order` gives them; `fixed`, the hands fixes put in
    place), each event read by `entry_at` when it is applied. A broken rule raises
    EventError with the event's index, as a replay does."""

    def __init__(self, rules: Rules, teams: Teams, order: Sequence[int],
                 fixed: dict[int, Entry], entry_at: Callable[[int], Entry]) -> None:
        super().__init__(Slate(rules, teams))
        self._order, self._fixed, self._entry_at = order, fixed, entry_at
        self._left: list[HandResult] = []
        self._gone: list[Game] = []  # the games that left the slate, without their parts
        self.scorer.hands = Forgetting(KEEP_HANDS, self._left.append)
        self.scorer._past = Forgetting(KEEP_GAMES, self._game_gone)

    def _game_gone(self, game: Game) -> None:
        self._gone.append(replace(game, entries=()))

    def hands(self) -> Iterator[tuple[HandResult, bool]]:
        scorer, left, fixed, entry_at = self.scorer, self._left, self._fixed, self._entry_at
        for index in self._order:
            entry = fixed.get(index) or entry_at(index)
            try:
                scorer.apply(entry.event, entry.at)
            except RuleError as error:
                raise EventError(index, error) from None
            if left:
                yield from self._handed_on(left)
                left.clear()
        yield from self._handed_on(scorer.hands.recent)

    def _handed_on(self, hands: Sequence[HandResult]) -> Iterator[tuple[HandResult, bool]]:
        gone, past, running = self._gone, self.scorer._past.recent, self.scorer._running
        for hand in hands:
            at = hand.game - 1 - len(gone)  # gone, still on the slate, or the one running
            game = gone[hand.game - 1] if at < 0 else past[at] if at < len(past) else running
            assert game is not None
            yield hand, game.decided_in == hand.number

    def games(self) -> Sequence[Game]:
        return [*self._gone, *self.scorer.games.recent]
