"""A file's bytes in parts: what a write of a long season writes and compares, without
copying the megabytes it read to join them to the new lines."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Parts:
    """A file's bytes in parts, one after the other: a season's megabytes kept as they
    were read are not copied to join them to the new lines."""

    parts: tuple[bytes | memoryview, ...]


def views(data: bytes | Parts, start: int = 0, end: int | None = None) -> list[memoryview]:
    """The bytes of `data` from `start` to `end` (default: its end), as views of its parts."""
    found, at = [], 0
    for part in data.parts if isinstance(data, Parts) else (data,):
        view = memoryview(part)
        low, high = max(start - at, 0), len(view) if end is None else min(end - at, len(view))
        if low < high:
            found.append(view[low:high])
        at += len(view)
    return found
