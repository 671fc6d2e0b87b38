#!/usr/bin/env bash
# Set up, build the static site as GitHub Pages hosts it (_site/: the game files in one
# gzipped bundle for a first visit), then serve it on http://127.0.0.1:${PORT:-8000}/
# (Ctrl-C stops). Run it again after changing the game: it rebuilds _site/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python tools/build_site.py
PORT="${PORT:-8000}"
echo "Open http://127.0.0.1:${PORT}/ in your browser"
exec .venv/bin/python -m http.server --bind 127.0.0.1 --directory _site "$PORT"
