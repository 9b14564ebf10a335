# Sourced by the test script: a Chromium for Playwright. Debian's package where apt is at hand,
# Playwright's own download elsewhere.
if [ -x /usr/bin/chromium ]; then
  export PORTAL_CHROMIUM=/usr/bin/chromium
elif command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing Chromium from Debian's packages …"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
    && export PORTAL_CHROMIUM=/usr/bin/chromium
fi
if [ -z "${PORTAL_CHROMIUM:-}" ]; then
  pnpm --filter @portal/e2e exec playwright install chromium
fi
