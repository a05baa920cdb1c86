#!/usr/bin/env bash
# scripts/measure-build.sh: how long a fresh clone takes to build and test, phase by phase, as
# ./run.sh and ./test.sh do it (docs/benchmarks.md keeps the figures). It clones this checkout's
# HEAD into a new folder, so uncommitted changes are not measured, and prints for each phase the
# wall time and the CPU time of everything it ran (user + system), then where the build's time
# went by kind of step and by target, read from Ninja's log. A benchmark, never a test: it
# asserts nothing. Installing the packages is left to ./run.sh (run it once first).
#
# usage: scripts/measure-build.sh [--sanitize] [--debug-info full|lines] [--keep] [--no-tests]
#   --sanitize       the ASan + UBSan build of CI's second half (shared libraries, line tables)
#   --debug-info X   FOLLOWSUIT_DEBUG_INFO (default full, as ./test.sh; CI uses lines)
#   --keep           keep the clone and its build (its path is printed)
#   --no-tests       stop after the build
set -euo pipefail
REPO_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sanitize=OFF library=STATIC debug_info=full keep="" tests=yes
while [ $# -gt 0 ]; do
    case "$1" in
    --sanitize) sanitize=ON library=SHARED debug_info=lines ;;
    --debug-info) debug_info=$2; shift ;;
    --keep) keep=yes ;;
    --no-tests) tests="" ;;
    *) echo "usage: $0 [--sanitize] [--debug-info full|lines] [--keep] [--no-tests]" >&2; exit 2 ;;
    esac
    shift
done
command -v ninja >/dev/null || { echo "measure-build: needs ninja (./run.sh installs it)" >&2; exit 1; }

work=$(mktemp -d)
[ -n "$keep" ] || trap 'rm -rf "$work"' EXIT
git clone -q "$REPO_DIR" "$work/src"
build="$work/src/build"
jobs=$(nproc 2>/dev/null || echo 2)
echo "measure-build: $(git -C "$work/src" log -1 --format='%h %s' | cut -c1-80)"
echo "measure-build: $jobs cores, sanitize $sanitize, $library libraries, debug information $debug_info"
printf '%-28s %9s %9s\n' phase "wall s" "CPU s"

# phase NAME COMMAND...: runs COMMAND (its output to $work/NAME.log) and prints its times.
TIMEFORMAT='%R %U %S'
phase() {
    local name=$1 times
    shift
    times=$( { time "$@" >"$work/$name.log" 2>&1; } 2>&1 ) || {
        echo "measure-build: $name failed:" >&2; tail -20 "$work/$name.log" >&2; exit 1; }
    read -r real user sys <<<"$times"
    printf '%-28s %9.1f %9.1f\n' "$name" "$real" "$(echo "$user + $sys" | bc)"
}

phase configure cmake -S "$work/src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DFOLLOWSUIT_WERROR=ON -DFOLLOWSUIT_SANITIZE=$sanitize -DFOLLOWSUIT_LIBRARY_TYPE=$library \
    -DFOLLOWSUIT_DEBUG_INFO=$debug_info
phase "build the app (run.sh)" cmake --build "$build" -j "$jobs" --target followsuit
phase "build the rest (test.sh)" cmake --build "$build" -j "$jobs"
phase "build again, nothing changed" cmake --build "$build" -j "$jobs"
if [ -n "$tests" ]; then
    phase "tests (ctest -j$jobs)" env QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" -j "$jobs"
    grep -E "tests passed|tests failed" "$work/tests (ctest -j$jobs).log" || true
fi

# Ninja's log: one line a step, with its start and end in milliseconds. Steps of both builds.
echo
echo "Build steps by kind (seconds of one core; steps ran $jobs at a time):"
awk -F'\t' 'NR > 1 {
    d = ($2 - $1) / 1000; out = $4
    if (out ~ /\.gch$/) kind = "precompiled headers"
    else if (out ~ /\.o$/) kind = (out ~ /autogen|qrc_|\.rcc\//) ? "compile (moc, rcc)" : "compile"
    else if (out ~ /\.(so|a)(\.[0-9.]+)?$/ || out !~ /\./) kind = "link"
    else kind = "other (moc, rcc, lrelease, icons)"
    sum[kind] += d; n[kind]++; total += d
} END {
    for (k in sum) printf "  %-36s %8.1f s  %4d steps\n", k, sum[k], n[k]
    printf "  %-36s %8.1f s\n", "all", total
}' "$build/.ninja_log" | sort -t'|' -k1
echo
echo "Targets with the most build time (compile + link, seconds of one core):"
awk -F'\t' 'NR > 1 {
    d = ($2 - $1) / 1000; out = $4; target = out
    if (match(out, /CMakeFiles\/[^\/]*\.dir\//)) target = substr(out, RSTART + 11, RLENGTH - 16)
    else sub(/.*\//, "", target)
    sum[target] += d
} END { for (t in sum) printf "  %-36s %8.1f s\n", t, sum[t] }' "$build/.ninja_log" \
    | sort -k2 -rn | head -15
echo
echo "Slowest links:"
awk -F'\t' 'NR > 1 && ($4 !~ /\./ || $4 ~ /\.(so|a)$/) { printf "  %-36s %8.1f s\n", $4, ($2 - $1) / 1000 }' \
    "$build/.ninja_log" | sort -k2 -rn | head -8
[ -z "$keep" ] || echo "measure-build: kept $work"
