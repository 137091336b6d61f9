"""The club's database (issue 35): how long `export --format sqlite` takes for a season
of Schieber evenings, the first time, again with nothing changed, and after one file
changed; and `--format sql`. The files are made by benchmarks/sessions.py.

    python -m benchmarks.club_database --files 52 --hands 40
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.sessions import write_session

JASS = [sys.executable, "-m", "jass_slate"]


def timed(*args: str) -> float:
    start = time.perf_counter()
    subprocess.run([*JASS, *args], check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--files", type=int, default=52)
    parser.add_argument("--hands", type=int, default=40)
    said = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        season = Path(folder) / "season"
        season.mkdir()
        for number in range(said.files):
            write_session(season / f"evening-{number:03}.toml", said.hands, seed=number)
        db, sql = Path(folder) / "club.db", Path(folder) / "club.sql"
        first = timed("export", str(season), "--format", "sqlite", "-o", str(db))
        again = timed("export", str(season), "--format", "sqlite", "-o", str(db))
        subprocess.run([*JASS, "-f", str(season / "evening-000.toml"), "undo"], check=True,
                       capture_output=True)
        changed = timed("export", str(season), "--format", "sqlite", "-o", str(db))
        script = timed("export", str(season), "--format", "sql", "-o", str(sql))
        print(f"{said.files} files of {said.hands} hands: sqlite first {first:.2f} s, "
              f"again unchanged {again:.2f} s, one file changed {changed:.2f} s, "
              f"sql {script:.2f} s; {db.stat().st_size // 1024} KiB, "
              f"{sql.stat().st_size // 1024} KiB of SQL")


if __name__ == "__main__":
    main()
