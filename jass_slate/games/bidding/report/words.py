"""What jass-slate says and hands over about a bidding game: the plain data of `show
--json` and `history --json` (docs/games/bidding.md, the script contract) and the
sentences of the board and the replies."""

from __future__ import annotations

from typing import Any

from jass_slate.games.bidding.scoring.board import Board
from jass_slate.games.bidding.scoring.events import Refix
from jass_slate.games.bidding.scoring.score import HandRow
from jass_slate.language.i18n import _


def running_totals(board: Board) -> list[tuple[int, ...]]:
    """Each hand's running totals, oldest first."""
    totals = [0] * len(board.sides)
    out = []
    for row in board.hands:
        totals = [t + s for t, s in zip(totals, row.scores, strict=True)]
        out.append(tuple(totals))
    return out


def sides_key(board: Board) -> str:
    """`players` where each plays alone, `teams` for two teams."""
    return "teams" if board.rules.sides.value == "teams" else "players"


def hand_data(board: Board, row: HandRow, totals: tuple[int, ...]) -> dict[str, Any]:
    """A played hand in the keys of the script contract, sides in their order."""
    return {"number": row.number, "contract": row.contract.value, "factor": row.factor,
            "by": board.sides[row.by], "bid": row.bid, "all_passed": row.all_passed,
            "double": row.double, "points": row.points, "made": row.made,
            "weis": list(row.weis),
            "stoeck": None if row.stoeck is None else board.sides[row.stoeck],
            "scores": list(row.scores), "totals": list(totals)}


def history_data(board: Board) -> dict[str, Any]:
    """`history --json`: every played hand."""
    return {"hands": [hand_data(board, row, totals)
                      for row, totals in zip(board.hands, running_totals(board), strict=True)]}


def show_data(board: Board) -> dict[str, Any]:
    """`show --json`: the contract's keys first, then the game's own."""
    winner = board.winner
    last = board.hands[-1] if board.hands else None
    return {"game": "bidding",
            sides_key(board): [{"name": name, "total": total}
                               for name, total in zip(board.sides, board.totals, strict=True)],
            "hands": len(board.hands), "of": None,
            "winner": None if winner is None else board.sides[winner],
            "preset": board.rules.preset, "target": board.rules.target,
            "last": None if last is None else {
                "by": board.sides[last.by], "bid": last.bid,
                "contract": last.contract.value, "factor": last.factor,
                "double": last.double, "made": last.made},
            "schneider": board.schneider, "one_more_hand": board.level}


# --- sentences -------------------------------------------------------------------------


def hand_line(board: Board, row: HandRow) -> str:
    """`Hand 3: Anna bid 100 in bells ×2, took 112: made. Anna +200, Beat 0, Cla 0.`"""
    factor = f" ×{row.factor}" if row.factor != 1 else ""
    double = {1: "", 2: _(" doubled"), 4: _(" redoubled")}[row.double]
    passed = _(" (all passed)") if row.all_passed else ""
    verdict = _("made") if row.made else _("failed")
    scores = ", ".join(f"{name} {score:+d}" if score else f"{name} 0"
                       for name, score in zip(board.sides, row.scores, strict=True))
    return _("Hand {number}: {side} bid {bid}{passed} in {contract}{factor}{double}, took "
             "{points}: {verdict}. {scores}.").format(
        number=row.number, side=board.sides[row.by], bid=row.bid, passed=passed,
        contract=row.contract.label, factor=factor, double=double, points=row.points,
        verdict=verdict, scores=scores)


def lead_line(board: Board) -> str:
    """Who leads and by how much, who needs what to the target; the winner; a tie."""
    if not board.hands:
        return _("No hand played yet; {target} to win.").format(target=board.rules.target)
    totals = board.totals
    if board.winner is not None:
        line = _("{side} wins with {total} after {hands} hands.").format(
            side=board.sides[board.winner], total=totals[board.winner],
            hands=len(board.hands))
        return line + (_(" Schneider.") if board.schneider else "")
    best = max(totals)
    leaders = [board.sides[s] for s, t in enumerate(totals) if t == best]
    if board.level:
        return _("{sides} are level at {total}: one more hand decides.").format(
            sides=", ".join(leaders), total=best)
    needs = ", ".join(_("{side} needs {points}").format(side=name, points=board.rules.target - t)
                      for name, t in zip(board.sides, totals, strict=True))
    if len(leaders) > 1:
        return _("{sides} lead together with {total}; {needs}.").format(
            sides=", ".join(leaders), total=best, needs=needs)
    return _("{side} leads with {total}; {needs}.").format(side=leaders[0], total=best,
                                                           needs=needs)


def rules_line(board: Board) -> str:
    """`bieter · bids 60 to 140 in tens, or 157 · to 1500`."""
    rules = board.rules
    return _("{preset} · bids {low} to {high} by {step}, or {all} · to {target}").format(
        preset=rules.preset, low=rules.min_bid, high=rules.max_bid, step=rules.bid_step,
        all=rules.bids[-1], target=rules.target)


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
