#!/usr/bin/env bash
# What the tests run beyond Node, from Debian's packages (no driver downloads a browser of its own):
#   chromium                  the main browser suite and the benches, through playwright-core
#   firefox-esr               the Firefox suite, through puppeteer-core (WebDriver BiDi)
#   webkit2gtk-driver, xvfb   the WebKit suite: WebKitWebDriver and MiniBrowser in a virtual display
#   default-jre-headless      Java for the Nu HTML Checker (vnu-jar) of the build tests
# Installs whatever is missing, in one apt-get run; the machines run as root, CI starts bare.
# `--chromium-only` (the benches) checks chromium alone. CHROMIUM_PATH, FIREFOX_PATH and
# MINIBROWSER_PATH point at other binaries.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
MINIBROWSER="${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}"

# Chromium has run without its recommended packages since the first suite; the others keep theirs
# (WebKitGTK's media and font packages among them).
bare=()
full=()
[ -x "$CHROMIUM" ] || bare+=(chromium fonts-dejavu-core)
if [ "${1:-}" != "--chromium-only" ]; then
  [ -x "$FIREFOX" ] || full+=(firefox-esr)
  { [ -x "$MINIBROWSER" ] && command -v WebKitWebDriver >/dev/null; } || full+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null || full+=(xvfb xauth)
  command -v java >/dev/null || bare+=(default-jre-headless)
fi
missing=("${bare[@]}" "${full[@]}")
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing Debian packages for the tests: ${missing[*]}" >&2
if [ "$(id -u)" -ne 0 ]; then
  echo "Installing them needs root (apt-get). Install them, or set CHROMIUM_PATH, FIREFOX_PATH and MINIBROWSER_PATH." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
[ ${#bare[@]} -eq 0 ] || apt-get install -y -qq --no-install-recommends "${bare[@]}" >/dev/null
[ ${#full[@]} -eq 0 ] || apt-get install -y -qq "${full[@]}" >/dev/null
"$CHROMIUM" --version
