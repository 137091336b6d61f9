"""Shell completion of a Schieber's contracts and teams, read from the session file when
there is one; and of `new`'s teams and players, read from the session files beside it.

The callbacks run while the shell waits for a TAB: they never fail. Without a session
file (or with one that cannot be read) they offer what any session would accept.
"""

from __future__ import annotations

from typing import Any

import typer

from jass_slate.shell.completion import matching, offered, said_equal, session_file

GERMAN = {"clubs": "kreuz", "spades": "schaufel", "diamonds": "ecken", "hearts": "herz",
          "acorns": "eicheln", "shields": "schilten", "roses": "rosen", "bells": "schellen"}


def _session(ctx: typer.Context | None) -> Any:
    """The session, or None when there is none to read (completion never fails)."""
    try:
        path = session_file(ctx)
        if not path.is_file():
            return None
        from jass_slate.games.schieber.file.session import load

        return load(path)
    except Exception:  # a TAB must never show a traceback
        return None


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


def complete_contract(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    return offered(lambda: contract_choices(_session(ctx)), incomplete)


def complete_team(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    return offered(lambda: team_choices(_session(ctx)), incomplete)


def complete_team_points(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`--points TEAM=N` (and `TEAM=N` after the contract, `--scored`, `--weis TEAM=V`):
    `1=`, `2=`, the team names and the players, each with its `=`."""
    return offered(lambda: said_equal(team_choices(_session(ctx))), incomplete)


def complete_player(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`rename OLD`: the players as the slate has them now."""
    return offered(lambda: player_choices(_session(ctx)), incomplete)



# --- `new`: the teams and players of the session files in the folder ----------------------


def known_tables(ctx: typer.Context | None) -> list[Any]:
    """The Teams of the session files beside the one the command would use, newest first."""
    from jass_slate.games.schieber.table.like import session_files

    return [session.teams for session in session_files(session_file(ctx).parent)]


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
        return matching(teams + known_players(ctx), incomplete)
    except Exception:  # never fail under the TAB key
        return []


def complete_known_player(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`new --first-forehand`: the players of the folder's sessions."""
    try:
        return matching(known_players(ctx), incomplete)
    except Exception:  # never fail under the TAB key
        return []


def complete_known_seats(ctx: typer.Context, incomplete: str) -> list[tuple[str, str]]:
    """`new --seats P1,P2,...`: the seats of the folder's sessions whole, or after the last
    comma the player names not listed yet."""
    try:
        done, comma, _ = incomplete.rpartition(",")
        if not comma:
            seats = [(",".join(t.seats), "") for t in known_tables(ctx) if t.seats]
            return matching(seats + known_players(ctx), incomplete)
        listed = {name.strip().lower() for name in done.split(",")}
        players = [(f"{done},{name}", team) for name, team in known_players(ctx)
                   if name.lower() not in listed]
        return matching(players, incomplete)
    except Exception:  # never fail under the TAB key
        return []
