# Sourced by test.sh and soak.sh: run every step, remember the ones that failed, and
# at the end say which (exit 1) or print the success line given.
failed=()
run() {
  echo "== $*"
  "$@" || failed+=("$*")
}
finish() {
  if [ ${#failed[@]} -ne 0 ]; then
    printf 'FAILED: %s\n' "${failed[@]}"
    exit 1
  fi
  echo "$1"
}
