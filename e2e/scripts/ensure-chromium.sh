#!/usr/bin/env bash
# The e2e tests drive the system Chromium (never `playwright install`, which downloads from outside):
# Debian's headless shell for the suite, the full browser for the screenshot scripts and the
# Lighthouse benchmark. On a fresh machine, install what is missing when we are root; otherwise
# say the one command to run.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
  exit 1
fi
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "--- installing ${missing[*]} (Debian packages) for the e2e tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
