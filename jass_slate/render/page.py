"""The live page of `serve`: the chalk slate, the score race and the history, as HTML.

Read-only and self-contained: one page with its style inline, no framework, a few lines
of plain JavaScript that ask for the page's content again every half second (a browser
without JavaScript still shows the slate as it was when the page was opened). Every text
that comes from the session (names above all) is escaped here (`html.escape`), and no
file path of the machine is ever put on the page. Light and dark mode follow the phone.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
from dataclasses import dataclass

from jass_slate.game.results import HandResult
from jass_slate.game.scorer import Scorer
from jass_slate.game.teams import TEAMS
from jass_slate.language.i18n import _, language
from jass_slate.render.svg import export_slate_svg
from jass_slate.report.shown import xml_text

POLL_MS = 500  # how often the page asks for news: a recorded hand shows within a second
HISTORY_ROWS = 30  # the page lists this many hands, the newest first
RACE_WIDTH, RACE_HEIGHT, RACE_PAD = 640, 220, 34
TEAM_COLOURS = ("#1f8fd6", "#d6336c")


@dataclass(frozen=True)
class Live:
    """What the page shows now: its content, and whether it is the last good state of a
    session file that cannot be read just now."""

    content: str
    stale: bool = False


def text(value: object) -> str:
    """Anything for the page: written out where a control character was, then escaped."""
    return html.escape(xml_text(str(value)), quote=True)


def live_content(scorer: Scorer) -> str:
    """The page's changing part: the slate, the race and the history."""
    svg = export_slate_svg(scorer).split("\n", 1)[1]  # inline: without the XML declaration
    names = scorer.teams.names
    totals = " – ".join(str(score) for score in scorer.game.scores)
    return "\n".join([
        f'<section class="slate" aria-label="{text(_("Z slate"))}">{svg}</section>',
        f'<p class="totals" data-totals="{text(totals)}">{text(names[0])} '
        f'<b>{scorer.game.scores[0]}</b> – <b>{scorer.game.scores[1]}</b> {text(names[1])}</p>',
        race_svg(scorer),
        history_table(scorer),
    ])


def race_svg(scorer: Scorer) -> str:
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


def history_table(scorer: Scorer) -> str:
    """The last hands, the newest first: game, contract, factor, what each team wrote."""
    names = scorer.teams.names
    heads = ["#", _("game"), _("contract"), _("factor"), names[0], names[1], _("totals")]
    rows = "\n".join(_row(hand) for hand in reversed(scorer.hands[-HISTORY_ROWS:]))
    head = "".join(f"<th{WIDE if i in WIDE_COLUMNS else ''}>{text(h)}</th>"
                   for i, h in enumerate(heads))
    return (f'<div class="scroll"><table class="history"><thead><tr>{head}</tr></thead>\n'
            f"<tbody>\n{rows}\n</tbody></table></div>")


WIDE_COLUMNS = (1, 3)  # game and factor: left out on a phone
WIDE = ' class="wide"'


def _row(hand: HandResult) -> str:
    cells = [hand.number, hand.game, hand.contract.word, f"×{hand.factor}", hand.scores[0],
             hand.scores[1], f"{hand.totals[0]} – {hand.totals[1]}"]
    return "<tr>" + "".join(f"<td{WIDE if i in WIDE_COLUMNS else ''}>{text(cell)}</td>"
                            for i, cell in enumerate(cells)) + "</tr>"


def stale_note() -> str:
    return text(_("The session file cannot be read just now: this is its last good state."))


def page(scorer_title: str, live: Live, state_path: str) -> str:
    """The whole page, with its content as it is now; `state_path` is where it asks for news
    (the access token, where there is one, is in it)."""
    note = stale_note()
    lost = text(_("No answer from jass-slate serve: this is the last state it sent."))
    return PAGE.format(
        lang=text(language()), title=text(scorer_title), heading=text(scorer_title),
        note=note, hidden="" if live.stale else " hidden", content=live.content,
        lost=lost,
        read_only=text(_("Read-only: recorded with jass-slate, updated as it happens.")),
        script=script(state_path))


def script(state_path: str) -> str:
    """The page's few lines of JavaScript: ask for news, put it in, say when none comes."""
    return SCRIPT.replace("STATE", json.dumps(state_path).replace("<", "\\u003c")) \
        .replace("POLL", str(POLL_MS))


def script_hash(state_path: str) -> str:
    """The script's hash for the Content-Security-Policy: only it may run on the page."""
    digest = hashlib.sha256(script(state_path).encode("utf-8")).digest()
    return "sha256-" + base64.b64encode(digest).decode("ascii")


PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>{title}</title>
<style>
:root {{ color-scheme: light dark; --bg: #f6f3ea; --fg: #1d2521; --muted: #5b625e;
        --line: #d8d2c2; --axis: #8a8f8b; }}
@media (prefers-color-scheme: dark) {{
  :root {{ --bg: #121614; --fg: #ece9df; --muted: #a3a9a5; --line: #2c3430; --axis: #6d746f; }}
}}
body {{ margin: 0; background: var(--bg); color: var(--fg);
        font: 16px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; }}
main {{ max-width: 980px; margin: 0 auto; padding: 12px; }}
h1 {{ font-size: 1.25rem; margin: 4px 0 8px; overflow-wrap: anywhere; }}
.slate svg {{ width: 100%; height: auto; display: block; }}
.totals {{ font-size: 1.3rem; text-align: center; margin: 10px 0; overflow-wrap: anywhere; }}
.race {{ width: 100%; height: auto; display: block; margin: 8px 0 16px; }}
.race text {{ fill: var(--muted); font-size: 14px; }}
.race .axis {{ stroke: var(--axis); stroke-width: 1; }}
.history {{ width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }}
.scroll {{ overflow-x: auto; }}
.history th, .history td {{ padding: 4px 6px; border-bottom: 1px solid var(--line);
        text-align: right; white-space: nowrap; }}
.history th {{ white-space: normal; overflow-wrap: anywhere; }}
.history th:nth-child(3), .history td:nth-child(3) {{ text-align: left; }}
.note {{ background: #b3261e; color: #fff; padding: 6px 10px; border-radius: 6px; }}
.quiet {{ color: var(--muted); font-size: 0.85rem; }}
[hidden] {{ display: none !important; }}
@media (max-width: 560px) {{
  body {{ font-size: 14px; }} main {{ padding: 8px; }} .history .wide {{ display: none; }}
  .totals {{ font-size: 1.15rem; }}
}}
</style>
</head>
<body>
<main>
<h1>{heading}</h1>
<p id="stale" class="note" role="status"{hidden}>{note}</p>
<p id="lost" class="note" role="status" hidden>{lost}</p>
<div id="live">{content}</div>
<p class="quiet">{read_only}</p>
</main>
<script>{script}</script>
</body>
</html>
"""

SCRIPT = """
(function () {
  var seen = null, live = document.getElementById("live");
  function look() {
    fetch(STATE, {cache: "no-store"}).then(function (answer) {
      if (!answer.ok) { throw new Error(String(answer.status)); }
      return answer.json();
    }).then(function (state) {
      document.getElementById("lost").hidden = true;
      document.getElementById("stale").hidden = !state.stale;
      if (state.stamp !== seen) { seen = state.stamp; live.innerHTML = state.content; }
    }).catch(function () { document.getElementById("lost").hidden = false; });
  }
  look();
  setInterval(look, POLL);
})();
"""
