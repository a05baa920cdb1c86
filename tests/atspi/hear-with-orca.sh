#!/usr/bin/env bash
# hear-with-orca.sh APP [STEP...]: what Orca says at the table, for a person checking the app by
# ear without a desktop, and for orca_hears_the_table.sh, the test that asserts it. Runs inside
# with-atspi-bus.sh (it re-runs itself there, with a runtime folder of its own): starts a window
# manager (so the game's window is the active one, as Orca requires), Orca 43 with its debug
# log, and APP on a Whist table (--game whist --seed 5), all in a temporary HOME; waits until
# Orca's focus is on a card of your hand, takes the steps in order, and prints every sentence
# Orca spoke. A step is
#   KEY                  an xdotool key name (Right, Left, space, c, t, ...), pressed in the app;
#                        what it sets off is waited for (a first sentence, then 1.5 s of quiet)
#                        unless an --expect follows;
#   --expect SENTENCE    a line Orca must speak, whole (with Orca's "notification " in front
#                        where it says so), since the last key: waited for, or the run fails;
#   --expect-start TEXT  the same for a line that starts with TEXT.
# With no steps: Right Right Left c t space.
#   tests/atspi/hear-with-orca.sh build/app/followsuit Right Right c t space
#
# Orca runs with speech, braille and sounds off (user-settings.conf), so it never waits for a
# speech-dispatcher; it still writes each sentence it would speak to its log:
#   21:11:43.483385 - SPEECH OUTPUT: '5 of spades.'{'established': False}
# Orca 43 opens that log block-buffered and never flushes it, so a reader could miss the last
# sentences: orca-customizations.py (which Orca loads at start) makes it line-buffered. Nothing
# is waited for by the clock: Orca is ready when its log says it started its event loop, a
# key's speech is there when the log has it. Each wait is bounded (FOLLOWSUIT_ORCA_WAIT
# seconds, 20 by default), the whole run too (FOLLOWSUIT_ORCA_TIMEOUT, 150); every process it
# starts is ended and reaped however the run ends. The temporary HOME (Orca's log, the app's
# output) is removed after a run that passed, kept after one that failed (and with
# FOLLOWSUIT_ORCA_KEEP=1). Exit 0; 1 with the reason and what Orca said when a wait timed out;
# 2 for bad arguments; 77 with the reason when it cannot run here: orca, openbox, xdotool or the
# AT-SPI tools missing (Debian: orca openbox xdotool dbus at-spi2-core xvfb xauth), or an Orca
# of this user running (Orca 43 starts one per user, and replacing it could silence a screen
# reader in use). Orca's log format is Orca's own: written against Orca 43.1 (Debian 12).
set -euo pipefail
me=hear-with-orca.sh
here=$(cd "$(dirname "$0")" && pwd)

skip() { echo "$me: skipped: $*"; ok=skipped; exit 77; }
usage() { echo "usage: $me APP [KEY | --expect SENTENCE | --expect-start TEXT]..." >&2; exit 2; }

[ $# -ge 1 ] || usage
app=$1
shift
[ -x "$app" ] || { echo "$me: $app is not an executable" >&2; exit 2; }
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(Right Right Left c t space)
for ((i = 0; i < ${#steps[@]}; i++)); do
    if [ "${steps[i]}" = --expect ] || [ "${steps[i]}" = --expect-start ]; then
        [ $((i + 1)) -lt ${#steps[@]} ] || usage
        i=$((i + 1))
    elif [ "${steps[i]#-}" != "${steps[i]}" ]; then
        usage
    fi
done

if [ -z "${FOLLOWSUIT_IN_ATSPI_SESSION:-}" ]; then
    # What can be known before starting anything: missing tools, another Orca.
    for tool in orca openbox xdotool; do
        command -v "$tool" >/dev/null || skip "$tool is not installed (Debian package $tool)"
    done
    for tool in dbus-run-session dbus-send xvfb-run; do
        command -v "$tool" >/dev/null || skip "$tool is not installed (needed by with-atspi-bus.sh)"
    done
    [ -x /usr/libexec/at-spi-bus-launcher ] || skip "at-spi2-core is not installed"
    # Orca counts every process of the user named orca, an ended one not yet reaped included
    # (as happens where init reaps late): those are waited for, 10 s at most.
    for ((tenth = 0; ; tenth++)); do
        other=$(pgrep -d, -u "$(id -u)" -x orca) || break
        if ps -o stat= -p "$other" | grep -qv '^Z'; then
            skip "an Orca of this user runs already (pid $other); Orca 43 starts one per user"
        fi
        [ "$tenth" -lt 100 ] ||
            skip "an ended Orca of this user (pid $other) is not reaped; Orca 43 counts it as running"
        sleep 0.1
    done
    app=$(cd "$(dirname "$app")" && pwd)/$(basename "$app")
    # A runtime folder of its own: the AT-SPI bus launcher puts its socket at a fixed path in
    # it (in ~/.cache without one), where another session's launcher would take it over.
    runtime=$(mktemp -d "${TMPDIR:-/tmp}/followsuit-orca-runtime.XXXXXX")
    trap 'rm -rf "$runtime"' EXIT
    # The session in a process group of its own, ended whole (and so cleaned up by the copy of
    # this script inside it) when this one is signalled. Its own output on fd 3: what the
    # session's daemons print goes to stderr.
    set -m
    XDG_RUNTIME_DIR=$runtime FOLLOWSUIT_ORCA_FD3=1 \
        "$here/with-atspi-bus.sh" "$0" "$app" "${steps[@]}" 3>&1 1>&2 &
    set +m
    session=$!
    trap 'kill -TERM -- "-$session" 2>/dev/null || true' INT TERM HUP
    status=0
    while kill -0 "$session" 2>/dev/null; do
        wait "$session" && status=0 || status=$?
    done
    exit "$status"
fi
[ -z "${FOLLOWSUIT_ORCA_FD3:-}" ] || exec 1>&3 3>&-

wait_limit=${FOLLOWSUIT_ORCA_WAIT:-20}
deadline=$((SECONDS + ${FOLLOWSUIT_ORCA_TIMEOUT:-150}))
work=$(mktemp -d "${TMPDIR:-/tmp}/followsuit-orca.XXXXXX")
log=$work/orca.log
pids=()
ok=""

cleanup() {
    local pid i
    # Newest first: the app, Orca, then the window manager. Orca 43 is killed outright: it
    # handles TERM in Python, which its GLib loop, idle, does not run. Each is waited for until
    # it is gone (reaped): a dead Orca not yet reaped still counts as running for the next one.
    for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
        pid=${pids[i]}
        if [ "$pid" = "${orca_pid:-}" ]; then
            kill -KILL "$pid" 2>/dev/null || continue
        else
            kill -TERM "$pid" 2>/dev/null || continue
        fi
        gone "$pid" 30 || { kill -KILL "$pid" 2>/dev/null; gone "$pid" 30; } || true
    done
    if [ -n "$ok" ] && [ -z "${FOLLOWSUIT_ORCA_KEEP:-}" ]; then
        rm -rf "$work"
    else
        echo "$me: Orca's log and the app's output are kept in $work" >&2
    fi
}
# gone PID TENTHS: whether PID, a child, has ended and been reaped within TENTHS tenths of a second.
gone() {
    local _
    for _ in $(seq "$2"); do
        kill -0 "$1" 2>/dev/null || return 0
        sleep 0.1
    done
    return 1
}
# started BACKGROUND-PID: to be ended by cleanup (disowned: bash does not report how it ended).
started() {
    pids+=("$1")
    disown "$1"
}
trap cleanup EXIT
trap 'echo "$me: interrupted" >&2; exit 1' INT TERM HUP

# The sentences Orca spoke so far, one a line.
spoken() {
    sed -nE "s/^[0-9:.]+ - SPEECH OUTPUT: '(.*)'( voice=[^ {]*)? ?(\{.*\}|None)?$/\1/p" "$log"
}

fail() {
    echo "$me: FAIL: $*"
    if [ -f "$log" ]; then
        echo "$me: Orca spoke:"
        spoken | sed 's/^/    /'
    fi
    exit 1
}

orca_gone() {
    if grep -q "Another screen reader process is already running" "$work/orca.out" 2>/dev/null; then
        skip "an Orca of this user started beside this one; Orca 43 starts only one per user"
    fi
    fail "Orca ended ($(tr '\n' ' ' <"$work/orca.out" 2>/dev/null | cut -c1-300))"
}

# wait_for WHAT COMMAND...: until COMMAND succeeds, every 0.1 s, for at most wait_limit seconds
# (and never past the deadline of the whole run); else the run fails, saying WHAT was awaited.
wait_for() {
    local what=$1 until=$((SECONDS + wait_limit))
    shift
    [ "$until" -le "$deadline" ] || until=$deadline
    until "$@"; do
        [ -z "${orca_pid:-}" ] || kill -0 "$orca_pid" 2>/dev/null || orca_gone
        [ "$SECONDS" -lt "$until" ] || fail "$what: not within ${wait_limit}s"
        sleep 0.1
    done
}

export HOME=$work XDG_RUNTIME_DIR=$work XDG_CONFIG_HOME=$work/config XDG_DATA_HOME=$work/data \
    XDG_CACHE_HOME=$work/cache LANGUAGE=${LANGUAGE:-en}

# Orca's settings: no speech (so no speech-dispatcher), no braille (no brltty), no sounds.
mkdir -p "$XDG_DATA_HOME/orca"
quiet='"enableSpeech": false, "enableBraille": false, "enableSound": false'
cat >"$XDG_DATA_HOME/orca/user-settings.conf" <<EOF
{"general": {$quiet, "startingProfile": ["Default", "default"]},
 "profiles": {"default": {$quiet, "profile": ["Default", "default"]}},
 "pronunciations": {}, "keybindings": {}}
EOF
cat >"$XDG_DATA_HOME/orca/orca-customizations.py" <<'EOF'
# Written by hear-with-orca.sh: the debug log line by line, to be read while Orca runs.
from orca import debug
if debug.debugFile:
    debug.debugFile.reconfigure(line_buffering=True)
EOF

openbox --startup "touch $work/openbox-ready" >"$work/openbox.out" 2>&1 &
started $!
wait_for "openbox starting" test -e "$work/openbox-ready"

orca --debug-file="$log" >"$work/orca.out" 2>&1 &
orca_pid=$!
started "$orca_pid"
wait_for "Orca starting (its log saying 'ORCA: Starting registry')" \
    grep -qs -- "- ORCA: Starting registry" "$log"
if grep -q -- "- ORCA: About to enable speech" "$log"; then
    fail "Orca turned speech on, though user-settings.conf says not to"
fi

"$app" --game whist --seed 5 >"$work/app.out" 2>&1 &
app_pid=$!
started "$app_pid"
find_window() {
    kill -0 "$app_pid" 2>/dev/null || fail "the app ended: $(tail -5 "$work/app.out")"
    window=$(xdotool search --onlyvisible --name "Follow Suit" 2>/dev/null | head -1) || true
    [ -n "$window" ]
}
wait_for "the app's window" find_window
timeout 10 xdotool windowactivate --sync "$window" >/dev/null 2>&1 ||
    fail "the app's window could not be made the active one"

# Orca's focus on a card: the table is dealt, it is your turn, and keys go to your hand.
wait_for "Orca's focus on a card of your hand" \
    grep -qE -- "- ORCA: Changing locusOfFocus from .* to \[list item \| " "$log"

count() { spoken | wc -l; }
mark=0 # sentences spoken before the last key
# said_since_mark whole|start TEXT: a line spoken since the last key is TEXT, or starts with it.
said_since_mark() {
    spoken | tail -n +$((mark + 1)) |
        awk -v how="$1" -v text="$2" '$0 == text || (how == "start" && index($0, text) == 1) { hit = 1 }
                                     END { exit !hit }'
}
# What a key set off, when no --expect follows it: the first new sentence (at most 5 s), then
# until nothing new is spoken for 1.5 s (at most 10 s).
settle() {
    local n last=-1 quiet=0 until=$((SECONDS + 5))
    while [ "$(count)" -le "$mark" ] && [ "$SECONDS" -lt "$until" ]; do sleep 0.1; done
    until=$((SECONDS + 10))
    while [ "$quiet" -lt 15 ] && [ "$SECONDS" -lt "$until" ] && [ "$SECONDS" -lt "$deadline" ]; do
        n=$(count)
        if [ "$n" = "$last" ]; then quiet=$((quiet + 1)); else quiet=0 last=$n; fi
        sleep 0.1
    done
}

expected=0
for ((i = 0; i < ${#steps[@]}; i++)); do
    if [ "${steps[i]}" = --expect ] || [ "${steps[i]}" = --expect-start ]; then
        how=whole
        [ "${steps[i]}" = --expect ] || how=start
        i=$((i + 1))
        wait_for "Orca saying '${steps[i]}'$([ $how = whole ] || echo ...) after the last key" \
            said_since_mark "$how" "${steps[i]}"
        expected=$((expected + 1))
        continue
    fi
    mark=$(count)
    xdotool key "${steps[i]}"
    [ "${steps[i + 1]:-}" = --expect ] || [ "${steps[i + 1]:-}" = --expect-start ] || settle
done

spoken
if [ "$expected" -gt 0 ]; then
    echo "PASS: Orca spoke the $expected sentences expected"
fi
ok=1
