"""`stats --ratings [FILES...]`: the players' ratings over the files of one game, said, as
JSON, and drawn as a chart (report/ratings.py rates, render/ratings.py draws)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path


def say_ratings(paths: Sequence[Path], aliases: Mapping[str, str], json_out: bool,
                chart: Path | None, force: bool) -> None:
    from jass_slate.cli.several import results_several
    from jass_slate.render.ratings import ratings_lines, ratings_svg
    from jass_slate.report.ratings import rate, ratings_data
    from jass_slate.shell.common import deliver, print_json, say, tell

    results = results_several(paths, aliases)
    ratings = rate(results)
    if chart is not None:
        picture: str | bytes = ratings_svg(ratings, results)
        if chart.suffix.lower() == ".png":
            from jass_slate.render.png import svg_to_png

            picture = svg_to_png(str(picture))
        if json_out:  # stdout is the JSON alone: the chart is said on stderr
            from jass_slate.file.export import write_export
            from jass_slate.language.i18n import _

            write_export(chart, picture, force, list(paths))
            tell(_("Wrote {file}.").format(file=chart))
        else:
            deliver(picture if isinstance(picture, bytes) else [picture], chart, force,
                    list(paths))
    if json_out:
        print_json(ratings_data(ratings))
        return
    if not ratings.players:
        tell(ratings_lines(ratings)[0])
        return
    for line in ratings_lines(ratings):
        say(line)
