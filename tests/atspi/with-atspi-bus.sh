#!/usr/bin/env bash
# with-atspi-bus.sh COMMAND [ARG...]: runs COMMAND the way it runs beside a screen reader on a
# Linux desktop: in a D-Bus session of its own with the accessibility (AT-SPI) bus started, on
# an X server (Xvfb), with Qt's AT-SPI bridge switched on. Qt's accessibility is live only
# there: on the offscreen platform every accessibility event is dropped before it is sent.
# Needs (Debian) dbus, at-spi2-core, xvfb and xauth; scripts/setup.sh installs them.
set -euo pipefail

if [ -z "${FOLLOWSUIT_IN_ATSPI_SESSION:-}" ]; then
    exec env FOLLOWSUIT_IN_ATSPI_SESSION=1 dbus-run-session -- "$0" "$@"
fi

launcher=/usr/libexec/at-spi-bus-launcher
[ -x "$launcher" ] || { echo "with-atspi-bus.sh: $launcher is missing (at-spi2-core)" >&2; exit 1; }
"$launcher" --launch-immediately &
bus=$!
trap 'kill "$bus" 2>/dev/null || true' EXIT

# The AT-SPI bus answers once the launcher has registered it on the session bus.
for _ in $(seq 100); do
    if dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
            org.a11y.Bus.GetAddress >/dev/null 2>&1; then
        break
    fi
    sleep 0.1
done

unset QT_QPA_PLATFORM
xvfb-run -a -s "-screen 0 1280x1024x24" \
    env QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 NO_AT_BRIDGE=0 "$@"
