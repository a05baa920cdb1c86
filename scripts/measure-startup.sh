#!/usr/bin/env bash
# scripts/measure-startup.sh: how long Follow Suit takes from launch to its lobby on screen, side
# by side with a comparable Qt application (Qt Linguist), as on a desktop: an X server (Xvfb)
# and a D-Bus session bus, runs of the two programs taken in turn so that both meet the same
# load. A run's time is from starting the program to its window being mapped (xdotool polls every
# 10 ms), so it counts loading the libraries and everything before the first window shows.
# Prints each program's minimum, median and maximum in seconds. A benchmark: it asserts nothing.
#
# usage: scripts/measure-startup.sh [RUNS] [APP]   (10 runs; APP defaults to build/app/followsuit)
# Needs xvfb, xdotool, dbus and qt6-tools-dev-tools (Qt Linguist).
set -euo pipefail
REPO_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${1:-10}
APP=${2:-$REPO_DIR/build/app/followsuit}
LINGUIST=/usr/lib/qt6/bin/linguist

if [ -z "${FOLLOWSUIT_IN_SESSION:-}" ]; then
    for tool in xvfb-run xdotool dbus-run-session "$APP" "$LINGUIST"; do
        command -v "$tool" >/dev/null || { echo "measure-startup: $tool is missing" >&2; exit 1; }
    done
    # -noreset: the server would otherwise reset each time its last client leaves, between two runs,
    # and refuse the next program while it does.
    exec xvfb-run -a -s "-screen 0 1280x800x24 -noreset" \
        env FOLLOWSUIT_IN_SESSION=1 dbus-run-session -- "$0" "$@"
fi

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME=$home XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share
export QT_QPA_PLATFORM=xcb LANG=C.UTF-8

# launch TITLE COMMAND...: seconds from starting COMMAND to a visible window named TITLE...
launch() {
    local title=$1 start pid now
    shift
    start=$(date +%s.%N)
    "$@" >>"$home/launch.log" 2>&1 &
    pid=$!
    until xdotool search --onlyvisible --name "$title" >/dev/null 2>&1; do
        kill -0 "$pid" 2>/dev/null || { echo "measure-startup: $1 exited:" >&2; cat "$home/launch.log" >&2; exit 1; }
        sleep 0.01
    done
    now=$(date +%s.%N)
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    echo "$now - $start" | bc
}

summary() {
    sort -n | awk '{ v[NR] = $1 } END {
        printf "min %.3f  median %.3f  max %.3f  (%d runs)\n", v[1],
               (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2), v[NR], NR }'
}

# One run of each first, not counted: the files are read from disk once.
launch "^New game" "$APP" >/dev/null
launch "Qt Linguist" "$LINGUIST" >/dev/null
app_times=() linguist_times=()
for _ in $(seq "$RUNS"); do
    app_times+=("$(launch "^New game" "$APP")")
    linguist_times+=("$(launch "Qt Linguist" "$LINGUIST")")
done
echo "Follow Suit, launch to lobby:       $(printf '%s\n' "${app_times[@]}" | summary)"
echo "Qt Linguist, launch to main window: $(printf '%s\n' "${linguist_times[@]}" | summary)"
