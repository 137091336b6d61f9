"""`serve`'s page of a Schieber: the chalk slate, the score race and the history (the frame
every game's page shares is render/page.py)."""

from __future__ import annotations

from jass_slate.core.teams import TEAMS
from jass_slate.games.schieber.render.show import needs_lines, slate_footer
from jass_slate.games.schieber.render.svg import export_slate_svg
from jass_slate.games.schieber.scoring.results import HandResult
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.language.i18n import _
from jass_slate.render.page import (
    HISTORY_ROWS,
    GamePage,
    slate_section,
    standing_lines,
    text,
    text_table,
    totals_line,
)

RACE_WIDTH, RACE_HEIGHT, RACE_PAD = 640, 220, 34
TEAM_COLOURS = ("#1f8fd6", "#d6336c")


def schieber_page(scorer: Slate) -> GamePage:
    """A Schieber session's page: the teams face each other in the title."""
    names = scorer.teams.names
    title = _("{team1} against {team2}").format(team1=names[0], team2=names[1])
    picture = export_slate_svg(scorer)
    return GamePage(title, live_content(scorer, picture), picture)


def live_content(scorer: Slate, picture: str) -> str:
    """The page's changing part: the slate, the race and the history."""
    return "\n".join([
        slate_section(_("Z slate"), picture),
        totals_line(scorer.teams.names, scorer.game.scores),
        standing_lines([*slate_footer(scorer), *needs_lines(scorer)]),
        *_striche(scorer),
        race_svg(scorer),
        history_table(scorer),
    ])


def _striche(scorer: Slate) -> list[str]:
    """The Striche line, where the rules count them (the names escaped by `text`)."""
    from jass_slate.games.schieber.report.striche import striche_line

    line = striche_line(scorer)
    return [] if line is None else [standing_lines([line])]


def race_svg(scorer: Slate) -> str:
    """The current game's race: both teams' totals after each hand, the target on top."""
    hands = [h for h in scorer.hands if h.game == scorer.game.number]
    top = scorer.rules.target or max([500, *(max(h.totals) for h in hands)])
    width, height, pad = RACE_WIDTH, RACE_HEIGHT, RACE_PAD
    steps = max(len(hands), 1)

    def point(index: int, total: int) -> str:
        x = pad + index * (width - 2 * pad) / steps
        y = height - pad - min(total, top) * (height - 2 * pad) / top
        return f"{x:.1f},{y:.1f}"

    parts = [f'<svg class="race" viewBox="0 0 {width} {height}" role="img" '
             f'aria-label="{text(_("score race"))}" xmlns="http://www.w3.org/2000/svg">',
             f'<line class="axis" x1="{pad}" y1="{pad}" x2="{width - pad}" y2="{pad}" '
             'stroke-dasharray="4 4"/>',
             f'<line class="axis" x1="{pad}" y1="{height - pad}" x2="{width - pad}" '
             f'y2="{height - pad}"/>',
             f'<text x="{pad}" y="{pad - 8}">{top}</text>']
    for team in TEAMS:
        points = [point(0, 0), *(point(i + 1, h.totals[team]) for i, h in enumerate(hands))]
        parts.append(f'<polyline fill="none" stroke="{TEAM_COLOURS[team]}" stroke-width="3" '
                     f'points="{" ".join(points)}"/>')
        key_x = pad + 70 + team * (width - 2 * pad - 70) / 2  # the key: a stroke, the name
        parts.append(f'<line x1="{key_x:.1f}" y1="{pad - 13}" x2="{key_x + 22:.1f}" '
                     f'y2="{pad - 13}" stroke="{TEAM_COLOURS[team]}" stroke-width="3"/>')
        parts.append(f'<text x="{key_x + 28:.1f}" y="{pad - 8}">'
                     f'{text(scorer.teams.name(team))}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def history_table(scorer: Slate) -> str:
    """The last hands, the newest first: game, contract, factor, what each team wrote."""
    names = scorer.teams.names
    heads = ["#", _("game"), _("contract"), _("factor"), names[0], names[1], _("totals")]
    rows = [_row(hand) for hand in reversed(scorer.hands[-HISTORY_ROWS:])]
    return text_table(heads, rows, wide=(1, 3), words=(2,))  # game, factor: not on a phone


def _row(hand: HandResult) -> list[object]:
    return [hand.number, hand.game, hand.contract.word, f"×{hand.factor}", hand.scores[0],
            hand.scores[1], f"{hand.totals[0]} – {hand.totals[1]}"]
