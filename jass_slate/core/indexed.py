"""A sequence that reads its items one at a time: indexing from either end and slicing are
said here once, for every such sequence (a season's record read line by line, a board's
rows kept as text, a season's hands fetched when first read)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import TypeVar, overload

T = TypeVar("T")


class Indexed(Sequence[T]):
    """A `Sequence` whose `_at(at)` reads the item at `at`, 0 to `len(self) - 1`; a slice
    is a list of the items it covers."""

    __slots__ = ()

    @abstractmethod
    def _at(self, at: int) -> T:
        """The item at `at`, already counted from the start and in range."""

    def position(self, index: int) -> int:
        """`index` counted from the start (a negative one from the end); IndexError where
        it is out of range."""
        at = index + len(self) if index < 0 else index
        if not 0 <= at < len(self):
            raise IndexError(f"{type(self).__name__} index out of range")
        return at

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        if isinstance(index, slice):
            at = self._at
            return [at(i) for i in range(*index.indices(len(self)))]
        return self._at(self.position(index))
