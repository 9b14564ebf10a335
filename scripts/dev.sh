#!/usr/bin/env bash
# `pnpm dev`: the whole portal with hot reload — the API server restarting on change, the host's and every area's
# webpack dev server — on the embedded database with demo data. Open http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile --reporter=silent
exec node scripts/dev.mjs
