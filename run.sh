#!/usr/bin/env bash
# Install what is missing, build, and start Follow Suit. Extra arguments go to the app.
set -euo pipefail
source "$(dirname "$0")/scripts/setup.sh"
exec "$BUILD_DIR/app/followsuit" "$@"
