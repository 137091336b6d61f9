"""`show` for the terminal: a scorer in, rich renderables out: the Z slate with its title
and footer; and `shown`, which writes out the control characters of names for every
drawing (`render/shown.py`; the rules table is `games/schieber/render/rules.py`)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import takewhile

from rich.console import Group, RenderableType
from rich.text import Text

from jass_slate.core.teams import TEAMS, Team, Teams
from jass_slate.games.schieber.render.rules import (  # noqa: F401  (their home before: re-exported)
    RULE_MEANINGS,
    render_rules,
)
from jass_slate.games.schieber.render.slate import SlateLook, render_slate
from jass_slate.games.schieber.report.data import team_needs
from jass_slate.games.schieber.report.rule_sentences import goal_text, house_rules_title
from jass_slate.games.schieber.report.sentences import game_sentence, next_deal_line, open_hand_line
from jass_slate.games.schieber.report.striche import striche_line
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.language.i18n import _
from jass_slate.render.shown import Shown
from jass_slate.report.visible import visible


def team_words(teams: Teams) -> tuple[str, ...]:
    """Every name a session's teams give: the names `--ascii` keeps as they were typed."""
    return (*teams.names, *(teams.seats or ()))


def shown(renderable: RenderableType, teams: Teams | None = None,
          ascii_: bool = False) -> Shown:
    """`renderable` for the terminal; with `ascii_`, in ASCII but for the names."""
    names: Iterable[str] = () if teams is None else team_words(teams)
    return Shown(renderable, tuple(names) if ascii_ else None)


def render_show(scorer: Slate, look: SlateLook | None = None, more: bool = False,
                created: str | None = None) -> RenderableType:
    """The Z slate of both teams (with `more`, under it the last hand recorded, the
    game's Match and Kontermatch and how long the game and the evening have run); then
    the Bergpreis, the winner and what comes next."""
    read_back = _read_back(scorer, created) if more else []
    footer = [*read_back, *slate_footer(scorer), *needs_lines(scorer)]
    drawn = Group(Text(slate_title(scorer), style="bold"), Text(""), render_slate(scorer, look),
                  Text(""), *(Text(visible(line)) for line in footer))
    return shown(drawn, scorer.teams, look is not None and look.ascii)


def slate_title(scorer: Slate) -> str:
    won, rules = scorer.games_won, scorer.rules
    goal = goal_text(rules)
    if rules.hands is not None and not scorer.game.decided:  # the hand open or dealt next
        goal = _("hand {number} of {hands}").format(number=scorer.game.hands + 1,
                                                    hands=rules.hands)
    house = house_rules_title(rules)
    if house:  # a house-rules session says so, and which keys differ from its preset
        goal += " · " + house
    return _("Game {number} · {goal} · games won {won1}–{won2}").format(
        number=scorer.game.number, goal=goal, won1=won[0], won2=won[1])


def _needs(scorer: Slate, team: int) -> str:
    needs = team_needs(scorer, team)
    if needs["target"] is None or scorer.game.decided:
        return ""
    text = f"{needs['target']}"
    if needs["trick_points"] is not None and scorer.open is not None:
        text += " ({})".format(_("{points} in {contract}").format(
            points=needs["trick_points"], contract=scorer.open.contract.word))
    if needs["bergpreis"]:
        text += ", " + _("Bergpreis {points}").format(points=needs["bergpreis"])
    return text


def needs_lines(scorer: Slate) -> list[str]:
    needs = [f"{scorer.teams.name(t)} {_needs(scorer, t)}" for t in TEAMS]
    if not _needs(scorer, Team.ONE):
        return []
    return [_("Still needed: {needs}").format(needs="; ".join(needs))]


def _read_back(scorer: Slate, created: str | None) -> list[str]:
    """`Last: Hand 31 (♥ hearts ×2): …` and the times, once a hand is recorded (in the
    game shown: a hand that began the next game is the slate's first)."""
    from jass_slate.games.schieber.report.evening import game_time_line

    if not scorer.hands:
        return []
    lines = [last_hand_line(scorer)]
    matches = match_line(scorer)
    times = game_time_line(scorer, created)
    return lines + [line for line in (matches, times) if line]


def match_line(scorer: Slate) -> str | None:
    """`Match and Kontermatch this game: Anna & Beat M M, Cla & Dora K`: a letter for
    each, as many boards mark them beside the Z (`M` where the chooser is not known)."""
    game = scorer.game.number
    hands = list(takewhile(lambda hand: hand.game == game, reversed(scorer.hands)))[::-1]
    made = [[("K" if hand.kontermatch else "M") for hand in hands if hand.match == team]
            for team in TEAMS]
    if not any(made):
        return None
    said = ", ".join(f"{scorer.teams.name(team)} {' '.join(made[team])}" for team in TEAMS
                     if made[team])
    return _("Match and Kontermatch this game: {teams}").format(teams=said)


def last_hand_line(scorer: Slate) -> str:
    """`Last: hand 31, ♥ ×2 ↷ Beat: Anna & Beat +240, Cla & Dora +114`."""
    from jass_slate.games.schieber.render.history import PUSHED, PUSHED_BACK, contract_label

    hand = scorer.hands[-1]
    names = scorer.teams.names
    chose = hand.chooser or ""
    if hand.pushed:
        chose = f"{PUSHED}{PUSHED_BACK if hand.pushed_back else ''} {chose}".rstrip()
    added = ", ".join(f"{names[t]} +{hand.scores[t]}" for t in TEAMS)
    played = " ".join(part for part in (contract_label(hand), chose) if part)
    return _("Last: hand {number}, {played}: {added}").format(number=hand.number,
                                                               played=played, added=added)


def slate_footer(scorer: Slate) -> list[str]:
    lines = []
    game = scorer.game
    if game.bergpreis is not None:
        lines.append(_("Bergpreis: {team}").format(team=scorer.teams.name(game.bergpreis)))
    striche = striche_line(scorer)
    if striche:
        lines.append(striche)
    decided = game_sentence(scorer)
    if decided:
        lines.append(decided)
    if scorer.open is not None:
        lines.append(open_hand_line(scorer.open, scorer))
        if scorer.open.tricks:
            from jass_slate.games.schieber.report.counts import tricks_so_far

            lines.append(tricks_so_far(scorer.open, scorer.teams))
    deal = None if scorer.passe_over else scorer.next_deal()  # a Passe over: none is dealt
    if deal is not None:
        lines.append(next_deal_line(deal))
    return lines
