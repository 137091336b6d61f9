#!/usr/bin/env bash
# A Bieterjass to 1500 (the `bieter` preset, bachmann-jass's Bieterjass): three players
# each alone; each hand is bid anew from 60 in tens to 140, or 157, and the highest bidder
# plays alone against the other two. Made (points >= bid): he writes bid x the contract's
# factor (acorns, roses x1; bells, shields x2; Obenabe, Undenufe x3). Failed: he loses it
# and each other player gets half of it (rounded down). All passed: the dealer plays 60.
# Then a Sidi-Barrani hand or two in a second file.
# Run it from anywhere:  bash examples/bidding.sh
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/bidding.toml}
jass() { $JASS "$@"; }

jass new --game bidding --players Anna,Beat,Cla                 # --rules bieter

jass hand bells   --by Anna --bid 100 --points 112   # 112 >= 100, x2: Anna +200
jass hand bells   --by Anna --bid 100 --points 84    # failed: Anna -200, Beat +100, Cla +100
jass hand roses   --by Cla --all-passed --points 45  # the dealer's 60 failed: -60, +30 +30
jass hand obenabe --by Beat --bid 140 --points 150   # 140 x3: Beat +420
jass hand acorns  --by Cla --bid 90 --points 100     # Cla +90
jass hand shields --by Beat --bid 120 --points 130   # 120 x2: Beat +240
jass hand undenufe --by Anna --bid 157 --points 150  # a slip ...
jass undo                                            # ... taken back
jass hand undenufe --by Anna --bid 130 --points 140  # 130 x3: Anna +390
jass hand obenabe --by Beat --bid 157 --points 157   # 157 x3: Beat +471
jass fix 5 acorns --by Cla --bid 90 --points 80      # hand 5 failed after all: Cla -90, +45 +45
jass hand bells   --by Beat --bid 110 --points 120   # 110 x2: Beat +220

# Anna 200 - 200 + 30 + 45 + 390 = 465; Beat 100 + 30 + 420 + 45 + 240 + 471 + 220 = 1526;
# Cla 100 - 60 - 90 = -50: Beat wins with 1526 >= 1500.
jass show
jass show --json

# Sidi-Barrani (two teams): the side that earned the bid writes it beside its card points.
export JASS_SLATE_FILE=${JASS_SLATE_FILE%.toml}-sidi.toml
jass new --game bidding --rules sidi-barrani --players Anna,Beat,Cla,Dora   # A & C v B & D
jass hand hearts --by Anna --bid 120 --points 130             # 120 + 130 = 250 / 27
jass hand spades --by Beat --bid 100 --double --points 90     # failed: 2 x 100 + 67 = 267 / 90
jass hand clubs  --by 1 --bid 110 --points 105 --weis 1=100   # 105 + 100 = 205 / 110 + 52 = 162
jass show

# okr's Büter (three players): the Büter bids once for the whole game, 160 to 1000 in
# tens: his bid is his target, the pair's is 1000. Each hand both sides write (cards +
# Weis + Stöck) x the hand's factor (1 to 5); the cards add up to 157, a Match is 257.
# The race is looked at after the Stöck, then the Weis, then the cards of each hand.
export JASS_SLATE_FILE=${JASS_SLATE_FILE%-sidi.toml}-bueter.toml
jass new --game bidding --rules bueter --players Anna,Beat,Cla
jass bid Beat 700                                       # Beat is the Büter, to 700
jass hand --by Anna --factor 5 --points 100             # 500 / 57 x 5 = 285
jass hand --by Beat --factor 4 --points 40              # 160 / 117 x 4 = 468: 660 / 753
jass hand --by Cla --points 30 --weis pair=100          # 30 / 127 + 100 = 227: 690 / 980
# The Büter shows Stöck: 690 + 20 = 710 >= 700 after the Stöck stage, so he wins before
# the pair's 150 card points (980 + 150 = 1130 >= 1000) are counted.
jass hand --by Anna --points 7 --stoeck Beat            # 27 / 150: 717 / 1130, Beat wins
jass show
jass history
