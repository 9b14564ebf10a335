# Sourced by the test script: haproxy, the load balancer the draining and release tests put in front of two nodes
# (Debian's package where apt is at hand). Without it those tests say so and fail.
if ! command -v haproxy >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing haproxy from Debian's packages …"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
fi
