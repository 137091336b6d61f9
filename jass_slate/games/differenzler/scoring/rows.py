"""The played hands of a Differenzler board, oldest first: a list of rows whose earlier
ones may be kept unread, as the snapshot beside the file holds them (file/checkpoint.py),
each read when first asked for.

A board resumed from its snapshot needs only its totals and its last hands for most
commands (`show` draws 32, a write adds one); a season's history reads them all, once.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Iterator, Sequence

from jass_slate.core.indexed import Indexed
from jass_slate.games.differenzler.scoring.score import HandRow

Read = Callable[[Sequence[str]], list[HandRow]]  # rows from their kept texts, in one go


class Rows(Indexed[HandRow]):
    """The rows kept unread (`kept`, each read by `read`), then the rows at hand."""

    __slots__ = ("_changed", "_earlier", "_kept", "_read", "_recent", "_some")

    def __init__(self, recent: Iterable[HandRow] = (), kept: Sequence[str] = (),
                 read: Read | None = None) -> None:
        if kept and read is None:
            raise ValueError("rows kept unread need their reader")
        self._kept, self._read = kept, read
        self._recent = list(recent)
        self._earlier: list[HandRow] | None = None if kept else []
        self._some: dict[int, HandRow] = {}  # the kept rows read one by one
        self._changed: dict[int, HandRow] = {}  # kept rows a fix replaced

    def kept(self, write: Callable[[HandRow], str]) -> list[str]:
        """Every row as its text: the kept ones as they were, the others by `write`."""
        texts = [*self._kept, *map(write, self._recent)]
        for at, row in self._changed.items():
            texts[at] = write(row)
        return texts

    def replaced(self, index: int, row: HandRow) -> Rows:
        """These rows with the one at `index` (0-based) replaced: a fix. The others stay
        as they are, kept or read."""
        rows = Rows(self._recent, self._kept, self._read)
        rows._changed = dict(self._changed)
        rows._some = dict(self._some)
        if self._earlier is not None:
            rows._earlier = list(self._earlier)
        if index >= len(self._kept):
            rows._recent[index - len(self._kept)] = row
            return rows
        rows._changed[index] = rows._some[index] = row
        if rows._earlier is not None:
            rows._earlier[index] = row
        return rows

    def __len__(self) -> int:
        return len(self._kept) + len(self._recent)

    def _at(self, at: int) -> HandRow:
        before = len(self._kept)
        if at >= before:
            return self._recent[at - before]
        if self._earlier is not None:
            return self._earlier[at]
        row = self._some.get(at)  # a replaced row is among them
        if row is None:
            assert self._read is not None
            row = self._some[at] = self._read(self._kept[at:at + 1])[0]
        return row

    def _all_earlier(self) -> list[HandRow]:
        if self._earlier is None:
            assert self._read is not None
            collecting = gc.isenabled()
            gc.disable()  # thousands of rows, no cycles among them: nothing to collect
            try:
                self._earlier = self._read(self._kept)
            finally:
                if collecting:
                    gc.enable()
            for at, row in self._changed.items():
                self._earlier[at] = row
            self._some = {}
        return self._earlier

    def __iter__(self) -> Iterator[HandRow]:
        yield from self._all_earlier()
        yield from self._recent

    def __reversed__(self) -> Iterator[HandRow]:
        for at in range(len(self) - 1, -1, -1):
            yield self._at(at)

    def __bool__(self) -> bool:
        return len(self) > 0

    def append(self, row: HandRow) -> None:
        self._recent.append(row)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Rows | list | tuple):
            return len(self) == len(other) and all(
                mine == theirs for mine, theirs in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list's: it grows, not hashable

    def __repr__(self) -> str:
        return f"Rows({list(self)!r})"
