"""The scorer's page of `serve --write`: the live slate with the keypad of the session's
game under it, one page for every game (the keypad is data: render/keypad.py).

Plain HTML and a few dozen lines of JavaScript, no framework and no build step. The page
turns what is tapped into the CLI's words and posts them with a random key to its
`record` path (shell/recording.py); the words about to be sent are shown, and the answer
(the new totals, a claim's verdict, or the one-line reason of a refusal). Every text from
the session (names, rows) is put in with `textContent`, never as HTML; the live content is
the server's, escaped there (render/page.py). The totals are at least 48 CSS px and every
other line at least 16; "Big totals" shows the totals alone; the screen is kept awake
where the browser offers the Screen Wake Lock API; light and dark follow the phone; the
words of the page are in the language of the server.
"""

from __future__ import annotations

import base64
import hashlib
import json

from jass_slate.language.i18n import _, language
from jass_slate.render.keypad_script import KEYPAD_SCRIPT, KEYPAD_STYLE
from jass_slate.render.page import POLL_MS, Live, stale_note, text


def page_words() -> dict[str, str]:
    """The page's own words, in the language in use."""
    return {
        "record": _("Record"), "try": _("Try first"), "clear": _("Clear"),
        "sent": _("Sending…"),
        "lost": _("No answer: tap Record again (it is not written twice)."),
        "gone": _("No answer from jass-slate serve: this is the last state it sent."),
        "other": _("the other side: {n}"),
        "written": _("Written."), "tried": _("Tried, nothing written:"),
    }


def keypad_page(title: str, live: Live, base: str) -> str:
    """The whole page; `base` is its path, /w/TOKEN, under which it asks and records."""
    words = json.dumps(page_words(), ensure_ascii=False).replace("<", "\\u003c")
    return KEYPAD_PAGE.format(
        lang=text(language()), title=text(title), note=stale_note(),
        hidden="" if live.stale else " hidden", content=live.content, words=words,
        big=text(_("Big totals")), script=keypad_script(base),
        hint=text(_("Scorer's keypad: what is written here is written to the session.")))


def keypad_script(base: str) -> str:
    """The page's script, with where it asks for news and records."""
    return KEYPAD_SCRIPT.replace("BASE", json.dumps(base).replace("<", "\\u003c")) \
        .replace("POLL", str(POLL_MS))


def keypad_script_hash(base: str) -> str:
    """The script's hash for the Content-Security-Policy: only it may run on the page."""
    digest = hashlib.sha256(keypad_script(base).encode("utf-8")).digest()
    return "sha256-" + base64.b64encode(digest).decode("ascii")


KEYPAD_PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<title>{title}</title>
<style>{style}</style>
</head>
<body>
<main>
<header><h1>{title}</h1>
<button type="button" id="big" class="switch" aria-pressed="false">{big}</button></header>
<p id="stale" class="note" role="status"{hidden}>{note}</p>
<p id="lost" class="note" role="status" hidden></p>
<div id="live">{content}</div>
<section id="keypad" aria-live="polite"></section>
<p class="quiet">{hint}</p>
</main>
<script type="application/json" id="words">{words}</script>
<script>{script}</script>
</body>
</html>
""".replace("{style}", KEYPAD_STYLE.replace("{", "{{").replace("}", "}}"))
