#!/usr/bin/env bash
# packaging/check-deb.sh: builds the Debian package from a built tree (./test.sh's build/) and
# checks it as a Debian user would meet it: lintian, the AppStream and desktop-entry validators,
# the package's contents and dependencies, then (as root) installs it with apt-get, starts the
# installed app under Xvfb in French and looks for its lobby, runs the installed followsuit-cli,
# removes the package and checks that nothing it installed is left. Any failure exits non-zero.
# usage: packaging/check-deb.sh            (BUILD_DIR=... to use another build)
set -euo pipefail
REPO_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-$REPO_DIR/build}
WORK=$(mktemp -d)
XVFB_PID=""
APP_PID=""
INSTALLED=""
cleanup() {
    [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null || true
    [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
    # A check that failed half-way leaves no package behind.
    [ -n "$INSTALLED" ] && DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq followsuit \
        >/dev/null 2>&1 || true
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "check-deb: FAIL: $*" >&2; exit 1; }
step() { echo "check-deb: $*"; }

TOOLS=(lintian appstream desktop-file-utils dpkg-dev xvfb xdotool)
missing=()
for p in "${TOOLS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    [ "$(id -u)" -eq 0 ] || fail "missing tools, install as root: apt-get install ${missing[*]}"
    step "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

step "building the package"
cmake --build "$BUILD_DIR" --target followsuit followsuit-cli followsuit_icons followsuit_docs -j "$(nproc)"
rm -f "$BUILD_DIR"/followsuit_*.deb
(cd "$BUILD_DIR" && cpack -G DEB >/dev/null)
version=$(sed -n 's/^#define FOLLOWSUIT_VERSION "\(.*\)"$/\1/p' "$BUILD_DIR/generated/followsuitversion.h")
deb="$BUILD_DIR/followsuit_${version}_amd64.deb"
[ -f "$deb" ] || fail "cpack did not write $deb"
step "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

step "lintian"
# Warnings fail too: each one that stays is overridden, with its reason, in
# packaging/lintian-overrides.
# Its informational tags are shown too: those about hardening (fortify, stack protector, RELRO,
# bind-now; top-level CMakeLists.txt) fail as well.
lintian --fail-on error,warning --display-info --tag-display-limit 0 "$deb" | tee "$WORK/lintian" \
    || fail "lintian found problems"
if grep -q "hardening-" "$WORK/lintian"; then fail "the programs are not hardened as Debian's are"; fi

step "AppStream and desktop entry"
appstreamcli validate --no-net --pedantic "$BUILD_DIR/packaging/org.followsuit.FollowSuit.metainfo.xml" \
    || fail "appstreamcli validate"
# The same metainfo as a distributor publishing the screenshots would build it: captions and
# addresses valid, and every screenshot it lists taken (packaging/take-screenshots.sh).
cmake -DCLI="$BUILD_DIR/tools/cli/followsuit-cli" \
      -DMETAINFO_IN="$REPO_DIR/packaging/org.followsuit.FollowSuit.metainfo.xml.in" \
      -DMETAINFO_OUT="$WORK/with-screenshots.metainfo.xml" \
      -DSCREENSHOT_URL=https://screenshots.example.org/followsuit \
      -DPROJECT_VERSION="$version" -DFOLLOWSUIT_RELEASE_DATE="$(sed -n 's/.*date="\([^"]*\)".*/\1/p' \
          "$BUILD_DIR/packaging/org.followsuit.FollowSuit.metainfo.xml" | head -n1)" \
      -P "$REPO_DIR/packaging/metainfo.cmake"
grep -q "<caption>" "$WORK/with-screenshots.metainfo.xml" || fail "no screenshot captions"
appstreamcli validate --no-net --pedantic "$WORK/with-screenshots.metainfo.xml" \
    || fail "appstreamcli validate (with screenshots)"
for shot in $(sed -n 's|.*/\([a-z]*\.png\)</image>.*|\1|p' "$WORK/with-screenshots.metainfo.xml"); do
    [ -s "$REPO_DIR/packaging/screenshots/$shot" ] || fail "packaging/screenshots/$shot is missing"
done
desktop-file-validate "$REPO_DIR/packaging/org.followsuit.FollowSuit.desktop" || fail "desktop-file-validate"

step "contents and relations"
dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' > "$WORK/contents"
expect=(/usr/bin/followsuit /usr/bin/followsuit-cli /usr/bin/followsuit-server
        /usr/share/applications/org.followsuit.FollowSuit.desktop
        /usr/share/metainfo/org.followsuit.FollowSuit.metainfo.xml
        /usr/share/icons/hicolor/scalable/apps/followsuit.svg
        /usr/share/man/man6/followsuit.6.gz /usr/share/man/man6/followsuit-cli.6.gz
        /usr/share/man/man6/followsuit-server.6.gz
        /usr/share/doc/followsuit/examples/followsuit-server.service
        /usr/share/doc/followsuit/copyright /usr/share/doc/followsuit/changelog.gz
        /usr/share/doc/followsuit/rules/hearts.md /usr/share/doc/followsuit/rules/fr/hearts.md)
for size in 16 22 24 32 48 64 128 256 512; do
    expect+=("/usr/share/icons/hicolor/${size}x${size}/apps/followsuit.png")
done
for f in "${expect[@]}"; do grep -qx "$f" "$WORK/contents" || fail "the package lacks $f"; done
depends=$(dpkg-deb -f "$deb" Depends)
echo "  Depends: $depends"
echo "  Recommends: $(dpkg-deb -f "$deb" Recommends)"
# Computed by dpkg-shlibdeps: the Qt libraries and the C++ runtime, with versions.
for lib in libqt6core6 libqt6widgets6 libqt6svg6 libstdc++6; do
    echo "$depends" | grep -q "$lib (>=" || fail "Depends lacks a computed $lib"
done
dpkg-deb -f "$deb" Recommends | grep -q kdegames-card-data-kf5 || fail "kdegames-card-data-kf5 is not recommended"
dpkg-deb -f "$deb" Version | grep -qx "$version" || fail "the package's version is not $version"

if [ "$(id -u)" -ne 0 ]; then
    step "not root: installing, starting and removing the package are skipped"
    exit 0
fi

step "installing with apt-get"
# Run from the package's folder so that apt-get sees a local file path.
(cd "$BUILD_DIR" && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "./$(basename "$deb")" >/dev/null) || fail "apt-get install"
INSTALLED=yes
dpkg -L followsuit > "$WORK/installed"
/usr/bin/followsuit --version | grep -qx "Follow Suit $version" || fail "followsuit --version"
/usr/bin/followsuit-cli --version | grep -qx "followsuit-cli $version" || fail "followsuit-cli --version"
games=$(/usr/bin/followsuit-cli games) || fail "followsuit-cli games exits non-zero"
grep -q "^hearts - " <<<"$games" || fail "followsuit-cli games does not list Hearts"
# Each game's rules page, as the command names it, is a file the package installed.
while read -r page; do
    [ -f "$page" ] && grep -qx "$page" "$WORK/installed" \
        || fail "followsuit-cli games names $page, which the package does not install"
done < <(sed -n 's/^  rules: *//p' <<<"$games")

step "starting the installed app in French under Xvfb"
# The lobby's title in French, as the French catalogue says it.
title=$(python3 - "$REPO_DIR/translations/followsuit_fr.ts" <<'PY'
import sys, xml.etree.ElementTree as ET
for m in ET.parse(sys.argv[1]).iter("message"):
    if m.findtext("source") == "New game — Follow Suit":
        print((m.findtext("translation") or "").split(" — ")[0])
PY
)
[ -n "$title" ] && [ "$title" != "New game" ] || fail "no French title for the lobby in followsuit_fr.ts"
display=":$((90 + RANDOM % 9))"
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
XVFB_PID=$!
sleep 1
mkdir -p "$WORK/home"
env -i PATH=/usr/bin:/bin HOME="$WORK/home" DISPLAY="$display" LANGUAGE=fr LANG=C.UTF-8 \
    QT_QPA_PLATFORM=xcb /usr/bin/followsuit >"$WORK/app.log" 2>&1 &
APP_PID=$!
found=""
for _ in $(seq 1 40); do
    if DISPLAY="$display" xdotool search --onlyvisible --name "^$title" >/dev/null 2>&1; then
        found=yes
        break
    fi
    sleep 0.5
done
[ -n "$found" ] || { cat "$WORK/app.log" >&2; fail "no window titled '$title…' appeared"; }
step "the lobby opened as '$(DISPLAY="$display" xdotool search --onlyvisible --name "^$title" getwindowname | head -1)'"
kill "$APP_PID"; wait "$APP_PID" 2>/dev/null || true
APP_PID=""

step "removing the package"
DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq followsuit >/dev/null || fail "apt-get remove"
INSTALLED=""
left=0
while read -r path; do
    if [ -f "$path" ] || [ -L "$path" ]; then echo "  left behind: $path" >&2; left=1; fi
done < "$WORK/installed"
[ "$left" -eq 0 ] || fail "files were left behind"
step "passed"
