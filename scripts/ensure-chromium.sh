# Sourced by the test script: a Chromium for Playwright. Debian's packages where apt is at hand (the tests run in its
# headless shell, the bench in the whole browser), Playwright's own download elsewhere.
if [ ! -x /usr/bin/chromium-headless-shell ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing Chromium from Debian's packages …"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi
if [ -x /usr/bin/chromium-headless-shell ]; then
  export PORTAL_CHROMIUM=/usr/bin/chromium-headless-shell
elif [ -x /usr/bin/chromium ]; then
  export PORTAL_CHROMIUM=/usr/bin/chromium
else
  pnpm --filter @portal/e2e exec playwright install chromium
fi
