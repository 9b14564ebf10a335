#!/usr/bin/env bash
# Installs, builds what is out of date, and starts the portal on the embedded database with demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile --reporter=silent
node scripts/build.mjs
exec pnpm --silent --filter @portal/server start
