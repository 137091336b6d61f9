"""A Coiffeur slate in words and plain data: `show --json` (CLI.md, "Coming next"), the
hints said as sentences, what `hand` answers, and `history`'s rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jass_slate.core.errors import Message, message
from jass_slate.games.coiffeur.scoring.board import (
    Board,
    Cell,
    CoiffeurSetup,
    Outcome,
    Played,
    cell_points,
    play,
)
from jass_slate.games.coiffeur.scoring.outlook import Hint, HintKind, decision, hints, outlooks
from jass_slate.language import i18n
from jass_slate.language.i18n import N_

HINT_TEXTS = {
    HintKind.LOST: N_("{team} cannot win any more: it would need an average of {points} "
                      "points in its open rows"),
    HintKind.WIN_AVERAGE: N_("with an average of {points} points in its open rows, {team} "
                             "wins"),
    HintKind.WIN_MATCH: N_("a Match in ×{factor} is enough for {team} to win"),
    HintKind.WIN_POINTS: N_("{points} points in ×{factor} are enough for {team} to win"),
    HintKind.LEAD_AVERAGE: N_("{team} needs an average of {points} points not to lose"),
    HintKind.LEAD_MATCH: N_("{team} needs a Match in ×{factor} not to lose"),
    HintKind.LEAD_AVERAGE_OTHER: N_("and in its other rows {team} needs an average of "
                                    "{points} points"),
    HintKind.KONTERMATCH: N_("{team} cannot catch up unless the leader is Kontermatched"),
}


def hint_message(board: Board, hint: Hint) -> Message:
    return message(HINT_TEXTS[hint.kind], team=board.setup.teams[hint.team].name,
                   points=hint.points, factor=hint.factor)


def cell_data(board: Board, row: int, team: int) -> dict[str, Any] | None:
    cell = board.cells[row][team]
    if cell is None:
        return None
    rules, kind = board.rules, board.setup.rows[row]
    points = cell_points(rules, kind, cell)
    return {"points": points, "match": cell.outcome is Outcome.MATCH,
            "kontermatch": cell.outcome is Outcome.KONTERMATCH,
            "scratched": cell.outcome is Outcome.SCRATCH,
            "counted": cell.points, "written": rules.written(points),
            "weis": cell.weis, "value": board.value(row, team), "player": cell.player}


def winner_name(board: Board) -> str | None:
    """The winning team's name once it is decided (None: open, or a tie)."""
    winners = decision(board).winners
    return board.setup.teams[winners[0]].name if len(winners) == 1 else None


def show_data(board: Board) -> dict[str, Any]:
    """`show --json` of a Coiffeur: the keys CLI.md fixes, and the figures behind them; in
    English whatever the table speaks (a preset row's name too)."""
    setup = board.setup
    decided = decision(board)
    looks = outlooks(board)
    two = len(setup.teams) == 2
    with i18n.speaking("en"):
        side = "player" if setup.alone else "team"  # in the words of the columns
        said = [{"kind": h.kind.value, side: setup.teams[h.team].name, "points": h.points,
                 "factor": h.factor, "text": hint_message(board, h).english()}
                for h in hints(board)]
    columns = [{"name": team.name, "players": list(team.players), "total": look.total,
                "best": look.best, "worst": look.worst, "open": len(look.open)}
               for team, look in zip(setup.teams, looks, strict=True)]
    if setup.alone:  # each player alone: `players` in place of `teams`, the same figures
        columns = [{k: v for k, v in column.items() if k != "players"} for column in columns]
    return {
        "game": "coiffeur",
        "players" if setup.alone else "teams": columns,
        "rows": [{"number": index + 1, "name": row.name, "kind": row.kind.value,
                  "factor": row.factor,
                  "cells": [cell_data(board, index, t) for t in range(len(setup.teams))],
                  "difference": board.difference(index) if two else None}
                 for index, row in enumerate(setup.rows)],
        "winner": winner_name(board),
        "finished": board.finished,
        "decided": bool(decided.winners),
        "draw": len(decided.winners) > 1,
        "winners": [setup.teams[t].name for t in decided.winners],
        "losers": [setup.teams[t].name for t in decided.losers],
        "cannot_lose": [setup.teams[t].name for t in decided.unbeaten],
        "evaluation": board.evaluation() if two else None,
        "cells_played": board.played,
        "next": None if (deal := board.next_deal()) is None else
        {"dealer": deal[0], "forehand": deal[1]},
        "hints": said,
        "rules": rules_data(setup),
    }


def rules_data(setup: CoiffeurSetup) -> dict[str, Any]:
    """The rules a Coiffeur session counts by, as `rules --json` and `show --json` say."""
    rules = setup.rules
    return {"pack": rules.pack.value, "hand": rules.hand, "match": rules.match_points,
            "bonus_mode": rules.bonus_mode, "bonus": rules.bonus if rules.bonus_mode else None,
            "kontermatch_penalty": rules.kontermatch_penalty, "rounded": rules.rounded,
            "early": rules.early, "evaluation": rules.evaluation, "grey": rules.grey,
            "weis": rules.weis,
            "preset": setup.preset}


def cell_words(board: Board, row: int, cell: Cell) -> Message:
    """What a cell holds, as said: `100 points`, `a Match`, `100 points and 20 Weis` ..."""
    if cell.outcome is Outcome.POINTS:
        said = message(N_("{points} points"), points=cell.points)
    else:
        said = message({Outcome.MATCH: N_("a Match"), Outcome.KONTERMATCH: N_("a Kontermatch"),
                        Outcome.SCRATCH: N_("scratched")}[cell.outcome])
    if cell.weis:
        return message(N_("{cell} and {weis} Weis and Stöck"), cell=said, weis=cell.weis)
    return said


def played_message(board: Board, event: Played) -> Message:
    """What `hand` and `fix` answer: the cell, what it adds, and the totals."""
    setup = board.setup
    row = setup.rows[event.row]
    return message(N_("{team}, {row} ×{factor}: {cell}, {value} on the slate; totals {totals}"),
                   team=setup.teams[event.team].name, row=row.label, factor=row.factor,
                   cell=cell_words(board, event.row, event.cell),
                   value=board.value(event.row, event.team),
                   totals=totals_text(board))


def undone_message(board: Board, undone: Played) -> Message:
    """What `undo` answers: the cell taken back and the totals; where it took back a fix,
    what the cell holds again (the board is the one after the undo)."""
    setup = board.setup
    row = setup.rows[undone.row]
    held = board.cells[undone.row][undone.team]
    if undone.fix and held is not None:
        return message(N_("Taken back: the fix of {team}'s {row} ×{factor}; it holds {cell} "
                          "again, {value} on the slate; totals {totals}"),
                       team=setup.teams[undone.team].name, row=row.label, factor=row.factor,
                       cell=cell_words(board, undone.row, held),
                       value=board.value(undone.row, undone.team), totals=totals_text(board))
    return message(N_("Taken back: {team}'s {row} ×{factor}; totals {totals}"),
                   team=setup.teams[undone.team].name, row=row.label, factor=row.factor,
                   totals=totals_text(board))


def totals_text(board: Board) -> str:
    return ", ".join(f"{team.name} {total}"
                     for team, total in zip(board.setup.teams, board.totals(), strict=True))


def outcome_message(board: Board) -> Message | None:
    """Who has won, once it is decided (also early); None while it is open."""
    found = decision(board)
    names = [board.setup.teams[t].name for t in found.winners]
    if found.unbeaten:  # another team's best equals its worst: a tie is left to them
        return message(N_("{team} cannot lose the Coiffeur any more: at worst a tie"),
                       team=", ".join(board.setup.teams[t].name for t in found.unbeaten))
    if not names:
        return None
    if len(names) > 1:
        return message(N_("a tie: {teams}"), teams=", ".join(names))
    if board.finished:
        return message(N_("{team} wins the Coiffeur"), team=names[0])
    return message(N_("{team} has won the Coiffeur: nobody can catch up any more"),
                   team=names[0])


def lead_message(board: Board) -> Message | None:
    """Who leads and by how much, or who are level, while nobody has won yet (None: the
    outcome says it, `outcome_message`)."""
    if outcome_message(board) is not None:
        return None
    if not board.played:
        return message(N_("No cell written yet"))
    names, totals = [team.name for team in board.setup.teams], board.totals()
    best = max(totals)
    leaders = [name for name, total in zip(names, totals, strict=True) if total == best]
    if len(leaders) > 1:
        return message(N_("{teams} are level at {total}"), teams=", ".join(leaders),
                       total=best)
    second = max(total for total in totals if total != best)
    return message(N_("{team} leads with {total}, {ahead} ahead"), team=leaders[0],
                   total=best, ahead=best - second)


def history_data(board: Board, entries: Sequence[tuple[str, Played]]) -> list[dict[str, Any]]:
    """The cells in the order written (fixes included), each with the running totals."""
    from jass_slate.games.coiffeur.scoring.board import empty_board

    step = empty_board(board.setup)
    rows = []
    for number, (at, event) in enumerate(entries, start=1):
        step = play(step, event)
        row = board.setup.rows[event.row]
        rows.append({"number": number, "at": at, "fix": event.fix, "row": event.row + 1,
                     "name": row.name, "factor": row.factor,
                     "team": board.setup.teams[event.team].name, "player": event.cell.player,
                     "cell": cell_data(step, event.row, event.team),
                     "totals": step.totals()})
    return rows


def footer_words(board: Board) -> list[str]:
    """Under the slate: each team's best and worst, the hints, who has won."""
    lines = []
    if not board.finished:
        for look in outlooks(board):
            lines.append(i18n._("{team}: {total} now, at best {best}, at worst {worst}").format(
                team=board.setup.teams[look.team].name, total=look.total, best=look.best,
                worst=look.worst))
    lines += [hint_message(board, hint).text() for hint in hints(board)]
    outcome = outcome_message(board)
    if outcome is not None:
        lines.append(outcome.text())
    deal = board.next_deal()
    if deal is not None:
        lines.append(i18n._("Next: {dealer} deals, {forehand} is forehand.").format(
            dealer=deal[0], forehand=deal[1]))
    return lines
