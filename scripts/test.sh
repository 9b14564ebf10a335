#!/usr/bin/env bash
# Installs everything and runs every test: typecheck, lint, unit and integration tests, the production build,
# end-to-end tests in Chromium against that build, the JavaScript budget, and the main journeys in Firefox, WebKit and Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile --reporter=silent || exit 1
. scripts/ensure-chromium.sh
. scripts/ensure-haproxy.sh
. scripts/ensure-freeradius.sh
. scripts/ensure-browsers.sh
. scripts/ensure-powerdns.sh
export PORTAL_RESULTS_DIR="$PWD/test-results"
rm -rf "$PORTAL_RESULTS_DIR" && mkdir -p "$PORTAL_RESULTS_DIR"
status=0
timings=""
step() {
  local name=$1 started=$SECONDS
  echo; echo "== $name"; shift
  # A failed step is named in the summary too: lint and typecheck leave no results file of their own.
  "$@" || { status=1; echo "$name" >> "$PORTAL_RESULTS_DIR/failed-steps.txt"; }
  timings+="  $(printf '%4d' $((SECONDS - started))) s  $name"$'\n'
}
step "typecheck" pnpm typecheck
step "lint (ESLint, import boundaries, knip)" pnpm lint
step "unit and integration tests" pnpm test:unit
step "production build" node scripts/build.mjs
step "release folder: built, started from an empty folder, two nodes behind haproxy, backups, areas" pnpm test:deploy
step "end-to-end tests and budget (Chromium)" pnpm test:e2e
step "cross-engine journeys (Firefox, WebKit, Chromium)" pnpm test:engines
step "security suite: attacks against the real server (HTTP and Chromium)" pnpm test:security
echo; echo "time per step:"; printf '%s' "$timings"
node scripts/summarize-tests.mjs "$PORTAL_RESULTS_DIR" || status=1
exit $status
