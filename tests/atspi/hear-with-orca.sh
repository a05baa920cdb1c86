#!/usr/bin/env bash
# hear-with-orca.sh APP [KEY...]: what Orca says at the table, for a person checking the app by
# ear without a desktop. Runs inside with-atspi-bus.sh (it re-runs itself there): starts a window
# manager (so the game's window is the active one, as Orca requires), Orca with its debug log,
# and APP on a Whist table; presses the keys given (xdotool names; by default the ones below),
# then prints every sentence Orca spoke. Not part of the test suite: it needs Debian's orca,
# openbox and xdotool, and Orca's log format is Orca's own.
#   tests/atspi/hear-with-orca.sh build/app/followsuit Right Right c t space
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${FOLLOWSUIT_IN_ATSPI_SESSION:-}" ]; then
    exec "$here/with-atspi-bus.sh" "$0" "$@"
fi
app=$1
shift
keys=("$@")
[ ${#keys[@]} -gt 0 ] || keys=(Right Right Left c t space)
for tool in orca openbox xdotool; do
    command -v "$tool" >/dev/null || { echo "hear-with-orca.sh: $tool is missing" >&2; exit 1; }
done
work=$(mktemp -d)
export HOME=$work XDG_RUNTIME_DIR=$work LANGUAGE=${LANGUAGE:-en}
openbox >/dev/null 2>&1 &
sleep 1
orca --debug-file="$work/orca.log" >/dev/null 2>&1 &
orca_pid=$!
sleep 5
"$app" --game whist --seed 5 >/dev/null 2>&1 &
app_pid=$!
trap 'kill "$app_pid" "$orca_pid" 2>/dev/null || true' EXIT
window=""
for _ in $(seq 50); do
    window=$(xdotool search --onlyvisible --name "Follow Suit" 2>/dev/null | head -1 || true)
    [ -n "$window" ] && break
    sleep 0.2
done
[ -n "$window" ] || { echo "hear-with-orca.sh: the app's window did not appear" >&2; exit 1; }
xdotool windowactivate --sync "$window"
sleep 4
for key in "${keys[@]}"; do
    xdotool key "$key"
    sleep 1.2
done
sleep 3
# Lines such as: 21:11:43.483385 - SPEECH OUTPUT: '5 of spades.'{'established': False}
sed -n "s/^.* - SPEECH OUTPUT: '\(.*\)'{'established.*$/\1/p" "$work/orca.log"
