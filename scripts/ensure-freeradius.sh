# Sourced by the test script: FreeRADIUS with its PostgreSQL module and radclient, the accounting server the RADIUS
# usage test starts (Debian's packages where apt is at hand). Without them that test says so and fails.
if { ! command -v freeradius >/dev/null 2>&1 || ! command -v radclient >/dev/null 2>&1 || ! ls /usr/lib/freeradius/rlm_sql_postgresql.so >/dev/null 2>&1; } \
  && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing freeradius, freeradius-postgresql and freeradius-utils from Debian's packages …"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq freeradius freeradius-postgresql freeradius-utils >/dev/null
  # The package starts its own service on 1812/1813; the tests run their own server on ports of their choosing.
  command -v systemctl >/dev/null 2>&1 && systemctl disable --now freeradius >/dev/null 2>&1 || true
fi
