#!/usr/bin/env bash
# `pnpm test:deploy`: builds release/ (pnpm release), then tests it as an operator runs it: started from an empty folder
# on the embedded database and on PostgreSQL, two nodes behind haproxy restarted under load, backups restored, areas
# deployed and rolled back, the compose file and haproxy config checked (deploy/tests).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-haproxy.sh
node scripts/release.mjs
reporters=(--test-reporter=spec --test-reporter-destination=stdout)
if [ -n "${PORTAL_RESULTS_DIR:-}" ]; then
  reporters+=(--test-reporter=./deploy/tests/support/results-reporter.mjs --test-reporter-destination="$PORTAL_RESULTS_DIR/jest-deploy.json")
fi
node --test --test-concurrency=1 "${reporters[@]}" deploy/tests/*.test.mjs
