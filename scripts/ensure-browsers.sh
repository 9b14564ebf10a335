# Sourced by the test script: the engines of the cross-engine suite (pnpm test:engines) besides Chromium: Firefox ESR
# (driven over WebDriver BiDi), WebKitGTK's WebKitWebDriver and MiniBrowser, and Xvfb for MiniBrowser's window; from
# Debian's packages where apt is at hand. Without them the suite says which engine could not start, and fails.
missing_browsers=""
[ -x /usr/bin/firefox-esr ] || missing_browsers+=" firefox-esr"
[ -x /usr/bin/WebKitWebDriver ] || missing_browsers+=" webkit2gtk-driver"
[ -x /usr/bin/Xvfb ] || missing_browsers+=" xvfb"
if [ -n "$missing_browsers" ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing from Debian's packages:$missing_browsers …"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing_browsers >/dev/null
fi
unset missing_browsers
