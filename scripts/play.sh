#!/usr/bin/env bash
# Set up, then serve the game on http://127.0.0.1:${PORT:-8000}/ (Ctrl-C stops).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
PORT="${PORT:-8000}"
echo "Open http://127.0.0.1:${PORT}/ in your browser"
exec .venv/bin/python -m http.server --bind 127.0.0.1 "$PORT"
