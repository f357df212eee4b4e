# The shared board in the real binary: a round played while the PostgreSQL server is down is kept
# locally, named at exit, and on the shared board once the server is back. Needs the server
# `make e2e` starts (scripts/postgres-cluster.sh with …); skipped without it.

shared_ready() {
  [ -n "${ARCADE_TEST_POSTGRES:-}" ] && [ -n "${ARCADE_TEST_POSTGRES_DIR:-}" ] && [ -n "${ARCADE_TEST_POSTGRES_SCRIPT:-}" ]
}

# Plays Classic TicTacToe against Easy to its end, whatever Easy answers: every cell in turn (taken ones are refused).
shared_play_a_round() {
  local key
  for key in 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 7 8 9; do
    screen | grep -q "Play again" && return 0
    keys "$key"
    sleep 0.2
  done
  expect_screen "Play again"
}

test_shared_board_round_played_while_the_server_is_down() {
  if ! shared_ready; then echo "    (skipped: no PostgreSQL server; make e2e starts one)"; return 0; fi
  local url=$ARCADE_TEST_POSTGRES password shown
  password=$(cat "$ARCADE_TEST_POSTGRES_DIR/password")
  shown=${url/:$password@/@}
  # Wide enough that the exit line naming the board is not wrapped.
  start_shell 140 30
  # The password goes in PGPASSWORD, so no command line on screen holds it.
  type_line "export PGPASSWORD='$password'; clear"
  type_line "$ARCADE scores --db '$shown' --init"
  expect_screen "schema version"
  expect_screen "GRANT SELECT, INSERT ON arcade_round"
  bash "$ARCADE_TEST_POSTGRES_SCRIPT" stop "$ARCADE_TEST_POSTGRES_DIR" || fail "could not stop the server"
  # Whatever happens below, the server is up again for the tests after this one.
  trap 'env -u ARCADE_E2E_TAG bash "$ARCADE_TEST_POSTGRES_SCRIPT" start "$ARCADE_TEST_POSTGRES_DIR" >/dev/null 2>&1' EXIT

  type_line "clear; $ARCADE play tictactoe --opponent easy --db '$shown'; echo EXIT=\$?"
  expect_screen "Classic vs Easy"
  shared_play_a_round
  keys q
  expect_screen "S W I F T   A R C A D E"
  expect_screen "shared board unreachable: .*connection refused" 10
  keys q
  expect_screen "EXIT=0"
  expect_screen "1 round waiting to be sent to the shared board ${shown//./\\.}"
  screen | grep -q -- "$password" && fail "the password was printed"

  # Untagged: the server belongs to the run's `postgres-cluster.sh with`, which stops it, not to this test.
  env -u ARCADE_E2E_TAG bash "$ARCADE_TEST_POSTGRES_SCRIPT" start "$ARCADE_TEST_POSTGRES_DIR" >/dev/null \
    || fail "could not start the server"
  type_line "clear; $ARCADE scores --db '$shown' --sync"
  expect_screen "Sent 1 round to ${shown//./\\.}; 0 were already there\."
  type_line "clear; $ARCADE scores --db '$shown' tictactoe --limit 5"
  expect_screen "Classic vs Easy"
  expect_screen "^ *1 +[^ ]+ +[0-9]+ +[0-9]+ +[0-9]+ +[0-9]+%"
  type_line "$ARCADE scores --db '$shown' --sync"
  expect_screen "Sent 0 rounds to ${shown//./\\.}; 0 were already there\."
  screen | grep -q -- "$password" && fail "the password was printed"
  return 0
}

# A password given in the URL on the command line is blanked in /proc/PID/cmdline, which every user can
# read, and the arcade writes no core file while it holds it.
test_shared_board_password_leaves_no_trace_in_the_process_arguments() {
  start_shell 100 30
  type_line "$ARCADE --db 'postgres://ana:topsecret@127.0.0.1:1/club'; echo EXIT=\$?"
  expect_screen "S W I F T   A R C A D E"
  local pid
  pid=$(foreground_pid)
  [ -n "$pid" ] || fail "no arcade process"
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q 'postgres://ana:x\{9\}@127.0.0.1:1/club' || fail "cmdline: $(tr '\0' ' ' <"/proc/$pid/cmdline")"
  grep -q topsecret "/proc/$pid/cmdline" && fail "the password is in cmdline"
  grep -Eq '^Max core file size +0 +0 ' "/proc/$pid/limits" || fail "core files are still written: $(grep core "/proc/$pid/limits")"
  keys q
  expect_screen "EXIT=0"
}
