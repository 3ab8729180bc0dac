#!/usr/bin/env bash
# Runs the unit and API suites (or the vitest arguments given after the days) as if today were DAYS days
# later, on the embedded database: the demo's data is fixed in its own time (20 November 2026) while the app
# and its jobs run on today's date, so a test that leans on a demo date holding may pass today and fail
# later. Usage: scripts/test-later.sh [DAYS=400] [vitest arguments…]
set -euo pipefail
cd "$(dirname "$0")/.."
days=${1:-400}
shift || true
export CLOCK_AHEAD_DAYS=$days NODE_OPTIONS="--import $PWD/scripts/clock-ahead.mjs ${NODE_OPTIONS:-}"
exec npx vitest run "$@"
