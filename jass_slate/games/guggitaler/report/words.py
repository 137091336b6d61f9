"""What jass-slate says and hands over about a Guggitaler: the plain data of `show
--json` and `history --json` (the keys of the issue's contract, then its own), and the
sentences of the board and the replies."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jass_slate.core.cards import Deck
from jass_slate.games.guggitaler.scoring.board import Board, DominoRow, Part, Row
from jass_slate.games.guggitaler.scoring.events import Counted, Domino, Refix
from jass_slate.games.guggitaler.scoring.rules import Finish, Penalty, most
from jass_slate.language.i18n import N_, _

# What a hand penalises, as the board names it: one message per deck.
LABELS = {
    Deck.FRENCH: {Penalty.TRICKS: N_("each trick"), Penalty.HEARTS: N_("each heart"),
                  Penalty.QUEENS: N_("each queen"), Penalty.KING: N_("the king of clubs"),
                  Penalty.LAST: N_("the last trick")},
    Deck.SWISS: {Penalty.TRICKS: N_("each trick"), Penalty.HEARTS: N_("each bell"),
                 Penalty.QUEENS: N_("each ober"), Penalty.KING: N_("the king of roses"),
                 Penalty.LAST: N_("the last trick")},
}


def label(board: Board, penalty: Penalty) -> str:
    return _(LABELS[board.rules.deck][penalty])


def row_label(board: Board, row: Row) -> str:
    """`each heart ×2`, `each heart ×2, reversed`, `domino`."""
    if isinstance(row, DominoRow):
        return _("domino")
    said = f"{label(board, row.penalty)} ×{row.unit}"
    return _("{penalty}, reversed").format(penalty=said) if row.reversed else said


def next_data(board: Board) -> dict[str, Any] | None:
    at = board.next
    if at is None:
        return None
    if at.penalty is None:
        return {"number": at.number, "domino": True}
    return {"number": at.number, "penalises": at.penalty.value,
            "unit": board.rules.unit(at.penalty), "most": most(at.penalty, len(board.players)),
            "reversed": at.reversed}


def show_data(board: Board) -> dict[str, Any]:
    """`show --json`: the contract's keys, then the next part, a draw, the leaders."""
    winner = board.winner
    return {"game": "guggitaler",
            "players": [{"name": name, "total": total}
                        for name, total in zip(board.players, board.totals, strict=True)],
            "hands": len(board.rows), "of": board.of,
            "winner": None if winner is None else board.players[winner],
            "next": next_data(board), "draw": board.draw,
            "leaders": [board.players[s] for s in board.lowest] if board.rows else []}


def row_data(board: Board, row: Row) -> dict[str, Any]:
    """One part with every figure, players in seat order."""
    if isinstance(row, DominoRow):
        return {"number": row.number, "domino": [board.players[s] for s in row.order],
                "places": list(row.places), "scores": list(row.scores)}
    return {"number": row.number, "penalises": row.penalty.value, "unit": row.unit,
            "reversed": row.reversed, "counts": list(row.counts), "scores": list(row.scores)}


def history_data(board: Board) -> dict[str, Any]:
    """`history --json`: every part played."""
    return {"hands": [row_data(board, row) for row in board.rows]}


def running_totals(board: Board) -> list[tuple[int, ...]]:
    """Each part's running totals, oldest first."""
    totals = [0] * len(board.players)
    out = []
    for row in board.rows:
        totals = [t + s for t, s in zip(totals, row.scores, strict=True)]
        out.append(tuple(totals))
    return out


# --- sentences -------------------------------------------------------------------------


def length_line(board: Board) -> str:
    """`2 of 6 parts · units 1, 2, 4, 8, 10 · then the domino`."""
    rules = board.rules
    finish = {Finish.DOMINO: _("then the domino"),
              Finish.REVERSED: _("then the five hands reversed"),
              Finish.NONE: _("five hands")}[rules.finish]
    return _("{played} of {parts} parts · units {units} · {finish}").format(
        played=len(board.rows), parts=board.of,
        units=", ".join(str(u) for u in rules.units), finish=finish)


def next_line(board: Board) -> str | None:
    """What is played next, and what it costs."""
    at = board.next
    if at is None:
        return None
    if at.penalty is None:
        return _("Next: the domino; say the players in finishing order.")
    return part_line(board, at)


def part_line(board: Board, at: Part) -> str:
    assert at.penalty is not None
    values = {"number": at.number, "hands": board.hands_of, "what": label(board, at.penalty),
              "unit": board.rules.unit(at.penalty)}
    if at.reversed:
        return _("Next: hand {number} of {hands}, reversed: {what} earns {unit}.").format(
            **values)
    return _("Next: hand {number} of {hands}: {what} costs {unit}.").format(**values)


def lead_line(board: Board) -> str:
    """Who leads (the lowest total); the winner; or a draw."""
    if not board.rows:
        return _("No hand played yet.")
    lowest = board.lowest
    best = board.totals[lowest[0]]
    names = ", ".join(board.players[s] for s in lowest)
    if board.winner is not None:
        return _("{player} wins with {total}: the lowest total.").format(
            player=names, total=best)
    if board.draw:
        return _("{players} share the lowest total, {total}: a draw.").format(
            players=names, total=best)
    if len(lowest) > 1:
        return _("{players} lead together with {total}.").format(players=names, total=best)
    return _("{player} leads with {total}.").format(player=names, total=best)


def row_line(board: Board, row: Row) -> str:
    """`Hand 2 (each heart ×2): Anna 2: 4, Beat 5: 10, ...` or the domino's places."""
    before, after = row_frame(board, row)
    return before + ", ".join(row_parts(board.players, row)) + after


def row_frame(board: Board, row: Row) -> tuple[str, str]:
    """The words of a part's line before and after its players' parts (the board wraps
    the parts between them)."""
    if isinstance(row, DominoRow):
        sentence = _("Domino: {parts}.").format(parts="\0")
    else:
        sentence = _("Hand {number} ({what}): {parts}.").format(
            number=row.number, what=row_label(board, row), parts="\0")
    before, _split, after = sentence.partition("\0")
    return before, after


def row_parts(names: Sequence[str], row: Row) -> list[str]:
    """Each player's part of a line: `Anna 2: 4`; the domino's in finishing order,
    `Dora 1.: -25`."""
    if isinstance(row, DominoRow):
        return [_("{player} {place}.: {score}").format(
            player=names[seat], place=row.places[seat], score=row.scores[seat])
            for seat in row.order]
    return [_("{player} {count}: {score}").format(player=name, count=count, score=score)
            for name, count, score in zip(names, row.counts, row.scores, strict=True)]


def recorded_lines(board: Board, event: object) -> list[str]:
    """What a command that recorded `event` says: the part, what is next, the lead."""
    if isinstance(event, Refix):
        lines = [_("Part {number} fixed.").format(number=event.number),
                 row_line(board, board.rows[event.number - 1])]
    else:
        lines = [row_line(board, board.rows[-1])]
    return [*lines, *(line for line in (next_line(board),) if line), lead_line(board)]


def undone_line(board: Board, event: object) -> str:
    """What an undo took back."""
    if isinstance(event, Refix):
        return _("Took back the fix of part {number}.").format(number=event.number)
    if isinstance(event, Domino):
        return _("Took back the domino.")
    assert isinstance(event, Counted)
    return _("Took back hand {number}.").format(number=len(board.rows) + 1)
