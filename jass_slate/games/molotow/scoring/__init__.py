"""Molotow, pure: each player alone writes his trick points and the Weis (research-31
§1, docs/rule-choices.md). Its rules, its events, its hands' arithmetic and its board."""
