#!/usr/bin/env bash
# The e2e tests drive the system Chromium (never `playwright install`, which downloads from outside).
# On a fresh machine, install Debian's package when we are root; otherwise say the one command to run.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "--- installing Chromium (Debian package) for the e2e tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
