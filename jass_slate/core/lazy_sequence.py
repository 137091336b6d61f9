"""A season's hands, games or entries as one sequence: the recent ones at hand, the ones
before them fetched only when first read.

A session resumed from the snapshot beside its file (file/snapshot.py) knows how many
entries, hands and games came before the recent ones, not what they were: reading one of
them asks `Earlier` to fetch them (a read or a replay of the whole record), once for every
copy. Everything else
behaves as a list: `len`, indexing from either end, iteration, `reversed`, `append`, and
replacing the last item.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Generic, TypeVar

from jass_slate.core.indexed import Indexed

T = TypeVar("T")


class Earlier(Generic[T]):
    """The first `count` items of a sequence, fetched on first use and kept."""

    __slots__ = ("_fetch", "_items", "count")

    def __init__(self, count: int, fetch: Callable[[], Sequence[T]]) -> None:
        self.count = count
        self._fetch: Callable[[], Sequence[T]] | None = fetch
        self._items: Sequence[T] = ()

    @property
    def fetched(self) -> bool:
        return self._fetch is None

    def items(self) -> Sequence[T]:
        if self._fetch is not None:
            fetched = self._fetch()
            if len(fetched) < self.count:
                raise LookupError(f"{len(fetched)} items fetched, {self.count} expected")
            self._items, self._fetch = fetched, None
        return self._items


class LazySequence(Indexed[T]):
    """The items before (`earlier`, fetched when read) and the recent ones (a list)."""

    __slots__ = ("_earlier", "_recent")

    def __init__(self, recent: Iterable[T] = (), earlier: Earlier[T] | None = None) -> None:
        self._recent = list(recent)
        self._earlier = earlier

    @property
    def before(self) -> int:
        """How many items are not at hand (0: all are)."""
        return 0 if self._earlier is None else self._earlier.count

    @property
    def fetched(self) -> bool:
        """Whether every item is at hand (none before, or those before fetched)."""
        return self._earlier is None or self._earlier.fetched

    @property
    def recent(self) -> list[T]:
        """The items at hand, the last ones."""
        return self._recent

    def shared(self, other: Sequence[T]) -> int:
        """How many first items this and `other` hold as the same ones, unread: copies of
        one season share what is fetched (0 when they share nothing)."""
        if not isinstance(other, LazySequence) or other._earlier is not self._earlier:
            return 0
        return self.before

    def copy(self) -> LazySequence[T]:
        """A sequence that goes on apart (sharing what was or will be fetched)."""
        return LazySequence(self._recent, self._earlier)

    def __len__(self) -> int:  # asked for every hand a replay opens: kept lean
        earlier = self._earlier
        return len(self._recent) if earlier is None else earlier.count + len(self._recent)

    def _at(self, at: int) -> T:
        before = self.before
        if at >= before:
            return self._recent[at - before]
        assert self._earlier is not None
        return self._earlier.items()[at]

    def __setitem__(self, index: int, item: T) -> None:
        at = self.position(index)
        if at < self.before:
            raise IndexError("only the recent items of a season are replaced")
        self._recent[at - self.before] = item

    def __iter__(self) -> Iterator[T]:
        if self._earlier is not None and self._earlier.count:
            yield from self._earlier.items()[: self._earlier.count]
        yield from self._recent

    def __reversed__(self) -> Iterator[T]:
        yield from reversed(self._recent)
        if self._earlier is not None and self._earlier.count:
            yield from reversed(self._earlier.items()[: self._earlier.count])

    def __bool__(self) -> bool:
        return bool(self._recent) or self.before > 0

    def append(self, item: T) -> None:
        self._recent.append(item)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LazySequence | list | tuple):
            return len(self) == len(other) and list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list's: mutable, not hashable

    def __repr__(self) -> str:
        return f"LazySequence({list(self)!r})"

    def __add__(self, other: Any) -> list[T]:
        return [*self, *other]
