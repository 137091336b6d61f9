"""Shell completion for contracts and teams, read from the session file when there is one.

The callbacks run while the shell waits for a TAB: they never fail. Without a session
file (or with one that cannot be read) they offer what any session would accept.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import typer

GERMAN = {"clubs": "kreuz", "spades": "schaufel", "diamonds": "ecken", "hearts": "herz",
          "acorns": "eicheln", "shields": "schilten", "roses": "rosen", "bells": "schellen"}


def _session_path(ctx: typer.Context | None) -> Path:
    """The file the command would use: --file, then JASS_SLATE_FILE, then ./jass.toml."""
    import os

    from jass_slate.file.path import session_path

    given = None
    if ctx is not None:
        given = ctx.find_root().params.get("file")
    return session_path(given, os.environ)


def _session(ctx: typer.Context | None) -> Any:
    """The session, or None when there is none to read (completion never fails)."""
    try:
        path = _session_path(ctx)
        if not path.is_file():
            return None
        from jass_slate.games.schieber.file.session import load

        return load(path)
    except Exception:  # a TAB must never show a traceback
        return None


def _matching(choices: list[tuple[str, str]], incomplete: str) -> list[tuple[str, str]]:
    """The choices that start like `incomplete`, case and accents aside. The shell only
    keeps words that start exactly as typed, so `c` offers `cla` for Cla: teams, players
    and contracts are read case-insensitively anyway."""
    from jass_slate.core.notation import fold

    typed = incomplete.rstrip()  # `Cla ` (typed `Cla\ `) is the start of `Cla & Dora` alone
    start = fold(typed) + incomplete[len(typed):]
    seen: set[str] = set()
    found = []
    for word, help_text in choices:
        if not fold(word).startswith(start):
            continue
        offered = word if word.startswith(incomplete) else incomplete + word[len(incomplete):]
        if offered not in seen:
            seen.add(offered)
            found.append((offered, help_text))
    return found


def contract_choices(session: Any) -> list[tuple[str, str]]:
    """Contracts the session's rules play, with their factor: English, then German names,
    then the name in the language in use (`coeur`, `cuori`) when it is another one."""
    from jass_slate.core.cards import Deck, deck_contracts
    from jass_slate.core.notation import SUIT_ALIASES, fold
    from jass_slate.games.schieber.scoring.rules import preset

    rules = session.rules if session is not None else preset("classic")
    contracts = [c for c in deck_contracts(rules.deck) if c in rules.multipliers]
    if session is None:
        contracts += [c for c in deck_contracts(Deck.SWISS) if c.trump is not None]
    choices = []
    for contract in contracts:
        factor = rules.multipliers.get(contract)
        help_text = contract.label + (f" ×{factor}" if factor else "")
        choices.append((contract.value, help_text))
        if contract.value in GERMAN:
            choices.append((GERMAN[contract.value], help_text))
        if contract.trump is not None:
            spoken = fold(contract.trump.word)  # a shell word: no accents, no capitals
            if spoken in SUIT_ALIASES and spoken not in (contract.value, GERMAN[contract.value]):
                choices.append((spoken, help_text))
    return choices + extra_choices(rules)


# The Swiss spellings offered beside an extra contract's own word.
SWISS_SPELLINGS = {"gusti": ("guschti",), "mery": ("mary",), "misere": ("misère",)}


def extra_choices(rules: Any) -> list[tuple[str, str]]:
    """The extra contracts the rules give a factor (issue 15): `slalom-oben`, `gusti` and
    `guschti`, `tuo-hearts` and `tuo-herz`, `wunsch-obenabe`, `misere` ..."""
    from jass_slate.core.cards import Extra, extra_contracts

    choices = []
    for extra, factor in rules.extras.items():
        for contract in extra_contracts(extra, rules.deck):
            if not (rules.mery if contract.value == "mery" and rules.mery is not None
                    else factor):
                continue
            base = rules.misere_base.value
            if contract.extra is Extra.MISERE and base not in ("either",
                                                                   contract.played.value):
                continue
            help_text = f"{contract.label} ×{factor}"
            words = [contract.value, *SWISS_SPELLINGS.get(contract.value, ())]
            head, _sep, played = contract.value.partition("-")
            if played in GERMAN:
                words.append(f"{head}-{GERMAN[played]}")
            if head == "misere" and base != "either":
                words += ["misere", "misère"]
            choices += [(word, help_text) for word in words]
    return choices


def team_choices(session: Any) -> list[tuple[str, str]]:
    """1 and 2, the team names and the players, each saying which team it is."""
    from jass_slate.core.teams import TEAMS
    from jass_slate.language.i18n import _

    if session is None:
        return [(str(team), _("team {number}").format(number=team)) for team in (1, 2)]
    teams = session.as_played().teams  # after its renames
    choices = [(str(team.number), teams.name(team)) for team in TEAMS]
    choices += [(teams.name(team), _("team {number}").format(number=team.number))
                for team in TEAMS]
    return choices + player_choices(session)


def player_choices(session: Any) -> list[tuple[str, str]]:
    """The players as the slate has them after its renames, each with the team's name."""
    from jass_slate.core.teams import TEAMS

    if session is None:
        return []
    teams = session.as_played().teams
    return [(player, teams.name(team)) for team in TEAMS for player in teams.players(team)]


def said_equal(choices: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The choices as the start of `TEAM=N` or `PLAYER=N`: `1=`, `Anna & Beat=`, `Anna=`."""
    return [(word + "=", help_text) for word, help_text in choices]


def complete_language(incomplete: str) -> list[tuple[str, str]]:
    """`--lang`: en, de, fr and it, each said in its own language."""
    from jass_slate.language.i18n import SPOKEN

    return _matching(list(SPOKEN.items()), incomplete)


def _offered(choices: Callable[[], list[tuple[str, str]]], incomplete: str
             ) -> list[tuple[str, str]]:
    """The `choices` that start like `incomplete`; none where they cannot be made."""
    try:
        return _matching(choices(), incomplete)
    except Exception:  # never fail under the TAB key
        return []


def complete_contract(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    return _offered(lambda: contract_choices(_session(ctx)), incomplete)


def complete_team(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    return _offered(lambda: team_choices(_session(ctx)), incomplete)


def complete_team_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`--points TEAM=N` (and `TEAM=N` after the contract, `--scored`, `--weis TEAM=V`):
    `1=`, `2=`, the team names and the players, each with its `=`."""
    return _offered(lambda: said_equal(team_choices(_session(ctx))), incomplete)


def complete_player(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`rename OLD`: the players as the slate has them now."""
    return _offered(lambda: player_choices(_session(ctx)), incomplete)


# --- the other games: the names in the head of the file the command reads ----------------


def _setup(ctx: typer.Context | None, game: str) -> Any:
    """The head of a session file of `game` (teams or players), or None where there is none
    to read (completion never fails)."""
    try:
        path = _session_path(ctx)
        if not path.is_file():
            return None
        from jass_slate.file.game_file import load_kind
        from jass_slate.session.games import kind_of

        kind = kind_of(game)
        return None if kind is None else load_kind(path, kind).setup
    except Exception:  # a TAB must never show a traceback
        return None


def coiffeur_team_choices(setup: Any) -> list[tuple[str, str]]:
    """A Coiffeur's TEAM (games/coiffeur/table/cells.py: team_of): its number, its name or a
    player."""
    from jass_slate.language.i18n import _

    if setup is None:
        return [(str(n), _("team {number}").format(number=n)) for n in (1, 2)]
    teams = list(enumerate(setup.teams, start=1))
    return [*((str(number), team.name) for number, team in teams),
            *((team.name, _("team {number}").format(number=number)) for number, team in teams),
            *((player, team.name) for _number, team in teams for player in team.players)]


def complete_coiffeur_team(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Coiffeur's `--by TEAM`."""
    return _offered(lambda: coiffeur_team_choices(_setup(ctx, "coiffeur")), incomplete)


def complete_cell_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Coiffeur's `--points [TEAM=]N`: each TEAM with its `=`."""
    return _offered(lambda: said_equal(coiffeur_team_choices(_setup(ctx, "coiffeur"))),
                    incomplete)


def differenzler_players(ctx: typer.Context | None) -> list[tuple[str, str]]:
    setup = _setup(ctx, "differenzler")
    return [] if setup is None else [(player, "") for player in setup.players]


def complete_differenzler_player(ctx: typer.Context, incomplete: str
                                 ) -> list[tuple[str, str]]:
    """A Differenzler's `--match PLAYER` and `--stoeck PLAYER`."""
    return _offered(lambda: differenzler_players(ctx), incomplete)


def complete_player_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """A Differenzler's `--points PLAYER=N`: each player with its `=`."""
    return _offered(lambda: said_equal(differenzler_players(ctx)), incomplete)


# --- `new`: the teams and players of the session files in the folder ----------------------


def known_tables(ctx: typer.Context | None) -> list[Any]:
    """The Teams of the session files beside the one the command would use, newest first."""
    from jass_slate.games.schieber.table.like import session_files

    return [session.teams for session in session_files(_session_path(ctx).parent)]


def known_players(ctx: typer.Context | None) -> list[tuple[str, str]]:
    """Every player of those files, once (as first written), with the team they played in."""
    from jass_slate.core.teams import TEAMS

    return [(player, teams.name(team)) for teams in known_tables(ctx) for team in TEAMS
            for player in teams.players(team)]


def complete_known_team(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`new --team`: the team names of the folder's sessions, then their players."""
    from jass_slate.core.teams import TEAMS

    try:
        teams = [(t.name(team), t.name(team.other)) for t in known_tables(ctx) for team in TEAMS]
        return _matching(teams + known_players(ctx), incomplete)
    except Exception:  # never fail under the TAB key
        return []


def complete_known_player(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`new --first-forehand`: the players of the folder's sessions."""
    try:
        return _matching(known_players(ctx), incomplete)
    except Exception:  # never fail under the TAB key
        return []


def complete_known_seats(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`new --seats P1,P2,...`: the seats of the folder's sessions whole, or after the last
    comma the player names not listed yet."""
    try:
        done, comma, _ = incomplete.rpartition(",")
        if not comma:
            seats = [(",".join(t.seats), "") for t in known_tables(ctx) if t.seats]
            return _matching(seats + known_players(ctx), incomplete)
        listed = {name.strip().lower() for name in done.split(",")}
        players = [(f"{done},{name}", team) for name, team in known_players(ctx)
                   if name.lower() not in listed]
        return _matching(players, incomplete)
    except Exception:  # never fail under the TAB key
        return []
