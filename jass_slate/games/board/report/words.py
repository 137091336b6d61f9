"""What jass-slate says and hands over about a free board: the plain data of `show
--json` and `history --json` (the keys of the script contract, then its own), and the
sentences of the board and the replies."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jass_slate.games.board.scoring.board import Board, Row
from jass_slate.games.board.scoring.events import Hand, Refix
from jass_slate.games.board.scoring.rules import Finish, rules_table
from jass_slate.games.board.scoring.said import SAT_OUT
from jass_slate.language.i18n import _, ngettext


def running_totals(board: Board) -> list[tuple[int, ...]]:
    """Each hand's running totals, oldest first."""
    totals = [0] * len(board.players)
    out = []
    for row in board.hands:
        totals = [t + s for t, s in zip(totals, row.scores, strict=True)]
        out.append(tuple(totals))
    return out


def said_cell(value: int | None) -> str:
    """An entry as the board writes it: the number, or `x` for one who did not play."""
    return SAT_OUT if value is None else str(value)


def cell(value: int | None, score: int) -> str:
    """`10`, `x`, or `54 (5)` where the entry is counted in tens."""
    said = said_cell(value)
    return said if value is None or value == score else f"{said} ({score})"


def contract_hand(row: Row, totals: Sequence[int]) -> dict[str, Any]:
    """A hand in the keys of the script contract (docs/games/board.md), players in seat
    order: what was said (null: did not play), what it counts, the running totals."""
    return {"number": row.number, "points": list(row.entries), "scores": list(row.scores),
            "totals": list(totals)}


def history_data(board: Board) -> dict[str, Any]:
    """`history --json`: every hand."""
    return {"hands": [contract_hand(row, totals)
                      for row, totals in zip(board.hands, running_totals(board), strict=True)]}


def show_data(board: Board) -> dict[str, Any]:
    """`show --json`: the contract's keys first, then the board's own."""
    rules = board.rules
    winner = board.winner
    names = board.players
    data: dict[str, Any] = {
        "game": "board",
        "players": [{"name": name, "total": total}
                    for name, total in zip(names, board.totals, strict=True)],
        "hands": len(board.hands), "of": rules.hands,
        "winner": None if winner is None else names[winner]}
    data.update({"finished": board.finished, "winners": [names[s] for s in board.winners],
                 "losers": [names[s] for s in board.losers],
                 "draw": len(board.winners) > 1, "target": rules.target,
                 "lowest_wins": rules.lowest_wins, "per_hand": rules.per_hand,
                 "rounded": rules.rounded, "preset": rules.preset})
    if rules.finish is Finish.PLAY_ON:
        data["places"] = [board.places.get(seat) for seat in range(len(names))]
    return data


def export_data(board: Board) -> dict[str, Any]:
    """The whole session as the export's JSON gives it."""
    return {"game": "board", "rules": rules_table(board.rules), "players": list(board.players),
            **history_data(board), "board": show_data(board)}


# --- sentences -------------------------------------------------------------------------


def _names(board: Board, seats: Sequence[int]) -> str:
    return ", ".join(board.players[s] for s in seats)


def length_line(board: Board) -> str:
    """`3 of 10 hands · the highest total wins` or `3 hands, to 1000 · ...`."""
    rules, played = board.rules, len(board.hands)
    if rules.hands is not None:
        length = _("{played} of {hands} hands").format(played=played, hands=rules.hands)
    elif rules.target is not None:
        length = ngettext("{played} hand, to {target}", "{played} hands, to {target}",
                          played).format(played=played, target=rules.target)
    else:
        length = ngettext("{played} hand", "{played} hands", played).format(played=played)
    if rules.finish is Finish.PLAY_ON:
        judged = _("who reaches the target wins and drops out")
    elif rules.lowest_wins:
        judged = _("the lowest total wins")
    else:
        judged = _("the highest total wins")
    parts = [length, judged]
    if rules.per_hand is not None:
        parts.append(_("{total} a hand").format(total=rules.per_hand))
    if rules.rounded:
        parts.append(_("counted in tens"))
    return " · ".join(parts)


def lead_line(board: Board) -> str:
    """Who won, or who leads and by how much."""
    if not board.hands:
        return _("No hand played yet.")
    if board.rules.finish is Finish.PLAY_ON and board.places:
        return _places_line(board)
    totals, best = board.totals, board.best
    top = totals[best[0]]
    if board.finished:
        if len(best) > 1:
            return _("{players} share the win with {total}.").format(
                players=_names(board, best), total=top)
        return _("{player} wins with {total} after {hands} hands.").format(
            player=board.players[best[0]], total=top, hands=len(board.hands))
    if len(best) > 1:
        return _("{players} lead together with {total}.").format(
            players=_names(board, best), total=top)
    others = [t for seat, t in enumerate(totals) if seat != best[0]]
    second = min(others) if board.rules.lowest_wins else max(others)
    return _("{player} leads with {total}, {ahead} ahead.").format(
        player=board.players[best[0]], total=top, ahead=abs(top - second))


def _places_line(board: Board) -> str:
    """Where the others play on: the places so far, and who plays on."""
    ranked = sorted(board.places.items(), key=lambda item: (item[1], item[0]))
    places = ", ".join(_("{place}. {player}").format(place=place, player=board.players[s])
                       for s, place in ranked)
    if board.finished:
        return _("The game is over: {places}.").format(places=places)
    return _("{places}; {players} play on.").format(places=places,
                                                    players=_names(board, board.playing))


def hand_parts(names: Sequence[str], row: Row) -> list[str]:
    """Each player's part of a hand's line: `Anna 10`, `Cla x`, `Beat 54 (5)` in tens."""
    return [f"{name} {said_cell(value)}" + ("" if value is None or value == score
                                           else f" ({score})")
            for name, value, score in zip(names, row.entries, row.scores, strict=True)]


def hand_frame(number: int) -> tuple[str, str]:
    """The words of a hand's line around its players' parts: `Hand 3: ` and `.`."""
    before, _split, after = _("Hand {number}: {parts}.").format(
        number=number, parts="\0").partition("\0")
    return before, after


def totals_frame() -> tuple[str, str]:
    before, _split, after = _("Totals: {totals}.").format(totals="\0").partition("\0")
    return before, after


def hand_line(board: Board, row: Row) -> str:
    before, after = hand_frame(row.number)
    return before + ", ".join(hand_parts(board.players, row)) + after


def totals_line(board: Board) -> str:
    before, after = totals_frame()
    return before + ", ".join(f"{name} {total}" for name, total in
                              zip(board.players, board.totals, strict=True)) + after


def recorded_lines(board: Board, event: object) -> list[str]:
    """What a command that recorded `event` says: the hand, the totals, the lead."""
    if isinstance(event, Refix):
        return [_("Hand {number} fixed.").format(number=event.number),
                hand_line(board, board.hands[event.number - 1]), totals_line(board),
                lead_line(board)]
    assert isinstance(event, Hand)
    return [hand_line(board, board.hands[-1]), totals_line(board), lead_line(board)]


def undone_line(board: Board, event: object) -> str:
    """What an undo took back."""
    if isinstance(event, Refix):
        return _("Took back the fix of hand {number}.").format(number=event.number)
    return _("Took back hand {number}.").format(number=board.next_number)
