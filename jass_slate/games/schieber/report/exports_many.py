"""Several sessions' histories as one table with a session column (no typer, no rich).

CSV: one header, then one row per hand of every session, oldest first within each:
`session`, the two team names, then the single-session columns (`views.CSV_COLUMNS`).
With aliases (`export --alias "Uli=Ueli" FILES`), and after a session's renames, one
person is one name: in the team names and the chooser, as in `stats`.
Numbers are plain integers, flags 0/1, times ISO 8601 with their offset, and a part
that was never recorded an empty cell, so a spreadsheet or pandas reads typed columns.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from jass_slate.games.schieber.report.data import CSV_COLUMNS, csv_rows, game_data, hand_data
from jass_slate.games.schieber.scoring.results import Game, HandResult
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.language.i18n import _, ngettext
from jass_slate.report import jsonout
from jass_slate.report.aliases import aliased_player, aliased_team
from jass_slate.report.several import check_format
from jass_slate.report.visible import csv_cell, csv_lines
from jass_slate.report.visible import md_cell as _cell

Named = Sequence[tuple[str, Slate]]
SESSION_COLUMNS = ("session", "team1_name", "team2_name", *CSV_COLUMNS)
CHOOSER = CSV_COLUMNS.index("chooser")
Aliases = Mapping[str, str]


def team_names(scorer: Slate, aliases: Aliases) -> list[str]:
    """The session's team names as the evening ended, with the players' aliases."""
    return [aliased_team(name, aliases) for name in scorer.teams.names]


def player_name(scorer: Slate, name: str, aliases: Aliases) -> str:
    """A player said in a hand, by the name the session ended with and its alias."""
    return aliased_player(scorer.named_now(name), aliases) if name else name


def sessions_csv(sessions: Named, aliases: Aliases) -> Iterator[str]:
    yield from csv_lines([SESSION_COLUMNS])
    for name, scorer in sessions:
        yield from csv_lines(session_csv_rows(name, scorer, aliases))


def session_csv_rows(name: str, scorer: Slate, aliases: Aliases) -> Iterator[list[object]]:
    teams = team_names(scorer, aliases)
    for row in csv_rows(scorer.hands):
        row[CHOOSER] = player_name(scorer, str(row[CHOOSER]), aliases)
        yield [csv_cell(cell) for cell in (name, *teams, *row)]


def _game(scorer: Slate, game: Game, aliases: Aliases) -> dict[str, Any]:
    data = game_data(scorer, game)
    for key in ("winner", "bergpreis"):
        if data[key] is not None:
            data[key] = aliased_team(data[key], aliases)
    return data


def _hand(name: str, scorer: Slate, hand: HandResult, aliases: Aliases) -> dict[str, Any]:
    data = {"session": name, **hand_data(hand, scorer.games, scorer.rules)}
    if data.get("chooser"):
        data["chooser"] = player_name(scorer, data["chooser"], aliases)
    return data


def sessions_json(sessions: Named, aliases: Aliases) -> Iterator[str]:
    return jsonout.lines(sessions_data(sessions, aliases))


def sessions_data(sessions: Named, aliases: Aliases) -> dict[str, Any]:
    """The sessions and their hands (a generator, written a hand a line) for JSON."""
    return {
        "sessions": [{"session": name, "teams": team_names(scorer, aliases),
                      "games": [_game(scorer, game, aliases) for game in scorer.games],
                      "games_won": list(scorer.games_won)} for name, scorer in sessions],
        "hands": (_hand(name, scorer, hand, aliases)
                  for name, scorer in sessions for hand in scorer.hands),
    }


def sessions_markdown(sessions: Named, aliases: Aliases) -> Iterator[str]:
    """The sessions for people to read (in the language in use; CSV and JSON stay English)."""
    headers = [_("session"), _("game"), _("hand"), _("teams"), _("contract"), _("factor"),
               _("tricks"), _("added"), _("totals")]
    title = ngettext("{count} session", "{count} sessions", len(sessions))
    lines = [
        f"# {title.format(count=len(sessions))}",
        "",
        f"| {' | '.join(_cell(header) for header in headers)} |",
        "| --- | ---: | ---: | --- | --- | ---: | --- | --- | --- |",
    ]
    yield "".join(line + "\n" for line in lines)
    for name, scorer in sessions:
        teams = _cell(" : ".join(team_names(scorer, aliases)))
        for hand in scorer.hands:
            tricks = "–" if hand.points is None else f"{hand.points[0]}:{hand.points[1]}"
            yield (f"| {_cell(name)} | {hand.game} | {hand.number} | {teams} | "
                   f"{hand.contract.word} | ×{hand.factor} | {tricks} | "
                   f"{hand.scores[0]}:{hand.scores[1]} | {hand.totals[0]}:{hand.totals[1]} |\n")


EXPORTERS = {"csv": sessions_csv, "json": sessions_json, "md": sessions_markdown}


def export_sessions(sessions: Named, format_name: str, aliases: Aliases | None = None
                    ) -> Iterator[str]:
    """One table over the named sessions, in `format_name` (csv, json or md), a piece at a
    time as it is made; `aliases` (`{"uli": "Ueli"}`, keys `fold`ed) as `stats` takes them."""
    check_format(format_name)
    return EXPORTERS[format_name](sessions, aliases or {})
