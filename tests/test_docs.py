"""The docs hold together: the README is the short entry a newcomer reads, with a link to
the page of every game jass-slate plays, and every relative link in README.md and docs/
points at a file that exists, and at one of its headings where it names one (the anchor
GitHub makes of a heading: lower case, spaces as hyphens, punctuation dropped).
"""

from __future__ import annotations

import re
from pathlib import Path

from jass_slate.games import GameName

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
GAME_PAGES = ROOT / "docs" / "games"
PAGES = [README, *sorted((ROOT / "docs").rglob("*.md"))]

FENCE = re.compile(r"^```.*?^```", re.DOTALL | re.MULTILINE)
CODE = re.compile(r"`[^`]*`")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} +(.+?) *#*$", re.MULTILINE)


def prose(page: Path) -> str:
    """The page without its code blocks and code spans, where nothing is a link."""
    return CODE.sub("", FENCE.sub("", page.read_text(encoding="utf-8")))


def links(page: Path) -> list[str]:
    """The targets of the page's links and images, in order."""
    return LINK.findall(prose(page))


def anchors(page: Path) -> set[str]:
    """The anchors of the page's headings, as GitHub makes them (a repeated one gets -1,
    -2 ...)."""
    made: set[str] = set()
    for heading in HEADING.findall(FENCE.sub("", page.read_text(encoding="utf-8"))):
        anchor = re.sub(r"[^\w\- ]", "", heading.replace("`", "").lower()).replace(" ", "-")
        repeated = anchor
        count = 0
        while repeated in made:
            count += 1
            repeated = f"{anchor}-{count}"
        made.add(repeated)
    return made


def broken(page: Path, target: str) -> str | None:
    """What is wrong with a relative link of `page` to `target`, or None."""
    path, _, anchor = target.partition("#")
    linked = (page.parent / path).resolve() if path else page
    if not linked.is_file():
        return f"{target}: no such file"
    if anchor and linked.suffix == ".md" and anchor not in anchors(linked):
        return f"{target}: no such heading in {linked.relative_to(ROOT)}"
    return None


def test_every_relative_link_points_at_a_file_and_heading_that_exist() -> None:
    found = {
        str(page.relative_to(ROOT)): [
            problem for target in links(page)
            if not re.match(r"[a-z]+:", target) and (problem := broken(page, target))
        ]
        for page in PAGES
    }
    assert {page: problems for page, problems in found.items() if problems} == {}
    assert sum(len(links(page)) for page in PAGES) > 50  # the links were read at all


def test_the_readme_links_the_page_of_every_game() -> None:
    pages = sorted(GAME_PAGES.glob("*.md"))
    assert [page.stem for page in pages] == sorted(GameName)
    linked = {(README.parent / target.partition("#")[0]).resolve() for target in links(README)}
    assert [page for page in pages if page.resolve() not in linked] == []


def test_the_readme_is_short_and_keeps_the_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 250
    assert "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/jass-slate demo\n" \
        in text
    assert "python3 -m venv .venv && .venv/bin/pip install -e '.[dev]' && .venv/bin/python " \
           "-m pytest\n" in text
    assert '.venv/bin/python -m pytest -m "not slow"\n' in text
