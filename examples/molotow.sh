#!/usr/bin/env bash
# A Molotow evening of 8 hands, the `reglement` preset (the Jassreglement's Molotow). Four
# players, each alone. The trump is the suit of the first card played by someone who
# cannot follow (obenabe when nobody renounced: the 8s count 8, still 157 a hand). Each
# hand writes a player's trick points, less each Weis of his own hand, plus each Weis that
# fell on the table in his tricks, less 20 for his Stöck; the fewest points win.
# Run it from anywhere:  bash examples/molotow.sh
# It writes a session file (default: a fresh temporary one) and shows the board.
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/molotow.toml}
jass() { $JASS "$@"; }

jass new --game molotow --players Anna,Beat,Cla,Dora

# One player left out takes the rest of 157. After each hand: what it writes for Anna,
# Beat, Cla, Dora, then the totals.
jass hand herz Anna=62 Beat=40 Cla=55 --hand-weis Beat=20 --table-weis Anna=20 --stoeck Dora
#   Dora 157-157 = 0. Anna 62+20 = 82, Beat 40-20 = 20, Cla 55, Dora 0-20 = -20
jass hand obenabe Anna=30 Beat=57 Cla=70 --hand-weis Cla=50
#   Dora 0. 30, 57, 70-50 = 20, 0                         totals 112, 77, 75, -20
jass hand schaufel Anna=0 Beat=44 Cla=38 Dora=75 --hand-weis Anna=20,20 --table-weis Dora=50
#   0-20-20 = -40, 44, 38, 75+50 = 125                    totals 72, 121, 113, 105
jass hand kreuz Anna=25 Beat=90 Dora=20 --table-weis Cla=20 --stoeck Beat
#   Cla 157-135 = 22. 25, 90-20 = 70, 22+20 = 42, 20      totals 97, 191, 155, 125
jass hand ecken Anna=40 Beat=11 Cla=86 --hand-weis Dora=100
#   Dora 20. 40, 11, 86, 20-100 = -80                     totals 137, 202, 241, 45
jass hand herz Anna=157 Beat=0 Cla=0 --hand-weis Cla=20
jass undo                                                 # a slip taken back
jass hand herz Anna=157 Beat=0 Cla=0
#   Anna took every trick: a Match is 157 and nothing more  totals 294, 202, 241, 45
jass hand schaufel Anna=10 Beat=67 Cla=33 --table-weis Beat=20,50
#   Dora 47. 10, 67+20+50 = 137, 33, 47                   totals 304, 339, 274, 92
jass hand kreuz Anna=21 Beat=14 Cla=50 --hand-weis Anna=50 --stoeck Cla
jass fix 8 kreuz Anna=21 Beat=14 Cla=60 --hand-weis Anna=50 --stoeck Cla
#   Cla had 60, not 50: Dora 157-95 = 62. 21-50 = -29, 14, 60-20 = 40, 62

# Totals after 8 hands: Anna 82+30-40+25+40+157+10-29 = 275;
# Beat 20+57+44+70+11+0+137+14 = 353; Cla 55+20+38+42+86+0+33+40 = 314;
# Dora -20+0+125+20-80+0+47+62 = 154: Dora wins with the fewest points.
# Every hand together: 8*157 - hand Weis 260 - Stöck 60 + table Weis 160 = 1096.
jass show
