"""BLAKE2b, from CPython's own module: `hashlib` would load OpenSSL's library (4 MiB more
of every command's memory). What the snapshot covers (games/schieber/file/snapshot.py) and what the
summary says of the slate (games/schieber/file/head.py) are hashed with it."""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # another Python
    from hashlib import blake2b

__all__ = ["blake2b"]
