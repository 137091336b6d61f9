"""What jass-slate says and hands over about a Mittlere: the plain data of `show --json`
and `history --json` (the keys of the issue's contract, then its own), and the sentences
of the board and the replies. A Strich is written `I`, a Nuller `0`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jass_slate.games.mittlere.scoring.board import Board
from jass_slate.games.mittlere.scoring.events import Refix
from jass_slate.games.mittlere.scoring.marks import HandRow, Rule
from jass_slate.language.i18n import N_, _

STRICH, NULLER = "I", "0"
RULE_WORDS = {
    Rule.NORMAL: N_("the middle player two Nuller"),
    Rule.HUNDRED: N_("100 or more: two Nuller"),
    Rule.NO_TRICK: N_("no trick: two Nuller"),
    Rule.MATCH: N_("a Match: two Striche"),
    Rule.HUNDRED_AND_ZERO: N_("100 or more and another on 0: the middle player two Striche"),
    Rule.VOID: N_("void: no trump was fixed, not counted"),
}


def marks_text(striche: int, nuller: int) -> str:
    """`I`, `II`, `00`, `0`: a hand's marks of one player as the slate writes them."""
    return STRICH * striche + NULLER * nuller


def points_text(row: HandRow, seat: int) -> str:
    """A player's points in a hand, `0+` for a trick of no points."""
    assert row.points is not None
    count = row.points[seat]
    return f"{count}+" if seat in row.zero_trick else str(count)


def running_totals(board: Board) -> list[tuple[int, ...]]:
    """Each recorded hand's running Striche less Nuller, oldest first."""
    totals = [0, 0, 0]
    out = []
    for row in board.hands:
        totals = [t + s for t, s in zip(totals, row.scores, strict=True)]
        out.append(tuple(totals))
    return out


def hand_data(board: Board, row: HandRow) -> dict[str, Any]:
    """A recorded hand in the keys of the script contract (docs/games/mittlere.md)."""
    players = board.players
    match = next((players[s] for s in range(3) if row.rule is Rule.MATCH
                  and row.points is not None and row.points[s] > 0), None)
    return {"number": row.number, "points": None if row.points is None else list(row.points),
            "no_trick": [players[s] for s in range(3) if row.took_no_trick(s)],
            "zero_trick": [players[s] for s in sorted(row.zero_trick)],
            "match": match, "void": not row.counted,
            "middle": None if row.middle is None else players[row.middle],
            "rule": row.rule.value, "striche": list(row.striche), "nuller": list(row.nuller),
            "scores": list(row.scores)}


def history_data(board: Board) -> dict[str, Any]:
    """`history --json`: every recorded hand."""
    return {"hands": [hand_data(board, row) for row in board.hands]}


def show_data(board: Board) -> dict[str, Any]:
    """`show --json`: the contract's keys, then the Striche and Nuller in seat order, the
    void hands and whether the lead is shared at the end."""
    winner = board.winner
    return {"game": "mittlere",
            "players": [{"name": name, "total": total}
                        for name, total in zip(board.players, board.totals, strict=True)],
            "hands": board.counted, "of": board.rules.hands,
            "winner": None if winner is None else board.players[winner],
            "striche": list(board.striche), "nuller": list(board.nuller),
            "void": board.voids, "draw": board.draw}


# --- sentences -------------------------------------------------------------------------


def length_line(board: Board) -> str:
    """`5 of 12 hands · a hand without trump is void`."""
    length = _("{played} of {hands} hands").format(played=board.counted,
                                                   hands=board.rules.hands)
    trump = _("a hand without trump is void") if board.rules.voids else \
        _("a hand without trump counts as Obenabe")
    return f"{length} · {trump}"


def lead_line(board: Board) -> str:
    """Who leads (the most Striche less Nuller) and by how much; the winner; a tie."""
    if not board.hands:
        return _("No hand played yet.")
    totals, leaders = board.totals, board.leaders
    best = totals[leaders[0]]
    names = ", ".join(board.players[s] for s in leaders)
    if board.winner is not None:
        return _("{player} wins with {total} after {hands} hands: the most Striche less "
                 "Nuller.").format(player=names, total=signed(best), hands=board.counted)
    if board.draw:
        return _("{players} share the win with {total}.").format(players=names,
                                                                 total=signed(best))
    if len(leaders) > 1:
        return _("{players} lead together with {total}.").format(players=names,
                                                                 total=signed(best))
    second = max(t for seat, t in enumerate(totals) if seat != leaders[0])
    return _("{player} leads with {total}, {ahead} ahead.").format(
        player=names, total=signed(best), ahead=best - second)


def signed(total: int) -> str:
    """`+5`, `-4`, `0`: a total of marks."""
    return f"{total:+d}" if total else "0"


def hand_parts(names: Sequence[str], row: HandRow) -> list[str]:
    """Each player's part of a hand's line: `Anna 70 I`."""
    return [f"{name} {points_text(row, seat)} {marks_text(row.striche[seat], row.nuller[seat])}"
            for seat, name in enumerate(names)]


def hand_line(board: Board, row: HandRow) -> str:
    """`Hand 3: Anna 70 I, Beat 50 00, Cla 37 I (the middle player two Nuller).`"""
    if not row.counted:
        return _("Hand {number}: {rule}.").format(number=row.number, rule=_(RULE_WORDS[row.rule]))
    return _("Hand {number}: {parts} ({rule}).").format(
        number=row.number, parts=", ".join(hand_parts(board.players, row)),
        rule=_(RULE_WORDS[row.rule]))


def recorded_lines(board: Board, event: object) -> list[str]:
    """What a command that recorded `event` says: the hand, then the lead."""
    if isinstance(event, Refix):
        return [_("Hand {number} fixed.").format(number=event.number),
                hand_line(board, board.hands[event.number - 1]), lead_line(board)]
    return [hand_line(board, board.hands[-1]), lead_line(board)]


def undone_line(board: Board, event: object) -> str:
    """What an undo took back."""
    if isinstance(event, Refix):
        return _("Took back the fix of hand {number}.").format(number=event.number)
    return _("Took back hand {number}.").format(number=board.next_number)
