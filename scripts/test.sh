#!/usr/bin/env bash
# Set up, then lint, type-check, unit-test (CPython) and end-to-end test (Chromium).
# Runs every stage and exits non-zero if any of them failed.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1

failed=()
run() {
  echo "== $*"
  "$@" || failed+=("$*")
}
run .venv/bin/ruff check .
run .venv/bin/mypy
# pyproject.toml's addopts already has -q; a second -q would hide the summary line.
run .venv/bin/python -m pytest tests
run .venv/bin/python -m pytest e2e

if [ ${#failed[@]} -ne 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}"
  exit 1
fi
echo "All checks passed."
