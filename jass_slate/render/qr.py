"""A QR code of the live page's address, drawn in the terminal so that a phone can open it.

The code itself comes from the `qrcode` package (pure Python, no dependencies of its own);
here it is drawn with half blocks, two rows of modules to a line of text, dark modules on
a light ground whatever the terminal's colours (on a terminal that has colours).
"""

from __future__ import annotations

import importlib
from typing import Any

UPPER, LOWER, BOTH, NEITHER = "▀", "▄", "█", " "
QUIET = 2  # modules of light border around the code; scanners need some
DARK_ON_LIGHT = "\x1b[30;107m"  # black on bright white
RESET = "\x1b[0m"


def qr_modules(text: str) -> list[list[bool]]:
    """The code's modules, True for dark, with a quiet zone around them."""
    qrcode: Any = importlib.import_module("qrcode")  # no type hints of its own

    code = qrcode.QRCode(border=QUIET, error_correction=qrcode.constants.ERROR_CORRECT_M)
    code.add_data(text)
    code.make(fit=True)
    return [[bool(module) for module in row] for row in code.get_matrix()]


def qr_lines(text: str, colour: bool) -> list[str]:
    """The code as lines of half blocks. With `colour`, dark modules are drawn as ink on a
    white ground; without, as ink on whatever the ground is (light on a dark terminal
    scans as an inverted code, which phone cameras read too)."""
    modules = qr_modules(text)
    if len(modules) % 2:
        modules.append([False] * len(modules[0]))
    lines = []
    for top, bottom in zip(modules[::2], modules[1::2], strict=True):
        cells = "".join(_cell(up, down, dark_ink=colour) for up, down in zip(top, bottom,
                                                                             strict=True))
        lines.append(f"{DARK_ON_LIGHT}{cells}{RESET}" if colour else cells)
    return lines


def _cell(up: bool, down: bool, dark_ink: bool) -> str:
    if not dark_ink:
        up, down = not up, not down  # ink where the code is light
    return {(True, True): BOTH, (True, False): UPPER, (False, True): LOWER,
            (False, False): NEITHER}[(up, down)]
