#!/usr/bin/env bash
# A Mittlere evening of 12 counted hands (one more was void): three players, each alone.
# Each hand's card points (157) say who is highest, middle and lowest: the highest and the
# lowest write a Strich (I, +1), the middle player two Nuller (00, -2). 100 points or
# more, or no trick, is two Nuller and a Strich to each other; a Match two Striche and a
# Nuller to each other; 100 and another player on 0 gives the middle player two Striche.
# The most Striche less Nuller after 12 counted hands wins.
# Run it from anywhere:  bash examples/mittlere.sh
# It writes a session file (default: a fresh temporary one) and shows the board.
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/mittlere.toml}
jass() { $JASS "$@"; }

jass new --game mittlere --players Anna,Beat,Cla

# After each hand: what it writes for Anna, Beat, Cla -> the running totals.
jass hand Anna=70 Beat=50            # Cla 157-120 = 37; Beat middle: +1 -2 +1 -> 1 -2 1
jass hand Anna=105 Beat=40           # Cla 12; Anna 100+: -2 +1 +1 -> -1 -1 2
jass hand Anna=80 Beat=77 Cla=0      # Cla took no trick: +1 +1 -2 -> 0 0 0
jass hand Anna=80 Beat=77 Cla=0+     # Cla took a trick of 0: lowest; Beat middle:
                                     #   +1 -2 +1 -> 1 -2 1
jass hand --match Anna               # 157, 0, 0: +2 -1 -1 -> 3 -3 0
jass hand Anna=110 Beat=47 Cla=0     # 100+ and Cla on 0: Beat the middle, two Striche:
                                     #   -1 +2 -1 -> 2 -1 -1
jass hand --void                     # nobody renounced, no trump: not counted
jass hand Anna=100 Beat=40           # a slip ...
jass undo                            # ... taken back
jass hand Anna=60 Beat=60 --middle Beat  # Cla 37; level at the top: the table says Beat
                                     #   is the middle one: +1 -2 +1 -> 3 -3 0
jass hand Anna=100 Beat=40           # Cla 17; exactly 100: -2 +1 +1 -> 1 -2 1
jass hand Anna=20 Beat=64            # Cla 73; Beat middle: +1 -2 +1 -> 2 -4 2
jass hand Anna=33 Beat=90            # Cla 34 is between: +1 +1 -2 -> 3 -3 0
jass hand Anna=45 Beat=2             # Cla 110 (Beat has 2, not 0): +1 +1 -2 -> 4 -2 -2
jass hand Anna=60 Beat=30            # Cla 67; Anna middle: -2 +1 +1 -> 2 -1 -1 (12 counted)
jass fix 13 Anna=30 Beat=60          # it was the other way round: Beat middle:
                                     #   +1 -2 +1 -> 5 -4 -1

# Striche: Anna 1+0+1+1+2+0+1+0+1+1+1+1 = 10, Beat 0+1+1+0+0+2+0+1+0+1+1+0 = 7,
#          Cla 1+1+0+1+0+0+1+1+1+0+0+1 = 7;
# Nuller:  Anna 0+2+0+0+0+1+0+2+0+0+0+0 = 5, Beat 2+0+0+2+1+0+2+0+2+0+0+2 = 11,
#          Cla 0+0+2+0+1+1+0+0+0+2+2+0 = 8   (24 each: 2 x 12 hands).
# Anna wins with 10-5 = +5; Beat 7-11 = -4; Cla 7-8 = -1.
jass show
