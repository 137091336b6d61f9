"""Pure renderers: session state in, rich renderables out."""

from __future__ import annotations

from collections.abc import Collection

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from jass_slate.rules import Rules, rules_to_mapping
from jass_slate.scoring import Scorer
from jass_slate.slate import SlateLook, render_slate
from jass_slate.texts import game_sentence
from jass_slate.views import team_needs


def render_show(scorer: Scorer, look: SlateLook | None = None) -> RenderableType:
    """The Z slate of both teams, then the Bergpreis, the winner and what comes next."""
    footer = [*_footer(scorer), *_needs_lines(scorer)]
    return Group(Text(_title(scorer), style="bold"), Text(""), render_slate(scorer, look),
                 Text(""), *(Text(line) for line in footer))


def _title(scorer: Scorer) -> str:
    rules, game = scorer.rules, scorer.game
    goal = f"to {rules.target}" if rules.target is not None else f"{rules.hands} hands"
    return f"Game {game.number} · {goal} · games won {scorer.games_won[0]}–{scorer.games_won[1]}"


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


def _needs_lines(scorer: Scorer) -> list[str]:
    needs = [f"{scorer.teams.name(t)} {_needs(scorer, t)}" for t in (0, 1)]
    return [f"Still needed: {'; '.join(needs)}"] if _needs(scorer, 0) else []


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


def render_history(scorer: Scorer, only: Collection[int] | None = None) -> RenderableType:
    """The hands game by game (every game, or those numbered in `only`), in a table that
    fits 80 columns; each game's outcome and its score race drawn as a chart (see
    jass_slate.history_view)."""
    from jass_slate.history_view import render_history as history_view

    return history_view(scorer, only=only)


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
