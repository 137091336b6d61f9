"""Guggitaler, pure: five hands each penalising one thing, a domino or the five reversed
(research-31 §2, docs/rule-choices.md). Its rules, its events and its board."""
