"""What jass-slate says and hands over about a Differenzler: the plain data of `show
--json` and `history --json` (the keys of the issue's contract, plus a few), and the
sentences of the board and the replies.

This is the one home of hiding: a call of a hidden game is shown by nothing until its
hand's points are in. `open_calls` gives the open hand's calls as they may be shown
(None for each, hidden), and every output takes them from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate
from typing import Any

from jass_slate.games.differenzler.scoring.board import Board
from jass_slate.games.differenzler.scoring.events import Call, Played, Refix, Tricks
from jass_slate.games.differenzler.scoring.score import HandRow
from jass_slate.language.i18n import _, ngettext

HIDDEN = "***"  # a hidden call on the board, as the slips under the mat


def open_calls(board: Board) -> list[int | None]:
    """The open hand's calls in seat order as they may be shown: None where a player has
    not called, and for every player while the calls are hidden."""
    hand = board.open
    if hand is None or board.rules.hidden:
        return [None] * len(board.players)
    return [hand.calls.get(seat) for seat in range(len(board.players))]


def called(board: Board) -> list[bool]:
    """Who has called in the open hand (that a player called is no secret)."""
    hand = board.open
    return [hand is not None and seat in hand.calls for seat in range(len(board.players))]


def open_cells(board: Board) -> list[str]:
    """The open hand's calls as the board writes them: the call, `***` for one made but
    hidden, nothing for a player who has not called."""
    return [HIDDEN if done and call is None else "" if call is None else str(call)
            for call, done in zip(open_calls(board), called(board), strict=True)]


def running_totals(board: Board) -> list[tuple[int, ...]]:
    """Each hand's running totals, oldest first (added up seat by seat: a season's
    thousands of hands in C's loops)."""
    seats = zip(*(row.scores for row in board.hands), strict=True)
    return list(zip(*(accumulate(scores) for scores in seats), strict=True))


def hand_data(board: Board, row: HandRow, totals: tuple[int, ...]) -> dict[str, Any]:
    """A played hand with every figure (the export's JSON)."""
    players = board.players
    return {**contract_hand(row), "differences": list(row.differences),
            "credits": list(row.credits),
            "zero_trick": [players[s] for s in sorted(row.zero_trick)],
            "stoeck": None if row.stoeck is None else players[row.stoeck],
            "totals": list(totals)}


def contract_hand(row: HandRow) -> dict[str, Any]:
    """A played hand in the keys of the script contract (docs/games/differenzler.md), players
    in seat order."""
    return {"number": row.number, "trump": row.trump.value, "calls": list(row.calls),
            "points": list(row.points), "scores": list(row.scores)}


def history_data(board: Board) -> dict[str, Any]:
    """`history --json`: every played hand, exactly the contract's keys."""
    return {"hands": [contract_hand(row) for row in board.hands]}


def show_data(board: Board) -> dict[str, Any]:
    """`show --json`: exactly the contract's keys. `open` is the hand being called, its
    calls as they may be shown (all null while hidden)."""
    winner = board.winner
    return {"game": "differenzler",
            "players": [{"name": name, "total": total}
                        for name, total in zip(board.players, board.totals, strict=True)],
            "hands": len(board.hands), "of": board.rules.hands,
            "open": None if board.open is None else {"calls": open_calls(board)},
            "winner": None if winner is None else board.players[winner]}


def board_data(board: Board) -> dict[str, Any]:
    """The board with what the contract leaves out (the export's JSON): the open hand's
    number, trump and who has called, the target, the rules' words, the tie, the lead."""
    data = show_data(board)
    hand = board.open
    if hand is not None:
        data["open"] = {**data["open"], "number": board.next_number, "called": called(board),
                        "trump": None if hand.trump is None else hand.trump.value}
    rules = board.rules
    return {**data, "target": rules.target, "calls_hidden": rules.hidden,
            "bonus": rules.bonus.value, "one_more_hand": board.tie_break,
            "leaders": [board.players[s] for s in board.lowest] if board.hands else []}


def full_history(board: Board) -> list[dict[str, Any]]:
    """Every played hand with every figure (the export's JSON)."""
    return [hand_data(board, row, totals)
            for row, totals in zip(board.hands, running_totals(board), strict=True)]


# --- sentences -------------------------------------------------------------------------


def _names(board: Board, seats: tuple[int, ...]) -> str:
    return ", ".join(board.players[s] for s in seats)


def length_line(board: Board) -> str:
    """`5 of 12 hands · calls hidden · exact hit -10 (not a correct 0)`."""
    rules = board.rules
    played = len(board.hands)
    if rules.hands is not None:
        length = _("{played} of {hands} hands").format(played=played, hands=rules.hands)
    else:
        length = ngettext("{played} hand, to {target}", "{played} hands, to {target}",
                          played).format(played=played, target=rules.target)
    calls = _("calls hidden") if rules.hidden else _("calls open")
    return f"{length} · {calls} · {bonus_words(board)}"


def bonus_words(board: Board) -> str:
    bonus = board.rules.bonus.value
    if bonus == "none":
        return _("no bonus for an exact hit")
    if bonus == "exact":
        return _("exact hit -10 (not a correct 0)")
    return _("exact hit -10 (a correct 0 with a trick)")


def lead_line(board: Board) -> str:
    """Who leads (the lowest total) and by how much; the winner; or a tie to play off."""
    if not board.hands:
        return _("No hand played yet.")
    totals, lowest = board.totals, board.lowest
    best = totals[lowest[0]]
    if board.winner is not None:
        return _("{player} wins with {total} after {hands} hands: the lowest total.").format(
            player=board.players[board.winner], total=best, hands=len(board.hands))
    if board.tie_break:
        return _("{players} are level at {total}: one more hand decides.").format(
            players=_names(board, lowest), total=best)
    if len(lowest) > 1:
        return _("{players} lead together with {total}.").format(
            players=_names(board, lowest), total=best)
    second = min(t for seat, t in enumerate(totals) if seat != lowest[0])
    return _("{player} leads with {total}, {ahead} ahead.").format(
        player=board.players[lowest[0]], total=best, ahead=second - best)


def open_line(board: Board) -> str | None:
    """The hand being called: who has called, and the calls unless hidden."""
    hand = board.open
    if hand is None:
        return None
    waiting = [n for n, done in zip(board.players, called(board), strict=True) if not done]
    trump = _(" ({trump})").format(trump=hand.trump.label) if hand.trump else ""
    if board.rules.hidden:
        said = _("{count} of {players} calls written, hidden").format(
            count=len(hand.calls), players=len(board.players))
    elif hand.calls:
        said = ", ".join(f"{board.players[s]} {hand.calls[s]}" for s in sorted(hand.calls))
    else:
        said = _("no call yet")
    line = _("Hand {number}{trump}: {said}").format(number=board.next_number, trump=trump,
                                                    said=said)
    if waiting:
        line += _("; to call: {players}").format(players=", ".join(waiting))
    return line + "."


def hand_line(board: Board, row: HandRow) -> str:
    """`Hand 3 (♥ hearts): Anna 40/38: 2, Beat 25/25: -10, ...` (call/points: score)."""
    before, after = hand_frame(row.number, row.trump.label)
    return before + ", ".join(hand_parts(board.players, row)) + after


def hand_parts(names: Sequence[str], row: HandRow) -> list[str]:
    """Each player's part of a hand's line: `Anna 40/38: 2`."""
    return [_("{player} {call}/{points}: {score}").format(
        player=name, call=call, points=points, score=score)
        for name, call, points, score in zip(names, row.calls, row.points, row.scores,
                                             strict=True)]


def hand_frame(number: int, trump: str) -> tuple[str, str]:
    """The words of a hand's line before and after its players' parts: `Hand 3 (♥ hearts): `
    and `.` (the board wraps the parts between them)."""
    return framed(_("Hand {number} ({trump}): {parts}."), "parts", number=number,
                  trump=trump)


def totals_frame() -> tuple[str, str]:
    """The words of the totals' line around the players' totals: `Totals: ` and `.`."""
    return framed(_("Totals: {totals}."), "totals")


def framed(sentence: str, parts: str, **values: object) -> tuple[str, str]:
    """`sentence` said with `values`, split where its field `parts` goes."""
    before, _split, after = sentence.format(**values, **{parts: "\0"}).partition("\0")
    return before, after


def recorded_lines(board: Board, event: object) -> list[str]:
    """What a command that recorded `event` says: the call or the hand, then the lead."""
    if isinstance(event, Call):
        return [line for line in (open_line(board),) if line]
    if isinstance(event, Refix):
        return [_("Hand {number} fixed.").format(number=event.number),
                hand_line(board, board.hands[event.number - 1]), lead_line(board)]
    return [hand_line(board, board.hands[-1]), lead_line(board)]


def undone_line(board: Board, event: object) -> str:
    """What an undo took back, hidden calls not said."""
    if isinstance(event, Call) and not event.calls:
        return _("Took back the trump of hand {number}.").format(number=board.next_number)
    if isinstance(event, Call):
        names = ", ".join(name for name, _n in event.calls)
        return _("Took back the calls of {players} in hand {number}.").format(
            players=names, number=board.next_number)
    if isinstance(event, Refix):
        return _("Took back the fix of hand {number}.").format(number=event.number)
    assert isinstance(event, Tricks | Played)
    return _("Took back the points of hand {number}.").format(number=board.next_number)
