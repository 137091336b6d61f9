"""`Shown`: what rich draws, as the terminal may show it (names as text, ASCII when asked).

Light on purpose (rich's console and segments only): every drawing wraps itself in it,
also the boards of the other games, which do not load the Z slate's modules.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.segment import Segment

from jass_slate.report.visible import ascii_text, visible


@dataclass(frozen=True)
class Shown:
    """`renderable` as the terminal may show it: the control characters of names written
    out (jass_slate.report.visible), and with `ascii_names`, plain ASCII but for those names."""

    renderable: RenderableType
    ascii_names: tuple[str, ...] | None = None

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for segment in console.render(self.renderable, options):
            text = segment.text
            if segment.control or (text.isprintable() and text.isascii()):
                yield segment
                continue
            text = visible(text, lines=True)
            if self.ascii_names is not None:
                text = ascii_text(text, self.ascii_names)
            yield Segment(text, segment.style)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.renderable)
