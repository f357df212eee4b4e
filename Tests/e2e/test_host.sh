# A club's host: a real sshd on a loopback port with the block `arcade host` prints, players logging in with keys.
# Needs root (an account for the players, and the arcade where sshd trusts it); Debian's openssh-server is installed
# when missing. Skipped without root.

host_ready() { [ "$(id -u)" = 0 ]; }

# Begins a host test: false (after saying why) without root; else a shell, and the host started (host_start).
host_begin() {
  if ! host_ready; then echo "    (skipped: needs root, for the players' account and sshd)"; return 1; fi
  start_shell 100 30
  host_start
}

# Starts sshd for a new players' account (scripts/ssh-host.sh): sets HOST_USER, HOST_PORT, HOST_DB and HOST_BIN, and
# makes keys for ana, eve and mallory; all of it is removed when the test ends.
host_start() {
  trap 'bash "$HERE/../../scripts/ssh-host.sh" stop "$E2E_DIR/host"' EXIT
  # The players' account reaches its home inside the test's folder.
  chmod 755 "$E2E_DIR"
  eval "$(bash "$HERE/../../scripts/ssh-host.sh" start "$E2E_DIR/host" "$ARCADE" \
    --idle-minutes "${HOST_IDLE:-30}" --sessions-per-key "${HOST_SESSIONS:-3}" ${HOST_BOARD:+--board "$HOST_BOARD"})" \
    || fail "the host did not start"
  for name in ana eve mallory; do ssh-keygen -q -t ed25519 -N '' -C "$name" -f "$E2E_DIR/$name" || fail "no key"; done
}

# The ssh command line for key $1, then any more options.
host_ssh() {
  local key=$1; shift
  echo "ssh -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -i $E2E_DIR/$key -p $HOST_PORT $* $HOST_USER@127.0.0.1"
}

# Logs in with key $1 in the current window, names the player $1 at the first login, and waits for the menu.
host_login_new() {
  type_line "clear; $(host_ssh "$1" -tt); echo SSH=\$?"
  expect_screen "This key is new here \(ssh-ed25519 …" 10
  expect_screen "Pick your player name"
  type_line "$1"
  expect_screen "Playing as $1" 10
}

# Two fresh keys name two players and play a round each; both rounds are on the host's board under their names; a
# third key is refused a taken name; a key's second login opens the menu as its player at once.
test_host_two_keys_two_players_one_board() {
  host_begin || return 0
  local name
  for name in ana eve; do
    host_login_new "$name"
    keys 4
    expect_screen "TicTacToe · Options"
    keys Enter
    shared_play_a_round
    keys q
    expect_screen "Playing as $name"
    keys q
    expect_screen "SSH=0"
  done
  "$HOST_BIN/arcade" scores --db "$HOST_DB" tictactoe --all >"$E2E_DIR/board.txt" 2>&1 || fail "no board: $(cat "$E2E_DIR/board.txt")"
  grep -q " ana " "$E2E_DIR/board.txt" && grep -q " eve " "$E2E_DIR/board.txt" || fail "not on the board: $(cat "$E2E_DIR/board.txt")"
  type_line "clear; $(host_ssh mallory -tt); echo SSH=\$?"
  expect_screen "Pick your player name"
  type_line "ana"
  expect_screen "ana is taken on this host: pick another\."
  type_line "mallory"
  expect_screen "Playing as mallory" 10
  keys q
  expect_screen "SSH=0"
  type_line "clear; $(host_ssh ana -tt); echo SSH=\$?"
  expect_screen "Playing as ana" 10
  expect_not_screen "Pick your player name" 1
  keys q
  expect_screen "SSH=0"
}

# What a client may try instead of a terminal session: a command (the arcade's own flags included), no terminal, a
# TERM with an escape in it, a variable naming another score file. Each is refused, or goes nowhere.
test_host_escape_attempts_are_refused() {
  host_begin || return 0
  local out=$E2E_DIR/out
  $(host_ssh ana) 'sh -c id' >"$out" 2>&1 && fail "a command ran"
  grep -q "this host runs the arcade only" "$out" || fail "a command was not refused: $(cat "$out")"
  $(host_ssh ana) arcade play tictactoe --catalog /etc/shadow --db /tmp/elsewhere.sqlite >"$out" 2>&1 && fail "arcade's flags ran"
  grep -q "this host runs the arcade only" "$out" || fail "flags were not refused: $(cat "$out")"
  [ -e /tmp/elsewhere.sqlite ] && fail "a score file was made where the client said"
  $(host_ssh ana -T) </dev/null >"$out" 2>&1 && fail "a session without a terminal ran"
  grep -q "the arcade needs a terminal" "$out" || fail "no terminal was not refused: $(cat "$out")"
  type_line "clear; TERM=\$'xterm\\e]0;owned\\a' $(host_ssh ana -tt -o SendEnv=TERM); echo SSH=\$?"
  expect_screen "TERM is not a terminal's name"
  expect_screen "SSH=[1-9]"
  # A variable naming another score file (sshd lets it in here): the session is the host's file all the same.
  type_line "clear; ARCADE_DB=$E2E_DIR/elsewhere.sqlite $(host_ssh ana -tt -o SendEnv=ARCADE_DB); echo SSH=\$?"
  expect_screen "Pick your player name" 10
  type_line "ana"
  expect_screen "Playing as ana" 10
  keys q
  expect_screen "SSH=0"
  [ -e "$E2E_DIR/elsewhere.sqlite" ] && fail "the client's ARCADE_DB was used"
  [ "$(sqlite3 "$HOST_DB" "SELECT player FROM host_key")" = ana ] || fail "ana's key is not on the host's file"
}

# A session left alone for the host's idle limit (a minute here) is closed, and the round it was playing waits in
# Resume at the next login.
test_host_an_idle_session_is_closed_with_its_round_kept() {
  HOST_IDLE=1 host_begin || return 0
  host_login_new ana
  keys 3
  expect_screen "Minesweeper — Options"
  keys Enter
  expect_screen "Classic no-guess"
  keys Space
  expect_screen "closed after 1 min without a key; a round under way waits in Resume" 90
  expect_screen "SSH=0"
  type_line "clear; $(host_ssh ana -tt); echo SSH=\$?"
  expect_screen "Resume" 10
  keys q
  expect_screen "SSH=0"
}

# One session per key here: a second login with the key is refused while the first plays, and let in once it is gone.
test_host_sessions_per_key_are_limited() {
  HOST_SESSIONS=1 host_begin || return 0
  host_login_new ana
  window_shell 1
  type_line "clear; $(host_ssh ana -tt); echo SSH=\$?"
  expect_screen "this key already has as many sessions open as the host allows \(1\): close one first" 10
  expect_screen "SSH=[1-9]"
  use_window 0
  keys q
  expect_screen "SSH=0"
  use_window 1
  type_line "clear; $(host_ssh ana -tt); echo SSH=\$?"
  expect_screen "Playing as ana" 10
  keys q
  expect_screen "SSH=0"
}

# ana adds her laptop's key in Settings by pasting its public line; that key then logs in as ana, without a name asked.
test_host_a_player_adds_a_key_in_settings() {
  host_begin || return 0
  ssh-keygen -q -t ed25519 -N '' -C laptop -f "$E2E_DIR/laptop" || fail "no key"
  host_login_new ana
  keys S
  expect_screen "Settings"
  keys K
  expect_screen "Your SSH keys"
  expect_screen "▶ ssh-ed25519 …"
  keys a
  expect_screen "Paste the key's line, then Enter:"
  tmux -L "$E2E_SOCKET" send-keys -l "$(cat "$E2E_DIR/laptop.pub")"
  keys Enter
  expect_screen "Added ssh-ed25519 …"
  keys q
  keys q
  expect_screen "Playing as ana"
  keys q
  expect_screen "SSH=0"
  type_line "clear; $(host_ssh laptop -tt); echo SSH=\$?"
  expect_screen "Playing as ana" 10
  keys q
  expect_screen "SSH=0"
}

# A client's terminal from 1×1 to 1000×1000: the session says what it needs, draws at any size it can, and the
# menu is back as it was when the terminal is.
test_host_a_terminal_of_any_size() {
  host_begin || return 0
  host_login_new ana
  resize 1 1
  sleep 0.5
  resize 40 12
  expect_screen "S W I F T   A R C A D E"
  resize 1000 1000
  expect_screen "S W I F T   A R C A D E"
  resize 100 30
  expect_screen "Playing as ana"
  keys q
  expect_screen "SSH=0"
}

# A host whose players' rounds go to a shared board: the block passes the board's address (no password: that is in
# the account's ~/.pgpass), and a round a hosted player plays is on the shared board under the player's name.
test_host_players_on_a_shared_board() {
  if ! shared_ready; then echo "    (skipped: no PostgreSQL server; make e2e starts one)"; return 0; fi
  local s=$RANDOM board psql member out=$E2E_DIR/board.txt
  psql=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)/psql
  board=$(versus_shared_board "$s")
  "$psql" -q "$ARCADE_TEST_POSTGRES" -c "CREATE ROLE host_$s LOGIN PASSWORD 'pw' IN ROLE club_$s" >/dev/null \
    || fail "could not make the host's login"
  member=${board/\/\//\/\/host_$s@}
  HOST_BOARD=$member host_begin || return 0
  grep -qF -- "--board '$member'" "$E2E_DIR/host/sshd_config" || fail "the block does not pass the board"
  local home=$E2E_DIR/host/home hostport=${board#*//}
  hostport=${hostport%%/*}
  echo "${hostport%:*}:${hostport##*:}:versus_$s:host_$s:pw" >"$home/.pgpass"
  chown "$HOST_USER" "$home/.pgpass" && chmod 600 "$home/.pgpass"
  host_login_new ana
  expect_not_screen "shared board unreachable" 1
  keys 4
  expect_screen "TicTacToe · Options"
  keys Enter
  shared_play_a_round
  keys q
  expect_screen "Playing as ana"
  keys q
  expect_screen "SSH=0"
  # The round goes to the server in the background, right after it ends: the board has it within seconds.
  local tries
  for tries in $(seq 1 40); do
    XDG_DATA_HOME=$E2E_DIR/reader PGPASSWORD=pw "$ARCADE" scores --db "$member" tictactoe >"$out" 2>&1
    grep -q " ana " "$out" && break
    sleep 0.25
  done
  grep -q " ana " "$out" || fail "ana's round is not on the shared board: $(cat "$out")"
  # The host's players reach the server as one login, so their live matches stay on the host's file: ana and eve,
  # both hosted, play each other.
  type_line "clear; $(host_ssh ana -tt); echo SSH=\$?"
  expect_screen "Playing as ana" 10
  keys V
  expect_screen "Versus"
  window_shell 1
  host_login_new eve
  use_window 0
  keys n
  expect_screen "your challenge \(TicTacToe, 2 min\): waiting for someone to take it"
  use_window 1
  keys V
  expect_screen "ana challenges \(TicTacToe, 2 min\): Enter to play O"
  keys Enter
  expect_screen "ana to move \(X\)"
  use_window 0
  expect_screen "Your move \(X\)"
  versus_play_digits 5 2 1 3 9
  expect_screen "You win!"
  use_window 1
  expect_screen "ana wins\."
}
