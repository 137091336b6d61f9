"""The standings (tournament/standings.py) with research 34-35 §5.2's worked examples: the
Passen summed, ties broken by the better single Passe then shared, the worst Passe
dropped, the same number of Passen counted for everyone, the lowest first where it wins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from jass_slate.tournament.standings import standings


def ranked(scores: Mapping[str, Mapping[int, int]], highest_wins: bool = True,
           drop_worst: bool = False, sat_out: Mapping[str, Sequence[int]] | None = None,
           over: Sequence[int] = (1, 2)) -> list[tuple[str, int, int]]:
    shown = standings(list(scores), max(over), scores, sat_out or {}, over, highest_wins,
                      drop_worst, max(over))
    return [(line.name, line.total, line.rank) for line in shown.players]


def test_two_passen_of_eight_players() -> None:
    """Passe 1: A+B 681 v C+D 575; E+F 700 v G+H 556. Passe 2: A+C 640 v E+G 616; B+D 635
    v F+H 621 (each table 8 × 157 = 1256). A 681 + 640 = 1321; F 700 + 621 = 1321; the
    better Passe: F's 700 > A's 681; B 681 + 635 = 1316 and E 700 + 616 = 1316: E first."""
    scores = {"A": {1: 681, 2: 640}, "B": {1: 681, 2: 635}, "C": {1: 575, 2: 640},
              "D": {1: 575, 2: 635}, "E": {1: 700, 2: 616}, "F": {1: 700, 2: 621},
              "G": {1: 556, 2: 616}, "H": {1: 556, 2: 621}}
    assert ranked(scores) == [("F", 1321, 1), ("A", 1321, 2), ("E", 1316, 3), ("B", 1316, 4),
                              ("C", 1215, 5), ("D", 1210, 6), ("H", 1177, 7),
                              ("G", 1172, 8)]


def test_the_worst_passe_dropped() -> None:
    """612, 540, 701 with the Streichpasse: 612 + 701 = 1313."""
    scores = {"A": {1: 612, 2: 540, 3: 701}, "B": {1: 545, 2: 617, 3: 456}}
    assert ranked(scores, drop_worst=True, over=(1, 2, 3)) == [("A", 1313, 1),
                                                                ("B", 1162, 2)]
    assert ranked(scores, over=(1, 2, 3)) == [("A", 1853, 1), ("B", 1618, 2)]


def test_the_lowest_first_and_its_tie_break() -> None:
    """Differenzler totals 88, 88, 95: the one whose best (lowest) round is 25 before the one
    whose best is 30."""
    scores = {"Cla": {1: 30, 2: 58}, "Dora": {1: 63, 2: 25}, "Ernst": {1: 45, 2: 50}}
    assert ranked(scores, highest_wins=False) == [("Dora", 88, 1), ("Cla", 88, 2),
                                                  ("Ernst", 95, 3)]


def test_still_level_players_share_the_rank() -> None:
    scores = {"Beat": {1: 600, 2: 700}, "Anna": {1: 700, 2: 600}, "Cla": {1: 500, 2: 500}}
    assert ranked(scores) == [("Anna", 1300, 1), ("Beat", 1300, 1), ("Cla", 1000, 3)]


def test_a_bye_counts_the_same_number_of_passen_for_everyone() -> None:
    """Five players, one sits out each round: after two rounds, three players played two
    Passen and two played one; everyone is ranked on his best one."""
    scores = {"A": {1: 700, 2: 500}, "B": {1: 457, 2: 650}, "C": {1: 700},
              "D": {2: 500}, "E": {1: 457, 2: 657}}
    shown = standings(list(scores), 4, scores, {"D": [1], "C": [2]}, [1, 2], True, False, 2)
    assert shown.counted == 1
    assert [(line.name, line.total, line.counted) for line in shown.players] == [
        ("A", 700, (1,)), ("C", 700, (1,)), ("E", 657, (2,)), ("B", 650, (2,)),
        ("D", 500, (2,))]
    assert [line.byes for line in shown.players] == [0, 1, 0, 0, 1]


def test_a_round_not_over_is_shown_not_counted() -> None:
    scores = {"A": {1: 700, 2: 500}, "B": {1: 457}}
    shown = standings(["A", "B"], 2, scores, {}, [1], True, False, 2)
    assert [(line.name, line.total, line.rounds) for line in shown.players] == [
        ("A", 700, (700, 500)), ("B", 457, (457, None))]
    assert shown.played == 1
