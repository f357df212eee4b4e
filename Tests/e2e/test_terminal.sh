# The terminal given back on every way out (signals, Ctrl-Z), and input that cannot stall or fool the loop.

# Starts arcade alone on the command line, the shell's modes saved first (a list such as
# `arcade; echo` would go on to the echo when arcade stops), and waits for the menu.
start_arcade() {
  type_line "clear; S1=\$(stty -g)"
  type_line "$ARCADE $*"
  expect_screen "▶ 1 PathFinder"
}

# Waits until the shell has no program in the foreground any more.
wait_until_ended() {
  local waited=0
  while [ -n "$(foreground_pid)" ]; do
    sleep 0.05
    waited=$((waited + 1))
    [ "$waited" -lt 100 ] || fail "$1: arcade is still running"
  done
}

# Fails unless the pane shows the shell's own screen: no alternate screen, the cursor shown,
# no mouse reports, keypad in normal mode.
expect_terminal_restored() {
  local flags waited=0
  while :; do
    flags="$(pane_flag alternate_on)/$(pane_flag cursor_flag)/$(pane_flag mouse_any_flag)/$(pane_flag keypad_cursor_flag)"
    [ "$flags" = "0/1/0/0" ] && return 0
    [ "$waited" -ge 100 ] && fail "$1: alternate screen/cursor/mouse/keypad flags are $flags, not 0/1/0/0"
    sleep 0.05
    waited=$((waited + 1))
  done
}

# After arcade ended ($1 names how): its exit status is $2, the terminal modes are the saved ones
# (icanon and echo among them), and the screen is the shell's.
expect_ended() {
  wait_until_ended "$1"
  expect_terminal_restored "$1"
  type_line "echo \"$1 STATUS=\$? MODES=\$([ \"\$S1\" = \"\$(stty -g)\" ] && echo same) \$(stty -a | grep -Eo '(^| )(icanon|echo)( |;)' | tr -d ' ;' | sort | tr '\\n' ,)\""
  expect_screen "^$1 STATUS=$2 MODES=same echo,icanon,$"
}

test_every_ending_signal_restores_the_terminal() {
  start_shell 100 30
  local sig
  for sig in INT TERM HUP QUIT PIPE USR1 USR2 ALRM VTALRM PROF XCPU XFSZ IO STKFLT PWR SYS RTMIN RTMAX; do
    start_arcade
    kill -"$sig" "$(foreground_pid)"
    expect_ended "SIG$sig" $((128 + $(kill -l "$sig")))
  done
}

test_crash_signals_restore_the_terminal() {
  start_shell 100 30
  local sig
  for sig in ILL TRAP ABRT BUS FPE SEGV; do
    start_arcade
    kill -"$sig" "$(foreground_pid)"
    expect_ended "SIG$sig" $((128 + $(kill -l "$sig")))
  done
}

test_ctrl_z_stops_and_fg_brings_the_screen_back() {
  start_shell 100 30
  start_arcade
  [ "$(pane_flag mouse_button_flag)" = 1 ] || fail "drag tracking is off at the start"
  keys j
  expect_screen "▶ 2 PriceGuess"
  keys C-z
  expect_screen "Stopped"
  expect_terminal_restored "Ctrl-Z"
  type_line "stty -a | grep -Eo '(^| )(icanon|echo)( |;)' | tr -d ' ;' | sort | tr '\\n' ,; echo"
  expect_screen "^echo,icanon,$"
  type_line "fg"
  expect_screen "▶ 2 PriceGuess"
  expect_screen "S W I F T   A R C A D E"
  [ "$(pane_flag alternate_on)/$(pane_flag mouse_button_flag)" = "1/1" ] ||
    fail "after fg: alternate screen/drag tracking are $(pane_flag alternate_on)/$(pane_flag mouse_button_flag), not 1/1"
  keys j
  expect_screen "▶ 3 Minesweeper"
  keys q
  expect_ended "q-after-fg" 0
  # A SIGTSTP sent from outside stops it the same way.
  start_arcade
  kill -TSTP "$(foreground_pid)"
  expect_screen "Stopped"
  expect_terminal_restored "SIGTSTP"
  type_line "fg"
  expect_screen "▶ 1 PathFinder"
  keys q
  expect_ended "q-after-SIGTSTP" 0
}

test_q_then_ctrl_z_at_once_leaves_no_screen_behind() {
  start_shell 100 30
  local try
  for try in 1 2 3 4 5; do
    start_arcade
    keys q C-z
    # Either the Ctrl-Z came after the terminal was given back, and stopped arcade on its way out,
    # or it was a byte left over; in both cases the shell's screen is back.
    expect_terminal_restored "q then Ctrl-Z, try $try"
    if screen | grep -q "Stopped"; then type_line "fg"; fi
    expect_ended "try-$try" 0
  done
}

test_an_invalid_byte_does_not_stop_the_keys() {
  start_shell 100 30
  start_arcade
  hex_keys ff
  keys q
  expect_ended "0xFF-then-q" 0
  # 0xE7 is what an 8-bit terminal sends for Alt+g: the start of a character that never comes.
  start_arcade
  hex_keys e7
  keys j
  expect_screen "▶ 2 PriceGuess"
  keys q
  expect_ended "0xE7-then-q" 0
}

test_a_terminal_without_mouse_ignores_clicks() {
  start_shell 100 30
  type_line "clear; S1=\$(stty -g)"
  type_line "TERM=vt100 $ARCADE"
  expect_screen "▶ 1 PathFinder"
  [ "$(pane_flag mouse_any_flag)" = 0 ] || fail "mouse reports were turned on for vt100, which has no kmous"
  keys j
  expect_screen "▶ 2 PriceGuess"
  # tmux passes the reports on anyway; each used to arrive as Esc and junk, leaving the screen.
  click 40 12
  click 40 12
  click 40 3
  expect_screen "▶ 2 PriceGuess"
  [ -n "$(foreground_pid)" ] || fail "a click ended arcade"
  keys q
  expect_ended "vt100" 0
}

test_ctrl_l_and_closing_help_repaint_over_stray_output() {
  start_shell 100 30
  start_arcade
  local tty
  tty=$(pane_flag pane_tty)
  printf 'STRAY-OUTPUT' > "$tty"
  expect_screen "STRAY-OUTPUT"
  keys C-l
  expect_not_screen "STRAY-OUTPUT"
  expect_screen "▶ 1 PathFinder"
  keys '?'
  expect_screen "any key closes"
  printf '\033[1;1HSTRAY-AGAIN' > "$tty"
  expect_screen "STRAY-AGAIN"
  keys x
  expect_not_screen "STRAY-AGAIN"
  expect_screen "▶ 1 PathFinder"
  keys q
  expect_ended "ctrl-l" 0
}
