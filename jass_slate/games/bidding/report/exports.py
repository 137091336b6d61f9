"""A bidding game's history handed over: CSV, JSON and Markdown of one session or of
several, and the sides' statistics (no typer, no rich). Names are data (csv_cell,
md_cell).

One session's CSV has a row per hand: `hand`, `contract`, `factor`, `by`, `bid`,
`all_passed`, `double`, `points`, `made`, then per side `NAME score`, `NAME total`.
Several sessions' CSV has a row per side and hand: `session`, `hand`, `contract`, `by`,
`bid`, `made`, `side`, `score`, `total`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from jass_slate.games.bidding.report import bueter_exports
from jass_slate.games.bidding.report.bueter_words import running_totals as race_totals
from jass_slate.games.bidding.report.words import history_data, running_totals, show_data
from jass_slate.games.bidding.scoring.board import Board
from jass_slate.games.bidding.scoring.race import Race, scores
from jass_slate.games.bidding.scoring.rules import rules_table
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_player, aliased_players
from jass_slate.report.several import sessions_page
from jass_slate.report.visible import csv_cell, csv_lines, md_cell

Named = Sequence[tuple[str, Board | Race]]
Aliases = Mapping[str, str]
LONG_COLUMNS = ("session", "hand", "contract", "by", "bid", "made", "side", "score", "total")


def export_csv(board: Board) -> Iterator[str]:
    header: list[object] = ["hand", "contract", "factor", "by", "bid", "all_passed",
                            "double", "points", "made"]
    for name in board.sides:
        header += [csv_cell(f"{name} score"), csv_cell(f"{name} total")]
    yield from csv_lines([header])
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        cells: list[object] = [row.number, row.contract.value, row.factor,
                               csv_cell(board.sides[row.by]), row.bid, row.all_passed,
                               row.double, row.points, row.made]
        for score, total in zip(row.scores, totals, strict=True):
            cells += [score, total]
        yield from csv_lines([cells])


def export_json(board: Board) -> Iterator[str]:
    """The rules, the history and the board as `show --json` gives it."""
    return jsonout.lines({"game": "bidding", "rules": rules_table(board.rules),
                          "sides": list(board.sides), **history_data(board),
                          "board": show_data(board)})


def hands_markdown(board: Board) -> list[str]:
    names = [md_cell(n) for n in board.sides]
    lines = [f"| # | {_('contract')} | {_('bid')} | {' | '.join(names)} |",
             f"| ---: | --- | --- |{' ---: |' * len(names)}"]
    for row, totals in zip(board.hands, running_totals(board), strict=True):
        bid = f"{md_cell(board.sides[row.by])} {row.bid} → {row.points} " + \
            ("✓" if row.made else "✗")
        cells = [f"{s:+d} = {t}" if s else f"0 = {t}"
                 for s, t in zip(row.scores, totals, strict=True)]
        lines.append(f"| {row.number} | {row.contract.word} ×{row.factor * row.double} | "
                     f"{bid} | {' | '.join(cells)} |")
    return lines


def export_markdown(board: Board, drawn_board: str) -> Iterator[str]:
    """The session for people to read: the board drawn in plain text, then the hands."""
    title = _("Bidding: {sides}").format(sides=", ".join(md_cell(n) for n in board.sides))
    lines = [f"# {title}", "", "```text", drawn_board.rstrip("\n"), "```", "",
             *hands_markdown(board)]
    yield "".join(line + "\n" for line in lines)


def _race_rows(session: str, race: Race, aliases: Aliases) -> list[list[object]]:
    """A Büter's rows of several sessions' CSV: `by` who made trump, `bid` the Büter's,
    no contract and no `made` (the game is a race)."""
    names = bueter_exports.aliased_sides(race, aliases)
    bid = race.bid.bid if race.bid else ""
    return [[csv_cell(session), number, "", csv_cell(aliased_player(race.players[hand.maker],
                                                                     aliases)),
             bid, "", csv_cell(names[side]), scores(hand)[side], totals[side]]
            for number, (hand, totals) in enumerate(zip(race.hands, race_totals(race),
                                                        strict=True), 1)
            for side in range(2)]


def sessions_csv(sessions: Named, aliases: Aliases) -> Iterator[str]:
    yield from csv_lines([LONG_COLUMNS])
    for session, board in sessions:
        if isinstance(board, Race):
            yield from csv_lines(_race_rows(session, board, aliases))
            continue
        names = aliased_players(board.sides, aliases)
        for row, totals in zip(board.hands, running_totals(board), strict=True):
            yield from csv_lines([
                [csv_cell(session), row.number, row.contract.value, csv_cell(names[row.by]),
                 row.bid, row.made, csv_cell(names[s]), row.scores[s], totals[s]]
                for s in range(len(names))])


def sessions_data(sessions: Named, aliases: Aliases) -> list[dict[str, Any]]:
    out = []
    for session, board in sessions:
        if isinstance(board, Race):
            out.append(bueter_exports.session_data(session, board, aliases))
            continue
        names = aliased_players(board.sides, aliases)
        winner = board.winner
        out.append({"session": session, "sides": names, "preset": board.rules.preset,
                    "winner": None if winner is None else names[winner],
                    "totals": list(board.totals), **history_data(board)})
    return out


def sessions_json(sessions: Named, aliases: Aliases) -> Iterator[str]:
    return jsonout.lines({"bidding": sessions_data(sessions, aliases)})


def sessions_markdown(sessions: Named, aliases: Aliases) -> Iterator[str]:
    title = ngettext("{count} bidding session", "{count} bidding sessions",
                     len(sessions)).format(count=len(sessions))
    parts = []
    for session, board in sessions:
        if isinstance(board, Race):
            parts.append(bueter_exports.session_part(session, board, aliases))
            continue
        names = aliased_players(board.sides, aliases)
        parts.append((session, hands_markdown(board), names, board.totals))
    yield from sessions_page(title, parts)


MANY = {"csv": sessions_csv, "json": sessions_json, "md": sessions_markdown}


@dataclass
class SideTally:
    """One side (a player or a team) over the sessions counted."""

    name: str
    sessions: int = 0
    hands: int = 0
    bids: int = 0  # hands it won the bidding in
    made: int = 0
    bid_points: int = 0  # its bids added up
    won: int = 0

    def average_bid(self) -> float | None:
        return round(self.bid_points / self.bids, 1) if self.bids else None


def collect(sessions: Named, aliases: Aliases) -> list[SideTally]:
    """Every side of the sessions, in the order first met."""
    from jass_slate.core.notation import fold

    tallies: dict[str, SideTally] = {}
    for _session, board in sessions:
        if isinstance(board, Race):
            _race_tally(tallies, board, aliases)
            continue
        for place, name in enumerate(aliased_players(board.sides, aliases)):
            tally = tallies.setdefault(fold(name), SideTally(name))
            tally.sessions += 1
            tally.won += board.winner == place
            tally.hands += len(board.hands)
            for row in board.hands:
                if row.by == place:
                    tally.bids += 1
                    tally.made += row.made
                    tally.bid_points += row.bid
    return list(tallies.values())


def _race_tally(tallies: dict[str, SideTally], race: Race, aliases: Aliases) -> None:
    """A Büter counted for each of its players: the Büter's bid is his one bid, counted
    once the race is decided, made when he won it."""
    from jass_slate.core.notation import fold

    for seat, player in enumerate(race.players):
        name = aliased_player(player, aliases)
        tally = tallies.setdefault(fold(name), SideTally(name))
        tally.sessions += 1
        tally.hands += len(race.hands)
        tally.won += race.bid is not None and race.winner == race.side_of(seat)
        if race.bid is not None and race.bid.seat == seat and race.winner is not None:
            tally.bids += 1
            tally.bid_points += race.bid.bid
            tally.made += race.winner == race.side_of(seat)


def stats_data(sessions: Named, aliases: Aliases) -> dict[str, Any]:
    """`stats --json`'s bidding part: the sessions and each side's figures."""
    return {"sessions": [name for name, _board in sessions],
            "hands": sum(len(board.hands) for _name, board in sessions),
            "sides": [{"name": t.name, "sessions": t.sessions, "hands": t.hands,
                       "games_won": t.won, "bids": t.bids, "made": t.made,
                       "failed": t.bids - t.made, "average_bid": t.average_bid()}
                      for t in collect(sessions, aliases)]}
