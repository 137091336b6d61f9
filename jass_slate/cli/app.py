"""The jass-slate app, every command in it (loaded as each runs): for tests and embedding.

The console scripts start at jass_slate.cli.main, which chooses the language first.
"""

from jass_slate.shell.common import app

__all__ = ["app"]
