"""The live page of `serve`, as HTML: the frame every game's page shares (its title, the
content a game's page module makes with the helpers here, the chalk picture, the script
that asks for news); each game makes its own content (games/NAME/render/page.py).

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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from jass_slate.language.i18n import _, language
from jass_slate.report.visible import xml_text

POLL_MS = 500  # how often the page asks for news: a recorded hand shows within a second
HISTORY_ROWS = 30  # a page lists this many hands, the newest first


@dataclass(frozen=True)
class GamePage:
    """What a game puts on the live page: its title, the changing content (HTML, every text
    escaped) and the chalk picture (the SVG document its `export --format svg` draws)."""

    title: str
    content: str
    picture: str


@dataclass(frozen=True)
class Live:
    """What the page shows now: its content, and whether it is the last good state of a
    session file that cannot be read just now."""

    content: str
    stale: bool = False


def text(value: object) -> str:
    """Anything for the page: written out where a control character was, then escaped."""
    return html.escape(xml_text(str(value)), quote=True)


def slate_section(label: str, picture: str) -> str:
    """The chalk picture in the page, without its XML declaration."""
    inline = picture.split("\n", 1)[1] if picture.startswith("<?xml") else picture
    return f'<section class="slate" aria-label="{text(label)}">{inline}</section>'


def totals_line(names: Sequence[str], totals: Sequence[int]) -> str:
    """Each side's name and total: two face each other (`A 200 – 114 B`), more are listed
    (`A 2 · B -10 · C 0`); `data-totals` holds the totals alone (`200 – 114`, `2 · -10 · 0`)."""
    said = (" – " if len(names) == 2 else " · ").join(str(total) for total in totals)
    if len(names) == 2:
        shown = (f"{text(names[0])} <b>{totals[0]}</b> – <b>{totals[1]}</b> "
                 f"{text(names[1])}")
    else:
        shown = " · ".join(f"{text(name)} <b>{total}</b>"
                           for name, total in zip(names, totals, strict=True))
    return f'<p class="totals" data-totals="{text(said)}">{shown}</p>'


def standing_lines(lines: Iterable[str]) -> str:
    """Sentences under the totals: who leads or has won, what is still open."""
    return "\n".join(f'<p class="standing">{text(line)}</p>' for line in lines)


def text_table(heads: Sequence[str], rows: Iterable[Sequence[object]],
               wide: Sequence[int] = (), words: Sequence[int] = ()) -> str:
    """A table of text: the `wide` columns are left out on a phone, the `words` columns
    are aligned left (the others hold numbers)."""

    def cell(tag: str, index: int, value: object) -> str:
        kinds = [kind for kind, columns in (("wide", wide), ("word", words)) if index in columns]
        attribute = f' class="{" ".join(kinds)}"' if kinds else ""
        return f"<{tag}{attribute}>{text(value)}</{tag}>"

    head = "".join(cell("th", i, value) for i, value in enumerate(heads))
    body = "\n".join("<tr>" + "".join(cell("td", i, value) for i, value in enumerate(row))
                     + "</tr>" for row in rows)
    return (f'<div class="scroll"><table class="history"><thead><tr>{head}</tr></thead>\n'
            f"<tbody>\n{body}\n</tbody></table></div>")


def stale_note() -> str:
    return text(_("The session file cannot be read just now: this is its last good state."))


def page(title: str, live: Live, state_path: str) -> str:
    """The whole page, with its content as it is now; `state_path` is where it asks for news
    (the access token, where there is one, is in it)."""
    note = stale_note()
    lost = text(_("No answer from jass-slate serve: this is the last state it sent."))
    return PAGE.format(
        lang=text(language()), title=text(title), heading=text(title),
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
p.totals {{ font-size: 1.3rem; text-align: center; margin: 10px 0; overflow-wrap: anywhere; }}
p.totals b {{ font-size: 3rem; line-height: 1.1; font-variant-numeric: tabular-nums; }}
.race {{ width: 100%; height: auto; display: block; margin: 8px 0 16px; }}
.race text {{ fill: var(--muted); font-size: 14px; }}
.race .axis {{ stroke: var(--axis); stroke-width: 1; }}
.history {{ width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }}
.scroll {{ overflow-x: auto; }}
.history th, .history td {{ padding: 4px 6px; border-bottom: 1px solid var(--line);
        text-align: right; white-space: nowrap; }}
.history th {{ white-space: normal; overflow-wrap: anywhere; }}
.history .word {{ text-align: left; }}
p.standing {{ text-align: center; margin: 4px 0; overflow-wrap: anywhere; }}
.note {{ background: #b3261e; color: #fff; padding: 6px 10px; border-radius: 6px; }}
.quiet {{ color: var(--muted); font-size: 1rem; }}
[hidden] {{ display: none !important; }}
@media (max-width: 560px) {{
  main {{ padding: 8px; }} .history .wide {{ display: none; }}
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
