"""What speaking German, French or Italian costs at the table, against English.

    python benchmarks/languages.py [--runs N]

Times whole `jass-slate` processes on a 12-hand session in each language, the
languages alternating run by run so the machine's noise falls on all of them
alike, and prints the medians and each language's ratio to English. Then, in
one process, the cost of loading a compiled catalogue. Standard library only,
beside the project.
"""

from __future__ import annotations

import argparse
import gettext
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from jass_slate.language import i18n  # noqa: E402

COMMANDS = {
    "show": ["show"],
    "show --json": ["show", "--json"],
    "hand (refused)": ["hand", "hearts", "--points", "1=158"],
    "history": ["history"],
    "hand --help": ["hand", "--help"],
}
HANDS = [["hand", "hearts", "--points", "1=100", "--weis", "1=20"],
         ["hand", "clubs", "--pushed", "--points", "2=97", "--stoeck", "2"],
         ["hand", "obenabe", "--points", "1=85"]] * 4


def jass(folder: Path, *args: str) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "jass_slate", *args], cwd=folder, check=False,
                   capture_output=True, env={**os.environ, "JASS_SLATE_FILE": "jass.toml"})
    return time.perf_counter() - started


def catalogue_load_ms(language: str, repeats: int = 200) -> float:
    """Milliseconds to read one compiled catalogue, uncached."""
    mo = i18n.LOCALE_DIR / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"
    started = time.perf_counter()
    for _ in range(repeats):
        with mo.open("rb") as handle:
            gettext.GNUTranslations(handle)
    return (time.perf_counter() - started) / repeats * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        jass(folder, "new", "--team", "Anna & Beat", "--team", "Cla & Dora",
             "--first-forehand", "Anna")
        for hand in HANDS:
            jass(folder, *hand)
        print(f"{'command':<16}" + "".join(f"{lang:>14}" for lang in i18n.LANGUAGES))
        for label, args in COMMANDS.items():
            times: dict[str, list[float]] = {lang: [] for lang in i18n.LANGUAGES}
            for _ in range(runs):
                for lang in i18n.LANGUAGES:
                    times[lang].append(jass(folder, "--lang", lang, *args))
            medians = {lang: statistics.median(t) * 1000 for lang, t in times.items()}
            cells = [f"{medians[lang]:6.0f} ms {medians[lang] / medians['en']:4.2f}×"
                     for lang in i18n.LANGUAGES]
            print(f"{label:<16}" + "".join(f"{cell:>14}" for cell in cells))
    for lang in i18n.LANGUAGES:
        print(f"loading the {lang} catalogue: {catalogue_load_ms(lang):.2f} ms")


if __name__ == "__main__":
    main()
