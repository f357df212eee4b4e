# Versus: two arcades on one score file play TicTacToe live; each checks the other's moves.

# Opens Versus as $1 in the current window, and waits for its lobby.
versus_as() {
  type_line "$ARCADE versus --player $1; echo VERSUS=\$?"
  expect_screen "Playing as $1"
}

# ana posts a challenge, eve (in a second terminal) sees it at once and takes it; ana's lobby opens the match as it is
# taken, and each move shows on the other terminal as it is made, until X's diagonal wins on both.
test_versus_two_arcades_play_a_match_to_the_end() {
  start_shell 100 30
  versus_as ana
  keys n
  expect_screen "your challenge: waiting for someone to take it"
  second_shell
  versus_as eve
  expect_screen "ana challenges: Enter to play O"
  keys Enter
  expect_screen "Versus · ana \(X\) vs eve \(O\)"
  expect_screen "ana to move \(X\)"
  tmux -L "$E2E_SOCKET" select-window -t :0
  expect_screen "Your move \(X\)"
  local window digit
  for move in 0:5 1:2 0:1 1:3 0:9; do
    window=${move%%:*} digit=${move##*:}
    tmux -L "$E2E_SOCKET" select-window -t ":$window"
    expect_screen "Your move"
    keys "$digit"
    expect_not_screen "Your move" 3
  done
  expect_screen "You win!"
  tmux -L "$E2E_SOCKET" select-window -t :1
  expect_screen "ana wins\."
  keys q
  expect_screen "vs ana: lost"
  keys q q
  expect_screen "VERSUS=0"
}

# A move written into the file by hand, out of turn, is refused by the arcade that reads it: the side it claims to
# be from loses, with the reason on screen.
test_versus_a_forged_move_loses_the_match_with_its_reason() {
  start_shell 100 30
  versus_as ana
  keys n
  expect_screen "your challenge"
  second_shell
  versus_as eve
  keys Enter
  expect_screen "ana to move \(X\)"
  # O's move as the first one, though X moves first.
  sqlite3 "$E2E_HOME/arcade.sqlite" "INSERT INTO versus_move (match, ply, mark, cell, ms) SELECT uid, 0, 'o', 4, 10 FROM versus_match" \
    || fail "could not write the forged move"
  tmux -L "$E2E_SOCKET" select-window -t :0
  expect_screen "eve loses: move 1 was sent by the side not to move\."
  tmux -L "$E2E_SOCKET" select-window -t :1
  expect_screen "eve loses: move 1 was sent by the side not to move\."
}
