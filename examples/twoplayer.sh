#!/usr/bin/env bash
# A two-player evening of Cinq Cents to 500 (the `twoplayer` game's default preset): the
# thirteenth card is turned up and names the trump; whoever takes the game on must make at
# least a point more than the other (card points, Weis and Stöck together), or the other
# writes both sums; all nine tricks +100; only the best Weis scores.
# Run it from anywhere:  bash examples/twoplayer.sh
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/twoplayer.toml}
jass() { $JASS "$@"; }

jass new --game twoplayer --players Anna,Beat                    # --rules cinq-cents

jass hand herz   --taker Anna --points Anna=95,Beat=67 --weis Beat=50 --stoeck Anna
#   Anna 95 + 20 = 115 against Beat 67 + 50 = 117: failed, Anna 0, Beat 232
jass hand hearts --taker Anna --points Anna=100,Beat=62 --weis Beat=50 --stoeck Anna
#   120 against 112: made, each his own
jass hand spades --taker Beat --points Anna=80,Beat=81                     # a slip ...
jass undo                                                                  # ... taken back
jass hand clubs  --taker Anna --points Anna=160,Beat=0 --match Anna        # 260 / 0
jass hand diamonds --taker Beat --points Anna=60,Beat=90 --weis Beat=20   # 60 / 110
jass fix 4 diamonds --taker Beat --points Anna=20,Beat=130 --weis Beat=20  # 20 / 150

# Anna 0 + 120 + 260 + 20 = 400, Beat 232 + 112 + 0 + 150 = 494: nobody at 500 yet.
jass hand hearts --taker Beat --points Anna=70,Beat=20 --stoeck Beat
#   Beat 20 + 20 = 40 against 70: failed, Anna writes 110: 510 : 494, Anna wins.
jass show
