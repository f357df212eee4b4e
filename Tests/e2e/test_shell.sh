# The arcade shell: menu, moving, opening and leaving a screen, help, every way out.

# Runs arcade from the shell and records the terminal modes before and after.
launch() { type_line "S1=\$(stty -g); $ARCADE $*; echo EXIT=\$?; S2=\$(stty -g); [ \"\$S1\" = \"\$S2\" ] && echo TTY-RESTORED"; }

test_menu_moves_opens_and_quits() {
  start_shell 100 30
  launch
  expect_screen "S W I F T   A R C A D E"
  expect_screen "▶ 1 PathFinder"
  keys j j
  expect_screen "▶ 3 Minesweeper"
  keys k
  expect_screen "▶ 2 PriceGuess"
  keys Enter
  expect_screen "PriceGuess — how to play"
  keys q
  expect_screen "▶ 2 PriceGuess"
  keys '?'
  expect_screen "any key closes"
  keys x
  expect_not_screen "any key closes"
  keys q
  expect_screen "EXIT=0"
  expect_screen "TTY-RESTORED"
  type_line "echo STILL-USABLE"
  expect_screen "^STILL-USABLE"
}

test_digit_and_click_open_screens() {
  start_shell 100 30
  launch
  expect_screen "▶ 1 PathFinder"
  keys 6
  # The menu lists WordSearch too: wait for its own screen, then for the menu to be back.
  expect_screen "WordSearch — Options"
  keys Escape
  expect_not_screen "WordSearch — Options"
  expect_screen "Help          keys and rules"
  # The Help entry is on row 14 (0-based) at 100×30; click its label.
  local row
  row=$(screen | grep -n "Help          keys" | cut -d: -f1)
  click 40 $((row - 1))
  expect_screen "Swift Arcade — six small games"
  keys q q
  expect_screen "TTY-RESTORED"
}

test_ctrl_c_from_a_deep_screen_restores_the_terminal() {
  start_shell 100 30
  launch
  expect_screen "▶ 1 PathFinder"
  keys S
  expect_screen "Player name"
  keys C-c
  expect_screen "EXIT=130"
  expect_screen "TTY-RESTORED"
}

test_sigterm_and_sighup_restore_the_terminal() {
  start_shell 100 30
  launch
  expect_screen "▶ 1 PathFinder"
  kill -TERM "$(foreground_pid)"
  expect_screen "EXIT=143"
  expect_screen "TTY-RESTORED"
  launch
  expect_screen "▶ 1 PathFinder"
  kill -HUP "$(foreground_pid)"
  expect_screen "EXIT=129"
  expect_screen "TTY-RESTORED"
}

test_small_terminal_and_resize() {
  start_shell 40 12
  launch
  expect_screen "S W I F T"
  expect_screen "Quit"
  resize 28 9
  expect_screen "Enlarge the terminal"
  resize 100 30
  expect_screen "▶ 1 PathFinder    guess the grid"
  keys q
  expect_screen "TTY-RESTORED"
}

test_help_settings_and_ascii() {
  start_shell 100 30
  launch --ascii --no-color
  expect_screen "> 1 PathFinder"
  keys S
  expect_screen "Player name"
  expect_screen "ASCII is forced"
  keys q q
  expect_screen "TTY-RESTORED"
}

test_not_a_terminal_and_unknown_term() {
  start_shell 100 30
  type_line "$ARCADE < /dev/null > $E2E_DIR/out 2>&1; echo CODE=\$?; cat $E2E_DIR/out"
  expect_screen "CODE=2"
  expect_screen "arcade needs a terminal"
  type_line "TERM=no-such-terminal $ARCADE; echo CODE2=\$?"
  expect_screen "CODE2=2"
  expect_screen "cannot use the terminal type 'no-such-terminal'"
  type_line "TERM=dumb $ARCADE; echo CODE4=\$?"
  expect_screen "CODE4=2"
  expect_screen "cannot draw on the terminal type 'dumb'"
  type_line "$ARCADE play nosuchgame; echo CODE3=\$?"
  expect_screen "CODE3=2"
  expect_screen "no game called .nosuchgame."
  expect_screen "pathfinder"
}
