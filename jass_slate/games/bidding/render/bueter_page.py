"""`serve`'s page of okr's Büter: the race chalked as `export --format svg` draws it, the
totals of the Büter and the pair, who has won or what each needs, and the hands as text,
the newest first; and its keypad on the scorer's page (`serve --write`): the Büter's bid,
each hand (who made trump, its factor, the Büter's card points or a Match, Weis, Stöck),
undo and a hand fixed."""

from __future__ import annotations

from jass_slate.games.bidding.render.bueter_board import board_svg, history_cells, trump_cell
from jass_slate.games.bidding.report.bueter_words import lead_line, rules_line, side_names
from jass_slate.games.bidding.scoring.bueter import FACTORS
from jass_slate.games.bidding.scoring.race import Race
from jass_slate.games.bidding.scoring.rules import HAND_POINTS
from jass_slate.language.i18n import _
from jass_slate.render.keypad import (
    NUMBER,
    ONE,
    SIDE,
    SIDE_VALUES,
    Choice,
    Control,
    Entry,
    Keypad,
)
from jass_slate.render.page import (
    HISTORY_ROWS,
    GamePage,
    slate_section,
    standing_lines,
    text,
    text_table,
    totals_line,
)


def bueter_page(race: Race) -> GamePage:
    """The page of a Büter: the players in the title."""
    picture = board_svg(race)
    names = side_names(race) if race.bid else (_("Büter"), _("pair"))
    played = list(enumerate(zip(race.hands, history_cells(race), strict=True), 1))
    rows = [[number, trump_cell(race, hand), *cells]
            for number, (hand, cells) in reversed(played[-HISTORY_ROWS:])]
    content = "\n".join([
        slate_section(_("Büter"), picture),
        totals_line(names, race.totals),
        standing_lines([lead_line(race)]),
        text_table(["#", _("trump"), *names], rows, words=(1,)),
        f'<p class="quiet">{text(rules_line(race))}</p>',
    ])
    return GamePage(_("Büter") + ": " + ", ".join(race.players), content, picture)


def bueter_keypad(race: Race, commands: frozenset[str]) -> Keypad:
    """The keypad of a Büter: the bid (the Büter by name, his bid), then each hand as the
    CLI takes it; a side is tapped as `bueter` or `pair`."""
    players = tuple(Choice(name, name) for name in race.players)
    sides = (Choice("bueter", _("Büter")), Choice("pair", _("pair")))
    hand = (Control(ONE, _("Made trump"), "--by", players, required=True),
            Control(ONE, _("Factor"), "--factor",
                    tuple(Choice(str(f), f"×{f}") for f in FACTORS)),
            Control(NUMBER, _("The Büter's points"), "--points", most=HAND_POINTS),
            Control(SIDE, _("Match"), "--match", sides),
            Control(SIDE_VALUES, _("Weis"), "--weis", sides, repeated=True),
            Control(SIDE, _("Stöck"), "--stoeck", sides))
    return Keypad(commands, (
        Entry(("bid",), _("Bid"), (Control(ONE, _("Büter"), choices=players, required=True),
                                   Control(NUMBER, _("Bid"), required=True,
                                           most=race.rules.pair_target))),
        Entry(("hand",), _("Hand"), hand),
        Entry(("undo",), _("Undo")),
        Entry(("fix",), _("Fix a hand"),
              (Control(NUMBER, _("Hand number"), required=True), *hand)),
    ), side_names(race) if race.bid else ())
