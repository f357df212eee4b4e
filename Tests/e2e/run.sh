#!/usr/bin/env bash
# End-to-end tests: the release binary in tmux. Usage: Tests/e2e/run.sh path/to/arcade [test-name-regex]
set -u
ARCADE=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
E2E_DATA=$(cd "$HERE/../../data" && pwd)
export ARCADE E2E_DATA
source "$HERE/lib.sh"
for file in "$HERE"/test_*.sh; do source "$file"; done

echo "e2e: $ARCADE"
# Interrupted (Ctrl-C, a CI timeout): the test under way removes what it started before the run ends.
trap 'cleanup_test; echo "interrupted"; exit 130' INT TERM HUP
for test in $(declare -F | awk '{print $3}' | grep '^test_' | grep -E -- "${2:-.}"); do
  run_test "$test"
done
finish
