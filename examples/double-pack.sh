#!/usr/bin/env bash
# An evening with the double pack (48 cards, 9 to ace twice; issue 15), as it was typed
# at the table. Run it from anywhere:  bash examples/double-pack.sh
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/double-pack.toml}
jass() { $JASS "$@"; }

jass new --team "Anna & Beat" --team "Cla & Dora" --seats Anna,Cla,Beat,Dora \
    --first-forehand Anna --rules "$HERE/rules/double-pack.toml"

jass hand hearts --points 1=200 --weis 1=200,200  # 314 a hand: 200 : 114; eight jacks (x2)
jass hand obenabe --points 2=150                  # 250 a hand: 100 : 150 (x3)
jass hand spades --match 2 --stoeck 2             # Match 514 + Stöck 20
jass start undenufe                               # classic Undenufe: 250 a hand (x4)
jass weis 2 50
jass tricks --points 2=130
jass hand clubs --points 1=300
jass undo
jass fix 2 obenabe --points 2=140
jass hand diamonds --points 1=250 --weis "Anna: d9 d10 dJ" --weis "Beat: d9 d10 dJ dQ"
jass hand hearts --points 2=200 --stoeck 2
jass show
