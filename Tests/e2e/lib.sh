# Helpers for end-to-end tests: the real binary in tmux, keys in, screen text out.
# Each test runs in a subshell with its own tmux server; `fail` ends it as failed.

E2E_PASSED=0
E2E_FAILED=0
E2E_CURRENT=""
E2E_SOCKET=""

# Starts a shell in a fresh tmux server at WIDTHxHEIGHT with a private HOME and score database.
start_shell() {
  local width=${1:-100} height=${2:-30}
  E2E_SOCKET="arcade-e2e-$$-$RANDOM"
  E2E_HOME=$(mktemp -d)
  tmux -L "$E2E_SOCKET" -f /dev/null new-session -d -x "$width" -y "$height" \
    "env -i PATH=$PATH HOME=$E2E_HOME TERM=screen-256color LANG=C.UTF-8 ARCADE_DB=$E2E_HOME/arcade.sqlite ARCADE_DATA=$E2E_DATA PS1='PROMPT\$ ' bash --norc --noprofile"
  tmux -L "$E2E_SOCKET" set-option -g status off >/dev/null
  wait_for 'PROMPT\$' || fail "the shell did not start"
}

# Types a command line into the shell.
type_line() { tmux -L "$E2E_SOCKET" send-keys -l "$1"; tmux -L "$E2E_SOCKET" send-keys Enter; }

# Sends tmux key names (Up, Enter, C-c, q …).
keys() { tmux -L "$E2E_SOCKET" send-keys "$@"; }

# Sends raw bytes given as hex (for mouse reports).
hex_keys() { tmux -L "$E2E_SOCKET" send-keys -H "$@"; }

# A left click at 0-based column X, row Y (X10 mouse encoding, press then release).
click() {
  local x=$(( $1 + 33 )) y=$(( $2 + 33 ))
  hex_keys 1b 5b 4d 20 "$(printf %x $x)" "$(printf %x $y)"
  hex_keys 1b 5b 4d 23 "$(printf %x $x)" "$(printf %x $y)"
}

screen() { tmux -L "$E2E_SOCKET" capture-pane -p; }

# Waits up to $2 seconds (default 5) for a line matching the extended regex $1.
wait_for() {
  local pattern=$1 limit=${2:-5} waited=0
  while ! screen | grep -Eq -- "$pattern"; do
    sleep 0.05
    waited=$((waited + 1))
    if [ "$waited" -ge $((limit * 20)) ]; then return 1; fi
  done
  return 0
}

# Fails unless the screen shows the pattern within a few seconds.
expect_screen() { wait_for "$1" "${2:-5}" || fail "expected /$1/ on screen"; }

# Fails if the screen still shows the pattern after a short settle.
expect_not_screen() { sleep 0.3; ! screen | grep -Eq -- "$1" || fail "did not expect /$1/ on screen"; }

resize() { tmux -L "$E2E_SOCKET" resize-window -x "$1" -y "$2"; }

fail() {
  echo "    FAIL [$E2E_CURRENT]: $*"
  echo "    --- screen ---"
  screen | sed 's/^/    | /'
  exit 1  # ends the test's subshell
}

# Runs one test function in its own tmux server.
run_test() {
  E2E_CURRENT=$1
  E2E_TEST_FAILED=0
  ( "$1" ) || E2E_TEST_FAILED=1
  tmux -L "$E2E_SOCKET" kill-server 2>/dev/null || true
  if [ "$E2E_TEST_FAILED" = 0 ]; then
    E2E_PASSED=$((E2E_PASSED + 1)); echo "  ok   $1"
  else
    E2E_FAILED=$((E2E_FAILED + 1)); echo "  FAIL $1"
  fi
}

finish() {
  echo "$E2E_PASSED passed, $E2E_FAILED failed"
  [ "$E2E_FAILED" = 0 ]
}
