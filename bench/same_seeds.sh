#!/usr/bin/env bash
# Fixed-seed arena runs that a refactor must not change: every preset, and every kind
# of player (classic, ladder, Expert, rollout, ISMCTS, the oracle) at both tables.
# Run it before and after a change and compare the figures, think times aside:
#   bash bench/same_seeds.sh /tmp/before   (on the old commit)
#   bash bench/same_seeds.sh /tmp/after    (on the new one)
#   bash bench/same_seeds.sh --diff /tmp/before /tmp/after
# About a minute in all (docs/BENCHMARKS.md, "The same seeds before and after").
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--diff" ]; then
  status=0
  for f in "$2"/*.txt; do
    n=$(basename "$f")
    if diff <(grep -v "think time" "$f") <(grep -v "think time" "$3/$n") > /dev/null; then
      echo "same $n"
    else
      echo "DIFFERENT $n"; status=1
    fi
  done
  exit $status
fi
OUT=${1:?usage: bash bench/same_seeds.sh OUTDIR | --diff DIR1 DIR2}
PY=${PY:-.venv/bin/python}
mkdir -p "$OUT"
arena() { local name=$1; shift; "$PY" -m game arena "$@" > "$OUT/$name.txt"; }
arena trad-expert-sharp expert sharp --deals 12 --seed 41
arena trad-normal-gentle normal gentle --deals 60 --seed 41
arena schn-sharp-csharp sharp classic-sharp --deals 40 --seed 41 --rules schnapsen
arena trad-ismcts-rollout ismcts rollout --deals 6 --seed 41
arena trad-oracle-cnormal oracle classic-normal --deals 10 --seed 41
arena simple-normal-gentle normal gentle --deals 60 --seed 41 --rules simple
arena three-expert-sharp-gentle expert sharp gentle --rules three --deals 4 --seed 41
arena three-normal-cn-gentle normal classic-normal gentle --rules three --deals 20 --seed 41
arena three-rollout rollout sharp classic-gentle --rules three --deals 4 --seed 41
echo "written to $OUT"
