#!/usr/bin/env bash
# End-to-end tests: the release binary in tmux. Usage: Tests/e2e/run.sh path/to/arcade
set -u
ARCADE=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
E2E_DATA=$(cd "$HERE/../../data" && pwd)
export ARCADE E2E_DATA
source "$HERE/lib.sh"
for file in "$HERE"/test_*.sh; do source "$file"; done

echo "e2e: $ARCADE"
for test in $(declare -F | awk '{print $3}' | grep '^test_'); do
  run_test "$test"
done
finish
