# Versus across machines: two arcades, each with a local file of its own (two machines' worth), play through one
# PostgreSQL server as two member logins, woken by LISTEN/NOTIFY. Needs the server `make e2e` starts; skipped without.

# A fresh board for this test (database versus_$1) set up by `arcade scores --init`, with members ana_$1 and eve_$1
# given exactly the grants --init prints. Prints the board's URL without a login.
versus_shared_board() {
  local suffix=$1 psql admin=$ARCADE_TEST_POSTGRES board
  psql=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/psql
  "$psql" -q "$admin" -c "CREATE DATABASE versus_$suffix" >/dev/null || fail "could not make a database"
  board=${admin%/*}/versus_$suffix
  "$ARCADE" scores --db "$board" --init >"$E2E_DIR/init.out" || fail "--init failed"
  {
    echo "CREATE ROLE club_$suffix NOLOGIN;"
    grep -E '^ *GRANT' "$E2E_DIR/init.out" | sed "s/\"arcade_player\"/club_$suffix/"
    echo "CREATE ROLE ana_$suffix LOGIN PASSWORD 'pw' IN ROLE club_$suffix;"
    echo "CREATE ROLE eve_$suffix LOGIN PASSWORD 'pw' IN ROLE club_$suffix;"
  } | "$psql" -q -v ON_ERROR_STOP=1 "$board" >/dev/null || fail "could not make the members"
  echo "${board/\/\/*@/\/\/}"
}

# Opens Versus in the current window as member $1 of board $2 (scheme://host:port/db), with a local file of its own;
# $3 is more options for `arcade versus`.
versus_member() {
  local login=$1 board=$2
  type_line "export XDG_DATA_HOME=$E2E_HOME/$login ARCADE_DB='${board/\/\//\/\/$login:pw@}'; clear"
  type_line "$ARCADE versus ${3:-}; echo VERSUS=\$?"
  expect_screen "Playing as $login" 10
}

# ana posts, eve takes on "another machine", and they play to X's win; every move crosses the server.
test_versus_shared_board_two_machines_play_a_match_to_the_end() {
  if ! shared_ready; then echo "    (skipped: no PostgreSQL server; make e2e starts one)"; return 0; fi
  local s=$RANDOM board
  start_shell 100 30
  board=$(versus_shared_board "$s")
  versus_challenge_taken "versus_member ana_$s $board" "versus_member eve_$s $board" "ana_$s"
  versus_play_digits 5 2 1 3 9
  expect_screen "You win!"
  use_window 1
  expect_screen "ana_$s wins\."
  keys q
  expect_screen "vs ana_$s \(TicTacToe, 2 min\): lost"
  keys q
  expect_screen "VERSUS=0"
  # Each machine's local file holds no match: they are the server's.
  [ -z "$(sqlite3 "$E2E_HOME/eve_$s/swift-arcade/arcade.sqlite" "SELECT uid FROM versus_match" 2>/dev/null)" ] \
    || fail "a match was kept in the local file"
}

# eve writes an illegal move by hand as herself (the server takes it: it is her mark and her turn); ana's arcade
# checks it with the game's rules and ends the match in her favour, with the reason.
test_versus_shared_board_an_illegal_move_by_hand_is_refused_by_the_other_side() {
  if ! shared_ready; then echo "    (skipped: no PostgreSQL server; make e2e starts one)"; return 0; fi
  local s=$RANDOM board psql
  psql=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/psql
  start_shell 100 30
  board=$(versus_shared_board "$s")
  versus_challenge_taken "versus_member ana_$s $board" "versus_member eve_$s $board" "ana_$s"
  keys 5
  expect_screen "eve_$s to move \(O\)"
  "$psql" -q "${board/\/\//\/\/eve_$s:pw@}" \
    -c "INSERT INTO arcade_versus_move (match_uid, ply, mark, cell) SELECT uid, 1, 'o', 4 FROM arcade_versus_match" \
    || fail "the server refused eve's own move"
  expect_screen "eve_$s loses: move 2 \(cell 5\) is not a legal move\."
  # A move in ana's name is the server's to refuse.
  "$psql" -q "${board/\/\//\/\/eve_$s:pw@}" \
    -c "INSERT INTO arcade_versus_move (match_uid, ply, mark, cell) SELECT uid, 2, 'x', 0 FROM arcade_versus_match" \
    2>"$E2E_DIR/refused.err" && fail "the server took a move in ana's name"
  grep -q "row-level security" "$E2E_DIR/refused.err" || fail "not refused for whose move it is: $(cat "$E2E_DIR/refused.err")"
}

# The server stops mid-match: both screens say so and the match waits; a move made meanwhile shows as made and is
# kept; when the server is back, it is sent by itself and reaches the other side.
test_versus_shared_board_server_stopped_and_restarted_mid_match() {
  if ! shared_ready; then echo "    (skipped: no PostgreSQL server; make e2e starts one)"; return 0; fi
  local s=$RANDOM board
  start_shell 100 30
  board=$(versus_shared_board "$s")
  versus_challenge_taken "versus_member ana_$s $board" "versus_member eve_$s $board" "ana_$s"
  keys 5
  use_window 1
  expect_screen "Your move \(O\)"
  bash "$ARCADE_TEST_POSTGRES_SCRIPT" stop "$ARCADE_TEST_POSTGRES_DIR" || fail "could not stop the server"
  trap 'env -u ARCADE_E2E_TAG bash "$ARCADE_TEST_POSTGRES_SCRIPT" start "$ARCADE_TEST_POSTGRES_DIR" >/dev/null 2>&1' EXIT
  expect_screen "Waiting for the shared board… moves are sent when it is back\." 10
  # eve's move while the server is away: shown as made, kept, and sent when it is back, without a key.
  keys 1
  expect_screen "ana_$s to move \(X\)"
  use_window 0
  expect_screen "Waiting for the shared board…" 10
  env -u ARCADE_E2E_TAG bash "$ARCADE_TEST_POSTGRES_SCRIPT" start "$ARCADE_TEST_POSTGRES_DIR" >/dev/null \
    || fail "could not start the server"
  expect_not_screen "Waiting for the shared board" 30
  expect_screen "Your move \(X\)" 30
  use_window 1
  expect_not_screen "Waiting for the shared board" 30
  expect_screen "ana_$s to move \(X\)"
}

# A Minesweeper race across two machines' worth of files on one server: ana posts it (seed 42's Classic board), eve
# takes it; a cell ana opens shows on eve's line, through the server's notices.
test_versus_shared_board_a_race_across_machines() {
  if ! shared_ready; then echo "    (skipped: no PostgreSQL server; make e2e starts one)"; return 0; fi
  local s=$RANDOM board
  start_shell 100 30
  board=$(versus_shared_board "$s")
  versus_member "ana_$s" "$board" "--seed 42"
  keys r 3
  expect_screen "your race \(Minesweeper race, Classic\): waiting for someone to take it"
  window_shell 1
  versus_member "eve_$s" "$board"
  expect_screen "ana_$s races \(Minesweeper race, Classic\): Enter to take it"
  keys Enter
  expect_screen "You 27/60 cleared · 0 flagged  ·  ana_$s 27/60 cleared · 0 flagged"
  use_window 0
  # ana's lobby opens the race when the server tells it of the take (a late start is charged, and said).
  expect_screen "You 27/60 cleared · 0 flagged( · [0-9:]+ late)?  ·  eve_$s 27/60 cleared · 0 flagged"
  # Row 4, column 1 (from 1), closed and safe, from the centre.
  keys k k h h h Space
  expect_screen "You 28/60 cleared"
  use_window 1
  expect_screen "ana_$s 28/60 cleared"
  keys q q
  expect_screen "VERSUS=0"
  use_window 0
  keys q q
  expect_screen "VERSUS=0"
}
