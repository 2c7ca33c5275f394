#!/usr/bin/env bash
# Browser tests drive Debian's chromium through playwright-core (which downloads no browser of
# its own). Install it when missing; the machines run as root, CI has no browser preinstalled.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
echo "chromium not found at $CHROMIUM: installing Debian's chromium package" >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Installing chromium needs root (apt-get). Install it, or set CHROMIUM_PATH to a chromium binary." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
"$CHROMIUM" --version
