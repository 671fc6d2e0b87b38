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
# (worksteal, since one test takes 17 s and most well under one). The end-to-end tests
# run on two workers too, each with its own Chromium: most of them play in one context
# per worker as a returning visitor (e2e/conftest.py), and two workers took 444 s where
# one took 571 s (2026-12-07, docs/BENCHMARKS.md §7); the monkey's timed run keeps a calm
# fallback for a busy machine (e2e/test_monkey.py).
# --durations: every run (CI's too) names its slowest tests, where the suite's time goes.
# the page's own JavaScript where it computes (the cards' motion), under Node's test runner
run node --test tests/js/
run .venv/bin/python -m pytest tests -n auto --dist worksteal --durations=10
run .venv/bin/python -m pytest e2e -n 2 --dist worksteal --durations=15

finish "All checks passed."
