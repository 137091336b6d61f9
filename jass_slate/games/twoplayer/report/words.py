"""What jass-slate says and hands over about a two-player game: `show --json` and
`history --json` (docs/games/twoplayer.md, the script contract) and its sentences."""

from __future__ import annotations

from typing import Any

from jass_slate.games.twoplayer.scoring.board import Board
from jass_slate.games.twoplayer.scoring.events import Refix
from jass_slate.games.twoplayer.scoring.score import HandRow
from jass_slate.language.i18n import _


def running_totals(board: Board) -> list[tuple[int, int]]:
    totals = (0, 0)
    out = []
    for row in board.hands:
        totals = (totals[0] + row.scores[0], totals[1] + row.scores[1])
        out.append(totals)
    return out


def hand_data(board: Board, row: HandRow, totals: tuple[int, int]) -> dict[str, Any]:
    players = board.players
    return {"number": row.number, "trump": row.trump.value,
            "taker": None if row.taker is None else players[row.taker],
            "points": list(row.cards), "weis": list(row.weis),
            "stoeck": None if row.stoeck is None else players[row.stoeck],
            "match": None if row.match is None else players[row.match],
            "sums": list(row.sums), "made": row.made, "scores": list(row.scores),
            "totals": list(totals)}


def history_data(board: Board) -> dict[str, Any]:
    return {"hands": [hand_data(board, row, totals)
                      for row, totals in zip(board.hands, running_totals(board), strict=True)]}


def show_data(board: Board) -> dict[str, Any]:
    """`show --json`: the contract's keys first, then the game's own."""
    winner = board.winner
    last = board.hands[-1] if board.hands else None
    return {"game": "twoplayer",
            "players": [{"name": name, "total": total}
                        for name, total in zip(board.players, board.totals, strict=True)],
            "hands": len(board.hands), "of": None,
            "winner": None if winner is None else board.players[winner],
            "preset": board.rules.preset, "target": board.rules.target,
            "last": None if last is None else {
                "taker": None if last.taker is None else board.players[last.taker],
                "made": last.made, "written": list(last.scores)},
            "one_more_hand": board.level}


def hand_line(board: Board, row: HandRow) -> str:
    """`Hand 1 (♥ hearts): Anna took: 115 against 117, failed. Anna 0, Beat 232.`"""
    names = board.players
    scores = ", ".join(f"{name} {score}" for name, score in zip(names, row.scores, strict=True))
    if row.taker is None:
        return _("Hand {number} ({trump}): {scores}.").format(
            number=row.number, trump=row.trump.label, scores=scores)
    other = 1 - row.taker
    verdict = _("made") if row.made else _("failed")
    return _("Hand {number} ({trump}): {taker} took it on: {mine} against {theirs}, "
             "{verdict}. {scores}.").format(
        number=row.number, trump=row.trump.label, taker=names[row.taker],
        mine=row.sums[row.taker], theirs=row.sums[other], verdict=verdict, scores=scores)


def lead_line(board: Board) -> str:
    """Who leads, what each needs; the winner; a tie past the target."""
    target = board.rules.target
    if not board.hands:
        return _("No hand played yet; {target} to win.").format(target=target)
    totals, names = board.totals, board.players
    if board.winner is not None:
        return _("{player} wins with {total} after {hands} hands.").format(
            player=names[board.winner], total=totals[board.winner], hands=len(board.hands))
    if board.level:
        return _("{players} are level at {total}: one more hand decides.").format(
            players=" & ".join(names), total=totals[0])
    needs = "" if target is None else "; " + ", ".join(
        _("{player} needs {points}").format(player=n, points=target - t)
        for n, t in zip(names, totals, strict=True))
    if totals[0] == totals[1]:
        return _("Level at {total}{needs}.").format(total=totals[0], needs=needs)
    lead = 0 if totals[0] > totals[1] else 1
    return _("{player} leads by {ahead}{needs}.").format(
        player=names[lead], ahead=abs(totals[0] - totals[1]), needs=needs)


def rules_line(board: Board) -> str:
    rules = board.rules
    taking = _("the taker must make a point more") if rules.taking else \
        _("each writes his own")
    return _("{preset} · {taking} · to {target}").format(
        preset=rules.preset, taking=taking, target=rules.target)


def recorded_lines(board: Board, event: object) -> list[str]:
    if isinstance(event, Refix):
        return [_("Hand {number} fixed.").format(number=event.number),
                hand_line(board, board.hands[event.number - 1]), lead_line(board)]
    return [hand_line(board, board.hands[-1]), lead_line(board)]


def undone_line(board: Board, event: object) -> str:
    if isinstance(event, Refix):
        return _("Took back the fix of hand {number}.").format(number=event.number)
    return _("Took back hand {number}.").format(number=board.next_number)
