"""BLAKE2b, from CPython's own module: `hashlib` would load OpenSSL's library (4 MiB more
of every command's memory). A game hashes with it what a snapshot beside its file covers,
and what its summary says of the slate."""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # another Python
    from hashlib import blake2b

__all__ = ["blake2b"]
