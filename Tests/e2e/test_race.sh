# A race against a saved round's ghost, in the real binary: ana's won Beginner board (seed 42) is on the board; eve
# races it from the leaderboard, dealt ana's opening, ana's ghost clearing cells at the pace she played.

# ana wins seed 42's Beginner board, and the test ranks the round (a chosen seed is never ranked by itself).
race_ana_on_the_board() {
  local win
  win=$(ms_seed_42_win) || fail "could not derive the winning keys from arcade generate"
  type_line "clear; $ARCADE play minesweeper --preset beginner --seed 42 --player ana; echo EXIT=\$?"
  expect_screen "Beginner no-guess"
  # ana plays at a person's pace: a key every tenth of a second, so her ghost takes some seconds.
  local key
  for key in $win; do keys "$key"; sleep 0.1; done
  expect_screen "You win!"
  # The end panel's q is the menu's; the menu's q the shell's.
  keys q
  expect_screen "Playing as ana"
  keys q
  expect_screen "EXIT=0"
  sqlite3 "$E2E_HOME/arcade.sqlite" "UPDATE round SET assisted = 0, context = 'free' WHERE game = 'minesweeper'" \
    || fail "could not rank ana's round"
}

# eve opens the Beginner board and races its first row.
race_open_from_the_board() {
  type_line "clear; $ARCADE --player eve; echo EXIT=\$?"
  expect_screen "Playing as eve"
  keys L
  expect_screen "Leaderboard"
  keys 3 j
  expect_screen "Beginner — fastest wins"
  expect_screen " 1 +ana "
  keys g
  expect_screen "You 31/71 cleared · 0 flagged  ·  ana's ghost [0-9]+/71 cleared"
}

# eve hits a mine while ana's ghost plays on: the ghost's line moves, then the race is ana's; q goes back to the board.
test_race_a_ghost_wins_against_a_mine() {
  start_shell 100 30
  race_ana_on_the_board
  race_open_from_the_board
  expect_screen "ana's ghost ([4-9][0-9]|3[2-9])/71 cleared" 10
  # q mid-race: back to the board the race was opened from (the round waits in Resume); g races again.
  keys q
  expect_screen "Beginner — fastest wins"
  keys g
  expect_screen "You 31/71 cleared"
  keys k k k k l l Space
  expect_screen "ana's ghost wins  ·  You hit a mine"
  expect_screen "Boom!"
  # The end panel's q is the menu, as after any round.
  keys q
  expect_screen "Playing as eve"
  keys q
  expect_screen "EXIT=0"
  [ "$(sqlite3 "$E2E_HOME/arcade.sqlite" "SELECT context FROM round WHERE player = 'eve' AND outcome = 'lost'")" = "chosen seed" ] \
    || fail "eve's race round is not kept off the boards"
}

# eve wins faster than ana did: the race is hers; a small terminal shows the short line, and it comes back wide.
test_race_a_faster_win_beats_the_ghost_at_any_size() {
  start_shell 100 30
  race_ana_on_the_board
  race_open_from_the_board
  resize 40 12
  expect_screen "You: 31/71  ·  ana: [0-9]+/71"
  resize 100 30
  local win
  win=$(ms_seed_42_win) || fail "no winning keys"
  # shellcheck disable=SC2086
  keys ${win#Space }
  expect_screen "You win the race  ·  You all 71 cleared"
  expect_screen "You win!"
  keys q
  expect_screen "Playing as eve"
  keys q
  expect_screen "EXIT=0"
}
