#!/usr/bin/env bash
# A whole game to 3000 under the classic rules, as it was typed at the table.
# Run it from anywhere:  bash examples/full-game.sh
# It writes a session file (default: a fresh temporary one) and shows the slate.
set -euo pipefail

JASS=${JASS:-jass-slate}
export JASS_SLATE_FILE=${JASS_SLATE_FILE:-$(mktemp -d)/full-game.toml}
jass() { $JASS "$@"; }

jass new --team "Anna & Beat" --team "Cla & Dora" --first-forehand Anna

jass hand hearts --points 1=100 --weis 1=20             # Anna chooses hearts (×2)
jass hand clubs --pushed --points 2=97 --stoeck 2        # Cla pushes, Dora chooses clubs
jass hand obenabe --points 1=85 --weis 1=100,20          # Beat: Obenabe (×3), four obers
jass hand spades --points 2=112 --weis 2=50              # Dora: spades
jass hand undenufe --pushed --match 2                    # Anna pushes, Beat: Undenufe; Kontermatch

# Cla's hand, scored as it is played:
jass start diamonds                                      # Cla chooses diamonds (×2)
jass weis beat 50                                        # after the first trick
jass stoeck anna                                         # the second of king and ober falls
jass tricks --points 2=70                                # Cla & Dora counted 70

jass hand hearts --points 1=68 --weis 2=20,20            # oops: the Weis was Anna & Beat's
jass undo                                                # take it back ...
jass hand hearts --points 1=68 --weis 1=20,20            # ... and record it right

jass hand obenabe --pushed --points 1=102
jass hand clubs --points 1=57 --stoeck 2
jass fix 9 clubs --points 1=75 --stoeck 2                # recounted: it was 75, not 57
jass hand undenufe --points 2=89 --weis 2=50
jass hand diamonds --points 1=121 --weis 1=20
jass hand spades --pushed --points 2=44
jass hand obenabe --points 1=96 --weis 1=50,20 --first 1  # both pass 3000: Anna & Beat thanked first

jass show
jass history
jass export --format csv
