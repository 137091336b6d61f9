"""jass-slate: a scorekeeper for Swiss Jass that replaces the chalk slate."""

__version__ = "0.3.0"
