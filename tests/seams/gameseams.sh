#!/bin/sh
# The app has one seam per game (app/games/<id>/, see app/face/gameface.h): no app file outside
# app/games/ may include a game's header or name a game by its id in code. CTest runs
#   gameseams.sh <repository>
# which prints every place that breaks it (file:line: text) and fails, or says what it checked.
set -eu
cd "$1"
ids=$(ls gamecore/games | tr '\n' ' ')
[ "$(echo "$ids" | wc -w)" -ge 8 ] || { echo "found too few games under gamecore/games: $ids"; exit 1; }
found=$(
    for id in $ids; do
        grep -rnE "#include \"games/$id/|\"$id\"" app --include='*.cpp' --include='*.h' || true
    done | grep -v '^app/games/' | awk -F: -v ids="$ids" '
        BEGIN { n = split(ids, id, " ") }
        {
            code = substr($0, length($1) + length($2) + 3)
            if (code ~ /#include "games\//) { print; next }
            gsub(/tr\("[^"]*"/, "", code) # words for the person ("hearts" the suit)
            sub(/\/\/.*$/, "", code)      # comments
            for (i = 1; i <= n; i++)
                if (id[i] != "" && index(code, "\"" id[i] "\"")) { print; next }
        }'
)
if [ -n "$found" ]; then
    echo "Outside app/games/, the app names a game (use its GameFace):"
    echo "$found"
    exit 1
fi
echo "No app file outside app/games/ names any of:" $ids
