#!/bin/sh
# Each game is its folders: gamecore/games/<id>/ (its rules, players and vocabulary) and
# app/games/<id>/ (its face, app/face/gameface.h). No app file outside app/games/ may include a
# game's header or name a game by its id in code; in the core and the tools, only the registry
# (gamecore/registry/gameregistry.cpp) includes a game's header. CTest runs
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
core=$(grep -rn '#include "games/' gamecore tools fuzz --include='*.cpp' --include='*.h' |
    grep -v -e '^gamecore/games/' -e '^gamecore/registry/gameregistry.cpp:' || true)
if [ -n "$core" ]; then
    echo "Outside gamecore/games/, only the registry may include a game's header:"
    echo "$core"
    exit 1
fi
echo "No app file outside app/games/ names any of:" $ids
echo "Only gamecore/registry/gameregistry.cpp includes their headers outside their folders."
