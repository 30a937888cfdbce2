#!/usr/bin/env bash
# The cluster script's load balancer (issue 33) is Debian's nginx, installed here as the e2e
# installs Chromium: when missing and we are root; otherwise say the one command to run.
set -euo pipefail
command -v nginx >/dev/null 2>&1 && exit 0
[ -x /usr/sbin/nginx ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing. Install it with: sudo apt-get update && sudo apt-get install -y nginx" >&2
  exit 1
fi
echo "--- installing nginx (Debian package) for the cluster script"
apt-get update -qq
# The package's own service is not wanted (it would listen on port 80): policy-rc.d stops the
# install from starting it. The script runs nginx with a configuration of its own.
policy=/usr/sbin/policy-rc.d
added=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && added=1
fi
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null || status=$?
[ "$added" -eq 1 ] && rm -f "$policy"
exit "${status:-0}"
