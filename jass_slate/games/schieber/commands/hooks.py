"""What the commands of every game ask of Schieber (shell/hooks.py): `new`, `check`,
`migrate`, its part of several files, `serve`'s page; and, the first game, `demo` and
`new`'s TABs from the session files in the folder."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from jass_slate.file.check import OnePass
from jass_slate.games.schieber.commands.completion import (
    complete_known_player,
    complete_known_seats,
    complete_known_team,
)
from jass_slate.games.schieber.commands.several import SchieberFiles
from jass_slate.shell.common import draw, say, usage_error
from jass_slate.shell.hooks import family_of
from jass_slate.shell.new_game import NewGame, not_for

if TYPE_CHECKING:
    from jass_slate.file.check import Problem, Problems
    from jass_slate.games.schieber.table.new_session import NewSession
    from jass_slate.render.keypad import Keypad
    from jass_slate.render.page import GamePage

__all__ = ["complete_known_player", "complete_known_seats", "complete_known_team", "demo",
           "keypad", "page", "parse", "problems", "several", "start", "upgraded"]


def start(ctx: typer.Context, told: NewGame) -> None:
    """`new`: the teams, their seats and the rules; `--like` takes another file's."""
    from jass_slate.core.cards import DeckChoice
    from jass_slate.games.schieber.table.new_session import NewSession

    for option, given in (("--rows", told.rows), ("--players", told.players)):
        if given is not None:
            raise not_for(option, told.game)
    if not told.teams and told.like is None:  # as Click says a required option is missing
        from jass_slate.shell.click_words import usage_message

        usage_error(ctx, usage_message("Missing option '--team'."))
    like = told.like
    if like is not None:
        from jass_slate.games.schieber.table.like import like_file

        like = str(like_file(like, told.path))
    given = told.rules if like is None or told.rules_given else None  # beside --like
    deck = None if told.deck is None else DeckChoice(told.deck)
    _said(told, NewSession(told.teams, told.seats, told.first_forehand, given, deck,
                           told.target, told.force, like, told.team_targets))


def _said(told: NewGame, session_told: NewSession) -> None:
    """The new file written, and said: the teams, their seats and the rules."""
    from jass_slate.games.schieber.report.replies import forehand_sentence, new_session_lines
    from jass_slate.games.schieber.table.new_session import new_session
    from jass_slate.language.i18n import _

    session, teams = new_session(told.path, session_told)
    like = session_told.like
    guessed = told.seats is None and (like is None or bool(told.teams))  # --like's: no guess
    for line in new_session_lines(told.path, session.rules, teams, session_told.rules_file,
                                  guessed):
        say(line)
    if like is not None:
        say(_("Taken from {file}: the teams, seats and rules not given here.").format(
            file=like))
    # no first forehand, no deal to say (Slate.next_deal): the scorer is not loaded for it
    deal = None if session.teams.first_forehand is None else session.scorer.next_deal()
    if deal is not None:
        say(forehand_sentence(deal[1]))


def _problems(path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
              found: Problems) -> list[Problem]:
    from jass_slate.games.schieber.file.check import problems as checked

    return checked(path, data, doc, lines, found)


def _sound(path: Path, data: bytes, doc: dict[str, Any], lines: Sequence[str],
           found: Problems) -> bool:
    from jass_slate.file.snapshot import SNAPSHOT_FROM

    if len(data) < SNAPSHOT_FROM:  # a short file is read whole, as every command reads it
        return False
    from jass_slate.games.schieber.file.check_pass import sound

    return sound(path, data, doc, lines, found)


problems = OnePass(_problems, _sound)  # a sound season is told in one pass (issue 30)


def parse(name: str, data: bytes) -> object:
    """The session of a current file (`migrate`): resumed from the snapshot that covers its
    bytes, as every command reads it, else read and replayed whole."""
    from jass_slate.games.schieber.file.session import parse_session, resume

    return resume(Path(name), data) or parse_session(name, data)


def upgraded(path: Path, data: bytes) -> str:
    from jass_slate.games.schieber.file.session import parse_session, render_session

    session = parse_session(str(path), data)
    session.path = path
    return render_session(session)


def several(files: Sequence[Path], aliases: Mapping[str, str]) -> SchieberFiles:
    return SchieberFiles(files, aliases)


def page(path: Path) -> GamePage:
    from jass_slate.games.schieber.file.session import load
    from jass_slate.games.schieber.render.page import schieber_page

    return schieber_page(load(path).scorer)


def keypad(path: Path) -> Keypad:
    """`serve --write`: the commands of its family that record, and its keypad."""
    from jass_slate.games.schieber import COMMANDS
    from jass_slate.games.schieber.file.session import load
    from jass_slate.games.schieber.render.keypad import schieber_keypad

    return schieber_keypad(load(path).scorer, family_of(COMMANDS, "record"))


def demo() -> None:
    """A bundled evening, played into a temporary file, its history and slate drawn."""
    import tempfile

    from jass_slate.games.schieber.render.history import render_history
    from jass_slate.games.schieber.render.show import render_show
    from jass_slate.games.schieber.table.demo import play_demo

    with tempfile.TemporaryDirectory() as folder:
        scorer = play_demo(Path(folder) / "demo.toml", say)
        draw(render_history(scorer))
        draw(render_show(scorer))
