"""Pure renderers: session state in, rich renderables out."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.rules import Rules, rules_to_mapping
from jass_slate.scoring import Game, HandResult, Scorer
from jass_slate.texts import game_sentence
from jass_slate.views import team_needs


def render_show(scorer: Scorer) -> RenderableType:
    """The slate as a table: both teams' totals and marks, and what comes next."""
    game = scorer.game
    table = Table(title=_title(scorer), title_justify="left")
    for column in ("Team", "Score", "100s", "50s", "20s", "Rest", "Needs"):
        table.add_column(column, justify="left" if column in ("Team", "Needs") else "right")
    for team in (0, 1):
        marks = game.marks[team]
        table.add_row(
            _team_label(scorer, team), str(game.scores[team]), str(marks.hundreds),
            str(marks.fifties), str(marks.twenties), str(marks.rest), _needs(scorer, team),
        )
    return Group(table, *(Text(line) for line in _footer(scorer)))


def _title(scorer: Scorer) -> str:
    rules, game = scorer.rules, scorer.game
    goal = f"to {rules.target}" if rules.target is not None else f"{rules.hands} hands"
    return f"Game {game.number} · {goal} · games won {scorer.games_won[0]}–{scorer.games_won[1]}"


def _team_label(scorer: Scorer, team: int) -> str:
    label = scorer.teams.name(team)
    players = scorer.teams.players(team)
    if players and "&" not in label:
        label += f" ({' & '.join(players)})"
    if scorer.game.bergpreis == team:
        label += " ⛰"
    return label


def _needs(scorer: Scorer, team: int) -> str:
    needs = team_needs(scorer, team)
    if needs["target"] is None or scorer.game.decided:
        return ""
    text = f"{needs['target']}"
    if needs["trick_points"] is not None and scorer.open is not None:
        text += f" ({needs['trick_points']} in {scorer.open.contract.value})"
    if needs["bergpreis"]:
        text += f", hill {needs['bergpreis']}"
    return text


def _footer(scorer: Scorer) -> list[str]:
    lines = []
    game = scorer.game
    if game.bergpreis is not None:
        lines.append(f"Bergpreis: {scorer.teams.name(game.bergpreis)}")
    decided = game_sentence(scorer)
    if decided:
        lines.append(decided)
    if scorer.open is not None:
        hand = scorer.open
        chooser = f", {hand.chooser} chose" if hand.chooser else ""
        pushed = " (pushed)" if hand.pushed else ""
        lines.append(f"Open hand {hand.number}: {hand.contract.label} ×{hand.factor}"
                     f"{pushed}{chooser}; written so far {hand.scores[0]} – {hand.scores[1]}")
    deal = scorer.next_deal()
    if deal is not None:
        lines.append(f"Next: {deal[0]} deals, {deal[1]} is forehand.")
    return lines


def render_history(scorer: Scorer) -> RenderableType:
    """Every hand with what it added and the running totals, games separated."""
    names = scorer.teams.names
    table = Table(title="History", title_justify="left")
    for column in ("#", "Dealer", "Chose", "Contract", "Points", "Weis", "Stöck",
                   f"+{names[0]}", f"+{names[1]}", "Totals"):
        table.add_column(column, justify="right" if column in ("#", "Points") else "left")
    previous = 0
    for hand in scorer.hands:
        if hand.game != previous:
            table.add_section()
            table.add_row("", Text(f"Game {hand.game}", style="bold"))
            previous = hand.game
        table.add_row(*_hand_cells(scorer, hand))
        decided = scorer.games[hand.game - 1]
        if decided.decided_in == hand.number:
            table.add_row("", Text(_game_end(scorer, decided), style="bold"))
    shown = [Text(f"Hand {h.number}, Weis shown: {'; '.join(h.weis.declared)}")
             for h in scorer.hands if h.weis is not None and h.weis.declared]
    return Group(table, *shown) if shown else table


def _hand_cells(scorer: Scorer, hand: HandResult) -> list[str]:
    chose = (hand.chooser or "") + (" (pushed)" if hand.pushed else "")
    if not chose.strip():
        chose = "pushed" if hand.pushed else ""
    points = "–" if hand.points is None else f"{hand.points[0]}:{hand.points[1]}"
    if hand.match is not None:
        points += " Kontermatch" if hand.kontermatch else " Match"
    weis = "" if hand.weis is None else f"{hand.weis.team + 1}: {hand.weis.total}"
    stoeck = "" if hand.stoeck is None else str(hand.stoeck + 1)
    totals = f"{hand.totals[0]} – {hand.totals[1]}"
    if hand.claim is not None:
        totals += " (claim)"
    if hand.fixed:
        totals += " (fixed)"
    return [str(hand.number), hand.dealer or "", chose, f"{hand.contract.label} ×{hand.factor}",
            points, weis, stoeck, str(hand.scores[0]), str(hand.scores[1]), totals]


def _game_end(scorer: Scorer, game: Game) -> str:
    if game.draw:
        return f"drawn {game.scores[0]} – {game.scores[1]}"
    assert game.winner is not None
    schneider = ", Schneider" if game.schneider else ""
    return f"won by {scorer.teams.name(game.winner)}{schneider}"


def render_rules(rules: Rules) -> RenderableType:
    table = Table(title=f"Rules ({rules.preset})", title_justify="left", show_header=False)
    table.add_column("key")
    table.add_column("value")
    for key, value in rules_to_mapping(rules).items():
        if isinstance(value, dict):
            value = ", ".join(f"{k} ×{v}" for k, v in value.items())
        elif isinstance(value, list):
            value = " – ".join(map(str, value))
        table.add_row(key, str(value))
    return table
