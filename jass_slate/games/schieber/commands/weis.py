"""`weis-check`: the best Weis in a hand of cards, and which team's Weis scores."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import typer

from jass_slate.language.i18n import _
from jass_slate.shell.common import family, print_json, refusals, say, session_path, usage_error
from jass_slate.shell.options import JsonOpt

if TYPE_CHECKING:
    from jass_slate.core.teams import Team, Teams
    from jass_slate.games.schieber.file.head import Head
    from jass_slate.games.schieber.file.session import Session
    from jass_slate.games.schieber.scoring.weis_cards import Meld, WeisTable
    from jass_slate.games.schieber.scoring.weis_verdict import Player, PlayerWeis, Verdict

CardsArg = Annotated[list[str] | None, typer.Argument(
    metavar="CARDS", show_default=False,
    help=_("One hand of cards, like ♥9 h10 hearts-J ♠A, or a run ♥9-Q."))]
PlayerOpt = Annotated[list[str] | None, typer.Option(
    "--player", "-p", show_default=False, metavar="\"NAME: CARDS\"",
    help=_("\"NAME: CARDS\", once per player in the order they play to the first trick "
           "(forehand first). A seated player's name gives the team; otherwise the 1st and 3rd "
           "given are team 1."))]
ContractOpt = Annotated[str | None, typer.Option(
    "--contract", "-c", show_default=False, metavar="CONTRACT",
    help=_("The contract (trump suit, obenabe, undenufe); default: the open hand's, if any."))]
RulesOpt = Annotated[str | None, typer.Option(
    "--rules", show_default=False, metavar="PRESET|FILE",
    help=_("A preset or house-rules TOML file; default: the session's, else classic."))]


def weis_check(
    ctx: typer.Context,
    cards: CardsArg = None,
    player: PlayerOpt = None,
    contract: ContractOpt = None,
    rules: RulesOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """The best Weis in a hand of cards, or whose Weis scores among several players.

    Examples: jass-slate weis-check ♥6-K ♠A --contract hearts;
    jass-slate weis-check --player "Anna: ♥9-Q" --player "Cla: ♠10-K"
    """
    if cards and player:
        usage_error(ctx, _("give one hand as CARDS, or several with --player, not both"))
    if not cards and not player:
        usage_error(ctx, _("say the cards, like `weis-check ♥9-Q ♠A`, "
                           "or --player \"NAME: CARDS\" per player"))
    # The players' names are read as the slate has them after its renames: the record too.
    session = _session(ctx, whole=contract is None or bool(player))
    table = _table(session, rules, contract)
    if player:
        _check_players(player, table, _teams_as_played(session), json_out)
    else:
        _check_hand(cards or [], table, json_out)


def _session(ctx: typer.Context, whole: bool) -> Session | Head | None:
    """The session, replayed when the open hand's contract is wanted (`whole`), else its
    head alone (rules and teams)."""
    from jass_slate.games.schieber.file.head_only import load_head
    from jass_slate.games.schieber.file.session import load
    path = session_path(ctx)
    if not path.exists():
        return None
    return load(path) if whole else load_head(path)


def _teams_as_played(session: Session | Head | None) -> Teams | None:
    from jass_slate.games.schieber.file.session import Session

    if isinstance(session, Session):
        return session.as_played().teams
    return None if session is None else session.teams


def _table(session: Session | Head | None, rules_word: str | None,
           contract: str | None) -> WeisTable:
    from jass_slate.core.contract_words import read_contract
    from jass_slate.games.schieber.scoring.rules import preset
    from jass_slate.games.schieber.scoring.weis_cards import WeisTable
    from jass_slate.games.schieber.table.new_session import rules_for

    if rules_word is not None:
        rules = rules_for(rules_word, None, None)
    else:
        rules = session.rules if session is not None else preset("classic")
    if contract is not None:
        return WeisTable(rules, read_contract(contract, rules.deck, rules.misere_base.value))
    from jass_slate.games.schieber.file.session import Session

    open_hand = session.scorer.open if isinstance(session, Session) else None
    return WeisTable(rules, None if open_hand is None else open_hand.contract)


# --- one hand ------------------------------------------------------------------------


def _check_hand(texts: list[str], table: WeisTable, json_out: bool) -> None:
    from jass_slate.core.held_cards import parse_hand
    from jass_slate.core.notation import hand_text, split_tokens
    from jass_slate.games.schieber.scoring.weis import STOECK_POINTS
    from jass_slate.games.schieber.scoring.weis_cards import best_weis, holds_stoeck, strongest

    cards = parse_hand(split_tokens(texts), table.rules.deck, pack=table.rules.pack)
    found = best_weis(cards, table)
    shown = strongest(cards, table)
    stoeck = holds_stoeck(cards, table)
    if json_out:
        print_json({
            "weis": [_weis_data(w) for w in found],
            "total": sum(w.points for w in found),
            "strongest": None if shown is None else _weis_data(shown),
            "stoeck": stoeck,
            "contract": None if table.contract is None else table.contract.value,
        })
        return
    if table.contract is None:
        say(_("{cards} (no contract given)").format(cards=hand_text(cards)))
    else:
        say(_("{cards} ({contract})").format(cards=hand_text(cards),
                                              contract=table.contract.label))
    _say_weis(found, "  ")
    if shown is not None and shown not in found:
        say("  " + _shown_line(shown))
    if stoeck:
        say("  " + _("Stöck (king and queen/ober of trumps): {points}").format(
            points=STOECK_POINTS))


# --- several players -----------------------------------------------------------------


def _players(texts: list[str], table: WeisTable, teams: Teams | None) -> list[Player]:
    from jass_slate.core.held_cards import parse_table
    from jass_slate.core.teams import TEAMS
    from jass_slate.games.schieber.scoring.weis_verdict import Player

    saids = parse_table(texts, table.rules.deck, table.rules.pack)
    players = []
    for position, said in enumerate(saids):
        seat = None if teams is None else teams.seat_of(said.name)
        team = TEAMS[position % 2] if seat is None or teams is None else teams.team_at(seat)
        players.append(Player(said.name, team, said.cards))
    return players


def _check_players(texts: list[str], table: WeisTable, teams: Teams | None,
                   json_out: bool) -> None:
    from jass_slate.games.schieber.report.weis_sentences import reason_message, verdict_message
    from jass_slate.games.schieber.scoring.weis_verdict import adjudicate

    verdict = adjudicate(_players(texts, table, teams), table)
    if json_out:  # JSON is the same in every language
        print_json(_verdict_data(verdict, reason_message(verdict).english(),
                                 verdict_message(verdict).english()))
        return
    if table.contract is None:
        say(_("Weis at the first trick (no contract given):"))
    else:
        say(_("Weis at the first trick ({contract}):").format(contract=table.contract.label))
    for read in verdict.players:
        _say_player(read, _team_name(read.player.team, teams))
    say(verdict_message(verdict).text())
    say(_outcome(verdict, teams))


def _say_player(read: PlayerWeis, team: str) -> None:
    about = [team]
    if read.position == 0:
        # Translators: after a player's team in "1. Anna (Anna & Beat, forehand, holds Stöck)"
        about.append(_("forehand"))
    if read.stoeck:
        # Translators: as in "1. Anna (Anna & Beat, forehand, holds Stöck)"
        about.append(_("holds Stöck"))
    head = f"{read.position + 1}. {read.player.name} ({', '.join(about)})"
    if not read.weis:
        say(head + ": " + _("no Weis"))
        return
    say(f"{head}:")
    _say_weis(read.weis, "     ")
    if read.shown is not None and read.shown not in read.weis:
        say("     " + _shown_line(read.shown))


def _shown_line(shown: Meld) -> str:
    """The one combination a player shows when it is not one of the Weis scored."""
    return _("shown for the comparison: {weis} ({points})").format(weis=shown.name(),
                                                                    points=shown.points)


def _outcome(verdict: Verdict, teams: Teams | None) -> str:
    team = verdict.scoring_team
    if team is None:
        return _("No team scores Weis.")
    points = verdict.team_points[team]
    factor = _factor(verdict.table)
    name, other = _team_name(team, teams), _team_name(team.other, teams)
    if factor is None:
        return _("{team} scores {points} Weis; {other} scores none.").format(
            team=name, points=points, other=other)
    return _("{team} scores {points} Weis (×{factor}: {total}); {other} scores none.").format(
        team=name, points=points, factor=factor, total=points * factor, other=other)


def _factor(table: WeisTable) -> int | None:
    if table.contract is None:
        return None
    return table.rules.multipliers.get(table.contract)


def _team_name(team: Team, teams: Teams | None) -> str:
    return _("Team {number}").format(number=team.number) if teams is None else teams.name(team)


# --- words and JSON ------------------------------------------------------------------


def _say_weis(found: tuple[Meld, ...], indent: str) -> None:
    if not found:
        say(indent + _("no Weis"))
        return
    total = _("total")
    names = [weis.name() for weis in found]
    width = max(len(name) for name in names) + 2
    if len(found) > 1:
        width = max(width, len(total) + 1)
    for name, weis in zip(names, found, strict=True):
        say(f"{indent}{name:<{width}}{weis.points:>4}")
    if len(found) > 1:
        say(f"{indent}{total:<{width}}{sum(w.points for w in found):>4}")


def _weis_data(weis: Meld) -> dict[str, Any]:
    return {"kind": weis.kind.value, "cards": [c.label for c in weis.cards],
            "points": weis.points, "label": weis.label}


def _verdict_data(verdict: Verdict, why: str, sentence: str) -> dict[str, Any]:
    best = verdict.best
    shown = None if best is None else best.shown
    return {
        "players": [{
            "name": read.player.name,
            "team": read.player.team.number,
            "weis": [_weis_data(w) for w in read.weis],
            "total": read.total,
            "shown": None if read.shown is None else _weis_data(read.shown),
            "stoeck": read.stoeck,
        } for read in verdict.players],
        "best": None if best is None or shown is None else {
            "player": best.player.name, "kind": shown.kind.value, "points": shown.points,
            "cards": [c.label for c in shown.cards],
        },
        "scoring_team": None if verdict.scoring_team is None else verdict.scoring_team.number,
        "team_points": list(verdict.team_points),
        "reason": why or None,
        "verdict": sentence,
        "contract": None if verdict.table.contract is None else verdict.table.contract.value,
    }


commands = family()
commands.command(name="weis-check", help=_(
    "The best Weis in a hand of cards, or whose Weis scores among several players.\n\n"
    "Examples: jass-slate weis-check ♥6-K ♠A --contract hearts;\n"
    "jass-slate weis-check --player \"Anna: ♥9-Q\" --player \"Cla: ♠10-K\""))(refusals(weis_check))
