"""A tournament night (issue 35): the draw of every round, one session file per table and
round, the standings. The tournament is no game: it drives the games through the registry
(each game's package says how its tables are seated and what a player's result at a table
is: games/NAME/commands/tournament.py), and names none.

Read by other tools: `jass_slate.tournament.file.read_tournament(folder)` (the tournament
file, typed) and `jass_slate.tournament.file.read_session_part(path)` (a session file's
`[tournament]` part)."""
