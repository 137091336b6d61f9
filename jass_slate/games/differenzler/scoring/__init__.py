"""Differenzler, pure: each player alone calls the card points he will take, and is
written the difference (research/variants.md §2). Its rules, its events and its board."""
