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
  # A cell (the top-left corner, from the centre), then q mid-race: back to the board the race was opened from (the
  # round waits in Resume); g races again.
  keys k k k k h h h h Space
  expect_screen "You ([4-6][0-9])/71 cleared"
  keys q
  expect_screen "Beginner — fastest wins"
  keys g
  expect_screen "You 31/71 cleared"
  keys k k k k l l Space
  expect_screen "ana's ghost wins  ·  You hit a mine"
  expect_screen "Boom!"
  # The end panel's q is the menu, as after any round; the race left mid-way waits in Resume.
  keys q
  expect_screen "Playing as eve"
  expect_screen "Resume +Minesweeper Beginner"
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

# A live Minesweeper race on one score file: ana posts it (seed 42's Classic board, its centre open), eve takes it in
# a second terminal, bob watches from a third; each sees the other's cells cleared as they go, and the race is
# decided when both rounds end.
test_race_two_arcades_race_on_one_deal() {
  start_shell 100 30
  type_line "clear; $ARCADE versus --seed 42 --player ana; echo VERSUS=\$?"
  expect_screen "Playing as ana"
  keys r 3
  expect_screen "your race \(Minesweeper race, Classic\): waiting for someone to take it"
  window_shell 1
  type_line "clear; $ARCADE versus --player eve; echo VERSUS=\$?"
  expect_screen "ana races \(Minesweeper race, Classic\): Enter to take it"
  keys Enter
  expect_screen "You 27/60 cleared · 0 flagged  ·  ana 27/60 cleared · 0 flagged"
  # Shrunk mid-race: the short line over the board, and nothing of the wide screen left beside it (tmux keeps the
  # cursor's row in view as it shrinks, moving what it showed; the arcade clears the screen at a new size).
  resize 40 12
  expect_screen "You: 27/60  ·  ana: 27/60"
  expect_screen "q back$"
  expect_not_screen "move +Mines|open +┌"
  resize 100 30
  expect_screen "You 27/60 cleared · 0 flagged  ·  ana 27/60 cleared · 0 flagged"
  use_window 0
  # ana's lobby opened the race as eve took it (on a slow machine, more than 5 s after: her time is charged).
  expect_screen "You 27/60 cleared · 0 flagged( · [0-9:]+ late)?  ·  eve 27/60 cleared · 0 flagged"
  local win
  win=$("$ARCADE" generate minesweeper --preset classic --seed 42 --json | ms_winning_keys) || fail "no board from generate"
  # shellcheck disable=SC2086
  set -- ${win#Space }
  # bob, a third arcade, watches the race from the lobby.
  window_shell 2
  type_line "clear; $ARCADE versus --player bob; echo VERSUS=\$?"
  expect_screen "ana vs eve \(Minesweeper race, Classic\): watch"
  keys Enter
  expect_screen "▶ ana 27/60 cleared · 0 flagged  ·  eve 27/60 cleared · 0 flagged"
  use_window 0
  # A few cells first: eve's line shows them, and bob's board.
  keys "${@:1:12}"
  use_window 1
  expect_screen "ana (2[89]|[3-5][0-9])/60 cleared"
  use_window 2
  expect_screen "▶ ana (2[89]|[3-5][0-9])/60 cleared"
  use_window 0
  keys "${@:13}"
  expect_screen "Waiting for eve  ·  You all 60 cleared"
  use_window 1
  expect_screen "ana all 60 cleared"
  # eve hits the mine at row 1, column 3 (from 1), from the centre (row 6, column 4).
  keys k k k k k h Space
  expect_screen "ana wins  ·  You hit a mine"
  use_window 0
  expect_screen "You win the race  ·  You all 60 cleared( · [0-9:]+ late)?  ·  eve hit a mine"
  # The end panel's q is the menu's, as after any round; the lobby lists the race as over.
  keys q
  expect_screen "Playing as ana"
  keys V
  expect_screen "vs eve \(Minesweeper race, Classic\): over, Enter to see"
  keys q q
  expect_screen "VERSUS=0"
  use_window 2
  expect_screen "▶ ana all 60 cleared( · [0-9:]+ late)?  ·  eve hit a mine"
  keys q q
  expect_screen "VERSUS=0"
  use_window 1
  keys q q q
  expect_screen "VERSUS=0"
}

# q mid-race goes back to the lobby, where the race waits; Enter rejoins it with the cells already cleared.
test_race_left_and_rejoined_from_the_lobby() {
  start_shell 100 30
  type_line "clear; $ARCADE versus --seed 42 --player ana; echo VERSUS=\$?"
  expect_screen "Playing as ana"
  keys r 3
  window_shell 1
  type_line "clear; $ARCADE versus --player eve; echo VERSUS=\$?"
  expect_screen "ana races"
  keys Enter
  expect_screen "You 27/60 cleared"
  use_window 0
  expect_screen "eve 27/60 cleared"
  # Row 4, column 1 (from 1), closed and safe, from the centre.
  keys k k h h h Space
  expect_screen "You 28/60 cleared"
  keys q
  expect_screen "vs eve \(Minesweeper race, Classic\): racing, Enter to play"
  keys Enter
  expect_screen "You 28/60 cleared · 0 flagged( · [0-9:]+ late)?  ·  eve 27/60 cleared"
  use_window 1
  expect_screen "ana 28/60 cleared"
  keys q q
  expect_screen "VERSUS=0"
  use_window 0
  keys q q
  expect_screen "VERSUS=0"
}
