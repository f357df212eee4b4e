# Versus: two arcades on one score file play TicTacToe live; each checks the other's moves.

# Opens Versus as $1 in the current window, and waits for its lobby.
versus_as() {
  type_line "$ARCADE versus --player $1; echo VERSUS=\$?"
  expect_screen "Playing as $1"
}

# Window 0 opens Versus with the command "$1" and posts a TicTacToe challenge; window 1 opens it with "$2" and takes
# it as soon as it shows ($3 names the poster). Ends on window 0, its lobby having opened the match, X to move.
versus_challenge_taken() {
  local open_x=$1 open_o=$2 poster=$3
  $open_x
  keys n
  expect_screen "your challenge \(TicTacToe, 2 min\): waiting for someone to take it"
  window_shell 1
  $open_o
  expect_screen "$poster challenges \(TicTacToe, 2 min\): Enter to play O"
  keys Enter
  expect_screen "$poster to move \(X\)"
  use_window 0
  expect_screen "Your move \(X\)"
}

# Window 0 (X) and window 1 (O) play the keypad digits given in turn, each once its screen says it is its move, and
# each move gone from the mover's screen before the next.
versus_play_digits() {
  local ply=0 digit
  for digit in "$@"; do
    use_window $((ply % 2))
    expect_screen "Your move"
    keys "$digit"
    expect_not_screen "Your move" 3
    ply=$((ply + 1))
  done
}

# ana posts a challenge, eve (in a second terminal) sees it at once and takes it; ana's lobby opens the match as it is
# taken, and each move shows on the other terminal as it is made, until X's diagonal wins on both.
test_versus_two_arcades_play_a_match_to_the_end() {
  start_shell 100 30
  versus_challenge_taken "versus_as ana" "versus_as eve" ana
  versus_play_digits 5 2 1 3 9
  expect_screen "You win!"
  use_window 1
  expect_screen "ana wins\."
  keys q
  expect_screen "vs ana \(TicTacToe, 2 min\): lost"
  # A rematch: ana offers it, eve takes it and moves first; ana's lobby opens the match as it is taken.
  use_window 0
  keys m
  expect_screen "your rematch offer to eve \(TicTacToe, 2 min\): waiting"
  use_window 1
  expect_screen "ana offers a rematch \(TicTacToe, 2 min\): Enter to play X, x declines"
  keys Enter
  expect_screen "Versus · eve \(X\) vs ana \(O\)"
  expect_screen "Your move \(X\)"
  use_window 0
  expect_screen "eve to move \(X\)"
  keys q
  expect_screen "Playing as ana · TicTacToe 1662"
  keys q
  expect_screen "VERSUS=0"
  # The first match is rated; the rematch, still going, is not.
  type_line "clear; $ARCADE versus --ratings"
  expect_screen "^  1\. ana  1662 ±290  1 won, 0 drawn, 0 lost$"
  expect_screen "^  2\. eve  1338 ±290  0 won, 0 drawn, 1 lost$"
  expect_screen "^Ultimate: no rated matches$"
}

# A move written into the file by hand, out of turn, is refused by the arcade that reads it: the side it claims to
# be from loses, with the reason on screen.
test_versus_a_forged_move_loses_the_match_with_its_reason() {
  start_shell 100 30
  versus_challenge_taken "versus_as ana" "versus_as eve" ana
  # O's move as the first one, though X moves first.
  sqlite3 "$E2E_HOME/arcade.sqlite" "INSERT INTO versus_move (match, ply, mark, cell, ms) SELECT uid, 0, 'o', 4, 10 FROM versus_match" \
    || fail "could not write the forged move"
  use_window 0
  expect_screen "eve loses: move 1 was sent by the side not to move\."
  use_window 1
  expect_screen "eve loses: move 1 was sent by the side not to move\."
}

# Ultimate to the end between ana (window 0) and eve (window 1) while bob (window 2) watches from the lobby: each move
# shows on the other two terminals, and all three read the end. The moves are X's shortest win (boards 1, 2 and 3).
test_versus_ultimate_to_the_end_while_a_third_arcade_watches() {
  start_shell 100 30
  versus_as ana
  keys u
  expect_screen "your challenge \(Ultimate"
  window_shell 1
  versus_as eve
  expect_screen "ana challenges \(Ultimate"
  keys Enter
  expect_screen "Versus Ultimate · ana \(X\) vs eve \(O\)"
  window_shell 2
  versus_as bob
  expect_screen "ana vs eve \(Ultimate, 5 min\): watch"
  keys Enter
  expect_screen "ana to move \(X\)"
  expect_screen "\? help · q back"
  local window digits ply=0
  for move in 0:1,1 1:2 0:1 1:3 0:2 1:2 0:4 1:1 0:4 1:2 0:7 1:1 0:7 1:2 0:3,1 1:5,1 0:3,3; do
    window=${move%%:*} digits=${move##*:}
    use_window "$window"
    expect_screen "Your move" 10
    # shellcheck disable=SC2086
    keys ${digits//,/ }
    ply=$((ply + 1))
    [ "$ply" -lt 17 ] && expect_not_screen "Your move" 5
  done
  expect_screen "You win!"
  use_window 1
  expect_screen "ana wins\."
  use_window 2
  expect_screen "ana wins\."
  keys q
  expect_screen "ana vs eve \(Ultimate, 5 min\): over"
}

# A closed terminal is a disconnection, not a loss: the match waits, and `arcade resume` takes it up where it stands.
test_versus_a_closed_terminal_rejoins_with_arcade_resume() {
  start_shell 100 30
  versus_as ana
  keys n
  expect_screen "your challenge"
  window_shell 1
  versus_as eve
  keys Enter
  expect_screen "ana to move \(X\)"
  use_window 0
  expect_screen "Your move \(X\)"
  keys 5
  expect_screen "eve to move \(O\)"
  # ana's terminal goes: its window is killed with the arcade in it.
  tmux -L "$E2E_SOCKET" kill-window -t :0
  use_window 1
  expect_screen "Your move \(O\)"
  keys 1
  expect_screen "ana to move \(X\)"
  window_shell 2
  type_line "$ARCADE resume --player ana; echo RESUMED=\$?"
  expect_screen "Versus · ana \(X\) vs eve \(O\)"
  expect_screen "Your move \(X\)"
  keys 9
  use_window 1
  expect_screen "Your move \(O\)"
}
