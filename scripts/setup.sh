#!/usr/bin/env bash
# Shared by run.sh and test.sh: install what is missing (Debian 12, with apt-get when we can),
# then configure (only when the build folder is new or an option below changed) and build.
# Sourced, so it sets BUILD_DIR for the caller; BUILD_TARGETS names what to build (everything
# unless set: run.sh builds the app alone, docs/benchmarks.md says how long each takes).
# INSTALL_TEST_PACKAGES=1 (test.sh sets it) installs TEST_PACKAGES too.
# FOLLOWSUIT_SANITIZE=ON builds with ASan + UBSan (use another BUILD_DIR, as .ci/run does).
# FOLLOWSUIT_DEBUG_INFO=lines keeps only the line tables (-g1): a third of the disk, as in CI.
# FOLLOWSUIT_LIBRARY_TYPE=SHARED links the test programs to shared libraries (CI's sanitized build).
set -euo pipefail

REPO_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-$REPO_DIR/build}

PACKAGES=(cmake g++ make ninja-build lld pkg-config
          qt6-base-dev qt6-svg-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools libqt6sql6-sqlite libgl-dev nlohmann-json3-dev libbenchmark-dev
          qt6-websockets-dev libssl-dev libavahi-client-dev
          zlib1g-dev kdegames-card-data-kf5 qt6-translations-l10n
          # The accessibility tests: a D-Bus session, the AT-SPI bus, an X server, pyatspi.
          dbus at-spi2-core xvfb xauth python3-pyatspi)
# For the tests alone (test.sh installs them, run.sh does not: a player needs no screen reader
# from us): Orca, a window manager for it and xdotool to press keys, for
# tests/atspi/orca_hears_the_table.sh, which is skipped, saying why, without them. Orca and
# openbox came to 82 packages, 30.5 MB fetched, 142 MB on disk, 11 s (docs/accessibility.md).
# The Avahi daemon for the LAN listing's tests, which run their own daemons in a network of
# their own (tests/lan/in-a-private-lan.sh) and are skipped, saying why, without it.
TEST_PACKAGES=(orca openbox xdotool avahi-daemon)

# missing_packages PACKAGE...: those not installed.
missing_packages() {
    local p
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || echo "$p"
    done
}

install_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0 # not Debian: trust the developer
    local missing
    missing=$(missing_packages "${PACKAGES[@]}" ${INSTALL_TEST_PACKAGES:+"${TEST_PACKAGES[@]}"})
    [ -z "$missing" ] && return 0
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then sudo="sudo"
        elif [ -z "$(missing_packages "${PACKAGES[@]}")" ]; then # test packages alone
            echo "Not installed (not root, no sudo):" $missing "(the tests needing them are skipped)"
            return 0
        else
            echo "Please install as root: apt-get install $missing" >&2; exit 1
        fi
    fi
    echo "Installing missing packages:" $missing
    $sudo apt-get update -qq
    # The Avahi daemon is installed for tests that run their own in namespaces: it must not start
    # on this machine's network now. invoke-rc.d and deb-systemd-invoke ask policy-rc.d, which
    # says no (101) while the packages install, where the machine has none of its own.
    local policy=/usr/sbin/policy-rc.d made=""
    if [[ " $missing " == *" avahi-daemon "* ]] && [ ! -e "$policy" ]; then
        printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null && $sudo chmod 755 "$policy" &&
            made=1
    fi
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing ||
        { [ -n "$made" ] && $sudo rm -f "$policy"; exit 1; }
    if [ -n "$made" ]; then $sudo rm -f "$policy"; fi
}

# The options a build folder is configured with, one per line; a change reconfigures it.
configure_options() {
    echo "-DCMAKE_BUILD_TYPE=RelWithDebInfo"
    echo "-DFOLLOWSUIT_WERROR=${FOLLOWSUIT_WERROR:-ON}"
    echo "-DFOLLOWSUIT_SANITIZE=${FOLLOWSUIT_SANITIZE:-OFF}"
    echo "-DFOLLOWSUIT_DEBUG_INFO=${FOLLOWSUIT_DEBUG_INFO:-full}"
    echo "-DFOLLOWSUIT_LIBRARY_TYPE=${FOLLOWSUIT_LIBRARY_TYPE:-STATIC}"
}

configure_and_build() {
    local jobs options stamp target generator=() targets=()
    jobs=$(nproc 2>/dev/null || echo 2)
    options=$(configure_options)
    stamp="$BUILD_DIR/followsuit-configured-with"
    # Configuring again costs seconds and makes every later build re-check itself; an unchanged
    # folder is left as it is (a changed CMakeLists.txt still reconfigures, in the build step).
    if [ ! -f "$BUILD_DIR/CMakeCache.txt" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$options" ]; then
        # Ninja starts and schedules faster than make; a folder keeps the generator it was made with.
        if [ ! -f "$BUILD_DIR/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then
            generator=(-G Ninja)
        fi
        # shellcheck disable=SC2086 # one option a word
        cmake -S "$REPO_DIR" -B "$BUILD_DIR" "${generator[@]}" $options
        echo "$options" >"$stamp"
    fi

    for target in ${BUILD_TARGETS:-}; do targets+=(--target "$target"); done
    cmake --build "$BUILD_DIR" -j "$jobs" "${targets[@]}"
}

install_packages
configure_and_build
