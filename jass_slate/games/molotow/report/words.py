"""What jass-slate says and hands over about a Molotow: the plain data of `show --json`
and `history --json` (the keys of the issue's contract first, then its own), and the
sentences of the board and the replies."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jass_slate.games.molotow.scoring.board import Board
from jass_slate.games.molotow.scoring.events import Refix
from jass_slate.games.molotow.scoring.rules import TableWeis
from jass_slate.games.molotow.scoring.score import HandRow, table_factor
from jass_slate.language.i18n import _, ngettext


def running_totals(board: Board) -> list[tuple[int, ...]]:
    """Each hand's running totals, oldest first."""
    totals = [0] * len(board.players)
    out = []
    for row in board.hands:
        totals = [t + s for t, s in zip(totals, row.scores, strict=True)]
        out.append(tuple(totals))
    return out


def contract_hand(board: Board, row: HandRow) -> dict[str, Any]:
    """A played hand in the keys of the script contract (docs/games/molotow.md), players
    in seat order: Weis as said (positive), `scores` what the hand wrote."""
    return {"number": row.number, "trump": row.trump.value, "points": list(row.points),
            "hand_weis": [list(w) for w in row.hand_weis],
            "table_weis": [list(w) for w in row.table_weis],
            "stoeck": None if row.stoeck is None else board.players[row.stoeck],
            "doubled": row.doubled, "scores": list(row.scores)}


def history_data(board: Board) -> dict[str, Any]:
    """`history --json`: every played hand."""
    return {"hands": [contract_hand(board, row) for row in board.hands]}


def show_data(board: Board) -> dict[str, Any]:
    """`show --json`: the contract's keys, then Molotow's own: the target, whether the
    win is shared, who has the fewest, whether one more hand is asked for."""
    winner = board.winner
    rules = board.rules
    return {"game": "molotow",
            "players": [{"name": name, "total": total}
                        for name, total in zip(board.players, board.totals, strict=True)],
            "hands": len(board.hands), "of": rules.hands,
            "winner": None if winner is None else board.players[winner],
            "target": rules.target, "draw": board.draw,
            "leaders": [board.players[s] for s in board.lowest] if board.hands else [],
            "one_more_hand": board.tie_break}


def full_history(board: Board) -> list[dict[str, Any]]:
    """Every played hand with its running totals (the export's JSON)."""
    return [{**contract_hand(board, row), "totals": list(totals)}
            for row, totals in zip(board.hands, running_totals(board), strict=True)]


def history_cells(board: Board) -> list[list[str]]:
    """Per hand and player `points weis: what the hand wrote = the running total`."""
    factor = table_factor(board.rules)
    return [[f"{p}{weis_mark(row, seat, factor)}: {s} = {totals[seat]}"
             for seat, (p, s) in enumerate(zip(row.points, row.scores, strict=True))]
            for row, totals in zip(board.hands, running_totals(board), strict=True)]


# --- sentences -------------------------------------------------------------------------


def _names(board: Board, seats: Sequence[int]) -> str:
    return ", ".join(board.players[s] for s in seats)


def length_line(board: Board) -> str:
    """`5 of 8 hands · table Weis once · the last hand double · points in tens`."""
    rules = board.rules
    played = len(board.hands)
    if rules.hands is not None:
        parts = [_("{played} of {hands} hands").format(played=played, hands=rules.hands)]
    else:
        parts = [ngettext("{played} hand, to {target}", "{played} hands, to {target}",
                          played).format(played=played, target=rules.target)]
    parts.append(_("table Weis twice") if rules.table_weis is TableWeis.DOUBLE
                 else _("table Weis once"))
    if rules.last_hand_double:
        parts.append(_("the last hand double"))
    if rules.rounded:
        parts.append(_("points in tens"))
    return " · ".join(parts)


def lead_line(board: Board) -> str:
    """Who leads (the fewest points) and by how much; the winner; a shared win; or a
    tie to play off."""
    if not board.hands:
        return _("No hand played yet.")
    totals, lowest = board.totals, board.lowest
    best = totals[lowest[0]]
    if board.winner is not None:
        return _("{player} wins with {total} after {hands} hands: the fewest points.").format(
            player=board.players[board.winner], total=best, hands=len(board.hands))
    if board.draw:
        return _("{players} share the win with {total} after {hands} hands.").format(
            players=_names(board, lowest), total=best, hands=len(board.hands))
    if board.tie_break:
        return _("{players} are level at {total}: one more hand decides.").format(
            players=_names(board, lowest), total=best)
    if len(lowest) > 1:
        return _("{players} lead together with {total}.").format(
            players=_names(board, lowest), total=best)
    second = min(t for seat, t in enumerate(totals) if seat != lowest[0])
    return _("{player} leads with {total}, {ahead} ahead.").format(
        player=board.players[lowest[0]], total=best, ahead=second - best)


def weis_mark(row: HandRow, seat: int, factor: int) -> str:
    """A player's Weis and Stöck in a hand as said: `-20-20`, `+50`, `S` (empty: none)."""
    marks = [f"-{w}" for w in row.hand_weis[seat]]
    marks += [f"+{w * factor}" for w in row.table_weis[seat]]
    if row.stoeck == seat:
        marks.append(" S")
    return "".join(marks)  # `-20 S`: a Weis of the hand and the Stöck


def hand_parts(board: Board, names: Sequence[str], row: HandRow) -> list[str]:
    """Each player's part of a hand's line: `Anna 62+20: 82`."""
    factor = table_factor(board.rules)
    return [_("{player} {points}{weis}: {score}").format(
        player=name, points=points, weis=weis_mark(row, seat, factor), score=score)
        for seat, (name, points, score) in enumerate(zip(names, row.points, row.scores,
                                                          strict=True))]


def hand_frame(row: HandRow, trump: str) -> tuple[str, str]:
    """The words of a hand's line before and after its players' parts."""
    sentence = _("Hand {number} ({trump}, counted twice): {parts}.") if row.doubled \
        else _("Hand {number} ({trump}): {parts}.")
    return framed(sentence, "parts", number=row.number, trump=trump)


def totals_frame() -> tuple[str, str]:
    """The words of the totals' line around the players' totals: `Totals: ` and `.`."""
    return framed(_("Totals: {totals}."), "totals")


def framed(sentence: str, parts: str, **values: object) -> tuple[str, str]:
    """`sentence` said with `values`, split where its field `parts` goes."""
    before, _split, after = sentence.format(**values, **{parts: "\0"}).partition("\0")
    return before, after


def hand_line(board: Board, row: HandRow) -> str:
    """`Hand 1 (♥ hearts): Anna 62+20: 82, Beat 40-20: 20, Cla 55: 55, Dora 0S: -20.`"""
    before, after = hand_frame(row, row.trump.label)
    return before + ", ".join(hand_parts(board, board.players, row)) + after


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
