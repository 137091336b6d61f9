"""The bidding games, pure: a hand's bid, its contract and whether the bid was made, what
each side writes, the target (docs/games/bidding.md). Its rules and presets, its events,
a hand's arithmetic and the board replayed."""
