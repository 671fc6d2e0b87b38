#!/usr/bin/env bash
# Set up, then lint, type-check, unit-test (CPython) and end-to-end test (Chromium).
# Runs every stage and exits non-zero if any of them failed.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1

. scripts/steps.sh
run .venv/bin/ruff check .
run .venv/bin/mypy
# Dead code: 60 is vulture's lowest confidence, so every kind of finding counts (unused
# functions, classes, methods, attributes and variables at 60%, imports at 90%,
# unreachable code at 100%). What is used all the same (by the browser, by Python) is
# named with its reason in tools/vulture_whitelist.py.
run .venv/bin/vulture game main.py tools/vulture_whitelist.py --min-confidence 60
# pyproject.toml's addopts already has -q; a second -q would hide the summary line.
# The CPython tests are CPU-bound and independent: one pytest-xdist worker per core
# (worksteal, since one test takes 30 s and most well under one). The end-to-end tests
# stay on one worker: Chromium already keeps both cores busy (two workers saved 15% of
# the time and made each test twice as slow, so the monkey's timed run fell short).
# --durations: every run (CI's too) names its slowest tests, where the suite's time goes.
run .venv/bin/python -m pytest tests -n auto --dist worksteal --durations=10
run .venv/bin/python -m pytest e2e --durations=15

finish "All checks passed."
