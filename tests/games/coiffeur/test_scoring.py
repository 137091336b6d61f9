"""Coiffeur scoring: simonste/jasstafel's published test vectors as golden data
(test/coiffeur/coiffeur_score_test.dart and coiffeur_info_test.dart, worked through here
with the arithmetic in a comment), and invariants of the board."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from jass_slate.core.errors import RuleError
from jass_slate.core.pack import Pack
from jass_slate.games.coiffeur.scoring.board import (
    Board,
    Cell,
    CoiffeurRules,
    CoiffeurSetup,
    CoiffeurTeam,
    Outcome,
    Played,
    play,
    replay,
    round_tens,
)
from jass_slate.games.coiffeur.scoring.outlook import (
    Decision,
    Hint,
    HintKind,
    decision,
    hints,
    outlooks,
)
from jass_slate.games.coiffeur.scoring.rows import PRESETS, Row, RowKind, rows_named

H = HintKind
MATCH = "M"
SCRATCH = "X"


def slate(rows: int = 11, teams: int = 2, **rules: object) -> CoiffeurSetup:
    """simonste's default slate cut to `rows` rows: row i has factor i + 1."""
    return CoiffeurSetup(
        tuple(CoiffeurTeam(f"Team {n + 1}") for n in range(teams)),
        tuple(Row(f"row {i + 1}", RowKind.WUNSCH, i + 1) for i in range(rows)),
        CoiffeurRules(**rules))  # type: ignore[arg-type]


def cell(value: int | str) -> Cell:
    if value == MATCH:
        return Cell(Outcome.MATCH)
    if value == SCRATCH:
        return Cell(Outcome.SCRATCH)
    assert isinstance(value, int)
    return Cell(Outcome.POINTS, value)


def board(setup: CoiffeurSetup, *written: tuple[int, int, int | str]) -> Board:
    """Cells as (row index, team index, points | MATCH | SCRATCH); 257 is a Match (simonste's
    tests write a Match as 257 points)."""
    def one(value: int | str) -> Cell:
        return cell(MATCH if value == 257 else value)
    return replay(setup, [Played(r, t, one(v)) for r, t, v in written])


# --- coiffeur_score_test.dart ---------------------------------------------------------

def test_sum_points() -> None:
    # rows[0].B = 57, rows[2].A = 100, rows[4].A = 60: A = 3·100 + 5·60 = 600, B = 1·57
    b = board(slate(), (0, 1, 57), (2, 0, 100), (4, 0, 60))
    assert b.totals() == [600, 57]
    assert b.played == 3


def test_row_diff() -> None:
    # rows[2]: A 100, B 60 -> 3·(100 - 60) = 120; B 111 -> 3·(100 - 111) = -33
    b = board(slate(), (0, 1, 57), (2, 0, 100), (2, 1, 60))
    assert b.difference(2) == 120
    assert b.difference(0) is None  # only B wrote in ×1
    b = board(slate(), (0, 1, 57), (2, 0, 100), (2, 1, 111))
    assert b.difference(2) == -33


def test_rounded() -> None:
    # rounded: A 105 -> 11, B 60 -> 6: 3·(11 - 6) = 15; B 112 -> 11: 0
    b = board(slate(rounded=True), (0, 1, 57), (2, 0, 105), (2, 1, 60))
    assert b.difference(2) == 15
    b = board(slate(rounded=True), (0, 1, 57), (2, 0, 105), (2, 1, 112))
    assert b.difference(2) == 0


def test_bonus() -> None:
    # match 157 + 500 flat: rows[0] 60 / 88, rows[2] A Match / B 60
    # diff(2) = 3·(157 - 60) + 500 = 791; A = 60 + 3·157 + 500 = 1031; evaluation -28 + 791
    b = board(slate(bonus_mode=True), (0, 0, 60), (0, 1, 88), (2, 0, MATCH), (2, 1, 60))
    assert b.difference(2) == 3 * 97 + 500 == 791
    assert b.total(0) == 60 + 3 * 157 + 500 == 1031
    assert b.evaluation() == -28 + 791 == 763


def test_bonus_rounded() -> None:
    # bonus 300 rounded: the Match writes 16, the bonus 30: diff(2) = 3·(16 - 6) + 30 = 60,
    # A = 6 + 3·16 + 30 = 84, evaluation (6 - 9) + 60 = 57
    b = board(slate(bonus_mode=True, bonus=300, rounded=True),
              (0, 0, 60), (0, 1, 88), (2, 0, MATCH), (2, 1, 60))
    assert b.difference(2) == 60
    assert b.total(0) == 84
    assert b.evaluation() == -3 + 60


def test_match_changed() -> None:
    # bonus mode with the Match worth 157, then 257: 3·157 + 500, 3·257 + 500
    assert board(slate(bonus_mode=True), (0, 1, 88), (2, 0, MATCH)).total(0) == 971
    assert board(slate(bonus_mode=True, match=257), (0, 1, 88), (2, 0, MATCH)).total(0) == 1271


def test_scratch() -> None:
    # A scratches ×3 (0, but played), B 60 there: A = 60, diff(2) = 3·(0 - 60) = -180
    b = board(slate(), (0, 0, 60), (2, 1, 60), (2, 0, SCRATCH))
    assert b.played == 3
    assert b.total(0) == 60
    assert b.difference(2) == -180


def test_match_is_257_times_the_factor_and_rounding_is_half_away_from_zero() -> None:
    assert board(slate(), (5, 0, MATCH)).total(0) == 6 * 257
    assert [round_tens(v) for v in (105, 112, 157, 257, 500, 104, -5, -15, 0)] == \
        [11, 11, 16, 26, 50, 10, -1, -2, 0]


def test_the_double_pack() -> None:
    # two packs: a Match is 514; "the others made 50" is 314 - 50 = 264, ×6 = 1584
    setup = slate(pack=Pack.DOUBLE)
    assert setup.rules.hand == 314 and setup.rules.match_points == 514
    b = board(setup, (5, 0, 314 - 50), (4, 1, MATCH))
    assert b.totals() == [1584, 5 * 514]


def test_kontermatch_and_its_penalty() -> None:
    # without a penalty a Kontermatch is 0; with 100: -100 × factor, flat -100 in bonus mode
    played = [Played(3, 0, Cell(Outcome.KONTERMATCH))]
    assert replay(slate(), played).total(0) == 0
    assert replay(slate(kontermatch_penalty=100), played).total(0) == -400
    assert replay(slate(kontermatch_penalty=100, bonus_mode=True), played).total(0) == -100


def test_misere_scores_the_others_points() -> None:
    # a Misère ×2: the declaring team took 40, the others 117: it scores 2·117 = 234;
    # no trick (a Kontermatch) scores as a Match, 2·257; every trick (a Match) scores 0
    setup = CoiffeurSetup((CoiffeurTeam("A"), CoiffeurTeam("B")),
                          (Row("Misère", RowKind.MISERE, 2), Row("x", RowKind.WUNSCH, 1)))
    b = replay(setup, [Played(0, 0, Cell(Outcome.POINTS, 40)),
                       Played(0, 1, Cell(Outcome.KONTERMATCH)), Played(1, 0, Cell(Outcome.MATCH))])
    assert b.totals() == [234 + 257, 514]
    b = replay(setup, [Played(0, 0, Cell(Outcome.MATCH))])
    assert b.total(0) == 0


# --- coiffeur_info_test.dart (the counter-match loss is simonste's default 100) ------

def info(rows: int, *written: tuple[int, int, int | str], teams: int = 2,
         **rules: object) -> Board:
    rules.setdefault("kontermatch_penalty", 100)
    return board(slate(rows, teams, **rules), *written)


def win(b: Board) -> tuple[tuple[int, ...], tuple[int, ...]]:
    found = decision(b)
    return found.winners, found.losers


# simonste's app takes any number in a cell and two of its tests write 200 and 240 points;
# a cell here holds 0 to 157, so those two are the same situation with counts a hand makes.

def test_two_teams_game_over() -> None:
    b = info(1, (0, 0, 100), (0, 1, 120))
    assert hints(b) == [] and win(b) == ((1,), (0,))


def test_two_teams_game_over_draw() -> None:
    b = info(1, (0, 0, 100), (0, 1, 100))
    assert hints(b) == [] and win(b) == ((0, 1), ())


def test_two_teams_one_game_open() -> None:
    # simonste: A 100 + 2·200 = 500, B 200 with ×2 open: 150 in ×2 make 500. Here:
    # A 100 + 2·150 = 400, B 100 with ×2 open: (400 - 100) / 2 = 150 in ×2 make 400
    b = info(2, (0, 0, 100), (0, 1, 100), (1, 0, 150))
    assert hints(b) == [Hint(H.WIN_POINTS, 1, points=150, factor=2)]
    assert win(b) == ((), ())


def test_two_teams_two_games_open() -> None:
    b = info(2, (0, 0, 100), (1, 0, 100))
    assert outlooks(b)[0].total == 300
    assert hints(b) == [Hint(H.WIN_AVERAGE, 1, points=100), Hint(H.WIN_MATCH, 1, factor=2)]


def test_two_teams_both_can_win_with_matches() -> None:
    assert hints(info(3)) == [Hint(H.WIN_AVERAGE, 0, points=257),
                              Hint(H.WIN_AVERAGE, 1, points=257)]


def test_two_teams_win_with_avg_or_match() -> None:
    b = info(3, (0, 1, 100), (2, 1, 60), (0, 0, 130))
    assert outlooks(b)[1].best == 280 + 2 * 257
    assert hints(b) == [Hint(H.WIN_AVERAGE, 0, points=133), Hint(H.WIN_MATCH, 0, factor=3)]


def test_two_teams_avg_not_losing() -> None:
    b = info(4, (0, 1, 100), (1, 1, 40), (1, 0, 257), (2, 0, 130))
    assert outlooks(b)[0].total == 904  # 2·257 + 3·130
    assert hints(b) == [Hint(H.WIN_AVERAGE, 0, points=215),
                        Hint(H.LEAD_AVERAGE, 1, points=104)]


def test_two_teams_match_not_losing() -> None:
    b = info(4, (0, 1, 100), (2, 1, 140), (1, 0, 257), (2, 0, 257), (3, 0, 140))
    assert hints(b) == [Hint(H.WIN_MATCH, 0, factor=1), Hint(H.LEAD_MATCH, 1, factor=4),
                        Hint(H.LEAD_AVERAGE_OTHER, 1, points=149)]


def test_two_teams_lost() -> None:
    b = info(4, (0, 0, 80), (0, 1, 70), (1, 0, 257), (1, 1, 65), (3, 0, 257), (3, 1, 67))
    looks = outlooks(b)
    assert looks[1].best < looks[0].worst
    assert hints(b) == [Hint(H.LOST, 1, points=285)]
    assert win(b) == ((0,), (1,))


def test_two_teams_match_157() -> None:
    b = info(3, (0, 0, 80), (0, 1, 70), (1, 1, 130), (2, 1, 70), match=157)
    assert [look.total for look in outlooks(b)] == [80, 540]
    assert hints(b) == [Hint(H.WIN_AVERAGE, 0, points=92), Hint(H.WIN_MATCH, 0, factor=3)]


def test_two_teams_match_200() -> None:
    b = info(4, (1, 0, 75), (2, 0, 50), (0, 1, 40), (2, 1, 80), (3, 1, 80), match=200)
    assert [look.total for look in outlooks(b)] == [300, 600]
    assert hints(b) == [Hint(H.WIN_AVERAGE, 0, points=140), Hint(H.WIN_MATCH, 0, factor=4)]


def test_two_teams_bonus_500() -> None:
    b = info(3, (0, 0, 80), (0, 1, 70), (2, 1, MATCH), bonus_mode=True)
    looks = outlooks(b)
    assert looks[0].best == 80 + 5 * 157 + 1000
    assert looks[0].worst == 80 - 200  # flat 100 a row in bonus mode
    assert looks[1].total == 70 + 3 * 157 + 500
    assert hints(b) == [Hint(H.LEAD_MATCH, 0, factor=2),
                        Hint(H.LEAD_AVERAGE_OTHER, 0, points=49)]


def test_two_teams_bonus_50() -> None:
    b = info(4, (1, 1, 85), (2, 0, 80), (2, 1, 110), (3, 0, 140), bonus_mode=True, bonus=50)
    assert [look.total for look in outlooks(b)] == [800, 500]
    assert hints(b) == [Hint(H.LEAD_AVERAGE, 1, points=60)]


def test_two_teams_bonus_with_a_scratch() -> None:
    b = info(4, (0, 1, SCRATCH), (1, 1, 85), (2, 0, 80), (2, 1, 110), (3, 0, 140),
             bonus_mode=True, bonus=50)
    assert [look.total for look in outlooks(b)] == [800, 500]
    assert hints(b) == [Hint(H.WIN_AVERAGE, 0, points=126), Hint(H.LEAD_AVERAGE, 1, points=75)]


def test_two_teams_bonus_win_with_counter_match() -> None:
    b = info(3, (0, 0, 80), (1, 0, 80), (2, 0, 60), (0, 1, 130), (1, 1, 150),
             bonus_mode=True)
    looks = outlooks(b)
    assert looks[1].worst < looks[0].total < looks[1].total
    assert hints(b) == [Hint(H.KONTERMATCH, 0), Hint(H.WIN_POINTS, 1, points=0, factor=3)]


def test_three_teams_lost_not_lose_win() -> None:
    b = info(3, (0, 0, 55), (0, 1, 9), (0, 2, 150), (2, 0, 50), (2, 1, 257), (2, 2, 257),
             teams=3)
    assert hints(b) == [Hint(H.LOST, 0, points=258), Hint(H.LEAD_AVERAGE, 1, points=71),
                        Hint(H.WIN_MATCH, 2, factor=2)]
    assert win(b) == ((), (0,))


def test_three_teams_counter_match_needed() -> None:
    b = info(4, (0, 0, 100), (1, 2, 114), (2, 0, 70), (2, 1, 64), (2, 2, 257),
             (3, 0, SCRATCH), (3, 1, 152), teams=3)
    assert [look.total for look in outlooks(b)] == [310, 800, 999]
    assert hints(b) == [Hint(H.KONTERMATCH, 0), Hint(H.LEAD_MATCH, 0, factor=2),
                        Hint(H.LEAD_AVERAGE, 1, points=67), Hint(H.WIN_AVERAGE, 2, points=115),
                        Hint(H.WIN_MATCH, 2, factor=4)]
    assert win(b) == ((), ())


def test_two_teams_lost_can_win_rounded() -> None:
    written = ((0, 0, 75), (2, 0, 75), (0, 1, 145), (1, 1, 104), (2, 1, 154))
    b = info(3, *written)
    assert hints(b) == [Hint(H.LOST, 0, points=258)] and win(b) == ((1,), (0,))
    b = info(3, *written, rounded=True)
    assert hints(b) == [Hint(H.WIN_MATCH, 0, factor=2)] and win(b) == ((), ())


def test_two_teams_rounded_win_with_counter_match() -> None:
    b = info(2, (0, 0, 257), (0, 1, 70), (1, 1, 90), rounded=True)
    assert hints(b) == [Hint(H.WIN_POINTS, 0, points=0, factor=2), Hint(H.KONTERMATCH, 1)]
    assert win(b) == ((), ())


def test_two_teams_rounded_lost_when_counter_0() -> None:
    b = info(2, (0, 0, 257), (0, 1, 70), (1, 1, 90), rounded=True, kontermatch_penalty=0)
    assert hints(b) == [] and win(b) == ((0,), (1,))


def test_two_teams_rounded_bonus_win_with_match() -> None:
    b = info(2, (1, 0, 64), (0, 1, 131), (1, 1, 76), rounded=True, bonus_mode=True)
    assert hints(b) == [Hint(H.WIN_MATCH, 0, factor=1)]


def test_two_teams_bonus_win_with_match_2() -> None:
    b = info(3, (0, 0, 142), (1, 0, MATCH), (2, 0, 114), (1, 1, 96), rounded=True,
             bonus_mode=True, bonus=100)
    assert hints(b) == [Hint(H.LEAD_MATCH, 1, factor=1),
                        Hint(H.LEAD_AVERAGE_OTHER, 1, points=15)]


def test_two_teams_bonus_win_with_2_matches() -> None:
    b = info(4, (0, 0, 80), (0, 1, MATCH), (1, 1, 121), (2, 1, MATCH), (3, 1, 141),
             bonus_mode=True)
    assert hints(b) == [Hint(H.LEAD_MATCH, 0, factor=4), Hint(H.LEAD_MATCH, 0, factor=2),
                        Hint(H.LEAD_AVERAGE_OTHER, 0, points=138)]


def test_two_teams_requires_2_matches() -> None:
    b = info(11, (0, 0, SCRATCH), (0, 1, SCRATCH), (1, 0, 87), (1, 1, 126), (2, 0, 110),
             (2, 1, 65), (3, 0, 120), (3, 1, 123), (4, 0, 79), (4, 1, 74), (5, 1, 92),
             (6, 0, 97), (6, 1, 257), (7, 0, 138), (7, 1, 113), (8, 0, 143), (8, 1, 257),
             (9, 1, 140), (10, 0, 140), (10, 1, 123))
    assert outlooks(b)[0].best > outlooks(b)[1].total
    assert hints(b) == [Hint(H.WIN_AVERAGE, 0, points=228)]
    assert win(b) == ((), ())


# --- invariants ---------------------------------------------------------------------

OUTCOMES = st.one_of(
    st.builds(lambda p: Cell(Outcome.POINTS, p), st.integers(0, 157)),
    st.sampled_from([Cell(Outcome.MATCH), Cell(Outcome.KONTERMATCH), Cell(Outcome.SCRATCH)]))
RULES = st.builds(CoiffeurRules, bonus_mode=st.booleans(), rounded=st.booleans(),
                  kontermatch_penalty=st.sampled_from([0, 100]),
                  bonus=st.sampled_from([50, 300, 500]))


@st.composite
def boards(draw: st.DrawFn) -> tuple[Board, list[tuple[int, int]]]:
    """A board with some cells filled, and the cells still open."""
    rules = draw(RULES)
    teams = draw(st.integers(2, 3))
    rows = tuple(Row(f"r{i}", draw(st.sampled_from(list(RowKind))), draw(st.integers(1, 13)))
                 for i in range(draw(st.integers(6, 13))))
    setup = CoiffeurSetup(tuple(CoiffeurTeam(f"T{n}") for n in range(teams)), rows, rules)
    places = [(r, t) for r in range(len(rows)) for t in range(teams)]
    filled = draw(st.lists(st.sampled_from(places), unique=True))
    b = replay(setup, [Played(r, t, draw(OUTCOMES)) for r, t in filled])
    return b, [p for p in places if p not in filled]


@given(boards())
def test_the_totals_add_up_and_lie_between_worst_and_best(found: tuple[Board, list[tuple[int, int]]]
                                                          ) -> None:
    b, open_cells = found
    for look in outlooks(b):
        assert look.worst <= look.total <= look.best
        assert look.total == sum(b.value(r, look.team) or 0 for r in range(len(b.cells)))
        assert len(look.open) == sum(1 for _, t in open_cells if t == look.team)
    both = [r for r in range(len(b.cells)) if None not in b.cells[r][:2]]
    assert b.evaluation() == sum((b.value(r, 0) or 0) - (b.value(r, 1) or 0) for r in both)
    assert set(decision(b).winners).isdisjoint(decision(b).losers)


@given(boards(), st.data())
def test_an_early_decision_holds_whatever_the_open_cells_bring(
        found: tuple[Board, list[tuple[int, int]]], data: st.DataObject) -> None:
    b, open_cells = found
    early = decision(b)
    for r, t in open_cells:
        b = play(b, Played(r, t, data.draw(OUTCOMES)))
    assert b.finished
    final = decision(b)
    assert set(early.winners) <= set(final.winners)
    if early.winners:  # won before the last cell: alone, whatever the open cells brought
        assert final.winners == early.winners
    assert set(early.unbeaten) <= set(final.winners)  # at worst among the tied
    assert set(early.losers) <= set(final.losers)
    assert hints(b) == []
    top = max(b.totals())
    assert set(final.winners) == {t for t, total in enumerate(b.totals()) if total == top}


def test_an_equal_best_is_a_tie_still_open_and_the_hints_agree() -> None:
    # issue 28 (no Kontermatch penalty): team 2 scratched ×1 to ×6 of 8 rows, team 1 made
    # Matches in ×8 and ×7: its worst, 3855, is team 2's best; both Matches tie the game
    matches = [(7, 0, MATCH), (6, 0, MATCH)]
    b = board(slate(8), *[(r, 1, SCRATCH) for r in range(6)], *matches)
    assert [(look.worst, look.best) for look in outlooks(b)] == [(3855, 9252), (0, 3855)]
    not_to_lose = [Hint(H.LEAD_MATCH, 1, factor=8), Hint(H.LEAD_MATCH, 1, factor=7)]
    assert decision(b) == Decision((), (), unbeaten=(0,)) and hints(b) == not_to_lose
    # team 1's other rows scratched too: team 2's best still only ties, and it is not told
    # that an average of 257 wins
    b = board(slate(8), *[(r, t, SCRATCH) for r in range(6) for t in (0, 1)], *matches)
    assert decision(b) == Decision((), (), unbeaten=(0,)) and hints(b) == not_to_lose
    b = play(play(b, Played(7, 1, Cell(Outcome.MATCH))), Played(6, 1, Cell(Outcome.MATCH)))
    assert b.finished and decision(b) == Decision((0, 1), ())


@given(boards())
def test_no_team_is_told_it_wins_where_another_cannot_lose(
        found: tuple[Board, list[tuple[int, int]]]) -> None:
    """The hints agree with the verdict (issue 28): where a team has won, or cannot lose any
    more, no other team hears what wins; it can tie at most."""
    b, _ = found
    decided = decision(b)
    settled = set(decided.winners) | set(decided.unbeaten)
    for hint in hints(b):
        if hint.kind in (H.WIN_AVERAGE, H.WIN_MATCH, H.WIN_POINTS):
            assert settled <= {hint.team}, (hint, decided)


def test_a_cell_is_filled_once_and_points_stay_in_the_hand() -> None:
    b = board(slate(), (2, 0, 100))
    with pytest.raises(RuleError, match="already played"):
        play(b, Played(2, 0, cell(90)))
    assert play(b, Played(2, 0, cell(90), fix=True)).total(0) == 270
    with pytest.raises(RuleError, match="not played"):
        play(b, Played(3, 0, cell(90), fix=True))
    with pytest.raises(RuleError, match="0 to 157"):
        play(b, Played(3, 0, cell(158)))
    with pytest.raises(RuleError, match="no row 12"):
        play(b, Played(11, 0, cell(10)))


def test_the_presets_rows_and_their_names() -> None:
    rows = PRESETS["jassreglement-8"].rows
    assert [row.factor for row in rows] == list(range(1, 9))
    assert [row.factor for row in PRESETS["swisslos-10"].rows] == list(range(1, 11))
    assert len(PRESETS["simonste-11"].rows) == 11
    assert rows_named("3", rows) == [2]
    assert rows_named("herz", rows) == [3] == rows_named("Schellen", rows)
    assert rows_named("bells / hearts", rows) == [3]
    assert rows_named("oben", rows) == [4]
    assert rows_named("joker", rows) == [6, 7] == rows_named("wunsch", rows)
    assert rows_named("slalom", PRESETS["swisslos-10"].rows) == [8]
    with pytest.raises(RuleError, match="no row 9"):
        rows_named("9", rows)


def test_with_weis_written_nothing_is_decided_early() -> None:
    # B scratched every row (0, its best too); A 100 in ×1 with ten rows open: A's worst is
    # 100 (no penalty) > 0, decided early, unless Weis may still come
    written: list[tuple[int, int, int | str]] = [(r, 1, SCRATCH) for r in range(11)]
    written.append((0, 0, 100))
    assert decision(board(slate(), *written)).winners == (0,)
    assert decision(board(slate(weis=True), *written)).winners == ()
