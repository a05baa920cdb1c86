#!/usr/bin/env bash
# Install what is missing, build the app (only the app: the tests are test.sh's), and start
# Follow Suit. Extra arguments go to the app.
set -euo pipefail
BUILD_TARGETS=followsuit
source "$(dirname "$0")/scripts/setup.sh"
exec "$BUILD_DIR/app/followsuit" "$@"
