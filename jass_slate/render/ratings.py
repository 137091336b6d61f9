"""The players' ratings drawn: each player's rating after each of the games rated, in time
order, as an SVG line chart (a PNG of it with the `[png]` extra, render/png.py); and the
ratings as lines for the terminal. Names are text in the SVG, never markup."""

from __future__ import annotations

from html import escape

from jass_slate.language.i18n import _, ngettext
from jass_slate.report.ratings import Ratings, in_time_order
from jass_slate.report.results import GameResult

WIDTH, HEIGHT, PAD, KEY = 760, 360, 44, 150
COLOURS = ("#1f8fd6", "#d6336c", "#2b9348", "#e07a10", "#7b4fc4", "#8c6d1f", "#0f8b8d",
           "#c0392b", "#555555")


def ratings_svg(ratings: Ratings, results: list[GameResult]) -> str:
    """One line a player: the rating after each game the player played, at that game's
    place in time; a key with each name and final rating."""
    rated = in_time_order(results)
    place = {(r.at, r.session, r.game): index + 1 for index, r in enumerate(rated)}
    steps = max(len(rated), 1)
    values = [value for p in ratings.players for _at, value in p.course] or [0.0]
    low, high = min(0.0, *values), max(1.0, *values)
    plot = WIDTH - 2 * PAD - KEY

    def x(step: int) -> float:
        return PAD + step * plot / steps

    def y(value: float) -> float:
        return HEIGHT - PAD - (value - low) * (HEIGHT - 2 * PAD) / (high - low)

    title = escape(_("Ratings over {count} games").format(count=len(rated)))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
             f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{title}" '
             'font-family="sans-serif" font-size="13">',
             f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
             f'<text x="{PAD}" y="{PAD - 18}" font-size="15">{title}</text>',
             f'<line x1="{PAD}" y1="{y(0):.1f}" x2="{PAD + plot}" y2="{y(0):.1f}" '
             'stroke="#999" stroke-dasharray="4 4"/>',
             f'<text x="{PAD - 6}" y="{y(high) + 4:.1f}" text-anchor="end">{high:.0f}</text>',
             f'<text x="{PAD - 6}" y="{y(low) + 4:.1f}" text-anchor="end">{low:.0f}</text>']
    steps_of = _steps(ratings, results, place)
    for index, player in enumerate(ratings.players):
        colour = COLOURS[index % len(COLOURS)]
        steps_played = steps_of[index]
        start = steps_played[0] - 1  # a new player's rating is 0 before the first game
        points = [f"{x(start):.1f},{y(0):.1f}", *(
            f"{x(step):.1f},{y(value):.1f}" for step, value in zip(
                steps_played, (v for _a, v in player.course), strict=True))]
        parts.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2.5" '
                     f'points="{" ".join(points)}"/>')
        key_y = PAD + index * 18
        parts.append(f'<rect x="{WIDTH - KEY}" y="{key_y - 10}" width="14" height="4" '
                     f'fill="{colour}"/>')
        parts.append(f'<text x="{WIDTH - KEY + 20}" y="{key_y - 4}">{escape(player.name)} '
                     f'{player.rating:.1f}</text>')
    parts.append("</svg>\n")
    return "\n".join(parts)


def _steps(ratings: Ratings, results: list[GameResult],
           place: dict[tuple[str, str, int], int]) -> list[list[int]]:
    """For each player, the place in time of each game the player was rated in."""
    from jass_slate.core.notation import fold

    played: dict[str, list[int]] = {}
    for result in in_time_order(results):
        for side in result.sides:
            for player in side:
                played.setdefault(fold(player), []).append(
                    place[(result.at, result.session, result.game)])
    return [played[fold(p.name)] for p in ratings.players]


def ratings_lines(ratings: Ratings) -> list[str]:
    """`1. Anna  7.33  (7 games)`, then the partners."""
    from jass_slate.report.visible import visible

    if not ratings.players:
        return [_("No decided game to rate yet.")]
    width = max(len(visible(p.name)) for p in ratings.players)
    lines = [f"{rank:>2}. {visible(p.name):<{width}}  {p.rating:6.2f}  " + ngettext(
        "({count} game)", "({count} games)", p.games).format(count=p.games)
        for rank, p in enumerate(ratings.players, 1)]
    if ratings.partners:
        lines.append("")
        lines.append(_("Partners: games together, won together"))
        for (one, two), pairing in sorted(ratings.partners.items(),
                                          key=lambda item: -item[1].games):
            lines.append(f"  {visible(one)} & {visible(two)}  {pairing.games}  {pairing.won}")
    return lines
