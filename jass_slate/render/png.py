"""The chalk slate as a PNG picture, for a group chat: the SVG drawing rasterised.

The rasteriser is an optional extra (`pip install 'jass-slate[png]'`, or `pipx inject
jass-slate cairosvg` where pipx installed jass-slate: CairoSVG, which uses the system's
cairo library); without it a PNG export is refused in one line.
"""

from __future__ import annotations

import importlib
from typing import Any

from jass_slate.core.errors import RuleError, message
from jass_slate.language.i18n import N_

PNG_SCALE = 2  # sharp on a phone: about 1570 pixels wide for a game to 3000


def rasteriser() -> Any:
    """CairoSVG, or a refusal that says how to install it."""
    try:
        return importlib.import_module("cairosvg")
    except ImportError:
        raise RuleError(message(N_(
            "a PNG needs the optional rasteriser: pip install 'jass-slate[png]' (installed "
            "with pipx: pipx inject jass-slate cairosvg); nothing was written"))) from None
    except OSError:  # CairoSVG is there, the cairo library it loads is not
        raise RuleError(message(N_(
            "a PNG needs the cairo library (Debian and Ubuntu: apt-get install libcairo2, "
            "macOS: brew install cairo); nothing was written"))) from None


def svg_to_png(svg: str) -> bytes:
    """The SVG drawing as PNG bytes."""
    png: bytes = rasteriser().svg2png(bytestring=svg.encode("utf-8"), scale=PNG_SCALE)
    return png
