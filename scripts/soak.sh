#!/usr/bin/env bash
# Set up, then the long robustness runs the test suite only samples: 20,000 random deals
# with every invariant checked after every action (bench/soak.py), and the page's monkey
# at full length (about ten deals at two players, four at three; e2e/test_monkey.py).
# MONKEY_SEED picks another monkey. Takes about 5 minutes on a 2-core machine.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh || exit 1

. scripts/steps.sh
run .venv/bin/python bench/soak.py --deals 20000 --seed 11 --quiet
run env MONKEY_SOAK=1 .venv/bin/python -m pytest e2e/test_monkey.py -k monkey_plays_deals -s
run env MONKEY_SOAK=1 .venv/bin/python -m pytest e2e/test_monkey.py -k three_player_table -s

finish "The soak found nothing."
