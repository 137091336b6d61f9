"""Aliases over several sessions of any game: `--alias "Uli=Ueli"` says that the player written
Uli in some sessions is Ueli, in the players' and in the teams' names (`stats`, `export FILES`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from jass_slate.core.errors import InputError, message
from jass_slate.core.notation import fold
from jass_slate.language.i18n import N_


def parse_aliases(texts: Iterable[str]) -> dict[str, str]:
    """`--alias "Uli=Ueli"` (repeatable, or comma-separated): Uli is counted as Ueli."""
    aliases: dict[str, str] = {}
    for text in texts:
        for pair in text.split(","):
            other, sep, name = pair.partition("=")
            if not sep or not other.strip() or not name.strip():
                raise InputError(message(N_("--alias is written OTHER=NAME, like "
                                            "--alias \"Uli=Ueli\", not {text!r}"),
                                         text=pair), value=pair)
            aliases[fold(other)] = name.strip()
    return aliases


def aliased_player(name: str, aliases: Mapping[str, str]) -> str:
    """A player's name with its alias: `Uli` is `Ueli`."""
    return aliases.get(fold(name), name)


def aliased_players(names: Iterable[str], aliases: Mapping[str, str]) -> list[str]:
    """Each of `names` as `aliased_player` says it."""
    return [aliased_player(name, aliases) for name in names]


def aliased_team(name: str, aliases: Mapping[str, str]) -> str:
    """A team's name with its players' aliases: `Uli & Beat` is `Ueli & Beat`."""
    players = name.split("&")
    if len(players) != 2 or not aliases:
        return name
    return " & ".join(aliases.get(fold(p), p.strip()) for p in players)
