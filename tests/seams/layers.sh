#!/bin/sh
# The app's folders are layers (docs/architecture.md): a file may include its own folder, a
# folder of its layer or a folder of a lower one, never a higher one, so each arrow between
# folders points down and a folder can be read, built into a test or replaced without what sits
# above it. CTest runs
#   layers.sh <repository>
# which prints every include that points up (file:line: text) and fails, or says what it checked.
set -eu
cd "$1/app"

# Lowest first. A folder not listed here fails the check: a new folder takes a layer.
layers='
0 files net widgets
1 text
2 face
3 scoresheet
4 games
5 controller
6 access table
7 export lobby stats
8 remote review session settings
9 window
'

# Includes that still point up, each with its reason; the check fails on one that no longer
# does, so the list only shrinks. File and included folder, then why.
known='
text/coretext.cpp face the option and record words ask each game'"'"'s face by id instead of being handed it
text/coretext.cpp games the same: the face is found in the list games/gamefaces.h composes
'

# The list of every game (games/gamefaces.h) is composed at the top and handed inwards as a
# FaceList: only the window, main.cpp and the files named here include it.
composers='window/ main.cpp text/coretext.cpp'

folders=$(ls -d */ | tr -d /)
missing=""
for folder in $folders; do
    echo "$layers" | grep -qw "$folder" || missing="$missing $folder"
done
if [ -n "$missing" ]; then
    echo "app/ folders with no layer in tests/seams/layers.sh:$missing"
    exit 1
fi

found=$(
    grep -rn '^#include "[a-z]*/' --include='*.cpp' --include='*.h' $folders |
        awk -v layers="$layers" -v known="$known" '
        BEGIN {
            n = split(layers, line, "\n")
            for (i = 1; i <= n; i++) {
                m = split(line[i], word, " ")
                for (j = 2; j <= m; j++) rank[word[j]] = word[1]
            }
            n = split(known, line, "\n")
            for (i = 1; i <= n; i++) {
                split(line[i], word, " ")
                if (word[1] != "") excused[word[1] " " word[2]] = 1
            }
        }
        {
            split($0, part, ":")
            file = part[1]
            split(file, path, "/")
            from = path[1]
            target = $0
            sub(/^[^"]*"/, "", target)
            split(target, to, "/")
            if (!(to[1] in rank) || rank[to[1]] <= rank[from]) next
            if ((file " " to[1]) in excused) { used[file " " to[1]] = 1; next }
            print "app/" $0
        }
        END {
            for (k in excused)
                if (!(k in used)) print "listed as pointing up but no longer does: " k
        }')
for file in $(grep -rl '^#include "games/gamefaces.h"' --include='*.cpp' --include='*.h' . |
                  sed 's|^\./||'); do
    case "$file" in games/*) continue ;; esac
    allowed=no
    for c in $composers; do
        case "$file" in "$c"*) allowed=yes ;; esac
    done
    [ "$allowed" = yes ] || found="$found
app/$file: includes games/gamefaces.h; take the FaceList the window hands in"
done
found=$(echo "$found" | sed '/^$/d')
if [ -n "$found" ]; then
    echo "Includes that break the layers (tests/seams/layers.sh, docs/architecture.md):"
    echo "$found"
    exit 1
fi
echo "Every include in app/ points to its own layer or a lower one, except the" \
    "$(echo "$known" | grep -c .) listed in tests/seams/layers.sh."
