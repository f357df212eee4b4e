# Minesweeper in the real binary: a seeded Beginner game won with the keyboard and found on the leaderboard,
# a loss, the mouse, small terminals and every way out.

# Runs arcade with arguments from the shell and prints its exit code and whether the terminal was restored.
ms_launch() { type_line "S1=\$(stty -g); $ARCADE $*; echo EXIT=\$?; S2=\$(stty -g); [ \"\$S1\" = \"\$S2\" ] && echo TTY-RESTORED"; }

# A press and release of mouse button code $1 (0 left, 1 middle, 2 right) at 0-based column X, row Y.
ms_mouse() {
  local x=$(( $2 + 33 )) y=$(( $3 + 33 ))
  hex_keys 1b 5b 4d "$(printf %x $(( 32 + $1 )))" "$(printf %x $x)" "$(printf %x $y)"
  hex_keys 1b 5b 4d 23 "$(printf %x $x)" "$(printf %x $y)"
}

# Beginner at 100×30: cells are 3 columns wide, the glyph of (row, col) at column 37 + 3·col, line 7 + row.
ms_cell_x() { echo $(( 37 + 3 * $1 )); }
ms_cell_y() { echo $(( 7 + $1 )); }

# Waits up to 5 s for the terminal cursor (the board's cursor) to be at "X,Y", or for "hidden".
ms_expect_cursor() {
  local got
  for _ in $(seq 50); do
    got=$(tmux -L "$E2E_SOCKET" display -p '#{?cursor_flag,#{cursor_x}#,#{cursor_y},hidden}')
    [ "$got" = "$1" ] && return 0
    sleep 0.1
  done
  fail "expected the cursor at $1, it is at $got"
}

# Seed 42, first reveal at the centre, is this board (`arcade generate minesweeper --seed 42 --first 4,4`):
#   ..1111*1.   .13*21121   .2**2..1*   .2*31..11   .111.....   .111...11   .1*11111*   12111*111   *1..111..
# These keys open every closed safe cell in turn, the last one winning; no hints, so the win is a clean one.
MS_SEED_42_WIN="Space k k k k h h h h Space l l l Space l Space l Space l l Space l Space j j j j h h h h h h Space j Space j j l l l l l l Space h Space h Space h h Space h Space h Space j h Space l Space l l l Space l Space l Space"

test_minesweeper_seeded_beginner_win_lands_on_the_leaderboard() {
  start_shell 100 30
  ms_launch play minesweeper --seed 42
  expect_screen "▶ ● Beginner +9×9, 10 mines"
  keys Enter
  expect_screen "Mines 10 +:\) +Time 0:00"
  expect_screen "Beginner no-guess"
  # Before the first reveal nothing runs: the timer stays at 0:00.
  sleep 1.2
  expect_screen "Time 0:00"
  # shellcheck disable=SC2086
  keys $MS_SEED_42_WIN
  expect_screen "You won in [0-9]+:[0-9]{2} · 3BV 11 · 3BV/s [0-9]+\.[0-9]{2}"
  expect_screen "Mines 0 +B\)"
  expect_screen "Beginner · seed 42"
  expect_screen "\[ Play again \(r\) \]  \[ Leaderboard \(b\) \]  \[ Back to menu \(q\) \]"
  expect_screen "r play again · b leaderboard · o options · q menu"
  # Left from Play again stays there (a wrap would reach Back to menu, which ends the program): so
  # Left Left Right lands on the Leaderboard button, and Enter opens it on the Beginner board with this round.
  keys Left Left Right Enter
  expect_screen "Beginner — fastest wins"
  expect_screen " 1 .* [0-9]+:[0-9]{2} +11 +[0-9]+\.[0-9]{2}"
  expect_screen "Your games.*: 1 played, 1 won"
  keys q
  expect_screen "You won in"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_loss_shows_the_mines_then_play_again() {
  start_shell 100 30
  ms_launch play minesweeper --seed 42
  expect_screen "Beginner"
  keys Enter
  expect_screen "Mines 10"
  # The board's cursor is the terminal's own, on the centre cell's glyph; arrows and hjkl move it.
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  keys Right Down
  ms_expect_cursor "$(ms_cell_x 5),$(ms_cell_y 5)"
  keys h k
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  # Under the help overlay the cursor hides; it comes back where it was.
  keys ?
  expect_screen "flag mode: Space, Enter and clicks flag"
  ms_expect_cursor hidden
  keys Escape
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  # Flag a safe cell (a wrong flag), open the centre, then step onto the mine at (1,3).
  keys k k k k l l l l f
  ms_expect_cursor "$(ms_cell_x 8),$(ms_cell_y 0)"
  expect_screen "Mines 9 "
  keys j j j j h h h h Space
  expect_screen "│ ■  ■  ■  ■  2  1  1  2  ■ │"
  keys k k k h Space
  expect_screen "Boom! A mine went off after"
  expect_screen "X\("
  expect_screen "✘"
  [ "$(screen | grep -o "✹" | wc -l)" = 10 ] || fail "a loss should show all 10 mines"
  # The dialog has the focus: no cursor on the board.
  ms_expect_cursor hidden
  keys Enter
  expect_screen "Mines 10 +:\)"
  expect_not_screen "Boom!"
  ms_expect_cursor "$(ms_cell_x 4),$(ms_cell_y 4)"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_mouse_reveals_flags_and_chords() {
  start_shell 100 30
  ms_launch play minesweeper --seed 42
  expect_screen "Beginner"
  keys Enter
  expect_screen "Mines 10"
  ms_mouse 0 "$(ms_cell_x 4)" "$(ms_cell_y 4)"
  expect_screen "│ ■  ■  ■  3  1        1  1 │"
  # (3,3) is a 3: flag its three mines with right clicks, then a left click on it opens (4,2), a 1.
  ms_mouse 2 "$(ms_cell_x 2)" "$(ms_cell_y 2)"
  ms_mouse 2 "$(ms_cell_x 3)" "$(ms_cell_y 2)"
  ms_mouse 2 "$(ms_cell_x 2)" "$(ms_cell_y 3)"
  expect_screen "Mines 7 "
  ms_mouse 0 "$(ms_cell_x 3)" "$(ms_cell_y 3)"
  expect_screen "│ ■  ■  1  1                │"
  keys m
  expect_screen "FLAG MODE"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_small_terminal_resize_and_ctrl_c() {
  start_shell 40 11
  ms_launch play minesweeper --seed 42
  expect_screen "Enlarge the terminal to 40×12"
  # 40×12 fits the options in their tight layout: no title, a one-line message.
  resize 40 12
  expect_screen "▶ ● Beginner"
  expect_screen "Deals 9×9, 10 mines, no-guess\."
  resize 100 30
  expect_screen "▶ ● Beginner"
  # Enter on a board the cursor is on chooses it and starts.
  keys Down Down Enter
  expect_screen "Expert no-guess"
  expect_screen "Mines 99"
  resize 63 20
  expect_screen "Mines 99"
  expect_screen "^│ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ ■ │$"
  resize 40 12
  expect_screen "Enlarge the terminal to 63×20"
  resize 100 30
  expect_screen "Mines 99"
  keys Space
  expect_screen "Time 0:0[0-9]"
  keys C-c
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_from_the_menu_and_back() {
  start_shell 100 30
  ms_launch --seed 42
  expect_screen "3 Minesweeper"
  keys 3
  expect_screen "Space chooses a board; Enter starts."
  keys q
  expect_screen "3 Minesweeper"
  keys 3
  expect_screen "Space chooses a board; Enter starts."
  keys Enter
  expect_screen "Mines 10"
  keys o
  expect_screen "Space chooses a board; Enter starts."
  keys Enter Space
  expect_screen "Time 0:0[0-9]"
  keys Escape
  expect_screen "3 Minesweeper"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}

test_minesweeper_moving_to_the_options_keeps_the_board() {
  start_shell 100 30
  ms_launch play minesweeper --seed 42
  expect_screen "▶ ● Beginner"
  # Down past every board and the custom numbers to No-guess: Beginner stays chosen.
  keys Down Down Down Down Down Down Down
  expect_screen "▶ No-guess +on"
  expect_screen "● Beginner"
  keys Space
  expect_screen "No-guess +off"
  expect_screen "Enter deals 9×9 with 10 mines\."
  keys Enter
  expect_screen "Mines 10"
  expect_screen "─ Beginner ─"
  # Custom mines take four digits (60×60 allows 3591).
  keys o
  expect_screen "● Beginner"
  keys Down Down Down Down 6 0 Tab 6 0 Tab 3 5 9 1
  expect_screen "Enter deals 60×60 with 3591 mines"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
}
