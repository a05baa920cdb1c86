#!/usr/bin/env bash
# in-a-private-lan.sh COMMAND [ARG...]: runs COMMAND beside a local network of its own, for the
# tests of the LAN listing (tests/lan/tst_lanlisting.cpp, and tst_netplay's Join page): two
# network namespaces joined by a veth pair (10.77.0.1, the host, and 10.77.0.2, the guest), each
# with an Avahi daemon on a system D-Bus of its own, allowed on its end of the pair alone. What
# one daemon announces reaches the other only as mDNS over the pair; no daemon ever sees the
# machine's own interfaces, and nothing leaves the namespaces.
#   FOLLOWSUIT_LAN_HOST_BUS, FOLLOWSUIT_LAN_GUEST_BUS  each daemon's bus (D-Bus addresses)
#   FOLLOWSUIT_LAN_HOST_ADDRESS                        the host's address on the pair
#   DBUS_SYSTEM_BUS_ADDRESS                            the host's bus, for a program that uses one
# COMMAND runs in the host's namespace with those set. Everything runs in a user, network, mount
# and PID namespace of its own (unshare), whose PID 1 is this script: when it ends, however it
# ends, the kernel ends every process it started, and the namespaces go with them.
# Exit: COMMAND's; 1 when the network or a daemon would not come up (with their logs); 2 for bad
# arguments; 77 with the reason when it cannot run here: avahi-daemon, dbus-daemon, ip, unshare
# or nsenter missing (Debian: avahi-daemon dbus iproute2 util-linux), or no user namespaces.
# Measured on the 2-core development machine: the network and both daemons up in 1.2 to 1.4 s.
set -euo pipefail
me=in-a-private-lan.sh
skip() {
    echo "$me: skipped: $*"
    exit 77
}
fail() {
    echo "$me: $*" >&2
    for log in "$work"/*.log; do
        echo "--- $(basename "$log")" >&2
        cat "$log" >&2
    done
    exit 1
}
[ $# -ge 1 ] || { echo "usage: $me COMMAND [ARG...]" >&2; exit 2; }

if [ -z "${FOLLOWSUIT_IN_PRIVATE_LAN:-}" ]; then
    # What can be known before making anything.
    avahi=$(command -v avahi-daemon || echo /usr/sbin/avahi-daemon)
    [ -x "$avahi" ] || skip "avahi-daemon is not installed (Debian package avahi-daemon)"
    for tool in dbus-daemon ip unshare nsenter; do
        command -v "$tool" >/dev/null || skip "$tool is not installed"
    done
    namespaces=(--user --map-root-user --net --mount --pid --fork --mount-proc --kill-child)
    why=$(unshare "${namespaces[@]}" true 2>&1) ||
        skip "this machine cannot make user and network namespaces ($why)"
    work=$(mktemp -d "${TMPDIR:-/tmp}/followsuit-lan.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    trap 'exit 143' TERM INT # the folder goes then too (only a SIGKILL leaves it behind)
    status=0
    FOLLOWSUIT_IN_PRIVATE_LAN=$work FOLLOWSUIT_AVAHI=$avahi \
        unshare "${namespaces[@]}" "$0" "$@" || status=$?
    exit "$status"
fi

# Inside: PID 1 of the namespaces, root of the user namespace (the invoking user outside).
work=$FOLLOWSUIT_IN_PRIVATE_LAN
trap 'kill $(jobs -p) 2>/dev/null || true; wait 2>/dev/null || true' EXIT

# Avahi wants its runtime folder owned by its user, whose uid is not mapped here: in this mount
# namespace the user is root.
sed 's/^avahi:\([^:]*\):[0-9]*:[0-9]*:/avahi:\1:0:0:/' /etc/passwd >"$work/passwd"
sed 's/^avahi:\([^:]*\):[0-9]*:/avahi:\1:0:/' /etc/group >"$work/group"
mount --bind "$work/passwd" /etc/passwd
mount --bind "$work/group" /etc/group

# The guest's network namespace, held by a process that waits in it.
ip link set lo up
unshare --net sleep infinity &
guest=$!
for ((tenth = 0; tenth < 50; tenth++)); do
    [ "$(readlink /proc/$guest/ns/net)" != "$(readlink /proc/self/ns/net)" ] && break
    sleep 0.1
done
ip link add fs-host type veth peer name fs-guest netns "$guest" || fail "no veth pair"
ip addr add 10.77.0.1/24 dev fs-host
ip link set fs-host up
ip route add 224.0.0.0/4 dev fs-host
nsenter -t "$guest" -n sh -c 'ip link set lo up && ip addr add 10.77.0.2/24 dev fs-guest &&
    ip link set fs-guest up && ip route add 224.0.0.0/4 dev fs-guest' || fail "the guest's side"

# Per side: a system bus that lets everyone in (all of it is this user's), and an Avahi daemon on
# it, in a mount namespace whose /run is its own (its pid file and socket are at fixed paths).
start_side() { # SIDE [nsenter ARG...]
    local side=$1
    shift
    cat >"$work/$side-bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$work/$side.bus</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
CONF
    printf '%s\n' "[server]" "host-name=followsuit-$side" "use-ipv4=yes" "use-ipv6=no" \
        "allow-interfaces=fs-$side" "enable-dbus=yes" "ratelimit-interval-usec=0" \
        "[wide-area]" "enable-wide-area=no" "[publish]" "publish-hinfo=no" \
        "publish-workstation=no" >"$work/$side-avahi.conf"
    dbus-daemon --config-file="$work/$side-bus.conf" --nofork --nopidfile \
        >"$work/$side-dbus.log" 2>&1 &
    for ((tenth = 0; tenth < 50; tenth++)); do
        [ -S "$work/$side.bus" ] && break
        sleep 0.1
    done
    [ -S "$work/$side.bus" ] || fail "the $side's D-Bus did not start"
    DBUS_SYSTEM_BUS_ADDRESS=unix:path=$work/$side.bus "$@" unshare --mount sh -c \
        'mount -t tmpfs none /run && exec "$0" --no-drop-root --no-chroot --no-rlimits -f "$1"' \
        "$FOLLOWSUIT_AVAHI" "$work/$side-avahi.conf" >"$work/$side-avahi.log" 2>&1 &
}
start_side host
start_side guest nsenter -t "$guest" -n
for side in host guest; do
    for ((tenth = 0; tenth < 200; tenth++)); do
        grep -q "Server startup complete" "$work/$side-avahi.log" && break
        sleep 0.1
    done
    grep -q "Server startup complete" "$work/$side-avahi.log" ||
        fail "the $side's Avahi daemon did not start"
done

export FOLLOWSUIT_LAN_HOST_BUS=unix:path=$work/host.bus
export FOLLOWSUIT_LAN_GUEST_BUS=unix:path=$work/guest.bus
export FOLLOWSUIT_LAN_HOST_ADDRESS=10.77.0.1
export DBUS_SYSTEM_BUS_ADDRESS=$FOLLOWSUIT_LAN_HOST_BUS
status=0
"$@" || status=$?
[ "$status" -eq 0 ] || fail "$1 exited with $status"
exit 0
