"""A hand checked against the board's rules and written on it: every player once, each
entry within the rules' range, `x` only where a player may sit out (or has finished),
the fixed total per hand, the most Striche a hand gives out; and a fix, which the hands
after it must still fit."""

from __future__ import annotations

from collections.abc import Sequence

from jass_slate.core.errors import RuleError, message
from jass_slate.core.said import player
from jass_slate.games.board.scoring.board import Board, Row, row_of
from jass_slate.games.board.scoring.events import Hand, Refix
from jass_slate.language.i18n import N_


def _seats(board: Board, hand: Hand) -> list[int | None]:
    """Every player's entry in seat order; a player missing or said twice is refused."""
    found: dict[int, int | None] = {}
    for name, value in hand.entries:
        seat = board.players.index(player(board.players, name))
        if seat in found:
            raise RuleError(message(N_("{player} is said twice in one hand"),
                                    player=board.players[seat]), value=name)
        found[seat] = value
    missing = [board.players[s] for s in range(len(board.players)) if s not in found]
    if missing:
        raise RuleError(message(N_("say what the hand writes for {players}: every player "
                                   "is named"), players=", ".join(missing)))
    return [found[seat] for seat in range(len(board.players))]


def _entry(board: Board, seat: int, value: int | None) -> None:
    rules, name = board.rules, board.players[seat]
    if seat not in board.playing:
        if value is not None:
            raise RuleError(message(N_("{player} has finished and plays no more hands: "
                                       "{player}=x"), player=name), value=value)
        return
    if value is None:
        if not rules.sat_out:
            raise RuleError(message(N_("{player}=x: these rules have no player who sits a "
                                       "hand out; give a number"), player=name))
        return
    if not rules.least <= value <= rules.most:
        raise RuleError(message(N_("{player}={value}: a hand writes {least} to {most} for "
                                   "a player"), player=name, value=value, least=rules.least,
                                most=rules.most), value=value)


def checked_row(board: Board, number: int, hand: Hand) -> Row:
    """The hand as the board writes it, after every check of the rules."""
    entries = _seats(board, hand)
    for seat, value in enumerate(entries):
        _entry(board, seat, value)
    rules = board.rules
    said = sum(v for v in entries if v is not None)
    if rules.per_hand is not None and said != rules.per_hand:
        raise RuleError(message(N_("the hand writes {sum} in all, not {total}: every hand "
                                   "writes {total}"), sum=said, total=rules.per_hand),
                        value=said)
    striche = sum(v for v in entries if v is not None and v > 0)
    if rules.striche is not None and striche > rules.striche:
        raise RuleError(message(N_("{count} Striche in one hand: a hand gives out at most "
                                   "{most}"), count=striche, most=rules.striche),
                        value=striche)
    return row_of(rules, number, entries)


def _refuse_when_over(board: Board) -> None:
    if board.finished:
        raise RuleError(message(N_("the game is over after {hands} hands: `new` starts the "
                                   "next one, `undo` takes back the last hand"),
                                hands=len(board.hands)))


def _fixed(board: Board, event: Refix) -> Board:
    if not 1 <= event.number <= len(board.hands):
        raise RuleError(message(N_("there is no hand {number} to fix: hands 1 to {count} "
                                   "are played"), number=event.number,
                                count=len(board.hands)), value=event.number)
    again = Board(board.players, board.rules)
    hands: Sequence[Hand] = [Hand(_said(board, row)) for row in board.hands]
    for index, hand in enumerate(hands):
        if index + 1 != event.number:
            try:
                _refuse_when_over(again)
                again.add(checked_row(again, index + 1, hand))
            except RuleError as error:
                raise RuleError(message(N_("after that fix hand {number} no longer fits: "
                                           "{problem}"), number=index + 1,
                                        problem=error.message)) from None
        else:
            again.add(checked_row(again, index + 1, event.hand))
    return again


def _said(board: Board, row: Row) -> tuple[tuple[str, int | None], ...]:
    return tuple(zip(board.players, row.entries, strict=True))


def apply(board: Board, event: object) -> Board:
    """The board after one event; a refusal raises RuleError and changes nothing."""
    if isinstance(event, Hand):
        _refuse_when_over(board)
        board.add(checked_row(board, board.next_number, event))
        return board
    if isinstance(event, Refix):
        return _fixed(board, event)
    raise RuleError(message(N_("an event line is a time stamp and what happened")))
