#!/usr/bin/env bash
# Takes the screenshots the AppStream metainfo lists, from the real app under Xvfb, so they show
# the table as it is today: one per kind of game (penalty cards, bidding, partnerships, a stock,
# the Spanish pack), for each game with an app/games/<id>/screenshot.txt. Each is a demo deal (the computer in every seat) from a fixed seed, taken a
# few seconds in, when cards are on the table, in English at 1280x720, with empty settings.
#
#   packaging/take-screenshots.sh [APP] [OUT_DIR]
#
# APP defaults to build/app/followsuit, OUT_DIR to packaging/screenshots. Needs xvfb, xdotool
# and imagemagick (installed with apt-get when missing and running as root). The metainfo's
# <screenshots> name these files; publish them where FOLLOWSUIT_SCREENSHOT_URL points
# (packaging/CMakeLists.txt).
set -euo pipefail

REPO_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
APP=${1:-$REPO_DIR/build/app/followsuit}
OUT_DIR=${2:-$REPO_DIR/packaging/screenshots}
# game, seed, seconds to wait, from each game's app/games/<id>/screenshot.txt (the metainfo's
# captions come from there too): the seeds give a deal with a few cards already on the table.
SHOTS=()
for about in "$REPO_DIR"/app/games/*/screenshot.txt; do
    game=$(basename "$(dirname "$about")")
    seed=$(sed -n 's/^seed=//p' "$about")
    wait=$(sed -n 's/^wait=//p' "$about")
    SHOTS+=("$game $seed $wait")
done

for tool in Xvfb import xdotool; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        if [ "$(id -u)" -eq 0 ]; then
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb imagemagick xdotool >/dev/null
        else
            echo "Please install xvfb and imagemagick." >&2
            exit 1
        fi
    fi
done
[ -x "$APP" ] || { echo "No app at $APP: build it first (./run.sh or cmake --build build)." >&2; exit 1; }
mkdir -p "$OUT_DIR"

home=$(mktemp -d)
xvfb_pid=""
app_pid=""
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$home"
}
trap cleanup EXIT

display=:$((60 + RANDOM % 30))
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1

for shot in "${SHOTS[@]}"; do
    read -r game seed wait <<<"$shot"
    # A fresh home each time: no saved game, statistics or settings from the last one.
    rm -rf "${home:?}"/*
    env -i PATH="$PATH" HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
        XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home" DISPLAY="$display" \
        QT_QPA_PLATFORM=xcb LANG=C.UTF-8 LANGUAGE=en \
        "$APP" --game "$game" --seed "$seed" --demo >/dev/null 2>&1 &
    app_pid=$!
    # With no window manager to maximise it, the window is moved and sized to fill the screen.
    window=$(DISPLAY="$display" xdotool search --sync --onlyvisible --pid "$app_pid" | head -n1)
    DISPLAY="$display" xdotool windowmove "$window" 0 0 windowsize "$window" 1280 720
    sleep "$wait"
    DISPLAY="$display" import -window root "$OUT_DIR/$game.png"
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=""
    echo "$OUT_DIR/$game.png"
done
