"""A key of a rules table as every game reads it: true or false, or a whole number; any
other value is refused naming the key."""

from __future__ import annotations

from jass_slate.core.errors import RuleError, message
from jass_slate.language.i18n import N_


def whole(key: str, value: object, least: int) -> int:
    """A rules key that is a whole number of at least `least`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(message(N_("rules key {key!r} must be a whole number, not {value!r}"),
                                key=key, value=value), key=key, value=value)
    if value < least:
        raise RuleError(message(N_("rules key {key!r} must be at least {least}, not {value}"),
                                key=key, least=least, value=value), key=key, value=value)
    return value


def flag(key: str, value: object) -> bool:
    """A rules key that is true or false; anything else is refused with its key."""
    if not isinstance(value, bool):
        raise RuleError(message(N_("rules key {key!r} must be true or false, not {value!r}"),
                                key=key, value=value), key=key, value=value)
    return value
