"""The club's database: its schema (one text for SQLite and PostgreSQL: TEXT, INTEGER and
BIGINT only, booleans 0/1, times ISO 8601 text, natural keys), and the statements that
write a session's rows, as (SQL with `?` placeholders, values). docs/database.md says
every table and column.

A session is written anew whole: its rows of every table deleted, then inserted, in the
caller's one transaction (an undo can take hands away: an upsert of the hands alone would
keep them); the players are upserted (`ON CONFLICT ... DO UPDATE`, the same words in
SQLite and PostgreSQL), as other sessions' rows name them."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from jass_slate.core.notation import fold
from jass_slate.file.club_record import SessionRecord
from jass_slate.report.club import ClubSession

if TYPE_CHECKING:
    from jass_slate.tournament.file import Tournament

SCHEMA_VERSION = 1
Statement = tuple[str, tuple[Any, ...]]

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS schema_info (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS players (id TEXT PRIMARY KEY, name TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS player_spellings (spelling TEXT PRIMARY KEY, "
    "player_id TEXT NOT NULL REFERENCES players (id))",
    "CREATE TABLE IF NOT EXISTS tournaments (id TEXT PRIMARY KEY, name TEXT NOT NULL, "
    "game TEXT NOT NULL, rounds INTEGER NOT NULL, hands_per_round INTEGER NOT NULL, "
    "seed BIGINT NOT NULL, created TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, file TEXT NOT NULL, "
    "game TEXT NOT NULL, created_local TEXT NOT NULL, created_utc TEXT NOT NULL, "
    "started_utc TEXT, ended_utc TEXT, target INTEGER, hands_planned INTEGER, preset TEXT, "
    "deck TEXT, rules_json TEXT NOT NULL, content_hash TEXT NOT NULL, "
    "tournament_id TEXT REFERENCES tournaments (id), tournament_round INTEGER, "
    "table_no INTEGER)",
    "CREATE TABLE IF NOT EXISTS sides (session_id TEXT NOT NULL REFERENCES sessions (id), "
    "side INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY (session_id, side))",
    "CREATE TABLE IF NOT EXISTS session_players (session_id TEXT NOT NULL REFERENCES "
    "sessions (id), seat INTEGER NOT NULL, player_id TEXT NOT NULL REFERENCES players (id), "
    "side INTEGER NOT NULL, PRIMARY KEY (session_id, seat))",
    "CREATE TABLE IF NOT EXISTS games (session_id TEXT NOT NULL REFERENCES sessions (id), "
    "game INTEGER NOT NULL, hands INTEGER NOT NULL, decided INTEGER NOT NULL, "
    "winner_side INTEGER, draw INTEGER NOT NULL, schneider INTEGER, bergpreis_side INTEGER, "
    "PRIMARY KEY (session_id, game))",
    "CREATE TABLE IF NOT EXISTS hands (session_id TEXT NOT NULL REFERENCES sessions (id), "
    "number INTEGER NOT NULL, game INTEGER NOT NULL, contract TEXT, factor INTEGER, "
    "pushed INTEGER, chooser_side INTEGER, match_side INTEGER, team1 INTEGER, team2 INTEGER, "
    "scores TEXT NOT NULL, at_local TEXT, PRIMARY KEY (session_id, number))",
    "CREATE TABLE IF NOT EXISTS hand_scores (session_id TEXT NOT NULL REFERENCES "
    "sessions (id), number INTEGER NOT NULL, side INTEGER NOT NULL, call INTEGER, "
    "points INTEGER, weis INTEGER, stoeck INTEGER, score INTEGER NOT NULL, "
    "total INTEGER NOT NULL, PRIMARY KEY (session_id, number, side))",
    "CREATE TABLE IF NOT EXISTS events (session_id TEXT NOT NULL REFERENCES sessions (id), "
    "seq INTEGER NOT NULL, at_local TEXT NOT NULL, at_utc TEXT NOT NULL, kind TEXT NOT NULL, "
    "line TEXT NOT NULL, undone INTEGER NOT NULL, PRIMARY KEY (session_id, seq))",
    "CREATE TABLE IF NOT EXISTS striche (session_id TEXT NOT NULL REFERENCES sessions (id), "
    "seq INTEGER NOT NULL, game INTEGER NOT NULL, side INTEGER NOT NULL, event TEXT NOT NULL, "
    "striche INTEGER NOT NULL, PRIMARY KEY (session_id, seq))",
    "CREATE TABLE IF NOT EXISTS corrections (session_id TEXT NOT NULL REFERENCES "
    "sessions (id), seq INTEGER NOT NULL, game INTEGER NOT NULL, side INTEGER NOT NULL, "
    "after_hand INTEGER NOT NULL, points INTEGER NOT NULL, why TEXT NOT NULL, at_local TEXT, "
    "PRIMARY KEY (session_id, seq))",
    "CREATE TABLE IF NOT EXISTS tournament_seats (tournament_id TEXT NOT NULL REFERENCES "
    "tournaments (id), tournament_round INTEGER NOT NULL, table_no INTEGER NOT NULL, "
    "seat INTEGER NOT NULL, player_id TEXT NOT NULL REFERENCES players (id), "
    "PRIMARY KEY (tournament_id, tournament_round, table_no, seat))",
    "CREATE TABLE IF NOT EXISTS tournament_byes (tournament_id TEXT NOT NULL REFERENCES "
    "tournaments (id), tournament_round INTEGER NOT NULL, player_id TEXT NOT NULL "
    "REFERENCES players (id), PRIMARY KEY (tournament_id, tournament_round, player_id))",
    "CREATE INDEX IF NOT EXISTS hands_by_game ON hands (session_id, game)",
    "CREATE INDEX IF NOT EXISTS session_players_by_player ON session_players (player_id)",
)
# A session's own rows, children first: deleted in this order, before the session's row
CHILDREN = ("corrections", "striche", "events", "hand_scores", "hands", "games",
            "session_players", "sides")
TABLES = ("schema_info", "players", "player_spellings", "tournaments", "sessions", "sides",
          "session_players", "games", "hands", "hand_scores", "corrections", "events", "striche",
          "tournament_seats", "tournament_byes")


def player_id(name: str) -> str:
    """A player's id: the name folded (case and accents aside), as spellings are looked
    up (players.toml and --alias say which names mean one player)."""
    return fold(name)


def upsert(table: str, columns: Sequence[str], key: Sequence[str], values: Sequence[Any]
           ) -> Statement:
    """`INSERT ... ON CONFLICT (key) DO UPDATE`: a row written once however often; with
    every column in the key, `DO NOTHING`: a row there already is kept."""
    rest = [column for column in columns if column not in key]
    update = (f"({', '.join(key)}) DO UPDATE SET "
              f"{', '.join(f'{c} = excluded.{c}' for c in rest)}" if rest else "DO NOTHING")
    return (f"INSERT INTO {table} ({', '.join(columns)}) VALUES "
            f"({', '.join('?' * len(columns))}) ON CONFLICT {update}", tuple(values))


def insert(table: str, columns: Sequence[str], values: Sequence[Any]) -> Statement:
    return (f"INSERT INTO {table} ({', '.join(columns)}) VALUES "
            f"({', '.join('?' * len(columns))})", tuple(values))


def version_statements(writer: str) -> list[Statement]:
    return [upsert("schema_info", ("key", "value"), ("key",), ("schema_version",
                                                              str(SCHEMA_VERSION))),
            upsert("schema_info", ("key", "value"), ("key",), ("written_by", writer))]


def player_statements(names: dict[str, str], spellings: dict[str, str]) -> list[Statement]:
    """Each player (id: name), then each spelling (folded: the name it means). The name
    the club's players file (or --alias) gives a player is written over an older one; a
    name only as a session wrote it is kept where the player has one already."""
    said = set(spellings.values())
    rows = [upsert("players", ("id", "name"), ("id",) if name in said else ("id", "name"),
                   (pid, name)) for pid, name in names.items()]
    return rows + [upsert("player_spellings", ("spelling", "player_id"), ("spelling",),
                          (spelling, player_id(name))) for spelling, name in spellings.items()]


def tournament_statements(tournament: Tournament, aliases: Mapping[str, str]
                          ) -> Iterator[Statement]:
    """A tournament, and its draw written anew: each table's seats and the byes of each
    round (the players, as the club's players file says them, written before)."""
    from jass_slate.report.aliases import aliased_player

    tid = tournament.id
    yield upsert("tournaments", ("id", "name", "game", "rounds", "hands_per_round", "seed",
                                 "created"), ("id",),
                 (tid, tournament.name, tournament.game, tournament.rounds, tournament.hands,
                  tournament.seed, tournament.created))
    yield "DELETE FROM tournament_seats WHERE tournament_id = ?", (tid,)
    yield "DELETE FROM tournament_byes WHERE tournament_id = ?", (tid,)
    for drawn in tournament.draw:
        for table in drawn.tables:
            for seat, name in enumerate(table.seats, 1):
                yield insert("tournament_seats", ("tournament_id", "tournament_round",
                                                  "table_no", "seat", "player_id"),
                             (tid, drawn.number, table.number, seat,
                              player_id(aliased_player(name, aliases))))
        for name in dict.fromkeys(player_id(aliased_player(n, aliases)) for n in drawn.byes):
            yield insert("tournament_byes", ("tournament_id", "tournament_round", "player_id"),
                         (tid, drawn.number, name))


def session_statements(session: ClubSession, record: SessionRecord) -> Iterator[Statement]:
    """The session's rows written anew."""
    sid = record.session_id
    for gone in dict.fromkeys((record.before, sid)):
        for table in CHILDREN:
            yield f"DELETE FROM {table} WHERE session_id = ?", (gone,)
        yield "DELETE FROM sessions WHERE id = ?", (gone,)
    yield _session_row(session, record)
    yield from _sides(session, sid)
    yield from _hands(session, sid)
    for game in session.games:
        yield insert("games", ("session_id", "game", "hands", "decided", "winner_side", "draw",
                               "schneider", "bergpreis_side"),
                     (sid, game.game, game.hands, game.decided, game.winner_side, game.draw,
                      game.schneider, game.bergpreis_side))
    for event in record.events:
        yield insert("events", ("session_id", "seq", "at_local", "at_utc", "kind", "line",
                                "undone"),
                     (sid, event.seq, event.at_local, event.at_utc, event.kind, event.line,
                      event.undone))
    for seq, fixed in enumerate(session.corrections, 1):
        yield insert("corrections", ("session_id", "seq", "game", "side", "after_hand",
                                     "points", "why", "at_local"),
                     (sid, seq, fixed.game, fixed.side, fixed.after_hand, fixed.points,
                      fixed.why, fixed.at))
    for seq, strich in enumerate(session.striche, 1):
        yield insert("striche", ("session_id", "seq", "game", "side", "event", "striche"),
                     (sid, seq, strich.game, strich.side, strich.event, strich.striche))


def _session_row(session: ClubSession, record: SessionRecord) -> Statement:
    import json

    from jass_slate.file.club_record import utc

    rules = record.rules
    times = [event.at_utc for event in record.events]

    def number(key: str) -> int | None:
        value = rules.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    def text(key: str) -> str | None:
        value = rules.get(key)
        return value if isinstance(value, str) else None

    place = record.place
    return insert("sessions", ("id", "file", "game", "created_local", "created_utc",
                               "started_utc", "ended_utc", "target", "hands_planned", "preset",
                               "deck", "rules_json", "content_hash", "tournament_id",
                               "tournament_round", "table_no"),
                  (record.session_id, session.file, session.game, record.created,
                   utc(record.created), min(times, default=None), max(times, default=None),
                   number("target"), number("hands"), text("preset"), text("deck"),
                   json.dumps(rules, sort_keys=True, ensure_ascii=False, default=str),
                   record.content_hash, *place))


def _sides(session: ClubSession, sid: str) -> Iterator[Statement]:
    for side, name in enumerate(session.side_names, 1):
        yield insert("sides", ("session_id", "side", "name"), (sid, side, name))
    count = len(session.sides)
    seated: set[str] = set()
    for side, players in enumerate(session.sides, 1):
        for index, name in enumerate(players):
            if player_id(name) in seated:  # one player written twice at a table: once
                continue
            seated.add(player_id(name))
            yield insert("session_players", ("session_id", "seat", "player_id", "side"),
                         (sid, index * count + side, player_id(name), side))


def _hands(session: ClubSession, sid: str) -> Iterator[Statement]:
    import json

    two = len(session.side_names) == 2
    for hand in session.hands:
        scores = [part.score for part in hand.parts]
        yield insert("hands", ("session_id", "number", "game", "contract", "factor", "pushed",
                               "chooser_side", "match_side", "team1", "team2", "scores",
                               "at_local"),
                     (sid, hand.number, hand.game, hand.contract, hand.factor, hand.pushed,
                      hand.chooser_side, hand.match_side, scores[0] if two else None,
                      scores[1] if two else None, json.dumps(scores), hand.at))
        for part in hand.parts:
            yield insert("hand_scores", ("session_id", "number", "side", "call", "points",
                                         "weis", "stoeck", "score", "total"),
                         (sid, hand.number, part.side, part.call, part.points, part.weis,
                          part.stoeck, part.score, part.total))


def literal(value: Any) -> str:
    """A value as standard SQL writes it: text quoted with its quotes doubled (the one
    escape standard SQL has), numbers bare, booleans 0 or 1, NULL."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


def sql_text(statements: Sequence[Statement]) -> Iterator[str]:
    """The statements as a script for `psql -f` or `sqlite3`: one transaction."""
    yield "BEGIN;\n"
    for ddl in SCHEMA:
        yield ddl + ";\n"
    for sql, values in statements:
        parts = sql.split("?")
        yield "".join(part + (literal(values[index]) if index < len(values) else "")
                      for index, part in enumerate(parts)) + ";\n"
    yield "COMMIT;\n"
