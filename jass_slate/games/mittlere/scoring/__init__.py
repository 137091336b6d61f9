"""Mittlere, pure: three players each alone, the marks of a hand from its card points
(research/games-2.md §3). Its rules, its events, the marks of a hand and its board."""
