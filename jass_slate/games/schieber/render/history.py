"""`history` for the terminal: a table per game, its outcome and its score race.

Pure: a scorer in, rich renderables out. Every column has a width worked out from
what it holds, so the table fits an 80-column terminal and the games line up; in a
narrower one each hand is a line that wraps between its cells, and the chart is
drawn to the width there is: a number is never cut.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from itertools import chain

from rich import box
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.table import Table
from rich.text import Text

from jass_slate.core.teams import TEAMS
from jass_slate.games.schieber.render.race import Race, race_chart
from jass_slate.games.schieber.report.corrections import correction_line, rename_line
from jass_slate.games.schieber.report.evening import Evening, GameSpans, hands_by_game
from jass_slate.games.schieber.report.rule_sentences import goal_text
from jass_slate.games.schieber.report.sentences import game_end
from jass_slate.games.schieber.scoring.passing import Season
from jass_slate.games.schieber.scoring.results import Game, HandResult
from jass_slate.games.schieber.scoring.slate import Slate
from jass_slate.language.i18n import N_, _, ngettext
from jass_slate.render.fitting import TableOrLines
from jass_slate.report.visible import visible

PUSHED, PUSHED_BACK, FIXED = "↷", "↶", "*"
NAME_WIDTH = 6  # dealer and chooser names are cut to this, with an ellipsis


def team_labels(scorer: Slate) -> tuple[str, str]:
    """Short column labels: the players' initials (`A&B`), or the start of the team name."""
    labels = []
    for team in TEAMS:
        players = scorer.teams.players(team)
        name = scorer.teams.name(team)
        labels.append("&".join(p[:1] for p in players) if players else name[:6])
    if labels[0].casefold() == labels[1].casefold():
        return "1", "2"
    return labels[0], labels[1]


def _chose(hand: HandResult) -> str:
    mark = f" {PUSHED}{PUSHED_BACK}" if hand.pushed_back else f" {PUSHED * hand.pushes}" \
        if hand.pushed else ""
    name = hand.chooser or (_("partner") if hand.pushed and not hand.pushed_back else "")
    return _cut(name) + mark


def _cut(name: str) -> str:
    return name if len(name) <= NAME_WIDTH else name[: NAME_WIDTH - 1] + "…"


def _tricks(hand: HandResult, labels: tuple[str, str]) -> str:
    claim = hand.claim
    if claim is not None:  # the claiming team; both when both claimed, the first first
        team = labels[claim.claimant]
        if claim.also is not None:
            team = f"{team},{labels[claim.also]}"
        held = claim.written  # both claimed: the second's claim may hold
        return (_("claim {team} ✓") if held else _("claim {team} ✗")).format(team=team)
    if hand.points is None:
        return "–"
    text = f"{hand.points[0]}:{hand.points[1]}"
    kind = hand.kontermatch
    if hand.match is not None and kind is not None:  # unknown without the first forehand
        text += " K" if kind else " M"
    return text


def contract_label(hand: HandResult) -> str:
    """`♥ ×2`, `acorns ×1`, `Obenabe ×3`, `TUO ♥ ×3`, `Slalom-oben ×4`: short, so the
    table fits 80 columns."""
    contract = hand.contract
    trump = contract.trump
    if contract.extra is not None and trump is not None:  # TUO, Wunsch with a suit
        name = f"{contract.extra.label} {trump.symbol if len(trump.symbol) == 1 else trump.word}"
    elif trump is None:
        name = hand.contract.value.capitalize()
    else:
        name = trump.symbol if len(trump.symbol) == 1 else hand.contract.word
    return f"{name} ×{hand.factor}"


def _weis(hand: HandResult, labels: tuple[str, str]) -> str:
    if hand.weis is None:
        return ""
    return f"{labels[hand.weis.team]} {hand.weis.total}"


def hand_cells(hand: HandResult, labels: tuple[str, str]) -> list[str]:
    """One row: number, dealer, chooser, contract, tricks, Weis, Stöck, added, totals;
    the names in it shown as text (jass_slate.report.visible), in the table and in a narrow line."""
    number = f"{hand.number}{FIXED if hand.fixed else ''}"
    stoeck = ", ".join(labels[team] for team in hand.stoeck_teams)
    cells = [number, _cut(hand.dealer or ""), _chose(hand), contract_label(hand),
             _tricks(hand, labels), _weis(hand, labels), stoeck,
             f"{hand.scores[0]}:{hand.scores[1]}", f"{hand.totals[0]}:{hand.totals[1]}"]
    return [visible(cell) for cell in cells]


HEADERS = ["#", N_("Deals"), N_("Chose"), N_("Contract"), N_("Tricks"), N_("Weis"), N_("Stöck"),
           N_("Added"), N_("Totals")]
LEFT = {1, 2, 3, 5, 6}  # the columns of names and words; the others are numbers


def headers() -> list[str]:
    """The column headers in the language in use."""
    return [_(header) for header in HEADERS]


def _widths(rows: list[list[str]]) -> list[int]:
    return [max(len(cell) for cell in column) for column in zip(headers(), *rows, strict=False)]


@dataclass(frozen=True)
class Fitted:
    """A part drawn for the console's width (at most `widest`), as `draw` lays it out."""

    draw: Callable[[int], RenderableType]
    widest: int = 80

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.draw(min(options.max_width, self.widest))


def hands_table(rows: list[list[str]], widths: list[int]) -> TableOrLines:
    """The hands as a table where it fits; narrower, a hand a line that wraps between
    its cells (never inside a number)."""
    return TableOrLines(_table(rows, widths),
                        lambda _width: Group(*(_hand_line(row) for row in rows)))


def _hand_line(row: list[str]) -> Text:
    """`1  Deals Dora  Chose Anna  ♥ ×2  Tricks 140:17  Added 480:34  Totals 480:34`."""
    cells = [row[0]] + [cell if index == 3 else f"{header} {cell}"
                        for index, (header, cell) in enumerate(zip(headers(), row, strict=True))
                        if index and cell]
    return Text("  ".join(cells))


def _table(rows: list[list[str]], widths: list[int]) -> Table:
    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 0, 0, 1),
                  header_style="bold")
    for index, (header, width) in enumerate(zip(headers(), widths, strict=True)):
        # Text, not str: rich reads a str as markup with emoji codes (its table of them takes
        # 5 ms to load); these words hold neither. A fixed width: rich then measures no cell
        # (the table is drawn only where it fits, so this is the width it would clamp to)
        table.add_column(Text(header), justify="left" if index in LEFT else "right",
                         width=width, no_wrap=True, overflow="ellipsis")
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))  # names are text, never markup
    return table


def _legend(scorer: Slate, labels: tuple[str, str]) -> Text:
    names = scorer.teams.names
    teams = _("{label1} {team1}, {label2} {team2}: pairs are {label1}:{label2}, "
              "Weis before the factor.").format(label1=labels[0], team1=visible(names[0]),
                                                label2=labels[1], team2=visible(names[1]))
    marks = _("{pushed} pushed · {pushed_back} pushed back · M Match · K Kontermatch · "
              "{fixed} fixed").format(pushed=PUSHED, pushed_back=PUSHED + PUSHED_BACK,
                                      fixed=FIXED)
    if scorer.teams.size == 6:
        marks += " · " + _("{twice} pushed twice").format(twice=PUSHED * 2)
    return Text(f"{teams}\n{marks}", style="dim")


def _left_out(games: int, hands: int) -> Text:
    if not hands:
        return Text("")
    text = ngettext("{count} other game ({hands} hands) not drawn: `history --all` draws every "
                    "game, `history --game N` one of them.",
                    "{count} other games ({hands} hands) not drawn: `history --all` draws every "
                    "game, `history --game N` one of them.", games)
    return Text(text.format(count=games, hands=hands), style="dim")


def _chart(race: Race, names: tuple[str, str], width: int) -> Fitted:
    return Fitted(lambda room: race_chart(race, names, room), widest=width)


def _cards_line(hand: HandResult, scorer: Slate) -> str:
    """`Hand 3, counted from the cards: Anna & Beat ♣7 ♣A ♥9 ♥J = 45`."""
    from jass_slate.core.notation import hand_text
    from jass_slate.games.schieber.scoring.points import counting

    how = counting(scorer.rules, hand.contract)
    piles = []
    for pile in hand.piles:
        said = _("{team} {cards} = {points}").format(
            team=visible(scorer.teams.name(pile.team)), cards=hand_text(pile.cards),
            points=how.pile(pile.cards, pile.has_last))
        if pile.has_last:
            # Translators: after a team's cards in the history, as in "♠6-9 ♥J = 45 (last trick)"
            said += " " + _("(with the last trick)")
        piles.append(said)
    return _("Hand {number}, counted from the cards: {piles}").format(
        number=hand.number, piles="; ".join(piles))


def render_history(scorer: Slate, chart: bool = True, width: int = 80,
                   only: Collection[int] | None = None) -> RenderableType:
    """Hands game by game (all, or the games numbered in `only`), each game with its
    outcome and its score race."""
    if not scorer.hands:
        return Text(_("No hands recorded yet."))
    labels = team_labels(scorer)
    by_game = hands_by_game(scorer, None if only is None else min(only, default=0))
    games = scorer.games
    drawn = list(games) if only is None else \
        [games[n - 1] for n in sorted(only) if 0 < n <= len(games)]
    rows = {h.number: hand_cells(h, labels) for g in drawn for h in by_game.get(g.number, [])}
    widths = _widths(list(rows.values()) or [hand_cells(scorer.hands[-1], labels)])
    parts: list[RenderableType] = [_legend(scorer, labels)]
    if len(drawn) < len(scorer.games):
        drawn_hands = sum(len(by_game.get(g.number, [])) for g in drawn)
        parts.append(_left_out(len(scorer.games) - len(drawn),
                               len(scorer.hands) - drawn_hands))
    for game in drawn:
        hands = by_game.get(game.number, [])
        if hands:
            parts += game_parts(scorer, game, [rows[h.number] for h in hands], widths, hands,
                                chart, width)
    return Group(*parts)


def game_parts(scorer: Slate, game: Game, rows: list[list[str]], widths: list[int],
               hands: list[HandResult], chart: bool, width: int) -> list[RenderableType]:
    """One game drawn: its title, its hands' table (`rows`), what the table does not say,
    how it ended and its score race."""
    rules = scorer.rules
    title = _("Game {number} ({goal})").format(number=game.number, goal=goal_text(rules))
    parts: list[RenderableType] = [Text(""), Text(title, style="bold"), hands_table(rows, widths)]
    parts += [Text(_("Hand {number}, Weis shown: {declared}").format(
                  number=h.number, declared=visible("; ".join(h.weis.declared))))
              for h in hands if h.weis is not None and h.weis.declared]
    parts += [Text(visible(correction_line(c, scorer)))
              for c in scorer.corrections if c.game == game.number]
    parts += [Text(visible(rename_line(r))) for r in scorer.renames if r.game == game.number]
    parts += [Text(_cards_line(h, scorer)) for h in hands if h.piles]
    parts.append(Text(visible(game_end(scorer, game, hands=hands)), style="bold"))
    if chart:
        race = Race([h.number for h in hands], [(h.totals[0], h.totals[1]) for h in hands],
                    rules.target, None if rules.target is None else rules.bergpreis_at)
        parts.append(_chart(race, scorer.teams.names, width))
    return parts


class EveryGame:
    """`render_history` of every game (a season with a hand), a piece at a time to be
    drawn as it comes: the legend, then each game. The season is read twice, each time in
    one pass (`seasons` gives a pass): first, when made, for the columns' widths, which
    every game's table shares, and for its games and the evening; then to draw each game
    with its hands, which are forgotten once it is drawn."""

    def __init__(self, scorer: Slate, seasons: Callable[[], Season], chart: bool = True,
                 width: int = 80) -> None:
        self.scorer, self._seasons, self._chart, self._width = scorer, seasons, chart, width
        self._labels = labels = team_labels(scorer)
        first, widths, self._spans = seasons(), [len(header) for header in headers()], \
            GameSpans()
        for hand, decided in first.hands():
            widths = [max(was, len(cell))
                      for was, cell in zip(widths, hand_cells(hand, labels), strict=True)]
            self._spans.take(hand, decided)
        self._widths, self._games = widths, first.games()

    def pieces(self) -> Iterator[RenderableType]:
        yield _legend(self.scorer, self._labels)
        hands: list[HandResult] = []
        for hand, _decided in chain(self._seasons().hands(), [(None, False)]):
            if hands and (hand is None or hand.game != hands[0].game):
                yield self._game(hands)
                hands = []
            if hand is not None:
                hands.append(hand)

    def _game(self, hands: list[HandResult]) -> RenderableType:
        rows = [hand_cells(hand, self._labels) for hand in hands]
        return Group(*game_parts(self.scorer, self._games[hands[0].game - 1], rows,
                                 self._widths, hands, self._chart, self._width))

    def evening(self, created: str | None) -> Evening:
        """The evening's games and Striche, as the first reading found them."""
        return self._spans.evening(self.scorer, self._games, created)
