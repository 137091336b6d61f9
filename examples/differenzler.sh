#!/usr/bin/env bash
# A Differenzler evening of 12 hands with hidden calls and -10 for an exact hit (not for
# a correct 0): the `hidden` preset. Each player alone calls the card points he will
# take; the hand writes |call - points|, less 10 for an exact hit; the lowest total wins.
# Run it from anywhere:  bash examples/differenzler.sh
# It writes a session file (default: a fresh temporary one) and shows the board.
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/differenzler.toml}
jass() { $JASS "$@"; }

jass new --game differenzler --players Anna,Beat,Cla,Dora --rules hidden

# Hand 1 as at the table: the bottom card is shown, then each writes a call on a slip.
jass call --trump herz                        # the trump: hearts
jass call Anna 40
jass call Beat 25
jass call Cla 0
jass call Dora 92
jass show                                     # *** for each call until the points are in
jass tricks Anna=38 Beat=25 Cla=0             # Dora takes the rest: 157-63 = 94
#   |40-38| 2, Beat exact -10, Cla's correct 0 earns nothing, |92-94| 2

# The other hands in one go each: trump, calls in seat order, points (Dora left out
# takes the rest). After each: what the hand writes for Anna, Beat, Cla, Dora.
jass hand schaufel --call 30,30,30,67 --points Anna=21,Beat=30,Cla=44   # Dora 62: 9 -10 14 5
jass hand ecken    --call 50,20,60,27 --points Anna=50,Beat=35,Cla=45   # Dora 27: -10 15 15 -10
jass hand kreuz    --call 10,80,40,27 --points Anna=0,Beat=87,Cla=40    # Dora 30: 10 7 -10 3
jass hand herz     --call 35,35,35,52 --points Anna=40,Beat=35,Cla=30   # Dora 52: 5 -10 5 -10
jass hand herz     --call 35,35,35,52 --points Anna=40,Beat=35,Cla=30   # a slip ...
jass undo                                                                # ... taken back
jass hand schaufel --call 0,60,50,47  --points Anna=0,Beat=62,Cla=48    # Dora 47: 0 2 2 -10
#   Anna's correct 0 earns no bonus under this preset
jass hand ecken    --call 45,45,45,22 --points Anna=45,Beat=55,Cla=35   # Dora 22: -10 10 10 -10
jass hand kreuz    --call 20,30,40,67 --points Anna=23,Beat=30,Cla=40   # Dora 64: 3 -10 -10 3
jass hand herz     --call 57,50,50,0  --points Anna=57,Beat=50,Cla=50   # Dora 0: -10 -10 -10 0
jass hand schaufel --call 40,40,40,37 --points Anna=60,Beat=20,Cla=40   # 20 20 -10 -10
jass fix 10 schaufel --call 40,40,40,37 --points Anna=50,Beat=30,Cla=40 # Dora 37: 10 10 -10 -10
jass hand ecken    --call 30,30,30,67 --points Anna=0,Beat=157,Cla=0    # Dora 0: 30 127 30 67
#   Beat took every trick: a Match counts 157 and nothing more
jass hand kreuz    --call 40,10,60,47 --points Anna=45,Beat=10,Cla=55   # Dora 47: 5 -10 5 -10

# Totals after 12 hands: Anna 2+9-10+10+5+0-10+3-10+10+30+5 = 44;
# Beat -10-10+15+7-10+2+10-10-10+10+127-10 = 111; Cla 0+14+15-10+5+2+10-10-10-10+30+5 = 41;
# Dora 2+5-10+3-10-10-10+3+0-10+67-10 = 20: Dora wins with the lowest total.
jass show
