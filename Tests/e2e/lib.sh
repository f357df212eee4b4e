# Helpers for end-to-end tests: the real binary in tmux, keys in, screen text out.
# Each test runs in a subshell with its own tmux server and folder, both named by run_test in the
# parent shell, so the parent removes them after the test whether it passed, failed or was
# interrupted; `fail` ends the test as failed.

E2E_PASSED=0
E2E_FAILED=0
E2E_CURRENT=""
# Everything a run starts is named with this prefix: tmux sockets, folders, and the ARCADE_E2E_TAG
# variable in the environment of its tmux servers, shells and arcade processes.
E2E_RUN="arcade-e2e-$$"
E2E_COUNT=0
E2E_SOCKET=""
E2E_DIR=""
E2E_TAG=""

# Starts a shell in the test's tmux server at WIDTHxHEIGHT with a private HOME and score database,
# and no core files (the signal tests end programs with SIGSEGV and the like). Swift's backtracer is
# off: a debug build (the one `make test` builds) would spend seconds printing a backtrace after a
# crash signal, where the static release build ends at once.
start_shell() {
  local width=${1:-100} height=${2:-30}
  E2E_HOME=$E2E_DIR/home
  mkdir -p "$E2E_HOME"
  tmux -L "$E2E_SOCKET" -f /dev/null new-session -d -x "$width" -y "$height" -c "$E2E_DIR" \
    "ulimit -c 0; exec env -i PATH=$PATH HOME=$E2E_HOME SWIFT_BACKTRACE=enable=no TERM=screen-256color LANG=C.UTF-8 ARCADE_E2E_TAG=$E2E_TAG ARCADE_DB=$E2E_HOME/arcade.sqlite ARCADE_DATA=$E2E_DATA PS1='PROMPT\$ ' bash --norc --noprofile"
  tmux -L "$E2E_SOCKET" set-option -g status off >/dev/null
  wait_for 'PROMPT\$' || fail "the shell did not start"
}

# Another shell like the first, in window N of the same tmux server (same HOME and score file), made the window
# the keys and the screen are (`use_window`): a second or third terminal on one machine.
window_shell() {
  tmux -L "$E2E_SOCKET" new-window -t ":$1" -c "$E2E_DIR" \
    "exec env -i PATH=$PATH HOME=$E2E_HOME SWIFT_BACKTRACE=enable=no TERM=screen-256color LANG=C.UTF-8 ARCADE_E2E_TAG=$E2E_TAG ARCADE_DB=$E2E_HOME/arcade.sqlite ARCADE_DATA=$E2E_DATA PS1='PROMPT\$ ' bash --norc --noprofile"
  use_window "$1"
  wait_for 'PROMPT\$' || fail "the shell in window $1 did not start"
}

# The pid of the program the pane's shell is running in the foreground (empty if none).
foreground_pid() {
  local shell
  shell=$(tmux -L "$E2E_SOCKET" display -p '#{pane_pid}')
  pgrep -P "$shell" | head -n 1
}

# Prints a pane flag from tmux's format variables (alternate_on, cursor_flag, mouse_any_flag…).
pane_flag() { tmux -L "$E2E_SOCKET" display -p "#{$1}"; }

# Types a command line into the shell.
type_line() { tmux -L "$E2E_SOCKET" send-keys ${E2E_WINDOW:+-t ":$E2E_WINDOW"} -l "$1"; tmux -L "$E2E_SOCKET" send-keys ${E2E_WINDOW:+-t ":$E2E_WINDOW"} Enter; }

# Sends tmux key names (Up, Enter, C-c, q …).
keys() { tmux -L "$E2E_SOCKET" send-keys ${E2E_WINDOW:+-t ":$E2E_WINDOW"} "$@"; }

# Sends raw bytes given as hex (for mouse reports).
hex_keys() { tmux -L "$E2E_SOCKET" send-keys -H "$@"; }

# Left clicks at 0-based column X, row Y (X10 mouse encoding, press then release), all in one
# write, as a terminal sends a quick click: the program gets each press and release in one read.
# At most 4 clicks: curses keeps 8 reports of a run, and drops the oldest beyond that.
clicks() {
  [ $# -le 8 ] || fail "clicks: at most 4 clicks in one write"
  local bytes=()
  while [ $# -ge 2 ]; do
    local x y
    x=$(printf %x $(( $1 + 33 ))) y=$(printf %x $(( $2 + 33 )))
    bytes+=(1b 5b 4d 20 "$x" "$y" 1b 5b 4d 23 "$x" "$y")
    shift 2
  done
  hex_keys "${bytes[@]}"
}

click() { clicks "$1" "$2"; }

# With E2E_WINDOW set (`use_window N`), the keys, lines and screen are that window's: a test with several terminals
# names the one it means rather than rely on which is current.
screen() { tmux -L "$E2E_SOCKET" capture-pane -p ${E2E_WINDOW:+-t ":$E2E_WINDOW"}; }

# Makes window N (0 the first shell's) the one keys go to and the screen is read from.
use_window() { E2E_WINDOW=$1; tmux -L "$E2E_SOCKET" select-window -t ":$1"; }

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

# Fails unless the pattern is off the screen within a few seconds (at once when it never came).
expect_not_screen() {
  local pattern=$1 limit=${2:-5} waited=0
  while screen | grep -Eq -- "$pattern"; do
    sleep 0.05
    waited=$((waited + 1))
    [ "$waited" -ge $((limit * 20)) ] && fail "did not expect /$pattern/ on screen"
  done
  return 0
}

# Watches the screen for $2 seconds and fails the moment the pattern shows: for what must not happen while
# time passes (a word landing during a pause). Ends early only by failing.
expect_never() {
  local pattern=$1 limit=$2 waited=0
  while [ "$waited" -lt $((limit * 20)) ]; do
    screen | grep -Eq -- "$pattern" && fail "did not expect /$pattern/ within ${limit}s"
    sleep 0.05
    waited=$((waited + 1))
  done
  return 0
}

# Watches the screen for $2 seconds and fails the moment the pattern is gone.
expect_stays() {
  local pattern=$1 limit=$2 waited=0
  while [ "$waited" -lt $((limit * 20)) ]; do
    screen | grep -Eq -- "$pattern" || fail "expected /$pattern/ to stay for ${limit}s"
    sleep 0.05
    waited=$((waited + 1))
  done
  return 0
}

# Watches the screen for $1 seconds and fails the moment it differs from what it was.
expect_unchanged() {
  local limit=$1 waited=0 before
  before=$(screen)
  while [ "$waited" -lt $((limit * 20)) ]; do
    [ "$(screen)" = "$before" ] || fail "the screen changed by itself"
    sleep 0.05
    waited=$((waited + 1))
  done
  return 0
}

resize() { tmux -L "$E2E_SOCKET" resize-window -x "$1" -y "$2"; }

fail() {
  echo "    FAIL [$E2E_CURRENT]: $*"
  echo "    --- screen ---"
  screen | sed 's/^/    | /'
  exit 1  # ends the test's subshell
}

# Pids of the processes whose environment has ARCADE_E2E_TAG matching the extended regex $1.
tagged_pids() {
  local environ pid
  for environ in /proc/[0-9]*/environ; do
    pid=${environ#/proc/}; pid=${pid%/environ}
    { tr '\0' '\n' < "$environ"; } 2>/dev/null | grep -Eq "^ARCADE_E2E_TAG=($1)\$" && echo "$pid"
  done
  return 0
}

# Where tmux keeps a server's socket; the file stays after the server ends.
socket_path() { echo "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$1"; }

# Removes what the current test started: its tmux server and socket, any process left of it, its folder.
cleanup_test() {
  [ -n "$E2E_TAG" ] || return 0
  tmux -L "$E2E_SOCKET" kill-server 2>/dev/null
  rm -f "$(socket_path "$E2E_SOCKET")"
  local pid waited=0
  # The server's end hangs up its shells and their programs; give them a second, then end what is left.
  while [ -n "$(tagged_pids "$E2E_TAG")" ] && [ "$waited" -lt 20 ]; do sleep 0.05; waited=$((waited + 1)); done
  for pid in $(tagged_pids "$E2E_TAG"); do kill -KILL "$pid" 2>/dev/null; done
  rm -rf "$E2E_DIR"
  E2E_TAG=""
}

# Runs one test function in its own tmux server and folder.
run_test() {
  E2E_CURRENT=$1
  E2E_COUNT=$((E2E_COUNT + 1))
  # Named here, in the parent: a name set inside the test's subshell would not reach cleanup_test.
  E2E_TAG="$E2E_RUN-$E2E_COUNT"
  E2E_SOCKET=$E2E_TAG
  E2E_DIR=$(mktemp -d "${TMPDIR:-/tmp}/$E2E_TAG.XXXXXX")
  E2E_TEST_FAILED=0
  # The tag in the test's environment reaches its tmux server too.
  ( export ARCADE_E2E_TAG=$E2E_TAG; "$1" ) || E2E_TEST_FAILED=1
  cleanup_test
  if [ "$E2E_TEST_FAILED" = 0 ]; then
    E2E_PASSED=$((E2E_PASSED + 1)); echo "  ok   $1"
  else
    E2E_FAILED=$((E2E_FAILED + 1)); echo "  FAIL $1"
  fi
}

# Fails the run if any server, process or folder of it is still there.
check_nothing_left() {
  local left=0 path
  for path in "$(socket_path "$E2E_RUN-")"* "${TMPDIR:-/tmp}/$E2E_RUN-"*; do
    [ -e "$path" ] || continue
    if [ -S "$path" ] && tmux -S "$path" list-sessions >/dev/null 2>&1; then
      echo "  LEFT RUNNING: tmux server $path"
    else
      echo "  LEFT BEHIND: $path"
    fi
    left=1
  done
  local pid
  for pid in $(tagged_pids "$E2E_RUN-[0-9]+"); do
    echo "  LEFT RUNNING: $pid $(tr '\0' ' ' < /proc/"$pid"/cmdline 2>/dev/null)"; left=1
  done
  [ "$left" = 0 ] || E2E_FAILED=$((E2E_FAILED + 1))
  [ "$left" = 0 ] && echo "  ok   nothing left behind (tmux servers, processes, folders)"
  return 0
}

finish() {
  check_nothing_left
  echo "$E2E_PASSED passed, $E2E_FAILED failed"
  [ "$E2E_FAILED" = 0 ]
}

# From a game in a small terminal: q to the menu (or the notice that the menu needs more room), the
# terminal grown back to 100x30, q to the shell, and the shell's modes as they were (the launch line
# echoes EXIT=status and TTY-RESTORED).
leave_a_small_terminal_to_the_shell() {
  keys q
  expect_screen "S W I F T|Enlarge"
  resize 100 30
  expect_screen "S W I F T"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}
