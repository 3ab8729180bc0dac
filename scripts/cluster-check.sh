#!/usr/bin/env bash
# The cluster proof CI runs (needs `npm run build`): three instances behind nginx on one PostgreSQL; a few
# end-to-end specs (log in, SMS code, tickets with an upload and its download) through nginx, which sends
# consecutive requests to different instances, while the instances restart one by one; then mixed load
# during a rolling restart, counting failed requests, lost writes and jobs run twice.
set -euo pipefail
cd "$(dirname "$0")/.."
export CLUSTER_DIR=${CLUSTER_DIR:-$(mktemp -d)} KAISTA_ENV=ci LOG_LEVEL=warn
export LB_PORT=${LB_PORT:-3100} BASE_PORT=${BASE_PORT:-3101} PG_PORT=${PG_PORT:-54430}
trap 'scripts/cluster.sh stop || true' EXIT

scripts/cluster.sh start
touch "$CLUSTER_DIR/restarting"
(while [ -f "$CLUSTER_DIR/restarting" ]; do scripts/cluster.sh rolling-restart; done) &
restarts=$!
set +e
# E2E_PORT names Playwright's results directory, so a run on other ports does not share it.
(cd e2e && E2E_BASE_URL="http://127.0.0.1:$LB_PORT" E2E_PORT=$LB_PORT npx playwright test --retries=0 \
  tests/platform.spec.ts tests/tickets.spec.ts \
  -g 'lands on the default company home|SMS user confirms|creates a ticket with an attachment|finds the ticket and reads it')
e2e=$?
set -e
rm "$CLUSTER_DIR/restarting"
wait "$restarts"
echo "requests per instance during the e2e run:"
awk '{ print $(NF - 1) }' "$CLUSTER_DIR/nginx-access.log" | sort | uniq -c
[ "$e2e" -eq 0 ] || exit "$e2e"

if ! node --import tsx bench/src/cluster-load.ts "http://127.0.0.1:$LB_PORT" "postgres://postgres@127.0.0.1:$PG_PORT/kaista" 200; then
  # The instances' own account of the failure: what they logged at warning level and above.
  for log in "$CLUSTER_DIR"/api-*.log; do echo "== $log"; tail -n 40 "$log" | cut -c1-600; done
  exit 1
fi
