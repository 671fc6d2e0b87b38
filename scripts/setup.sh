#!/usr/bin/env bash
# Install everything the project needs; safe to run again (idempotent).
# Works on a bare Debian machine as root: Chromium from apt, a .venv with the
# pinned dev tools from PyPI, the pinned PyScript + Pyodide from npm, then
# vendor/ and pyscript.toml are (re)generated.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_missing=()
[ -x /usr/bin/chromium ] || apt_missing+=(chromium)
# the same Chromium without its browser around it: what the e2e tests launch
[ -x /usr/bin/chromium-headless-shell ] || apt_missing+=(chromium-headless-shell)
command -v npm >/dev/null 2>&1 || apt_missing+=(nodejs npm)
command -v python3 >/dev/null 2>&1 || apt_missing+=(python3)
if [ ! -x .venv/bin/python ] && ! python3 -c "import ensurepip, venv" >/dev/null 2>&1; then
  apt_missing+=(python3-venv)
fi
if [ ${#apt_missing[@]} -ne 0 ]; then
  echo "setup: apt-get install ${apt_missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${apt_missing[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv"
  python3 -m venv .venv
fi
stamp=.venv/.requirements-dev.txt
if ! cmp -s requirements-dev.txt "$stamp"; then
  echo "setup: installing requirements-dev.txt into .venv"
  .venv/bin/python -m pip install -q --disable-pip-version-check -r requirements-dev.txt
  cp requirements-dev.txt "$stamp"
fi

lock_stamp=node_modules/.package-lock.stamp
if [ ! -d node_modules ] || ! cmp -s package-lock.json "$lock_stamp"; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json "$lock_stamp"
fi

.venv/bin/python tools/vendor.py
.venv/bin/python tools/snapshot.py
.venv/bin/python tools/gen_toml.py
.venv/bin/python tools/build_site.py --precache
