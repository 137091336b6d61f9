"""`jass-slate players [add NAME [--spelling S]... | merge OTHER NAME] [FILE]`: the club's
players in `players.toml` beside the session files (file/players.py), listed, added and
merged; `stats`, `export FILES` and `settle` read them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import family, print_json, refusals, say, session_path, usage_error
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.file.players import Player

commands = family()


@commands.command(name="players", help=_(
    "The club's players in players.toml beside the session files: each player once, with "
    "the spellings that mean them; stats, export and settle read them.\n\n"
    "Example: jass-slate players add Ueli --spelling Uli; jass-slate players merge Uli Ueli"))
@refusals
def players(
    ctx: typer.Context,
    words: Annotated[list[str] | None, typer.Argument(
        metavar="[add NAME | merge OTHER NAME]", show_default=False,
        help=_("Nothing: list the players; add NAME: a new player; merge OTHER NAME: OTHER "
               "(a player or a spelling) is NAME from now on."))] = None,
    spelling: Annotated[list[str] | None, typer.Option(
        "--spelling", metavar="S", show_default=False,
        help=_("With add: another way the player is written; repeatable."))] = None,
    file: Annotated[Path | None, typer.Option(
        "--players", metavar="FILE", show_default=False,
        help=_("The players file (default: players.toml beside the session file)."))] = None,
    json_out: JsonOpt = False,
) -> None:
    from jass_slate.file.players import players_path, read_players, write_players

    path = file or players_path([session_path(ctx)])
    club, data = read_players(path)
    said = words or []
    if not said:
        _list(club, json_out)
        return
    action, names = said[0], said[1:]
    if action == "add" and len(names) == 1:
        changed, line = added(club, names[0], spelling or [])
    elif action == "merge" and len(names) == 2 and not spelling:
        changed, line = merged(club, names[0], names[1])
    else:
        usage_error(ctx, _("say `players`, `players add NAME [--spelling S]` or `players "
                           "merge OTHER NAME`"))
    write_players(path, changed, data)
    say(line.format(file=path))


def _list(club: list[Player], json_out: bool) -> None:
    if json_out:
        print_json({"players": [{"name": p.name, "spellings": list(p.spellings)}
                                for p in club]})
        return
    from jass_slate.report.visible import visible

    if not club:
        say(_("No players yet: `jass-slate players add NAME` writes the first."))
    for player in club:
        also = ", ".join(visible(s) for s in player.spellings)
        say(f"{visible(player.name)}" + (f"  ({also})" if also else ""))


def added(club: list[Player], name: str, spellings: list[str]) -> tuple[list[Player], str]:
    """The players with a new one; a name or spelling another player has is refused."""
    from jass_slate.core.errors import RuleError, message
    from jass_slate.core.notation import fold
    from jass_slate.core.teams import number_name
    from jass_slate.file.players import Player
    from jass_slate.language.i18n import N_

    name = name.strip()
    if not name or number_name(name):
        raise RuleError(message(N_("a player's name is a word, not {name!r}"), name=name))
    taken = {fold(word): p.name for p in club for word in p.words}
    words = [name, *(s.strip() for s in spellings)]
    for word in words:
        if not word or fold(word) in taken or words.count(word) > 1:
            raise RuleError(message(N_("{word!r} is already a player or a spelling: players "
                                       "merge OTHER NAME joins two"), word=word))
    return [*club, Player(name, tuple(words[1:]))], _("{name} added to {file}.").format(
        name=name, file="{file}")


def merged(club: list[Player], other: str, name: str) -> tuple[list[Player], str]:
    """OTHER's name and spellings (or the spelling OTHER) become NAME's."""
    from jass_slate.core.errors import RuleError, message
    from jass_slate.core.notation import fold
    from jass_slate.file.players import Player
    from jass_slate.language.i18n import N_

    target = next((p for p in club if fold(p.name) == fold(name)), None)
    if target is None:
        raise RuleError(message(N_("no player {name!r} to merge into: players add NAME "
                                   "first"), name=name))
    if fold(other) in (fold(w) for w in target.words):
        raise RuleError(message(N_("{spelling!r} is {name} already"), spelling=other,
                                name=target.name))
    source = next((p for p in club if fold(other) in (fold(w) for w in p.words)), None)
    moved = source.words if source is not None else (other.strip(),)
    joined = Player(target.name, (*target.spellings, *moved))
    kept = [joined if p is target else p for p in club if p is not source]
    return kept, _("{spelling} is {name} from now on ({file}).").format(
        spelling=other, name=target.name, file="{file}")

