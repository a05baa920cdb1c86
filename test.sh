#!/usr/bin/env bash
# Install what is missing, build, and run the whole test suite through CTest, headless.
set -euo pipefail
INSTALL_TEST_PACKAGES=1 # scripts/setup.sh's TEST_PACKAGES too (Orca, for its test)
source "$(dirname "$0")/scripts/setup.sh"
export QT_QPA_PLATFORM=offscreen
cd "$BUILD_DIR"
ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" "$@"
