#!/usr/bin/env bash
# An evening of Schieber with Slalom, Gusti, TUO, Misère and Wunsch (issue 15), as it was
# typed at the table. Run it from anywhere:  bash examples/extra-contracts.sh
# It writes a session file (default: a fresh temporary one) and shows the slate.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/extra-contracts.toml}
jass() { $JASS "$@"; }

jass new --team "Anna & Beat" --team "Cla & Dora" --seats Anna,Cla,Beat,Dora \
    --first-forehand Anna --rules "$HERE/rules/extra-contracts.toml"

jass hand slalom-oben --points 1=80 --weis 1=20   # Slalom x4: 400 : 308
jass hand guschti --points 2=100                  # Gusti x5: 285 : 500
jass start tuo-herz                               # TUO with hearts x3, as it is played
jass stoeck 2                                     # 60 for Cla & Dora
jass tricks --points 1=90                         # 270 : 201
jass hand misère --points 1=30                    # Misère x2: Anna & Beat took 30, score 254 : 60
jass hand joker-undenufe --match 2                # Wunsch Undenufe x6, Match: 0 : 1542
jass hand mary --points 1=100                     # oops, not played
jass undo
jass fix 4 misere-obenabe --points 1=57           # the Misère was 57 : 100 -> 200 : 114
jass start slalom-unden
jass claim 2 --captured 70                        # 2725 + 70 x 4 = 3005: Cla & Dora win
jass show
