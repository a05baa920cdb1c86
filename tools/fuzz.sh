#!/usr/bin/env bash
# Runs one fuzz target under libFuzzer: tools/fuzz.sh TARGET SECONDS [libFuzzer options...]
# TARGET is record, theme, kdedeck or settings (fuzz/fuzz_TARGET.cpp). The first run configures a clang
# build with ASan + UBSan + libFuzzer in build-fuzz/. New inputs go to build-fuzz/corpus/TARGET,
# seeded from fuzz/corpus/TARGET; a crash is saved as build-fuzz/crash-* — copy it into
# fuzz/corpus/TARGET/ so that the corpus test (ctest -R fuzz_) keeps it as a regression test.
set -euo pipefail

REPO_DIR=$(cd "$(dirname "$0")/.." && pwd)
BUILD_DIR=${FUZZ_BUILD_DIR:-$REPO_DIR/build-fuzz}

if [ $# -lt 2 ]; then
    echo "usage: $0 TARGET SECONDS [libFuzzer options...]   (TARGET: record, theme, kdedeck, settings)" >&2
    exit 1
fi
target=$1
seconds=$2
shift 2
if [ ! -f "$REPO_DIR/fuzz/fuzz_$target.cpp" ]; then
    echo "$0: no fuzz target '$target' (fuzz/fuzz_$target.cpp)" >&2
    exit 1
fi
command -v clang++ >/dev/null || { echo "$0: needs clang++ (apt-get install clang)" >&2; exit 1; }

if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
    CC=clang CXX=clang++ cmake -S "$REPO_DIR" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DFOLLOWSUIT_FUZZ=ON -DFOLLOWSUIT_BUILD_TESTS=OFF -DFOLLOWSUIT_BUILD_APP=OFF
fi
cmake --build "$BUILD_DIR" -j "$(nproc 2>/dev/null || echo 2)" --target "$target"

corpus=$BUILD_DIR/corpus/$target
mkdir -p "$corpus"
export QT_QPA_PLATFORM=offscreen
# Leaks are checked by the sanitized test suite; here they would stop a run over Qt's caches.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
cd "$BUILD_DIR"
exec "$BUILD_DIR/fuzz/$target" -max_total_time="$seconds" -print_final_stats=1 \
    -timeout=10 -rss_limit_mb=2048 "$@" "$corpus" "$REPO_DIR/fuzz/corpus/$target"
