"""`tournament new`: a tournament night begun, its draw made and written: the tournament
file and one session file per table and round, each with its `[tournament]` part. What
is wrong is refused before a thing is written."""

from __future__ import annotations

import os
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from jass_slate.core.errors import RuleError, SessionFileError, message
from jass_slate.core.notation import fold
from jass_slate.file.line_words import now
from jass_slate.file.tournament_part import TournamentPart
from jass_slate.language.i18n import N_
from jass_slate.tournament.draw import Seating, distinct_rounds, draw
from jass_slate.tournament.file import (
    MOST_PLAYERS,
    Tournament,
    table_path,
    write_tournament,
)

if TYPE_CHECKING:
    from jass_slate.games import JassGame
    from jass_slate.shell.hooks import TournamentHooks


@dataclass(frozen=True)
class NewTournament:
    """What `tournament new` was told."""

    folder: Path
    players: tuple[str, ...]
    rounds: int
    hands: int
    game: str
    rules: str | None
    seed: int
    name: str
    drop_worst: bool = False


def game_hooks(game: JassGame) -> TournamentHooks:
    """The game's tournament hooks; a game that offers no tournament is refused."""
    from jass_slate.games import tournament_games

    hooks = game.tournament
    if hooks is None:
        raise RuleError(message(N_("{game} offers no tournament: the games that do are "
                                   "{games}"), game=game.label,
                                games=", ".join(g.name for g in tournament_games())))
    return hooks


def seating(hooks: TournamentHooks) -> Seating:
    return Seating(hooks.partners, tuple(hooks.table_sizes))


def check_players(players: Sequence[str], fewest: int) -> None:
    """Enough players, none twice (case and accents aside), none too many."""
    from jass_slate.core.teams import check_player_names

    if len(players) < fewest:
        raise RuleError(message(N_("a tournament of this game needs at least {fewest} "
                                   "players, not {count}"), fewest=fewest, count=len(players)))
    if len(players) > MOST_PLAYERS:
        raise RuleError(message(N_("a tournament has at most {most} players, not {count}"),
                                most=MOST_PLAYERS, count=len(players)))
    seen: dict[str, str] = {}
    for player in players:
        if fold(player) in seen:
            raise RuleError(message(N_("{player} is named twice among the players"),
                                    player=player))
        seen[fold(player)] = player
    check_player_names(players)


def refuse_a_full_folder(folder: Path) -> None:
    if os.path.lexists(folder) and not folder.is_dir():
        raise SessionFileError(str(folder), message(N_("is not a folder")))
    if folder.is_dir() and any(folder.iterdir()):
        raise RuleError(message(N_("{folder} is not empty: a tournament begins in a new or "
                                   "empty folder"), folder=folder))


def _written(folder: Path, tournament: Tournament, hooks: TournamentHooks) -> None:
    """The tournament file and every table's session file, written into a folder beside
    `folder` and put in its place once all are written: a table the game refuses (a name
    its teams cannot hold) leaves nothing behind."""
    import secrets
    import shutil

    folder.parent.mkdir(parents=True, exist_ok=True)
    work = folder.parent / f".{folder.name}.{secrets.token_hex(4)}"
    work.mkdir()
    try:
        write_tournament(work, tournament)
        for each in tournament.draw:
            (work / f"round-{each.number}").mkdir()
            for table in each.tables:
                hooks.start_table(table_path(work, each.number, table.number), table.seats,
                                  tournament.rules, tournament.hands,
                                  TournamentPart(tournament.id, each.number, table.number))
        if folder.is_dir():
            folder.rmdir()  # empty: refuse_a_full_folder said so
        os.replace(work, folder)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise


def begin(told: NewTournament) -> tuple[Tournament, str, bool]:
    """The tournament drawn and written; the line of its tables' rules, and whether the
    rounds are more than can be drawn without a repeated partner."""
    from jass_slate.games import find_game

    hooks = game_hooks(find_game(told.game))
    rules = told.rules or hooks.default_rules
    check_players(told.players, seating(hooks).fewest)
    line = hooks.table_rules(rules, told.hands)
    refuse_a_full_folder(told.folder)
    drawn = draw(told.players, told.rounds, seating(hooks), told.seed)
    tournament = Tournament(str(uuid.uuid4()), told.name, told.game, rules, told.rounds,
                            told.hands, told.seed, now(), told.players, drawn,
                            told.drop_worst)
    _written(told.folder, tournament, hooks)
    limit = distinct_rounds(len(told.players), seating(hooks))
    return tournament, line, limit is not None and told.rounds > limit
