"""The two-player board replayed from its events: the hands played, the totals, and the
end (a player reaching the target after a hand; both there, the higher total; level,
one more hand)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from jass_slate.core.cards import Contract
from jass_slate.core.errors import RuleError, message
from jass_slate.core.said import seat_of
from jass_slate.core.undo import EventError
from jass_slate.games.twoplayer.scoring.events import Hand, Refix
from jass_slate.games.twoplayer.scoring.rules import ALL_CARDS, TwoRules, WeisRule
from jass_slate.games.twoplayer.scoring.score import HandRow, hand_row
from jass_slate.language.i18n import N_

WEIS_VALUES = (20, 50, 100, 150, 200)  # a run of 3, 4, 5+; four of a kind, nines, unders


@dataclass
class Board:
    """The game as it stands; each event is checked before it changes anything."""

    players: tuple[str, str]
    rules: TwoRules
    hands: list[HandRow] = field(default_factory=list)
    running: list[int] = field(default_factory=lambda: [0, 0])

    @property
    def totals(self) -> tuple[int, int]:
        return self.running[0], self.running[1]

    @property
    def winner(self) -> int | None:
        return winner_of(self.rules, self.running)

    @property
    def level(self) -> bool:
        """Both past the target and level: one more hand decides."""
        target = self.rules.target
        return target is not None and self.running[0] == self.running[1] >= target \
            and bool(self.hands)

    @property
    def next_number(self) -> int:
        return len(self.hands) + 1

    def add(self, row: HandRow) -> None:
        self.hands.append(row)
        self.running = [t + s for t, s in zip(self.running, row.scores, strict=True)]


def totals_after(hands: Iterable[HandRow]) -> list[int]:
    totals = [0, 0]
    for hand in hands:
        totals = [t + s for t, s in zip(totals, hand.scores, strict=True)]
    return totals


def winner_of(rules: TwoRules, totals: Sequence[int]) -> int | None:
    if rules.target is None or max(totals) < rules.target or totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1



def _cards(rules: TwoRules, players: Sequence[str], hand: Hand) -> tuple[int, int]:
    found: dict[int, int] = {}
    for name, value in hand.points:
        found[seat_of(players, name)] = value
    if len(found) != 2:
        raise RuleError(message(N_("give both players' card points: a hand of these rules "
                                   "has no fixed total")))
    cards = (found[0], found[1])
    most = rules.most_points
    for name, value in zip(players, cards, strict=True):
        if not 0 <= value <= most:
            raise RuleError(message(N_("{player}'s card points must be 0 to {most}, not "
                                       "{count}"), player=name, most=most, count=value),
                            value=value)
    total = sum(cards)
    if rules.all_played and total != ALL_CARDS:
        raise RuleError(message(N_("the card points add up to {sum}, not 157: every card "
                                   "is played in these rules"), sum=total), value=total)
    if total > most:
        raise RuleError(message(N_("the card points add up to {sum}, more than the {most} "
                                   "a hand has"), sum=total, most=most), value=total)
    return cards


def _weis(rules: TwoRules, players: Sequence[str], hand: Hand) -> tuple[int, int]:
    weis = [0, 0]
    for name, values in hand.weis:
        if rules.weis is WeisRule.NONE:
            raise RuleError(message(N_("Weis are not written in these rules (rules key "
                                       "'weis')")), key="weis")
        for value in values:
            if value not in WEIS_VALUES:
                raise RuleError(message(N_("{value} is not a Weis: a Weis is worth {values}"),
                                        value=value,
                                        values=", ".join(str(v) for v in WEIS_VALUES)),
                                value=value)
        weis[seat_of(players, name)] += sum(values)
    if rules.weis is WeisRule.BEST_ONLY and all(weis):
        raise RuleError(message(N_("only the best Weis scores: give one player's Weis (equal "
                                   "Weis cancel)")), key="weis")
    return weis[0], weis[1]


def check_trump(rules: TwoRules, trump: Contract) -> None:
    """The turned card's suit is trump: a suit of the deck, never Obenabe or Undenufe."""
    if trump not in rules.contracts:
        raise RuleError(message(N_("{trump} is not a trump here: the turned card's suit is "
                                   "trump, no Obenabe or Undenufe"), trump=trump.label),
                        value=trump.value)


def played_row(board: Board, number: int, hand: Hand) -> HandRow:
    """A hand checked and written as the board writes it."""
    rules, players = board.rules, board.players
    check_trump(rules, hand.trump)
    if rules.taking and hand.taker is None:
        raise RuleError(message(N_("say who took the game on: --taker PLAYER")))
    if not rules.taking and hand.taker is not None:
        raise RuleError(message(N_("these rules have no taker: each writes his own points "
                                   "(rules key 'taking')")), key="taking")
    taker = None if hand.taker is None else seat_of(players, hand.taker)
    cards = _cards(rules, players, hand)
    match = None if hand.match is None else seat_of(players, hand.match)
    if match is not None and cards[1 - match] != 0:
        raise RuleError(message(N_("{player} took every trick: the other has no card "
                                   "points"), player=players[match]))
    stoeck = None if hand.stoeck is None else seat_of(players, hand.stoeck)
    return hand_row(rules, number, hand.trump, taker, cards, match,
                    _weis(rules, players, hand), stoeck)


def first_decided(rules: TwoRules, hands: Sequence[HandRow]) -> int | None:
    totals = [0, 0]
    for played, hand in enumerate(hands, 1):
        totals = [t + s for t, s in zip(totals, hand.scores, strict=True)]
        if winner_of(rules, totals) is not None:
            return played
    return None


def _refix(board: Board, event: Refix) -> Board:
    if not 1 <= event.number <= len(board.hands):
        raise RuleError(message(N_("there is no hand {number} to fix: hands 1 to {count} "
                                   "are played"), number=event.number,
                                count=len(board.hands)), value=event.number)
    hands = list(board.hands)
    hands[event.number - 1] = played_row(board, event.number, event.hand)
    decided = first_decided(board.rules, hands)
    if decided is not None and decided < len(hands):
        raise RuleError(message(N_("that fix would end the game after hand {number}, "
                                   "before the hands recorded after it"), number=decided))
    board.hands = hands
    board.running = totals_after(hands)
    return board


def apply(board: Board, event: object) -> Board:
    """The board after one event (changed in place and returned); a refusal raises
    RuleError and changes nothing."""
    if isinstance(event, Hand):
        winner = board.winner
        if winner is not None:
            raise RuleError(message(N_("the game is over: {player} won with {total}; `new` "
                                       "starts the next one"), player=board.players[winner],
                                    total=board.totals[winner]))
        board.add(played_row(board, board.next_number, event))
        return board
    if isinstance(event, Refix):
        return _refix(board, event)
    raise RuleError(message(N_("an event line is a time stamp and what happened")))


def replay(players: tuple[str, str], rules: TwoRules,
           events: Sequence[tuple[int, object]]) -> Board:
    board = Board(players, rules)
    for index, event in events:
        try:
            board = apply(board, event)
        except RuleError as error:
            raise EventError(index, error) from None
    return board
