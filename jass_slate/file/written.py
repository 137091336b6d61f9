"""What this command's writes did (the paths written, notes to say beside the outcome):
filled by `disk.write_atomic`, told by the CLI. Apart from the write path, so that a
command that only reads does not import it."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Written:
    """What this command's writes did, for the CLI to tell once they are done: a failure to
    print after a write must not read as if nothing was written."""

    paths: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # things to say beside the outcome

    def clear(self) -> None:
        self.paths.clear()
        self.notes.clear()


written = Written()
