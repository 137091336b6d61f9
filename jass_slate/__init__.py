"""jass-slate: a scorekeeper for Schieber Jass that replaces the chalk slate."""

__version__ = "0.3.0"
