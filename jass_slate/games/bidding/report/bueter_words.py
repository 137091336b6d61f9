"""What jass-slate says and hands over about okr's Büter: the plain data of `show --json`
and `history --json` (docs/games/bidding.md, the script contract) and the sentences of
the board and the replies. The sides are the Büter (the player who bid) and the pair
(the two others, `Anna & Cla`); before the bid there are none."""

from __future__ import annotations

from typing import Any

from jass_slate.games.bidding.scoring.bueter import BUETER, PAIR, GameBid, Hand, Refix
from jass_slate.games.bidding.scoring.race import Race, scores
from jass_slate.language.i18n import _


def pair_seats(race: Race) -> tuple[int, ...]:
    """The seats of the pair (all three before the bid)."""
    return tuple(s for s in range(len(race.players)) if race.bid is None or s != race.bid.seat)


def side_names(race: Race) -> tuple[str, str]:
    """The Büter's name and the pair's (`Anna & Cla`); empty before the bid."""
    if race.bid is None:
        return "", ""
    return (race.players[race.bid.seat],
            " & ".join(race.players[s] for s in pair_seats(race)))


def running_totals(race: Race) -> list[tuple[int, int]]:
    """Each hand's running totals (Büter, pair), oldest first."""
    totals, out = (0, 0), []
    for hand in race.hands:
        written = scores(hand)
        totals = (totals[0] + written[0], totals[1] + written[1])
        out.append(totals)
    return out


def side_word(race: Race, side: int | None) -> str | None:
    return None if side is None else side_names(race)[side]


def hand_data(race: Race, number: int, hand: Hand, totals: tuple[int, int]
              ) -> dict[str, Any]:
    """A played hand in the keys of the script contract, sides Büter then pair."""
    return {"number": number, "maker": race.players[hand.maker], "factor": hand.factor,
            "points": None if hand.match is not None else hand.points,
            "match": side_word(race, hand.match), "weis": [sum(w) for w in hand.weis],
            "stoeck": side_word(race, hand.stoeck), "scores": list(scores(hand)),
            "totals": list(totals)}


def bid_data(race: Race) -> dict[str, Any] | None:
    return None if race.bid is None else {"by": race.players[race.bid.seat],
                                          "points": race.bid.bid}


def history_data(race: Race) -> dict[str, Any]:
    """`history --json`: the bid, then every played hand."""
    return {"bid": bid_data(race),
            "hands": [hand_data(race, number, hand, totals) for number, (hand, totals)
                      in enumerate(zip(race.hands, running_totals(race), strict=True), 1)]}


def show_data(race: Race) -> dict[str, Any]:
    """`show --json`: the contract's keys first (the sides as `teams`), then the game's."""
    names = side_names(race)
    last = race.hands[-1] if race.hands else None
    return {"game": "bidding",
            "teams": [] if race.bid is None else [
                {"name": name, "total": total, "target": target} for name, total, target
                in zip(names, race.totals, race.targets, strict=True)],
            "hands": len(race.hands), "of": None,
            "winner": side_word(race, race.winner), "preset": "bueter",
            "players": list(race.players), "bid": bid_data(race),
            "pair_target": race.rules.pair_target, "decided_after": race.decided_after,
            "last": None if last is None else {
                "maker": race.players[last.maker], "factor": last.factor,
                "scores": list(scores(last))}}


# --- sentences -------------------------------------------------------------------------


def hand_line(race: Race, number: int) -> str:
    """`Hand 2: Cla made trump, ×3; Beat 360, Anna & Cla 321.`"""
    hand = race.hands[number - 1]
    names = side_names(race)
    written = scores(hand)
    match = "" if hand.match is None else _(" (Match: {side})").format(side=names[hand.match])
    return _("Hand {number}: {maker} made trump, ×{factor}{match}; {bueter} {mine}, "
             "{pair} {theirs}.").format(number=number, maker=race.players[hand.maker],
                                        factor=hand.factor, match=match, bueter=names[BUETER],
                                        mine=written[BUETER], pair=names[PAIR],
                                        theirs=written[PAIR])


def lead_line(race: Race) -> str:
    """Who has won, or what each side still needs to its target."""
    if race.bid is None:
        return _("No bid yet: the Büter bids once, `bid PLAYER N`, before the first hand.")
    names = side_names(race)
    if race.winner is not None:
        return _("{side} wins with {total} after {hands} hands ({target} to reach).").format(
            side=names[race.winner], total=race.totals[race.winner],
            hands=race.decided_after, target=race.targets[race.winner])
    short = [target - total for total, target in zip(race.totals, race.targets, strict=True)]
    needs = ", ".join((_("{side} needs {points}").format(side=names[BUETER], points=short[BUETER]),
                       _("{pair} need {points}").format(pair=names[PAIR], points=short[PAIR])))
    return _("{bueter} is the Büter with {bid}: {needs}.").format(
        bueter=names[BUETER], bid=race.targets[BUETER], needs=needs)


def rules_line(race: Race) -> str:
    """`bueter · bids 160 to 1000 by 10 · the pair to 1000`."""
    bids = race.rules.bids
    return _("bueter · bids {low} to {high} by {step} · the pair to {target}").format(
        low=bids.start, high=bids[-1], step=bids.step, target=race.rules.pair_target)


def bid_line(race: Race) -> str:
    names = side_names(race)
    return _("{bueter} is the Büter with a bid of {bid}; {pair} play to {target}.").format(
        bueter=names[BUETER], bid=race.targets[BUETER], pair=names[PAIR],
        target=race.targets[PAIR])


def recorded_lines(race: Race, event: object) -> list[str]:
    """What a command that recorded `event` says: the bid or the hand, then the lead."""
    if isinstance(event, GameBid):
        return [bid_line(race), lead_line(race)]
    if isinstance(event, Refix):
        return [_("Hand {number} fixed.").format(number=event.number),
                hand_line(race, event.number), lead_line(race)]
    return [hand_line(race, len(race.hands)), lead_line(race)]


def undone_line(race: Race, event: object) -> str:
    """What an undo took back."""
    if isinstance(event, GameBid):
        return _("Took back the bid of {bid}.").format(bid=event.bid)
    if isinstance(event, Refix):
        return _("Took back the fix of hand {number}.").format(number=event.number)
    return _("Took back hand {number}.").format(number=len(race.hands) + 1)
