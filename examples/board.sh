#!/usr/bin/env bash
# A free board: any game a table invents, any whole number for each player each hand
# (negative too), added up; here to 100, the highest total wins. Then a Schläger by the
# rulebook: at most 3 Striche a hand, -1 a Härdöpfel, who reaches 7 wins and drops out.
# Run it from anywhere:  bash examples/board.sh
# It writes a session file (default: a fresh temporary one) and shows the board.
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/board.toml}
jass() { $JASS "$@"; }

jass new --game board --players Anna,Beat,Cla --target 100

jass hand Anna=30 Beat=-20 Cla=5          # 30 / -20 / 5
jass hand Anna=-10 Beat=40 Cla=0          # 20 / 20 / 5
jass hand Anna=25 Beat=25 Cla=60          # 45 / 45 / 65
jass hand Anna=5 Beat=5 Cla=5             # a slip ...
jass undo                                 # ... taken back
jass hand Anna=40 Beat=-5 Cla=20          # 85 / 40 / 85
jass fix 4 Anna=40 Beat=-5 Cla=10         # 85 / 40 / 75
jass hand Anna=20 Beat=30 Cla=40          # 105 / 70 / 115: Cla wins, both past 100
jass show
jass history

# Schläger by the rulebook (3 Striche a hand, a Härdöpfel under 26 points, to 7)
# in a second file beside the first.
SCHLAEGER=$(dirname "$JASS_SLATE_FILE")/schlaeger.toml
js() { $JASS -f "$SCHLAEGER" "$@"; }
js new --game board --players Anna,Beat,Cla,Dora --rules schlaeger-osj --force
for _ in 1 2 3; do js hand Anna=2 Beat=1 Cla=0 Dora=-1; done   # 6 / 3 / 0 / -3
js hand Anna=1 Beat=1 Cla=1 Dora=0                              # Anna 7: first, out
js hand Beat=2 Cla=1 Dora=0                                     # Anna left out: 6 / 2 / -3
js hand Beat=2 Cla=1 Dora=0                                     # Beat 8: second, out
js hand Cla=3 Dora=0                                            # 6 / -3
js hand Cla=2 Dora=1                                            # Cla 8: third, Dora last
js show
