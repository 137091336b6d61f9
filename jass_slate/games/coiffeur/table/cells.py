"""What is said at a Coiffeur table: `hand ROW --by TEAM (--points [TEAM=]N | --match |
--kontermatch | --scratch)` becomes an event, recorded in the file under its lock."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from jass_slate.core.errors import InputError, RuleError, message
from jass_slate.core.notation import fold
from jass_slate.core.teams import suggested
from jass_slate.file.game_file import GameSession, editing_game, load_game
from jass_slate.file.game_write import create_game, save_game, take_back
from jass_slate.games.coiffeur.file.game_file import COIFFEUR, coiffeur_setup
from jass_slate.games.coiffeur.scoring.board import Board, Cell, CoiffeurSetup, Outcome, Played
from jass_slate.games.coiffeur.scoring.rows import rows_named
from jass_slate.language.i18n import N_

CoiffeurSession = GameSession[CoiffeurSetup, Board]


@dataclass(frozen=True)
class CellWords:
    """What `hand` and `fix` were told about one cell."""

    row: str
    by: str
    points: str | None = None
    match: bool = False
    kontermatch: bool = False
    scratch: bool = False
    weis: str | None = None  # the declaring team's Weis and Stöck, where the rules write them


def new_coiffeur(path: Path, teams: Sequence[str], rows: str | None, rules: str | None,
                 force: bool, seats: str | None = None, first_forehand: str | None = None,
                 players: str | None = None) -> CoiffeurSession:
    """`new --game coiffeur`: the file with its teams (and seats), or its players each
    alone, its rows and rules."""
    setup = coiffeur_setup(teams, rows, rules, None if seats is None else seats.split(","),
                           first_forehand, None if players is None else players.split(","))
    return create_game(path, COIFFEUR, setup, force)


def load_coiffeur(path: Path) -> CoiffeurSession:
    """The Coiffeur session in the file, replayed."""
    return load_game(path, COIFFEUR)


def team_of(word: str, setup: CoiffeurSetup) -> tuple[int, str | None]:
    """A TEAM as said: its number, its name, or one of its players (who is then the one
    who declared)."""
    folded = fold(word)
    if folded.isdigit() and 1 <= int(folded) <= len(setup.teams):
        return int(folded) - 1, None
    for index, team in enumerate(setup.teams):
        if fold(team.name) == folded:
            return index, None
    for index, team in enumerate(setup.teams):
        for player in team.players:
            if fold(player) == folded:
                return index, player
    if setup.alone:  # each alone: the player's name or seat number
        from jass_slate.core.said import player as named_player

        named_player([team.name for team in setup.teams], word)  # refuses, naming them
    names = [*(t.name for t in setup.teams), *(p for t in setup.teams for p in t.players)]
    near = suggested(word, names)
    if near:
        raise InputError(message(N_("no team {word!r}: did you mean {suggestions}?"),
                                 word=word, suggestions=near), value=word)
    raise InputError(message(N_("no team {word!r}: say 1 to {count}, a team's name or a "
                                "player's name"), word=word, count=len(setup.teams)),
                     value=word)


def row_of(word: str, board: Board, team: int, fix: bool) -> int:
    """The row a ROW names for `team`: of rows with the same name (two Jokers), the first
    the team has still open (for `fix`: the first it has filled)."""
    found = rows_named(word, board.setup.rows)
    wanted = [row for row in found if (board.cells[row][team] is None) != fix]
    return (wanted or found)[0]


def _count(text: str, setup: CoiffeurSetup, team: int) -> int:
    """`--points [TEAM=]N`: the declaring team's count; the other team's N is the rest of
    the hand (157 - N, 314 - N with the double pack)."""
    said, equals, number = text.rpartition("=")
    number = number.strip()
    if not number.isdecimal() or len(number) > 9:
        raise InputError(message(N_("--points takes [TEAM=]N, a whole number of points, not "
                                    "{text!r}"), text=text), value=text)
    points = int(number)
    if not equals or team_of(said.strip(), setup)[0] == team:
        return points
    if setup.alone:
        raise InputError(message(N_("--points N is the declarer's own count: where each "
                                    "plays alone another player's count says nothing of "
                                    "it")), value=text)
    hand = setup.rules.hand
    if points > hand:
        raise RuleError(message(N_("points are 0 to {most}, not {points}"), most=hand,
                                points=points), value=text)
    return hand - points


def played_from(words: CellWords, board: Board, fix: bool) -> Played:
    """The event the words make; what cannot be read or given together is refused."""
    setup = board.setup
    chosen = [outcome for outcome, said in (
        (Outcome.POINTS, words.points is not None), (Outcome.MATCH, words.match),
        (Outcome.KONTERMATCH, words.kontermatch), (Outcome.SCRATCH, words.scratch)) if said]
    if len(chosen) != 1:
        raise InputError(message(N_("say what the cell holds once: --points [TEAM=]N, "
                                    "--match, --kontermatch or --scratch")))
    team, player = team_of(words.by, setup)
    row = row_of(words.row, board, team, fix)
    points = None if words.points is None else _count(words.points, setup, team)
    return Played(row, team, Cell(chosen[0], points, player, _weis(words.weis)), fix)


def _weis(text: str | None) -> int:
    """`--weis N`: the declaring team's Weis and Stöck points before the factor; `20+50`
    adds them up."""
    if text is None:
        return 0
    parts = [part.strip() for part in text.replace(",", "+").split("+")]
    if not all(part.isdecimal() and len(part) < 6 for part in parts):
        raise InputError(message(N_("--weis takes the Weis and Stöck points, like 20 or "
                                    "50+20, not {text!r}"), text=text), value=text)
    return sum(int(part) for part in parts)


def record_cell(path: Path, words: CellWords, fix: bool = False
                ) -> tuple[CoiffeurSession, Played]:
    """Write a cell (`fix`: replace one) and save; a refusal writes nothing."""
    with editing_game(path, COIFFEUR) as session:
        event = played_from(words, session.board, fix)
        session.record(event)
        save_game(session)
    return session, event


def undo_last(path: Path) -> tuple[CoiffeurSession, Played]:
    """Take back the last cell written or fixed (the record keeps the undo)."""
    session, undone = take_back(path, COIFFEUR)
    assert isinstance(undone, Played)
    return session, undone
