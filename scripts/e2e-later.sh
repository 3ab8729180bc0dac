#!/usr/bin/env bash
# Runs the end-to-end suite (or the Playwright arguments given after the days) as if today were DAYS days later:
# the test runner, each portal's server and every browser page share the moved clock, so a spec that leans on a
# demo date holding fails here before the calendar reaches it. Build first (`npm run build`).
# Usage: scripts/e2e-later.sh [DAYS=400] [playwright arguments…]
set -euo pipefail
cd "$(dirname "$0")/.."
days=${1:-400}
shift || true
export CLOCK_AHEAD_DAYS=$days NODE_OPTIONS="--import $PWD/scripts/clock-ahead.mjs ${NODE_OPTIONS:-}"
cd e2e
exec npx playwright test "$@"
