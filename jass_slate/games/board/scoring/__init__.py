"""The free board, pure: any whole number for each player each hand, added up; the
highest (or lowest) total wins at a target or after a number of hands. Schläger's two
forms are presets of it. Its rules, its events and its board."""
