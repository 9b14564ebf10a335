# Sourced by the test script: PowerDNS (pdns_server, pdnsutil, its sqlite3 backend), dig and the sqlite3 shell, which
# the DNS tests (server/tests/dns-powerdns.test.ts) start and query on ports of their own. Debian's packages where
# apt is at hand; without them those tests say so and fail.
if { ! command -v pdns_server >/dev/null 2>&1 || ! command -v dig >/dev/null 2>&1 || ! command -v sqlite3 >/dev/null 2>&1 \
  || [ ! -e /usr/share/pdns-backend-sqlite3/schema/schema.sqlite3.sql ]; } \
  && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing PowerDNS (pdns-server, pdns-backend-sqlite3), dnsutils and sqlite3 from Debian's packages …"
  # A policy-rc.d answering 101 keeps the package from starting Debian's own pdns service (on port 53) as it installs;
  # the tests run pdns_server themselves.
  ensure_powerdns_policy=
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && ensure_powerdns_policy=made
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pdns-server pdns-backend-sqlite3 dnsutils sqlite3 >/dev/null
  [ -n "$ensure_powerdns_policy" ] && rm -f /usr/sbin/policy-rc.d
  unset ensure_powerdns_policy
fi
