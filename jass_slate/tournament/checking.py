"""`tournament check`: the tournament file sound and its draw the one its seed gives; every
table's session file there, sound (`check`), of this tournament, at its place, with the
players and seats of the draw; no file twice for a table (research 34-35 §5.5)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.errors import JassError, Message, SessionFileError, message
from jass_slate.file.tournament_part import TournamentPart
from jass_slate.language.i18n import N_
from jass_slate.tournament.file import Tournament, read_session_part, table_path

FILE_PROBLEM = 3  # CLI.md: a file that fails check
RULE_PROBLEM = 1


@dataclass(frozen=True)
class Finding:
    """One problem `tournament check` found, and the exit code it gives."""

    said: Message
    code: int = RULE_PROBLEM


def check_tournament(folder: Path, tournament: Tournament) -> list[Finding]:
    """Every problem of the tournament's folder; none: it is sound."""
    from jass_slate.games import find_game
    from jass_slate.tournament.draw import draw
    from jass_slate.tournament.night import game_hooks, seating

    hooks = game_hooks(find_game(tournament.game))
    if draw(tournament.players, tournament.rounds, seating(hooks), tournament.seed) \
            != tournament.draw:
        return [Finding(message(N_("{file}: the draw is not the one its seed {seed} gives: "
                                   "was it edited?"), file=folder / "tournament.toml",
                                seed=tournament.seed))]
    found = _strays(folder, tournament)
    for each in tournament.draw:
        for table in each.tables:
            path = table_path(folder, each.number, table.number)
            if not os.path.lexists(path):
                found.append(Finding(message(N_(
                    "round {round}, table {table} is missing: {file}"),
                    round=each.number, table=table.number, file=path)))
                continue
            found.extend(_table(path, tournament, TournamentPart(
                tournament.id, each.number, table.number), table.seats))
    return found


def _table(path: Path, tournament: Tournament, place: TournamentPart,
           seats: tuple[str, ...]) -> list[Finding]:
    from jass_slate.file.check import check_file
    from jass_slate.games import find_game

    problems = check_file(path, lambda game: find_game(game).hooks.problems)
    if problems:
        return [Finding(problems[0].message if str(problems[0]).startswith(str(path))
                        else message(N_("{file}: {problem}"), file=path,
                                     problem=problems[0].message), FILE_PROBLEM)]
    part = read_session_part(path)
    if part is None or part.id != tournament.id:
        return [Finding(message(N_("{file} is not a table of this tournament ({id})"),
                                file=path, id=tournament.id))]
    if (part.round, part.table) != (place.round, place.table):
        return [Finding(message(N_(
            "{file} says it is round {round}, table {table}, but lies at round {here_round}, "
            "table {here_table}"), file=path, round=part.round, table=part.table,
            here_round=place.round, here_table=place.table))]
    try:
        found = find_game(tournament.game).tournament
        assert found is not None
        seated = found.table_seats(path)
    except JassError as error:
        return [Finding(message(N_("{file}: {problem}"), file=path, problem=error.message),
                        FILE_PROBLEM)]
    if tuple(seated) != tuple(seats):
        return [Finding(message(N_("{file}: its players are {players}, the draw seats "
                                   "{seats}"), file=path, players=", ".join(seated),
                                seats=", ".join(seats)))]
    games = len(find_game(tournament.game).hooks.several([path], {}).results())
    if games > 1:
        return [Finding(message(N_("{file} holds {games} games: a round is one game of "
                                   "{hands} hands (undo the hands after it)"), file=path,
                                games=games, hands=tournament.hands))]
    return []


def _strays(folder: Path, tournament: Tournament) -> list[Finding]:
    """Session files in the rounds' folders the draw does not name: another tournament's,
    or a second file of a table."""
    found = []
    for each in tournament.draw:
        expected = {table_path(folder, each.number, t.number) for t in each.tables}
        place = folder / f"round-{each.number}"
        others = sorted(p for p in place.glob("*.toml") if p not in expected) \
            if place.is_dir() else []
        for path in others:
            try:
                part = read_session_part(path)
            except SessionFileError as error:
                found.append(Finding(error.message, FILE_PROBLEM))
                continue
            if part is None or part.id != tournament.id:
                found.append(Finding(message(N_(
                    "{file} is not a table of this tournament ({id})"), file=path,
                    id=tournament.id)))
            else:
                found.append(Finding(message(N_(
                    "{file} is a second file of round {round}, table {table}, beside {other}"),
                    file=path, round=part.round, table=part.table,
                    other=table_path(folder, part.round, part.table))))
    return found
