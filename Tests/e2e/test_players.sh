# Two players on one score file: `--player` and ARCADE_PLAYER.

# ana leaves a round while eve, in another terminal on the same file, opens the menu: eve's has no Resume line and
# says who plays; ana's does. A name Settings would not take is refused before the terminal is taken over.
test_two_players_on_one_file_have_their_own_resume_list() {
  start_shell 100 30
  type_line "$ARCADE play minesweeper --preset beginner --seed 3 --player ana; echo ANA=\$?"
  expect_screen "Beginner no-guess"
  keys Space
  expect_not_screen " 1 │ ■  ■  ■  ■  ■  ■  ■  ■  ■ │" 3
  window_shell 1
  type_line "ARCADE_PLAYER=eve $ARCADE; echo EVE=\$?"
  expect_screen "Playing as eve"
  expect_screen "1 PathFinder"
  expect_not_screen "Resume"
  keys q
  expect_screen "EVE=0"
  # The first terminal, still in ana's round, leaves it.
  use_window 0
  expect_screen "Beginner no-guess"
  keys q
  expect_screen "ANA=0"
  type_line "clear; $ARCADE --player ana; echo ANA=\$?"
  expect_screen "Resume +Minesweeper Beginner"
  expect_screen "Playing as ana"
  keys q
  expect_screen "ANA=0"
  type_line "clear; $ARCADE --player ''; echo EMPTY=\$?"
  expect_screen "arcade: --player: a player name is 1 to 24 columns of printable characters, not ''"
  expect_screen "EMPTY=2"
}
