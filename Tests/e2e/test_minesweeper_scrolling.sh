# Minesweeper boards larger than the terminal in the real binary: a window that follows the cursor, says which
# rows and columns show, and maps clicks through it (ms_launch, ms_mouse and ms_expect_cursor: test_minesweeper.sh).

# Issue 33's play-test: Expert at 40×12 shows a window onto the board that follows the cursor to each corner and
# says which rows and columns show; a right click flags the cell under it and leaves the window where it is; at
# 60×20 only the columns scroll (the bottom border says which); at 100×30 the whole board shows.
test_minesweeper_expert_scrolls_at_40x12_and_60x20() {
  start_shell 40 12
  ms_launch play minesweeper --preset expert --seed 7
  expect_screen "^┌─ Expert no-guess ─┐  Mines 99$"
  expect_screen "rows 4–13 of 16$"
  ms_expect_cursor "10,6"
  keys Space k k k k k k k k h h h h h h h h h h h h h h h
  expect_screen "rows 1–10 of 16$"
  expect_screen "cols 1–9 of 30$"
  ms_expect_cursor "2,1"
  keys l l l l l l l l l l l l l l l l l l l l l l l l l l l l l j j j j j j j j j j j j j j j
  expect_screen "rows 7–16 of 16$"
  expect_screen "cols 22–30 of 30$"
  ms_expect_cursor "18,10"
  # A right click on row 9, column 24 from 1 (the window's row 2, column 2 from 0): its glyph at x 2 + 2·2, y 1 + 2.
  ms_mouse 2 6 3
  expect_screen "^│ ■ ■ ⚑ ■ ■ ■ ■ ■ ■ │"
  expect_screen "Mines 98$"
  expect_screen "cols 22–30 of 30$"
  ms_expect_cursor "6,3"
  resize 60 20
  expect_screen "└─ columns 4–30 of 30 ─+┘$"
  resize 100 30
  expect_screen "Mines 98"
  expect_not_screen "of 30"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}
